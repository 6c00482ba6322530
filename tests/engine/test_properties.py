"""Property tests over random deals and random legal play, and a differential test
against the independent reference implementation in ``reference.py``."""

from __future__ import annotations

import json
import re
from collections import Counter

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import euchre
from euchre import Rules

from tests.helpers import reference
from tests.helpers import snapshot

SETTINGS = settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])

RULES = st.one_of(
    st.just(Rules.tournament()),
    st.just(Rules.standard()),
    st.builds(Rules, stick_the_dealer=st.booleans(), partner_order_goes_alone=st.booleans(),
              dealer_needs_natural=st.booleans(), order_without_trump=st.booleans()),
)


@st.composite
def games(draw):
    """(initial state, chooser): a random deal under random rules, and a random policy.

    The policy passes with a drawn bias so that round two, stick the dealer and thrown-in
    hands come up often, and otherwise picks uniformly among the legal actions."""
    cards = draw(st.permutations(euchre.PACK))
    dealer = draw(st.integers(0, 3))
    rules = draw(RULES)
    bias = draw(st.sampled_from([0.0, 0.5, 0.9]))
    rng = draw(st.randoms(use_true_random=False))
    state = euchre.new_hand(rules, dealer, [cards[i:i + 5] for i in range(0, 20, 5)], cards[20], cards[21:24])

    def choose(s):
        options = s.legal_actions()
        if "pass" in options and rng.random() < bias:
            return "pass"
        return rng.choice(options)

    return state, choose, rng


def run(state, choose):
    """Every state of the hand, from the first to the last."""
    states = [state]
    while not state.is_over:
        state = state.apply(choose(state))
        states.append(state)
    return states


def table(makers_tricks, alone):
    if makers_tricks == 5:
        return (4 if alone else 2), 0
    if makers_tricks >= 3:
        return 1, 0
    return 0, 2


# --- a whole hand ------------------------------------------------------------------------


@SETTINGS
@given(games())
def test_cards_tricks_and_points_are_consistent(game):
    start, choose, _ = game
    end = run(start, choose)[-1]
    dealt, dealer, upcard = end.dealt, end.dealer, end.upcard
    assert end.is_over and end.to_act is None and end.legal_actions() == []
    assert end.points in euchre.OUTCOMES

    if end.thrown_in:
        assert not end.rules.stick_the_dealer
        assert end.points == (0, 0) and end.tricks == () and end.hands == dealt
        assert end.actions == ("pass",) * 8
        return

    contract = end.contract
    out = contract.sitting_out
    picked_up = contract.ordered_up and out != dealer
    assert (end.discard is not None) == picked_up
    if picked_up:
        assert end.discard != upcard and end.discard in dealt[dealer]

    played = [(seat, card) for trick in end.tricks for seat, card in trick.plays]
    cards = [card for _, card in played]
    assert len(cards) == len(set(cards))                               # each card at most once
    for seat in range(4):
        mine = Counter(card for s, card in played if s == seat)
        if seat == out:
            assert not mine and end.hands[seat] == dealt[seat]
            continue
        expected = set(dealt[seat])
        if seat == dealer and picked_up:
            expected = (expected | {upcard}) - {end.discard}
        assert set(mine) == expected and len(mine) == 5                # every card exactly once
        assert end.hands[seat] == ()
    assert not set(cards) & set(end.kitty)
    assert (upcard in cards) == picked_up

    # five tricks of four (three alone), in turn, each led by the last winner
    assert len(end.tricks) == 5
    players = [s for s in range(4) if s != out]
    first = (dealer + 1) % 4 if (dealer + 1) % 4 != out else (dealer + 2) % 4
    leader = first
    for trick in end.tricks:
        assert trick.leader == leader
        seats = [s for s, _ in trick.plays]
        assert len(seats) == len(players) and set(seats) == set(players)
        assert seats[0] == leader
        for a, b in zip(seats, seats[1:]):
            assert b == next(x % 4 for x in range(a + 1, a + 5) if x % 4 != out)
        assert trick.winner in seats
        leader = trick.winner
    wins = Counter(t.winner % 2 for t in end.tricks)
    assert end.tricks_won == (wins[0], wins[1]) and sum(end.tricks_won) == 5

    team = contract.maker % 2
    made, defended = table(end.tricks_won[team], contract.alone)
    assert end.points[team] == made and end.points[1 - team] == defended


