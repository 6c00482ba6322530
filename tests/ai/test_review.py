"""The expert's judgement of decisions (euchre.ai.review) and the spread of its evaluations."""

from __future__ import annotations

import json
import math
import random

import pytest

import euchre
from euchre.ai import computer_player, table_places
from euchre.ai.expert import ExpertPlayer, Option
from euchre.ai.remote import handle, option_dicts, options_from_dicts
from euchre.ai.review import CLOSE_CALL, SPREAD, decisions, given_away, judge, margin, review
from euchre.game import decision_seed
from euchre.hand import Phase, new_hand

RULES = euchre.Rules.tournament()


def played_hand(seed: int, level: str = "random"):
    rng = random.Random(seed)
    state = euchre.deal(RULES, seed % 4, rng)
    players = [computer_player(level, seed=s) for s in range(4)]
    while not state.is_over:
        state = state.apply(players[state.to_act].choose(state.view(state.to_act)))
    return state


def test_decisions_are_exactly_the_seats_choices_with_more_than_one_option():
    for seed in range(6):
        state = played_hand(seed)
        replay = new_hand(state.rules, state.dealer, state.dealt, state.upcard, state.kitty)
        wanted = []
        for index, (seat, action) in enumerate(state.history):
            if seat == 0 and len(replay.legal_actions()) > 1:
                wanted.append((index, action, replay.view(0)))
            replay = replay.apply(action)
        assert list(decisions(state, 0)) == wanted


def test_the_expert_choice_and_a_close_call_give_nothing_away_and_a_clear_gap_gives_all_of_it():
    options = (Option("play AS", 1.0, 100, 0.0, 0.0), Option("play KS", 0.93, 100, 0.0, 0.01),
               Option("play QS", 0.7, 100, 0.0, 0.2), Option("play 9S", 0.4, 100, 0.0, 0.1))
    best = judge(3, "play AS", options)
    assert (best.best, best.lost, best.close) == ("play AS", 0.0, False)
    near = judge(3, "play KS", options)  # 0.07 apart: within CLOSE_CALL
    assert (near.lost, near.close) == (0.0, True)
    noisy = judge(3, "play QS", options)  # 0.3 apart, but twice its standard error is 0.4
    assert (noisy.lost, noisy.close) == (0.0, True)
    clear = judge(3, "play 9S", options)  # 0.6 apart, margin 0.2
    assert clear.lost == pytest.approx(0.6) and not clear.close
    assert margin(options[1]) == CLOSE_CALL and margin(options[2]) == pytest.approx(SPREAD * 0.2)
    assert given_away([best, near, noisy, clear]) == pytest.approx(0.6)
    with pytest.raises(ValueError, match="not one of the options"):
        judge(0, "play JS", options)


def test_points_given_away_are_never_within_the_evaluations_own_spread_unless_dominated():
    for seed in range(4):
        for judged in review(played_hand(seed), 0, samples=12):
            assert judged.lost == 0 or judged.lost > max(CLOSE_CALL, judged.chosen.error) or judged.chosen.dominated
            assert not (judged.close and judged.chosen.dominated)
            if judged.lost:
                assert judged.lost == pytest.approx(judged.options[0].points - judged.chosen.points)


def test_the_spread_is_the_standard_error_of_the_difference_over_the_same_samples():
    """Recomputed here from each sample's values (the expert's own sampler and search, one by one)."""
    checked = 0
    for seed in range(3):
        state = played_hand(seed, "standard")
        for index, _, view in decisions(state, 0):
            options = ExpertPlayer(seed=index, samples=15).evaluate(view)
            again = ExpertPlayer(seed=index, samples=15)
            rows = [again.values_in(sample, 0) for sample in again.sampled_states(view)]
            best = options[0].action
            for option in options:
                gaps = [row[best] - row[option.action] for row in rows]
                mean = sum(gaps) / len(gaps)
                spread = math.sqrt(sum((g - mean) ** 2 for g in gaps) / (len(gaps) - 1) / len(gaps))
                assert option.error == pytest.approx(spread, abs=1e-9)
                raw = (options[0].points + options[0].allowance) - (option.points + option.allowance)
                assert raw == pytest.approx(mean, abs=1e-9)  # the allowances are constants: no spread
            checked += 1
            if view.phase is not Phase.PLAY:
                assert any(o.error > 0 for o in options[1:]), "a bid's lead has no spread at all"
    assert checked >= 6


