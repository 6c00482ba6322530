"""Who sits where: the levels of the computer seats, and the places around a seat.

    >>> table_places((None, "standard", "expert", "standard"), 2)
    {'left': 'standard', 'partner': 'person', 'right': 'standard'}
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["LEVELS", "TABLE_LEVELS", "PLACES", "table_places"]

LEVELS = ("beginner", "standard", "expert")
"""The levels a computer seat can play at, weakest first."""
TABLE_LEVELS = ("person", *LEVELS, "random")
"""Who may sit at a place around a player: a person, or a computer player's level."""
PLACES = ("left", "partner", "right")
"""The places around a seat, clockwise from its left (one, two and three seats on)."""


def table_places(levels: Sequence[str | None], seat: int) -> dict[str, str]:
    """Who sits ``left``, ``partner`` and ``right`` of ``seat``, from the four seats' levels
    (None for a person, as :attr:`euchre.game.Game.levels` holds them)."""
    return {place: levels[(seat + k) % 4] or "person" for k, place in enumerate(PLACES, 1)}
