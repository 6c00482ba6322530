"""The standard computer player: club-play rules of thumb, from ``view(seat)`` alone.

    >>> import random, euchre
    >>> from euchre.ai.standard import RuleBasedPlayer
    >>> from euchre.ai import play_hand
    >>> state = euchre.deal(euchre.Rules(), dealer=0, rng=random.Random(3))
    >>> end = play_hand(state, [RuleBasedPlayer() for _ in range(4)])
    >>> end.is_over, end.points in euchre.OUTCOMES
    (True, True)

:class:`RuleBasedPlayer` bids by counting trump strength (bowers, trump honours,
off-suit aces, voids), takes the turned card's effect on the dealer's side into
account, calls "next" in round two, goes alone with hands that should take all five
tricks, and plays the way a careful club player does: trump leads when its side
made trump, no trumping a partner's sure winner, the cheapest card that wins, and
the lowest card when the trick is lost. Every point counts in the tournament, so it
plays the same whatever the score.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..cards import EFFECTIVE_SUIT, PACK, POWER, SUITS, same_colour
from ..actions import Action
from ..hand import HandView
from .base import PhasePlayer

__all__ = ["RuleBasedPlayer", "hand_strength"]


# --- hand evaluation ----------------------------------------------------------------

_TRUMP_VALUE = {"right": 3.1, "left": 2.4, "A": 1.9, "K": 1.5, "Q": 1.3, "T": 1.15, "9": 1.0}
_OFF_ACE = 0.9
_OFF_KING_WITH_ACE = 0.35
_VOID = 0.55
_ORDER_THRESHOLD = 4.8
"""Points a hand (with the turned card's effect) needs to make trump with a partner."""
_ALONE_SURE_TRICKS = 4.5


def _trump_value(card: str, trump: str) -> float:
    if card[0] == "J":
        if card[1] == trump:
            return _TRUMP_VALUE["right"]
        if card[1] == same_colour(trump):
            return _TRUMP_VALUE["left"]
    return _TRUMP_VALUE[card[0]]


def hand_strength(hand: Sequence[str], trump: str) -> float:
    """Bidding points of ``hand`` if ``trump`` were trump: trumps, off-suit aces, voids."""
    effective = EFFECTIVE_SUIT[trump]
    trumps = [c for c in hand if effective[c] == trump]
    score = sum(_trump_value(c, trump) for c in trumps)
    for suit in SUITS:
        if suit == trump:
            continue
        cards = [c for c in hand if effective[c] == suit]
        if not cards:
            if len(trumps) >= 2:
                score += _VOID
            continue
        if any(c[0] == "A" for c in cards):
            score += _OFF_ACE if len(cards) <= 3 else _OFF_ACE * 0.6
            if any(c[0] == "K" for c in cards) and len(cards) <= 2:
                score += _OFF_KING_WITH_ACE
    return score


def _sure_tricks(hand: Sequence[str], trump: str, dead: Sequence[str] = ()) -> float:
    """A rough count of tricks the hand takes alone: top trumps in sequence, backed-up aces.

    ``dead`` cards are out of play (a turned card nobody picks up).
    """
    effective = EFFECTIVE_SUIT[trump]
    ranked = sorted((c for c in hand if effective[c] == trump), key=lambda c: -POWER[trump][trump][c])
    order = sorted((c for c in PACK if effective[c] == trump and c not in dead),
                   key=lambda c: -POWER[trump][trump][c])
    trumps = len(ranked)
    tricks = 0.0
    # Trumps from the top in unbroken sequence are sure; the rest count when trumps are long.
    sequence = 0
    for card, top in zip(ranked, order):
        if card != top:
            break
        sequence += 1
    tricks += sequence
    tricks += max(0, trumps - sequence) * (0.75 if trumps >= 4 else 0.45)
    for suit in SUITS:
        if suit == trump:
            continue
        cards = [c for c in hand if effective[c] == suit]
        if any(c[0] == "A" for c in cards):
            tricks += 1.0 if len(cards) == 1 else 0.8
            if len(cards) >= 2 and any(c[0] == "K" for c in cards):
                tricks += 0.5
    return tricks


def _best_discard(hand: Sequence[str], trump: str) -> str:
    """The card the dealer should drop: short off-suit low cards first, never an ace or trump if avoidable."""
    effective = EFFECTIVE_SUIT[trump]
    off = [c for c in hand if effective[c] != trump]
    if not off:
        return min(hand, key=lambda c: POWER[trump][trump][c])

    def cost(card: str) -> tuple[int, int, int]:
        same_suit = sum(1 for c in off if effective[c] == effective[card])
        is_ace = card[0] == "A"
        # Keep aces; prefer making a void (a singleton); then the lowest card.
        return (1 if is_ace else 0, 0 if same_suit == 1 else 1, POWER[trump][effective[card]][card])

    return min(off, key=cost)


# --- the rule-based player ----------------------------------------------------------


class RuleBasedPlayer(PhasePlayer):
    """A computer player of real strength that follows club-play rules of thumb."""

    def __init__(self, rng: random.Random | None = None, boldness: float = 0.0) -> None:
        """``boldness`` shifts the bidding threshold (positive bids more)."""
        self.rng = rng or random.Random()
        self.boldness = boldness

    def _discard(self, view: HandView) -> str:
        return _best_discard([c for c in view.hand if c != view.upcard], view.upcard[1])

    # --- bidding ----------------------------------------------------------------

    def _bid_upcard(self, view: HandView) -> str:
        legal = view.legal_actions
        seat, dealer, upcard = view.seat, view.dealer, view.upcard
        trump = upcard[1]
        hand = list(view.hand)
        if seat == dealer:
            after = hand + [upcard]
            after.remove(_best_discard(hand, trump))
            score = hand_strength(after, trump)
            sure = _sure_tricks(after, trump)
        else:
            score = hand_strength(hand, trump)
            value = _trump_value(upcard, trump)
            if seat == (dealer + 2) % 4:
                # Going alone, the dealer's partner leaves the dealer out: the turned card is buried.
                sure = _sure_tricks(hand, trump, dead=(upcard,))
                score += value * 0.8      # the dealer is my partner: the card comes to our side
            else:
                sure = _sure_tricks(hand, trump)
                score -= value * 0.7      # the dealer is an opponent: ordering up hands them a trump
        threshold = _ORDER_THRESHOLD - self.boldness
        if "order alone" in legal and sure >= _ALONE_SURE_TRICKS:
            return "order alone"
        if "order" in legal and score >= threshold:
            return "order"
        return "pass"

    def _bid_suit(self, view: HandView) -> str:
        legal = view.legal_actions
        turned = view.upcard[1]
        seat, dealer = view.seat, view.dealer
        best_suit, best_score = None, -1.0
        for suit in SUITS:
            if f"call {suit}" not in legal:
                continue
            score = hand_strength(view.hand, suit)
            # "Next": left of the dealer, the suit of the turned card's colour is a good bet,
            # since the dealer's side showed no interest in the turned suit's colour-mate bowers.
            if suit == same_colour(turned) and (seat - dealer) % 4 in (1, 3):
                score += 0.5
            if score > best_score:
                best_suit, best_score = suit, score
        assert best_suit is not None
        threshold = _ORDER_THRESHOLD - 0.2 - self.boldness
        if _sure_tricks(view.hand, best_suit) >= _ALONE_SURE_TRICKS and f"call {best_suit} alone" in legal:
            return f"call {best_suit} alone"
        if best_score >= threshold or "pass" not in legal:
            return f"call {best_suit}"
        return "pass"

    # --- play -------------------------------------------------------------------

    def _play(self, view: HandView) -> str:
        contract = view.contract
        assert contract is not None and view.trick is not None
        trump = contract.trump
        effective = EFFECTIVE_SUIT[trump]
        playable = [Action.parse(a).card for a in view.legal_actions]
        seat = view.seat
        partner = (seat + 2) % 4
        we_made = contract.maker in (seat, partner)
        seen = {c for t in view.tricks for _, c in t.plays} | {c for _, c in view.trick.plays}
        if not contract.ordered_up or contract.sitting_out == view.dealer:
            seen.add(view.upcard)  # turned down, or buried under a lone hand: it stays in the kitty
        unseen = [c for c in PACK if c not in seen and c not in view.hand]
        if view.discard is not None:
            unseen = [c for c in unseen if c != view.discard]
        plays = view.trick.plays

        def strength(card: str, led: str) -> int:
            return POWER[trump][led][card]

        def lowest(cards: list[str]) -> str:
            """The least useful card: a low off-suit card before a low trump."""
            def key(card: str) -> tuple[int, int]:
                is_trump = effective[card] == trump
                return (1 if is_trump else 0, strength(card, effective[card]))
            return min(cards, key=key)

        if not plays:
            return self._lead(view, playable, trump, we_made, unseen)

        led = effective[plays[0][1]]
        winner_seat, best = plays[0][0], strength(plays[0][1], led)
        for s, c in plays:
            if strength(c, led) > best:
                winner_seat, best = s, strength(c, led)
        players_in_trick = 3 if contract.alone else 4
        last_to_play = len(plays) == players_in_trick - 1
        winners = [c for c in playable if strength(c, led) > best]

        if winner_seat == partner:
            # Partner is winning: don't take it from them when their card is sure to hold.
            partner_sure = last_to_play or all(
                strength(c, led) < best for c in unseen if c not in view.hand)
            if partner_sure or not winners:
                return lowest(playable)
            # Partner may be overtaken: play over only with a card that will surely hold.
            safe = [c for c in winners if all(strength(u, led) < strength(c, led) for u in unseen)]
            return min(safe, key=lambda c: strength(c, led)) if safe else lowest(playable)
        if winners:
            if last_to_play:
                return min(winners, key=lambda c: strength(c, led))
            # Take the trick with the cheapest card that no unseen card beats, if there is one;
            # otherwise the cheapest winner (second hand low on a trump lead is not worth a bower).
            safe = [c for c in winners if all(strength(u, led) < strength(c, led) for u in unseen)]
            if safe:
                return min(safe, key=lambda c: strength(c, led))
            return min(winners, key=lambda c: strength(c, led))
        return lowest(playable)

    def _lead(self, view: HandView, playable: list[str], trump: str, we_made: bool,
              unseen: list[str]) -> str:
        effective = EFFECTIVE_SUIT[trump]
        contract = view.contract
        assert contract is not None
        trumps = sorted((c for c in playable if effective[c] == trump), key=lambda c: -POWER[trump][trump][c])
        off = [c for c in playable if effective[c] != trump]
        trumps_out = [c for c in unseen if effective[c] == trump]

        def boss(card: str) -> bool:
            """No unseen card of its own suit beats it (a trump may still, off trump)."""
            suit = effective[card]
            return all(POWER[trump][suit][u] < POWER[trump][suit][card] for u in unseen if effective[u] == suit)

        if we_made and trumps and trumps_out:
            # Draw trump: lead a boss trump, or lead trump to a partner who made it.
            if boss(trumps[0]):
                return trumps[0]
            if contract.maker == (view.seat + 2) % 4:
                return trumps[0] if len(trumps) <= 2 else trumps[-1]
            if contract.maker == view.seat and len(trumps) >= 3:
                return trumps[-1]
        boss_off = [c for c in off if boss(c)]
        if boss_off:
            return max(boss_off, key=lambda c: POWER[trump][effective[c]][c])
        if off:
            # Lead low from the shortest off suit, to make a void for trumping later.
            def key(card: str) -> tuple[int, int]:
                length = sum(1 for c in off if effective[c] == effective[card])
                return (length, POWER[trump][effective[card]][card])
            return min(off, key=key)
        if trumps:
            return trumps[0] if boss(trumps[0]) else trumps[-1]
        return playable[0]
