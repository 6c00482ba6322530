"""``why_not``: the reason an action is refused, from the same checks that build the
legal actions (see docs/RULES.md for the rules it names)."""

from __future__ import annotations

import itertools
import random

import pytest

import euchre
from euchre import ACTIONS, IllegalActionError, InvalidActionError, Phase, Rules

from tests.helpers import deal_with, play

ALL_RULE_MIXES = [Rules(**dict(zip(Rules.names(), bits)))
                  for bits in itertools.product([False, True], repeat=len(Rules.names()))]
EVERY_ACTION = sorted(ACTIONS)


def random_states(rules, seed, hands=6):
    """Every state of a few random hands, passing often so round two and the stuck dealer come up."""
    rng = random.Random(seed)
    for number in range(hands):
        state = euchre.deal(rules, number % 4, rng)
        yield state
        while not state.is_over:
            legal = state.legal_actions()
            action = "pass" if "pass" in legal and rng.random() < 0.6 else rng.choice(legal)
            state = state.apply(action)
            yield state


def test_the_issue_case_names_the_missing_trump_not_house_rule_3():
    # Without house rule 1, dealer 3, seed 13: seat 0 holds no diamond and not the jack of
    # hearts, so it may only pass; the reason is the missing trump, not the dealer's rule.
    rules = Rules().replace(order_without_trump=False)
    state = euchre.Round.start(rules, first_dealer=3, seed=13).hand
    assert state.upcard == "JD" and state.to_act == 0
    assert state.legal_actions() == ["pass"]
    for action in ("order", "order alone"):
        reason = state.why_not(action)
        assert reason is not None and "house rule 3" not in reason
        assert "house rule 1" in reason and "trump" in reason and "jack of hearts" in reason
        assert state.view(0).why_not(action) == reason
    assert state.why_not("pass") is None


@pytest.mark.parametrize("rules", ALL_RULE_MIXES, ids=lambda r: "".join("1" if v else "0" for v in r.to_dict().values()))
def test_why_not_is_none_exactly_for_the_legal_actions(rules):
    for state in random_states(rules, seed=hash(rules) % 1000):
        legal = set(state.legal_actions())
        views = [state.view(seat) for seat in range(4)]
        for action in EVERY_ACTION:
            reason = state.why_not(action)
            assert (reason is None) == (action in legal), (state, action, reason)
            for seat, view in enumerate(views):
                assert view.why_not(action) == state.why_not(action, seat), (state, seat, action)
            if reason is not None:
                with pytest.raises(IllegalActionError) as caught:
                    state.apply(action)
                assert str(caught.value).endswith(reason)
                assert reason.strip() and "None" not in reason


def test_every_state_has_a_reason_for_every_other_seat():
    state = euchre.deal(Rules(), 0, random.Random(2))
    for seat in range(4):
        if seat != state.to_act:
            assert state.why_not(state.legal_actions()[0], seat) == f"not seat {seat}'s turn (it is seat 1's turn)"
    assert state.why_not("pass", 1) is None


def test_malformed_actions_get_the_invalid_action_reason():
    state = euchre.deal(Rules(), 0, random.Random(2))
    with pytest.raises(InvalidActionError) as caught:
        state.apply("order up")
    assert state.why_not("order up") == str(caught.value)
    assert "unknown action" in state.view(1).why_not("order up")


def test_a_finished_hand_refuses_everything():
    state = euchre.deal(Rules(), 0, random.Random(3))
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    assert state.why_not("pass") == "the hand is over, nobody acts"
    assert state.why_not("pass", 2) == "not seat 2's turn (the hand is over)"


# --- each rule's reason, on hand-built deals ---------------------------------------------

NINE_D = ["JD AH TH 9H 9S", "AC KC QH JS TS", "JH QC KS AS TC", "QD KD 9C QS KH"]  # 9D turned, seat 0 deals


