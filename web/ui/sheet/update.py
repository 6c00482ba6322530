"""The score sheet's one event path: every action goes through ``update(state, action)``, which
returns the next state and the effects for the controller to perform.

    state, effects = update(SheetState(), Opened("#sheet/fri/standings", at, new_id))
    watching = subscriptions(state)          # what runs while the state asks for it (timers, the camera)

``update`` is pure: a person's doing (:class:`~ui.sheet.actions.Act`) runs its registered action
(``ui.sheet.core.run``); any other action runs the handler registered for its type
(``ui.sheet.arrivals``, ``ui.sheet.answers``, the screens' own). Then what follows from the new
state is added: an arrival held back on a phone is taken in once its person has sent the hand,
the address names the screen, the focus goes to what was said, and what the screen shown asks for
(its record's ``follows``: the projector screen is measured).
``ui.kit.program.Program`` runs it; tested in CPython (``tests/ui/test_sheet_*.py``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from . import answers, arrivals, screens  # noqa: F401 - each registers its actions and handlers
from ..kit.vdom import Look
from .actions import Act, Opened
from .arrivals import SyncArrived
from .core import Navigate, opened, run
from .registry import HANDLERS, SCREENS, Watch, on
from .routes import route_hash
from .state import SheetState

on(Opened)(opened)


@dataclass(frozen=True)
class Focus:
    """Bring a node into view and give it the focus."""

    look: Look


def update(state: SheetState, action) -> tuple[SheetState, tuple]:
    before = state
    if isinstance(action, Act):
        state, effects = run(state, action)
    else:
        handler = HANDLERS.get(type(action))
        if handler is None:
            raise LookupError(f"the score sheet has no handler for {type(action).__name__}")
        state, effects = handler(state, action)
    return settle(before, state, tuple(effects), action)


def settle(before: SheetState, state: SheetState, effects: tuple, action) -> tuple[SheetState, tuple]:
    """What follows from the new state, whatever the action was."""
    if state.held is not None and not arrivals.entering(state, _held_key(state)):
        held = state.held
        state, more = HANDLERS[SyncArrived](dataclasses.replace(state, held=None), held)
        effects += tuple(more)
    moved = state.route != before.route
    if not any(isinstance(effect, Navigate) for effect in effects) and moved:
        effects += (Navigate(route_hash(state.route), replace=not isinstance(action, Act), top=True),)
    elif moved:  # the address was named already (an address opened): a new screen starts at its top
        effects = tuple(dataclasses.replace(e, top=True) if isinstance(e, Navigate) else e for e in effects)
    note = state.note
    if note is not None and note is not before.note and not note.steady and not isinstance(action, Opened) \
            and (note.text or note.focus is not None):
        effects += (Focus(note.focus if note.focus is not None else Look(data_feedback=note.place)),)
    screen = SCREENS.get(state.route.screen)
    if screen is not None and screen.follows is not None:
        effects += tuple(effect for effect in screen.follows(state) if effect not in effects)
    return state, effects


def _held_key(state: SheetState) -> tuple[str, int, int] | None:
    link = state.syncing(state.held.key)
    return (link.link.tournament_id, link.link.round, link.link.table) if link is not None else None


def subscriptions(state: SheetState) -> frozenset[Watch]:
    """What runs while the state asks for it: what the screen shown watches (``Screen.watches``: the
    projector screen's page turns, the camera)."""
    screen = SCREENS.get(state.route.screen)
    return frozenset(screen.watches(state)) if screen is not None and screen.watches is not None else frozenset()
