"""euchre.game.Game: the person at seat 0 against three computer players.

A game is driven the way the page drives it: deal the next hand when one is over,
let the person act when it is their turn, else step the computer player to act.
"""

from __future__ import annotations

import json
import random

import pytest

import euchre
from euchre import HANDS_PER_ROUND, IllegalActionError, InvalidStateError, Phase, Rules
from euchre.game import HUMAN, SEAT_NAMES, Game
from euchre.ai.standard import RuleBasedPlayer
from tests.helpers import game_step, to_the_persons_turn

TOURNAMENT = Rules.tournament()
STANDARD = Rules.standard()


def person_random(rng):
    return lambda game: rng.choice(game.legal_actions())


def finish_round(game, person):
    while not game.round.is_over:
        game = game_step(game, person)
    return game


def every_state(game, person):
    """Every game from ``game`` to the end of its round, both ends included."""
    games = [game]
    while not game.round.is_over:
        game = game_step(game, person)
        games.append(game)
    return games


# --- a new game ------------------------------------------------------------------------------


def test_new_game_with_a_seed_is_reproducible():
    one, two = Game.new(seed=17), Game.new(seed=17)
    assert one == two and hash(one) == hash(two)
    assert one.hand.dealt == two.hand.dealt and one.hand.upcard == two.hand.upcard
    # The same seed gives the same deals all round long, whatever the person does.
    a = finish_round(one, person_random(random.Random(1)))
    b = finish_round(two, person_random(random.Random(2)))
    assert [h.dealt for h in a.round.hands] == [h.dealt for h in b.round.hands]
    assert [h.upcard for h in a.round.hands] == [h.upcard for h in b.round.hands]


def test_different_seeds_give_different_deals():
    deals = {Game.new(seed=seed).hand.dealt for seed in range(20)}
    assert len(deals) == 20


def test_a_text_seed_works_and_a_missing_seed_is_chosen_and_kept():
    assert Game.new(seed="club night") == Game.new(seed="club night")
    game = Game.new()
    assert isinstance(game.round.seed, int)
    assert Game.new(seed=game.round.seed).hand.dealt == game.hand.dealt


def test_the_person_is_seat_0_and_deals_first():
    game = Game.new(seed=3)
    assert game.human == HUMAN == 0
    assert SEAT_NAMES == ("South", "West", "North", "East")
    assert game.round.hand_number == 1 and game.round.dealer == 0
    assert game.round.rules == TOURNAMENT == game.next_rules
    assert game.history == ()
    # Seat 1 (left of the dealer) speaks first: a computer player.
    assert game.round.to_act == 1
    assert game.computer_to_act and not game.human_to_act
    assert game.view() == game.hand.view(0)
    assert game.view().hand == game.hand.hands[0]


def test_a_game_is_immutable():
    game = Game.new(seed=3)
    with pytest.raises(AttributeError):
        game.round = None
    before = euchre.dumps(game)
    game.computer_step()
    game.with_next_rules(STANDARD)
    assert euchre.dumps(game) == before


# --- whose turn ------------------------------------------------------------------------------


def test_act_refuses_when_it_is_not_the_persons_turn():
    game = Game.new(seed=3)
    assert game.round.to_act != HUMAN
    assert game.legal_actions() == []
    for action in ("pass", "order", game.round.legal_actions()[0]):
        with pytest.raises(IllegalActionError):
            game.act(action)


def test_act_refuses_an_illegal_action_on_the_persons_turn():
    game = to_the_persons_turn(Game.new(seed=3))
    assert game.legal_actions() == game.round.legal_actions()
    with pytest.raises(euchre.EuchreError):
        game.act("play XX")
    illegal = next(a for a in ["pass", "order", "call C", "play 9C", "play AS"] if a not in game.legal_actions())
    with pytest.raises(IllegalActionError):
        game.act(illegal)


