"""``euchre.facts``: the facts the page states about cards, asked of the model rather than worked out
by the page."""

from __future__ import annotations

import pytest

from euchre.cards import PACK, RANKS, SUITS, power
from euchre.facts import left_bower, right_bower, strength, suit_in


@pytest.mark.parametrize("trump", SUITS)
def test_strength_is_the_cards_power_in_its_own_suit(trump):
    for card in PACK:
        assert strength(card, trump) == power(card, trump, suit_in(card, trump))


def test_before_trump_is_made_strength_is_the_rank_and_every_card_keeps_its_suit():
    for card in PACK:
        assert suit_in(card, None) == card[1]
        assert strength(card, None) == 1 + RANKS.index(card[0])
    assert sorted("9S TS JS QS KS AS".split(), key=lambda c: strength(c, None)) == "9S TS JS QS KS AS".split()


@pytest.mark.parametrize("trump", SUITS)
def test_the_bowers_are_the_two_strongest_trumps(trump):
    trumps = sorted((c for c in PACK if suit_in(c, trump) == trump), key=lambda c: -strength(c, trump))
    assert trumps[:2] == [right_bower(trump), left_bower(trump)]
    assert left_bower(trump)[1] != trump and left_bower(trump)[0] == "J"
