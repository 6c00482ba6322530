"""Merging two copies of one tournament (another tablet's, a table's phone's, a file): nothing entered is lost.

    >>> from euchre.sheet import Tournament
    >>> from euchre.sheet.merge import merge_tournaments
    >>> t = Tournament.new("club-1", "Club night", players=["Ann", "Bob", "Cy", "Di"], at="2024-05-03T19:00:00Z")
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> t = t.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:04:00Z")
    >>> other = t.record_hand(1, 1, makers=1, tricks=5, at="2024-05-03T19:07:00Z")   # on another tablet
    >>> merged, report = merge_tournaments(t, other, at="2024-05-03T19:10:00Z")
    >>> report.added_hands, merged.table(1, 1).points
    (((1, 1, 2),), (1, 2))
    >>> merge_tournaments(merged, other, at="2024-05-03T19:11:00Z")[0] is merged     # merging again
    True

Hands are matched by (round, table, hand number) and round totals by table; how two copies'
versions of one result come together is :func:`euchre.sheet.history.merge_line`'s: by what each
copy has seen, never by the devices' clocks. A result the two copies recorded differently waits
for a person's decision (:meth:`Tournament.decide_hand`), whichever was entered later.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime, timezone
from typing import Iterable, NamedTuple

from ..errors import TournamentError
from .history import Line, Outcome, merge_line, tidy
from .tournament import Tournament
from .checks import refuse, time_problem
from .limits import MAX_PLAYERS
from .names import label_problem, name_key
from .reasons import (ClosedDiffers, ClosedRound, LineFull, MergeNote, NameDiffers, NamesLookAlike, SeatsDiffer,
                      SettingsDiffer, TableClash, TotalsMismatch)
from .values import (
    HandEntry,
    HandVersion,
    TotalsVersion,
    MergeConflict,
    TotalsConflict,
    TournamentPlayer,
    TournamentRound,
    TournamentTable,
    waiting_conflicts,
)

__all__ = ["MergeReport", "merge_tournaments", "ResultChange", "result_changes"]


class MergeReport(NamedTuple):
    """What a merge brought in, what waits for a decision, and what the organiser should look at."""

    added_players: tuple[int, ...]
    updated_players: tuple[int, ...]
    """Renamed or (de)activated in the other copy more recently."""
    added_rounds: tuple[int, ...]
    added_tables: tuple[tuple[int, int], ...]
    """(round, table) seated only in the other copy."""
    added_hands: tuple[tuple[int, int, int], ...]
    """(round, table, hand) recorded only in the other copy."""
    updated_hands: tuple[tuple[int, int, int], ...]
    """Hands whose result now comes from the other copy: it changed them after seeing this copy's
    result, or a person chose it (``take``)."""
    history_hands: tuple[tuple[int, int, int], ...]
    """Hands that kept their result but gained the other copy's versions in their history."""
    notes: tuple[MergeNote, ...]
    """Other things to look at, as values (:class:`NamesLookAlike`, :class:`SeatsDiffer`, ...)."""
    conflicts: tuple[MergeConflict, ...] = ()
    """Hands the other copy recorded differently without having seen this copy's result (and
    the reverse): this copy's result stays in force and the other's waits for a decision. Listed
    on every merge of that copy until the decision, so a second scan still shows them."""
    totals: tuple[tuple[int, int], ...] = ()
    """(round, table) whose round totals came from the other copy, or gained its versions."""
    totals_conflicts: tuple[TotalsConflict, ...] = ()
    """Round totals the copies entered differently, waiting as :attr:`conflicts` do."""
    closed: tuple[ClosedRound, ...] = ()
    """Rounds closed here where the other copy has something new: not taken in, for a decision."""
    changed: bool = False
    """The merged tournament differs from this copy (results waiting for a decision included)."""


@dataclasses.dataclass
class _Found:
    """What merging one round found, before it is known whether the round may take it in."""

    added_tables: list[tuple[int, int]] = dataclasses.field(default_factory=list)
    added_hands: list[tuple[int, int, int]] = dataclasses.field(default_factory=list)
    updated_hands: list[tuple[int, int, int]] = dataclasses.field(default_factory=list)
    history_hands: list[tuple[int, int, int]] = dataclasses.field(default_factory=list)
    conflicts: list[MergeConflict] = dataclasses.field(default_factory=list)
    totals: list[tuple[int, int]] = dataclasses.field(default_factory=list)
    totals_conflicts: list[TotalsConflict] = dataclasses.field(default_factory=list)
    notes: list[MergeNote] = dataclasses.field(default_factory=list)
    waiting_hands: list[tuple[int, int, int]] = dataclasses.field(default_factory=list)
    """Hands gaining a waiting result (only these, of the conflicts, are a change)."""
    waiting_totals: list[tuple[int, int]] = dataclasses.field(default_factory=list)


