"""Errors the engine raises; all are :class:`ValueError` subclasses.

    >>> import euchre
    >>> try:
    ...     euchre.new_hand(euchre.Rules(), 0, [["JH"] * 5] * 4, "9C", ["TC", "QC", "KC"])
    ... except euchre.InvalidDealError as error:
    ...     print(error)                                     # doctest: +ELLIPSIS
    bad deal: ...

Catch :class:`EuchreError` for anything the engine refuses, or one subclass for
exactly what you mean.
"""

from __future__ import annotations

__all__ = [
    "EuchreError",
    "InvalidCardError",
    "InvalidDealError",
    "InvalidActionError",
    "IllegalActionError",
    "InvalidStateError",
    "TournamentError",
    "InvalidDateError",
    "ShareCodeError",
    "InvalidSeedError",
]


class EuchreError(ValueError):
    """Base class of every error the engine raises on bad input."""


class InvalidCardError(EuchreError):
    """A card code that is not one of the 24 cards."""


class InvalidDealError(EuchreError):
    """A deal that is not a euchre deal: wrong counts, duplicates, unknown cards, bad dealer."""


class InvalidActionError(EuchreError):
    """An action string that is malformed or unknown: no state could ever accept it."""


class IllegalActionError(EuchreError):
    """A well-formed action that the rules do not allow in this state, or out of turn."""


class InvalidStateError(EuchreError):
    """Saved data (JSON) that does not describe a state the engine can reach."""


class TournamentError(EuchreError):
    """A score-sheet change the tournament refuses: a bad entry, an unknown player, a closed round."""


class InvalidDateError(EuchreError):
    """A day's date that is not a calendar date written year-month-day (2026-05-01), or has no deals."""


class ShareCodeError(InvalidStateError):
    """A shared day's code that cannot be read: mistyped, cut short, or made by another version."""


class InvalidSeedError(EuchreError):
    """A seed given as text (the page's address, ``?seed=``) that is not a whole number in range."""
