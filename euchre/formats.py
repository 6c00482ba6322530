"""How long a game at one table lasts: the tournament's round of eight hands, or first to 10.

    >>> from euchre.formats import ROUND, TO_TEN, Format
    >>> ROUND.hands, ROUND.target, TO_TEN.hands, TO_TEN.target
    (8, None, None, 10)
    >>> ROUND.ends(hands_played=7, scores=(12, 3)), ROUND.ends(8, (3, 5))
    (False, True)
    >>> TO_TEN.ends(hands_played=9, scores=(9, 8)), TO_TEN.ends(10, (9, 11))
    (False, True)
    >>> ROUND.key, TO_TEN.key, Format.parse("to-10") == TO_TEN
    ('round', 'to-10', True)

A format is data: a :class:`~euchre.round.Round` holds one and asks it when the game is over,
the saved game keeps its :attr:`Format.key`, and the statistics count games by it. In a round
every point counts and the round always runs all its hands (house rules 6 and 7); in a game to
10 the deal passes clockwise until a side has 10 points or more at the end of a hand (only one
side scores in a hand, so two sides never reach it together).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import InvalidStateError

__all__ = ["Format", "ROUND", "TO_TEN", "FORMATS", "MAX_HANDS", "MAX_TARGET"]

MAX_HANDS = 64
"""Most hands a round may be set to run (a multiple of 4, so that every seat deals equally)."""
MAX_TARGET = 100
"""Highest score a game may be played to."""

_KEY = re.compile(r"round|round-of-(\d{1,3})|to-(\d{1,3})")


@dataclass(frozen=True)
class Format:
    """Either a fixed number of ``hands`` (a round) or a ``target`` score (first to it wins)."""

    hands: int | None = None
    """Hands a round runs, every one of them played; None in a game to a target."""
    target: int | None = None
    """Points that win a game as soon as a side has them at the end of a hand; None in a round."""

    def __post_init__(self) -> None:
        if (self.hands is None) == (self.target is None):
            raise ValueError("a format has either a number of hands or a target score, not both or neither")
        if self.hands is not None and (not _whole(self.hands) or not 4 <= self.hands <= MAX_HANDS or self.hands % 4):
            raise ValueError(f"a round has a multiple of 4 hands, at most {MAX_HANDS}, so every seat deals "
                             f"equally, not {self.hands!r}")
        if self.target is not None and (not _whole(self.target) or not 1 <= self.target <= MAX_TARGET):
            raise ValueError(f"a game is played to a score from 1 to {MAX_TARGET}, not {self.target!r}")

    @property
    def fixed(self) -> bool:
        """True for a round: a known number of hands, all of them played."""
        return self.hands is not None

    @property
    def key(self) -> str:
        """The format's name in saved data and statistics: ``round`` (eight hands), ``round-of-12``,
        ``to-10``."""
        if self.hands is not None:
            return "round" if self.hands == 8 else f"round-of-{self.hands}"
        return f"to-{self.target}"

    @classmethod
    def parse(cls, key: object) -> Format:
        """The format a :attr:`key` names; :class:`~euchre.errors.InvalidStateError` in words otherwise."""
        found = _KEY.fullmatch(key) if isinstance(key, str) else None
        try:
            if found is None:
                raise ValueError("it is not a format's name")
            if found.group(2) is not None:
                return cls(target=int(found.group(2)))
            return cls(hands=8 if found.group(1) is None else int(found.group(1)))
        except ValueError as error:
            shown = repr(key)[:40] if isinstance(key, str) else f"a {type(key).__name__}"
            raise InvalidStateError(f"{shown} is not a game's format ({error}); formats are 'round', "
                                    f"'round-of-N' (N a multiple of 4) and 'to-N'") from None

    def ends(self, hands_played: int, scores: tuple[int, int]) -> bool:
        """True when a game of this format is over after ``hands_played`` finished hands that gave
        the two sides ``scores`` (seats 0 and 2, seats 1 and 3)."""
        if self.hands is not None:
            return hands_played >= self.hands
        return max(scores) >= self.target

    def winner(self, scores: tuple[int, int]) -> int | None:
        """The side ahead (0 for seats 0 and 2, 1 for seats 1 and 3) at the end; None for a tie,
        which only a round can end in."""
        if scores[0] == scores[1]:
            return None
        return 0 if scores[0] > scores[1] else 1

    def __repr__(self) -> str:
        if self == ROUND:
            return "ROUND"
        if self == TO_TEN:
            return "TO_TEN"
        return f"Format(hands={self.hands})" if self.hands is not None else f"Format(target={self.target})"


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


ROUND = Format(hands=8)
"""The tournament's round: eight hands, each seat deals twice, every point counts (house rules 6 and 7)."""
TO_TEN = Format(target=10)
"""The game every euchre app plays: the first side to 10 points wins."""
FORMATS = (ROUND, TO_TEN)
"""The formats a person can choose, in the order they are offered."""
