"""The computer players' turns: each seat at its level, one action at a time, at the chosen speed.

    turns = ComputerTurns(app)
    turns.schedule()     # (re)start from the game as it is now; a decision in progress is dropped

Beginner and standard seats decide at once, here; expert seats ask the expert in its web
worker (``ui.ai``) during the pause, so the page stays responsive while it thinks. If the
worker cannot help, the standard player moves instead and a notice says so.
"""

from __future__ import annotations

import asyncio

from euchre.ai import computer_player
from euchre.game import decision_seed
from euchre.hand import Phase

from .ai import ExpertUnavailable
from .coach import background


class ComputerTurns:
    def __init__(self, app) -> None:
        self.app = app
        self.generation = 0
        self.thinking: int | None = None
        """The computer seat whose expert decision the page is waiting for."""
        self.task: asyncio.Task | None = None

    def seed_here(self) -> int:
        rnd = self.app.game.round
        return decision_seed(rnd.seed, rnd.hand_number, len(rnd.hand.history))

    def stop(self) -> None:
        """Drop the decision in progress; nobody moves until ``schedule``."""
        self.generation += 1
        if self.task is not None:
            self.task.cancel()
            self.task = None
        if self.thinking is not None:
            self.thinking = None
            self.app.render()

    def schedule(self) -> None:
        """(Re)start the computer players from the current state; a decision in progress is dropped."""
        self.stop()
        if self.app.game.computer_to_act and not self.app.paused:
            asyncio.ensure_future(self.run(self.generation))

    async def run(self, generation: int) -> None:
        app = self.app
        settings = app.settings
        expert = app.expert
        while generation == self.generation and app.game.computer_to_act:
            hand = app.game.hand
            seat = hand.to_act
            pause = settings.pause
            leading = hand.phase is Phase.PLAY and not hand.trick and hand.tricks
            level = settings.level_of(seat)
            view = hand.view(seat)
            task = None
            if level == "expert" and expert.failed:
                app.notices.expert_failed(expert.reason)  # once, however it failed
            elif level == "expert" and len(view.legal_actions) > 1:
                # The expert thinks during the pause, so it costs no time unless it takes longer.
                task = self.task = background(expert.choose(view, seed=self.seed_here(),
                                                            table=settings.table_of(seat)))
            if leading:
                await app.trick_gathered()  # let people see who took the last trick
                pause *= 0.6
            await asyncio.sleep(pause)
            if generation != self.generation:
                return
            action = None
            if task is not None:
                if not task.done():
                    self.thinking = seat
                    app.render_seat(hand, seat)
                try:
                    action = await task
                except asyncio.CancelledError:
                    return
                except ExpertUnavailable as error:
                    app.notices.expert_failed(str(error))
                except Exception as error:  # noqa: BLE001 - never a stuck table: the standard player moves
                    app.notices.expert_failed(f"{type(error).__name__}: {error}")
                finally:
                    if self.task is task:
                        self.task = None
                if generation != self.generation:
                    return
                self.thinking = None
            if action is None and level == "beginner":
                action = computer_player("beginner", seed=self.seed_here()).choose(view)
            app.computer_moved(action)  # None: the standard player, as the engine plays it