def test_act_applies_the_persons_action_for_seat_0():
    game = to_the_persons_turn(Game.new(seed=3))
    action = game.legal_actions()[-1]
    after = game.act(action)
    assert after.hand.history[-1] == (HUMAN, action)
    assert after.round == game.round.apply(action, HUMAN)


def test_computer_step_only_when_a_computer_is_to_act():
    game = Game.new(seed=3)
    checked = {"person": 0, "computer": 0, "between hands": 0}
    person = person_random(random.Random(0))
    while not game.round.is_over:
        if game.needs_next_hand:
            assert not game.human_to_act and not game.computer_to_act
            with pytest.raises(IllegalActionError):
                game.computer_step()
            with pytest.raises(IllegalActionError):
                game.computer_action()
            with pytest.raises(IllegalActionError):
                game.act("pass")
            checked["between hands"] += 1
        elif game.human_to_act:
            assert not game.computer_to_act
            with pytest.raises(IllegalActionError):
                game.computer_step()
            checked["person"] += 1
        else:
            seat = game.round.to_act
            assert seat in (1, 2, 3) and game.computer_to_act
            action = game.computer_action()
            assert action in game.round.legal_actions()
            assert action == RuleBasedPlayer().choose(game.hand.view(seat))
            after = game.computer_step()
            assert after.hand.history[-1] == (seat, action)
            checked["computer"] += 1
        game = game_step(game, person)
    assert game.round.is_over and not game.computer_to_act and not game.human_to_act
    with pytest.raises(IllegalActionError):
        game.computer_step()
    assert all(checked.values()), checked


# --- hands and rounds ----------------------------------------------------------------------


def test_next_hand_only_when_the_hand_is_over_and_the_round_is_not():
    game = Game.new(seed=8)
    with pytest.raises(IllegalActionError):
        game.next_hand()
    person = person_random(random.Random(8))
    dealers = [game.round.dealer]
    while not game.round.is_over:
        if game.needs_next_hand:
            number = game.round.hand_number
            game = game.next_hand()
            assert game.round.hand_number == number + 1
            assert game.hand.phase is Phase.BID_UPCARD and game.hand.history == ()
            dealers.append(game.round.dealer)
        else:
            assert not game.hand.is_over
            game = game_step(game, person)
    assert dealers == [0, 1, 2, 3, 0, 1, 2, 3]
    assert len(game.round.results) == HANDS_PER_ROUND
    assert not game.needs_next_hand
    with pytest.raises(IllegalActionError):
        game.next_hand()


def test_round_scores_add_up_the_hands():
    game = finish_round(Game.new(seed=21), person_random(random.Random(21)))
    a = sum(r.points[0] for r in game.round.results)
    b = sum(r.points[1] for r in game.round.results)
    assert game.round.team_scores == (a, b)
    assert game.round.seat_scores == (a, b, a, b)


def test_new_round_puts_the_finished_round_in_the_history():
    first = finish_round(Game.new(seed=5), person_random(random.Random(5)))
    second = first.new_round(seed=6)
    assert second.history == (first.round.team_scores,)
    assert second.round.hand_number == 1 and second.round.seed == 6
    second = finish_round(second, person_random(random.Random(6)))
    third = second.new_round(seed=7)
    assert third.history == (first.round.team_scores, second.round.team_scores)
    assert third.round.results == ()


def test_new_round_before_the_round_is_finished_keeps_no_score_for_it():
    game = Game.new(seed=5)
    for _ in range(10):
        game = game_step(game, person_random(random.Random(5)))
    assert not game.round.is_over
    assert game.new_round(seed=9).history == ()


def test_with_next_rules_keeps_the_current_rounds_rules_and_new_round_uses_them():
    game = Game.new(seed=12)
    for _ in range(6):
        game = game_step(game, person_random(random.Random(12)))
    changed = game.with_next_rules(STANDARD)
    assert changed.next_rules == STANDARD
    assert changed.round == game.round
    assert changed.round.rules == TOURNAMENT and changed.hand.rules == TOURNAMENT
    assert game.next_rules == TOURNAMENT                      # the original game is unchanged
    # The rest of the round, new hands included, is played under the round's rules.
    finished = finish_round(changed, person_random(random.Random(12)))
    assert all(h.rules == TOURNAMENT for h in finished.round.hands)
    assert finished.next_rules == STANDARD
    nxt = finished.new_round(seed=13)
    assert nxt.round.rules == STANDARD and nxt.hand.rules == STANDARD
    assert nxt.next_rules == STANDARD
    assert nxt.history == (finished.round.team_scores,)


