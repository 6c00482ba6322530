"""The computer players' turns: each seat at its level, one action at a time, at the chosen speed.

    turns = ComputerTurns(app)
    turns.schedule()     # (re)start from the game as it is now; a decision in progress is dropped

Beginner and standard seats decide at once, here; expert seats ask the expert in its web
worker (``ui.game.ai``) during the pause, so the page stays responsive while it thinks. If the
worker cannot help, the standard player moves instead and a notice says so. Nobody bids
before the deal has landed. Your forced last card (``ui.game.table.forced_card``) is played for
you after the same pause, when the Menu's switch is on, by clicking it as you would.
"""

from __future__ import annotations

import asyncio

from euchre.ai import computer_player
from euchre.game import decision_seed
from euchre.hand import Phase

from .ai import ExpertUnavailable
from .coach import background
from ..kit.dom import document
from .table import forced_card


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
        document.getElementById("game").removeAttribute("data-forced")
        if self.task is not None:
            self.task.cancel()
            self.task = None
        if self.thinking is not None:
            self.thinking = None
            self.app.render()

    def schedule(self) -> None:
        """(Re)start the computer players from the current state; a decision in progress is dropped."""
        self.stop()
        if self.app.paused:
            return
        if self.app.game.computer_to_act:
            asyncio.ensure_future(self.run(self.generation))
        else:
            self.forced(self.generation)

    def forced(self, generation: int) -> None:
        """The person's forced last card is played for them when the Menu's switch is on: the
        table says so (``#game[data-forced]``), and at the Instant speed it is played at once."""
        if not (self.app.settings.switches["forced-card"] and forced_card(self.app.game)):
            return
        document.getElementById("game").dataset.forced = "true"
        if self.app.settings.pause:
            asyncio.ensure_future(self.play_forced(generation))
        else:
            self.play(generation)

    async def play_forced(self, generation: int) -> None:
        """After the last trick has gone to its winner and a short pause, so it is seen."""
        await self.app.trick_gathered()
        await asyncio.sleep(self.app.settings.pause * 0.6)
        self.play(generation)

    def play(self, generation: int) -> None:
        """Click the forced card, as the person would."""
        action = forced_card(self.app.game)
        if generation != self.generation or action is None:
            return
        button = document.querySelector(f'#seat-0 button[data-action="{action}"]:not([disabled])')
        if button:
            button.click()

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
            await app.motion.settled()  # the deal lands before anyone bids
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
        if generation == self.generation:
            self.forced(generation)
