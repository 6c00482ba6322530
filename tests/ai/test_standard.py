"""The rule-based computer player: named, clear-cut situations, legality, view-only
decisions and strength against a random player.

Each situation is an exact deal (``deal_with``) played by scripted actions to the
decision point; the test then asks ``RuleBasedPlayer().choose(state.view(seat))``.
Unless a test says otherwise seat 0 deals, so seat 1 speaks and leads first, seat 2 is
the dealer's partner and hearts (the nine of hearts turned) are the trump in play.
"""

from __future__ import annotations

import json
import random

import pytest

import euchre
from euchre import IllegalActionError, Phase, Rules
from euchre.cards import EFFECTIVE_SUIT
from euchre.ai import RandomPlayer, play_hand
from euchre.ai.standard import RuleBasedPlayer

from tests.helpers import deal_with, play

TOURNAMENT = Rules.tournament()
STANDARD = Rules.standard()
ALL_RULE_MIXES = [Rules(**dict(zip(Rules.names(), bits)))
                  for bits in [(a, b, c, d) for a in (False, True) for b in (False, True)
                               for c in (False, True) for d in (False, True)]]

AI = RuleBasedPlayer()


def decide(state, seat=None):
    """What the rule-based player at ``seat`` (default: the seat to act) does now."""
    seat = state.to_act if seat is None else seat
    assert seat == state.to_act, f"seat {seat} is not to act (seat {state.to_act} is)"
    action = AI.choose(state.view(seat))
    assert action in state.legal_actions(), f"{action!r} is not legal in {state.legal_actions()}"
    return action


def at_trick(state, *plays):
    """Play the given cards in order (each by the seat to act)."""
    return play(state, [f"play {card}" for card in plays])


# --- round one: ordering up and picking up --------------------------------------------------


def test_orders_up_with_both_bowers_and_the_ace():
    state = deal_with(["9D TD QD KD AD",
                       "JH JD AH 9C TS",    # seat 1: right, left and ace of hearts
                       "9S QS KS AS QC",
                       "TH QH KH KC AC"], "9H")
    assert state.to_act == 1
    assert decide(state) == "order"


def test_dealer_picks_up_with_both_bowers_and_the_ace():
    state = deal_with(["JH JD AH 9C TS",    # seat 0, dealer: right, left and ace of hearts
                       "9D TD QD KD AD",
                       "9S QS KS AS QC",
                       "TH QH KH KC AC"], "9H")
    state = play(state, ["pass", "pass", "pass"])
    assert state.to_act == 0 and state.phase is Phase.BID_UPCARD
    assert decide(state) == "order"


def test_dealer_counts_the_turned_card_it_would_pick_up():
    # Without the turned right bower the hand is thin; with it, it holds the top four trumps.
    state = deal_with(["JD AH KH 9C TS",    # seat 0, dealer
                       "9D TD QD KD AD",
                       "9S QS KS AS QC",
                       "TH QH 9H KC AC"], "JH")
    state = play(state, ["pass"] * 3)
    assert decide(state) == "order"


@pytest.mark.parametrize("seat", [1, 3])
def test_passes_a_junk_hand_in_round_one(seat):
    junk = "9C TC 9S TS QD"                 # no heart, no jack of diamonds, no ace
    other = "JC QC KC AS KS"                # the dealer's other opponent
    state = deal_with(["JD AH KH QH TD",
                       junk if seat == 1 else other,
                       "TH JH AD KD 9D",
                       junk if seat == 3 else other], "9H")
    state = play(state, ["pass"] * (seat - 1))
    assert state.to_act == seat
    assert decide(state) == "pass"


def test_dealers_partner_passes_junk_too():
    state = deal_with(["JH JD AH KH AC",
                       "AD JS QS KS AS",
                       "9C TC 9S TS QD",    # seat 2, the dealer's partner: junk
                       "TD KD TH QH JC"], "9H")
    state = play(state, ["pass"])
    assert state.to_act == 2
    assert decide(state) == "pass"


