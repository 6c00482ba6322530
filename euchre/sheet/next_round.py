"""Seating the next round at its tables: a schedule from :mod:`euchre.schedules` (``euchre.seating``),
matched to the rounds already played.

    >>> from euchre.sheet.values import TournamentRound, TournamentTable
    >>> played = (TournamentRound(1, (TournamentTable(1, (0, 1, 2, 3)), TournamentTable(2, (4, 5, 6, 7)))),
    ...           TournamentRound(2, (TournamentTable(1, (0, 1, 4, 6)), TournamentTable(2, (2, 5, 3, 7)))))
    >>> repeated_partners(played)                                # Ann and Bob (0 and 1) twice
    (RepeatedPair(players=(0, 1), times=2),)
    >>> tables, schedule = seat_next(tuple(range(8)), played, None)
    >>> third = TournamentRound(3, tuple(TournamentTable(n, seats) for n, seats in enumerate(tables, 1)))
    >>> repeated_partners(played + (third,))                     # the third round repeats nobody
    (RepeatedPair(players=(0, 1), times=2),)

When the active players change, the next round is seated from a schedule regenerated for the
new count, its round and player mapping chosen to repeat the fewest earlier partners, then the
fewest repeated byes, then (preferring the schedule's own next round) the fewest repeated opponents.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple, Sequence

from ..errors import TournamentError
from .checks import is_int, parse_seats
from .values import TournamentRound

__all__ = ["ScheduleRound", "Meetings", "RepeatedPair", "meetings", "repeated_partners", "seat_next"]


class ScheduleRound(NamedTuple):
    """One round of a seating schedule, by index into the active players."""

    tables: list[tuple[int, int, int, int]]
    """Each table's seat indices (a, b, c, d)."""
    byes: tuple[int, ...]
    """The indices sitting out."""


class Meetings(NamedTuple):
    """How often players have met in the rounds so far (pairs of ids as (lower, higher))."""

    partners: dict[tuple[int, int], int]
    opponents: dict[tuple[int, int], int]
    byes: dict[int, int]
    """Rounds each player sat out."""


class RepeatedPair(NamedTuple):
    """Two players seated as partners more than once."""

    players: tuple[int, int]
    """Their ids, lower first."""
    times: int
    """How many rounds they were partners."""


def _pair(x: int, y: int) -> tuple[int, int]:
    return (x, y) if x < y else (y, x)


def meetings(rounds: Sequence[TournamentRound]) -> Meetings:
    """Who has partnered, opposed and sat out how often in ``rounds`` (every table, finished or not)."""
    partners: dict[tuple[int, int], int] = {}
    opponents: dict[tuple[int, int], int] = {}
    byes: dict[int, int] = {}
    for rnd in rounds:
        for table in rnd.tables:
            a, b, c, d = table.seats
            for pair in (_pair(a, b), _pair(c, d)):
                partners[pair] = partners.get(pair, 0) + 1
            for x in (a, b):
                for y in (c, d):
                    key = _pair(x, y)
                    opponents[key] = opponents.get(key, 0) + 1
        for pid in rnd.byes:
            byes[pid] = byes.get(pid, 0) + 1
    return Meetings(partners, opponents, byes)


def repeated_partners(rounds: Sequence[TournamentRound]) -> tuple[RepeatedPair, ...]:
    """Every pair of players seated as partners in more than one of ``rounds``, in id order."""
    return tuple(RepeatedPair(pair, times) for pair, times in sorted(meetings(rounds).partners.items()) if times > 1)


def _seating_function() -> Callable[..., Any]:
    # Looked up when a round is seated, not when this module is imported: the schedules are
    # heavy to build and a caller (a test, say) may put another ``euchre.schedules`` in place.
    # ``euchre.schedules`` imports nothing from the sheet, so this hides no cycle.
    try:
        from ..schedules import seating
    except ImportError:
        raise TournamentError("automatic seating is not available in this version: give the tables") from None
    return seating


