"""The expert's help for the person: a hint for the decision in front of them, and the review
of a finished hand, both from the expert (``ui.game.ai``) while the table goes on.

    coach = Coach(app)
    coach.ask_hint()       # the "Hint" button
    coach.toggle_review()  # "Review this hand"

Both come from one evaluation of each decision (``ui.game.evaluations``): the review uses the hint's
when the person asked for one, and otherwise asks the very same question, so the hint and the
review always agree. Evaluations are stored beside the saved game. What is shown comes from
``ui.game.advice``; this module keeps track of which decision or hand the help is for, so an answer
that arrives late is never shown for another one.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from euchre.ai.expert import Option
from euchre.ai.review import judge
from euchre.game import HUMAN

from ..kit import store
from .advice import hint_panel, review_panel, review_progress_text
from .ai import ExpertUnavailable
from ..kit.dom import by_id, replace_children
from .evaluations import Ask, Evaluations, hint_ask, review_asks


def background(coroutine) -> asyncio.Task:
    """Run ``coroutine`` as a task whose failure, if nobody awaits it, is not reported as unhandled."""
    task = asyncio.ensure_future(coroutine)
    task.add_done_callback(lambda done: done.cancelled() or done.exception())
    return task


def current(holder, name: str, key: tuple) -> dict | None:
    """``holder``'s attribute ``name`` (a dict with a ``key``) if it is still the one for ``key``."""
    held = getattr(holder, name)
    return held if held is not None and held["key"] == key else None


def updater(holder, name: str, key: tuple, render: Callable[[], None]) -> Callable[..., None]:
    """A function that updates ``holder``'s attribute ``name`` while it is the one for ``key``, then
    calls ``render``; it does nothing once that is another's."""
    def update(**changes) -> None:
        held = current(holder, name, key)
        if held is not None:
            held.update(changes)
            render()
    return update


