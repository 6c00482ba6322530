"""The expert's help for the person: a hint for the decision in front of them, and the review
of a finished hand, both worked out in the expert's worker (``ui.ai``) while the table goes on.

    coach = Coach(app)
    coach.ask_hint()       # the "Hint" button
    coach.toggle_review()  # "Review this hand"

What is shown comes from ``ui.advice``; this module keeps track of which decision or hand
the help is for, so an answer that arrives late is never shown for another one.
"""

from __future__ import annotations

import asyncio
import zlib

from euchre.game import HUMAN
from euchre.hand import HandState

from .advice import hint_panel, review_panel, review_progress_text
from .ai import ExpertUnavailable
from .dom import by_id, replace_children


def background(coroutine) -> asyncio.Task:
    """Run ``coroutine`` as a task whose failure, if nobody awaits it, is not reported as unhandled."""
    task = asyncio.ensure_future(coroutine)
    task.add_done_callback(lambda done: done.cancelled() or done.exception())
    return task


def decision_seed(*parts) -> int:
    """A repeatable seed for one decision, from the round's seed and where the hand stands."""
    return zlib.crc32(":".join(str(p) for p in parts).encode())


class Coach:
    def __init__(self, app) -> None:
        self.app = app
        self.hint: dict | None = None
        """The hint for the person's current decision: step, status, options or error."""
        self.hint_task: asyncio.Task | None = None
        self.review: dict | None = None
        """The review of the finished hand: key, open, status, progress, decisions or error."""
        self.review_task: asyncio.Task | None = None

    @property
    def expert(self):
        return self.app.expert

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

    # --- hints ---------------------------------------------------------------------------

    def ask_hint(self) -> None:
        game = self.app.game
        if not game.human_to_act:
            return
        step = self.step_key()
        if self.hint is not None and self.hint["step"] == step and self.hint["status"] in ("thinking", "done"):
            self.render_hint()
            return
        self.close_hint(focus=False)
        if self.expert.failed:
            self.hint = {"step": step, "status": "failed", "error": self.why_not()}
            self.render_hint()
            return
        self.hint = {"step": step, "status": "thinking"}
        self.hint_task = background(self.run_hint(step, game.view()))
        self.render_hint()

    async def run_hint(self, step: tuple, view) -> None:
        try:
            options = await self.expert.evaluate(view, seed=decision_seed(*step, "hint"),
                                                 table=self.app.settings.table_of(HUMAN))
        except asyncio.CancelledError:
            return
        except ExpertUnavailable as error:
            if self.expert.failed:
                self.app.notices.expert_failed(self.expert.reason)
            if self.hint is not None and self.hint["step"] == step:
                self.hint.update(status="failed", error=self.why_not(error))
                self.render_hint()
            return
        if self.hint is not None and self.hint["step"] == step:
            self.hint.update(status="done", options=options)
            self.render_hint()

    def close_hint(self, focus: bool = True) -> None:
        if self.hint_task is not None:
            self.hint_task.cancel()
            self.hint_task = None
        had = self.hint is not None
        self.hint = None
        self.render_hint()
        if had and focus:
            button = by_id("hint")
            if not button.hidden:
                button.focus()

    def sync(self) -> None:
        """Drop a hint whose decision has been made, and a review of another hand."""
        if self.hint is not None and (self.hint["step"] != self.step_key() or not self.app.game.human_to_act):
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
                self.start_review(key, hand)
            self.render_review()
            return
        self.start_review(key, hand)
        self.render_review()

    def start_review(self, key: tuple, hand: HandState) -> None:
        if self.review_task is not None:
            self.review_task.cancel()
        decisions = sum(1 for seat, _ in hand.history if seat == HUMAN)
        self.review = {"key": key, "open": True, "status": "working", "done": 0, "total": decisions}
        self.review_task = background(self.run_review(key, hand))

    async def run_review(self, key: tuple, hand: HandState) -> None:
        def progress(done: int, total: int) -> None:
            if self.review is not None and self.review["key"] == key:
                self.review.update(done=done, total=total)
                status = by_id("review-progress")
                bar = by_id("review-bar")
                if status:
                    status.textContent = review_progress_text(done, total)
                if bar:
                    bar.setAttribute("max", str(max(total, 1)))
                    bar.setAttribute("value", str(done))

        try:
            decisions = await self.expert.review(hand, HUMAN, progress, seed=decision_seed(*key, "review"),
                                                 table=self.app.settings.table_of(HUMAN))
        except asyncio.CancelledError:
            return
        except ExpertUnavailable as error:
            if self.expert.failed:
                self.app.notices.expert_failed(self.expert.reason)
            if self.review is not None and self.review["key"] == key:
                self.review.update(status="failed", error=self.why_not(error))
                self.render_review()
            return
        if self.review is not None and self.review["key"] == key:
            self.review.update(status="done", decisions=decisions)
            self.app.stats.reviewed(key[1], hand, decisions)
            self.render_review()

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
        if not shown:
            replace_children(box)
            return
        game = self.app.game
        replace_children(box, *review_panel(review, game.hand, game.round.hand_number))
