"""tools/bid_gap.py: the expert's bids set beside an all-seeing bidder's, and what each difference costs."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "bid_gap.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("bid_gap", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_differences_cost_what_the_all_seeing_judgement_says_and_never_less_than_nothing():
    tool = load_tool()
    gap = tool.bid_gap(deals=24, seed=5, samples=4, told=True)
    assert gap.decisions > 0
    assert gap.cost.keys() == gap.count.keys() == gap.shortfall.keys() and sum(gap.count.values()) <= gap.decisions
    assert gap.count, "a 4-sample expert bids unlike the all-seeing bidder somewhere in 24 deals"
    for key, points in gap.cost.items():
        assert points > 0, key  # the all-seeing bid is the best by its own judgement; ties are no difference
        assert key.startswith(("round 1, ", "round 2, ")) and ": expert " in key and ", all-seeing " in key
        assert len(gap.shortfall[key]) == gap.count[key] >= gap.allowance_only[key]
        # the expert took its own bid, so by its own judgement the all-seeing one was no better
        assert all(short >= -1e-9 for short in gap.shortfall[key]), key
        if ": expert pass," not in key:
            assert gap.allowance_only[key] == 0, key  # an allowance never holds a pass back
    assert tool.sort_of("call H alone") == "call alone" and tool.sort_of("order") == "order"


def test_the_report_names_the_deals_and_refuses_nonsense():
    run = subprocess.run([sys.executable, str(TOOL), "--deals", "4", "--samples", "2", "--untold"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("4 deals, seed 5, the expert (2 samples, not told): ")
    bad = subprocess.run([sys.executable, str(TOOL), "--deals", "0"], capture_output=True, text=True,
                         timeout=60, cwd=ROOT)
    assert bad.returncode == 2 and "at least 1" in bad.stderr
