"""The expert computer player: named situations with a clear right choice, and its API."""

from __future__ import annotations

import json
import random

import pytest

import euchre
from euchre.ai import LEVELS, computer_player
from euchre.ai.expert import ExpertPlayer
from euchre.ai.remote import handle
from euchre.hand import Phase, new_hand

RULES = euchre.Rules.tournament()


def hand_with(seat_cards: dict[int, list[str]], upcard: str, dealer: int = 0, rules=RULES):
    """A deal giving the named seats their cards; the rest of the pack dealt in order."""
    rest = [c for c in euchre.cards.PACK if c != upcard and all(c not in h for h in seat_cards.values())]
    hands = []
    for seat in range(4):
        if seat in seat_cards:
            hands.append(seat_cards[seat])
        else:
            hands.append(rest[:5])
            rest = rest[5:]
    return new_hand(rules, dealer, hands, upcard, rest[:3])


def expert(samples: int = 30) -> ExpertPlayer:
    return ExpertPlayer(seed=7, samples=samples)


def test_every_level_and_random_choose_legal_actions_through_whole_hands():
    rng = random.Random(3)
    for level in (*LEVELS, "random"):
        players = [computer_player(level, seed=s, **({"samples": 4} if level == "expert" else {}))
                   for s in range(4)]
        for number in range(3 if level == "expert" else 20):
            state = euchre.deal(RULES if number % 2 else euchre.Rules.standard(), number % 4, rng)
            while not state.is_over:
                view = state.view(state.to_act)
                action = players[state.to_act].choose(view)
                assert action in view.legal_actions
                state = state.apply(action)


def test_unknown_level_is_refused_in_words():
    with pytest.raises(ValueError, match="beginner, standard, expert"):
        computer_player("grandmaster")
    with pytest.raises(ValueError, match="samples"):
        ExpertPlayer(samples=0)


def test_passes_a_hopeless_hand():
    state = hand_with({1: ["9C", "TC", "9D", "TD", "QS"]}, upcard="9H")
    assert expert().choose(state.view(1)) == "pass"


def test_goes_alone_with_a_sure_march():
    state = hand_with({1: ["JH", "JD", "AH", "KH", "QH"]}, upcard="9H")
    player = expert()
    options = player.evaluate(state.view(1))
    assert options[0].action == "order alone"
    assert options[0].allowance == player.allowance(state.view(1), "order alone") > 0
    assert options[0].points == pytest.approx(4.0 - options[0].allowance)


def test_orders_with_a_partner_rather_than_alone_with_a_loser_in_hand():
    state = hand_with({1: ["JH", "AH", "KH", "AC", "9S"]}, upcard="9H")
    options = [o.action for o in expert().evaluate(state.view(1))]
    assert options[0] == "order"
    assert options.index("order alone") > options.index("order")


def test_does_not_order_the_right_bower_into_the_dealers_hand_with_a_weak_hand():
    state = hand_with({1: ["9S", "TS", "9C", "AD", "QD"]}, upcard="JH")
    assert expert().choose(state.view(1)) == "pass"


def test_dealer_discards_a_singleton_to_make_a_void():
    state = hand_with({0: ["AH", "KH", "9H", "AS", "9C"], 1: ["JD", "TS", "QS", "9D", "TD"]}, upcard="JH")
    state = state.apply("pass").apply("pass").apply("pass").apply("order")
    assert expert().choose(state.view(0)) == "discard 9C"


def test_does_not_trump_a_partners_sure_winner():
    hands = [["QH", "9H", "9D", "TD", "KS"], ["JH", "9C", "AD", "KD", "QS"],
             ["AC", "KC", "JD", "AS", "TS"], ["TC", "QC", "JC", "AH", "KH"]]
    state = new_hand(RULES, 0, hands, "9S", ["QD", "TH", "JS"])
    for action in ["pass"] * 4 + ["call H", "play 9C", "play AC", "play TC"]:
        state = state.apply(action)
    # Seat 0 plays last, void in clubs, and its partner's ace already holds the trick.
    view = state.view(0)
    assert "play QH" in view.legal_actions
    assert expert().choose(view) in ("play 9D", "play TD", "play KS")


def test_options_are_exactly_the_legal_actions_best_first():
    state = euchre.deal(RULES, 2, random.Random(9))
    view = state.view(state.to_act)
    options = expert(samples=10).evaluate(view)
    assert sorted(o.action for o in options) == sorted(view.legal_actions)
    assert [o.points for o in options] == sorted((o.points for o in options), reverse=True)
    assert all(o.samples == 10 for o in options)