_EARLIEST = datetime.min.replace(tzinfo=timezone.utc)


def _moment(text: str, at: datetime) -> datetime:
    """An ISO time as a moment (a time without a zone read as UTC). One after the merge's own time
    (``at``) cannot be trusted, so it counts as the earliest: a device whose clock runs ahead, or a
    crafted file, does not win every later comparison."""
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:   # a table's own copy has no times for its players
        return _EARLIEST
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return _EARLIEST if moment > at else moment


def _merge_players(ours: Tournament, theirs: Tournament, at: datetime,
                   found: _Found) -> tuple[tuple[TournamentPlayer, ...], list[int], list[int]]:
    players = {p.id: p for p in ours.players}
    added, updated = [], []
    for player in theirs.players:
        mine = players.get(player.id)
        if mine is None:
            players[player.id] = player
            added.append(player.id)
        elif mine != player and _moment(player.updated, at) > _moment(mine.updated, at):
            players[player.id] = player
            updated.append(player.id)
    if len(players) > MAX_PLAYERS:
        raise TournamentError(f"together the copies have {len(players)} players; at most {MAX_PLAYERS} are allowed")
    names: dict[str, int] = {}
    for player in sorted(players.values()):
        other = names.setdefault(name_key(player.name), player.id)
        if other != player.id:
            found.notes.append(NamesLookAlike(other, player.id))
    return tuple(sorted(players.values())), added, updated


class _Way(NamedTuple):
    """How the other copy's versions come in: where they were entered when they do not say
    (``source``), when this copy takes them in (``seen``), and whether a result made here is
    guarded against being replaced (``guard``: a table's phone's copy)."""

    source: str
    seen: str
    guard: bool


def _arrived(line: Line, way: _Way) -> Line:
    """A whole line from the other copy (a table or a round this copy lacks), marked as taken in."""
    def mark(version, came_as):
        by = way.source if way.source and not version.by else version.by
        return version._replace(by=by, seen=way.seen, came_as=came_as)
    if not line.versions:
        return line
    return tidy([mark(v, "result") for v in line.versions], [mark(v, "waiting") for v in line.waiting])


def _arrived_table(table: TournamentTable, way: _Way) -> TournamentTable:
    hands = tuple(HandEntry(entry.number, *_arrived(entry.line, way)) for entry in table.hands)
    totals = _arrived(table.totals_line, way)
    return dataclasses.replace(table, hands=hands, totals=totals.versions, totals_waiting=totals.waiting)


def _merge_table(number: int, mine: TournamentTable, other: TournamentTable, way: _Way,
                 found: _Found) -> TournamentTable:
    hands = {entry.number: entry for entry in mine.hands}
    for entry in other.hands:
        key = (number, mine.number, entry.number)
        have = hands.get(entry.number)
        line, outcome = merge_line(have.line if have else Line(()), entry.line, way.source, way.seen, way.guard)
        merged = HandEntry(entry.number, *line)
        if outcome is Outcome.FULL:
            found.notes.append(LineFull(key))
            continue
        if outcome is Outcome.WAITING:
            found.conflicts += [c for c in waiting_conflicts(key, line, MergeConflict)
                                if c.theirs.content == entry.current.content]
        if merged == have:
            continue
        hands[entry.number] = merged
        if outcome is Outcome.ADDED or (outcome is Outcome.UPDATED and have is not None and not have.is_recorded):
            if merged.is_recorded:
                found.added_hands.append(key)
        elif outcome is Outcome.UPDATED:
            found.updated_hands.append(key)
        elif outcome is Outcome.HISTORY:
            found.history_hands.append(key)
        if have is not None and len(merged.waiting) > len(have.waiting):
            found.waiting_hands.append(key)
    where = (number, mine.number)
    totals, outcome = merge_line(mine.totals_line, other.totals_line, way.source, way.seen, way.guard)
    if outcome is Outcome.FULL:
        found.notes.append(LineFull(where))
    elif outcome is Outcome.WAITING:
        found.totals_conflicts += [c for c in waiting_conflicts(where, totals, TotalsConflict)
                                   if c.theirs.content == other.totals[-1].content]
    if outcome is not Outcome.FULL and totals != mine.totals_line:
        found.totals.append(where)
        if len(totals.waiting) > len(mine.totals_waiting):
            found.waiting_totals.append(where)
    table = dataclasses.replace(mine, hands=tuple(sorted(hands.values())),
                                **({} if outcome is Outcome.FULL else
                                   {"totals": totals.versions, "totals_waiting": totals.waiting}))
    if mine.fits_totals and not table.fits_totals:
        found.notes.append(TotalsMismatch(number, mine.number))
    return table


