"""research/parting.py: a duplicate match's deals grouped by the first choice their two plays made differently."""

from __future__ import annotations

import functools
import random
import subprocess
import sys
from pathlib import Path

import euchre
from euchre.ai import computer_player
from euchre.ai.duplicate import duplicate_match, play_both_ways
from research import parting as tool_module

ROOT = Path(__file__).resolve().parents[2]


def finish(state, rng):
    while state.to_act is not None:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_first_difference_is_named_from_a_side():
    tool = tool_module
    rules = euchre.Rules.tournament()
    for dealer, a_passes in ((3, True), (0, False)):
        start = euchre.deal(rules, dealer, random.Random(8))
        bidder = start.to_act  # the dealer's left: seat 0 (A in play one) or seat 1 (A in play two)
        passed, ordered = finish(start.apply("pass"), random.Random(1)), finish(start.apply("order"), random.Random(1))
        one, two = (passed, ordered) if (bidder % 2 == 0) == a_passes else (ordered, passed)
        assert tool.parting(one, two) == ("round 1, left: A pass, B order" if a_passes else
                                          "round 1, left: A order, B pass")
    same = finish(euchre.deal(rules, 2, random.Random(9)), random.Random(2))
    assert tool.parting(same, same) is None and tool.margin_of(same, same) == 0
    # a difference in play: the first lead after the same bidding
    start = euchre.deal(rules, 1, random.Random(5)).apply("order")
    while start.phase is not euchre.Phase.PLAY:
        start = start.apply(start.legal_actions()[0])
    leads = start.legal_actions()
    one, two = finish(start.apply(leads[0]), random.Random(3)), finish(start.apply(leads[1]), random.Random(3))
    side = "making" if (start.to_act & 1) == (start.contract.maker & 1) else "defending"
    assert tool.parting(one, two) == f"trick 1, leads, {side}"


def test_the_groups_add_up_to_the_matchs_margin():
    tool = tool_module
    rules = euchre.Rules.tournament()
    make_a, make_b = functools.partial(computer_player, "standard"), functools.partial(computer_player, "random")
    found = tool.partings(make_a, make_b, 16, rules, seed=4)
    match = duplicate_match(make_a, make_b, 16, rules, seed=4)
    assert abs(found.margin - match.margin) < 1e-12
    assert abs(sum(sum(m) for m in found.groups.values()) / 16 - match.margin) < 1e-12
    assert found.alike + sum(len(m) for m in found.groups.values()) == 16
    one, two = play_both_ways(make_a, make_b, rules, 4, 0)
    assert tool.margin_of(one, two) == match.paired[0]


def test_the_report_and_its_refusals():
    run = subprocess.run([sys.executable, "-m", "research.parting", "--a", "standard", "--b", "random", "--deals", "6", "--top", "2"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("A = standard, B = random; 6 deals, seed 21: A leads by ")
    assert len([line for line in lines if "(±" in line]) <= 2 and lines[-1].startswith("  share:")
    for bad, says in ((["--deals", "1"], "at least 2"), (["--a-option", "samples=0"], "samples")):
        refused = subprocess.run([sys.executable, "-m", "research.parting", "--a", "expert", "--b", "random", *bad],
                                 capture_output=True, text=True, timeout=60, cwd=ROOT)
        assert refused.returncode == 2 and says in refused.stderr
