"""The standings and score cards: worked out from a tournament's players, rounds and settings.

    >>> from euchre.sheet.values import TournamentPlayer, TournamentRound, TournamentSettings, TournamentTable
    >>> from euchre.sheet.values import HandEntry, HandVersion
    >>> players = tuple(TournamentPlayer(pid, name) for pid, name in enumerate(["Ann", "Bob", "Cy", "Di"]))
    >>> march = HandEntry(1, (HandVersion(1, "2024-05-03T19:05:00Z", makers=0, tricks=5),))
    >>> rounds = (TournamentRound(1, (TournamentTable(1, (0, 1, 2, 3), (march,)),)),)
    >>> table = standings(players, rounds, TournamentSettings())
    >>> [(row.place, row.name, row.total, row.top_three) for row in table]
    [('1=', 'Ann', 2, True), ('1=', 'Bob', 2, True), ('3=', 'Cy', 0, True), ('3=', 'Di', 0, True)]

:meth:`euchre.sheet.Tournament.standings` and :meth:`~euchre.sheet.Tournament.score_card` call
these. Every line is a :class:`Standing` with named fields. Players with equal totals share a rank
("3="): the total of round scores alone decides a place; tie-breaks order them only when the
settings name some (:data:`~euchre.sheet.values.DEFAULT_TIE_BREAKS` is the usual order).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterator, NamedTuple, Sequence

from .values import TournamentPlayer, TournamentRound, TournamentSettings

__all__ = ["Standing", "TieBreak", "Standings", "ScoreCardRow", "standings", "score_card"]


class Standing(NamedTuple):
    """One player's line in the standings (fields by name: ``row.rank``, ``row.tied``, ``row.place``)."""

    rank: int
    """1 is first; tied players share a rank (1, 2, 2, 4)."""
    player: int
    name: str
    active: bool
    total: int | float
    """Points scored at tables plus any bye credit (a float only for a fractional average credit)."""
    points: int
    """Points scored at tables."""
    bye_credit: int | float
    rounds_played: int
    byes: int
    rounds_won: int
    lone_hands: int
    best_round: int | None
    top_three: bool
    """Rank 1, 2 or 3, once a hand has been recorded in the tournament."""
    tied: bool
    """Shares the rank with another player."""

    @property
    def place(self) -> str:
        """The rank as the standings print it: ``"3"``, or ``"3="`` when shared."""
        return f"{self.rank}=" if self.tied else str(self.rank)


class TieBreak(NamedTuple):
    """Two players with equal totals put in order by a tie-break."""

    above: int
    """Id of the player ranked higher."""
    below: int
    tie_break: str
    """The first tie-break that differed (a name from :data:`~euchre.sheet.values.TIE_BREAKS`)."""


@dataclass(frozen=True)
class Standings:
    """Every player by rank, and the rules that ranked them (iterate for the rows)."""

    rows: tuple[Standing, ...]
    bye_rule: str
    tie_breaks: tuple[str, ...]
    decided: tuple[TieBreak, ...] = ()
    """Where a tie-break put players with equal totals in order (empty when tie-breaks are off)."""
    waiting: tuple[tuple[int, ...], ...] = ()
    """Results that wait for a decision, two copies having recorded them differently: (round, table,
    hand) for a hand, (round, table) for round totals. The standings count the result in force
    here until then."""

    def __iter__(self) -> Iterator[Standing]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, index: int) -> Standing:
        return self.rows[index]

    @property
    def top_three(self) -> tuple[Standing, ...]:
        """Everyone ranked 1, 2 or 3 (more than three when places are shared); empty before any hand."""
        return tuple(row for row in self.rows if row.top_three)


class ScoreCardRow(NamedTuple):
    """One round on a player's score card."""

    round: int
    table: int | None
    """None when the player sat out."""
    partner: int | None
    opponents: tuple[int, ...]
    points: int | float | None
    """The round score (or the bye credit); None while nothing is entered at the table (a card
    leaves that round blank, not 0)."""
    opponents_points: int | None
    loners: int
    """Lone hands the player made this round."""
    hands: int
    """Hands recorded at the table."""
    bye: bool



@dataclass(slots=True)
class _Tally:
    """One player's counts while the standings are worked out."""

    points: int = 0
    played: int = 0
    """Rounds seated at a table."""
    hands: int = 0
    """Hands recorded at the player's tables (one more for each table with round totals)."""
    won: int = 0
    lone: int = 0
    best: int | None = None
    byes: int = 0
    counted_points: int = 0
    """Points in rounds that count for the average bye credit (complete at the table, or closed)."""
    counted_rounds: int = 0

    def metric(self, tie_break: str) -> int:
        if tie_break == "rounds_won":
            return self.won
        if tie_break == "lone_hands":
            return self.lone
        return -1 if self.best is None else self.best


