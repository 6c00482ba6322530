"""The score sheet's page without a browser: every action through ``ui.sheet.update``, every
effect performed as the controller performs it, with storage a dict. Shared by the sheet's
CPython tests.

    device = Device(tournament, route=Route("club", "round", 1, 1))
    device.run("record", round="1", table="1", hand="1", makers="0", tricks="3", ...)
    device.note.text, device.state.tournaments["club"], device.effects
"""

from __future__ import annotations

import dataclasses

from ui.kit.vdom import find, text_of
from ui.sheet.actions import Act, Opened
from ui.sheet.answers import Stored, TableRead
from ui.sheet.core import ReadTable, Save
from ui.sheet.page import page
from ui.sheet.registry import ACTIONS
from ui.sheet.routes import Route
from ui.sheet.state import Frozen, SheetState
from ui.sheet.update import update

AT = "2024-05-03T19:00:00Z"
SECRET = "5e" * 32
"""The fresh secret every action is given (the controller gives a random one)."""
LATER = "2024-05-03T19:30:00Z"
BASE = "https://x/"


class Device:
    """One device's page: its state, and what its controller was asked to do."""

    def __init__(self, *tournaments, tables=(), route: Route = Route(), **state) -> None:
        self.state = SheetState(tournaments=Frozen((t.id, t) for t in tournaments), tables=Frozen(tables),
                                route=route, base=BASE, loaded=True, **state)
        self.effects: list = []
        """Every effect of the last action (and of what its effects answered)."""
        self.saved: dict = {}
        """What the store was given, by tournament id (or a phone's table key)."""

    def dispatch(self, action) -> None:
        self.effects = []
        waiting = [action]
        while waiting:
            self.state, effects = update(self.state, waiting.pop(0))
            page(self.state)  # every state the controller would draw can be drawn
            for effect in effects:
                self.effects.append(effect)
                answer = self.perform(effect)
                if answer is not None:
                    waiting.append(answer)

    def perform(self, effect):
        """What the controller's storage answers (nothing merged, nothing refused)."""
        if isinstance(effect, Save) and effect.table is not None:
            self.saved[effect.table] = effect.tournament
        elif isinstance(effect, Save):
            self.saved[effect.tournament.id] = effect.tournament
            return Stored(effect.tournament)
        if isinstance(effect, ReadTable):
            return TableRead(effect.key, self.state.tables.get(effect.key), then=effect.then)
        return None

    def run(self, action: str, at: str = AT, **form):
        """A person's doing through the control of ``action``: returns what the page says."""
        self.dispatch(Act(ACTIONS[action], form, at, "new", SECRET))
        return self.state.note

    def open(self, address: str, at: str = AT):
        self.dispatch(Opened(address, at, "new"))
        return self.state.note

    def of(self, kind):
        return [e for e in self.effects if isinstance(e, kind)]

    @property
    def tournaments(self):
        return self.state.tournaments

    @property
    def note(self):
        return self.state.note

    def nodes(self):
        return page(self.state)

    def text(self) -> str:
        return " ".join(text_of(node) for node in self.nodes())

    def find(self, predicate):
        return [n for node in self.nodes() for n in find(node, predicate)]

    def on(self, route: Route) -> Device:
        self.state = dataclasses.replace(self.state, route=route)
        return self
