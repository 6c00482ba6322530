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
players, ``count`` otherwise. For ``4n`` and ``4n + 1`` players it is a *whist tournament*:
every two players are partners exactly once and opponents exactly twice, and with ``4n + 1``
players each sits out exactly once. :func:`is_whist_size` says whether a count gets one
(every such count from 4 to 41, and beyond that every prime ``4n + 1``). For the other counts
up to 41 no two players partner twice and none meet as opponents more than twice; with
``4n + 2`` players each sits out exactly twice, with ``4n + 3`` exactly three times.

Fewer rounds are the full schedule's first rounds; more rounds repeat it from the start.
Byes are always fair: nobody sits out a second time before everyone has sat out once (at
every round, the most and fewest byes so far differ by at most one). :func:`balance` reports
how balanced any schedule is, for the organiser to see.

How the schedules are made: each is *developed* from one or a few base rounds. The players
are numbered as residues modulo ``k`` (in one or more blocks of ``k``), plus at most one fixed
player; round ``t`` of a base round adds ``t`` to every residue (modulo ``k``, within its block)
and keeps the fixed player. Two players' meetings then depend only on their difference, so a
base round whose partner differences cover each difference once (and opponent differences
twice) gives a whist tournament. The base rounds in :data:`_DESIGNS` were found by computer
search and are checked by the tests (``tests/test_schedules.py``): ``4n + 1`` players over
``Z_(4n+1)`` with player 0 sitting out (9 players: ``Z_3 x Z_3``); ``4n`` players over
``Z_(4n-1)`` plus a fixed player; ``4n + 3`` players over ``Z_(4n+3)``; ``4n + 2`` players over
two blocks of ``Z_(2n+1)`` with two base rounds; 6 players as six explicit rounds. Beyond 41
players the partners come from the pairs ``{x, -x}`` (which makes every two players partners
at most once), and tables are formed greedily to spread the opponents (for a prime ``4n + 1``,
by powers of a primitive root, which is a whist tournament). Everything is deterministic: the
same arguments always give the same schedule.
"""

from __future__ import annotations

import functools
from typing import NamedTuple, Sequence

__all__ = ["seating", "full_rounds", "is_whist_size", "balance", "Balance"]

Table = tuple[tuple[int, int], tuple[int, int]]
"""``((a, b), (c, d))``: players a and b partners against c and d."""

_Round = tuple[tuple[Table, ...], tuple[int, ...]]

_DESIGNS: dict[int, tuple[int, tuple[tuple[int, ...], ...]]] = {
    # count: (k, base rounds); a base round lists its tables' players a, b, c, d in turn.
    # Players below (count // k) * k are residues modulo k in blocks of k; a player above is fixed.
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
    """True when ``seating(count)`` is a whist tournament: every two players partners
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
    return [([table for table in tables], list(byes))
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
    """Every two players partners exactly once and opponents exactly twice, and byes are equal."""


def balance(schedule: Sequence[tuple[Sequence[Table], Sequence[int]]], count: int) -> Balance:
    """Count partners, opponents and byes in ``schedule`` (as :func:`seating` returns it).

    Raises ValueError unless every round seats each of the ``count`` players exactly once.
    """
    count = _check_count(count)
    partners = [[0] * count for _ in range(count)]
    opponents = [[0] * count for _ in range(count)]
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
            partners[a][b] += 1
            partners[c][d] += 1
            for x, y in ((a, c), (a, d), (b, c), (b, d)):
                opponents[x][y] += 1
        for player in sitting_out:
            byes[player] += 1
    pairs = [(x, y) for x in range(count) for y in range(x + 1, count)]
    partnered = [partners[x][y] + partners[y][x] for x, y in pairs]
    opposed = [opponents[x][y] + opponents[y][x] for x, y in pairs]
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


@functools.lru_cache(maxsize=64)
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
            pairs = sorted((tuple(sorted((number[a], number[b]))), tuple(sorted((number[c], number[d])))))
            seated.append((pairs[0], pairs[1]))
        schedule.append((tuple(sorted(seated)), tuple(sorted(number[player] for player in byes))))
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
