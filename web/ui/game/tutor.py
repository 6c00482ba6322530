"""Learn mode on the page: a guided hand, offered once on a first visit and from the Menu, and
"How to play".

    tutor = Tutor(app)
    tutor.wire(listen)     # the Menu's "Learn to play" and "How to play"
    tutor.offer()          # on a first visit: the offer, once
    tutor.start()          # a guided hand in place of the person's game, which is kept as it was
    tutor.render()         # after every render of the table: the guide for the moment
    tutor.leave()          # back to the person's own game

The guided hand is a round of its own, dealt from a fixed seed (``ui.game.learn.lesson``) and never
saved: the person's game stays in storage as it was, and leaving (or a reload) returns to it.
At each of the person's decisions the guide shows the coach's choice, the same evaluation as a
hint's (``Coach.evaluation``), and why (``ui.game.learn``); the rules that come up are explained.
"""

from __future__ import annotations

from euchre.game import HUMAN, Game

from ..kit import store
from .coach import background, updater
from ..kit.dom import by_id, replace_children
from .evaluations import hint_ask
from .learn import guide_panel, how_to_play, lesson, offer_panel

OFFERED = "learn_offered"
"""The settings key that remembers the offer was made (accepted or not)."""


class Tutor:
    def __init__(self, app) -> None:
        self.app = app
        self.own_game: Game | None = None
        """The person's own game while the guided hand is on; None otherwise."""
        self.offering = False
        self.coach: dict | None = None
        """The coach's evaluation for the guided decision in front of the person: key, status, options."""
        self.drawn: str | None = None

    @property
    def active(self) -> bool:
        return self.own_game is not None

    def wire(self, listen) -> None:
        for button, then in (("learn-button", self.start), ("how-button", self.show_rules)):
            listen(by_id(button), "click", lambda event, then=then: self.from_menu(then))
            by_id(button).disabled = False
        listen(by_id("how-close"), "click", lambda event: by_id("how-to-play").close())

    def from_menu(self, then) -> None:
        by_id("settings").close()
        then()

    def on_action(self, action: str) -> None:
        {"learn-start": self.start, "learn-leave": self.leave, "learn-rules": self.show_rules,
         "learn-dismiss": self.dismiss}[action]()

    # --- the offer, on a first visit -------------------------------------------------------

    def offer(self, first_visit: bool) -> None:
        """Offer the guided hand on a first visit to the game (nothing saved, and no particular round
        asked for in the address) unless it was offered before."""
        if not first_visit or self.app.settings.saved.get(OFFERED):
            return
        self.offering = True
        self.render()

    def remember_offer(self) -> None:
        self.offering = False
        self.app.settings.saved[OFFERED] = True
        store.save_settings(self.app.settings.saved)

    def dismiss(self) -> None:
        self.remember_offer()
        self.render()
        self.app.place_focus(None)

    # --- the guided hand -------------------------------------------------------------------

    def start(self) -> None:
        app = self.app
        if self.offering:
            self.remember_offer()
        if not self.active:
            self.own_game = app.game
        app.turns.stop()
        app.show_last_trick = False
        app.set_game(lesson())
        by_id("table").classList.add("learning")
        app.announce("A guided hand: the coach shows its choice at each of your turns, and why.")
        app.render(focus="learn")
        app.turns.schedule()

    def leave(self) -> None:
        app = self.app
        if not self.active:
            return
        app.turns.stop()
        game, self.own_game = self.own_game, None
        self.coach = None
        by_id("table").classList.remove("learning")
        app.show_last_trick = False
        app.set_game(game)
        app.announce("Back to your own game.")
        app.render(focus="leave")
        app.turns.schedule()

    def show_rules(self) -> None:
        dialog = by_id("how-to-play")
        replace_children(by_id("how-body"), *how_to_play())
        if not dialog.open:
            dialog.showModal()

    def guide(self) -> dict | None:
        """The coach's evaluation of the guided decision now, asked (once) if need be."""
        game = self.app.game
        if not game.human_to_act:
            return None
        key = self.app.coach.step_key()
        if self.coach is not None and self.coach["key"] == key:
            return self.coach
        coach = self.app.coach
        ask = hint_ask(game.round, coach.evaluations, coach.table)
        if ask.kept is not None:
            self.coach = {"key": key, "status": "done", "options": ask.kept}
            return self.coach
        self.coach = {"key": key, "status": "thinking"}
        background(self.think(key, ask))
        return self.coach

    async def think(self, key: tuple, ask) -> None:
        coach = self.app.coach
        update = updater(self, "coach", key, self.render)

        async def work() -> None:
            update(status="done", options=await coach.evaluation(ask))

        await coach.attempt(work(), update)

    # --- drawing ---------------------------------------------------------------------------

    def render(self) -> None:
        panel = by_id("learn-panel")
        if panel is None:
            return
        if self.offering and any(seat == HUMAN for seat, _ in self.app.game.hand.history):
            self.remember_offer()  # the person is playing: the offer has been seen
        if self.active:
            nodes = guide_panel(self.app.game.hand.view(HUMAN), self.guide())
        elif self.offering:
            nodes = offer_panel()
        else:
            nodes = []
        panel.hidden = not nodes
        panel.classList.toggle("offer", self.offering and not self.active)
        drawn = repr(nodes)
        if self.drawn != drawn:  # redrawn only when it changed, so focus in it stays
            self.drawn = drawn
            replace_children(panel, *nodes)