def test_same_seed_same_choices():
    state = euchre.deal(RULES, 1, random.Random(2))
    view = state.view(state.to_act)
    assert ExpertPlayer(seed=4, samples=12).evaluate(view) == ExpertPlayer(seed=4, samples=12).evaluate(view)


def test_remote_requests_answer_in_json_and_refuse_bad_ones_in_words():
    state = euchre.deal(RULES, 0, random.Random(1))
    view = state.view(state.to_act).to_dict()
    reply = json.loads(handle(json.dumps({"id": 5, "op": "evaluate", "view": view, "samples": 5})))
    assert reply["ok"] and reply["id"] == 5
    assert sorted(o["action"] for o in reply["options"]) == sorted(state.legal_actions())
    reply = json.loads(handle(json.dumps({"op": "choose", "level": "standard", "view": view})))
    assert reply["ok"] and reply["action"] in state.legal_actions()
    reply = json.loads(handle(json.dumps({"op": "choose", "view": view, "budget_ms": 50})))
    assert reply["ok"] and reply["options"][0]["samples"] >= 1
    table = {"left": "standard", "partner": "person", "right": "standard"}
    reply = json.loads(handle(json.dumps({"op": "choose", "view": view, "samples": 5, "table": table})))
    assert reply["ok"] and reply["action"] in state.legal_actions()
    for bad, words in [("{", "JSON"), ('{"op": "fly"}', "op must be"),
                       (json.dumps({"op": "evaluate", "view": view, "table": ["standard"]}), "table must name"),
                       (json.dumps({"op": "evaluate", "view": view, "table": {"across": "person"}}), "table must"),
                       (json.dumps({"op": "evaluate", "view": view, "table": {"left": "robot"}}),
                        "left must be one of person, beginner, standard, expert, random"),
                       (json.dumps({"op": "evaluate", "view": {"seat": 9}}), "view"),
                       (json.dumps({"op": "evaluate", "view": view, "samples": 0}), "samples"),
                       (json.dumps({"op": "choose", "view": state.view(2).to_dict()}), "no decision"),
                       (json.dumps({"op": "review", "hand": state.to_dict(), "seat": 0}), "op must be")]:
        reply = json.loads(handle(bad))
        assert reply["ok"] is False and words in reply["error"], (bad, reply)


def decisions_of_a_hand(seed: int = 11):
    """A view for each phase with a real choice (bids, the discard, cards), from one whole hand."""
    state = euchre.deal(RULES, dealer=seed % 4, rng=random.Random(seed))
    standard = computer_player("standard", seed=seed)
    views = {}
    while not state.is_over:
        view = state.view(state.to_act)
        if len(view.legal_actions) > 1:
            views.setdefault(state.phase, view)
        state = state.apply(standard.choose(view))
    return views


def test_a_decision_made_in_steps_is_the_decision_made_at_once():
    views = {}
    for seed in range(11, 40):
        for phase, view in decisions_of_a_hand(seed).items():
            views.setdefault(phase, view)
    assert set(views) == {Phase.BID_UPCARD, Phase.BID_SUIT, Phase.DISCARD, Phase.PLAY}, views.keys()
    for phase, view in views.items():
        thinking = ExpertPlayer(seed=3, samples=12).deliberate(view)
        pieces = 1 if phase is Phase.PLAY else len(view.legal_actions)  # all cards at once; each bid alone
        steps = 0
        while True:
            steps += 1
            if thinking.step(seconds=0):
                break
            assert thinking.count == steps // pieces, "a step with no time to spare does one piece of work"
        assert steps == 12 * pieces + 1 and thinking.count == 12  # the last step finds no more samples
        assert thinking.options == ExpertPlayer(seed=3, samples=12).evaluate(view), phase


def test_a_decision_in_steps_says_when_it_is_made_and_not_before():
    view = next(iter(decisions_of_a_hand().values()))
    thinking = ExpertPlayer(seed=1, samples=5).deliberate(view)
    with pytest.raises(ValueError, match="not made yet"):
        thinking.options
    assert thinking.step() is True and thinking.count == 5
    assert thinking.step() is True, "a made decision stays made"
    assert [o.samples for o in thinking.options] == [5] * len(view.legal_actions)


