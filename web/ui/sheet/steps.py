"""What every action of the sheet is made of: a :class:`Step` (the new state, the tournament to store,
what to say, the effects), the tournament it works on (:class:`Of`), and reading what a form sent.

    @action("rename-tournament")
    def rename_tournament(state, t, form):
        return said(state, t, "rename", words.RENAMED, t.rename(text(form, "name").strip(), at=form["at"]))

``form`` is what the person sent, as plain text: a form's fields and its ``data-*`` attributes, or
a control's, with ``at`` (the moment, ISO 8601) and ``new_id`` (a fresh id) added. A refusal is
raised (:class:`Refused`, or the model's own ``EuchreError``) and said next to the control by
``ui.sheet.update``. Pure Python, tested in CPython.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, NamedTuple

from euchre.errors import EuchreError
from euchre.sheet import Tournament

from . import words
from .registry import Address
from .routes import Route, shape
from .state import Editing, Note, SheetState, Syncing

Form = dict[str, Any]


class Step(NamedTuple):
    state: SheetState
    tournament: Tournament | None
    """The tournament to store when it is not the one the action was given (None: nothing to store)."""
    note: Note | None
    effects: tuple = ()


@dataclass(frozen=True)
class SyncStart:
    """Keep ``link`` (a ``euchre.sheet.sync_link.Link``) on this device and replicate with its server."""

    link: Any


@dataclass(frozen=True)
class SyncStop:
    """Stop replicating the link kept under ``key``; ``forget``: and forget it (else it starts again with
    the page: its server holds another tournament)."""

    key: str
    forget: bool = True


class Refused(EuchreError):
    """An entry the sheet does not store, with the reason in the person's words."""


@dataclass(frozen=True)
class Of:
    """The tournament an action works on: ``tournament``'s, or on a table's phone, its own copy of
    table ``table`` (round, table) of it."""

    tournament: str | None
    table: tuple[int, int] | None = None

    @property
    def table_key(self) -> tuple[str, int, int] | None:
        return (self.tournament, *self.table) if self.table is not None and self.tournament is not None else None


def shown(state: SheetState, form: Form | None = None) -> Of | None:
    """The tournament of the screen shown (a table's phone: its own copy), or None on the list."""
    key = state.table_key()
    if key is not None:
        return Of(key[0], key[1:])
    return Of(state.route.tournament) if state.route.tournament else None


def number(form: Form, name: str) -> int | None:
    value = form.get(name)
    if value is None or value == "":
        return None
    return int(value)


def text(form: Form, name: str) -> str:
    return str(form.get(name) or "")


def said(state: SheetState, t, place: str, saying: str, tournament=None, effects: tuple = (), **options) -> Step:
    """The usual ending: ``saying`` said at ``place``, and ``tournament`` (if given) to store."""
    return Step(state, t if tournament is None else tournament, Note(place, saying, **options), effects)


def stay(state: SheetState, t, note: Note | None = None, effects: tuple = ()) -> Step:
    """Nothing stored: the state (and what to say, what to do)."""
    return Step(state, t, note, effects)


def go(state: SheetState, route: Route) -> SheetState:
    """Move to another screen after an action (``ui.sheet.update`` names it in the address)."""
    return dataclasses.replace(state, route=route, editing=Editing())


def by(state: SheetState) -> str:
    """Where this page's entries are entered (each version keeps it): a table's phone, or the organiser's."""
    if shape(state.route) is Address.DEVICE and state.route.table is not None:
        return words.phone_label(state.route.table)
    return words.ORGANISER_DEVICE


def sync_started(state: SheetState, link) -> tuple[SheetState, tuple]:
    """The state with ``link`` kept and connecting, and the effect that starts it."""
    return state.with_sync(link.key, Syncing(link)), (SyncStart(link),)


def sync_stopped(state: SheetState, key: str) -> tuple[SheetState, tuple]:
    return state.with_sync(key, None), (SyncStop(key),)
