"""What arrives from elsewhere, as actions like any other: a live sync server's documents and how
its replication goes, and another tab's change to a tournament.

    state, effects = update(state, SyncArrived("fri", docs, fresh, at))

The organiser's device takes a server's documents in with the sheet's merge
(``euchre.sheet.sync_link.take_in``); a table's phone takes in what the organiser's device holds
for its table (``take_in_table``), but never while its person is entering a hand: that arrival
waits (``SheetState.held``) until the hand is sent, so the form cannot be taken away and the two
entries, made without seeing each other, wait for the organiser's decision. Pure Python.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from euchre.sheet.share import TableSheet, table_news
from euchre.sheet.sync_link import other_tournament, take_in, take_in_table

from . import words
from .core import Publish, keep, show
from .registry import Address, on
from .routes import Route, checked, shape
from .state import Kind, Note, SheetState, Topic
from .steps import Of, SyncStop
from .sync_status import SyncStatus


@dataclass(frozen=True)
class Synced:
    """Count one more arrival that changed this device's data (``body[data-sheet-synced]``: tests wait
    for it)."""


@dataclass(frozen=True)
class SyncArrived:
    """A link's database holds these documents (every one so far; ``fresh``: those new in this batch)."""

    key: str
    docs: tuple = ()
    fresh: tuple = ()
    at: str = ""


def about_a_link(handler):
    """``handler(state, action, syncing)`` for an action about a link this device keeps (``action.key``);
    nothing happens for a link it no longer keeps (stopped meanwhile)."""
    def handle(state: SheetState, action):
        syncing = state.syncing(action.key)
        return (state, ()) if syncing is None else handler(state, action, syncing)
    return handle


@on(SyncArrived)
@about_a_link
def arrived(state: SheetState, action: SyncArrived, syncing):
    link = syncing.link
    if link.role == "table":
        return table_arrived(state, action, link)
    tid = link.tournament_id
    before = state.tournaments.get(tid)
    merged, taken = take_in(before, list(action.docs), link, at=action.at, label=words.phone_label,
                            organiser_label=words.ORGANISER_DEVICE,
                            fresh=list(action.fresh) if before is not None else None)
    if taken.problem:
        return _said(state, action.key, SyncStatus.OTHER, taken.problem), (SyncStop(action.key, forget=False),)
    if merged is None or merged is before:
        return state, (Publish(action.key, before),) if before is not None else ()
    state, effects = keep(state, Of(tid), merged)
    conflicts = sum(len(report.conflicts) + len(report.totals_conflicts) for report in taken.reports)
    if conflicts:
        state = state.say(Kind.ERROR, words.SYNC_CONFLICT.format(count=words.plural(conflicts, "result")),
                          Topic.SYNC_CONFLICT)
    if before is None and link.role == "screen" and shape(state.route) is Address.LIST:
        state = show(state.unsay(Topic.FOLLOW), Route(tid, "screen"))
    return state, effects + (Synced(),)


def entering(state: SheetState, key: tuple[str, int, int]) -> bool:
    """Whether the person is entering a new hand at this phone's table ``key``."""
    entry = state.editing.entry
    return entry is not None and not entry.correcting and state.table_key() == key and \
        (entry.round, entry.table) == key[1:]


def table_arrived(state: SheetState, action: SyncArrived, link):
    """A table's phone: what the organiser's device holds for its table (a correction made there)
    taken in as a new invitation's hands would be; then what the database lacks is published."""
    key = (link.tournament_id, link.round, link.table)
    have = state.tables.get(key)
    if have is None:
        return state, ()
    sheet = TableSheet.of(have, link.round, link.table)
    updated = take_in_table(sheet, list(action.docs), link, at=action.at)
    if entering(state, key):
        state = dataclasses.replace(state, held=action)
        if updated is not sheet:  # said beside the form, which stays as its person left it
            state = state.noting(Note("record", words.HELD_WHILE_ENTERING.format(table=link.table), Kind.INFO,
                                      steady=True))
        return state, ()
    if updated is sheet:
        return state, (Publish(action.key, have),)
    kept = updated.tournament(at=action.at)
    state, effects = keep(state, Of(key[0], key[1:]), kept)
    news = words.table_news_text(kept, kept.table(link.round, link.table), table_news(sheet, updated))
    if news is not None and state.table_key() == key:   # history alone is no news
        state = state.say(Kind.INFO, news, Topic.SYNC_TABLE)
    return state, effects + (Synced(),)