# --- going alone ---------------------------------------------------------------------------


LONE_HAND = "JH JD AH KH AC"               # right, left, ace and king of trump, and an off ace


def test_orders_alone_with_a_hand_that_takes_all_five_tricks():
    state = deal_with(["9D TD QD KD AD",
                       LONE_HAND,
                       "9S QS KS AS QC",
                       "TH QH TS KC 9C"], "9H")
    assert decide(state) == "order alone"
    # ... and, played out, it does take them all.
    end = play_hand(play(state, ["order alone"]), [RuleBasedPlayer()] * 4)
    assert end.tricks_won == (0, 5) and end.points == (0, 4)


def test_dealer_picks_up_alone_with_a_hand_that_takes_all_five_tricks():
    state = deal_with([LONE_HAND,
                       "9D TD QD KD AD",
                       "9S QS KS AS QC",
                       "TH QH TS KC 9C"], "9H")
    state = play(state, ["pass"] * 3)
    assert decide(state) == "order alone"


@pytest.mark.parametrize("hands, call", [
    # seat 1: spades from the top, and the ace of hearts: all five tricks
    (["9D TD QD KD AD", "JS JC AS KS AH", "9H QH KH TS QC", "TH JH JD KC 9C"], "call S alone"),
    # seat 1: spades, both black bowers and the ace: strong, not alone
    (["9D TD QD KD AD", "JS JC AS 9S 9H", "TH QH KH KS QC", "AH JH JD TS 9C"], "call S"),
], ids=["alone with a hand that takes all five tricks", "its strong suit"])
def test_names_trump_in_round_two(hands, call):
    state = play(deal_with(hands, "AC"), ["pass"] * 4)
    assert state.phase is Phase.BID_SUIT and state.to_act == 1
    assert decide(state) == call


def test_does_not_go_alone_with_a_merely_strong_hand():
    state = deal_with(["9D TD QD KD AD",
                       "JH JD AH 9C TS",    # three top trumps but two losers
                       "9S QS KS AS QC",
                       "TH QH KH KC AC"], "9H")
    assert decide(state) == "order"


# --- house rule 2: the dealer's partner -------------------------------------------------------


DECENT_PARTNER = ["9D TD QD KD AD",
                  "JS QS KS 9C TC",
                  "JH AH KH 9S AS",        # seat 2: right bower, A K of trump, an off ace
                  "TH QH JD KC AC"]


def test_dealers_partner_in_the_tournament_passes_a_decent_hand_rather_than_go_alone():
    state = play(deal_with(DECENT_PARTNER, "9H", rules=TOURNAMENT), ["pass"])
    assert state.to_act == 2
    assert state.legal_actions() == ["pass", "order alone"]
    assert decide(state) == "pass"


def test_dealers_partner_orders_the_same_decent_hand_when_it_may_play_with_partner():
    # Under the standard rules ordering up the partner needs no lone hand, and the
    # same cards (helped by the turned card going to the partner) are worth an order.
    state = play(deal_with(DECENT_PARTNER, "9H", rules=STANDARD), ["pass"])
    assert "order" in state.legal_actions()
    assert decide(state) == "order"


def test_dealers_partner_in_the_tournament_orders_alone_with_a_lone_hand():
    state = play(deal_with(["9D TD QD KD AD",
                            "9S QS KS AS QC",
                            LONE_HAND,
                            "TH QH TS KC 9C"], "9H"), ["pass"])
    assert decide(state) == "order alone"


def test_dealers_partner_goes_alone_when_the_turned_right_bower_is_buried():
    # Jack of hearts turned: if seat 2 orders alone the dealer sits out and never picks it
    # up, so the left bower, A K Q of hearts and the ace of clubs are five sure tricks.
    state = play(deal_with(["9D TD QD KD AD",
                            "9S QS KS AS QC",
                            "JD AH KH QH AC",
                            "TH 9H TS KC 9C"], "JH"), ["pass"])
    assert state.legal_actions() == ["pass", "order alone"]
    assert play_hand(state.apply("order alone"), [RuleBasedPlayer()] * 4).points == (4, 0)
    assert decide(state) == "order alone"


