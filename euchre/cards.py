"""Cards of the 24-card euchre pack, written as two-character codes.

    >>> from euchre.cards import PACK, effective_suit
    >>> len(PACK), PACK[0]
    (24, '9C')
    >>> effective_suit("JD", trump="H")   # the left bower belongs to trump
    'H'

A code is a rank (``9 T J Q K A``) followed by a suit (``C D H S``): ``"JH"`` is
the jack of hearts, ``"TS"`` the ten of spades.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import InvalidCardError

__all__ = [
    "RANKS",
    "SUITS",
    "PACK",
    "SUIT_NAMES",
    "RANK_NAMES",
    "rank_of",
    "suit_of",
    "same_colour",
    "is_card",
    "parse_card",
    "card_name",
    "effective_suit",
    "trump_cards",
    "power",
]

RANKS = "9TJQKA"
"""Ranks from lowest to highest in a plain suit."""

SUITS = "CDHS"
"""Clubs, diamonds, hearts, spades."""

PACK: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS)
"""The 24 cards, suit by suit, each suit from 9 up to ace."""

SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
RANK_NAMES = {"9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace"}

_CARDS = frozenset(PACK)
_PARTNER_SUIT = {"C": "S", "S": "C", "D": "H", "H": "D"}


def rank_of(card: str) -> str:
    """The rank letter of a card code."""
    return card[0]


def suit_of(card: str) -> str:
    """The printed suit letter of a card code (ignoring bowers)."""
    return card[1]


def same_colour(suit: str) -> str:
    """The other suit of the same colour: clubs and spades, diamonds and hearts."""
    return _PARTNER_SUIT[suit]


def is_card(code: object) -> bool:
    """True when ``code`` is one of the 24 card codes."""
    return isinstance(code, str) and code in _CARDS


def parse_card(code: object) -> str:
    """Return ``code`` if it names a card, else raise :class:`InvalidCardError`."""
    if is_card(code):
        return code  # type: ignore[return-value]
    raise InvalidCardError(
        f"unknown card {code!r}: a card is a rank (9 T J Q K A) then a suit (C D H S), "
        f"for example 'JH' for the jack of hearts"
    )


def parse_cards(codes: Iterable[object]) -> tuple[str, ...]:
    """Parse several card codes, raising on the first bad one."""
    return tuple(parse_card(code) for code in codes)


def card_name(card: str) -> str:
    """A card in words: ``card_name("TS") == "ten of spades"``."""
    return f"{RANK_NAMES[card[0]]} of {SUIT_NAMES[card[1]]}"


def _effective_suit(card: str, trump: str | None) -> str:
    if trump is not None and card[0] == "J" and card[1] == _PARTNER_SUIT[trump]:
        return trump
    return card[1]


def _power(card: str, trump: str, led: str) -> int:
    """Trick-taking strength: 0 for a card that can't win, higher beats lower."""
    suit = _effective_suit(card, trump)
    if suit == trump:
        if card[0] == "J":
            return 200 if card[1] == trump else 199
        return 100 + RANKS.index(card[0])
    if suit == led:
        return 1 + RANKS.index(card[0])
    return 0


# Lookup tables: the engine's hot paths read these instead of recomputing.
EFFECTIVE_SUIT: dict[str | None, dict[str, str]] = {
    trump: {card: _effective_suit(card, trump) for card in PACK} for trump in (None, *SUITS)
}
"""``EFFECTIVE_SUIT[trump][card]``: the suit a card belongs to once ``trump`` is made."""

POWER: dict[str, dict[str, dict[str, int]]] = {
    trump: {led: {card: _power(card, trump, led) for card in PACK} for led in SUITS}
    for trump in SUITS
}
"""``POWER[trump][led][card]``: the card's strength in a trick led in suit ``led``."""


def effective_suit(card: str, trump: str | None) -> str:
    """The suit ``card`` belongs to when ``trump`` is trump (the left bower is trump)."""
    return EFFECTIVE_SUIT[trump][parse_card(card)]


def power(card: str, trump: str, led: str) -> int:
    """How strongly ``card`` plays in a trick led in ``led`` with ``trump`` as trump.

    0 means the card cannot win the trick; otherwise a higher number beats a lower one.
    """
    return POWER[trump][led][parse_card(card)]


def trump_cards(trump: str) -> tuple[str, ...]:
    """The seven trumps from highest to lowest: right bower, left bower, A, K, Q, T, 9."""
    return tuple(sorted((c for c in PACK if EFFECTIVE_SUIT[trump][c] == trump),
                        key=lambda c: -POWER[trump][trump][c]))