def test_new_game_with_other_rules():
    custom = Rules().replace(dealer_needs_natural=False)
    game = Game.new(custom, seed=4)
    assert game.round.rules == custom == game.next_rules
    assert finish_round(game, person_random(random.Random(4))).round.rules == custom


def test_standard_rules_game_can_throw_hands_in_and_still_finishes():
    # Thrown-in hands are rare (the computers rarely pass twice): look through seeds for one.
    thrown = 0
    for seed in range(400):
        game = finish_round(Game.new(STANDARD, seed=seed), lambda g: "pass" if "pass" in g.legal_actions()
                            else g.legal_actions()[0])
        thrown += sum(r.contract is None for r in game.round.results)
        assert len(game.round.results) == HANDS_PER_ROUND
        if thrown:
            break
    assert thrown > 0
    assert sum(game.round.team_scores) == sum(sum(r.points) for r in game.round.results)


# --- saving ---------------------------------------------------------------------------------


def test_json_round_trip_at_every_point_of_two_rounds():
    rng = random.Random(31)
    game = Game.new(seed=31).with_next_rules(STANDARD)
    games = every_state(game, person_random(rng))
    games += every_state(games[-1].new_round(seed=32), person_random(rng))
    kinds = set()
    for game in games:
        text = euchre.dumps(game)
        loaded = euchre.loads(text)
        assert isinstance(loaded, Game)
        assert loaded == game and hash(loaded) == hash(game)
        assert euchre.dumps(loaded) == text
        assert loaded.history == game.history and loaded.next_rules == game.next_rules
        assert loaded.round.seed == game.round.seed
        if game.computer_to_act:
            assert loaded.computer_action() == game.computer_action()
        assert loaded.legal_actions() == game.legal_actions()
        if game.hand.phase is Phase.PLAY and game.hand.trick:
            kinds.add("mid-trick")
        kinds.add(game.hand.phase)
        if game.needs_next_hand:
            assert loaded.next_hand() == game.next_hand()
    assert kinds >= {"mid-trick", Phase.BID_UPCARD, Phase.BID_SUIT, Phase.DISCARD, Phase.PLAY, Phase.OVER}
    assert games[-1].history and games[-1].round.rules == STANDARD


def test_a_loaded_game_plays_on_exactly_as_the_original():
    person = person_random(random.Random(40))
    game = Game.new(seed=40)
    for _ in range(23):                      # somewhere in the middle of a hand
        game = game_step(game, person)
    assert not game.hand.is_over and game.hand.history
    loaded = euchre.loads(euchre.dumps(game))
    a = finish_round(game, person_random(random.Random(41)))
    b = finish_round(loaded, person_random(random.Random(41)))
    assert a == b


def saved(game):
    return json.loads(euchre.dumps(game))


def mid_hand_game():
    person = person_random(random.Random(50))
    game = Game.new(seed=50)
    while not (game.round.hand_number == 2 and game.hand.phase is Phase.PLAY and len(game.hand.tricks) >= 1):
        game = game_step(game, person)
    return game


def tamper_play(doc):
    actions = doc["data"]["round"]["hands"][-1]["actions"]
    index = max(i for i, a in enumerate(actions) if a.startswith("play"))
    # A card nobody could play there: one already played earlier in the hand.
    actions[index] = next(a for a in actions if a.startswith("play") and a != actions[index])


def tamper_cards(doc):
    hand = doc["data"]["round"]["hands"][0]
    hand["hands"][0][0] = hand["hands"][1][0]             # a card dealt twice


