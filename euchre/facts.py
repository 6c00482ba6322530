"""The facts a coach states about a position, as values: which of your cards are trump, the bowers,
the suits you are void in, who is winning the trick, the cards still out.

    >>> from euchre.facts import HandFacts, left_bower, strength, suit_in, trumps
    >>> left_bower("H")                                   # the other jack of the same colour
    'JD'
    >>> trumps(["9H", "AS", "JD", "JH", "KH"], "H")       # strongest first; the left bower is a trump
    ('JH', 'JD', 'KH', '9H')
    >>> strength("JD", "H") > strength("AH", "H") > strength("AS", "H")
    True
    >>> strength("AS", None) > strength("JS", None), suit_in("JD", "H"), suit_in("JD", None)
    (True, 'H', 'D')
    >>> facts = HandFacts.of(["9H", "AS", "JD", "AC", "KH"], "H")
    >>> facts.trumps, facts.holds_right, facts.holds_left, facts.off_aces, facts.voids
    (('JD', 'KH', '9H'), False, True, ('AS', 'AC'), ('D',))

At the table, :meth:`TableFacts.of` reads a seat's view (:class:`~euchre.hand.HandView`) once trump
is made:

    >>> import euchre
    >>> state = euchre.HandState.replay(euchre.Rules(), dealer=3,
    ...     hands=("JH JD AH AC 9S", "9C TC QC KC 9D", "TD QD KD AD TS", "QS KS AS JS JC"),
    ...     upcard="KH", kitty="QH 9H TH", actions=("order", "discard JC", "play 9S", "play 9C", "play TS"))
    >>> table = TableFacts.of(state.view(3))
    >>> table.led, table.winning, table.partner_winning, table.can_follow
    ('S', (2, 'TS'), False, True)
    >>> table.trumps_out, table.highest_out["S"]           # as far as seat 3 can tell
    (6, None)

Each fact is what the seat can see for itself: nothing here reads another seat's cards. Words for
them are the page's (``ui.learn``); the lessons (:mod:`euchre.lessons`) name the facts that make
each recommended action right.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .cards import EFFECTIVE_SUIT, PACK, POWER, RANKS, SUITS, same_colour
from .hand import HandView

__all__ = ["right_bower", "left_bower", "suit_in", "strength", "trumps", "strongest_first", "weakest",
           "voids", "still_out", "winning", "HandFacts", "TableFacts"]


def right_bower(trump: str) -> str:
    """The jack of trump, the highest card."""
    return "J" + trump


def left_bower(trump: str) -> str:
    """The other jack of the same colour, the second-highest trump."""
    return "J" + same_colour(trump)


def suit_in(card: str, trump: str | None) -> str:
    """The suit ``card`` belongs to with ``trump`` as trump (the left bower's is trump's)."""
    return EFFECTIVE_SUIT[trump][card]


def strength(card: str, trump: str | None) -> int:
    """How strong ``card`` is with ``trump`` as trump: every trump beats every plain card, and within a
    suit a higher number beats a lower one (plain cards of different suits do not beat each other).
    Before trump is made (``None``), the card's rank within its printed suit, 9 lowest."""
    if trump is None:
        return 1 + RANKS.index(card[0])
    return POWER[trump][EFFECTIVE_SUIT[trump][card]][card]


def strongest_first(cards: Iterable[str], trump: str) -> tuple[str, ...]:
    """``cards`` from the strongest to the weakest (trumps first)."""
    return tuple(sorted(cards, key=lambda c: -strength(c, trump)))


def trumps(cards: Iterable[str], trump: str) -> tuple[str, ...]:
    """The trumps among ``cards``, strongest first."""
    return strongest_first((c for c in cards if EFFECTIVE_SUIT[trump][c] == trump), trump)


def weakest(cards: Iterable[str], trump: str) -> str:
    """The weakest of ``cards``: the lowest plain card, or the lowest trump if all are trumps."""
    return min(cards, key=lambda c: strength(c, trump))


