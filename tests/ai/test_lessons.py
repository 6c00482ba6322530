"""The lessons (euchre.lessons) teach what is true: each recommended action is the expert's own choice
by a clear margin, a lone hand recommended really takes all five tricks, the computer seats' moves are
the same every time, every card a reason names is one the learner can see, and leading trump, the left
bower and each house rule a newcomer meets have a lesson that turns on them."""

from __future__ import annotations

import re

import pytest

from euchre.ai import table_places
from euchre.ai.expert import ExpertPlayer
from euchre.facts import HandFacts, TableFacts, strength, suit_in
from euchre.hand import HandState, Phase
from euchre.lessons import LESSONS, Lesson, facts_for, lesson
from euchre.rules import Rules

SAMPLES = 200
"""Samples the expert takes to judge a lesson's step: the coach's own number (ui.evaluations)."""
CLEAR = 0.25
"""Points by which the recommended action must lead the next best option, and at least three standard
errors of that lead: a clear margin, not a close call."""

STEPS = [(item, number) for item in LESSONS for number in range(len(item.steps))]
SYMBOL = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
CARD = re.compile(r"\b(10|[9JQKA])([♣♦♥♠])")


def expert_for(item: Lesson, seed: int = 0, samples: int = SAMPLES) -> ExpertPlayer:
    """The expert, told that the computer seats around the learner are standard players (they are)."""
    levels = tuple(None if seat == item.seat else "standard" for seat in range(4))
    return ExpertPlayer(seed=seed, samples=samples, **table_places(levels, item.seat))


def test_a_handful_of_short_lessons_each_its_own_deal():
    assert 6 <= len(LESSONS) <= 9
    assert len({item.id for item in LESSONS}) == len(LESSONS)
    assert len({item.hands for item in LESSONS}) == len(LESSONS)
    for item in LESSONS:
        assert 1 <= len(item.steps) <= 4 and item.title and item.goal.endswith(".")
        assert isinstance(item.rules, Rules) and item.start().dealer == item.dealer
        assert lesson(item.id) is item
    with pytest.raises(KeyError, match="no lesson"):
        lesson("nothing")


def test_following_the_advice_reaches_every_step_the_same_way_every_time():
    for item in LESSONS:
        walked = list(item.walk())
        assert len(walked) == len(item.steps)
        for state, step in walked:
            assert state.to_act == item.seat and state.is_legal(step.action), (item.id, step)
            assert item.step_at(state) == step
        assert [state for state, _ in item.walk()] == [state for state, _ in walked]
        assert item.step_at(item.start().apply(item.start().legal_actions()[-1])) in (None, item.steps[0])


@pytest.mark.parametrize("item, number", STEPS, ids=[f"{item.id}-{number + 1}" for item, number in STEPS])
def test_each_recommended_action_is_the_experts_clear_choice(item, number):
    state, step = list(item.walk())[number]
    view = state.view(item.seat)
    options = expert_for(item).evaluate(view)
    assert options[0].action == step.action, [(o.action, round(o.points, 2)) for o in options]
    if len(options) > 1:
        lead = options[0].points - options[1].points
        assert lead >= CLEAR and lead >= 3 * options[1].error, (step.action, options[:2])


@pytest.mark.parametrize("item", [item for item in LESSONS if any(s.action.endswith("alone") for s in item.steps)],
                         ids=lambda item: item.id)
def test_a_lone_hand_recommended_takes_all_five_tricks(item):
    *_, (state, step) = item.walk()
    state = item.to_learner(state.apply(step.action, item.seat))
    player = expert_for(item, seed=1, samples=40)
    while not state.is_over:
        state = item.to_learner(state.apply(player.choose(state.view(item.seat))) if state.to_act == item.seat
                                else state)
    contract = state.contract
    assert contract.alone and contract.maker == item.seat
    assert state.tricks_won[item.seat % 2] == 5 and state.points[item.seat % 2] == 4


def test_the_facts_of_each_step_come_from_the_learners_view():
    for item in LESSONS:
        for state, step in item.walk():
            view = state.view(item.seat)
            found = facts_for(view, step.action)
            kind = TableFacts if view.phase is Phase.PLAY else HandFacts
            assert isinstance(found, kind) and step.facts and set(step.facts) <= set(kind._fields)
            assert item.facts(state, step) == {name: getattr(found, name) for name in step.facts}


def test_every_card_a_reason_names_is_one_the_learner_can_see():
    for item in LESSONS:
        for state, step in item.walk():
            view = state.view(item.seat)
            seen = set(view.hand) | {view.upcard} | {c for t in view.tricks for c in t.cards}
            if view.trick is not None:
                seen |= set(view.trick.cards)
            named = {("T" if rank == "10" else rank) + SYMBOL[suit] for rank, suit in CARD.findall(step.reason)}
            assert named and named <= seen, (item.id, step.action, named - seen)


@pytest.mark.parametrize("rule, decides", [
    ("order_without_trump", lambda state: state.phase is Phase.BID_UPCARD and "order" in state.legal_actions()
     and not HandFacts.of(state.view(state.to_act).hand, state.upcard[1]).trumps),
    ("partner_order_goes_alone", lambda state: "order alone" in state.legal_actions()
     and "order" not in state.legal_actions()),
    ("dealer_needs_natural", lambda state: state.phase is Phase.BID_UPCARD and state.legal_actions() == ["pass"]
     and "house rule 3" in state.why_not("order")),
    ("stick_the_dealer", lambda state: state.phase is Phase.BID_SUIT and "pass" not in state.legal_actions()),
])
def test_each_house_rule_a_newcomer_meets_has_a_lesson_where_it_decides_a_turn(rule, decides):
    taught = [item for item in LESSONS if item.rule == rule]
    assert len(taught) == 1
    assert getattr(taught[0].rules, rule)
    assert any(decides(state) for state, _ in taught[0].walk())


def leads_trump(item: Lesson, state: HandState, card: str) -> bool:
    """The learner, on lead for the side that made trump, leads a trump."""
    table = TableFacts.of(state.view(item.seat))
    return table.led is None and card in table.hand.trumps and state.contract.maker % 2 == item.seat % 2


def left_bower_beats_a_trump_on_its_own_suit(item: Lesson, state: HandState, card: str) -> bool:
    """The left bower's printed suit is led and the learner cannot follow it (the bower is a trump, not of
    that suit), and the bower beats the trump winning the trick."""
    table = TableFacts.of(state.view(item.seat))
    trump, best = table.hand.trump, table.winning and table.winning[1]
    return (card == table.hand.left_bower and table.led == card[1] and not table.can_follow
            and suit_in(best, trump) == trump and strength(card, trump) > strength(best, trump))


@pytest.mark.parametrize("decides", [leads_trump, left_bower_beats_a_trump_on_its_own_suit],
                         ids=["leading-trump", "left-bower"])
def test_leading_trump_and_the_left_bower_each_have_a_lesson_where_they_decide_a_card(decides):
    taught = {item.id for item in LESSONS for state, step in item.walk()
              if state.phase is Phase.PLAY and decides(item, state, step.action.removeprefix("play "))}
    assert len(taught) == 1, taught


def test_the_docstring_example_runs():
    import doctest

    import euchre.lessons

    assert doctest.testmod(euchre.lessons).failed == 0