def tamper_scores(doc):
    doc["data"]["history"] = [[3, "2"], [True, 0]]


def tamper_history_shape(doc):
    doc["data"]["history"] = [[1, 2, 3]]


def tamper_rules(doc):
    doc["data"]["next_rules"] = {"stick_the_dealer": "yes"}


def tamper_unknown_rule(doc):
    doc["data"]["next_rules"] = {"no_trump": True}


def tamper_round_rules(doc):
    # A round saved under other rules than its hands were played with.
    doc["data"]["round"]["rules"] = STANDARD.to_dict()


def tamper_dealer(doc):
    doc["data"]["round"]["hands"][1]["dealer"] = 3


def tamper_unfinished(doc):
    doc["data"]["round"]["hands"][0]["actions"] = doc["data"]["round"]["hands"][0]["actions"][:3]


def tamper_no_round(doc):
    del doc["data"]["round"]


def tamper_action_word(doc):
    doc["data"]["round"]["hands"][-1]["actions"].append("shuffle")


def tamper_extra_action_when_over(doc):
    doc["data"]["round"]["hands"][0]["actions"].append("pass")


def tamper_seed(doc):
    doc["data"]["round"]["seed"] = [1]


def tamper_kind(doc):
    doc["kind"] = "match"


@pytest.mark.parametrize("tamper", [
    tamper_play, tamper_cards, tamper_scores, tamper_history_shape, tamper_rules, tamper_unknown_rule,
    tamper_round_rules, tamper_dealer, tamper_unfinished, tamper_no_round, tamper_action_word,
    tamper_extra_action_when_over, tamper_seed, tamper_kind,
], ids=lambda f: f.__name__[7:])
def test_a_tampered_saved_game_is_refused(tamper):
    doc = saved(mid_hand_game())
    assert euchre.loads(json.dumps(doc)) == mid_hand_game()
    tamper(doc)
    with pytest.raises(InvalidStateError):
        euchre.loads(json.dumps(doc))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '{"format": "euchre"}',
                                  '{"format": "euchre", "schema": 1, "kind": "game", "data": []}',
                                  '{"format": "euchre", "schema": 99, "kind": "game", "data": {}}'])
def test_broken_saved_text_is_refused(text):
    with pytest.raises(InvalidStateError):
        euchre.loads(text)


def test_a_saved_game_without_next_rules_or_history_takes_the_defaults():
    game = Game.new(seed=60)
    doc = saved(game)
    del doc["data"]["next_rules"], doc["data"]["history"]
    loaded = euchre.loads(json.dumps(doc))
    assert loaded == game and loaded.next_rules == TOURNAMENT and loaded.history == ()


def test_a_saved_game_whose_deal_was_edited_is_refused():
    doc = saved(Game.new(seed=5))
    hand = doc["data"]["round"]["hands"][0]
    hand["hands"][0], hand["hands"][1] = hand["hands"][1], hand["hands"][0]   # the person takes West's cards
    with pytest.raises(InvalidStateError):
        euchre.loads(json.dumps(doc))


def test_a_saved_game_with_impossible_round_scores_is_refused():
    doc = saved(Game.new(seed=5))
    doc["data"]["history"] = [[-3, 999]]
    with pytest.raises(InvalidStateError):
        euchre.loads(json.dumps(doc))


def test_a_computer_seat_takes_the_action_its_own_level_chose():
    from euchre.ai import computer_player

    game = Game.new(seed=3)
    seat = game.round.to_act
    chosen = computer_player("beginner", seed=1).choose(game.hand.view(seat))
    after = game.computer_step(chosen)
    assert after.hand.history[-1] == (seat, chosen)
    illegal = next(a for a in ["call C", "play 9C", "discard 9C"] if a not in game.round.legal_actions())
    with pytest.raises(IllegalActionError):
        game.computer_step(illegal)
    while not game.human_to_act:
        game = game.computer_step()
    with pytest.raises(IllegalActionError, match="no computer player"):
        game.computer_step("pass")
