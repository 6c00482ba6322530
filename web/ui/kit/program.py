"""One event path for a page: every event becomes an action, and one function turns the state and
the action into the next state and the effects to perform.

    program = Program(state, update, render, perform, report)
    program.dispatch(Pressed("pass"))

``update(state, action) -> (state, effects)`` is pure: it reads nothing from the page and changes
nothing; it gives back the very state it was given when the action changes nothing, and then
nothing is drawn again (a save that went well, answered after each move, for instance). The page's
controller gives ``render`` (draws a state, changes none) and ``perform`` (does one effect: storage,
the worker, sync, sound, a timer; what it learns comes back later as another action through
``dispatch``). Actions dispatched while one is being handled wait their turn, so each sees the state
the one before it left.

The boundary: if ``update`` raises, the state stays as it was and ``report`` is told; if drawing the
new state raises, the state before the action is put back and drawn again; an effect that raises
is reported and the others still run. Nothing an event does can leave the page half-changed or
show a traceback: ``report`` says it in words (``ui.kit.boundary``). Pure Python, tested in CPython
(``tests/ui/test_program.py``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import Any, Generic, TypeVar

S = TypeVar("S")

Update = Callable[[S, Any], "tuple[S, Iterable[Any]]"]


class Program(Generic[S]):
    def __init__(self, state: S, update: Update, render: Callable[[S], None], perform: Callable[[Any], None],
                 report: Callable[[BaseException, Any], None]) -> None:
        self.state = state
        self.update = update
        self.render = render
        self.perform = perform
        self.report = report
        self._waiting: deque = deque()
        self._busy = False

    def dispatch(self, action: Any) -> None:
        """Handle ``action`` now, or after the action being handled (never inside it)."""
        self._waiting.append(action)
        if self._busy:
            return
        self._busy = True
        try:
            while self._waiting:
                self._step(self._waiting.popleft())
        finally:
            self._busy = False

    def _step(self, action: Any) -> None:
        before = self.state
        try:
            state, effects = self.update(before, action)
            effects = list(effects)
        except Exception as error:  # noqa: BLE001 - the boundary: the state stays as it was
            self.report(error, action)
            return
        self.state = state
        try:
            if state is not before:  # an action that changed nothing has nothing new to draw
                self.render(state)
        except Exception as error:  # noqa: BLE001 - drawn again as it was before the action
            self.state = before
            self.report(error, action)
            try:
                self.render(before)
            except Exception as again:  # noqa: BLE001
                self.report(again, action)
            return
        for effect in effects:
            try:
                self.perform(effect)
            except Exception as error:  # noqa: BLE001 - one effect failing leaves the others to run
                self.report(error, effect)
