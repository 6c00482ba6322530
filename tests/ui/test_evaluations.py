"""The coach agrees with itself: a hint and the review of the same decision come from one evaluation
(ui.game.evaluations), asked as the page asks it (the worker's own euchre.ai.remote.handle answers here).

A person who always takes the hint's first choice is never told, in the review, that they gave
points away: whether the review finds the hint's evaluation kept with the game, read back from
storage after a reload, or has to ask again because nothing was kept.
"""

from __future__ import annotations

import json

import pytest

from euchre.ai import table_places
from euchre.ai.remote import handle, options_from_dicts
from euchre.ai.review import judge
from euchre.game import HUMAN, Game
from ui.game.advice import hint_panel, review_panel, verdict_text
from ui.game.evaluations import MOST, SAMPLES, Ask, Decision, Evaluations, hint_ask, review_asks
from ui.kit.vdom import find

EXPERTS = (None, "expert", "expert", "expert")
"""The Menu's default: every computer seat an expert."""
STANDARD = (None, "standard", "standard", "standard")


def answer(ask: Ask, evaluations: Evaluations) -> tuple[tuple, Evaluations]:
    """What ``ui.game.coach.Coach.evaluation`` does, with the worker's ``handle`` standing in for the worker:
    the kept evaluation, or the expert's answer to the request, kept."""
    if ask.kept is not None:
        return ask.kept, evaluations
    reply = json.loads(handle(json.dumps(ask.request)))
    assert reply["ok"], reply
    options = options_from_dicts(reply["options"])
    return options, evaluations.kept(ask.decision, ask.view, options)


def play_hand(game: Game, evaluations: Evaluations, table: dict, pick=lambda options: options[0]):
    """Play the current hand to its end; the person asks for a hint at every decision and takes
    ``pick(options)``. Returns the game, the evaluations and the hints shown (by history index)."""
    hints = {}
    while not game.hand.is_over:
        if game.human_to_act:
            ask = hint_ask(game.round, evaluations, table)
            options, evaluations = answer(ask, evaluations)
            if len(options) > 1:
                hints[ask.decision.index] = options
            game = game.act(pick(options).action)
        else:
            game = game.computer_step()
    return game, evaluations, hints


def review(game: Game, evaluations: Evaluations, table: dict):
    """The review as the page makes it: each decision's kept evaluation, or the same request again."""
    judged = []
    for ask in review_asks(game.round, evaluations, table):
        options, evaluations = answer(ask, evaluations)
        judged.append(judge(ask.decision.index, ask.action, options))
    return judged


@pytest.mark.parametrize("seed, levels, hands", [(31, EXPERTS, 2), (7, STANDARD, 1)])
def test_taking_the_hints_first_choice_is_never_marked_as_points_given_away(seed, levels, hands):
    game = Game.new(seed=seed, levels=levels)
    table = table_places(levels, HUMAN)  # what Settings.table_of gives for these levels
    evaluations = Evaluations()
    followed = 0
    for _ in range(hands):
        game, evaluations, hints = play_hand(game, evaluations, table)
        followed += len(hints)
        for kept, when in ((evaluations, "kept with the game"),
                           (Evaluations.loads(evaluations.dumps()), "read back after a reload"),
                           (Evaluations(), "nothing kept: asked again")):
            judged = review(game, kept, table)
            assert [j.index for j in judged] == sorted(hints), when
            for j in judged:
                assert j.action == j.best and j.lost == 0 and not j.close, (when, j)
                assert [o.action for o in j.options] == [o.action for o in hints[j.index]], when
            nodes = review_panel({"status": "done", "decisions": judged}, game.hand, game.round.hand_number)
            shown = [n for node in nodes for n in find(node, lambda n: "data-lost" in n.attrs)]
            assert len(shown) == len(hints) and all(n.attrs["data-lost"] == "0.00" for n in shown), when
        game = game.next_hand()
    assert followed >= 3 * hands


def test_the_review_says_of_each_choice_what_the_hint_said_of_it():
    """Choices other than the hint's first: the review's verdict is the hint's, word for word."""
    game = Game.new(seed=12, levels=EXPERTS)
    table = table_places(EXPERTS, HUMAN)
    game, evaluations, hints = play_hand(game, Evaluations(), table, pick=lambda options: options[-1])
    judged = review(game, Evaluations(), table)  # asked again: nothing kept
    assert [j.index for j in judged] == sorted(hints)
    for j in judged:
        options = hints[j.index]
        items = [li for node in hint_panel({"status": "done", "options": options}, game.hand.dealer)
                 for li in find(node, lambda n: n.tag == "li")]
        said = {item.attrs["data-action"]: item.children[2].text for item in items}
        assert verdict_text(j) == (said[j.action] if j.action != j.best else verdict_text(j))
        assert j.lost == 0 or j.lost > 0.1 or j.chosen.dominated


def test_an_evaluation_is_kept_only_for_the_same_decision_seen_the_same_way():
    game = Game.new(seed=5, levels=STANDARD)
    while not game.human_to_act:
        game = game.computer_step()
    ask = hint_ask(game.round, Evaluations(), {})
    assert ask.kept is None and ask.request["samples"] == SAMPLES and "budget_ms" not in ask.request
    options, kept = answer(ask, Evaluations())
    assert hint_ask(game.round, kept, {}).kept == options
    assert Evaluations.loads(kept.dumps()).get(ask.decision, ask.view) == options
    other = game.round.hand.view(1)  # another seat's view of the same moment
    assert kept.get(ask.decision, other) is None
    assert kept.get(ask.decision._replace(round_seed="another"), ask.view) is None
    assert kept.get(ask.decision._replace(index=ask.decision.index + 1), ask.view) is None
    other_round = kept.kept(Decision("another", 1, 0), ask.view, options)  # a guided hand's, say
    assert len(other_round) == 2 and other_round.get(ask.decision, ask.view) == options
    many = kept
    for index in range(MOST + 20):
        many = many.kept(Decision(ask.decision.round_seed, 1, 100 + index), ask.view, options)
    assert len(many) == MOST and many.get(ask.decision, ask.view) is None  # the oldest went first
    assert many.get(Decision(ask.decision.round_seed, 1, 100 + MOST + 19), ask.view) == options


def test_the_seed_depends_on_the_round_the_hand_and_the_decision_only():
    seeds = {Decision(42, hand, index).seed for hand in range(1, 9) for index in range(30)}
    assert len(seeds) == 8 * 30
    assert Decision(42, 3, 4).seed == Decision(42, 3, 4).seed != Decision("42x", 3, 4).seed


@pytest.mark.parametrize("text", [None, "", "{", "[]", '{"format": "euchre-coach", "schema": 99}',
                                  '{"format": "euchre-coach", "schema": 1, "evaluations": {"1/1:0": 5}}',
                                  '{"format": "euchre-coach", "schema": 1, "evaluations": {"1/1:0": ["x", []]}}',
                                  "1" * 500_000])
def test_unreadable_evaluations_are_none_and_are_worked_out_again(text):
    assert len(Evaluations.loads(text)) == 0


def test_the_docstring_example_runs():
    import doctest

    import ui.game.evaluations

    result = doctest.testmod(ui.game.evaluations)
    assert result.failed == 0 and result.attempted > 0