# --- round two ----------------------------------------------------------------------------------


def test_passes_round_two_with_junk():
    state = deal_with(["JS JC AS 9S 9H",
                       "9D TD QH TS QC",    # seat 1: nothing
                       "TH JH KH KS KC",
                       "AH QD JD KD AD"], "AC")
    state = play(state, ["pass"] * 4)
    assert decide(state) == "pass"


@pytest.mark.parametrize("dealer_hand, expected", [
    ("9D TD 9S TS QH", None),               # junk: names something, anything but clubs
    ("JD AD KD QD 9S", "call D"),           # diamonds clearly
    ("JC AC KC QC 9S", "call S"),           # clubs were turned down: the jack of clubs makes spades
])
def test_stuck_dealer_names_a_suit_and_never_tries_to_pass(dealer_hand, expected):
    cards = set(dealer_hand.split()) | {"TC"}
    rest = [c for c in euchre.PACK if c not in cards]
    random.Random(len(dealer_hand)).shuffle(rest)
    hands = [dealer_hand.split(), rest[0:5], rest[5:10], rest[10:15]]
    state = deal_with(hands, "TC")
    state = play(state, ["pass"] * 7)
    assert state.to_act == 0 and state.phase is Phase.BID_SUIT
    assert "pass" not in state.legal_actions()
    action = decide(state)
    assert action.startswith("call ") and not action.startswith("call C")
    if expected:
        assert action == expected


def test_never_names_the_turned_down_suit_even_when_it_is_the_best():
    # Seat 1 holds five hearts, but hearts were turned down.
    state = deal_with(["9D TD QD KD AD",
                       "JH AH KH QH TH",
                       "9S QS KS AS QC",
                       "JD TS JS KC AC"], "9H")
    state = play(state, ["pass"] * 4)
    assert state.to_act == 1
    assert decide(state) not in ("call H", "call H alone")


def test_never_names_the_turned_down_suit_in_random_deals():
    rng = random.Random(11)
    for _ in range(400):
        state = euchre.deal(TOURNAMENT, rng.randrange(4), rng)
        state = play(state, ["pass"] * 4)
        while state.phase is Phase.BID_SUIT:
            action = decide(state)
            assert not action.startswith(f"call {state.upcard[1]}")
            state = state.apply(action)
        assert state.contract is not None      # stick the dealer: never thrown in


# --- the dealer's discard -----------------------------------------------------------------------


def discard_state(dealer_hand, upcard="9H"):
    """Seat 1 orders up; the dealer (seat 0) holding ``dealer_hand`` is to discard."""
    cards = set(dealer_hand.split()) | {upcard}
    rest = [c for c in euchre.PACK if c not in cards]
    state = deal_with([dealer_hand, rest[0:5], rest[5:10], rest[10:15]], upcard)
    state = play(state, ["order"])
    assert state.phase is Phase.DISCARD and state.to_act == 0
    return state


@pytest.mark.parametrize("dealer_hand, discard", [
    ("JH AH 9C AS TS", "9C"),               # a low singleton club: discarding it voids clubs
    ("JH KH TD AS KS", "TD"),               # the ten of diamonds alone
    ("AH QH 9S TS KC", "KC"),               # a singleton king before a pair of low spades
])
def test_dealer_discards_a_low_off_suit_singleton(dealer_hand, discard):
    assert decide(discard_state(dealer_hand)) == f"discard {discard}"


def test_dealer_never_discards_an_ace_when_a_low_card_exists():
    state = discard_state("JH AC AD TS QS")   # two singleton aces, a pair of low spades
    assert decide(state) == "discard TS"


