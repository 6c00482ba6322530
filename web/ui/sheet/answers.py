"""What the controller learns by performing an effect, as actions: the journal's entries and
everything read at start, what storing a tournament did, a phone's table read again, the data kept
aside, a problem to say.

    state, effects = update(state, Stored(t, merged=True))      # another tab had changed it: both kept

Pure Python, tested in CPython.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from . import words
from .actions import Act, Opened
from .core import Publish, opened, run
from .registry import on
from .state import Frozen, Kind, Note, SheetState, Syncing, Topic


@dataclass(frozen=True)
class JournalRead:
    """The journal's entries at start (``web/journal.js``): writes a killed browser had not put on disk."""

    entries: tuple = ()


@on(JournalRead)
def journal_read(state: SheetState, action: JournalRead):
    return state, (Load(action.entries),)


@dataclass(frozen=True)
class Load:
    """Replay the journal's ``entries`` into storage, then read everything this device keeps (answered by
    ``Loaded``)."""

    entries: tuple


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
    roster: Any = None
    """The roster this device keeps (None: none yet, or it could not be read and was kept aside)."""
    season: Any = None
    """The season this device keeps (None as for the roster)."""


@on(Loaded)
def loaded(state: SheetState, action: Loaded):
    """Everything this device keeps is read: the screen the address names is shown."""
    state = dataclasses.replace(
        state, loaded=True, base=action.base, kept=tuple(action.kept),
        tournaments=Frozen((t.id, t) for t in action.tournaments), tables=Frozen(action.tables),
        sync=Frozen((link.key, Syncing(link)) for link in action.links))
    if action.roster is not None:
        state = dataclasses.replace(state, roster=action.roster)
    if action.season is not None:
        state = dataclasses.replace(state, season=action.season)
    for name in action.brought_back:
        state = state.say(Kind.INFO, words.BROUGHT_BACK.format(name=name), Topic.JOURNAL, name)
    for round_number, table in action.tables_back:
        state = state.say(Kind.INFO, words.TABLE_BROUGHT_BACK.format(table=table, round=round_number), Topic.JOURNAL,
                          f"{round_number}:{table}")
    if action.problems:  # one message, as loading says it
        state = state.say(Kind.ERROR, " ".join(action.problems), Topic.UNREADABLE)
    return opened(state, Opened(action.address, action.at, action.new_id))


def _not_stored(note: Note | None, problem: str) -> Note:
    """The action's note, now saying that storing what it did failed."""
    if note is None or not note.text:
        return Note("", problem, Kind.ERROR)
    return Note(note.place, f"{note.text} {problem}", Kind.ERROR)


@dataclass(frozen=True)
class Stored:
    """What storing a tournament (or a phone's table, ``table``) did: what is in force now (merged
    with another tab's changes, ``merged``), and what went wrong, if anything."""

    tournament: Any
    merged: bool = False
    problem: str | None = None
    table: tuple[str, int, int] | None = None


@on(Stored)
def stored(state: SheetState, action: Stored):
    """What storing did: another tab's changes merged in are kept too; a refusal is said where the
    person looks and at the top; what is in force now goes to the server."""
    if action.table is not None:
        return (state.noting(_not_stored(state.note, action.problem)) if action.problem else state), ()
    t = action.tournament
    if t.id not in state.tournaments:  # deleted meanwhile
        return state, ()
    state = dataclasses.replace(state, tournaments=state.tournaments.set(t.id, t))
    if action.merged:
        state = state.say(Kind.INFO, words.BOTH_TABS_KEPT, Topic.OTHER_TAB)
    if action.problem:
        state = state.say(Kind.ERROR, action.problem, Topic.STORAGE).noting(_not_stored(state.note, words.NOT_STORED))
    return state, (Publish(t.id, t),) if state.syncing(t.id) else ()


@dataclass(frozen=True)
class TableRead:
    """The phone's copy of a table as storage holds it now (None: none, or unreadable: ``problem``)."""

    key: tuple[str, int, int]
    tournament: Any
    problem: str | None = None
    kept: tuple = ()
    then: Act | None = None
    """The action to run on it next."""


@on(TableRead)
def table_read(state: SheetState, action: TableRead):
    """The phone's copy of a table read again; then the action that works on it."""
    tables = state.tables.set(action.key, action.tournament) if action.tournament is not None else \
        state.tables.without(action.key)
    state = dataclasses.replace(state, tables=tables, kept=tuple(action.kept))
    if action.problem:
        state = state.say(Kind.ERROR, action.problem, Topic.UNREADABLE)
    return run(state, action.then, read_table=False) if action.then is not None else (state, ())


@dataclass(frozen=True)
class KeptRead:
    """The data kept aside, as it is now (after deleting it)."""

    kept: tuple = ()


@on(KeptRead)
def kept_read(state: SheetState, action: KeptRead):
    return dataclasses.replace(state, kept=tuple(action.kept)), ()


@dataclass(frozen=True)
class Problem:
    """Something performing an effect ran into (a link that could not be stored), said at the top."""

    topic: Topic
    text: str


@on(Problem)
def problem(state: SheetState, action: Problem):
    return state.say(Kind.ERROR, action.text, action.topic), ()
