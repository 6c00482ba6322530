"""The score sheet's page state as one immutable value: which screen, what is being edited, what
was said, and what waits for a person's decision.

    >>> state = SheetState()
    >>> state.route, state.note
    (Route(tournament=None, screen='list', round=None, table=None, code=None), None)
    >>> state = state.say("info", "Updated with changes made in another tab.", "other-tab")
    >>> state.say("info", "Updated with changes made in another tab.", "other-tab").messages == state.messages
    True

Every change is a new value (``dataclasses.replace`` or the helpers here). The tournaments
themselves are not in it: they are the store's (``ui.sheet.store``), and each action is given the
one it works on (``ui.sheet.actions``). Pure Python, tested in CPython.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from ..kit.vdom import Node
from .routes import Route


@dataclass(frozen=True)
class Note:
    """What the page says next to a control after an action: ``place`` names its ``[data-feedback]``
    box (said at the top when the screen has none)."""

    place: str
    text: str
    kind: str = "ok"
    """``ok``, ``info``, ``error`` or ``question``."""
    buttons: tuple[Node, ...] = ()
    focus: str | None = None
    """A selector for what gets the focus (the box itself when None)."""


def focus_only(selector: str) -> Note:
    """Nothing to say: only where the focus goes next."""
    return Note("", "", focus=selector)


@dataclass(frozen=True)
class Message:
    """Something that happened elsewhere (storage, another tab, a link), said at the top of the sheet
    until the person dismisses it. One message of each ``key`` at a time: a newer one replaces it."""

    kind: str
    text: str
    key: str


@dataclass(frozen=True)
class Editing:
    """What is open for editing on the screen; closed when the screen changes."""

    player: int | None = None
    """The player being renamed."""
    seats: tuple[int, int] | None = None
    """(round, table) whose seats are being changed."""
    correct: tuple[int, int, int] | None = None
    """(round, table, hand) being corrected."""
    draft: tuple[tuple[str, str], ...] = ()
    """Choices carried into the correction form (the person's entry for a hand recorded elsewhere)."""
    history: tuple[int, int, int] | None = None
    """(round, table, hand) whose history is shown."""
    invite: int | None = None
    """The table whose invitation code is shown."""
    results: bool = False
    """On a table's phone: its results code is shown."""
    mode: tuple[int, str] | None = None
    """(table, "hands" or "totals"): how the person chose to enter that table's round."""
    screen_link: bool = False
    """On the table devices screen: the standings screen's link for another device is shown."""


@dataclass(frozen=True)
class Board:
    """The projector screen's own state: which page, how many rows fit, paused, full screen."""

    page: int = 0
    rows: int = 0
    """Rows that fit on one screen, as measured (0: not yet, every row is drawn)."""
    paused: bool = False
    fullscreen: bool = False

    def pages(self, count: int) -> int:
        """How many pages ``count`` rows take."""
        return 1 if self.rows <= 0 else max(1, -(-count // self.rows))


@dataclass(frozen=True)
class Download:
    filename: str
    text: str
    kind: str


@dataclass(frozen=True)
class Print:
    what: str
    round: int | None = None


@dataclass(frozen=True)
class Copy:
    source: str
    """The id of the field whose text is copied."""
    place: str
    """Where to say whether it was copied."""


@dataclass(frozen=True)
class FullScreen:
    """Show the projector screen on the whole screen (or leave it)."""

    on: bool


@dataclass(frozen=True)
class Forget:
    """Delete a tournament from this device (the person confirmed it)."""

    tournament: str


@dataclass(frozen=True)
class ForgetKept:
    """Delete the data kept aside (the person confirmed it)."""


@dataclass(frozen=True)
class SyncStart:
    """Keep ``link`` (a ``euchre.sheet.sync_link.Link``) on this device and replicate with its server."""

    link: Any


@dataclass(frozen=True)
class SyncStop:
    """Stop replicating the link kept under ``key`` and forget it."""

    key: str


@dataclass(frozen=True)
class Syncing:
    """A live sync link of this device and how it is going (``status``: ``connecting``, ``syncing``,
    ``uptodate``, ``offline``, ``refused``, ``missing``, ``other``, ``denied``, ``nostore``; ``detail`` says more)."""

    link: Any
    status: str = "connecting"
    detail: str = ""


@dataclass(frozen=True)
class SheetState:
    route: Route = Route()
    note: Note | None = None
    messages: tuple[Message, ...] = ()
    editing: Editing = Editing()
    confirm_delete: str | None = None
    """The tournament whose delete is being asked about."""
    confirm_kept: bool = False
    """Deleting the kept data is being asked about."""
    pending_import: Any = None
    """A file's tournament that is already on this device: merge it, keep both, or cancel."""
    undone: tuple | None = None
    """(tournament id, round, table, hand, result before the undo, revision after it): what Redo restores."""
    scanning: bool = False
    held_back: tuple[str, Any, tuple] | None = None
    """A merge that left a closed round as it was: ("results", the table's results, the rounds) or
    ("import", the file's tournament, the rounds), until the person takes it in or leaves it out."""
    device: Any = None
    """On a table's own phone: the table it keeps, as a tournament of that one table."""
    board: Board = Board()
    """The projector screen's page, rows, pause and full screen."""
    on_device: frozenset[str] = frozenset()
    """The ids of the tournaments on this device."""
    sync: tuple[tuple[str, Syncing], ...] = ()
    """This device's live sync links by key (a tournament's id, or ``id/round/table`` on a table's phone)."""
    effects: tuple = field(default=(), compare=False)
    """What the controller does beside storing and drawing (downloads, printing, deleting)."""

    def say(self, kind: str, text: str, key: str) -> SheetState:
        """The same state with ``text`` said at the top (replacing an earlier message of ``key``)."""
        kept = tuple(m for m in self.messages if m.key != key)
        return dataclasses.replace(self, messages=kept + (Message(kind, text, key),))

    def unsay(self, *keys: str) -> SheetState:
        """The same state without the messages of ``keys``."""
        return dataclasses.replace(self, messages=tuple(m for m in self.messages if m.key not in keys))

    def syncing(self, key: str | None) -> Syncing | None:
        """The live sync link kept under ``key``, if any."""
        return next((value for k, value in self.sync if k == key), None)

    def with_sync(self, key: str, value: Syncing | None) -> SheetState:
        """The same state with the link under ``key`` replaced (or removed, when ``value`` is None)."""
        kept = tuple((k, v) for k, v in self.sync if k != key)
        return dataclasses.replace(self, sync=kept + (((key, value),) if value is not None else ()))

    def noting(self, note: Note | None) -> SheetState:
        return dataclasses.replace(self, note=note)

    def doing(self, *effects) -> SheetState:
        return dataclasses.replace(self, effects=self.effects + effects)

    def editing_with(self, **changes) -> SheetState:
        return dataclasses.replace(self, editing=dataclasses.replace(self.editing, **changes))
