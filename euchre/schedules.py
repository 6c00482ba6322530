"""Seating schedules: who partners whom, and who sits out, round after round.

    >>> from euchre import seating
    >>> from euchre.schedules import balance, full_rounds, is_whist_size
    >>> schedule = seating(8)                  # 8 players: 7 rounds of two tables
    >>> len(schedule), schedule[0]
    (7, ([((0, 1), (2, 3)), ((4, 5), (6, 7))], []))
    >>> report = balance(schedule, 8)          # everyone partners everyone once, opposes everyone twice
    >>> report.whist, report.most_partnered, report.most_opposed, report.least_opposed
    (True, 1, 2, 2)
    >>> tables, byes = seating(9)[0]           # 9 players: two tables, one player sits out
    >>> len(tables), byes
    (2, [8])
    >>> full_rounds(10), is_whist_size(10)     # 10 players: each sits out twice, nobody partners twice
    (10, False)
    >>> report = balance(seating(10), 10)
    >>> report.most_partnered, report.most_opposed, (report.fewest_byes, report.most_byes)
    (1, 2, (2, 2))
    >>> seating(10, rounds=3) == seating(10)[:3]
    True

``seating(count, rounds=None)`` returns a list of rounds, each a pair ``(tables, byes)``:
``tables`` a list of ``((a, b), (c, d))``, players ``a`` and ``b`` partners against ``c`` and
``d`` (players numbered 0 to ``count - 1``), and ``byes`` the players sitting out. Each round
seats ``count // 4`` tables and ``count % 4`` players sit out. The first round seats the
players in order (0 and 1 against 2 and 3, ...), with the highest numbers sitting out.

The full schedule (``rounds=None``) has :func:`full_rounds` rounds: ``count - 1`` for ``4n``
players, ``count`` otherwise. For ``4n`` and ``4n + 1`` players up to 41 it is a *whist
tournament*: every two players are partners exactly once and opponents exactly twice, and with
``4n + 1`` players each sits out exactly once (:func:`is_whist_size` says which counts get one:
beyond 41, the primes ``4n + 1``). For the other counts up to 41 no two players partner twice
and none meet as opponents more than twice; ``4n + 2`` players each sit out exactly twice,
``4n + 3`` players three times. Beyond 41 players no two partner twice either, but opponents
are less even (up to 400 players, no two meet as opponents more than 8 times).

Fewer rounds are the full schedule's first rounds; more rounds repeat it from the start.
Byes are always fair: nobody sits out a second time before everyone has sat out once (at
every round, the most and fewest byes so far differ by at most one). :func:`balance` reports
how balanced any schedule is, for the organiser to see.

How the schedules are made: each is *developed* from one or a few base rounds. The players
are numbered as residues modulo ``k`` (in one or more blocks of ``k``), plus at most one fixed
player; round ``t`` of a base round adds ``t`` to every residue (modulo ``k``, within its block)
and keeps the fixed player. How often two players meet then depends only on their blocks and
their difference, so a base round whose partner differences cover each difference once (and
opponent differences each twice) gives a whist tournament. The base rounds in ``_DESIGNS``
were found by computer search and are checked by the tests: ``4n + 1`` players over
``Z_(4n+1)`` with player 0 sitting out (9 players: ``Z_3 x Z_3``, as three blocks of ``Z_3``);
``4n`` players over ``Z_(4n-1)`` and a fixed player; ``4n + 3`` players over ``Z_(4n+3)``;
``4n + 2`` players over two blocks of ``Z_(2n+1)`` (34 players: ``Z_34``); 6 players as six
explicit rounds. Beyond 41 players the base rounds are built: partners ``x`` and ``-x`` within
a block (and ``x`` with ``2x`` across two blocks), so no two players partner twice, with tables
formed greedily to spread the opponents; for a prime ``4n + 1``, tables ``(g^i, -g^i)`` against
``(g^(i+n), -g^(i+n))`` for a primitive root ``g`` give a whist tournament. Everything is
deterministic: the same arguments always give the same schedule.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import NamedTuple

__all__ = ["Balance", "balance", "full_rounds", "is_whist_size", "seating"]

Table = tuple[tuple[int, int], tuple[int, int]]
"""``((a, b), (c, d))``: players a and b partners against c and d."""

_Round = tuple[tuple[Table, ...], tuple[int, ...]]

_DESIGNS: dict[int, tuple[int, tuple[tuple[int, ...], ...]]] = {
    # count: (k, base rounds); a base round lists its tables' players a, b, c, d in turn.
    # Players below (count // k) * k are residues modulo k in blocks of k; a player above is fixed.
    4: (3, ((3, 0, 1, 2),)),
    5: (5, ((1, 4, 2, 3),)),
    6: (1, ((2, 3, 4, 5), (0, 4, 1, 5), (0, 2, 1, 3), (1, 4, 3, 5), (0, 3, 2, 5), (0, 1, 2, 4),)),
    7: (7, ((4, 6, 1, 2),)),
    8: (7, ((4, 3, 2, 0, 1, 5, 7, 6),)),
    9: (3, ((3, 6, 1, 2, 4, 8, 7, 5), (6, 0, 4, 5, 7, 2, 1, 8), (0, 3, 7, 8, 1, 5, 4, 2),)),
    10: (5, ((2, 1, 3, 7, 9, 4, 8, 6), (1, 7, 4, 2, 9, 5, 3, 6),)),
    11: (11, ((6, 7, 2, 5, 3, 9, 1, 10),)),
    12: (11, ((10, 5, 4, 1, 6, 8, 11, 9, 0, 7, 2, 3),)),
    13: (13, ((1, 12, 5, 8, 2, 11, 3, 10, 4, 9, 6, 7),)),
    14: (7, ((1, 10, 5, 8, 3, 6, 11, 12, 4, 9, 2, 13), (9, 1, 5, 6, 8, 12, 13, 11, 10, 3, 4, 2),)),
    15: (15, ((2, 11, 13, 3, 12, 14, 4, 8, 7, 6, 9, 1),)),
    16: (15, ((1, 0, 10, 12, 9, 3, 5, 2, 11, 6, 15, 13, 7, 14, 8, 4),)),
    17: (17, ((1, 16, 4, 13, 2, 15, 8, 9, 3, 14, 5, 12, 6, 11, 7, 10),)),
    18: (9, (
        (5, 15, 8, 6, 7, 12, 2, 3, 10, 16, 4, 11, 13, 17, 1, 14),
        (7, 13, 9, 11, 12, 1, 4, 8, 10, 2, 17, 16, 6, 3, 5, 14),
    )),
    19: (19, ((2, 3, 8, 5, 9, 18, 17, 15, 16, 11, 12, 4, 10, 6, 14, 1),)),
    20: (19, ((12, 17, 2, 9, 6, 4, 18, 8, 10, 13, 19, 7, 0, 11, 1, 5, 16, 3, 14, 15),)),
    21: (21, ((10, 15, 18, 17, 1, 7, 11, 9, 5, 19, 4, 16, 6, 14, 2, 20, 3, 13, 12, 8),)),
    22: (11, (
        (12, 4, 17, 19, 9, 3, 5, 14, 20, 7, 13, 10, 8, 15, 16, 1, 2, 6, 21, 18),
        (14, 8, 7, 5, 6, 17, 20, 19, 11, 1, 10, 2, 16, 12, 18, 13, 4, 3, 9, 21),
    )),
    23: (23, ((3, 7, 15, 17, 10, 13, 19, 12, 9, 22, 2, 14, 20, 21, 4, 18, 6, 1, 11, 5),)),
    24: (23, ((4, 11, 15, 7, 6, 1, 21, 19, 22, 8, 9, 13, 3, 14, 5, 2, 12, 18, 23, 20, 16, 17, 10, 0),)),
    25: (25, ((1, 24, 2, 23, 3, 22, 9, 16, 4, 21, 12, 13, 5, 20, 10, 15, 6, 19, 8, 17, 7, 18, 11, 14),)),
    26: (13, (
        (22, 24, 1, 21, 19, 14, 7, 25, 20, 17, 23, 8, 5, 4, 18, 6, 12, 9, 3, 10, 16, 2, 15, 11),
        (24, 2, 7, 5, 20, 4, 18, 10, 3, 22, 11, 6, 23, 16, 8, 12, 19, 9, 14, 15, 1, 25, 21, 17),
    )),
    27: (27, ((15, 3, 17, 21, 26, 7, 19, 14, 6, 16, 11, 2, 12, 13, 10, 23, 8, 24, 25, 5, 20, 22, 4, 1),)),
    28: (27, ((27, 0, 3, 24, 1, 26, 6, 21, 2, 25, 12, 15, 4, 23, 8, 19, 5, 22, 13, 14, 7, 20, 9, 18, 10, 17, 11, 16),)),
    29: (29, (
        (1, 28, 2, 27, 3, 26, 13, 16, 4, 25, 8, 21, 5, 24, 10, 19, 6, 23, 12, 17, 7, 22, 14, 15, 9, 20, 11, 18),
    )),
    30: (15, (
        (6, 13, 21, 17, 25, 22, 9, 5, 28, 1, 19, 27, 29, 23, 16, 18, 4, 3, 8, 24, 11, 14, 2, 20, 10, 12, 7, 26),
        (6, 11, 10, 4, 3, 25, 17, 12, 27, 2, 24, 9, 7, 16, 8, 19, 22, 23, 21, 13, 15, 20, 26, 5, 14, 28, 18, 1),
    )),
    31: (31, (
        (18, 12, 26, 19, 15, 5, 24, 13, 3, 17, 2, 30, 28, 20, 16, 25, 9, 7, 14, 27, 6, 1, 23, 22, 8, 4, 29, 10),
    )),
    32: (31, (
        (3, 2, 31, 27, 10, 12, 7, 1, 19, 23, 18, 11, 17, 28, 25, 13, 5, 15, 26, 29, 0, 22, 4, 9, 14, 30, 16, 24,
         21, 8, 20, 6),
    )),
    33: (33, (
        (24, 6, 19, 9, 31, 3, 12, 20, 18, 25, 22, 10, 4, 26, 30, 32, 5, 8, 16, 29, 15, 14, 27, 13, 1, 28, 2, 11,
         23, 7, 17, 21),
    )),
    34: (34, (
        (22, 4, 21, 16, 27, 29, 31, 7, 14, 13, 10, 24, 28, 15, 26, 23, 5, 32, 25, 6, 1, 9, 30, 19, 3, 33, 18, 12,
         20, 8, 2, 11),
    )),
    35: (35, (
        (32, 2, 23, 7, 25, 11, 19, 29, 20, 26, 31, 3, 15, 17, 8, 28, 5, 4, 18, 6, 9, 1, 34, 16, 27, 14, 30, 33,
         13, 22, 21, 10),
    )),
    36: (35, (
        (31, 32, 35, 1, 23, 18, 20, 0, 15, 11, 25, 9, 28, 17, 13, 10, 24, 2, 14, 5, 12, 26, 4, 6, 3, 30, 29, 22,
         27, 21, 16, 34, 33, 8, 19, 7),
    )),
    37: (37, (
        (1, 36, 2, 35, 3, 34, 7, 30, 4, 33, 15, 22, 5, 32, 18, 19, 6, 31, 14, 23, 8, 29, 13, 24, 9, 28, 16, 21,
         10, 27, 12, 25, 11, 26, 17, 20),
    )),
    38: (19, (
        (1, 29, 22, 15, 7, 32, 21, 10, 11, 34, 33, 13, 2, 24, 25, 8, 14, 35, 23, 18, 3, 36, 28, 12, 4, 5, 20, 31,
         9, 16, 26, 27, 6, 17, 30, 37),
        (1, 4, 2, 8, 7, 9, 14, 18, 11, 6, 3, 12, 5, 34, 25, 20, 16, 29, 23, 26, 17, 32, 28, 30, 10, 37, 22, 35,
         13, 31, 21, 36, 15, 27, 33, 24),
    )),
    39: (39, (
        (25, 37, 15, 32, 6, 5, 16, 7, 38, 9, 24, 22, 18, 21, 2, 10, 11, 27, 29, 23, 34, 8, 14, 33, 28, 35, 31, 20,
         12, 30, 17, 3, 36, 1, 4, 19),
    )),
    40: (39, (
        (39, 0, 13, 26, 1, 38, 2, 37, 3, 36, 5, 34, 4, 35, 18, 21, 6, 33, 17, 22, 7, 32, 14, 25, 8, 31, 12, 27,
         9, 30, 15, 24, 10, 29, 19, 20, 11, 28, 16, 23),
    )),
    41: (41, (
        (1, 40, 2, 39, 3, 38, 8, 33, 4, 37, 14, 27, 5, 36, 20, 21, 6, 35, 18, 23, 7, 34, 15, 26, 9, 32, 11, 30,
         10, 31, 17, 24, 12, 29, 16, 25, 13, 28, 19, 22),
    )),
}
"""Base rounds for every count from 4 to 41; see the module's docstring."""


