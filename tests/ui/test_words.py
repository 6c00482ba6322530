"""ui.game.words: how the page puts the engine's states into words (pure Python, run in CPython).

The hand summaries are checked on real engine states: exact deals played out by the
computer players, whose outcome (made, march, lone march, euchred, thrown in) the
cards force.
"""

from __future__ import annotations

import itertools
import random
import re

import pytest

import euchre
from euchre import Phase, Rules
from euchre.cards import EFFECTIVE_SUIT, PACK, POWER, SUIT_NAMES, card_name
from euchre.ai import play_hand
from euchre.ai.standard import RuleBasedPlayer
from ui.game.words import (
    RED,
    SUIT_SYMBOLS,
    action_label,
    card_text,
    contract_text,
    event_text,
    hand_summary,
    house_rule_note,
    seat_name,
    sort_hand,
    suit_text,
    team_name,
    turn_text,
)

from tests.helpers import deal_with, play

TOURNAMENT = Rules.tournament()
STANDARD = Rules.standard()
AI = [RuleBasedPlayer()] * 4


# --- cards and suits ---------------------------------------------------------------------------


@pytest.mark.parametrize("card, text", [
    ("TD", "10♦"), ("9C", "9♣"), ("JH", "J♥"), ("QS", "Q♠"), ("KD", "K♦"), ("AC", "A♣"), ("TS", "10♠"),
])
def test_card_text(card, text):
    assert card_text(card) == text


def test_card_text_is_distinct_for_all_24_cards():
    texts = [card_text(c) for c in PACK]
    assert len(set(texts)) == 24
    assert all(t[-1] in "♣♦♥♠" for t in texts)


def test_suit_seat_and_team_names():
    assert [suit_text(s) for s in "CDHS"] == ["Clubs ♣", "Diamonds ♦", "Hearts ♥", "Spades ♠"]
    assert [seat_name(s) for s in range(4)] == ["You", "West", "North", "East"]
    assert team_name(0) == "You & North" and team_name(1) == "West & East"


# --- button labels ------------------------------------------------------------------------------


@pytest.mark.parametrize("action, seat, dealer, label", [
    ("pass", 0, 0, "Pass"),
    ("pass", 0, 3, "Pass"),
    ("order", 0, 0, "Pick up"),                      # the dealer picks the card up
    ("order alone", 0, 0, "Pick up and go alone"),
    ("order", 0, 3, "Order up"),                     # anyone else orders it up
    ("order alone", 0, 3, "Order up and go alone"),
    ("order alone", 0, 2, "Order up and go alone"),  # the dealer's partner (house rule 2)
    ("call C", 0, 1, "Clubs ♣"),
    ("call D", 0, 1, "Diamonds ♦"),
    ("call H", 0, 0, "Hearts ♥"),
    ("call S alone", 0, 3, "Spades ♠, alone"),
    ("call D alone", 0, 0, "Diamonds ♦, alone"),
    ("discard 9C", 0, 0, "Discard nine of clubs"),
    ("discard TD", 0, 0, "Discard ten of diamonds"),
    ("play JH", 0, 2, "Play jack of hearts"),
    ("play AS", 0, 1, "Play ace of spades"),
])
def test_action_label(action, seat, dealer, label):
    assert action_label(action, seat=seat, dealer=dealer) == label


def test_every_action_kind_has_a_label():
    for action in euchre.ACTIONS:
        for dealer in range(4):
            label = action_label(action, seat=0, dealer=dealer)
            assert label and label[0].isupper(), (action, label)
            kind, arg, alone = euchre.ACTIONS[action]
            if kind == "call":
                assert suit_text(arg) in label and (", alone" in label) == alone
            if kind in ("play", "discard"):
                assert card_name(arg) in label
            if kind == "order":
                assert ("go alone" in label) == alone
                assert label.startswith("Pick up" if dealer == 0 else "Order up")


def test_the_persons_buttons_at_every_decision_are_distinct():
    rng = random.Random(9)
    for number in range(300):
        rules = (TOURNAMENT, STANDARD)[number % 2]
        state = euchre.deal(rules, number % 4, rng)
        while not state.is_over:
            labels = [action_label(a, seat=state.to_act, dealer=state.dealer) for a in state.legal_actions()]
            assert len(set(labels)) == len(labels), (state.legal_actions(), labels)
            state = state.apply(rng.choice(state.legal_actions()))


