"""The score sheet's actions as values: everything that happens on the page becomes one, and goes
through ``ui.sheet.update.update(state, action)``.

    Act(ACTIONS["add-player"], {"name": "Di", "place": "players"}, at, new_id)   # a person, through a control
    Opened("#sheet/fri/standings", at, new_id)                                    # the address
    SyncArrived("fri", docs, fresh, at)                                           # a server's documents

    >>> from ui.sheet.registry import ACTIONS
    >>> act = Act(ACTIONS["bye-rule"], {"value": "average", "place": "rules"})
    >>> act.action.name, act.action.input.name, act.action.quiet
    ('bye-rule', 'FIELDS', False)

A person's doing through a control is an :class:`Act` of a registered action (``ui.sheet.registry``);
everything else has its own type, handled by the function registered for it. ``at`` (the moment,
ISO 8601, in the device's time zone) and ``new_id`` (a fresh id) come from the controller, so
``update`` stays pure.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .registry import Action
from .state import Topic
from .sync_status import SyncStatus


@dataclass(frozen=True)
class Act:
    """A person's doing: a form sent, a button pressed, a choice changed, a file or a code read."""

    action: Action
    form: dict[str, Any] = field(default_factory=dict, hash=False)
    """What the control holds, as text: its form's fields and the ``data-*`` (``ui.sheet.controller.read``)."""
    at: str = ""
    new_id: str = ""


@dataclass(frozen=True)
class Opened:
    """The address changed (a link, the back button, a reload, the first start)."""

    address: str
    at: str = ""
    new_id: str = ""


# --- start-up and storage's answers ------------------------------------------------------------------------

@dataclass(frozen=True)
class JournalRead:
    """The journal's entries at start (``web/journal.js``): writes a killed browser had not put on disk."""

    entries: tuple = ()


@dataclass(frozen=True)
class Loaded:
    """Everything this device keeps, read at start (after the journal was replayed)."""

    tournaments: tuple = ()
    tables: tuple = ()
    """((tournament id, round, table), the table as a tournament) of each table this phone keeps."""
    links: tuple = ()
    """The live sync links this device keeps (``euchre.sheet.sync_link.Link``), replicating again."""
    kept: tuple = ()
    brought_back: tuple[str, ...] = ()
    """The names of the tournaments the journal brought back."""
    tables_back: tuple[tuple[int, int], ...] = ()
    """(round, table) of each table copy the journal brought back."""
    problems: tuple[str, ...] = ()
    base: str = ""
    address: str = "#sheet"
    """The address to open once everything is read."""
    at: str = ""
    new_id: str = ""


@dataclass(frozen=True)
class Stored:
    """What storing a tournament (or a phone's table, ``table``) did: what is in force now (merged
    with another tab's changes, ``merged``), and what went wrong, if anything."""

    tournament: Any
    merged: bool = False
    problem: str | None = None
    table: tuple[str, int, int] | None = None


@dataclass(frozen=True)
class TableRead:
    """The phone's copy of a table as storage holds it now (None: none, or unreadable: ``problem``)."""

    key: tuple[str, int, int]
    tournament: Any
    problem: str | None = None
    kept: tuple = ()
    then: Any = None
    """The action to run on it next."""


@dataclass(frozen=True)
class OtherTab:
    """Another tab wrote (or deleted) this tournament (the ``storage`` event)."""

    tournament_id: str


@dataclass(frozen=True)
class Reloaded:
    """The tournament another tab wrote, read again (None: deleted there), and its reading's problem."""

    tournament_id: str
    tournament: Any
    problem: str | None = None
    kept: tuple = ()


@dataclass(frozen=True)
class Problem:
    """Something performing an effect ran into (a link that could not be stored), said at the top."""

    topic: Topic
    text: str


@dataclass(frozen=True)
class KeptRead:
    """The data kept aside, as it is now (after deleting it)."""

    kept: tuple = ()


# --- live sync --------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SyncArrived:
    """A link's database holds these documents (every one so far; ``fresh``: those new in this batch)."""

    key: str
    docs: tuple = ()
    fresh: tuple = ()
    at: str = ""


@dataclass(frozen=True)
class SyncSaid:
    """How a link's replication goes, as ``web/sync.js`` reported it."""

    key: str
    status: SyncStatus
    detail: str = ""


# --- the page ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Copied:
    place: str
    ok: bool


@dataclass(frozen=True)
class PageTurn:
    """The projector screen's timer: the next page of a long standings."""


@dataclass(frozen=True)
class Resized:
    """The window's size changed."""


@dataclass(frozen=True)
class Measured:
    """How many of the projector screen's rows fit, as measured."""

    rows: int


@dataclass(frozen=True)
class FullscreenChanged:
    on: bool