def _check_count(count: object) -> int:
    if not isinstance(count, int) or isinstance(count, bool) or count < 4:
        raise ValueError(f"a seating schedule needs a whole number of players, at least 4, not {count!r}")
    return count


def full_rounds(count: int) -> int:
    """Rounds in the full schedule: ``count - 1`` for ``4n`` players, else ``count``."""
    count = _check_count(count)
    return count - 1 if count % 4 == 0 else count


def is_whist_size(count: int) -> bool:
    """True when ``seating(count)`` is a whist tournament: every two players are partners
    exactly once and opponents exactly twice (every 4n and 4n + 1 from 4 to 41, and
    every prime 4n + 1)."""
    count = _check_count(count)
    if count % 4 not in (0, 1):
        return False
    return count in _DESIGNS or (count % 4 == 1 and _is_prime(count))


def seating(count: int, rounds: int | None = None) -> list[tuple[list[Table], list[int]]]:
    """The seating schedule for ``count`` players: ``rounds`` rounds of ``(tables, byes)``.

    ``rounds=None`` gives the full schedule (:func:`full_rounds`); fewer rounds are its
    first rounds, more repeat it from the start.
    """
    count = _check_count(count)
    if rounds is not None and (not isinstance(rounds, int) or isinstance(rounds, bool) or rounds < 1):
        raise ValueError(f"rounds must be a whole number, at least 1, or None for the full schedule, not {rounds!r}")
    design = _schedule(count)
    total = len(design) if rounds is None else rounds
    return [(list(tables), list(byes))
            for tables, byes in (design[index % len(design)] for index in range(total))]


