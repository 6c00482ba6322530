"""Round totals: what eight hands can add up to, and why two numbers cannot be a table's round.

    >>> from euchre.sheet.totals import ROUND_RESULTS, totals_problem
    >>> (11, 5) in ROUND_RESULTS, totals_problem((11, 5)) is None
    (True, True)
    >>> totals_problem((33, 0)).trouble, totals_problem((33, 0)).limit
    (<TotalsTrouble.TOO_MANY_FOR_ONE_SIDE: 'too many for one side'>, 32)
    >>> totals_problem((11, 5), hands=(12, 0), recorded=4).trouble
    <TotalsTrouble.REST_CANNOT_REACH: 'rest cannot reach'>

A table's round can be entered as each pair's round score, as a paper card holds it. Each hand
gives one pair 1, 2 or 4 points (a renege 2 or 4), from :mod:`euchre.scoring`, so only some
pairs of numbers can be eight hands' (:data:`ROUND_RESULTS`, worked out once).
"""

from __future__ import annotations

from ..round import HANDS_PER_ROUND
from ..scoring import hand_points, renege_points
from .checks import is_int
from .reasons import TotalsProblem, TotalsTrouble

__all__ = ["HAND_RESULTS", "REACHABLE", "ROUND_RESULTS", "MOST_PER_HAND", "LEAST_PER_HAND", "totals_problem"]


def _one_hand_results() -> frozenset[tuple[int, int]]:
    """Every (a & b, c & d) one recorded hand scores, from the engine's scoring: a played hand
    gives one side 1, 2 or 4 points (made, march or euchre, lone march), a renege gives the side
    that did not renege 2, or 4 when it was playing alone. No recorded hand scores (0, 0)."""
    played = {hand_points(makers, tricks, alone) for makers in (0, 1) for tricks in range(6)
              for alone in (False, True)}
    reneges = {renege_points(offenders, alone) for offenders in (0, 1) for alone in (False, True)}
    return frozenset(played | reneges)


HAND_RESULTS: frozenset[tuple[int, int]] = _one_hand_results()
"""What one recorded hand can score: ``(1, 0), (2, 0), (4, 0), (0, 1), (0, 2), (0, 4)``."""


def _reachable() -> tuple[frozenset[tuple[int, int]], ...]:
    """``[k]``: every (a & b, c & d) that exactly ``k`` recorded hands can add up to, k = 0..8."""
    levels = [frozenset({(0, 0)})]
    for _ in range(HANDS_PER_ROUND):
        levels.append(frozenset((a + x, b + y) for a, b in levels[-1] for x, y in HAND_RESULTS))
    return tuple(levels)


REACHABLE: tuple[frozenset[tuple[int, int]], ...] = _reachable()
"""``REACHABLE[k]``: the (a & b, c & d) scores that exactly ``k`` hands can produce (a small dynamic
programme over :data:`HAND_RESULTS`, worked out once)."""

ROUND_RESULTS: frozenset[tuple[int, int]] = REACHABLE[HANDS_PER_ROUND]
"""Every round score a table's eight hands can produce: the round totals that can be entered."""

MOST_PER_HAND = max(max(result) for result in HAND_RESULTS)
LEAST_PER_HAND = min(max(result) for result in HAND_RESULTS)


"""The most points one hand gives a pair (4) and the fewest it gives the pair that scores (1)."""


def totals_problem(totals: object, hands: tuple[int, int] = (0, 0), recorded: int = 0) -> TotalsProblem | None:
    """Why ``totals`` (a & b's round score, c & d's) cannot be a table's round, or None.

    ``hands`` is what the ``recorded`` hands already entered there add up to: the other hands
    must be able to make up the rest.
    """
    if not isinstance(totals, (tuple, list)) or len(totals) != 2:
        return TotalsProblem(TotalsTrouble.NOT_TWO_SCORES, totals)
    for side, value in enumerate(totals):
        if not is_int(value) or value < 0:
            return TotalsProblem(TotalsTrouble.NOT_A_SCORE, tuple(totals), side=side)
    a, b = totals
    rounds = HANDS_PER_ROUND
    if (a, b) not in ROUND_RESULTS:
        most, least = MOST_PER_HAND * rounds, LEAST_PER_HAND * rounds
        if max(a, b) > most:
            return TotalsProblem(TotalsTrouble.TOO_MANY_FOR_ONE_SIDE, (a, b), limit=most)
        if a + b > most:
            return TotalsProblem(TotalsTrouble.TOO_MANY_TOGETHER, (a, b), limit=most)
        if a + b < least:
            return TotalsProblem(TotalsTrouble.TOO_FEW_TOGETHER, (a, b), limit=least)
        return TotalsProblem(TotalsTrouble.NO_HANDS_MAKE_IT, (a, b))
    if recorded:
        ha, hb = hands
        if recorded >= rounds:
            if (ha, hb) != (a, b):
                return TotalsProblem(TotalsTrouble.HANDS_GIVE_OTHER, (a, b), hands=hands, recorded=recorded)
        elif (a - ha, b - hb) not in REACHABLE[rounds - recorded]:
            return TotalsProblem(TotalsTrouble.REST_CANNOT_REACH, (a, b), hands=hands, recorded=recorded)
    return None
