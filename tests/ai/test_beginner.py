"""The beginner: always legal, and a novice's simple habits in named situations.

Unless a test says otherwise seat 0 deals, so seat 1 speaks and leads first and seat 2
is the dealer's partner.
"""

from __future__ import annotations

import random

import pytest

import euchre
from euchre import Phase, Rules
from euchre.ai import computer_player
from euchre.ai.beginner import BeginnerPlayer
from euchre.ai import RandomPlayer, play_hand
from euchre.ai.standard import RuleBasedPlayer

from tests.helpers import deal_with, play

TOURNAMENT = Rules.tournament()
STANDARD = Rules.standard()
ALL_RULE_MIXES = [Rules(**dict(zip(Rules.names(), bits)))
                  for bits in [(a, b, c, d) for a in (False, True) for b in (False, True)
                               for c in (False, True) for d in (False, True)]]


def decide(state, seed=0):
    """What a beginner seated at the seat to act does now."""
    action = BeginnerPlayer(random.Random(seed)).choose(state.view(state.to_act))
    assert action in state.legal_actions(), f"{action!r} is not legal in {state.legal_actions()}"
    return action


# --- legality -----------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [TOURNAMENT, STANDARD], ids=["tournament", "standard"])
def test_only_ever_returns_a_legal_action(rules):
    rng = random.Random(11)
    beginners = [BeginnerPlayer(random.Random(seat)) for seat in range(4)]
    mixed = [beginners[0], RuleBasedPlayer(random.Random(1)), beginners[2], RandomPlayer(random.Random(3))]
    decisions = 0
    for number in range(600):
        # apply(action, seat) raises on anything illegal or out of turn.
        end = play_hand(euchre.deal(rules, number % 4, rng), beginners if number % 2 else mixed)
        assert end.is_over
        decisions += len(end.history)
    assert decisions > 600 * 15


def test_legal_under_every_rule_mix():
    for index, rules in enumerate(ALL_RULE_MIXES):
        rng = random.Random(200 + index)
        players = [BeginnerPlayer(random.Random(seat)) for seat in range(4)]
        for number in range(60):
            assert play_hand(euchre.deal(rules, number % 4, rng), players).is_over


def test_the_seed_matters_and_repeats():
    def actions(seed):
        rng = random.Random(5)
        players = [computer_player("beginner", seed=seed) for _ in range(4)]
        return [play_hand(euchre.deal(TOURNAMENT, n % 4, rng), players).actions for n in range(200)]

    assert actions(1) == actions(1)
    assert actions(1) != actions(2)


# --- bidding ------------------------------------------------------------------------------


def test_orders_up_with_three_trumps_counting_the_left_bower():
    state = deal_with(["9D TD QD KD AD",
                       "JH JD AH 9C TS",    # seat 1: right, left and ace of hearts
                       "9S QS KS AS QC",
                       "TH QH KH KC AC"], "9H")
    assert decide(state) == "order"


@pytest.mark.parametrize("hands, upcard, bid", [
    # Seat 1's three small hearts: a careful player would not hand the dealer the turned right bower for them.
    (["9D TD QD KD AD", "9H TH QH 9C TS", "9S QS KS AS QC", "AH KH JD KC AC"], "JH", "order"),
    (["9D TD QD KD AD", "JH TH 9C TC QS", "9S JS KS AS QC", "AH QH KH KC AC"], "9H", "pass"),
], ids=["orders up three small trumps without a thought for the dealer", "passes two trumps without an ace"])
def test_bids_by_its_count_of_trumps(hands, upcard, bid):
    assert decide(deal_with(hands, upcard)) == bid


def test_two_trumps_and_an_off_ace_is_a_coin_it_sometimes_calls():
    state = deal_with(["9D TD QD KD AD",
                       "JH TH AC 9S TS",    # seat 1: two hearts and the ace of clubs
                       "QS JS KS AS QC",
                       "AH QH KH KC 9C"], "9H")
    choices = {decide(state, seed) for seed in range(60)}
    assert choices == {"order", "pass"}