def test_dealer_never_discards_the_turned_card():
    # Everything else is a high trump, so the turned nine is the weakest card in hand.
    state = discard_state("JH JD AH KH QH")
    action = decide(state)
    assert action != "discard 9H"
    assert action == "discard QH"


def test_dealer_discard_is_never_the_upcard_nor_a_needless_ace_in_random_deals():
    rng = random.Random(5)
    checked = 0
    for _ in range(600):
        state = euchre.deal(TOURNAMENT, 0, rng)
        if "order" not in state.legal_actions():
            continue
        state = state.apply("order")
        card = decide(state).split()[1]
        trump = state.upcard[1]
        assert card != state.upcard
        effective = EFFECTIVE_SUIT[trump]
        low_off = [c for c in state.hands[0] if effective[c] != trump and c[0] != "A"]
        if low_off:
            assert card in low_off, (state.hands[0], card)
        checked += 1
    assert checked > 400


# --- play ------------------------------------------------------------------------------------------


def test_leads_trump_when_partner_made_trump():
    state = deal_with(["JH 9C TC 9S QD",    # dealer
                       "QH KC QC TS KD",    # seat 1: one middling trump, nothing boss
                       "9D TD QS KS AS",
                       "JD AH KH AC TH"], "9H")
    state = play(state, ["pass", "pass", "order", "discard 9C"])   # seat 3, seat 1's partner, orders
    assert state.to_act == 1 and state.trick == ()
    assert decide(state) == "play QH"


def test_maker_with_the_right_bower_leads_it():
    state = deal_with(["9D TD QD KD 9C",
                       "JH AH 9S AC KS",    # seat 1 orders holding the right bower
                       "QH TS QS JS TC",
                       "JD KH JC QC AD"], "9H")
    state = play(state, ["order", "discard 9C"])
    assert state.to_act == 1
    assert decide(state) == "play JH"


def test_does_not_trump_partners_sure_trick_when_last_to_play():
    state = deal_with(["JH 9H 9S QD TD",    # seat 0, dealer: no club, the right bower
                       "9C JS TS KD AD",
                       "AC JD KS AS 9D",    # seat 2, seat 0's partner
                       "KC TC QC JC AH"], "KH")
    state = play(state, ["order", "discard TD"])              # seat 1 orders, seat 0 takes KH
    state = at_trick(state, "9C", "AC", "KC")                 # partner's ace is winning
    # The right bower would surely win too, but the trick is already ours.
    assert state.to_act == 0 and "play JH" in state.legal_actions()
    assert decide(state) == "play 9S"


def test_does_not_overtake_partners_sure_left_bower_with_the_right():
    state = deal_with(["9C TC QC KD AD",
                       "JD 9S TS QD 9D",    # seat 1 leads the left bower
                       "KS AS KC AC TD",
                       "JH AH 9H JS QS"], "KH")
    # Seat 1 orders; the dealer takes the king of hearts. Only the right bower beats the
    # left, and seat 3 (seat 1's partner) holds it: partner's card is sure to win.
    state = play(state, ["order", "discard 9C"])
    state = at_trick(state, "JD", "KS")
    assert state.to_act == 3
    assert decide(state) == "play 9H"


@pytest.mark.parametrize("dealer, west, upcard, discard, trick, best", [
    # two spades that win: the cheaper
    ("KS AS 9C TD QD", "TS JS 9H AH KH", "QH", "discard 9C", ("QS", "9S", "TS"), "play KS"),
    # void in spades, three trumps: the cheapest trump
    ("JH 9H TH QD TD", "AS KS JS 9C QH", "KH", "discard TD", ("QS", "9S", "AS"), "play 9H"),
], ids=["the cheapest card that wins", "the cheapest trump"])
def test_last_to_play_wins_the_trick_as_cheaply_as_it_can(dealer, west, upcard, discard, trick, best):
    state = deal_with([dealer, "QS JC 9D KD AD", "9S TC QC KC AC", west], upcard)  # seat 0 deals
    state = play(state, ["order", discard])
    state = at_trick(state, *trick)
    assert state.to_act == 0
    assert decide(state) == best