@SETTINGS
@given(games())
def test_apply_never_mutates_the_state(game):
    state, choose, rng = game
    while not state.is_over:
        before = snapshot(state)
        action = choose(state)
        seat = state.to_act
        after = state.apply(action)
        assert snapshot(state) == before
        assert after.history == state.history + ((seat, action),)
        assert after is not state and after != state
        # a refused action leaves it unchanged too
        wrong = rng.choice([a for a in ["pass", "order", "call C", "discard 9C", "play AS", "jump", None]
                            if not state.is_legal(a)])
        try:
            state.apply(wrong)
        except euchre.EuchreError:
            pass
        else:
            raise AssertionError(f"{wrong!r} was accepted though not legal")
        assert snapshot(state) == before
        state = after
    try:
        state.points = (9, 9)
    except AttributeError:
        pass
    else:
        raise AssertionError("a HandState accepted an attribute assignment")


@SETTINGS
@given(games(), st.randoms(use_true_random=False))
def test_json_round_trip_at_every_sampled_step(game, sampler):
    start, choose, _ = game
    states = run(start, choose)
    picked = [states[0], states[-1]] + sampler.sample(states, min(4, len(states)))
    for state in picked:
        text = euchre.dumps(state)
        json.loads(text)  # real JSON
        back = euchre.loads(text)
        assert back == state and hash(back) == hash(state)
        assert back.to_dict() == state.to_dict()
        assert back.legal_actions() == state.legal_actions()
        assert (back.phase, back.to_act, back.hands, back.history) == (
            state.phase, state.to_act, state.hands, state.history)
        assert (back.contract, back.discard, back.tricks, back.trick, back.tricks_won, back.points) == (
            state.contract, state.discard, state.tricks, state.trick, state.tricks_won, state.points)
        assert [back.view(s) for s in range(4)] == [state.view(s) for s in range(4)]
        assert euchre.dumps(back) == text


@SETTINGS
@given(games(), st.randoms(use_true_random=False))
def test_repr_pasted_back_is_the_same_state(game, sampler):
    """A state prints as the call that rebuilds it, under any rules, at any step."""
    start, choose, _ = game
    states = run(start, choose)
    namespace = {"HandState": euchre.HandState, "Rules": Rules}
    for state in [states[0], states[-1]] + sampler.sample(states, min(4, len(states))):
        text = repr(state)
        assert text.startswith("HandState.replay(")
        back = eval(text, namespace)
        assert back == state and back.rules == state.rules and repr(back) == text
        assert back.legal_actions() == state.legal_actions()


CARD = re.compile(r"\b[9TJQKA][CDHS]\b")


@SETTINGS
@given(games())
def test_view_reveals_only_what_the_seat_may_know(game):
    start, choose, _ = game
    for state in run(start, choose):
        played = {card for t in state.tricks for _, card in t.plays} | {card for _, card in state.trick}
        for seat in range(4):
            view = state.view(seat)
            text = json.dumps(view.to_dict())
            shown = set(CARD.findall(text))
            secret = {c for s in range(4) if s != seat for c in state.hands[s]} | set(state.kitty)
            if state.discard is not None and seat != state.dealer:
                secret.add(state.discard)
            secret -= {state.upcard}  # turned face up for all to see (even once picked up)
            assert not shown & secret, (seat, shown & secret)
            allowed = set(state.hands[seat]) | played | {state.upcard}
            if seat == state.dealer and state.discard is not None:
                allowed.add(state.discard)
            assert shown <= allowed
            assert view.hand == state.hands[seat]
            assert view.discard == (state.discard if seat == state.dealer else None)
            assert view.card_counts == tuple(len(h) for h in state.hands)
            assert view.legal_actions == (tuple(state.legal_actions()) if seat == state.to_act else ())
            assert len(view.history) == len(state.history)
            for (s1, a1), (s2, a2) in zip(view.history, state.history):
                assert s1 == s2
                assert a1 == a2 or (a1 == "discard" and a2.startswith("discard ") and s2 != seat)


