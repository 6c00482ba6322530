"""research/gap.py: the expert's bids and cards set beside an all-seeing player's, and what each difference costs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from euchre.ai.duplicate import AllSeeingPlayer
from euchre.ai.expert import ExpertPlayer
from euchre.ai.solver import solve_actions
from research import gap as tool_module

ROOT = Path(__file__).resolve().parents[2]


def check(gap, judge):
    """Each difference recorded is one the all-seeing reference makes, costing what ``judge`` says."""
    assert gap.decisions > 0
    assert gap.cost.keys() == gap.count.keys() == gap.shortfall.keys()
    assert len(gap.examples) == sum(gap.count.values()) <= gap.decisions
    reference = AllSeeingPlayer(seed=0)
    cost = 0.0
    for state, choice, best in gap.examples:
        assert reference.choose_in(state, state.to_act) == best != choice
        values = judge(state)
        cost += values[best] - values[choice]
    assert abs(cost - sum(gap.cost.values())) < 1e-9
    for key in gap.cost:
        assert len(gap.shortfall[key]) == gap.count[key] >= gap.allowance_only[key]
        # the expert took its own choice, so by its own judgement the all-seeing one was no better
        assert all(short >= -1e-9 for short in gap.shortfall[key]), key


def test_bids_unlike_the_all_seeing_judgement_cost_what_it_says():
    tool = tool_module
    found = tool.gap(deals=24, seed=5, samples=4, told=True)
    check(found, lambda state: ExpertPlayer(seed=0, samples=1).values_in(state, state.to_act))
    assert found.count, "a 4-sample expert bids unlike the all-seeing bidder somewhere in 24 deals"
    for key in found.cost:
        assert key.startswith(("round 1, ", "round 2, ")) and ": expert " in key and ", all-seeing " in key
        if key.endswith(", all-seeing pass"):
            assert found.allowance_only[key] == 0, key  # an allowance never holds a pass back
    assert tool.sort_of("call H alone") == "call alone" and tool.sort_of("order") == "order"


def test_cards_unlike_the_all_seeing_judgement_are_grouped_by_trick_and_place():
    tool = tool_module
    found = tool.gap(deals=8, seed=5, samples=4, told=False, play=True)
    check(found, solve_actions)  # the solver itself: net points for the team of the seat to act
    assert found.count, "a 4-sample expert plays a card the solver would not somewhere in 8 deals"
    for key in found.cost:
        trick, place, side = key.split(", ")
        assert trick in {f"trick {n}" for n in range(1, 5)}  # the last trick has no choice
        assert place in tool.IN_TRICK and side in ("making", "defending")
        assert found.allowance_only[key] == 0  # no allowance in play
    for state, _, _ in found.examples:
        if state.contract.alone and len(state.trick) == 2:
            assert ", last, " in tool.kind_of(state, state.to_act, "", "")  # a lone hand's trick has three cards


def test_the_report_names_the_deals_and_refuses_nonsense():
    run = subprocess.run([sys.executable, "-m", "research.gap", "--deals", "4", "--samples", "2", "--untold"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("4 deals, seed 5, the expert (2 samples, not told): ")
    assert " bids with a choice" in run.stdout.splitlines()[0]
    bad = subprocess.run([sys.executable, "-m", "research.gap", "--deals", "0"], capture_output=True, text=True,
                         timeout=60, cwd=ROOT)
    assert bad.returncode == 2 and "at least 1" in bad.stderr