def test_plays_its_lowest_trump_when_it_cannot_win():
    state = deal_with(["9C TC QC KD AD",
                       "JH 9S TS QD 9D",    # seat 1 leads the right bower
                       "KH 9H KC AC TD",    # seat 2 must follow with a trump; it cannot win
                       "JD AH QH JS QS"], "TH")
    state = play(state, ["order", "discard 9C"])
    state = at_trick(state, "JH")
    assert state.to_act == 2
    assert decide(state) == "play 9H"


def test_throws_its_lowest_off_suit_card_rather_than_a_trump_when_it_cannot_win():
    state = deal_with(["9C TC QC KD AD",
                       "JH 9S TS QD 9D",    # seat 1 leads the right bower
                       "AS KS JC AC TD",    # seat 2: no trump at all; the ten of diamonds is lowest
                       "JD AH QH 9H QS"], "TH")
    state = play(state, ["order", "discard 9C"])
    state = at_trick(state, "JH")
    assert decide(state) == "play TD"


def test_throws_off_rather_than_wasting_a_trump_on_a_lost_trick():
    state = deal_with(["9C TC QC KD AD",
                       "AS 9S TS QD 9D",
                       "KS QS JC AC TD",
                       "JD JH 9H KC QH"], "TH")
    # Seat 1 orders hearts; seat 0 picks up. Seat 1 leads the ace of spades, seat 2 follows,
    # seat 3 trumps with the right bower; seat 0 (void in spades, one low trump) cannot win.
    state = play(state, ["order", "discard 9C"])
    state = at_trick(state, "AS", "KS", "JH")
    assert state.to_act == 0 and "play TH" in state.legal_actions()
    assert decide(state) == "play TC"


def test_trumps_in_when_void_in_the_led_suit_and_an_opponent_is_winning():
    state = deal_with(["9C TC QC KD AD",
                       "AS 9S TS QD 9D",    # seat 1 leads the boss ace of spades
                       "9H JC AC KC TD",    # seat 2: void in spades, one low trump
                       "JD JH AH KS QH"], "TH")
    state = play(state, ["order", "discard 9C"])
    state = at_trick(state, "AS")
    assert state.to_act == 2
    assert decide(state) == "play 9H"


# --- legality and view-only decisions, over random deals ---------------------------------------------


def check_every_action_is_legal(rules, deals, seed):
    rng = random.Random(seed)
    player = RuleBasedPlayer(random.Random(seed))
    actions = 0
    for number in range(deals):
        state = euchre.deal(rules, number % 4, rng)
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            action = player.choose(view)
            assert action in view.legal_actions, (state.to_dict(), action)
            state = state.apply(action, seat)
            actions += 1
        assert state.points in euchre.OUTCOMES
    return actions


@pytest.mark.parametrize("rules", [TOURNAMENT, STANDARD], ids=["tournament", "standard"])
def test_only_ever_returns_a_legal_action(rules):
    assert check_every_action_is_legal(rules, 2500, seed=7) > 2500 * 20


def test_only_ever_returns_a_legal_action_under_every_rule_mix():
    for index, rules in enumerate(ALL_RULE_MIXES):
        check_every_action_is_legal(rules, 150, seed=100 + index)


def test_a_hand_of_four_rule_based_players_always_finishes_under_standard_rules():
    # Without stick the dealer the hand may be thrown in; it must still end cleanly.
    rng = random.Random(3)
    thrown = 0
    for number in range(1500):
        end = play_hand(euchre.deal(STANDARD, number % 4, rng), [AI] * 4)
        assert end.is_over
        thrown += end.thrown_in
    assert 0 < thrown < 1500