def _exact(value: Fraction) -> int | float:
    return value.numerator if value.denominator == 1 else round(float(value), 2)


class _Keyed(NamedTuple):
    """A player's place in the sort: the key (total, then each tie-break's figure) and what goes in the row."""

    key: tuple[int | Fraction, ...]
    player: TournamentPlayer
    tally: _Tally
    credit: Fraction
    total: Fraction | int


def _tally(players: Sequence[TournamentPlayer], rounds: Sequence[TournamentRound]) -> dict[int, _Tally]:
    tally = {p.id: _Tally() for p in players}
    for rnd in rounds:
        for table in rnd.tables:
            scores = table.points
            counts = table.is_complete or rnd.closed
            for position, pid in enumerate(table.seats):
                side = position >> 1
                mine, theirs = scores[side], scores[1 - side]
                row = tally[pid]
                row.points += mine
                row.played += 1
                row.hands += table.recorded + (table.round_totals is not None)
                if mine > theirs:
                    row.won += 1
                if row.best is None or mine > row.best:
                    row.best = mine
                if counts:
                    row.counted_points += mine
                    row.counted_rounds += 1
            for pid in table.lone_made:
                tally[pid].lone += 1
        for pid in rnd.byes:
            tally[pid].byes += 1
    return tally


def _bye_credit(settings: TournamentSettings, row: _Tally) -> Fraction:
    if settings.bye_rule == "average" and row.counted_rounds:
        return Fraction(row.counted_points, row.counted_rounds)
    return Fraction(0)


def standings(players: Sequence[TournamentPlayer], rounds: Sequence[TournamentRound],
              settings: TournamentSettings) -> Standings:
    """Every player (inactive ones too) by total; equal totals share a rank unless the settings
    name tie-breaks, which then order them."""
    tally = _tally(players, rounds)
    any_hand = any(row.hands for row in tally.values())
    breaks = settings.tie_breaks
    keyed = []
    for player in players:
        row = tally[player.id]
        credit = _bye_credit(settings, row) * row.byes
        total = row.points + credit
        key = (total,) + tuple(row.metric(name) for name in breaks)
        keyed.append(_Keyed(key, player, row, credit, total))
    keyed.sort(key=lambda item: (tuple(-k for k in item.key), item.player.name.casefold(), item.player.id))
    rows = []
    decided = []
    rank = 0
    for position, item in enumerate(keyed):
        above = keyed[position - 1] if position else None
        player, row = item.player, item.tally
        if above is None or item.key != above.key:
            rank = position + 1
            if above is not None and above.total == item.total:
                first = next(i for i in range(1, len(item.key)) if item.key[i] != above.key[i])
                decided.append(TieBreak(above.player.id, player.id, breaks[first - 1]))
        tied = ((above is not None and above.key == item.key)
                or (position + 1 < len(keyed) and keyed[position + 1].key == item.key))
        rows.append(Standing(rank=rank, player=player.id, name=player.name, active=player.active,
                             total=_exact(item.total), points=row.points, bye_credit=_exact(item.credit),
                             rounds_played=row.played, byes=row.byes, rounds_won=row.won, lone_hands=row.lone,
                             best_round=row.best, top_three=any_hand and rank <= 3, tied=tied))
    waiting = tuple(key for rnd in rounds for table in rnd.tables
                    for key in ([(rnd.number, table.number)] if table.totals_waiting else [])
                    + [(rnd.number, table.number, entry.number) for entry in table.hands if entry.waiting])
    return Standings(tuple(rows), settings.bye_rule, breaks, tuple(decided), waiting)


def score_card(players: Sequence[TournamentPlayer], rounds: Sequence[TournamentRound],
               settings: TournamentSettings, player_id: int) -> tuple[ScoreCardRow, ...]:
    """One player's rounds, for printing: table, partner, opponents, points, loners (the player must exist)."""
    credit = _exact(_bye_credit(settings, _tally(players, rounds)[player_id]))  # per bye
    rows = []
    for rnd in rounds:
        if player_id in rnd.byes:
            rows.append(ScoreCardRow(rnd.number, None, None, (), credit, None, 0, 0, True))
            continue
        for table in rnd.tables:
            if player_id in table.seats:
                side = table.side_of(player_id)
                mine, other = table.pairs[side], table.pairs[1 - side]
                partner = mine[1] if mine[0] == player_id else mine[0]
                loners = sum(1 for pid in table.lone_made if pid == player_id)
                played = table.recorded or table.round_totals is not None
                rows.append(ScoreCardRow(rnd.number, table.number, partner, other,
                                         table.points[side] if played else None,
                                         table.points[1 - side] if played else None, loners, table.recorded, False))
    return tuple(rows)