class Balance(NamedTuple):
    """How balanced a schedule is: the counts over every two players, and each player's byes."""

    players: int
    rounds: int
    most_partnered: int
    """The most times any two players are partners."""
    least_partnered: int
    """The fewest times any two players are partners (0: some never are)."""
    repeated_partners: int
    """How many pairs of players are partners more than once."""
    most_opposed: int
    """The most times any two players are opponents."""
    least_opposed: int
    """The fewest times any two players are opponents (0: some never are)."""
    most_byes: int
    """The most rounds any player sits out."""
    fewest_byes: int
    """The fewest rounds any player sits out."""
    whist: bool
    """Every two players are partners exactly once and opponents exactly twice, and byes are equal."""


def balance(schedule: Sequence[tuple[Sequence[Table], Sequence[int]]], count: int) -> Balance:
    """Count partners, opponents and byes in ``schedule`` (as :func:`seating` returns it).

    Raises ValueError unless every round seats each of the ``count`` players exactly once.
    """
    count = _check_count(count)
    partners = [0] * (count * count)  # for players x < y, at x * count + y
    opponents = [0] * (count * count)
    byes = [0] * count
    for number, entry in enumerate(schedule, 1):
        try:
            tables, sitting_out = entry
            seated = [((a, b), (c, d)) for (a, b), (c, d) in tables]
            everyone = sorted([p for table in seated for pair in table for p in pair] + list(sitting_out))
        except (TypeError, ValueError):
            everyone = None
        if everyone != list(range(count)) or not all(type(player) is int for player in everyone):
            raise ValueError(f"round {number} does not seat each of the {count} players exactly once")
        for (a, b), (c, d) in seated:
            partners[min(a, b) * count + max(a, b)] += 1
            partners[min(c, d) * count + max(c, d)] += 1
            for x, y in ((a, c), (a, d), (b, c), (b, d)):
                opponents[min(x, y) * count + max(x, y)] += 1
        for player in sitting_out:
            byes[player] += 1
    pairs = [x * count + y for x in range(count) for y in range(x + 1, count)]
    partnered = [partners[pair] for pair in pairs]
    opposed = [opponents[pair] for pair in pairs]
    most_partnered, least_partnered = max(partnered), min(partnered)
    most_opposed, least_opposed = max(opposed), min(opposed)
    return Balance(
        players=count,
        rounds=len(schedule),
        most_partnered=most_partnered,
        least_partnered=least_partnered,
        repeated_partners=sum(1 for times in partnered if times > 1),
        most_opposed=most_opposed,
        least_opposed=least_opposed,
        most_byes=max(byes),
        fewest_byes=min(byes),
        whist=(most_partnered == least_partnered == 1 and most_opposed == least_opposed == 2
               and max(byes) == min(byes)),
    )


