"""Scoring one hand, as the tournament's score sheet does (house rules 5 and 8).

    >>> from euchre.scoring import hand_points
    >>> hand_points(makers=0, tricks=5, alone=True)     # a lone march: 4 to seats 0 and 2
    (4, 0)
    >>> hand_points(makers=1, tricks=2, alone=False)    # seats 1 and 3 euchred
    (2, 0)

Points are always a pair: (seats 0 and 2, seats 1 and 3). Both partners share
their side's points for the hand.
"""

from __future__ import annotations

__all__ = [
    "MARCH",
    "LONE_MARCH",
    "MADE",
    "EUCHRE",
    "team_of",
    "makers_points",
    "hand_points",
    "renege_points",
    "OUTCOMES",
]

MADE = 1
"""Makers taking 3 or 4 tricks, with a partner or alone."""
MARCH = 2
"""Makers taking all 5 tricks with a partner."""
LONE_MARCH = 4
"""A lone maker taking all 5 tricks."""
EUCHRE = 2
"""Defenders' points when the makers take fewer than 3 tricks."""


def team_of(seat: int) -> int:
    """0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat & 1


def makers_points(tricks: int, alone: bool) -> tuple[int, int]:
    """(makers' points, defenders' points) for the makers' trick count."""
    if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= 5:
        raise ValueError(f"tricks must be a whole number from 0 to 5, not {tricks!r}")
    if tricks == 5:
        return (LONE_MARCH if alone else MARCH), 0
    if tricks >= 3:
        return MADE, 0
    return 0, EUCHRE


def hand_points(makers: int, tricks: int, alone: bool) -> tuple[int, int]:
    """Points of (seats 0+2, seats 1+3) when team ``makers`` (0 or 1) took ``tricks``."""
    if makers not in (0, 1) or isinstance(makers, bool):
        raise ValueError(f"makers must be team 0 (seats 0 and 2) or team 1 (seats 1 and 3), not {makers!r}")
    made, defended = makers_points(tricks, alone)
    return (made, defended) if makers == 0 else (defended, made)


def renege_points(offenders: int, offended_alone: bool) -> tuple[int, int]:
    """A renege recorded on the score sheet: the offenders' side scores 0, the other 2 (4 if alone)."""
    if offenders not in (0, 1) or isinstance(offenders, bool):
        raise ValueError(f"offenders must be team 0 or team 1, not {offenders!r}")
    award = LONE_MARCH if offended_alone else EUCHRE
    return (0, award) if offenders == 0 else (award, 0)


OUTCOMES: frozenset[tuple[int, int]] = frozenset(
    hand_points(team, tricks, alone) for team in (0, 1) for tricks in range(6) for alone in (False, True)
) | {(0, 0)}
"""Every pair of points a hand can score; (0, 0) is a hand thrown in under the standard rules."""