def test_dealer_counts_the_card_it_picks_up():
    state = deal_with(["TH QH 9C TC QS",    # seat 0, the dealer: two hearts, three with the turned nine
                       "9D TD QD KD AD",
                       "9S JS KS AS QC",
                       "AH JH KH KC AC"], "9H")
    state = play(state, ["pass"] * 3)
    assert state.to_act == 0
    assert decide(state) == "order"


def test_goes_alone_only_with_five_trumps():
    five = deal_with(["9D TD QD KD AD",
                      "JH JD AH KH QH",
                      "9S QS KS AS QC",
                      "TH JS TS KC AC"], "9H")
    assert decide(five) == "order alone"
    four_and_an_ace = deal_with(["9D TD QD KD AD",
                                 "JH JD AH KH AC",
                                 "9S QS KS AS QC",
                                 "TH QH TS KC JS"], "9H")
    assert decide(four_and_an_ace) == "order"


def test_calls_its_longest_suit_in_round_two():
    state = deal_with(["9D TD QD KD AD",
                       "JS JC AS 9H TH",    # seat 1: three spades counting the left bower
                       "QS KS 9S QH KH",
                       "AH JH TS KC AC"], "9C")
    state = play(state, ["pass"] * 4)
    assert state.phase is Phase.BID_SUIT and state.to_act == 1
    assert decide(state) == "call S"


def test_stuck_dealer_names_its_longest_suit():
    state = deal_with(["9S TS 9H TC QC",    # seat 0, the dealer: clubs turned down; two spades
                       "9D TD QD KD AD",
                       "JS QS KS AS QH",
                       "AH JH TH KC AC"], "9C")
    state = play(state, ["pass"] * 7)
    assert state.to_act == 0 and "pass" not in state.legal_actions()
    assert decide(state) == "call S"


def test_dealer_discards_its_lowest_card_outside_trump():
    # It keeps the singleton king of spades a careful player would throw to make a void.
    state = deal_with(["TH QH AC 9C KS",    # seat 0, the dealer
                       "9D TD QD KD AD",
                       "9S JS QS AS QC",
                       "AH JH KH KC TC"], "9H")
    state = play(state, ["order"])
    assert state.phase is Phase.DISCARD
    assert decide(state) == "discard 9C"


# --- play ---------------------------------------------------------------------------------

# Diamonds turned down; seat 1 names hearts and leads. Seat 3 is void in clubs.
PLAY_DEAL = ["KC QC AH KH TS",              # seat 0, the dealer
             "JH JD AC KS 9S",              # seat 1: right and left bowers, the ace of clubs
             "9C TC JS QS AD",              # seat 2
             "QH TH AS QD KD"]              # seat 3


def hearts_trump():
    state = play(deal_with(PLAY_DEAL, "9D"), ["pass"] * 4 + ["call H"])
    assert state.phase is Phase.PLAY and state.to_act == 1
    return state


def test_leads_an_ace_not_trump():
    assert decide(hearts_trump()) == "play AC"


def test_trumps_its_partners_winning_ace():
    state = play(hearts_trump(), ["play AC", "play 9C"])
    assert state.to_act == 3
    assert decide(state) == "play TH"       # the lowest trump that wins, over partner's ace


def test_follows_with_its_highest_card_when_it_can_win():
    state = play(hearts_trump(), ["play 9S"])
    assert decide(state) == "play QS"       # the queen, though the jack would do


def test_follows_with_its_lowest_card_when_it_cannot_win():
    state = play(hearts_trump(), ["play KS"])
    assert decide(state) == "play JS"


def test_throws_its_lowest_card_when_void_without_trump():
    state = play(hearts_trump(), ["play JH"])
    assert state.to_act == 2
    assert decide(state) == "play 9C"


def test_leads_its_highest_card_without_an_ace():
    state = play(hearts_trump(), ["play AC", "play 9C", "play TH", "play KC"])
    assert state.to_act == 3                # took the trick: AS is its only ace
    assert decide(state) == "play AS"
    state = play(state, ["play AS", "play TS", "play KS", "play QS"])
    assert decide(state) == "play KD"       # no ace left: the king, not the queen of trump