# --- whose turn ------------------------------------------------------------------------------------

# Seat 0 is the person. Dealer 3 lets the person speak first; dealer 0 makes the person the dealer.
HANDS = ["JH AH 9C TC QS",
         "9D TD QD KD AD",
         "9S TS KS AS QC",
         "TH QH JD KC AC"]


def fresh(dealer, rules=TOURNAMENT, upcard="9H"):
    return deal_with(HANDS, upcard, dealer=dealer, rules=rules)


def test_turn_text_round_one():
    state = fresh(dealer=3)
    assert state.to_act == 0
    assert turn_text(state) == "Your turn: order up the nine of hearts or pass."
    state = state.apply("pass")
    assert turn_text(state) == "West's turn: order up the nine of hearts or pass."
    assert turn_text(state.apply("pass")) == "North's turn: order up the nine of hearts or pass."
    assert turn_text(fresh(dealer=0)) == "West's turn: order up the nine of hearts or pass."
    assert turn_text(fresh(dealer=2)) == "East's turn: order up the nine of hearts or pass."


def test_turn_text_round_two():
    state = play(fresh(dealer=3), ["pass"] * 4)
    assert state.phase is Phase.BID_SUIT and state.to_act == 0
    assert turn_text(state) == "Your turn: name trump or pass."
    assert turn_text(state.apply("pass")) == "West's turn: name trump or pass."


def test_turn_text_stick_the_dealer_when_the_person_deals():
    state = play(fresh(dealer=0), ["pass"] * 7)
    assert state.to_act == 0 and "pass" not in state.legal_actions()
    assert turn_text(state) == "Your turn: name trump."  # short, beside Undo on a phone
    turned = SUIT_NAMES[state.upcard[1]]
    assert house_rule_note(state) == ("Stick the dealer (house rule 4): everyone passed, so you must name "
                                      f"trump, any suit but {turned} {SUIT_SYMBOLS[state.upcard[1]]}.")
    assert turn_text(play(fresh(dealer=1), ["pass"] * 7)) == "Stick the dealer: West must name trump."


def test_turn_text_dealer_in_round_two_without_stick_the_dealer_may_pass():
    state = play(fresh(dealer=0, rules=STANDARD), ["pass"] * 7)
    assert state.to_act == 0 and "pass" in state.legal_actions()
    assert turn_text(state) == "Your turn: name trump or pass."


def test_turn_text_for_a_stuck_computer_dealer_does_not_mention_passing():
    state = play(fresh(dealer=2), ["pass"] * 7)
    assert state.to_act == 2 and "pass" not in state.legal_actions()
    assert "pass" not in turn_text(state)


def test_turn_text_for_the_dealer_says_pick_up():
    state = play(fresh(dealer=0), ["pass", "pass", "pass"])
    assert state.to_act == 0 and "order" in state.legal_actions()
    assert turn_text(state) == "Your turn: pick up the nine of hearts or pass."


def test_turn_text_for_a_dealer_without_a_natural_explains_the_lone_pass():
    # The seed's own example: the jack of diamonds turned, the dealer holds the jack of hearts
    # and no diamond.
    hands = ["JH AC 9C TC QS", "9D TD QD KD AD", "9S TS KS AS QC", "TH QH 9H KC KH"]
    state = play(deal_with(hands, "JD", dealer=0), ["pass", "pass", "pass"])
    assert state.to_act == 0 and state.legal_actions() == ["pass"]
    assert turn_text(state) == ("You must pass: the dealer needs a diamond to pick up, and your J♥ is not one "
                                "until trump is made (house rule 3).")
    assert event_text(state, state.apply("pass"), 0, "pass") == (
        "You passed: the dealer needs a diamond to pick up, and your J♥ is not one until trump is made "
        "(house rule 3).")


