"""Merging two copies of one tournament (another tablet's, or a table's device's): nothing entered is lost.

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

Hands are matched by (round, table, hand number) and keep every version of both copies; see
:func:`merge_tournaments` for which one is current and what counts as a conflict.
"""

from __future__ import annotations

from typing import NamedTuple

from ..errors import TournamentError
from .tournament import Tournament
from .values import (
    name_key,
    MAX_PLAYERS,
    MAX_VERSIONS,
    HandEntry,
    HandVersion,
    TotalsVersion,
    TournamentRound,
    TournamentTable,
    time_problem,
)

__all__ = ["MergeConflict", "MergeReport", "merge_tournaments"]


class MergeConflict(NamedTuple):
    """A hand both copies recorded differently, neither having seen the other's result."""

    key: tuple[int, int, int]
    """(round, table, hand)."""
    mine: HandVersion
    """This copy's current result."""
    theirs: HandVersion
    """The other copy's current result."""
    taken: bool
    """The other copy's result is now current (it came later); otherwise this copy's was kept."""


class MergeReport(NamedTuple):
    """What a merge brought in, and what the organiser should look at."""

    added_players: tuple[int, ...]
    updated_players: tuple[int, ...]
    """Renamed or (de)activated in the other copy more recently."""
    added_rounds: tuple[int, ...]
    added_tables: tuple[tuple[int, int], ...]
    """(round, table) seated only in the other copy."""
    added_hands: tuple[tuple[int, int, int], ...]
    """(round, table, hand) recorded only in the other copy."""
    updated_hands: tuple[tuple[int, int, int], ...]
    """Hands whose current result now comes from the other copy (a later revision)."""
    history_hands: tuple[tuple[int, int, int], ...]
    """Hands that kept their result but gained the other copy's versions in their history."""
    notes: tuple[str, ...]
    """Conflicts resolved in this copy's favour, and other things to check."""
    conflicts: tuple[MergeConflict, ...] = ()
    """Hands recorded here whose result the other copy changed without having seen it: they need
    a decision. With ``ask=True`` this copy's result was kept; otherwise the later one is current."""
    totals: tuple[tuple[int, int], ...] = ()
    """(round, table) whose round totals came from the other copy, or gained its versions."""

    @property
    def changed(self) -> bool:
        return any((self.added_players, self.updated_players, self.added_rounds, self.added_tables,
                    self.added_hands, self.updated_hands, self.history_hands, self.totals))

    def lines(self) -> list[str]:
        """The report in words."""
        lines = []
        for label, items in (("players added", self.added_players), ("players updated", self.updated_players),
                             ("rounds added", self.added_rounds), ("tables added", self.added_tables),
                             ("hands added", self.added_hands), ("hands updated", self.updated_hands),
                             ("hands with history added", self.history_hands),
                             ("tables' round totals added or updated", self.totals)):
            if items:
                lines.append(f"{len(items)} {label}")
        for conflict in self.conflicts:
            r, t, h = conflict.key
            kept = "the other copy's (entered later) is now current" if conflict.taken else "this copy's was kept"
            lines.append(f"round {r}, table {t}, hand {h} was recorded differently in the two copies: {kept}")
        lines.extend(self.notes)
        return lines or ["nothing new"]


def _merge_entries(mine: HandEntry, theirs: HandEntry) -> HandEntry:
    """Every version of both; over the limit, the oldest cleared versions go first, then the oldest
    others, but never either copy's current result."""
    versions = sorted(set(mine.versions) | set(theirs.versions), key=HandVersion.sort_key)
    if len(versions) > MAX_VERSIONS:
        keep = {mine.current, theirs.current, versions[-1]}
        spare = [v for v in versions if v not in keep]
        drop_order = [v for v in spare if v.kind == "cleared"] + [v for v in spare if v.kind != "cleared"]
        dropped = set(drop_order[:len(versions) - MAX_VERSIONS])
        versions = [v for v in versions if v not in dropped]
    return HandEntry(mine.number, tuple(versions))


def _merge_totals(mine: tuple[TotalsVersion, ...], theirs: tuple[TotalsVersion, ...]) -> tuple[TotalsVersion, ...]:
    """Every version of both copies' round totals, in order (the last is in force); over the limit
    the oldest go first, never either copy's current one."""
    versions = sorted(set(mine) | set(theirs), key=TotalsVersion.sort_key)
    if len(versions) > MAX_VERSIONS:
        keep = {mine[-1] if mine else None, theirs[-1] if theirs else None, versions[-1]}
        spare = [v for v in versions if v not in keep]
        dropped = set(spare[:len(versions) - MAX_VERSIONS])
        versions = [v for v in versions if v not in dropped]
    return tuple(versions)


