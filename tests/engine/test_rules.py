"""One test per rule and ruling of docs/RULES.md, on hand-built deals so each situation is exact.

Seats are 0-3 clockwise; unless a test says otherwise seat 0 deals, so seat 1 speaks
and leads first and seat 2 is the dealer's partner.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import euchre
from euchre import IllegalActionError, Phase, Rules
from euchre.scoring import hand_points, makers_points, renege_points

from tests.helpers import deal_with, play, play_out, rotate

TOURNAMENT = Rules.tournament()
STANDARD = Rules.standard()

ROUND_ONE_ALL = {"pass", "order", "order alone"}


def calls_except(turned):
    return {f"call {s}{alone}" for s in "CDHS" if s != turned for alone in ("", " alone")}


# --- deals -----------------------------------------------------------------------------

# The seed's example of house rule 3: the jack of diamonds is turned, the dealer (seat 0)
# holds the jack of hearts and no diamond.
JD_TURNED = dict(
    hands=["JH AH KH AC KC",   # seat 0, dealer: no diamonds, holds the other red jack
           "9D TD QH 9S TS",   # seat 1
           "QD KD 9C TC QC",   # seat 2, dealer's partner
           "AD JS QS KS AS"],  # seat 3
    upcard="JD")

# The same, with a queen turned (house rule 3 is not only about jacks).
QD_TURNED = dict(
    hands=["JH AH KH AC KC",
           "9D TD QH 9S TS",
           "JD KD 9C TC QC",
           "AD JS QS KS AS"],
    upcard="QD")

# The dealer holds a natural diamond (9D) besides the jack of hearts.
JD_TURNED_DEALER_NATURAL = dict(
    hands=["JH AH KH AC 9D",
           "KC TD QH 9S TS",
           "QD KD 9C TC QC",
           "AD JS QS KS AS"],
    upcard="JD")

# Nine of diamonds turned. Seat 1 has no diamond and not the jack of hearts; seat 2 has
# no natural diamond but holds the jack of hearts (the left bower if diamonds are trump).
NINE_D_TURNED = dict(
    hands=["JD AH TH 9H 9S",   # seat 0, dealer: a natural diamond
           "AC KC QC AS KS",   # seat 1: nothing that could be trump
           "JH QH KH 9C TC",   # seat 2: only the would-be left bower
           "TD QD KD AD JC"],  # seat 3: naturals
    upcard="9D")


def new(spec, rules=TOURNAMENT, dealer=0):
    return deal_with(spec["hands"], spec["upcard"], dealer=dealer, rules=rules)


def legal(state):
    return set(state.legal_actions())


# --- house rule 1: ordering up without a trump ------------------------------------------


def test_rule1_tournament_non_dealer_without_turned_suit_may_order():
    state = new(NINE_D_TURNED)
    assert state.to_act == 1
    assert not any(c[1] == "D" or c == "JH" for c in state.hands[1])
    assert legal(state) == ROUND_ONE_ALL
    after = state.apply("order")
    assert after.contract == euchre.Contract("D", 1, False, True)


def test_rule1_off_non_dealer_without_trump_may_only_pass():
    rules = TOURNAMENT.replace(order_without_trump=False)
    state = new(NINE_D_TURNED, rules)
    assert state.legal_actions() == ["pass"]
    for action in ("order", "order alone"):
        with pytest.raises(IllegalActionError, match="trump"):
            state.apply(action)


def test_rule1_off_left_bower_counts_as_trump_for_ordering():
    # Seat 2 holds no natural diamond, only the jack of hearts: that is enough.
    rules = STANDARD.replace(order_without_trump=False)
    state = new(NINE_D_TURNED, rules).apply("pass")
    assert state.to_act == 2
    assert legal(state) == ROUND_ONE_ALL
    # With house rule 2 also on, the partner may order, but only alone.
    rules = TOURNAMENT.replace(order_without_trump=False)
    state = new(NINE_D_TURNED, rules).apply("pass")
    assert legal(state) == {"pass", "order alone"}


def test_rule1_off_player_with_a_natural_may_order():
    rules = TOURNAMENT.replace(order_without_trump=False)
    state = play(new(NINE_D_TURNED, rules), ["pass", "pass"])
    assert state.to_act == 3
    assert legal(state) == ROUND_ONE_ALL


# --- house rule 2: ordering up your partner means going alone ----------------------------


def test_rule2_dealers_partner_may_only_pass_or_order_alone():
    state = new(NINE_D_TURNED).apply("pass")
    assert state.to_act == 2
    assert sorted(state.legal_actions()) == ["order alone", "pass"]


def test_rule2_plain_order_by_dealers_partner_is_refused_citing_the_rule():
    state = new(NINE_D_TURNED).apply("pass")
    with pytest.raises(IllegalActionError) as caught:
        state.apply("order")
    message = str(caught.value)
    assert "house rule 2" in message
    assert "'order'" in message and "seat 2" in message


def test_rule2_dealer_sits_out_and_does_not_pick_up():
    before = new(NINE_D_TURNED).apply("pass")
    state = before.apply("order alone")
    assert state.contract == euchre.Contract("D", 2, True, True)
    assert state.sitting_out == 0
    # No discard phase: straight to play, the dealer's hand untouched.
    assert state.phase is Phase.PLAY
    assert state.hands[0] == before.hands[0]
    assert "9D" not in state.hands[0]
    assert state.discard is None
    assert not state.view(1).upcard_taken
    # The opening lead is left of the dealer.
    assert state.to_act == 1


def test_rule2_lone_hand_tricks_have_three_cards_without_the_dealer():
    state = new(NINE_D_TURNED).apply("pass").apply("order alone")
    for seed in range(5):
        rng = random.Random(seed)
        s = state
        while not s.is_over:
            assert s.to_act != 0
            s = s.apply(rng.choice(s.legal_actions()))
        assert len(s.tricks) == 5
        for trick in s.tricks:
            assert len(trick.plays) == 3
            assert 0 not in [seat for seat, _ in trick.plays]
        assert s.hands[0] == state.hands[0]  # the dealer never played a card


def test_rule2_off_dealers_partner_may_order_with_partner_and_dealer_picks_up():
    state = new(NINE_D_TURNED, STANDARD).apply("pass")
    assert legal(state) == ROUND_ONE_ALL
    ordered = state.apply("order")
    assert ordered.contract == euchre.Contract("D", 2, False, True)
    assert ordered.phase is Phase.DISCARD
    assert ordered.to_act == 0
    assert sorted(ordered.hands[0]) == sorted(["JD", "AH", "TH", "9H", "9S", "9D"])
    assert legal(ordered) == {"discard JD", "discard AH", "discard TH", "discard 9H", "discard 9S"}
    done = ordered.apply("discard 9S")
    assert sorted(done.hands[0]) == sorted(["JD", "AH", "TH", "9H", "9D"])
    assert done.discard == "9S"
    assert done.phase is Phase.PLAY and done.to_act == 1
    assert done.sitting_out is None


def test_rule2_off_dealers_partner_choosing_alone_still_sits_the_dealer_out():
    state = new(NINE_D_TURNED, STANDARD).apply("pass").apply("order alone")
    assert state.phase is Phase.PLAY
    assert state.sitting_out == 0
    assert len(state.hands[0]) == 5 and "9D" not in state.hands[0]
    assert state.to_act == 1


# --- house rule 3: the dealer needs a natural ---------------------------------------------


def test_rule3_seed_example_jack_turned_dealer_with_other_red_jack_only_must_pass():
    state = play(new(JD_TURNED), ["pass", "pass", "pass"])
    assert state.to_act == 0 == state.dealer
    assert state.legal_actions() == ["pass"]
    for action in ("order", "order alone"):
        with pytest.raises(IllegalActionError) as caught:
            state.apply(action)
        message = str(caught.value)
        assert "house rule 3" in message
        assert "natural" in message
        assert "seat 0" in message and repr(action) in message


def test_rule3_applies_to_non_jack_upcards_too():
    state = play(new(QD_TURNED), ["pass", "pass", "pass"])
    assert state.legal_actions() == ["pass"]
    with pytest.raises(IllegalActionError, match="natural"):
        state.apply("order")


def test_rule3_dealer_with_a_natural_may_pick_up():
    state = play(new(JD_TURNED_DEALER_NATURAL), ["pass", "pass", "pass"])
    assert legal(state) == ROUND_ONE_ALL
    picked = state.apply("order")
    assert picked.phase is Phase.DISCARD
    assert "JD" in picked.hands[0]
    assert picked.contract == euchre.Contract("D", 0, False, True)


def test_rule3_off_dealer_may_pick_up_without_a_natural():
    rules = TOURNAMENT.replace(dealer_needs_natural=False)
    state = play(new(JD_TURNED, rules), ["pass", "pass", "pass"])
    assert legal(state) == ROUND_ONE_ALL
    picked = state.apply("order")
    assert picked.phase is Phase.DISCARD and picked.trump == "D"
    # Once diamonds are trump the jack of hearts is a diamond (the left bower).
    assert euchre.effective_suit("JH", picked.trump) == "D"
    assert STANDARD.dealer_needs_natural is False
    assert legal(play(new(JD_TURNED, STANDARD), ["pass", "pass", "pass"])) == ROUND_ONE_ALL


def test_rule3_does_not_restrict_other_players():
    # Only the dealer's own pick-up needs a natural: seat 1 may order the dealer up, and
    # the dealer then takes the queen though holding no natural diamond.
    state = new(QD_TURNED)
    assert legal(state) == ROUND_ONE_ALL
    ordered = state.apply("order")
    assert ordered.phase is Phase.DISCARD and "QD" in ordered.hands[0]


# --- house rule 4: stick the dealer ------------------------------------------------------


def test_rule4_round_two_dealer_must_name_a_suit_other_than_the_turned_one():
    state = play(new(JD_TURNED), ["pass"] * 4)
    assert state.phase is Phase.BID_SUIT and state.to_act == 1
    assert legal(state) == calls_except("D") | {"pass"}
    state = play(state, ["pass"] * 3)
    assert state.to_act == 0
    assert legal(state) == calls_except("D")
    assert "pass" not in state.legal_actions()
    with pytest.raises(IllegalActionError, match="house rule 4"):
        state.apply("pass")
    called = state.apply("call S")
    assert called.contract == euchre.Contract("S", 0, False, False)
    assert called.phase is Phase.PLAY and not called.is_over


def test_rule4_off_standard_passing_twice_throws_the_hand_in():
    state = new(JD_TURNED, STANDARD)
    state = play(state, ["pass"] * 7)
    assert state.to_act == 0 and "pass" in state.legal_actions()
    state = state.apply("pass")
    assert state.is_over and state.thrown_in
    assert state.phase is Phase.OVER
    assert state.points == (0, 0)
    assert state.to_act is None
    assert state.legal_actions() == []
    assert state.contract is None and state.tricks == ()
    assert state.winner is None


def test_tournament_hand_is_never_thrown_in():
    state = play(new(JD_TURNED), ["pass"] * 7)
    assert not state.is_over
    assert not any(play(state, [a]).thrown_in for a in state.legal_actions())


# --- the turned-down suit; the turned card is not the discard ------------------------------


@pytest.mark.parametrize("rules", [TOURNAMENT, STANDARD], ids=["tournament", "standard"])
def test_turned_down_suit_cannot_be_called_in_round_two(rules):
    state = play(new(JD_TURNED, rules), ["pass"] * 4)
    for _ in range(3):
        assert "call D" not in state.legal_actions() and "call D alone" not in state.legal_actions()
        for action in ("call D", "call D alone"):
            with pytest.raises(IllegalActionError, match="turned down"):
                state.apply(action)
        state = state.apply("pass")
    assert "call D" not in state.legal_actions()  # the dealer, too


def test_turned_card_cannot_be_the_discard():
    state = new(NINE_D_TURNED).apply("order")
    assert state.phase is Phase.DISCARD and state.to_act == 0
    assert "9D" in state.hands[0]
    assert legal(state) == {"discard " + c for c in ["JD", "AH", "TH", "9H", "9S"]}
    with pytest.raises(IllegalActionError, match="turned card"):
        state.apply("discard 9D")


def test_dealer_ordering_up_alone_picks_up_discards_and_partner_sits_out():
    state = play(new(JD_TURNED_DEALER_NATURAL), ["pass", "pass", "pass", "order alone"])
    assert state.phase is Phase.DISCARD and state.to_act == 0
    assert state.sitting_out == 2
    state = state.apply("discard AC")
    assert state.phase is Phase.PLAY and state.to_act == 1
    assert "JD" in state.hands[0] and "AC" not in state.hands[0]


# --- the pack, the deal and tricks ---------------------------------------------------------


def test_plain_suits_rank_ace_down_to_nine():
    from euchre.cards import POWER
    # Hearts trump, clubs led: clubs rank by Hoyle's plain order; a diamond (off suit) never wins.
    clubs = ["AC", "KC", "QC", "JC", "TC", "9C"]
    strength = [POWER["H"]["C"][c] for c in clubs]
    assert strength == sorted(strength, reverse=True) and len(set(strength)) == 6
    assert POWER["H"]["C"]["AD"] == 0
    # The jack of a plain suit of the other colour is just a jack, between queen and ten.
    spades = [POWER["H"]["S"][c] for c in ["AS", "KS", "QS", "JS", "TS", "9S"]]
    assert spades == sorted(spades, reverse=True)


@pytest.mark.parametrize("seed", range(5))
def test_deal_gives_five_cards_each_and_turns_one(seed):
    state = euchre.deal(TOURNAMENT, seed % 4, random.Random(seed))
    assert [len(h) for h in state.hands] == [5, 5, 5, 5]
    assert len(state.kitty) == 3
    cards = [c for h in state.hands for c in h] + [state.upcard, *state.kitty]
    assert sorted(cards) == sorted(euchre.PACK) and len(euchre.PACK) == 24
    assert {c[0] for c in euchre.PACK} == set("9TJQKA")
    assert state.to_act == (state.dealer + 1) % 4 and state.phase is Phase.BID_UPCARD


def test_trick_winner_leads_the_next_trick():
    for seed in range(20):
        state = euchre.deal(STANDARD, seed % 4, random.Random(seed))
        state = play_out(state, random.Random(seed))
        if state.thrown_in:
            continue
        for before, after in zip(state.tricks, state.tricks[1:]):
            assert after.leader == before.winner
            assert after.plays[0][0] == before.winner


def test_only_the_maker_may_go_alone():
    # After trump is made nobody is asked to bid again: no defender may go alone.
    for seed in range(30):
        state = euchre.deal(TOURNAMENT, seed % 4, random.Random(seed))
        rng = random.Random(seed)
        while not state.is_over:
            if state.contract is not None:
                assert all(not a.endswith("alone") for a in state.legal_actions())
            state = state.apply(rng.choice(state.legal_actions()))
        alone_bids = [(s, a) for s, a in state.history if a.endswith("alone")]
        assert len(alone_bids) <= 1
        if alone_bids:
            assert state.contract.alone and state.contract.maker == alone_bids[0][0]


# --- the left bower -----------------------------------------------------------------------

# Clubs turned and turned down; seat 1 names hearts in round two and leads.
# Hearts trump: JH right bower, JD left bower.
LEFT_BOWER_DEAL = dict(
    hands=["AD KD QD QS KS",   # seat 0, dealer: no trump
           "AH KH TH 9H AS",   # seat 1, maker
           "JD TD 9D AC KC",   # seat 2: the left bower and no other trump
           "QH JS TS 9S JC"],  # seat 3: one natural trump
    upcard="9C")

# Seat 2 holds the left bower and no natural diamond.
LEFT_NOT_A_DIAMOND = dict(
    hands=["KD JH TH 9H AC",
           "AD KS QS JS 9S",
           "JD AH KH QH AS",
           "TD 9D QD TC JC"],
    upcard="9C")

# Seat 2 holds the left bower and a natural diamond (TD).
LEFT_AND_A_DIAMOND = dict(
    hands=["KD JH TH 9H AC",
           "AD KS QS JS 9S",
           "JD AH KH QH TD",
           "AS 9D QD TC JC"],
    upcard="9C")

# Seat 1 leads the left bower.
LEFT_LED = dict(
    hands=["JH AH QH TH AC",
           "JD 9S TS JS QS",
           "KH AD KD QD TC",
           "AS KS 9D TD JC"],
    upcard="9C")

HEARTS_BY_SEAT_1 = ["pass"] * 4 + ["call H"]


def hearts(spec):
    state = play(new(spec), HEARTS_BY_SEAT_1)
    assert state.trump == "H" and state.to_act == 1 and state.phase is Phase.PLAY
    return state


def test_left_bower_must_be_played_when_trump_led_and_it_is_the_only_trump():
    state = hearts(LEFT_BOWER_DEAL).apply("play AH")
    assert state.to_act == 2
    assert state.legal_actions() == ["play JD"]
    for card in ("TD", "9D", "AC", "KC"):
        with pytest.raises(IllegalActionError, match="must follow"):
            state.apply("play " + card)


def test_left_bower_is_not_forced_to_follow_its_printed_suit():
    state = hearts(LEFT_NOT_A_DIAMOND).apply("play AD")
    # Seat 2 has no diamond (the jack of diamonds is a heart now): any card may be played.
    assert legal(state) == {"play " + c for c in ["JD", "AH", "KH", "QH", "AS"]}
    state = state.apply("play AS")
    assert legal(state) == {"play TD", "play 9D", "play QD"}


def test_left_bower_cannot_be_played_to_follow_its_printed_suit():
    state = hearts(LEFT_AND_A_DIAMOND).apply("play AD")
    # Diamonds led: seat 2 must play its natural diamond, and the left bower is not one.
    assert state.legal_actions() == ["play TD"]
    with pytest.raises(IllegalActionError, match="must follow"):
        state.apply("play JD")


def test_leading_the_left_bower_is_a_trump_lead():
    state = hearts(LEFT_LED).apply("play JD")
    # Seat 2 holds diamonds and one heart: it must follow hearts.
    assert state.legal_actions() == ["play KH"]
    state = state.apply("play KH")
    # Seat 3 holds diamonds but no heart: free to play anything.
    assert legal(state) == {"play " + c for c in ["AS", "KS", "9D", "TD", "JC"]}
    state = state.apply("play 9D")
    assert legal(state) == {"play JH", "play AH", "play QH", "play TH"}


def test_left_bower_beats_ace_of_trump():
    state = play(hearts(LEFT_LED), ["play JD", "play KH", "play 9D", "play AH"])
    assert state.tricks[0].winner == 1
    assert state.tricks_won == (0, 1)
    assert state.to_act == 1


def test_right_bower_beats_left_bower():
    state = play(hearts(LEFT_LED), ["play JD", "play KH", "play 9D", "play JH"])
    assert state.tricks[0].winner == 0
    assert state.tricks_won == (1, 0)
    assert state.to_act == 0


def test_trump_beats_higher_card_of_the_led_suit_and_off_suit_never_wins():
    state = hearts(LEFT_BOWER_DEAL)
    # Trick 1: AH led, JD (left) wins over AH and QH; seat 0 throws a spade.
    state = play(state, ["play AH", "play JD", "play QH", "play QS"])
    assert state.tricks[-1].winner == 2
    # Trick 2: seat 2 leads 9D; JC off-suit; AD follows; seat 1 trumps with 9H and wins.
    assert state.to_act == 2
    state = play(state, ["play 9D", "play JC", "play AD", "play 9H"])
    assert state.tricks[-1].winner == 1


# --- lone hands ---------------------------------------------------------------------------

# Relative to the dealer (offset 0 = dealer): offset 1 holds the top five hearts.
TOP_HEARTS = ["9C TC QC KC AC", "JH JD AH KH QH", "9D TD QD KD AD", "9S TS QS KS AS"]
TOP_HEARTS_UPCARD = "JC"


def top_hearts(dealer, rules=TOURNAMENT):
    return deal_with(rotate(TOP_HEARTS, dealer), TOP_HEARTS_UPCARD, dealer=dealer, rules=rules)


def play_out_watching(state, sitting_out, seed):
    rng = random.Random(seed)
    while not state.is_over:
        assert state.to_act != sitting_out
        assert state.to_act is not None
        state = state.apply(rng.choice(state.legal_actions()))
    assert len(state.tricks) == 5
    for trick in state.tricks:
        assert len(trick.plays) == 3
        assert sitting_out not in [seat for seat, _ in trick.plays]
    assert sitting_out not in [seat for seat, _ in state.history if _.startswith("play")]
    return state


@pytest.mark.parametrize("dealer", range(4))
def test_lone_maker_left_of_dealer_leads_partner_never_acts(dealer):
    maker = (dealer + 1) % 4
    state = play(top_hearts(dealer), ["pass"] * 4 + ["call H alone"])
    assert state.contract == euchre.Contract("H", maker, True, False)
    assert state.sitting_out == (maker + 2) % 4
    assert state.to_act == maker
    for seed in range(3):
        play_out_watching(state, (maker + 2) % 4, seed)


@pytest.mark.parametrize("dealer", range(4))
def test_when_left_of_dealer_sits_out_the_next_seat_leads(dealer):
    maker = (dealer + 3) % 4                     # right of the dealer goes alone
    state = play(top_hearts(dealer), ["pass"] * 4 + ["pass", "pass", "call S alone"])
    assert state.contract.maker == maker
    assert state.sitting_out == (dealer + 1) % 4
    assert state.to_act == (dealer + 2) % 4      # the seat after the one sitting out
    play_out_watching(state, (dealer + 1) % 4, 0)


@pytest.mark.parametrize("dealer", range(4))
def test_dealers_partner_alone_left_of_dealer_leads_dealer_never_acts(dealer):
    state = play(top_hearts(dealer), ["pass", "order alone"])
    assert state.sitting_out == dealer
    assert state.to_act == (dealer + 1) % 4
    play_out_watching(state, dealer, 1)


@pytest.mark.parametrize("dealer", range(4))
def test_dealer_alone_left_of_dealer_leads(dealer):
    state = play(top_hearts(dealer), ["pass", "pass", "pass", "order alone"])
    assert state.phase is Phase.DISCARD
    state = state.apply("discard 9C")
    assert state.sitting_out == (dealer + 2) % 4
    assert state.to_act == (dealer + 1) % 4
    play_out_watching(state, (dealer + 2) % 4, 2)


@pytest.mark.parametrize("dealer", range(4))
def test_lone_march_scores_four_to_the_makers(dealer):
    maker_team = (dealer + 1) % 2
    start = play(top_hearts(dealer), ["pass"] * 4 + ["call H alone"])
    for seed in range(3):
        end = play_out_watching(start, (dealer + 3) % 4, seed)
        expected = [0, 0]
        expected[maker_team] = 4
        assert end.tricks_won[maker_team] == 5
        assert end.points == tuple(expected)
        assert end.winner == maker_team


# --- scoring -------------------------------------------------------------------------------

# docs/RULES.md's table: (makers' tricks, alone) -> (makers' points, defenders' points)
TABLE = {
    (0, False): (0, 2), (1, False): (0, 2), (2, False): (0, 2),
    (3, False): (1, 0), (4, False): (1, 0), (5, False): (2, 0),
    (0, True): (0, 2), (1, True): (0, 2), (2, True): (0, 2),
    (3, True): (1, 0), (4, True): (1, 0), (5, True): (4, 0),
}


@pytest.mark.parametrize("tricks,alone", sorted(TABLE))
def test_makers_points_follow_the_table(tricks, alone):
    assert makers_points(tricks, alone) == TABLE[tricks, alone]


@pytest.mark.parametrize("tricks,alone", sorted(TABLE))
@pytest.mark.parametrize("makers", [0, 1])
def test_hand_points_put_the_makers_points_on_their_side(makers, tricks, alone):
    made, defended = TABLE[tricks, alone]
    expected = (made, defended) if makers == 0 else (defended, made)
    assert hand_points(makers, tricks, alone) == expected


def test_outcomes_are_exactly_the_table_plus_a_throw_in():
    expected = {(0, 0)}
    for (tricks, alone), (made, defended) in TABLE.items():
        expected |= {(made, defended), (defended, made)}
    assert euchre.OUTCOMES == expected
    assert euchre.OUTCOMES == {(0, 0), (1, 0), (0, 1), (2, 0), (0, 2), (4, 0), (0, 4)}


@pytest.mark.parametrize("offenders,alone,expected", [
    (0, False, (0, 2)), (1, False, (2, 0)), (0, True, (0, 4)), (1, True, (4, 0))])
def test_renege_points(offenders, alone, expected):
    assert renege_points(offenders, alone) == expected


@pytest.mark.parametrize("bad", [
    lambda: makers_points(6, False), lambda: makers_points(-1, False), lambda: makers_points(True, False),
    lambda: hand_points(2, 3, False), lambda: hand_points(True, 3, False), lambda: renege_points(2, False)])
def test_scoring_rejects_impossible_input(bad):
    with pytest.raises(ValueError):
        bad()


def test_played_hand_three_or_four_tricks_scores_one():
    state = hearts(LEFT_BOWER_DEAL)
    state = play(state, [
        "play AH", "play JD", "play QH", "play QS",   # seat 2 wins with the left bower
        "play 9D", "play JC", "play AD", "play 9H",   # seat 1 trumps
        "play KH", "play TD", "play JS", "play KS",   # seat 1: trump
        "play AS", "play AC", "play TS", "play KD",   # seat 1: ace of the suit led
        "play TH", "play KC", "play 9S", "play QD",   # seat 1: trump
    ])
    assert [t.winner for t in state.tricks] == [2, 1, 1, 1, 1]
    assert state.is_over
    assert state.tricks_won == (1, 4)
    assert state.points == (0, 1)


@pytest.mark.parametrize("dealer", [0, 1])
def test_played_hand_march_with_partner_scores_two(dealer):
    maker_team = (dealer + 1) % 2
    end = play_out(play(top_hearts(dealer), ["pass"] * 4 + ["call H"]), random.Random(dealer))
    assert end.tricks_won[maker_team] == 5
    assert end.points[maker_team] == 2 and end.points[1 - maker_team] == 0
    assert all(len(t.plays) == 4 for t in end.tricks)


# Seat 1 names spades alone holding no spade and only the lowest cards: it cannot win a trick.
HOPELESS_LONE = dict(
    hands=["TH QH KH AH JS",
           "9C TC 9D TD 9H",
           "AC KC QC AD KD",
           "9S TS QS KS AS"],
    upcard="JD")


@pytest.mark.parametrize("seed", range(3))
def test_played_hand_euchred_alone_gives_defenders_two(seed):
    state = play(new(HOPELESS_LONE), ["pass"] * 4 + ["call S alone"])
    assert state.sitting_out == 3 and state.to_act == 1
    end = play_out(state, random.Random(seed))
    assert end.tricks_won == (5, 0)
    assert end.points == (2, 0)


# --- a round --------------------------------------------------------------------------------


def play_round(rnd, rng):
    while not rnd.is_over:
        if rnd.hand.is_over:
            rnd = rnd.next_hand()
        else:
            rnd = rnd.apply(rng.choice(rnd.legal_actions()))
    return rnd


@pytest.mark.parametrize("seed", [1, 2, "tournament-7"])
def test_round_runs_eight_hands_each_seat_dealing_twice(seed):
    rnd = play_round(euchre.Round.start(seed=seed), random.Random(str(seed)))
    assert euchre.HANDS_PER_ROUND == 8
    assert len(rnd.hands) == 8 and rnd.hand_number == 8
    assert [h.dealer for h in rnd.hands] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert Counter(h.dealer for h in rnd.hands) == {0: 2, 1: 2, 2: 2, 3: 2}
    assert all(h.is_over for h in rnd.hands)
    a = sum(h.points[0] for h in rnd.hands)
    b = sum(h.points[1] for h in rnd.hands)
    assert rnd.team_scores == (a, b)
    assert rnd.seat_scores == (a, b, a, b)
    assert [r.points for r in rnd.results] == [h.points for h in rnd.hands]
    assert rnd.is_over


def test_round_first_dealer_rotation():
    rnd = play_round(euchre.Round.start(seed=3, first_dealer=2), random.Random(3))
    assert [h.dealer for h in rnd.hands] == [2, 3, 0, 1, 2, 3, 0, 1]


def test_round_same_seed_same_deals():
    a = euchre.Round.start(seed="abc")
    b = euchre.Round.start(seed="abc")
    assert a.hand.dealt == b.hand.dealt and a.hand.upcard == b.hand.upcard
    assert a.hand.dealt != euchre.Round.start(seed="abd").hand.dealt


def test_round_plays_all_eight_hands_whatever_the_score():
    # Every hand is a lone march by the player left of the dealer: 4 points a hand,
    # alternating sides, so both sides pass 10 points well before the end.
    rnd = euchre.Round.start(first_hand=top_hearts(0))
    for number in range(1, 9):
        assert rnd.hand_number == number and rnd.dealer == (number - 1) % 4
        for action in ["pass"] * 4 + ["call H alone"]:
            rnd = rnd.apply(action)
        while not rnd.hand.is_over:
            rnd = rnd.apply(rnd.legal_actions()[0])
        maker_team = number % 2  # dealer (number-1) % 4, maker left of it
        assert rnd.hand.points[maker_team] == 4
        if number < 8:
            assert not rnd.is_over
            rnd = rnd.next_hand(top_hearts(number % 4))
    assert rnd.is_over
    assert rnd.team_scores == (16, 16)
    assert rnd.seat_scores == (16, 16, 16, 16)


def test_round_partners_share_the_hand_score():
    rnd = euchre.Round.start(first_hand=top_hearts(0))
    rnd = play(rnd, ["pass"] * 4 + ["call H alone"])
    while not rnd.hand.is_over:
        rnd = rnd.apply(rnd.legal_actions()[0])
    # Seat 1 went alone and marched: seat 3, who sat out, shares the 4 points.
    assert rnd.seat_scores == (0, 4, 0, 4)


def test_round_refuses_to_go_on_after_the_eighth_hand():
    rnd = play_round(euchre.Round.start(seed=11), random.Random(11))
    assert rnd.is_over and rnd.to_act is None
    with pytest.raises(IllegalActionError, match="round is over"):
        rnd.apply("pass")
    with pytest.raises(IllegalActionError, match="round is over"):
        rnd.next_hand()


def test_round_is_not_over_until_the_eighth_hand_is_finished():
    rnd = euchre.Round.start(seed=12)
    rng = random.Random(12)
    while rnd.hand_number < 8 or not rnd.hand.is_over:
        assert not rnd.is_over
        if rnd.hand.is_over:
            with pytest.raises(IllegalActionError, match="next hand"):
                rnd.apply("pass")
            rnd = rnd.next_hand()
        else:
            with pytest.raises(IllegalActionError, match="not finished"):
                rnd.next_hand()
            rnd = rnd.apply(rng.choice(rnd.legal_actions()))
    assert rnd.is_over


def test_round_next_hand_must_be_dealt_by_the_next_dealer_under_the_round_rules():
    rnd = euchre.Round.start(first_hand=top_hearts(0))
    rnd = play_out_round_hand(rnd)
    with pytest.raises(ValueError, match="seat 1"):
        rnd.next_hand(top_hearts(2))
    with pytest.raises(ValueError, match="rules"):
        rnd.next_hand(top_hearts(1, STANDARD))
    good = rnd.next_hand(top_hearts(1))
    assert euchre.loads(euchre.dumps(good)) == good


def play_out_round_hand(rnd):
    while not rnd.hand.is_over:
        rnd = rnd.apply(rnd.legal_actions()[0])
    return rnd


def test_standard_round_counts_thrown_in_hands():
    rnd = euchre.Round.start(STANDARD, first_hand=top_hearts(0, STANDARD))
    rnd = play(rnd, ["pass"] * 8)
    assert rnd.hand.thrown_in and rnd.team_scores == (0, 0)
    rnd = rnd.next_hand()
    assert rnd.hand_number == 2 and rnd.dealer == 1


# --- the rules object -------------------------------------------------------------------------


def test_default_rules_are_the_tournament_preset():
    assert Rules() == Rules.tournament()
    assert Rules().preset == "tournament"
    assert all(getattr(Rules(), name) is True for name in Rules.names())


def test_standard_preset_turns_off_house_rules_2_3_4():
    standard = Rules.standard()
    assert standard.preset == "standard"
    assert standard.stick_the_dealer is False
    assert standard.partner_order_goes_alone is False
    assert standard.dealer_needs_natural is False
    assert standard != Rules()
    assert set(standard.changes()) == {"stick_the_dealer", "partner_order_goes_alone", "dealer_needs_natural"}


def test_custom_rules_have_no_preset_name():
    custom = Rules().replace(stick_the_dealer=False)
    assert custom.preset is None
    assert custom.changes() == {"stick_the_dealer": False}
    assert Rules.from_dict(custom.to_dict()) == custom


def test_rule_names_and_house_rule_numbers():
    assert set(Rules.names()) == {"order_without_trump", "partner_order_goes_alone",
                                  "dealer_needs_natural", "stick_the_dealer"}
    numbers = {name: Rules.describe(name)["house_rule"] for name in Rules.names()}
    assert numbers == {"order_without_trump": 1, "partner_order_goes_alone": 2,
                       "dealer_needs_natural": 3, "stick_the_dealer": 4}
    with pytest.raises(KeyError):
        Rules.describe("no_such_rule")


def test_rules_are_immutable_and_typed():
    with pytest.raises(AttributeError):
        Rules().stick_the_dealer = False  # type: ignore[misc]
    with pytest.raises(TypeError):
        Rules(stick_the_dealer=1)  # type: ignore[arg-type]