def test_house_rule_2_reason_for_the_dealers_partner():
    state = deal_with(NINE_D, "9D").apply("pass")
    assert state.to_act == 2 and state.legal_actions() == ["pass", "order alone"]
    assert "only to go alone" in state.why_not("order") and "house rule 2" in state.why_not("order")
    assert state.why_not("order alone") is None


def test_house_rule_3_reason_for_the_dealer_without_a_natural():
    hands = ["JH AH KH AC KC", "9D TD QH 9S TS", "QD KD 9C TC QC", "AD JS QS KS AS"]
    state = play(deal_with(hands, "JD"), ["pass"] * 3)
    assert state.to_act == state.dealer == 0
    reason = state.why_not("order")
    assert "house rule 3" in reason and "natural diamond" in reason and "jack of diamonds" in reason


def test_house_rule_4_reason_for_the_stuck_dealer():
    state = play(deal_with(NINE_D, "9D"), ["pass"] * 7)
    assert state.phase is Phase.BID_SUIT and state.to_act == 0
    assert "house rule 4" in state.why_not("pass")
    assert "turned down" in state.why_not("call D")
    assert state.why_not("call H") is None
    # Without stick the dealer, the dealer may pass and the hand is thrown in.
    loose = play(deal_with(NINE_D, "9D", rules=Rules().replace(stick_the_dealer=False)), ["pass"] * 7)
    assert loose.why_not("pass") is None


def test_the_turned_card_cannot_be_the_discard():
    state = deal_with(NINE_D, "9D").apply("order")
    assert state.phase is Phase.DISCARD
    assert "turned card" in state.why_not("discard 9D")
    assert "does not hold QD" in state.why_not("discard QD")
    assert state.why_not("discard AH") is None


def test_following_suit_reason_lists_the_cards_that_follow():
    state = play(deal_with(NINE_D, "9D"), ["pass"] * 4 + ["call H", "play AC"])
    assert state.to_act == 2
    reason = state.why_not("play AS")
    assert reason == "you must follow clubs with QC or TC"
    assert state.why_not("play QC") is None
    assert state.why_not("play KC") == "your hand does not hold KC"


# --- the house rule behind a refusal, as a value ------------------------------------------


@pytest.mark.parametrize("rules", ALL_RULE_MIXES, ids=lambda r: "".join("1" if v else "0" for v in r.to_dict().values()))
def test_refused_by_names_the_house_rule_exactly_when_why_not_does(rules):
    for state in random_states(rules, seed=hash(rules) % 1000):
        for action in EVERY_ACTION:
            rule = state.refused_by(action)
            reason = state.why_not(action)
            if rule is None:
                assert reason is None or "house rule" not in reason, (state, action, reason)
            else:
                assert getattr(rules, rule) is (rule != "order_without_trump"), (state, action, rule)
                assert f"house rule {Rules.describe(rule)['house_rule']}" in reason, (state, action, reason)


def test_refused_by_each_house_rule_on_hand_built_deals():
    partner = deal_with(NINE_D, "9D").apply("pass")
    assert partner.refused_by("order") == "partner_order_goes_alone"
    assert partner.refused_by("order alone") is None and partner.refused_by("pass") is None
    hands = ["JH AH KH AC KC", "9D TD QH 9S TS", "QD KD 9C TC QC", "AD JS QS KS AS"]
    dealer = play(deal_with(hands, "JD"), ["pass"] * 3)
    assert dealer.refused_by("order") == dealer.refused_by("order alone") == "dealer_needs_natural"
    stuck = play(deal_with(NINE_D, "9D"), ["pass"] * 7)
    assert stuck.refused_by("pass") == "stick_the_dealer"
    assert stuck.refused_by("call D") is None  # turned down: a plain rule, not a house rule
    assert stuck.refused_by("order up") is None  # not an action at all


def test_refused_by_without_house_rule_1():
    rules = Rules().replace(order_without_trump=False)
    state = euchre.Round.start(rules, first_dealer=3, seed=13).hand
    assert state.refused_by("order") == state.refused_by("order alone") == "order_without_trump"