def test_options_go_through_json_and_back_with_their_spread():
    state = played_hand(2)
    view = next(v for _, _, v in decisions(state, 0))
    options = ExpertPlayer(seed=1, samples=9).evaluate(view)
    reply = json.loads(handle(json.dumps({"op": "evaluate", "view": view.to_dict(), "seed": 1, "samples": 9})))
    assert reply["options"] == option_dicts(options)
    back = options_from_dicts(reply["options"])
    assert [o.action for o in back] == [o.action for o in options]
    assert all(abs(a.error - b.error) < 1e-4 and abs(a.points - b.points) < 1e-4 for a, b in zip(back, options))
    for bad in ([], None, [{"points": 1}], [{"action": "pass", "points": "x", "samples": 1}]):
        with pytest.raises(ValueError):
            options_from_dicts(bad)


def test_the_same_request_without_a_time_budget_gets_the_same_reply():
    state = played_hand(5, "standard")
    for _, _, view in decisions(state, 0):
        request = json.dumps({"op": "evaluate", "view": view.to_dict(), "seed": 77, "samples": 20,
                              "table": {"left": "standard", "partner": "expert", "right": "standard"}})
        first, second = json.loads(handle(request)), json.loads(handle(request))
        assert first["options"] == second["options"]


def test_a_card_that_another_matches_in_every_deal_and_beats_in_one_is_never_about_equal():
    """Round seed 423039412, hand 5, trick 3: spades trump, the person (seat 0, the dealer) holds K♣ 10♣ 9♣
    and West has led the queen of spades. Throwing the K♣ rather than the 9♣ is never better and worse
    wherever the K♣ would later stop the Q♣, yet its gap in the average is within the close-call margin.
    The evaluation is the coach's own (ui.evaluations): the page's seed for that decision, 200 samples,
    experts around the person."""
    rnd = euchre.Round.start(euchre.Rules(), seed=423039412)
    while rnd.hand_number < 5:
        rnd = rnd.next_hand() if rnd.hand.is_over else rnd.apply(rnd.legal_actions()[0])
    dealt = rnd.hand
    assert dealt.dealt[0] == ("TD", "JC", "KC", "TC", "9C") and dealt.upcard == "9H" and dealt.dealer == 0
    played = ("pass", "pass", "pass", "pass", "call S", "play JS", "play 9S", "play KS", "play JC", "play AS",
              "play TS", "play QD", "play TD", "play QS", "play 9D", "play JH")
    state = dealt
    for action in played:
        state = state.apply(action)
    index = len(played)
    view = state.view(0)
    assert view.hand == ("KC", "TC", "9C") and view.trick.plays == ((1, "QS"), (2, "9D"), (3, "JH"))

    def expert() -> ExpertPlayer:
        return ExpertPlayer(seed=decision_seed(423039412, 5, index, "coach"), samples=200,
                            **table_places((None, "expert", "expert", "expert"), 0))

    options = expert().evaluate(view)
    by_action = {o.action: o for o in options}
    king, nine = by_action["play KC"], by_action["play 9C"]
    assert options[0].points - king.points <= CLOSE_CALL  # an average alone would call it about equal
    again = expert()
    rows = [again.values_in(sample, 0) for sample in again.sampled_states(view)]
    assert len(rows) == 200 and all(row["play 9C"] >= row["play KC"] for row in rows)
    assert any(row["play 9C"] > row["play KC"] for row in rows)
    assert king.dominated and not nine.dominated

    judged = judge(index, "play KC", options)
    assert judged.best != "play KC" and not judged.close
    assert judged.lost == pytest.approx(options[0].points - king.points) and judged.lost > 0


def test_dominated_options_are_found_sample_by_sample():
    from euchre.ai.expert import dominated
    assert dominated([[1, 1, 0], [0, -1, 0], [2, 2, 2]]) == {1, 2}
    assert dominated([[1, 0], [0, 1]]) == set()
    assert dominated([[1, 1], [2, 2]]) == set()  # equal everywhere: neither is worse
    assert dominated([]) == set()
