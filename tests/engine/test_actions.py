"""The Action value type, a state's and a view's legal actions, and a hand's earlier states."""

from __future__ import annotations

import json
import random

import pytest

import euchre
from euchre import ACTIONS, Action, InvalidActionError, Rules


@pytest.mark.parametrize("text", sorted(ACTIONS))
def test_every_action_string_parses_and_prints_back(text):
    action = Action.parse(text)
    assert str(action) == action.text == text
    kind, arg, alone = ACTIONS[text]
    assert (action.kind, action.alone) == (kind, alone)
    assert action.card == (arg if kind in ("discard", "play") else None)
    assert action.suit == (arg if kind == "call" else None)


def test_fields_read_as_a_player_would_say_them():
    assert Action.parse("call H alone") == Action("call", suit="H", alone=True)
    assert Action.parse("order alone") == Action("order", alone=True)
    assert Action.parse("play JD") == Action("play", card="JD")
    assert Action.parse("discard 9C").card == "9C"
    assert Action.parse("pass") == Action("pass")


@pytest.mark.parametrize("text", ["", "pass ", "call", "call X", "call H  alone", "play 1C", "order up",
                                  "discard", "PLAY JD", None, 3, ("pass",)])
def test_malformed_text_raises_the_engines_invalid_action_error(text):
    with pytest.raises(InvalidActionError) as caught:
        Action.parse(text)
    assert isinstance(caught.value, ValueError)
    assert "unknown action" in str(caught.value)
    # the same error apply gives
    state = euchre.deal(Rules(), 0, random.Random(1))
    with pytest.raises(InvalidActionError) as from_apply:
        state.apply(text)
    assert str(from_apply.value) == str(caught.value)


def test_an_action_built_with_impossible_fields_cannot_be_printed():
    for bad in (Action("play"), Action("call", suit="X"), Action("pass", alone=True), Action("jump")):
        with pytest.raises(InvalidActionError):
            str(bad)


def test_a_views_legal_actions_are_the_states_for_the_seat_to_act_only():
    state = euchre.deal(Rules(), 2, random.Random(5))
    while not state.is_over:
        legal = state.legal_actions()
        assert isinstance(legal, list) and legal
        assert all(Action.parse(a).text == a for a in legal)
        view = state.view(state.to_act)
        assert type(view.legal_actions) is tuple and list(view.legal_actions) == legal
        assert all(state.view(seat).legal_actions == () for seat in range(4) if seat != state.to_act)
        # a fresh list: changing it changes nothing in the state
        legal.clear()
        assert state.legal_actions()
        state = state.apply(state.legal_actions()[-1])
    assert state.legal_actions() == [] and state.view(0).legal_actions == ()


def test_actions_stay_strings_in_history_and_json():
    state = euchre.deal(Rules(), 1, random.Random(9))
    for _ in range(6):
        state = state.apply(state.legal_actions()[0])
    assert all(type(a) is str for _, a in state.history)
    assert all(type(a) is str for a in state.legal_actions())
    saved = json.loads(euchre.dumps(state))
    assert euchre.loads(json.dumps(saved)) == state


def test_initial_and_states_replay_the_hand():
    state = euchre.deal(Rules(), 3, random.Random(11))
    assert state.initial() is state and state.states() == ()
    seen = [state]
    while not state.is_over:
        state = state.apply(random.Random(len(seen)).choice(state.legal_actions()))
        seen.append(state)
    before = state.states()
    assert list(before) == seen[:-1]
    assert state.initial() == seen[0] == euchre.new_hand(state.rules, state.dealer, state.dealt, state.upcard,
                                                         state.kitty)
    for earlier, (seat, action) in zip(before, state.history):
        assert earlier.to_act == seat and earlier.why_not(action) is None
    assert before[-1].apply(state.history[-1][1]) == state
    mid = seen[7]
    assert mid.states() == tuple(seen[:7]) and mid.initial() == seen[0]


def test_assemble_rebuilds_any_state_from_its_parts():
    rng = random.Random(21)
    for number in range(30):
        state = euchre.deal(Rules.standard() if number % 2 else Rules(), number % 4, rng)
        while True:
            built = euchre.HandState.assemble(
                state.rules, state.dealer, state.dealt, state.upcard, state.kitty, phase=state.phase,
                to_act=state.to_act, hands=state.hands, history=state.history, contract=state.contract,
                discard=state.discard, tricks=state.tricks, trick=state.trick, tricks_won=state.tricks_won,
                points=state.points)
            assert built == state and built.legal_actions() == state.legal_actions()
            assert built.current_trick == state.current_trick and built.is_over == state.is_over
            assert [built.view(s) for s in range(4)] == [state.view(s) for s in range(4)]
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