def merge_tournaments(ours: Tournament, theirs: Tournament, *, at: str, ask: bool = False,
                      take: tuple[tuple[int, int, int], ...] | frozenset = ()) -> tuple[Tournament, MergeReport]:
    """``ours`` with everything new from ``theirs`` (the same tournament, another device's copy).

    Hands are matched by (round, table, hand number). When both copies changed a hand,
    the version with the later revision (then the later time) becomes current and the
    other stays in the hand's history. Players: the later change wins. Name, settings,
    seats and closed/open status: this copy's are kept and differences are noted.
    Merging the same copy twice changes nothing.

    A hand recorded here that the other copy recorded differently, without having seen
    this copy's result, is a conflict (:attr:`MergeReport.conflicts`). With ``ask=True``
    a conflicting hand keeps this copy's result and history untouched, for a person to
    decide; merging again with its (round, table, hand) in ``take`` brings the other
    copy's versions in for it.

    Round totals merge the same way, by table: every version of both copies is kept and the
    later one is in force; when both copies entered different totals, neither having seen the
    other's, a note says which are in force (with ``ask=True``, this copy's). Hands from one copy
    and totals from the other are both kept, even where they do not add up: the table then shows
    it (``TournamentTable.fits_totals``), and the notes say so.
    """
    if not isinstance(ours, Tournament) or not isinstance(theirs, Tournament):
        raise TournamentError("merging needs two tournaments")
    if ours.id != theirs.id:
        raise TournamentError(f"these are different tournaments ({ours.id!r} and {theirs.id!r}); "
                              f"import the other as a copy with its own id instead")
    problem = time_problem(at, "the time")
    if problem:
        raise TournamentError(problem)
    notes: list[str] = []
    added_players, updated_players, added_rounds = [], [], []
    added_tables: list[tuple[int, int]] = []
    added_hands: list[tuple[int, int, int]] = []
    updated_hands: list[tuple[int, int, int]] = []
    history_hands: list[tuple[int, int, int]] = []
    conflicts: list[MergeConflict] = []
    totals_changed: list[tuple[int, int]] = []
    take = frozenset(tuple(k) for k in take)

    players = {p.id: p for p in ours.players}
    for player in theirs.players:
        mine = players.get(player.id)
        if mine is None:
            players[player.id] = player
            added_players.append(player.id)
        elif mine != player and player.updated > mine.updated:
            players[player.id] = player
            updated_players.append(player.id)
    if len(players) > MAX_PLAYERS:
        raise TournamentError(f"together the copies have {len(players)} players; at most {MAX_PLAYERS} are allowed")
    names: dict[str, int] = {}
    for player in sorted(players.values()):
        other = names.setdefault(name_key(player.name), player.id)
        if other != player.id:
            notes.append(f"two players are called {players[other].name!r} and {player.name!r}, which look the same: "
                         "rename one of them")
    if theirs.name != ours.name:
        notes.append(f"kept this copy's name {ours.name!r} (the other copy: {theirs.name!r})")
    if theirs.settings != ours.settings:
        notes.append("kept this copy's settings (the other copy's differ)")

    def merge_table(number: int, mine: TournamentTable, other: TournamentTable) -> TournamentTable:
        hands = {entry.number: entry for entry in mine.hands}
        for entry in other.hands:
            key = (number, mine.number, entry.number)
            have = hands.get(entry.number)
            if have is None:
                hands[entry.number] = entry
                if entry.is_recorded:
                    added_hands.append(key)
            elif have != entry:
                merged = _merge_entries(have, entry)
                if merged == have:
                    continue
                if (have.is_recorded and merged.current != have.current and have.current not in entry.versions):
                    keep_mine = ask and key not in take
                    conflicts.append(MergeConflict(key, have.current, entry.current, not keep_mine))
                    if keep_mine:
                        continue
                hands[entry.number] = merged
                if merged.current != have.current:
                    (updated_hands if have.is_recorded else added_hands).append(key)
                else:
                    history_hands.append(key)
        totals = mine.totals
        if other.totals and other.totals != mine.totals:
            merged_totals = _merge_totals(mine.totals, other.totals)
            where = f"round {number}, table {mine.number}"
            if (mine.round_totals is not None and merged_totals[-1] != mine.totals[-1]
                    and mine.totals[-1] not in other.totals):
                ours_text, theirs_text = _totals_words(mine.totals[-1]), _totals_words(other.totals[-1])
                if ask:
                    notes.append(f"{where}: the other copy entered round totals {theirs_text}; kept this "
                                 f"copy's {ours_text}")
                    merged_totals = mine.totals
                else:
                    notes.append(f"{where}: the copies entered different round totals ({ours_text} here, "
                                 f"{theirs_text} there); the other copy's came later and are in force, "
                                 f"this copy's are in the table's history")
            if merged_totals != mine.totals:
                totals = merged_totals
                totals_changed.append((number, mine.number))
        table = TournamentTable(mine.number, mine.seats, tuple(sorted(hands.values())), totals)
        if mine.fits_totals and not table.fits_totals:
            notes.append(f"round {number}, table {mine.number}: the hands recorded there do not add up to its "
                         f"round totals; check them")
        return table

    rounds = []
    for number in range(1, max(len(ours.rounds), len(theirs.rounds)) + 1):
        mine_round = ours.rounds[number - 1] if number <= len(ours.rounds) else None
        other_round = theirs.rounds[number - 1] if number <= len(theirs.rounds) else None
        if mine_round is None:
            assert other_round is not None
            rounds.append(other_round)
            added_rounds.append(number)
            added_hands.extend((number, t.number, e.number) for t in other_round.tables for e in t.hands
                               if e.is_recorded)
            totals_changed.extend((number, t.number) for t in other_round.tables if t.totals)
            continue
        if other_round is None:
            rounds.append(mine_round)
            continue
        tables = {t.number: t for t in mine_round.tables}
        seated = {pid: t.number for t in mine_round.tables for pid in t.seats}
        before = len(added_hands) + len(updated_hands) + len(history_hands) + len(totals_changed)
        for table in other_round.tables:
            mine_table = tables.get(table.number)
            if mine_table is None:
                clash = [pid for pid in table.seats if pid in seated]
                if clash:
                    notes.append(f"round {number}: the other copy's table {table.number} seats "
                                 f"{', '.join(f'#{pid}' for pid in clash)}, seated at another table here; "
                                 f"that table was not merged")
                    continue
                tables[table.number] = table
                seated.update((pid, table.number) for pid in table.seats)
                added_tables.append((number, table.number))
                added_hands.extend((number, table.number, e.number) for e in table.hands if e.is_recorded)
                if table.totals:
                    totals_changed.append((number, table.number))
            elif mine_table.seats != table.seats:
                if table.entered:
                    notes.append(f"round {number}, table {table.number}: the copies seat different players; "
                                 f"kept this copy's seats and did not merge the other copy's hands there")
            else:
                tables[table.number] = merge_table(number, mine_table, table)
        if mine_round.closed and len(added_hands) + len(updated_hands) + len(history_hands) + len(totals_changed) > before:
            notes.append(f"round {number} is closed here; hands from the other copy were merged into it")
        if mine_round.closed != other_round.closed:
            notes.append(f"round {number} is {'closed' if mine_round.closed else 'open'} here and "
                         f"{'closed' if other_round.closed else 'open'} in the other copy; kept it "
                         f"{'closed' if mine_round.closed else 'open'}")
        byes = tuple(sorted((mine_round.players | other_round.players) - set(seated)))
        rounds.append(TournamentRound(number, tuple(sorted(tables.values(), key=lambda t: t.number)), byes,
                                      mine_round.closed, mine_round.schedule))

    merged = Tournament(ours.id, ours.name, ours.created, ours.updated, tuple(sorted(players.values())),
                        tuple(rounds), ours.settings)
    report = MergeReport(tuple(added_players), tuple(updated_players), tuple(added_rounds), tuple(added_tables),
                         tuple(added_hands), tuple(updated_hands), tuple(history_hands), tuple(notes),
                         tuple(conflicts), tuple(totals_changed))
    if merged == ours:
        return ours, report
    return Tournament(merged.id, merged.name, merged.created, at, merged.players, merged.rounds,
                      merged.settings), report


def _totals_words(version: TotalsVersion) -> str:
    return "none" if version.ab is None else f"{version.ab}-{version.cd}"
