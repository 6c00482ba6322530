"""research/choice_rules.py: other ways of picking the expert's card from its samples, judged by the real deal."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import euchre
from euchre.ai.expert import ExpertPlayer
from euchre.ai.solver import solve_actions
from euchre.hand import Phase
from research import choice_rules as tool_module

ROOT = Path(__file__).resolve().parents[2]


def test_each_rule_picks_as_it_says():
    tool = tool_module
    legal = ["AS", "KS", "9H"]
    values = [{"AS": 2.0, "KS": 1.0, "9H": 1.5}, {"AS": -1.0, "KS": 1.0, "9H": 0.5},
              {"AS": 2.0, "KS": 1.0, "9H": 0.0}, {"AS": 2.0, "KS": 0.0, "9H": 1.0}]
    # averages: AS 1.25, KS 0.75, 9H 0.75; AS is best in three samples, KS in one
    assert tool.expert_rule(legal, values, "KS") == "AS"
    assert tool.standard_within(0.5)(legal, values, "KS") == "KS"
    assert tool.standard_within(0.4)(legal, values, "KS") == "AS"
    assert tool.most_often_best(legal, values, "9H") == "AS"
    # AS swings from -1 to 2 (sd 1.30); KS and 9H swing less (0.43, 0.56): caution gives up AS
    assert tool.cautious(0.5)(legal, values, "9H") == "AS"
    assert tool.cautious(1.0)(legal, values, "9H") == "KS"
    even = [{"AS": 1.0, "KS": 1.0, "9H": 0.0}]
    assert tool.expert_rule(legal, even, "KS") == "KS" and tool.expert_rule(legal, even, "9H") == "AS"


def test_the_expert_rule_is_the_experts_own_choice():
    tool = tool_module
    rng = random.Random(3)
    checked = 0
    while checked < 6:
        state = euchre.deal(euchre.Rules.tournament(), rng.randrange(4), random.Random(rng.randrange(1 << 30)))
        while state.phase is not Phase.PLAY and state.to_act is not None:
            state = state.apply(state.legal_actions()[0])
        for _ in range(rng.randrange(8)):
            if state.to_act is not None:
                state = state.apply(rng.choice(state.legal_actions()))
        if state.to_act is None or len(state.legal_actions()) < 2:
            continue
        view = state.view(state.to_act)
        drawn = ExpertPlayer(seed=checked, samples=6)
        values = [drawn.values_in(s, view.seat) for s in drawn.sampled_states(view)]
        preferred = ExpertPlayer(seed=0)._model.choose(view)
        choice = tool.expert_rule(list(view.legal_actions), values, preferred)
        assert choice == ExpertPlayer(seed=checked, samples=6).choose(view)
        checked += 1


def test_each_change_costs_what_the_solver_says_on_the_real_deal():
    tool = tool_module
    found = tool.compare(deals=6, seed=5, samples=4, told=False,
                         rules={"first card": lambda legal, values, preferred: legal[0],
                                "the expert's": tool.expert_rule})
    assert found.decisions > 0 and found.changed["the expert's"] == 0
    assert 0 < found.changed["first card"] <= found.decisions
    assert len(found.examples) == found.changed["first card"]
    per_deal = [0.0] * 6
    for number, state, name, card, choice in found.examples:
        assert name == "first card" and card == state.legal_actions()[0] != choice
        values = solve_actions(state)  # net points for the team of the seat to act
        per_deal[number] += values[card] - values[choice]
    assert per_deal == found.gain["first card"] and found.gain["the expert's"] == [0.0] * 6


def test_the_report_lists_every_rule_and_refuses_nonsense():
    run = subprocess.run([sys.executable, "-m", "research.choice_rules", "--deals", "3", "--samples", "2"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("3 deals, seed 5, the expert (2 samples, not told): ")
    for name in tool_module.RULES:
        assert any(line.strip().startswith(name) for line in lines), name
    bad = subprocess.run([sys.executable, "-m", "research.choice_rules", "--deals", "1"], capture_output=True, text=True,
                         timeout=60, cwd=ROOT)
    assert bad.returncode == 2 and "at least 2" in bad.stderr
