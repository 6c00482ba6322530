"""Helpers shared by the score-sheet tests: times, small tournaments, a stand-in seating schedule."""

from __future__ import annotations

import itertools
import sys
import types

from euchre import Tournament

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lu"]


class Clock:
    """Increasing ISO times, one minute apart: the caller's clock."""

    def __init__(self) -> None:
        self._minutes = itertools.count()

    def __call__(self) -> str:
        minute = next(self._minutes)
        return f"2024-05-03T{19 + minute // 60:02d}:{minute % 60:02d}:00Z"


def sheet(players: int = 4, clock: Clock | None = None, tables=None, **settings) -> Tournament:
    """A tournament of the first ``players`` names, with round 1 started at ``tables`` if given."""
    clock = clock or Clock()
    t = Tournament.new("t-1", "Friday night", players=NAMES[:players], at=clock())
    if settings:
        t = t.with_settings(at=clock(), **settings)
    if tables is not None:
        t = t.start_round(tables=tables, at=clock())
    return t


def record_all(t: Tournament, round_number: int, table_number: int, results, clock: Clock) -> Tournament:
    """Record hands in order; each result is (makers, tricks) or (makers, tricks, alone)."""
    for result in results:
        makers, tricks, *alone = result
        t = t.record_hand(round_number, table_number, makers=makers, tricks=tricks,
                          alone=alone[0] if alone else None, at=clock())
    return t


def simple_seating(count: int, rounds: int | None = None):
    """A stand-in for ``euchre.seating`` with its contract: rounds of (tables, byes).

    Round r seats indices rotated by r: not a good schedule, just a predictable one.
    """
    rounds = rounds or 3
    schedule = []
    for r in range(rounds):
        order = [(i + r) % count for i in range(count)]
        tables = [((order[i], order[i + 2]), (order[i + 1], order[i + 3])) for i in range(0, count - count % 4, 4)]
        schedule.append((tables, order[count - count % 4:]))
    return schedule


def install_seating(monkeypatch, function=simple_seating) -> list:
    """Make ``from euchre.schedules import seating`` give ``function``; returns the list of calls."""
    calls = []

    def seating(count, rounds=None):
        calls.append((count, rounds))
        return function(count, rounds)

    module = types.ModuleType("euchre.schedules")
    module.seating = seating
    monkeypatch.setitem(sys.modules, "euchre.schedules", module)
    return calls