def _merge_round(mine: TournamentRound, other: TournamentRound, way: _Way, found: _Found) -> TournamentRound:
    number = mine.number
    tables = {t.number: t for t in mine.tables}
    seated = {pid: t.number for t in mine.tables for pid in t.seats}
    for table in other.tables:
        mine_table = tables.get(table.number)
        if mine_table is None:
            clash = tuple(pid for pid in table.seats if pid in seated)
            if clash:
                found.notes.append(TableClash(number, table.number, clash))
                continue
            tables[table.number] = _arrived_table(table, way)
            seated.update((pid, table.number) for pid in table.seats)
            found.added_tables.append((number, table.number))
            found.added_hands.extend((number, table.number, e.number) for e in table.hands if e.is_recorded)
            if table.totals:
                found.totals.append((number, table.number))
        elif mine_table.seats != table.seats:
            if table.entered:
                found.notes.append(SeatsDiffer(number, table.number))
        else:
            tables[table.number] = _merge_table(number, mine_table, table, way, found)
    if mine.closed != other.closed:
        found.notes.append(ClosedDiffers(number, mine.closed))
    byes = tuple(sorted((mine.players | other.players) - set(seated)))
    return TournamentRound(number, tuple(sorted(tables.values(), key=lambda t: t.number)), byes,
                           mine.closed, mine.schedule)


def merge_tournaments(ours: Tournament, theirs: Tournament, *, at: str,
                      take: Iterable[tuple[int, int, int]] = (), into_closed: bool | Iterable[int] = False,
                      source: str = "", guard: bool = False) -> tuple[Tournament, MergeReport]:
    """``ours`` with everything new from ``theirs`` (the same tournament, another copy), and a report.

    Hands are matched by (round, table, hand number), round totals by table. A result the other
    copy changed after seeing this copy's comes into force; one this copy changed after seeing the
    other's stays. One recorded differently on the two copies, neither having seen the other's
    result, is a conflict (:attr:`MergeReport.conflicts`): this copy's result stays in force and
    the other's waits in the hand (``HandEntry.waiting``) for a person's decision
    (:meth:`Tournament.decide_hand`), however the devices' clocks run. The same result entered on
    both is no conflict. ``take`` lists (round, table, hand) whose conflicting result from
    ``theirs`` is chosen at once (a decision, kept in the hand's history).

    Nothing this copy had is dropped, and merging the same copy again changes nothing. A round
    closed here takes nothing in unless ``into_closed`` names it (or is True): what would come in
    is reported in :attr:`MergeReport.closed` instead. Players: the later change wins (a time
    after ``at`` counts as ``at``). Name, settings, seats and closed/open status: this copy's are
    kept and differences are noted. ``source`` names the other copy for the versions taken in
    that do not say where they were entered; each version taken in keeps ``at`` as when this copy
    saw it. With ``guard`` (a table's phone's copy), a result made on this copy is never replaced
    by the other copy's change: that waits for a decision too (:func:`~euchre.sheet.history.merge_line`).
    The secret (and a phone's table key) is this copy's; a copy without one takes the other's.
    """
    if not isinstance(ours, Tournament) or not isinstance(theirs, Tournament):
        raise TournamentError("merging needs two tournaments")
    if ours.id != theirs.id:
        raise TournamentError(f"these are different tournaments ({ours.id!r} and {theirs.id!r}); "
                              f"import the other as a copy with its own id instead")
    refuse(time_problem(at, "the time"))
    refuse(label_problem(source, "the other copy's name"))
    now = _moment(at, datetime.max.replace(tzinfo=timezone.utc))
    take = frozenset(tuple(k) for k in take)
    allowed = into_closed if isinstance(into_closed, bool) else frozenset(into_closed)
    way = _Way(source, at, guard)
    found = _Found()
    players, added_players, updated_players = _merge_players(ours, theirs, now, found)
    if theirs.name != ours.name:
        found.notes.append(NameDiffers(theirs.name))
    if theirs.settings != ours.settings:
        found.notes.append(SettingsDiffer())
    rounds, added_rounds, closed = [], [], []
    for number in range(1, max(len(ours.rounds), len(theirs.rounds)) + 1):
        mine_round = ours.rounds[number - 1] if number <= len(ours.rounds) else None
        other_round = theirs.rounds[number - 1] if number <= len(theirs.rounds) else None
        if mine_round is None:
            assert other_round is not None
            rounds.append(dataclasses.replace(other_round, tables=tuple(_arrived_table(t, way)
                                                                        for t in other_round.tables)))
            added_rounds.append(number)
            found.added_hands.extend((number, t.number, e.number) for t in other_round.tables for e in t.hands
                                     if e.is_recorded)
            found.totals.extend((number, t.number) for t in other_round.tables if t.totals)
            continue
        if other_round is None:
            rounds.append(mine_round)
            continue
        here = _Found()
        merged_round = _merge_round(mine_round, other_round, way, here)
        if mine_round.closed and merged_round != mine_round and not (allowed is True or (
                allowed is not False and number in allowed)):
            hands = here.added_hands + here.updated_hands + here.history_hands + here.waiting_hands
            closed.append(ClosedRound(number, tuple(sorted(set(hands))), tuple(sorted(set(here.totals))),
                                      tuple(here.added_tables)))
            found.notes += [note for note in here.notes if isinstance(note, ClosedDiffers)]
            rounds.append(mine_round)
            continue
        for name in ("added_tables", "added_hands", "updated_hands", "history_hands", "conflicts", "totals",
                     "totals_conflicts", "notes", "waiting_hands", "waiting_totals"):
            getattr(found, name).extend(getattr(here, name))
        rounds.append(merged_round)
    merged = dataclasses.replace(ours, players=players, rounds=tuple(rounds), secret=ours.secret or theirs.secret,
                                 table_key=ours.table_key or theirs.table_key)
    for key in sorted(take):
        chosen = next((c for c in found.conflicts if c.key == key), None)
        if chosen is not None and not merged.round(key[0]).closed:
            merged = merged.decide_hand(*key, chosen.theirs, at=at)
            found.conflicts.remove(chosen)
            found.updated_hands.append(key)
    changed = merged != ours
    report = MergeReport(tuple(added_players), tuple(updated_players), tuple(added_rounds),
                         tuple(found.added_tables), tuple(found.added_hands), tuple(found.updated_hands),
                         tuple(found.history_hands), tuple(found.notes), tuple(found.conflicts),
                         tuple(found.totals), tuple(found.totals_conflicts), tuple(closed), changed)
    if not changed:
        return ours, report
    return dataclasses.replace(merged, updated=at), report