def _said(state: SheetState, key: str, status: SyncStatus, detail: str) -> SheetState:
    current = state.syncing(key)
    if current is None or current.status is SyncStatus.OTHER or (current.status, current.detail) == (status, detail):
        return state  # a database of another tournament stays refused until the link changes
    return state.with_sync(key, dataclasses.replace(current, status=status, detail=detail))


@dataclass(frozen=True)
class SyncSaid:
    """How a link's replication goes, as ``web/sync.js`` reported it."""

    key: str
    status: SyncStatus
    detail: str = ""


@on(SyncSaid)
@about_a_link
def sync_said(state: SheetState, action: SyncSaid, current):
    """How a link's replication goes, said on its status line (and a refused document at the top)."""
    status, detail = action.status, action.detail
    if status is SyncStatus.IDENTITY:
        if detail == current.link.tournament_id:
            return state, ()
        return _said(state, action.key, SyncStatus.OTHER, other_tournament(detail)), \
            (SyncStop(action.key, forget=False),)
    if status is SyncStatus.DENIED:
        return state.say(Kind.ERROR, words.sync_status_text(status, detail), Topic.SYNC_DENIED), ()
    return _said(state, action.key, status, detail), ()


@dataclass(frozen=True)
class OtherTab:
    """Another tab wrote (or deleted) this tournament (the ``storage`` event)."""

    tournament_id: str


@on(OtherTab)
def other_tab(state: SheetState, action: OtherTab):
    return state, (Reload(action.tournament_id),)


@dataclass(frozen=True)
class Reload:
    """Read a tournament another tab wrote again: storage merges in what this tab holds that the other
    tab's write lacks (answered by ``Reloaded``)."""

    tournament_id: str


def table_at(t, r: int, n: int):
    rnd = next((x for x in t.rounds if x.number == r), None) if t is not None else None
    return next((x for x in rnd.tables if x.number == n), None) if rnd is not None else None


def entry_changed(state: SheetState, before, after) -> SheetState:
    """A word beside the hand the person is entering when its table changed elsewhere."""
    entry = state.editing.entry
    if entry is None or table_at(before, entry.round, entry.table) == table_at(after, entry.round, entry.table):
        return state
    place = f"correct-{entry.hand}" if entry.correcting else "record"
    return state.noting(Note(place, words.CHANGED_ELSEWHERE.format(table=entry.table), Kind.INFO, steady=True))


@dataclass(frozen=True)
class Reloaded:
    """The tournament another tab wrote, read again (None: deleted there), and its reading's problem."""

    tournament_id: str
    tournament: Any
    problem: str | None = None
    kept: tuple = ()
    """The data kept aside, as it is now."""


@on(Reloaded)
def reloaded(state: SheetState, action: Reloaded):
    """Another tab's change, read again: taken in; what this tab shows changes in place, and what the
    person is entering stays as it is, with a word beside it."""
    tid, t = action.tournament_id, action.tournament
    before = state.tournaments.get(tid)
    state = dataclasses.replace(state, kept=action.kept)
    if action.problem:
        state = state.say(Kind.ERROR, action.problem, Topic.UNREADABLE)
    if t is None:
        if before is None or action.problem:
            return state, ()
        state = dataclasses.replace(state, tournaments=state.tournaments.without(tid))
        if state.route.tournament == tid:
            state = show(state.say(Kind.INFO, words.OTHER_TAB_DELETED, Topic.OTHER_TAB), Route())
        return state, ()
    state = dataclasses.replace(state, tournaments=state.tournaments.set(tid, t))
    if t == before:
        return state, ()
    if state.route.tournament == tid:
        state = entry_changed(state.say(Kind.INFO, words.OTHER_TAB_CHANGED, Topic.OTHER_TAB), before, t)
        if shape(state.route) is Address.ROUND:
            state = dataclasses.replace(state, route=checked(state.route, t, None)[0])
    return state, ()