def test_a_forced_pass_is_one_short_sentence_true_for_the_cards_held():
    """Without the other jack the sentence does not name it; with house rule 1 off, a seat that is
    not the dealer is told what ordering up needs. One sentence, no brackets inside brackets."""
    no_jack = ["9H AC 9C TC QS", "9D TD QD KD AD", "9S TS KS AS QC", "TH QH JH KC KH"]
    state = play(deal_with(no_jack, "JD", dealer=0), ["pass", "pass", "pass"])
    assert state.legal_actions() == ["pass"]
    assert turn_text(state) == "You must pass: the dealer needs a diamond to pick up, and you hold none (house rule 3)."
    off = Rules().replace(order_without_trump=False)
    state = deal_with(["9H AC 9C TC QS", "9D TD QD KD AD", "9S TS KS AS QC", "TH QH JH KC KH"], "JD",
                      dealer=3, rules=off)
    assert state.to_act == 0 and state.legal_actions() == ["pass"]
    assert turn_text(state) == ("You must pass: ordering up needs a diamond or the J♥, and you hold neither "
                                "(house rule 1 is off).")
    for text in (turn_text(state),):
        assert text.count(".") == 1 and text.count("(") <= 1


def test_turn_text_discard_and_play():
    state = play(fresh(dealer=0), ["order"])             # West orders up; the person deals
    assert state.phase is Phase.DISCARD and state.to_act == 0
    assert turn_text(state) == "Your turn: discard a card."
    state = state.apply("discard QS")
    assert state.phase is Phase.PLAY and state.to_act == 1
    assert turn_text(state) == "West's turn to play."
    state = state.apply(f"play {state.hands[1][0]}")
    assert turn_text(state) == "North's turn to play."
    state = state.apply(state.legal_actions()[0])
    assert turn_text(state) == "East's turn to play."
    state = state.apply(state.legal_actions()[0])
    assert turn_text(state) == "Your turn to play."

    other = play(fresh(dealer=1), ["order"])              # North orders; West deals
    assert other.to_act == 1 and other.phase is Phase.DISCARD
    assert turn_text(other) == "West is discarding."


def test_turn_text_when_the_hand_is_over():
    end = play_hand(fresh(dealer=3), AI)
    assert turn_text(end) == "The hand is over."
    thrown = play(fresh(dealer=3, rules=STANDARD), ["pass"] * 8)
    assert turn_text(thrown) == "The hand is over."


# --- hand summaries -----------------------------------------------------------------------------

# The person (seat 0) holds the five top hearts; dealer 3, so the person speaks first.
TOP_HEARTS = ["JH JD AH KH QH", "9C TC JC QC KC", "AC 9D TD QD KD", "AD 9S TS JS QS"]


def played(hands, upcard, dealer, actions, rules=TOURNAMENT):
    return play_hand(play(deal_with(hands, upcard, dealer=dealer, rules=rules), actions), AI)


def test_summary_lone_march():
    end = played(TOP_HEARTS, "9H", 3, ["order alone"])
    assert end.points == (4, 0) and end.tricks_won == (5, 0)
    assert hand_summary(end) == ("You ordered up hearts ♥, alone and took 5 tricks (a march): "
                                 "4 points to You & North.")


def test_summary_march_with_partner():
    end = played(TOP_HEARTS, "9H", 3, ["order"])
    assert end.points == (2, 0) and end.tricks_won == (5, 0)
    assert hand_summary(end) == "You ordered up hearts ♥ and took 5 tricks (a march): 2 points to You & North."


def test_summary_made():
    # Three top trumps make three tricks; West holds the black aces behind two low cards.
    end = played(["JH JD AH 9C 9S", "AC KC QC AS KS", "9D TD QD KD AD", "TC JC TS QS JS"], "9H", 3, ["order"])
    assert end.points == (1, 0) and end.tricks_won == (3, 2)
    assert hand_summary(end) == "You ordered up hearts ♥ and took 3 tricks: 1 point to You & North."


def test_summary_euchred():
    # West orders up into the dealer (the person), who holds the top four hearts.
    end = played(["JH JD AH KH QD", "9C TC 9S TS KD", "AC JC QC KC AD", "QS KS AS JS 9D"], "9H", 0, ["order"])
    assert end.points == (2, 0) and end.tricks_won[1] <= 2
    tricks = end.tricks_won[1]
    assert hand_summary(end) == (f"West ordered up hearts ♥ and took {tricks} trick{'s' if tricks != 1 else ''}: "
                                 f"euchred! 2 points to You & North.")