def test_the_time_budget_of_a_decision_in_steps_counts_the_time_between_steps(monkeypatch):
    clock = [100.0]
    monkeypatch.setattr("euchre.ai.expert.time.perf_counter", lambda: clock[0])
    view = next(iter(decisions_of_a_hand().values()))
    thinking = ExpertPlayer(seed=1, samples=400, time_budget=0.5, min_samples=6).deliberate(view)
    while not thinking.step(seconds=0):
        clock[0] += 0.2  # the page's other work between two steps
    # the budget ran out after the second step; sampling stops at the batch of four it was in, once
    # the fewest samples allowed are taken
    assert thinking.count == 8


def _standard_hand_until(seed: int, tricks: int) -> euchre.HandState:
    """A hand the standard player plays at every seat, stopped once ``tricks`` tricks are done."""
    state = euchre.deal(RULES, dealer=seed % 4, rng=random.Random(seed))
    standard = computer_player("standard", seed=0)
    while not state.is_over and (state.phase is not Phase.PLAY or len(state.tricks) < tricks):
        state = state.apply(standard.choose(state.view(state.to_act)))
    return state


def _share_explained(samples, seats) -> float:
    """Of the samples, the share in which every choice ``seats`` made is the standard player's."""
    standard = computer_player("standard", seed=0)

    def explained(sample):
        replay = sample.initial()
        for seat, action in sample.history:
            if seat in seats and len(replay.legal_actions()) > 1 and standard.choose(replay.view(seat)) != action:
                return False
            replay = replay.apply(action)
        return True

    return sum(map(explained, samples)) / len(samples)


def test_opponents_known_to_be_the_standard_player_are_read_by_their_every_choice():
    told, untold = [], []
    for seed in range(12):
        state = _standard_hand_until(seed, tricks=2)
        if state.is_over:
            continue
        seat = state.to_act
        view = state.view(seat)
        opponents = {(seat + 1) % 4, (seat + 3) % 4}
        knowing = ExpertPlayer(seed=1, samples=24, left="standard", partner="person", right="standard")
        told.append(_share_explained(list(knowing.sampled_states(view)), opponents))
        untold.append(_share_explained(list(ExpertPlayer(seed=1, samples=24).sampled_states(view)), opponents))
    assert len(told) >= 8
    # Told who the opponents are, far more of the expert's samples are deals in which they would
    # have bid, discarded and played as they did (about 0.7 against 0.18 here), in every position.
    assert all(t > u for t, u in zip(told, untold))
    assert sum(told) > 3 * sum(untold)


def test_the_places_at_the_table_take_a_person_or_a_level_and_nothing_else():
    assert ExpertPlayer(left="standard", partner="expert", right="person").known == {1}
    assert ExpertPlayer(partner="standard").known == {2}
    assert ExpertPlayer(left="beginner", right="random").known == frozenset()
    with pytest.raises(ValueError, match="right must be one of person, beginner, standard, expert, random"):
        ExpertPlayer(right="grandmaster")


def test_against_known_opponents_the_last_tricks_are_worth_at_least_their_double_dummy_value():
    # The standard players are one way of defending; perfect defenders are the worst for the makers.
    # So playing the last tricks against the program is never worth less than solving them, and
    # somewhere it is worth more (habits that give a trick or a march away).
    more = 0
    for seed in range(16):
        state = _standard_hand_until(seed, tricks=2)
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        seat = state.to_act
        exploiting = ExpertPlayer(seed=1, left="standard", right="standard")
        solving = ExpertPlayer(seed=1, left="standard", right="standard", exploit_tricks=0)
        assert exploiting.exploit_tricks == 3
        against_them = exploiting.values_in(state, seat)
        solved = solving.values_in(state, seat)
        assert against_them.keys() == solved.keys()
        assert all(against_them[a] >= solved[a] for a in solved), (seed, against_them, solved)
        more += against_them != solved
    assert more >= 1
    # With one opponent not known (a person), the last tricks are solved as before.
    state = _standard_hand_until(2, tricks=3)
    half = ExpertPlayer(seed=1, left="standard", right="person")
    assert half.values_in(state, state.to_act) == ExpertPlayer(seed=1).values_in(state, state.to_act)


def random_play_positions(deals: int, seed: int):
    """States in play with a choice of card, from deals played at random."""
    for number in range(deals):
        rng = random.Random(seed + number)
        state = euchre.deal(RULES, number % 4, rng)
        while state.to_act is not None:
            if state.phase is Phase.PLAY and len(state.legal_actions()) > 1:
                yield state
            state = state.apply(rng.choice(state.legal_actions()))


