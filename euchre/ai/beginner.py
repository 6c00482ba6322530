"""The beginner: a novice who plays legally and simply, and makes a novice's mistakes.

    >>> import euchre
    >>> from euchre.ai.beginner import BeginnerPlayer
    >>> state = euchre.new_hand(euchre.Rules(), 0,
    ...     [["9D", "TD", "QD", "KD", "AD"], ["JH", "JD", "AH", "9C", "TS"],
    ...      ["9S", "QS", "KS", "AS", "QC"], ["TH", "QH", "KH", "KC", "AC"]],
    ...     "9H", ["JC", "JS", "TC"])
    >>> BeginnerPlayer().choose(state.view(1))     # three hearts, counting the left bower
    'order'

Bidding is counting trumps: the beginner makes trump holding three or more cards of
the suit (bowers included), now and then with two and an off-suit ace, and goes alone
only with five. Only the dealer counts the turned card, as the card it picks up; nobody
weighs what ordering up hands the dealer. The dealer discards its lowest card outside
trump. In play it leads aces, then its highest card, never thinking of a trump lead;
it follows suit with its highest card when that beats the trick so far, else its
lowest; void in the suit led, it trumps whenever it can win the trick, even when its
partner already holds it; otherwise it throws its lowest card.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..cards import EFFECTIVE_SUIT, POWER, RANKS, SUITS
from ..actions import Action
from ..hand import HandView
from .base import PhasePlayer

__all__ = ["BeginnerPlayer"]


class BeginnerPlayer(PhasePlayer):
    """A novice's simple habits; the rng breaks ties and decides borderline bids."""

    MAKE_TRUMPS = 3
    """Trumps (bowers included) the beginner wants before it makes trump."""
    ALONE_TRUMPS = 5
    """Trumps it wants before it goes alone."""
    HOPEFUL = 0.25
    """How often it makes trump with only two trumps and an off-suit ace."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random()

    # --- bidding ----------------------------------------------------------------

    def _wants(self, hand: Sequence[str], trump: str) -> tuple[bool, bool]:
        """(make trump, go alone) for ``hand`` with ``trump`` as trump."""
        effective = EFFECTIVE_SUIT[trump]
        trumps = sum(1 for c in hand if effective[c] == trump)
        if trumps >= self.ALONE_TRUMPS:
            return True, True
        if trumps >= self.MAKE_TRUMPS:
            return True, False
        if trumps == 2 and any(c[0] == "A" and effective[c] != trump for c in hand):
            return self.rng.random() < self.HOPEFUL, False
        return False, False

    def _bid_upcard(self, view: HandView) -> str:
        legal = view.legal_actions
        hand = list(view.hand)
        if view.seat == view.dealer:
            hand.append(view.upcard)
        make, alone = self._wants(hand, view.upcard[1])
        if make and alone and "order alone" in legal:
            return "order alone"
        if make and "order" in legal:
            return "order"
        return "pass"

    def _bid_suit(self, view: HandView) -> str:
        legal = view.legal_actions
        effective = {s: EFFECTIVE_SUIT[s] for s in SUITS}
        options = [s for s in SUITS if f"call {s}" in legal]
        count = {s: sum(1 for c in view.hand if effective[s][c] == s) for s in options}
        most = max(count.values())
        suit = self.rng.choice([s for s in options if count[s] == most])
        make, alone = self._wants(view.hand, suit)
        if make and alone and f"call {suit} alone" in legal:
            return f"call {suit} alone"
        if make or "pass" not in legal:
            return f"call {suit}"
        return "pass"

    def _discard(self, view: HandView) -> str:
        trump = view.upcard[1]
        cards = [Action.parse(a).card for a in view.legal_actions]
        return self._lowest(cards, trump)

    # --- play -------------------------------------------------------------------

    def _lowest(self, cards: Sequence[str], trump: str) -> str:
        """The lowest card outside trump (a tie between suits goes to the rng), else the lowest trump."""
        return self._outside_trump(cards, trump, min)

    def _lead(self, cards: Sequence[str], trump: str) -> str:
        """Aces first, then the highest card outside trump, trumps only when nothing else is left."""
        return self._outside_trump(cards, trump, max)

    def _outside_trump(self, cards: Sequence[str], trump: str, pick: Callable) -> str:
        """The card ``pick`` (``min`` or ``max``) chooses by rank outside trump, a tie between suits going
        to the rng; by power among the trumps when nothing else is left."""
        effective = EFFECTIVE_SUIT[trump]
        plain = [c for c in cards if effective[c] != trump]
        if not plain:
            return pick(cards, key=POWER[trump][trump].__getitem__)
        rank = pick(RANKS.index(c[0]) for c in plain)
        return self.rng.choice([c for c in plain if RANKS.index(c[0]) == rank])

    def _play(self, view: HandView) -> str:
        assert view.contract is not None and view.trick is not None
        trump = view.contract.trump
        effective = EFFECTIVE_SUIT[trump]
        cards = [Action.parse(a).card for a in view.legal_actions]
        plays = view.trick.plays
        if not plays:
            return self._lead(cards, trump)
        led = effective[plays[0][1]]
        power = POWER[trump][led]
        best = max(power[c] for _, c in plays)
        if effective[cards[0]] == led:
            winners = [c for c in cards if power[c] > best]
            if winners:
                return max(winners, key=power.__getitem__)
            return min(cards, key=power.__getitem__)
        ruffs = [c for c in cards if effective[c] == trump and power[c] > best]
        if ruffs:
            return min(ruffs, key=power.__getitem__)
        return self._lowest(cards, trump)