def test_summary_opponents_make_it_in_round_two():
    # Hearts turned down; East names spades holding the top five.
    end = played(["9C TC QC KC AC", "9D TD QD KD AD", "AH KH QH 9H 9S", "JS JC AS KS QS"],
                 "TH", 0, ["pass"] * 4 + ["pass", "pass", "call S alone"])
    assert end.contract.maker == 3 and end.contract.alone
    assert end.points == (0, 4)
    assert hand_summary(end) == "East called spades ♠, alone and took 5 tricks (a march): 4 points to West & East."


def test_summary_dealer_picks_up():
    end = played(TOP_HEARTS[1:] + TOP_HEARTS[:1], "9H", 3, ["pass", "pass", "pass", "order"])
    assert end.contract.maker == 3 and not end.contract.alone
    assert hand_summary(end).startswith("East picked up hearts ♥ and took ")


def test_summary_thrown_in():
    end = play(fresh(dealer=3, rules=STANDARD), ["pass"] * 8)
    assert end.thrown_in and end.points == (0, 0)
    assert hand_summary(end) == "Everyone passed twice: the hand is thrown in and nobody scores."


SUMMARY = re.compile(r"^(You|West|North|East) (ordered up|picked up|called) (clubs|diamonds|hearts|spades) "
                     r"[♣♦♥♠](, alone)? and took (\d) tricks?( \(a march\))?: (euchred! )?(\d) points? to "
                     r"(You & North|West & East)\.$")


class _Passer:
    """Passes whenever it may, else takes the first legal action."""

    def choose(self, view):
        return "pass" if "pass" in view.legal_actions else view.legal_actions[0]


PASSER = _Passer()


def test_summary_agrees_with_the_points_in_random_hands():
    rng = random.Random(77)
    seen = set()
    for number in range(1500):
        rules = (TOURNAMENT, STANDARD)[number % 2]
        state = euchre.deal(rules, number % 4, rng)
        players = AI if number % 3 else [RuleBasedPlayer(), euchre.ai.RandomPlayer(rng)] * 2
        if number % 100 == 1:
            players = [PASSER] * 4  # under the standard rules, everyone passing twice throws the hand in
        end = play_hand(state, players)
        text = hand_summary(end)
        if end.thrown_in:
            assert "nobody scores" in text
            seen.add("thrown in")
            continue
        match = SUMMARY.match(text)
        assert match, text
        who, how, suit, alone, tricks, march, euchred, points, team = match.groups()
        contract = end.contract
        assert who == seat_name(contract.maker)
        assert suit == euchre.cards.SUIT_NAMES[contract.trump]
        assert bool(alone) == contract.alone
        assert how == ("called" if not contract.ordered_up else
                       "picked up" if contract.maker == end.dealer else "ordered up")
        makers = contract.makers
        assert int(tricks) == end.tricks_won[makers]
        assert bool(march) == (end.tricks_won[makers] == 5)
        scoring = 0 if end.points[0] > 0 else 1
        assert end.points[1 - scoring] == 0
        assert int(points) == end.points[scoring]
        assert team == team_name(scoring)
        assert bool(euchred) == (scoring != makers)
        seen.add("euchred" if euchred else "lone march" if march and alone else "march" if march else "made")
    assert seen == {"thrown in", "euchred", "lone march", "march", "made"}


def test_contract_text():
    assert contract_text(euchre.Contract("H", 1, False, True), dealer=0) == "West ordered up hearts ♥"
    assert contract_text(euchre.Contract("H", 0, False, True), dealer=0) == "You picked up hearts ♥"
    assert contract_text(euchre.Contract("S", 2, True, True), dealer=0) == "North ordered up spades ♠, alone"
    assert contract_text(euchre.Contract("C", 3, True, False), dealer=3) == "East called clubs ♣, alone"


# --- sorting a hand -------------------------------------------------------------------------------