def same_view_other_hidden_cards(state, seat, rng, tries=60):
    """A state whose view from ``seat`` equals ``state``'s, with the other seats' hidden
    cards (and the kitty, and another seat's discard) dealt out differently; None if no
    reshuffle fits the history (voids shown, bids made) within ``tries``."""
    dealt = [list(h) for h in state.dealt]
    played = {c for t in state.tricks for _, c in t.plays} | {c for _, c in state.trick}
    discard = state.discard
    dealer = state.dealer
    fixed = [[c for c in dealt[s] if c in played] for s in range(4)]
    if discard is not None and dealer != seat:
        # The history names the dealer's discard: keep that card in the dealer's hand.
        fixed[dealer].append(discard)
    pool = [c for s in range(4) if s != seat for c in dealt[s] if c not in fixed[s]] + list(state.kitty)
    for _ in range(tries):
        rng.shuffle(pool)
        hands, at = [], 0
        for s in range(4):
            if s == seat:
                hands.append(dealt[s])
                continue
            need = 5 - len(fixed[s])
            hands.append(fixed[s] + pool[at:at + need])
            at += need
        kitty = pool[at:]
        if [sorted(h) for h in hands] == [sorted(h) for h in dealt] and sorted(kitty) == sorted(state.kitty):
            continue                         # nothing moved
        try:
            other = euchre.new_hand(state.rules, dealer, hands, state.upcard, kitty)
            other = play(other, state.actions)
        except IllegalActionError:
            continue
        if other.view(seat) == state.view(seat):
            return other
    return None


@pytest.mark.parametrize("rules", [TOURNAMENT, STANDARD], ids=["tournament", "standard"])
def test_decides_only_from_its_view(rules):
    rng = random.Random(2024)
    compared = 0
    phases = set()
    for number in range(600):
        state = euchre.deal(rules, number % 4, rng)
        stop = rng.randrange(24)
        players = [RuleBasedPlayer(), RandomPlayer(random.Random(number))]
        step = 0
        while not state.is_over and step < stop:
            state = state.apply(players[step % 2].choose(state.view(state.to_act)))
            step += 1
        if state.is_over:
            continue
        seat = state.to_act
        other = same_view_other_hidden_cards(state, seat, rng)
        if other is None:
            continue
        assert other.hands != state.hands or other.kitty != state.kitty
        assert other.hands[seat] == state.hands[seat]
        mine, theirs = AI.choose(state.view(seat)), AI.choose(other.view(seat))
        assert mine == theirs, (state.to_dict(), other.to_dict())
        compared += 1
        phases.add(state.phase)
    assert compared > 350
    assert phases == {Phase.BID_UPCARD, Phase.BID_SUIT, Phase.DISCARD, Phase.PLAY}


def test_the_view_it_decides_from_holds_no_other_seats_cards():
    state = deal_with(["9D TD QD KD AD",
                       "JH JD AH 9C TS",
                       "9S QS KS AS QC",
                       "TH QH KH KC AC"], "9H")
    state = play(state, ["order", "discard 9D", "play JH"])
    text = json.dumps(state.view(2).to_dict())
    hidden = set(state.hands[0]) | set(state.hands[1]) | set(state.hands[3]) | set(state.kitty) | {state.discard}
    hidden -= {state.upcard}                 # the picked-up card is public
    assert not [card for card in hidden if card in text]


# --- strength ------------------------------------------------------------------------------------------


def test_beats_a_random_player_by_at_least_0_8_points_a_hand():
    from functools import partial

    from euchre.ai import computer_player
    from euchre.ai.duplicate import duplicate_match

    for rules in (TOURNAMENT, STANDARD):
        result = duplicate_match(partial(computer_player, "standard"), partial(computer_player, "random"),
                                 600, rules, seed=1)
        assert result.hands == 1200
        assert result.margin >= 0.8, result
        assert result.a_points > result.b_points
