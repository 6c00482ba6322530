"""What every action of the sheet goes through: finding the tournament it works on, running it,
saying a refusal in words, keeping what it changed, and moving to the screen an address names.

    state, effects = run(state, Act(ACTIONS["add-player"], {"name": "Di"}, at, new_id))

``ui.sheet.update`` calls :func:`run` for a person's doing; the handlers of other actions
(``ui.sheet.arrivals``, ``ui.sheet.answers``) use :func:`keep` and :func:`show`. Pure Python,
tested in CPython.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from euchre.errors import EuchreError

from . import words
from .actions import Act, Opened
from .registry import SCREENS, Address
from .routes import Moved, Route, checked, parse_route, route_hash, shape
from .state import Editing, Kind, Note, SheetState, Topic
from .steps import Of, shown, text


@dataclass(frozen=True)
class Save:
    """Store a tournament (merged with what another tab stored meanwhile), or on a table's phone its
    copy of table ``table`` (tournament id, round, table); answered by ``ui.sheet.answers.Stored``."""

    tournament: Any
    table: tuple[str, int, int] | None = None


@dataclass(frozen=True)
class ReadTable:
    """Read the phone's copy of a table from storage again (answered by ``TableRead``), then run ``then``,
    the action that works on it."""

    key: tuple[str, int, int]
    then: Act


@dataclass(frozen=True)
class Navigate:
    """Name the screen in the address: a new history entry, or in place of the current one; ``top``:
    a new screen, shown from its top."""

    address: str
    replace: bool
    top: bool = False


@dataclass(frozen=True)
class Publish:
    """Add to the sync link's database (``key``) what ``tournament`` holds that it lacks."""

    key: str
    tournament: Any


def lookup(state: SheetState, of: Of | None):
    """The tournament ``of`` names, as this device holds it (None when it holds none)."""
    if of is None:
        return None
    if of.table_key is not None:
        return state.tables.get(of.table_key)
    return state.tournaments.get(of.tournament) if of.tournament else None


def table_link(key: tuple[str, int, int]) -> str:
    """The key of a table phone's sync link."""
    return "/".join(map(str, key))


def keep(state: SheetState, of: Of | None, tournament) -> tuple[SheetState, tuple]:
    """The state holding ``tournament`` (on a table's phone, its copy of the table ``of`` names), and the
    effects that store it (and send it to the table's server)."""
    if of is not None and of.table_key is not None:
        key = of.table_key
        state = dataclasses.replace(state, tables=state.tables.set(key, tournament))
        link = table_link(key)
        return state, (Save(tournament, key),) + ((Publish(link, tournament),) if state.syncing(link) else ())
    state = dataclasses.replace(state, tournaments=state.tournaments.set(tournament.id, tournament))
    return state, (Save(tournament),)


def followed(state: SheetState, t) -> bool:
    """Whether this device follows ``t`` as a standings screen (rebuilt from the organiser's
    documents each time, so a change made here would not last)."""
    syncing = state.syncing(getattr(t, "id", None))
    return syncing is not None and syncing.link.role == "screen"


def run(state: SheetState, act: Act, *, read_table: bool = True) -> tuple[SheetState, tuple]:
    """Do a person's action: read what its control holds, find the tournament it works on, run it
    (a refusal is said next to the control), keep what it changed. An action that changes anything
    clears the messages about what happened elsewhere, except a warning that storing failed; one
    that only says something leaves them."""
    action = act.action
    form = {"at": act.at, "new_id": act.new_id, "secret": act.secret, **act.form}
    if action.read is not None:
        form = action.read(form)
    of = action.target(state, form) if action.target is not None else shown(state)
    if action.reads_table and read_table and of is not None and of.table_key is not None:
        return state, (ReadTable(of.table_key, act),)
    t = lookup(state, of)
    place = text(form, "place")
    try:
        step = action.run(state, t, form)
    except EuchreError as error:
        return state.noting(Note(place, words.refusal_text(t, error), Kind.ERROR)), ()
    changed = step.tournament is not None and step.tournament is not t
    if changed and t is not None and followed(state, t):
        return state.noting(Note(place, words.FOLLOWED_READ_ONLY, Kind.ERROR)), ()
    new = step.state
    if not action.quiet and (changed or new != state):
        kept = tuple(m for m in new.messages if m.topic is Topic.STORAGE or m not in state.messages)
        new = dataclasses.replace(new, messages=kept)
    effects = tuple(step.effects)
    if changed:
        new, stored = keep(new, of, step.tournament)
        effects = stored + effects
    if form.get("form") == action.name and (step.note is None or step.note.kind is not Kind.ERROR):
        new = dataclasses.replace(new, sent=new.sent.set(action.name, new.sent.get(action.name, 0) + 1))
    return new.noting(step.note), effects


def show(state: SheetState, route: Route) -> SheetState:
    """The screen ``route`` names, or the nearest that exists (and why, said at the top)."""
    key = (route.tournament, route.round, route.table)
    device = state.tables.get(key) if shape(route) is Address.DEVICE else None
    t = state.tournaments.get(route.tournament) if route.tournament else None
    fixed, why = checked(route, t, device)
    if fixed == state.route and why is None:
        return state
    state = dataclasses.replace(state, route=fixed, editing=Editing(), confirm_delete=None, scanning=False, note=None)
    if why is Moved.MISSING:
        state = state.say(Kind.INFO, words.MISSING_TOURNAMENT, Topic.ROUTE)
    elif why is Moved.NO_DEVICE:
        state = state.say(Kind.INFO, words.NO_DEVICE_TABLE, Topic.ROUTE)
    return state


def opened(state: SheetState, action: Opened) -> tuple[SheetState, tuple]:
    """The address changed (a link, the back button, a reload): the screen it names, or the nearest
    that exists; a link between devices runs its action, which moves on to a screen. The address
    then names the screen shown, in place of the one that led there."""
    route = parse_route(action.address)
    screen = SCREENS.get(route.screen)
    if screen is not None and screen.opens is not None:
        state, effects = run(state, Act(screen.opens, {"code": route.code or ""}, action.at, action.new_id))
    else:
        state, effects = show(state, route), ()
    return state, effects + (Navigate(route_hash(state.route), replace=True),)
