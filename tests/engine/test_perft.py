"""Perft, as chess engines do it: count every legal action sequence from fixed deals by
brute force through ``legal_actions``/``apply``, and again through the independent
reference implementation (``reference.py``), and require the two to agree exactly.

The only literal counts are for the first plies, derived by hand in the comments.
"""

from __future__ import annotations

import random

import pytest

import euchre
from euchre import Rules

from tests.helpers import reference
from tests.helpers import deal_with

TOURNAMENT, STANDARD = Rules.tournament(), Rules.standard()
MIXED = Rules().replace(partner_order_goes_alone=False, order_without_trump=False)

# The seed's house rule 3 example: JD turned, dealer 0 holds JH and no diamond.
SEED_EXAMPLE = (["JH AH KH AC KC", "9D TD QH 9S TS", "QD KD 9C TC QC", "AD JS QS KS AS"], "JD", 0)
# Seat 1 holds the five top hearts; clubs turned.
TOP_HEARTS = (["9C TC QC KC AC", "JH JD AH KH QH", "9D TD QD KD AD", "9S TS QS KS AS"], "JC", 0)


def shuffled(seed, dealer):
    pack = list(euchre.PACK)
    random.Random(seed).shuffle(pack)
    return ([pack[i:i + 5] for i in range(0, 20, 5)], pack[20], dealer)


DEALS = {"seed-example": SEED_EXAMPLE, "top-hearts": TOP_HEARTS,
         "shuffled-2": shuffled(2, 2), "shuffled-3": shuffled(3, 3)}
RULESETS = {"tournament": TOURNAMENT, "standard": STANDARD, "mixed": MIXED}


def start(deal, rules):
    hands, upcard, dealer = deal
    return deal_with(hands, upcard, dealer=dealer, rules=rules)


def ref_deal(state):
    return (state.rules, state.dealer, state.dealt, state.upcard, state.kitty)


def perft(state, depth):
    """Engine: sequences of exactly ``depth`` actions (a finished hand ends a sequence early)."""
    if depth == 0 or state.is_over:
        return 1
    actions = state.legal_actions()
    assert len(actions) == len(set(actions)), "duplicate legal actions"
    return sum(perft(state.apply(action), depth - 1) for action in actions)


def sequences(state, stop):
    """Engine: every legal continuation until the hand ends or ``stop(state)``, with its points."""
    if state.is_over or stop(state):
        return {(): state.points}
    found = {}
    for action in state.legal_actions():
        for rest, points in sequences(state.apply(action), stop).items():
            found[(action, *rest)] = points
    return found


# --- first plies, derived by hand ----------------------------------------------------------
#
# Dealer 0, so seat 1 speaks first and seat 2 is the dealer's partner. Under house rule 1
# anyone but the dealer may order, so, whatever the cards:
#   depth 1: seat 1 has pass / order / order alone                                  = 3
#   depth 2: after pass, seat 2 has pass / order alone (house rule 2): 2;
#            after order or order alone the dealer discards one of 5 cards: 5 + 5   = 12
#   depth 3: pass, pass -> seat 3: 3; pass, order alone -> the dealer sits out and
#            seat 1 leads one of 5 cards: 5; order / order alone -> 5 discards x 5 leads
#            each: 25 + 25                                                           = 58
# Standard rules (no house rule 2): depth 2 gains seat 2's plain order (13); at depth 3
# pass, order -> 5 discards, pass, order alone -> 5 leads: 3 + 5 + 5 + 25 + 25       = 63
FIRST_PLIES = {"tournament": [3, 12, 58], "standard": [3, 13, 63]}


@pytest.mark.parametrize("deal", ["seed-example", "top-hearts", "shuffled-2"])
@pytest.mark.parametrize("rules", ["tournament", "standard"])
def test_first_plies_by_hand(deal, rules):
    hands, upcard, _ = DEALS[deal]
    state = deal_with(hands, upcard, dealer=0, rules=RULESETS[rules])
    expected = FIRST_PLIES[rules]
    assert [perft(state, d) for d in (1, 2, 3)] == expected
    assert [reference.count_sequences(*ref_deal(state), d) for d in (1, 2, 3)] == expected


