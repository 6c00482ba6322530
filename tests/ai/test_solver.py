"""The double-dummy solver against a plain exhaustive minimax through the engine's own moves."""

from __future__ import annotations

import random

import pytest

import euchre
from euchre.ai.solver import INDEX, Solver, contract_points, solve_actions
from euchre.cards import PACK, SUITS
from euchre.hand import Phase
from euchre.ai import RandomPlayer
from euchre.ai.standard import RuleBasedPlayer


def minimax(state, team: int) -> int:
    """Net points for ``team`` with perfect play by everyone: every legal card tried."""
    if state.is_over:
        return state.points[team] - state.points[1 - team]
    values = [minimax(state.apply(action), team) for action in state.legal_actions()]
    return max(values) if (state.to_act & 1) == team else min(values)


def play_position(rng: random.Random, number: int, cards_played: int):
    """A random hand in the play phase after ``cards_played`` cards, or None if it ended first."""
    rules = euchre.Rules.tournament() if number % 2 else euchre.Rules.standard()
    state = euchre.deal(rules, number % 4, rng)
    bidder = RuleBasedPlayer(rng) if number % 3 else RandomPlayer(rng)
    while state.phase is not Phase.PLAY and not state.is_over:
        state = state.apply(bidder.choose(state.view(state.to_act)))
    while not state.is_over and sum(a.startswith("play") for a in state.actions) < cards_played:
        state = state.apply(rng.choice(state.legal_actions()))
    return None if state.is_over else state


def positions(seed: int, count: int, played: range):
    rng = random.Random(seed)
    found = []
    number = 0
    while len(found) < count:
        state = play_position(rng, number, rng.choice(played))
        number += 1
        if state is not None:
            found.append(state)
    return found


def test_card_numbers_put_every_winner_above_what_it_beats():
    for trump in SUITS:
        index = INDEX[trump]
        assert sorted(index.values()) == sorted(set(index.values())) and len(index) == len(PACK)
        for led in SUITS:
            for a in PACK:
                for b in PACK:
                    pa = euchre.cards.power(a, trump, led)
                    pb = euchre.cards.power(b, trump, led)
                    if pa > pb > 0:
                        assert index[a] > index[b], (trump, led, a, b)


@pytest.mark.parametrize("seed", range(4))
def test_late_positions_match_exhaustive_minimax(seed):
    for state in positions(seed, 100, range(8, 19)):
        team = state.to_act & 1
        want = {a: minimax(state.apply(a), team) for a in state.legal_actions()}
        assert solve_actions(state) == want, state.to_dict()


def test_positions_with_four_tricks_to_play_match_exhaustive_minimax():
    for state in positions(11, 25, range(4, 8)):
        team = state.to_act & 1
        want = {a: minimax(state.apply(a), team) for a in state.legal_actions()}
        assert solve_actions(state) == want, state.to_dict()


def test_whole_hands_agree_with_the_first_lead_solved_card_by_card():
    rng = random.Random(5)
    for number in range(150):
        pack = list(PACK)
        rng.shuffle(pack)
        hands = [pack[i * 5:i * 5 + 5] for i in range(4)]
        trump = rng.choice(SUITS)
        maker = rng.randrange(4)
        alone = number % 3 == 0
        dealer = number % 4
        points = contract_points(hands, trump, maker, alone, dealer)
        solver = Solver(trump, maker, alone)
        leader = (dealer + 1) % 4
        if alone and leader == (maker + 2) % 4:
            leader = (leader + 1) % 4
        tricks = solver.tricks(hands, leader)
        expected = -2 if tricks < 3 else 1 if tricks < 5 else 4 if alone else 2
        assert points == expected
        assert solver.at_least(hands, leader, tricks) and not solver.at_least(hands, leader, tricks + 1)


def test_a_sure_lone_march_is_worth_four():
    hands = [["9C", "TC", "QC", "KC", "AC"], ["JH", "JD", "AH", "KH", "QH"],
             ["9S", "TS", "QS", "KS", "AS"], ["9D", "TD", "QD", "KD", "AD"]]
    assert contract_points(hands, "H", maker=1, alone=True, dealer=0) == 4
    assert contract_points(hands, "H", maker=1, alone=False, dealer=0) == 2
    # The same cards with clubs trump: seat 1's side holds no clubs and loses every trick.
    assert contract_points(hands, "C", maker=1, alone=False, dealer=0) == -2


def test_solver_refuses_a_hand_not_in_play():
    state = euchre.deal(euchre.Rules(), 0, random.Random(1))
    with pytest.raises(ValueError, match="play phase"):
        solve_actions(state)