@functools.lru_cache(maxsize=16)
def _schedule(count: int) -> tuple[_Round, ...]:
    """The full schedule for ``count`` players, players renumbered so round 1 seats them in order."""
    k, bases = _DESIGNS[count] if count in _DESIGNS else _constructed(count)
    rounds = _develop(count, k, bases)
    first_tables, first_byes = rounds[0]
    order = [player for table in first_tables for player in table] + sorted(first_byes)
    number = {player: index for index, player in enumerate(order)}
    schedule = []
    for tables, byes in rounds:
        seated = []
        for a, b, c, d in tables:
            a, b, c, d = number[a], number[b], number[c], number[d]
            first, second = (a, b) if a < b else (b, a), (c, d) if c < d else (d, c)
            seated.append((first, second) if first < second else (second, first))
        seated.sort()
        schedule.append((tuple(seated), tuple(sorted(number[player] for player in byes))))
    return tuple(schedule)


def _develop(count: int, k: int, bases: Sequence[Sequence[int]]) -> list[tuple[list[tuple[int, ...]], list[int]]]:
    """Each base round, then the same with every residue plus 1, plus 2, ... (modulo k)."""
    cyclic = (count // k) * k
    rounds = []
    for base in bases:
        for shift in range(k):
            moved = [p if p >= cyclic else p - p % k + (p % k + shift) % k for p in base]
            tables = [tuple(moved[i:i + 4]) for i in range(0, len(moved), 4)]
            seated = set(moved)
            rounds.append((tables, [p for p in range(count) if p not in seated]))
    return rounds


def _constructed(count: int) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """Base rounds for a count without a stored design: partners {x, -x}, tables formed greedily."""
    kind = count % 4
    if kind == 0:  # Z_(4n-1) and a fixed player (number k), who partners 0
        k = count - 1
        bases = [[(k, 0)] + [(x, k - x) for x in range(1, (k + 1) // 2)]]
        blocks = 1
    elif kind == 1:  # Z_(4n+1), 0 sits out
        k = count
        if _is_prime(k):
            return k, (_primitive_root_round(k),)
        bases = [[(x, k - x) for x in range(1, (k + 1) // 2)]]
        blocks = 1
    elif kind == 3:  # Z_(4n+3); 0, u and -u sit out: round t's byes t - u, t, t + u sweep the players
        k = count
        u = k // 3 if k % 3 == 0 else pow(3, -1, k)
        bases = [[(x, k - x) for x in range(1, (k + 1) // 2) if x not in (u, k - u)]]
        blocks = 1
    else:  # two blocks of Z_(2n+1); in both base rounds the residues 0 of both blocks sit out
        k = count // 2
        bases = [[(x, k - x) for x in range(1, (k + 1) // 2)] + [(k + x, 2 * k - x) for x in range(1, (k + 1) // 2)],
                 [(x, k + 2 * x % k) for x in range(1, k)]]
        blocks = 2
    met: dict[tuple[int, int, int], int] = {}

    def difference(p: int, q: int) -> tuple[int, int, int]:
        """What decides how often p and q meet: their blocks and difference (the fixed player is block -1)."""
        if p >= blocks * k:
            return (-1, q // k, 0)
        if q >= blocks * k:
            return (-1, p // k, 0)
        (bp, xp), (bq, xq) = divmod(p, k), divmod(q, k)
        if bp > bq or (bp == bq and (xq - xp) % k > (xp - xq) % k):
            (bp, xp), (bq, xq) = (bq, xq), (bp, xp)
        return (bp, bq, (xq - xp) % k)

    rounds = []
    for pairs in bases:
        left = list(pairs)
        flat: list[int] = []
        while left:
            first = left.pop(0)
            best = None
            for index, other in enumerate(left):
                keys = [difference(x, y) for x in first for y in other]
                after = {key: met.get(key, 0) for key in keys}
                for key in keys:
                    after[key] += 1
                score = (max(after.values()), sum(value * value - met.get(key, 0) ** 2 for key, value in after.items()),
                         index)
                if best is None or score < best:
                    best = score
            assert best is not None
            other = left.pop(best[2])
            for x in first:
                for y in other:
                    key = difference(x, y)
                    met[key] = met.get(key, 0) + 1
            flat += (*first, *other)
        rounds.append(tuple(flat))
    return k, tuple(rounds)


def _primitive_root_round(p: int) -> tuple[int, ...]:
    """Whist base round for a prime p = 4n + 1: tables (g^i, -g^i) against (g^(i+n), -g^(i+n))."""
    n = (p - 1) // 4
    factors = [q for q in range(2, p) if (p - 1) % q == 0 and _is_prime(q)]
    g = next(g for g in range(2, p) if all(pow(g, (p - 1) // q, p) != 1 for q in factors))
    flat: list[int] = []
    for i in range(n):
        x, y = pow(g, i, p), pow(g, i + n, p)
        flat += (x, p - x, y, p - y)
    return tuple(flat)


def _is_prime(number: int) -> bool:
    return number > 1 and all(number % d for d in range(2, int(number ** 0.5) + 1))