def describe(end):
    """Label the hand for ``--hypothesis-show-statistics``, to see what the games cover."""
    if end.thrown_in:
        event("thrown in")
        return
    contract = end.contract
    event("round one" if contract.ordered_up else "round two")
    if contract.alone:
        who = {end.dealer: "dealer", (end.dealer + 2) % 4: "dealer's partner"}.get(contract.maker, "opponent")
        event(f"alone: {who}")
    if not contract.ordered_up and contract.maker == end.dealer and end.rules.stick_the_dealer:
        event("dealer stuck")
    event(f"makers took {end.tricks_won[contract.maker % 2]}")


# --- the engine against the reference --------------------------------------------------


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_engine_agrees_with_reference_at_every_step(game):
    state, choose, _ = game
    ref = reference.RefHand(state.rules, state.dealer, state.dealt, state.upcard, state.kitty)
    while True:
        assert set(state.legal_actions()) == ref.legal(), (state.actions, state.rules)
        assert len(state.legal_actions()) == len(set(state.legal_actions()))
        assert state.to_act == ref.turn
        assert sorted(map(sorted, state.hands)) == sorted(map(sorted, ref.hands))
        assert [sorted(h) for h in state.hands] == [sorted(h) for h in ref.hands]
        if state.is_over:
            break
        action = choose(state)
        state = state.apply(action)
        ref.act(action)
    assert ref.stage == "over"
    assert state.points == ref.points
    describe(state)
    assert list(state.tricks_won) == ref.won
    assert state.thrown_in == ref.thrown_in
    assert [t.winner for t in state.tricks] == [w for _, w in ref.done_tricks]
    if not state.thrown_in:
        assert (state.contract.trump, state.contract.maker, state.contract.alone) == (
            ref.trump, ref.maker, ref.alone)
        assert state.sitting_out == ref.sits_out
        assert state.discard == ref.discarded


@settings(max_examples=150, deadline=None)
@given(games())
def test_reference_replay_from_history_matches_engine(game):
    """The reference's from-scratch replay (legal actions for a given history) agrees too."""
    state, choose, _ = game
    deal = (state.rules, state.dealer, state.dealt, state.upcard, state.kitty)
    while not state.is_over:
        assert set(state.legal_actions()) == reference.legal_actions(*deal, state.actions)
        state = state.apply(choose(state))
    assert reference.replay(*deal, state.actions).points == state.points


# --- rounds ------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 3), RULES, st.integers(0, 300), st.randoms(use_true_random=False))
def test_round_totals_and_json_round_trip(seed, first_dealer, rules, steps, rng):
    rnd = euchre.Round.start(rules, seed=seed, first_dealer=first_dealer)
    for _ in range(steps):
        if rnd.is_over:
            break
        rnd = rnd.next_hand() if rnd.hand.is_over else rnd.apply(rng.choice(rnd.legal_actions()))
    back = euchre.loads(euchre.dumps(rnd))
    assert back == rnd and back.to_dict() == rnd.to_dict()
    assert [h.dealer for h in rnd.hands] == [(first_dealer + i) % 4 for i in range(len(rnd.hands))]
    a = sum(h.points[0] for h in rnd.hands)
    b = sum(h.points[1] for h in rnd.hands)
    assert rnd.team_scores == (a, b) and rnd.seat_scores == (a, b, a, b)
    assert rnd.is_over == (len(rnd.hands) == 8 and rnd.hand.is_over)