# --- what a merge would change --------------------------------------------------------------

class ResultChange(NamedTuple):
    """One result a merge changes (or would change, for a round closed here): a hand, or a table's
    round totals."""

    key: tuple[int, ...]
    """(round, table, hand) for a hand, (round, table) for round totals."""
    before: HandVersion | TotalsVersion | None
    """The result in force before (None when there was none)."""
    after: HandVersion | TotalsVersion | None
    """The result in force after."""
    waiting: tuple[HandVersion | TotalsVersion, ...] = ()
    """Results that newly wait for a decision there."""

    @property
    def kind(self) -> str:
        """``"added"`` (nothing was recorded), ``"changed"`` (another result in force), ``"cleared"``
        (no result in force any more), ``"waits"`` (a result waits for a decision, the one in force
        stays) or ``"history"`` (only the history grew)."""
        recorded_before = self.before is not None and any(v is not None for v in self.before.content)
        recorded_after = self.after is not None and any(v is not None for v in self.after.content)
        if recorded_after and not recorded_before:
            return "added"
        if recorded_before and not recorded_after:
            return "cleared"
        if self.before is not None and self.after is not None and self.before.content != self.after.content:
            return "changed"
        return "waits" if self.waiting else "history"


def result_changes(before: Tournament, after: Tournament, rounds: Iterable[int] | None = None,
                   ) -> tuple[ResultChange, ...]:
    """Every hand and round totals that differ between two copies of one tournament (``after`` being
    ``before`` with something merged in), in the order of rounds, tables and hands; only in
    ``rounds`` when given.

        >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
        >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
        >>> later = t.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:05:00Z")
        >>> [(change.key, change.kind) for change in result_changes(t, later)]
        [((1, 1, 1), 'added')]
    """
    wanted = None if rounds is None else frozenset(rounds)
    found: list[ResultChange] = []
    for rnd in after.rounds:
        if wanted is not None and rnd.number not in wanted:
            continue
        old_round = before.rounds[rnd.number - 1] if rnd.number <= len(before.rounds) else None
        for table in rnd.tables:
            old = old_round.table(table.number) if old_round is not None else None
            old_hands = {entry.number: entry for entry in old.hands} if old is not None else {}
            for entry in table.hands:
                was = old_hands.get(entry.number)
                if was == entry:
                    continue
                known = {v.content for v in was.waiting} if was is not None else set()
                found.append(ResultChange((rnd.number, table.number, entry.number),
                                          was.current if was is not None else None, entry.current,
                                          tuple(v for v in entry.waiting if v.content not in known)))
            old_line = old.totals_line if old is not None else Line(())
            if table.totals_line != old_line and table.totals:
                known = {v.content for v in old_line.waiting}
                found.append(ResultChange((rnd.number, table.number),
                                          old_line.versions[-1] if old_line.versions else None, table.totals[-1],
                                          tuple(v for v in table.totals_waiting if v.content not in known)))
    return tuple(found)