# Depth 4 of the seed example, by hand (trump diamonds whenever made in round one):
#   pass, pass, pass -> the dealer holds no natural diamond: pass only             1
#   pass, pass, order | order alone -> 5 discards each                              10
#   pass, order alone (seat 2 alone) -> seat 1 leads, seat 2 replies:
#       9D or TD led: seat 2 must follow trump with QD or KD         2 + 2
#       QH, 9S or TS led: seat 2 holds none of the suit, any card    5 + 5 + 5      19
#   order | order alone by seat 1 -> 5 discards x (seat 1's lead, seat 2's reply
#       as just counted: 19)                                         95 + 95       190
#                                                                                  ---
#                                                                                  220
# Standard rules add the dealer's pick-up (no natural needed: 3 instead of 1) and seat 2's
# plain order (5 discards x 5 leads = 25): 220 + 2 + 25                            = 247
@pytest.mark.parametrize("rules,expected", [("tournament", 220), ("standard", 247)])
def test_depth_four_of_the_seed_example_by_hand(rules, expected):
    state = start(SEED_EXAMPLE, RULESETS[rules])
    assert perft(state, 4) == expected
    assert reference.count_sequences(*ref_deal(state), 4) == expected


# --- engine against reference --------------------------------------------------------------


@pytest.mark.parametrize("deal", sorted(DEALS))
@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_perft_by_depth_matches_reference(deal, rules):
    state = start(DEALS[deal], RULESETS[rules])
    engine = [perft(state, d) for d in range(1, 8)]
    ref = [reference.count_sequences(*ref_deal(state), d) for d in range(1, 8)]
    assert engine == ref
    # No hand ends within 7 actions (a throw-in takes 8 passes), so every level is at
    # least as wide as the one before it.
    assert engine == sorted(engine) and engine[0] >= 1


def first_trick_done_engine(state):
    return len(state.tricks) >= 1


def first_trick_done_reference(hand):
    return len(hand.done_tricks) >= 1


@pytest.mark.parametrize("deal", ["seed-example", "top-hearts", "shuffled-3"])
@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_every_bidding_and_first_trick_sequence_matches_reference(deal, rules):
    """The full tree from the deal to the end of the first trick: the same set of sequences."""
    state = start(DEALS[deal], RULESETS[rules])
    engine = sequences(state, first_trick_done_engine)
    ref = reference.continuations(*ref_deal(state), stop=first_trick_done_reference)
    assert len(engine) == len(ref)
    assert engine.keys() == ref.keys()
    assert engine == ref  # thrown-in leaves carry (0, 0) in both
    # every bidding outcome is reachable: at least one leaf per way of making trump
    makers = {seq[:next(i for i, a in enumerate(seq) if a != "pass") + 1] for seq in engine
              if any(a != "pass" for a in seq)}
    assert len(makers) >= 4


def midway(deal, rules, tricks, pick):
    """Play a fixed line (the ``pick``-th legal action, wrapping) until ``tricks`` tricks are done."""
    state = start(deal, rules)
    step = 0
    while len(state.tricks) < tricks and not state.is_over:
        actions = state.legal_actions()
        state = state.apply(sorted(actions)[(pick * (step + 1)) % len(actions)])
        step += 1
    return state


@pytest.mark.parametrize("deal", sorted(DEALS))
@pytest.mark.parametrize("rules", ["tournament", "standard"])
@pytest.mark.parametrize("pick", [1, 2])
def test_every_endgame_sequence_and_score_matches_reference(deal, rules, pick):
    """From two tricks in, every complete way to finish the hand, and each one's score."""
    state = midway(DEALS[deal], RULESETS[rules], 2, pick)
    engine = sequences(state, lambda s: False)
    ref = reference.continuations(*ref_deal(state), prefix=state.actions)
    assert engine == ref
    assert all(points in euchre.OUTCOMES for points in engine.values())
    if not state.is_over:
        players = 3 if state.contract.alone else 4
        assert all(len(seq) == 3 * players - len(state.trick) for seq in engine)
