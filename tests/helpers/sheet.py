"""Helpers shared by the score-sheet tests: times, small tournaments, a stand-in seating schedule."""

from __future__ import annotations

import dataclasses
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


NINE = [(0, 1, 2, 3), (4, 5, 6, 7)]      # Ivy (8) sits out


def rich(clock=None):
    """Nine players, three rounds: corrections, an undo, a renege, a closed round, a leaver."""
    clock = clock or Clock()
    t = sheet(9, clock, NINE, bye_rule="average", tie_breaks=["lone_hands", "rounds_won"], rounds=4)
    t = record_all(t, 1, 1, [(0, 3), (0, 5, 1), (1, 2), (1, 5)], clock)
    t = t.correct_hand(1, 1, 1, makers=0, tricks=4, at=clock())
    t = t.record_renege(1, 1, offenders=1, makers=0, alone=0, at=clock())
    t = record_all(t, 1, 2, [(1, 4)] * 8, clock)
    t = record_all(t, 1, 1, [(0, 3)] * 3, clock).close_round(1, at=clock())
    t = t.rename_player(2, "Cyrus", at=clock())
    t = t.start_round(tables=[(8, 0, 1, 2), (3, 4, 5, 6)], at=clock())
    t = record_all(t, 2, 1, [(0, 3), (1, 1)], clock)
    t = t.undo_hand(2, 1, 2, at=clock())
    t = t.remove_player(7, at=clock())
    return t.start_round(tables=[(0, 8, 3, 5)], at=clock())


def with_totals(clock=None):
    """Two tables: table 1 entered as round totals (changed once, three hands filled in later),
    table 2 as totals that were cleared again."""
    clock = clock or Clock()
    t = sheet(8, clock, [(0, 1, 2, 3), (4, 5, 6, 7)])
    t = t.enter_totals(1, 1, 10, 6, at=clock()).enter_totals(1, 1, 11, 5, at=clock())
    t = record_all(t, 1, 1, [(0, 5, 0), (1, 3), (0, 3)], clock)
    return t.enter_totals(1, 2, 9, 7, at=clock()).clear_totals(1, 2, at=clock())


def unmarked(t: Tournament) -> Tournament:
    """``t`` as its documents carry it: versions do not say what they were (the documents' schema has
    no field for it yet) nor how they came to a copy."""
    def plain(line):
        return tuple(v._replace(event="", seen="", came_as="") for v in line)
    return dataclasses.replace(t, rounds=tuple(dataclasses.replace(rnd, tables=tuple(dataclasses.replace(
        table, hands=tuple(h._replace(versions=plain(h.versions), waiting=plain(h.waiting)) for h in table.hands),
        totals=plain(table.totals), totals_waiting=plain(table.totals_waiting)) for table in rnd.tables))
        for rnd in t.rounds))