def voids(cards: Iterable[str], trump: str) -> tuple[str, ...]:
    """The plain suits (not trump) ``cards`` hold none of, in suit order."""
    held = {EFFECTIVE_SUIT[trump][c] for c in cards}
    return tuple(s for s in SUITS if s != trump and s not in held)


def still_out(view: HandView) -> frozenset[str]:
    """The cards still out for ``view``'s seat: those another seat may hold, as far as it can tell. Not
    its own cards, nor those played, nor the turned card left on the table, nor its own discard; the
    kitty's cards are among them, since no seat knows which they are."""
    seen = set(view.hand)
    for trick in view.tricks:
        seen.update(trick.cards)
    if view.trick is not None:
        seen.update(view.trick.cards)
    if not view.upcard_taken or view.seat == view.dealer:
        seen.add(view.upcard)
    if view.discard is not None:
        seen.add(view.discard)
    return frozenset(PACK) - seen


def winning(plays: Sequence[tuple[int, str]], trump: str) -> tuple[int, str] | None:
    """The ``(seat, card)`` winning a trick of ``plays`` so far (None before the lead)."""
    if not plays:
        return None
    power = POWER[trump][EFFECTIVE_SUIT[trump][plays[0][1]]]
    return max(plays, key=lambda play: power[play[1]])


class HandFacts(NamedTuple):
    """What a hand holds with a suit as trump: for a bid (the suit that would be trump) or in play."""

    trump: str
    right_bower: str
    left_bower: str
    trumps: tuple[str, ...]
    """The trumps held, strongest first."""
    holds_right: bool
    holds_left: bool
    off_aces: tuple[str, ...]
    """Aces of the plain suits."""
    voids: tuple[str, ...]
    """Plain suits with no card: a lead of one can be trumped."""

    @classmethod
    def of(cls, cards: Iterable[str], trump: str) -> HandFacts:
        cards = tuple(cards)
        right, left = right_bower(trump), left_bower(trump)
        return cls(trump, right, left, trumps(cards, trump), right in cards, left in cards,
                   tuple(c for c in cards if c[0] == "A" and EFFECTIVE_SUIT[trump][c] != trump),
                   voids(cards, trump))


class TableFacts(NamedTuple):
    """A seat's position in play, once trump is made: the trick so far and what is still out."""

    seat: int
    hand: HandFacts
    led: str | None
    """The suit led to the trick in progress (trump for the left bower), None when the seat leads."""
    winning: tuple[int, str] | None
    """The ``(seat, card)`` winning the trick so far."""
    partner_winning: bool
    can_follow: bool
    """The seat holds a card of the suit led (True when it leads)."""
    out: frozenset[str]
    """The cards still out (:func:`still_out`)."""
    trumps_out: int
    """How many trumps are still out."""
    highest_out: dict[str, str | None]
    """For each suit (trump included), the strongest card still out, or None."""

    @classmethod
    def of(cls, view: HandView) -> TableFacts:
        trump = view.trump
        if trump is None:
            raise ValueError("trump is not made yet: table facts begin with the play")
        plays = view.trick.plays if view.trick is not None else ()
        led = EFFECTIVE_SUIT[trump][plays[0][1]] if plays else None
        best = winning(plays, trump)
        out = still_out(view)
        highest = {suit: max((c for c in out if EFFECTIVE_SUIT[trump][c] == suit),
                             key=lambda c: strength(c, trump), default=None) for suit in SUITS}
        return cls(view.seat, HandFacts.of(view.hand, trump), led, best,
                   best is not None and best[0] == (view.seat + 2) % 4,
                   led is None or any(EFFECTIVE_SUIT[trump][c] == led for c in view.hand),
                   out, sum(1 for c in out if EFFECTIVE_SUIT[trump][c] == trump), highest)