@pytest.mark.parametrize("cards, trump, expected", [
    # Trump first, the left bower right after the right, then black, red, black.
    (["9D", "JD", "AS", "JH", "KC", "QH"], "H", ["JH", "JD", "QH", "AS", "9D", "KC"]),
    (["9D", "JD", "AS", "JH", "KC", "QH"], "D", ["JD", "JH", "9D", "AS", "QH", "KC"]),
    (["JS", "9C", "JC", "AC", "TH", "KD"], "C", ["JC", "JS", "AC", "9C", "TH", "KD"]),
    # A black trump: red, black, red after it.
    (["9D", "JD", "AS", "JH", "KC", "QH"], "S", ["AS", "QH", "JH", "KC", "JD", "9D"]),
    # No trump yet (bidding): jacks are ordinary cards, colours still alternate.
    (["9D", "TD", "AS", "9H", "KC"], None, ["AS", "9H", "KC", "TD", "9D"]),
    (["QH", "JH", "AH", "KH", "9H"], None, ["AH", "KH", "QH", "JH", "9H"]),
])
def test_sort_hand_examples(cards, trump, expected):
    assert sort_hand(cards, trump) == expected


def _colour(suit):
    return "red" if suit in RED else "black"


def test_sort_hand_on_random_hands():
    rng = random.Random(4)
    for _ in range(3000):
        size = rng.randint(1, 6)
        cards = rng.sample(PACK, size)
        trump = rng.choice([None, "C", "D", "H", "S"])
        result = sort_hand(cards, trump)
        assert sorted(result) == sorted(cards)
        effective = EFFECTIVE_SUIT[trump]
        groups = [k for k, _ in itertools.groupby(result, key=lambda c: effective[c])]
        assert len(groups) == len(set(groups)), f"a suit split in two: {result}"
        if trump is not None and trump in groups:
            assert groups[0] == trump, result
            trumps = [c for c in result if effective[c] == trump]
            assert trumps == sorted(trumps, key=lambda c: -POWER[trump][trump][c])
        for suit in groups:
            cards_of = [c for c in result if effective[c] == suit]
            if suit != trump:
                assert cards_of == sorted(cards_of, key=lambda c: -"9TJQKA".index(c[0])), result
        # Once trump is made, the other suits alternate colour as well as the suits held
        # allow, starting with the colour opposite trump's (held or not).
        if trump is not None:
            seq = [trump] + [g for g in groups if g != trump]
            clashes = sum(_colour(a) == _colour(b) for a, b in zip(seq, seq[1:]))
            assert clashes == min_clashes(trump, seq[1:]), (cards, trump, result)


def min_clashes(trump, suits):
    """The fewest same-colour neighbours any order of ``suits`` (after ``trump``, if any) can have."""
    best = None
    for order in itertools.permutations(suits):
        seq = [trump, *order] if trump else list(order)
        clashes = sum(_colour(a) == _colour(b) for a, b in zip(seq, seq[1:]))
        best = clashes if best is None else min(best, clashes)
    return best


def test_sort_hand_without_trump_groups_suits_and_sorts_high_to_low():
    rng = random.Random(5)
    for _ in range(2000):
        cards = rng.sample(PACK, rng.randint(1, 6))
        result = sort_hand(cards, None)
        assert sorted(result) == sorted(cards)
        groups = [k for k, _ in itertools.groupby(result, key=lambda c: c[1])]
        assert len(groups) == len(set(groups)), result
        for suit in groups:
            of_suit = [c for c in result if c[1] == suit]
            assert of_suit == sorted(of_suit, key=lambda c: -"9TJQKA".index(c[0])), result
        clashes = sum(_colour(a) == _colour(b) for a, b in zip(groups, groups[1:]))
        assert clashes == min_clashes(None, groups), result


def test_sort_hand_without_trump_alternates_two_black_suits_around_the_red_one():
    result = sort_hand(["9S", "TD", "KD", "TC"], None)
    suits = [c[1] for c in result]
    groups = [k for k, _ in itertools.groupby(suits)]
    assert groups in (["S", "D", "C"], ["C", "D", "S"]), result


def test_sort_hand_left_bower_goes_with_trump_not_its_printed_suit():
    for trump, right, left in [("H", "JH", "JD"), ("D", "JD", "JH"), ("C", "JC", "JS"), ("S", "JS", "JC")]:
        others = [c for c in PACK if c[1] == left[1] and c != left][:3]
        result = sort_hand(others + [left, right], trump)
        assert result[:2] == [right, left]
        assert result[2:] == sorted(others, key=lambda c: -"9TJQKA".index(c[0]))