class Coach:
    def __init__(self, app) -> None:
        self.app = app
        self.hint: dict | None = None
        """The hint for the person's current decision: key (the step), status, options or error."""
        self.hint_task: asyncio.Task | None = None
        self.hint_task_key: tuple | None = None
        """The decision ``hint_task`` evaluates."""
        self.review: dict | None = None
        """The review of the finished hand: key, open, status, progress, decisions or error."""
        self.review_task: asyncio.Task | None = None
        self.evaluations = Evaluations.loads(store.load_coach())
        """Every evaluation of this round's decisions so far (``ui.game.evaluations``), as stored."""

    @property
    def expert(self):
        return self.app.expert

    @property
    def table(self) -> dict[str, str]:
        return self.app.settings.table_of(HUMAN)

    def step_key(self) -> tuple:
        rnd = self.app.game.round
        return (rnd.seed, rnd.hand_number, len(rnd.hand.history))

    def review_key(self) -> tuple:
        rnd = self.app.game.round
        return (rnd.seed, rnd.hand_number)

    def why_not(self, error: Exception | None = None) -> str:
        """Why the expert could not help, in words that follow "No hint this time: "."""
        if self.expert.failed or error is None:
            return f"the expert is not available ({self.expert.reason})"
        return str(error)

    # --- one evaluation for each decision, asked once ------------------------------------

    async def evaluation(self, ask: Ask) -> tuple[Option, ...]:
        """The options for ``ask``'s decision: the kept evaluation, or the expert's answer, kept."""
        if ask.kept is not None:
            return ask.kept
        options = await self.expert.evaluate(ask.view, ask.request)
        self.evaluations = self.evaluations.kept(ask.decision, ask.view, options)
        store.save_coach(self.evaluations.dumps())
        return options

    def current(self, name: str, key: tuple) -> dict | None:
        """The hint or the review (``name``) if it is still the one for ``key``."""
        return current(self, name, key)

    def updater(self, name: str, key: tuple) -> Callable[..., None]:
        """A function that changes the hint or the review (``name``) for ``key`` and draws it again:
        nothing once the person has moved on to another decision or hand."""
        return updater(self, name, key, {"hint": self.render_hint, "review": self.render_review}[name])

    async def attempt(self, work: Awaitable[None], update: Callable[..., None]) -> None:
        """Do ``work``; if the expert cannot answer, say so (a notice when its worker is gone) and
        mark the hint or the review failed, with the reason, through ``update``. The hint and the
        review fail alike."""
        try:
            await work
        except ExpertUnavailable as error:
            if self.expert.failed:
                self.app.notices.expert_failed(self.expert.reason)
            update(status="failed", error=self.why_not(error))

    # --- hints ---------------------------------------------------------------------------

    def ask_hint(self) -> None:
        game = self.app.game
        if not game.human_to_act:
            return
        key = self.step_key()
        if self.current("hint", key) is not None and self.hint["status"] in ("thinking", "done"):
            self.render_hint()
            return
        self.close_hint(focus=False)
        ask = hint_ask(game.round, self.evaluations, self.table)
        if ask.kept is not None:
            self.hint = {"key": key, "status": "done", "options": ask.kept}
        elif self.expert.failed:
            self.hint = {"key": key, "status": "failed", "error": self.why_not()}
        else:
            self.hint = {"key": key, "status": "thinking"}
            if self.hint_task is None or self.hint_task.done() or self.hint_task_key != key:
                self.hint_task = background(self.run_hint(key, ask))
                self.hint_task_key = key
        self.render_hint()

    async def run_hint(self, key: tuple, ask: Ask) -> None:
        update = self.updater("hint", key)

        async def work() -> None:
            update(status="done", options=await self.evaluation(ask))

        await self.attempt(work(), update)

    def close_hint(self, focus: bool = True) -> None:
        """Close the hint. An evaluation under way goes on and is kept, for the review, or for the
        hint asked again."""
        had = self.hint is not None
        self.hint = None
        self.render_hint()
        if had and focus:
            button = by_id("hint")
            if not button.hidden:
                button.focus()

    def sync(self) -> None:
        """Drop a hint whose decision has been made, and a review of another hand."""
        if self.hint is not None and (self.hint["key"] != self.step_key() or not self.app.game.human_to_act):
            self.close_hint(focus=False)
        if self.review is not None and self.review["key"] != self.review_key():
            self.forget_review()

    def render_hint(self) -> None:
        panel = by_id("hint-panel")
        button = by_id("hint")
        hint = self.hint
        panel.hidden = hint is None
        button.setAttribute("aria-expanded", "false" if hint is None else "true")
        if hint is None:
            replace_children(panel)
            return
        panel.setAttribute("aria-busy", "true" if hint["status"] == "thinking" else "false")
        replace_children(panel, *hint_panel(hint, self.app.game.hand.dealer))

    # --- reviews -------------------------------------------------------------------------

    def toggle_review(self) -> None:
        hand = self.app.game.hand
        if not hand.is_over:
            return
        key = self.review_key()
        if self.review is not None and self.review["key"] == key:
            self.review["open"] = not self.review["open"]
            if self.review["open"] and self.review["status"] == "failed":
                self.start_review(key)
            self.render_review()
            return
        self.start_review(key)
        self.render_review()

    def start_review(self, key: tuple) -> None:
        if self.review_task is not None:
            self.review_task.cancel()
        asks = review_asks(self.app.game.round, self.evaluations, self.table)
        self.review = {"key": key, "open": True, "status": "working", "done": 0, "total": len(asks)}
        self.review_task = background(self.run_review(key, asks))

    async def run_review(self, key: tuple, asks: list[Ask]) -> None:
        update = self.updater("review", key)

        def progress(done: int) -> None:
            review = self.current("review", key)
            if review is None:
                return
            review.update(done=done)
            status = by_id("review-progress")
            bar = by_id("review-bar")
            if status:
                status.textContent = review_progress_text(done, len(asks))
            if bar:
                bar.setAttribute("value", str(done))

        async def work() -> None:
            judged = []
            for done, ask in enumerate(asks, 1):
                judged.append(judge(ask.decision.index, ask.action, await self.evaluation(ask)))
                progress(done)
            if self.current("review", key) is not None and not self.app.tutor.active:  # a guided hand is not counted
                self.app.stats.reviewed(key[1], self.app.game.hand, judged)
            update(status="done", decisions=judged)

        await self.attempt(work(), update)

    def forget_review(self) -> None:
        """Drop the review and stop working it out (it is of another hand, or an undo changes this one)."""
        if self.review_task is not None:
            self.review_task.cancel()
            self.review_task = None
        self.review = None

    def render_review(self) -> None:
        box = by_id("review")
        button = by_id("review-toggle")
        if not box or not button:
            return
        review = self.review
        shown = review is not None and review["key"] == self.review_key() and review["open"]
        button.textContent = "Hide the review" if shown else "Review this hand"
        button.setAttribute("aria-expanded", "true" if shown else "false")
        box.hidden = not shown
        by_id("summary").classList.toggle("reviewing", shown)
        if not shown:
            replace_children(box)
            return
        game = self.app.game
        replace_children(box, *review_panel(review, game.hand, game.round.hand_number))
