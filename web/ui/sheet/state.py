"""The score sheet's page state as one immutable value: the tournaments on this device, a phone's
own tables, the screen, what is being edited and entered, what was said, and how live sync goes.

    >>> state = SheetState()
    >>> state.route, state.note
    (Route(tournament=None, screen='list', round=None, table=None, code=None), None)
    >>> state = state.say(Kind.INFO, "Updated with changes made in another tab.", Topic.OTHER_TAB)
    >>> state.say(Kind.INFO, "Updated with changes made in another tab.", Topic.OTHER_TAB).messages == state.messages
    True

Every change is a new value (``dataclasses.replace`` or the helpers here); ``ui.sheet.update`` makes
them, one action at a time. Pure Python, tested in CPython.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeVar

from euchre.sheet.roster import Roster
from euchre.sheet.season import Season

from ..kit.vdom import Look, Node
from .registry import Address
from .routes import Route, shape
from .sync_status import SyncStatus

SEASON_NAME = "This season"
"""The name of a device's season until one is given (or a season file brings its own)."""

K = TypeVar("K")
V = TypeVar("V")


class Frozen(Mapping[K, V]):
    """An immutable mapping: each change is a new one, the old one stays as it was.

    >>> Frozen({"a": 1}).set("b", 2).without("a")
    Frozen({'b': 2})
    """

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[K, V] | Iterable[tuple[K, V]] = ()) -> None:
        self._items = dict(items)

    def __getitem__(self, key: K) -> V:
        return self._items[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __repr__(self) -> str:
        return f"Frozen({self._items!r})"

    def set(self, key: K, value: V) -> Frozen[K, V]:
        if self._items.get(key, self) is value:
            return self
        return Frozen({**self._items, key: value})

    def without(self, key: K) -> Frozen[K, V]:
        if key not in self._items:
            return self
        return Frozen({k: v for k, v in self._items.items() if k != key})


class Kind(StrEnum):
    """How a note or a message reads (its class on the page)."""

    OK = "ok"
    INFO = "info"
    ERROR = "error"
    QUESTION = "question"


class Topic(StrEnum):
    """What a message at the top is about: one message of each (topic, about) at a time."""

    OTHER_TAB = "other-tab"
    STORAGE = "storage"
    UNREADABLE = "unreadable"
    ROUTE = "route"
    LINK = "link"
    FOLLOW = "follow"
    JOURNAL = "journal"
    KEPT = "kept"
    SYNC_STORAGE = "sync-storage"
    SYNC_CONFLICT = "sync-conflict"
    SYNC_DENIED = "sync-denied"
    SYNC_TABLE = "sync-table"


@dataclass(frozen=True)
class Note:
    """What the page says next to a control after an action: ``place`` names its ``[data-feedback]``
    box (said at the top when the screen has none)."""

    place: str
    text: str
    kind: Kind = Kind.OK
    buttons: tuple[Node, ...] = ()
    focus: Look | None = None
    """What gets the focus (the box itself when None)."""
    steady: bool = False
    """Said while the focus stays where it is (an answer asked about as a choice is made)."""


def focus_only(look: Look) -> Note:
    """Nothing to say: only where the focus goes next."""
    return Note("", "", focus=look)


@dataclass(frozen=True)
class Message:
    """Something that happened elsewhere (storage, another tab, a link), said at the top of the sheet
    until the person dismisses it."""

    kind: Kind
    text: str
    topic: Topic
    about: str = ""
    """Which one of its topic (a tournament's name, a table): a newer message of both replaces it."""

    @property
    def key(self) -> str:
        """The message's name on its Dismiss button."""
        return f"{self.topic}:{self.about}" if self.about else str(self.topic)


@dataclass(frozen=True)
class Entry:
    """A hand's form as the person has filled it in so far: what they chose stays through redraws,
    another tab's change and a sync arrival, until they send it or leave the screen."""

    round: int
    table: int
    hand: int
    correcting: bool = False
    fields: tuple[tuple[str, str], ...] = ()

    def get(self, name: str) -> str | None:
        return dict(self.fields).get(name)

    def with_fields(self, **values: str) -> Entry:
        kept = tuple((k, v) for k, v in self.fields if k not in values)
        return dataclasses.replace(self, fields=kept + tuple(values.items()))

    def at(self, r: int, n: int, correcting: bool | None = None) -> bool:
        """Whether it is entered at round ``r``, table ``n`` (and is, or is not, a correction)."""
        return (self.round, self.table) == (r, n) and correcting in (None, self.correcting)


@dataclass(frozen=True)
class Editing:
    """What is open for editing on the screen; closed when the screen changes."""

    player: int | None = None
    """The player being renamed."""
    seats: tuple[int, int] | None = None
    """(round, table) whose seats are being changed."""
    correct: tuple[int, int, int] | None = None
    """(round, table, hand) being corrected."""
    entry: Entry | None = None
    """The hand being entered in a record form (or a correction form), as far as the person has got."""
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


class Source(StrEnum):
    """Where results being merged come from."""

    RESULTS = "results"
    """A table's results code (scanned, a photo of it, or its link)."""
    FILE = "file"
    """A tournament file from another device."""


@dataclass(frozen=True)
class HeldBack:
    """What a merge left out of rounds closed here, until the person takes it in or leaves it out."""

    source: Source
    payload: Any
    """The table's results (a ``TableSheet``) or the file's tournament."""
    closed: tuple
    """The merge report's closed rounds (each with its ``round``)."""
    unsealed: bool = False
    """The organiser took in a results code without a seal this device can check: again when the
    closed round's part is taken in."""


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
class Syncing:
    """A live sync link of this device (a ``euchre.sheet.sync_link.Link``) and how it is going."""

    link: Any
    status: SyncStatus = SyncStatus.CONNECTING
    detail: str = ""


@dataclass(frozen=True)
class SheetState:
    route: Route = Route()
    tournaments: Frozen[str, Any] = field(default_factory=Frozen)
    """The tournaments on this device, by id (as stored, or about to be)."""
    tables: Frozen[tuple[str, int, int], Any] = field(default_factory=Frozen)
    """On a table's own phone: the tables it keeps, by (tournament, round, table), each as a
    tournament of that one table."""
    note: Note | None = None
    messages: tuple[Message, ...] = ()
    editing: Editing = Editing()
    confirm_delete: str | None = None
    """The tournament whose delete is being asked about."""
    confirm_kept: bool = False
    """Deleting the kept data is being asked about."""
    pending_import: Any = None
    """A file's tournament that is already on this device: merge it, keep both, or cancel."""
    scanning: bool = False
    held_back: HeldBack | None = None
    """A merge that left a closed round as it was."""
    board: Board = Board()
    """The projector screen's page, rows, pause and full screen."""
    roster: Roster = Roster()
    """The players this device knows, to pick from (``euchre.sheet.roster``)."""
    season: Season = Season(SEASON_NAME)
    """The nights this device adds into a season's standings (``euchre.sheet.season``)."""
    sync: Frozen[str, Syncing] = field(default_factory=Frozen)
    """This device's live sync links by key (a tournament's id, or ``id/round/table`` on a table's phone)."""
    held: Any = None
    """On a table's phone: what the organiser's device sent while the person was entering a hand,
    taken in once it is sent (so it cannot take the form away)."""
    kept: tuple[tuple[str, str], ...] = ()
    """The sheet's data that could not be read: kept aside, or held where it is (storage full)."""
    sent: Frozen[str, int] = field(default_factory=Frozen)
    """How many times each form that comes back empty after it was sent has been (its key)."""
    base: str = ""
    """This page's address without its ``#...``: where links to other devices point."""
    loaded: bool = False
    """The tournaments have been read from storage (the journal replayed first)."""

    def say(self, kind: Kind, text: str, topic: Topic, about: str = "") -> SheetState:
        """The same state with ``text`` said at the top (replacing an earlier message of that topic)."""
        kept = tuple(m for m in self.messages if (m.topic, m.about) != (topic, about))
        return dataclasses.replace(self, messages=kept + (Message(kind, text, topic, about),))

    def unsay(self, *topics: Topic) -> SheetState:
        """The same state without the messages of ``topics``."""
        return dataclasses.replace(self, messages=tuple(m for m in self.messages if m.topic not in topics))

    def syncing(self, key: str | None) -> Syncing | None:
        """The live sync link kept under ``key``, if any."""
        return self.sync.get(key) if key is not None else None

    def with_sync(self, key: str, value: Syncing | None) -> SheetState:
        """The same state with the link under ``key`` replaced (or removed, when ``value`` is None)."""
        return dataclasses.replace(self, sync=self.sync.without(key) if value is None else self.sync.set(key, value))

    def noting(self, note: Note | None) -> SheetState:
        return dataclasses.replace(self, note=note)

    def editing_with(self, **changes) -> SheetState:
        return dataclasses.replace(self, editing=dataclasses.replace(self.editing, **changes))

    def table_key(self) -> tuple[str, int, int] | None:
        """On a table's own screen: which of the phone's tables it shows."""
        route = self.route
        if route.tournament is None or route.round is None or route.table is None or shape(route) is not Address.DEVICE:
            return None
        return (route.tournament, route.round, route.table)