def seat_next(active: tuple[int, ...], rounds: Sequence[TournamentRound], planned: int | None
              ) -> tuple[list[tuple[int, int, int, int]], tuple[int, int, int]]:
    """The next round's tables for the ``active`` player ids, after ``rounds``, and where they came
    from: (player count, schedule round, rotation). ``planned`` is the rounds planned (None for the
    schedule's default)."""
    count = len(active)
    if count < 4:
        raise TournamentError(f"{count} active player{'s' if count != 1 else ''}: a table needs four")
    schedule = _schedule(_seating_function(), count, planned)
    met = meetings(rounds)
    partners, opponents, byes = met.partners, met.opponents, met.byes

    preferred: list[tuple[int, int]] = []
    last = rounds[-1] if rounds else None
    if last is None:
        preferred.append((0, 0))
    elif last.schedule is not None and last.schedule[0] == count and last.players == frozenset(active):
        if last.schedule[1] + 1 < len(schedule):
            preferred.append((last.schedule[1] + 1, last.schedule[2]))

    def cost(index: int, rotation: int, rank: int) -> tuple[int, int, int, int]:
        tables, sitting_out = schedule[index]
        ids = [active[(i + rotation) % count] for i in range(count)]
        repeated = repeated_opp = 0
        for a, b, c, d in tables:
            a, b, c, d = ids[a], ids[b], ids[c], ids[d]
            repeated += partners.get(_pair(a, b), 0) + partners.get(_pair(c, d), 0)
            for x in (a, b):
                for y in (c, d):
                    repeated_opp += opponents.get(_pair(x, y), 0)
        repeated_byes = sum(byes.get(ids[i], 0) for i in sitting_out)
        return (repeated, repeated_byes, rank, repeated_opp)

    best = None
    candidates = preferred + [(i, k) for i in range(len(schedule)) for k in range(count)]
    for index, rotation in candidates:
        value = cost(index, rotation, 0 if (index, rotation) in preferred else 1)
        if best is None or value < best[0]:
            best = (value, index, rotation)
            if value == (0, 0, 0, 0):
                break
    assert best is not None
    _, index, rotation = best
    ids = [active[(i + rotation) % count] for i in range(count)]
    seat_list = [(ids[a], ids[b], ids[c], ids[d]) for a, b, c, d in schedule[index].tables]
    return seat_list, (count, index, rotation)



_SCHEDULES: dict[tuple[Any, int, int | None], list[ScheduleRound]] = {}


def _schedule(seating: Any, count: int, planned: int | None) -> list[ScheduleRound]:
    """``seating(count, planned)``, checked, and kept: the same schedule serves every round."""
    key = (seating, count, planned)
    if key not in _SCHEDULES:
        try:
            schedule = seating(count, planned)
        except ValueError as error:
            raise TournamentError(f"no seating schedule for {count} players: {error}") from error
        if not isinstance(schedule, (list, tuple)):
            raise TournamentError(f"the seating schedule for {count} players is malformed")
        rounds = [_schedule_round(entry, count, index) for index, entry in enumerate(schedule)]
        if not rounds:
            raise TournamentError(f"the seating schedule for {count} players has no rounds")
        if len(_SCHEDULES) >= 16:
            _SCHEDULES.pop(next(iter(_SCHEDULES)))
        _SCHEDULES[key] = rounds
    return _SCHEDULES[key]


def _schedule_round(entry: object, count: int, index: int) -> ScheduleRound:
    """One round of ``euchre.seating`` output, checked: every index 0..count-1 exactly once."""
    bad = TournamentError(f"the seating schedule for {count} players is malformed (round {index + 1})")
    if not isinstance(entry, (list, tuple)) or len(entry) != 2:
        raise bad
    tables, byes = entry
    try:
        seat_list = [parse_seats(spec, "a scheduled table") for spec in tables]
        byes = tuple(byes)
    except (TournamentError, TypeError):
        raise bad from None
    everyone = [pid for seats in seat_list for pid in seats] + list(byes)
    if not all(is_int(pid) for pid in byes) or sorted(everyone) != list(range(count)):
        raise bad
    return ScheduleRound(seat_list, byes)
