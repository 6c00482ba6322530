"""The game page's effects: what ``ui.game.update`` asks the page to do, done.

    work = Work(app)
    work.perform(SaveGame(game))      # Program calls this for every effect

Storage, the expert's worker (a computer seat's move, an evaluation for a hint or a review, the
expert's own play of a day, a shared day replayed), timers (a computer seat's pause, the forced
choice, the trick gathered) and downloads. What an effect learns comes back to the page as an
action (``app.send``); every task runs inside the boundary (``ui.kit.boundary``).
"""

from __future__ import annotations

import asyncio

from euchre import daily, lessons
from euchre.ai import computer_player
from euchre.game import decision_seed

from ..kit import boundary, store
from ..kit.dom import download
from .actions import (
    ComputerMoved,
    Evaluated,
    ExpertDayStep,
    ExpertTrouble,
    Gathered,
    Press,
    RefusalShown,
    SharedStep,
    Stored,
    Thinking,
)
from .ai import ExpertUnavailable
from .effects import (
    DeleteBackups,
    Download,
    DownloadBackups,
    Evaluate,
    ExpertDay,
    Focus,
    ForgetRefusal,
    Gather,
    PlayForced,
    ReplayShared,
    SaveCoach,
    SaveDays,
    SaveGame,
    SavePrefs,
    SaveStats,
    StartExpert,
    StopTurns,
    Think,
)


class Work:
    def __init__(self, app) -> None:
        self.app = app
        self.turn_task: asyncio.Task | None = None
        self.thinking_task: asyncio.Task | None = None

    @property
    def expert(self):
        return self.app.expert

    @property
    def motion(self):
        return self.app.motion

    @property
    def state(self):
        return self.app.state

    def send(self, action) -> None:
        self.app.send(action)

    def perform(self, effect) -> None:
        kind = type(effect)
        if kind is SaveGame:
            if not self.state.guided:
                self.send(Stored("game", store.save_game(effect.game)))
        elif kind is SaveStats:
            self.send(Stored("stats", store.save_stats(effect.stats)))
        elif kind is SavePrefs:
            store.save_settings(effect.prefs.saved())
        elif kind is SaveCoach:
            store.save_coach(effect.evaluations.dumps())
        elif kind is SaveDays:
            self.send(Stored("days", store.save_days(effect.days)))
        elif kind is ExpertDay:
            boundary.background(self.day_step(effect.request, ExpertDayStep, "date"),
                               "the expert's own play of the day")
        elif kind is ReplayShared:
            boundary.background(self.day_step(effect.request, SharedStep, "code", "rest"), "a shared day")
        elif kind is Think:
            self.stop_turns()
            self.turn_task = boundary.background(self.think(effect), "a computer player's turn")
        elif kind is PlayForced:
            self.stop_turns()
            self.turn_task = boundary.background(self.play_forced(effect), "the forced choice")
        elif kind is Gather:
            boundary.background(self.gather(effect), "the trick gathered")
        elif kind is StopTurns:
            self.stop_turns()
        elif kind is Evaluate:
            boundary.background(self.evaluate(effect.ask), "an evaluation")
        elif kind is StartExpert:
            self.expert.restart() if effect.restart else self.expert.start()
        elif kind is DownloadBackups:
            text = "\n".join(f"{key}\n{value}" for key, value in store.backups())
            download("euchre-saved-data.txt", text, "text/plain")
        elif kind is DeleteBackups:
            for key, _ in store.backups():
                store.delete_backup(key)
        elif kind is Download:
            download(effect.filename, effect.text, effect.kind)
        elif kind is Focus:
            self.focus(effect)
        elif kind is ForgetRefusal:
            boundary.background(self.forget_refusal(effect), "a refused card's reason")
        else:
            raise TypeError(f"the game page cannot perform {kind.__name__}")

    def focus(self, effect: Focus) -> None:
        target = self.app.element(effect.look)
        if target:
            target.focus()

    def stop_turns(self) -> None:
        for task in (self.turn_task, self.thinking_task):
            if task is not None and not task.done():
                task.cancel()
        self.turn_task = self.thinking_task = None

    async def think(self, effect: Think) -> None:
        """A computer seat's move: the expert thinks during the pause (in its worker), so it costs
        no time unless it takes longer; nobody moves before the deal has landed."""
        game = effect.game
        hand = game.hand
        rnd = game.round
        seat = hand.to_act
        view = hand.view(seat)
        seed = decision_seed(rnd.seed, rnd.hand_number, len(hand.history))
        task = None
        if effect.level == "day" and len(view.legal_actions) > 1:  # the day's expert: the same everywhere
            task = self.thinking_task = boundary.awaited(self.expert.choose_as(view, daily.computer_request(game)))
        elif effect.level == "expert" and len(view.legal_actions) > 1:
            task = self.thinking_task = boundary.awaited(self.expert.choose(view, seed=seed, table=effect.table))
        await self.motion.settled()
        await asyncio.sleep(effect.pause)
        action = None
        if task is not None:
            if not task.done():
                self.send(Thinking(effect.step, seat))
            try:
                action = await task
            except ExpertUnavailable as error:
                self.send(ExpertTrouble(str(error) if not self.expert.failed else self.expert.reason,
                                        failed=self.expert.failed))
            except asyncio.CancelledError:
                raise
            except Exception as error:  # noqa: BLE001 - never a stuck table: the standard player moves
                self.send(ExpertTrouble(f"{type(error).__name__}: {error}"))
        elif effect.level == "beginner":
            action = computer_player("beginner", seed=seed).choose(view)
        elif effect.level.startswith("lesson:"):  # the lesson's own players: the same every time
            action = lessons.lesson(effect.level[7:]).computer_action(hand)
        self.send(ComputerMoved(effect.step, action))

    async def play_forced(self, effect: PlayForced) -> None:
        """The person's forced choice (a pass, a last card), taken for them after a short pause, so it is seen."""
        await asyncio.sleep(effect.pause)
        if self.state.step == effect.step:
            self.send(Press(effect.action))

    async def forget_refusal(self, effect: ForgetRefusal) -> None:
        await asyncio.sleep(effect.after)
        self.send(RefusalShown(effect.number))

    async def gather(self, effect: Gather) -> None:
        """A finished trick: after a pause, sweep it to the seat that won it."""
        await asyncio.sleep(effect.pause)
        if self.state.step != effect.step:
            return
        if not self.state.last_trick:
            await self.motion.gather(effect.winner, self.motion.duration(self.state.prefs.speed))
        self.send(Gathered(effect.step))

    async def day_step(self, request: dict, step: type, key: str, *more: str) -> None:
        """A piece of a day played in the worker (the expert's own hand, or a shared day replayed from its
        code): ``step(request[key], hand, actions, done, *the reply's more)``, or ``step(..., error=...)``."""
        start = (request[key], request["hand"])
        try:
            reply = await self.expert.ask(request, timeout_ms=120_000)
        except ExpertUnavailable as error:
            self.send(step(*start, error=str(error)))
            return
        self.send(step(*start, tuple(reply.get("actions", ())), bool(reply.get("done")),
                       *(reply.get(name) for name in more)))

    async def evaluate(self, ask) -> None:
        try:
            options = await self.expert.evaluate(ask.view, ask.request)
        except ExpertUnavailable as error:
            if self.expert.failed:
                self.send(ExpertTrouble(self.expert.reason, failed=True))
            self.send(Evaluated(ask.decision, ask.view, error=str(error)))
            return
        self.send(Evaluated(ask.decision, ask.view, tuple(options)))
