"""tools/fusion.py: how often the expert's samples agree on what it will have seen by its next card."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.helpers import load_tool

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "fusion.py"


def test_groups_hold_the_samples_of_each_card_and_no_more():
    tool = load_tool("fusion")
    found = tool.fusion(deals=3, seed=77, samples=6)
    assert found["decisions"] > 0 and 0 <= found["changed"] <= found["decisions"]
    sizes = found["sizes"]
    assert sizes and all(1 <= size <= 6 for size in sizes)
    # each card of each decision spreads its (at most 6) samples over its groups; a card whose next
    # card is forced, or after which the hand is over, forms none
    samples_grouped = sum(size * count for size, count in sizes.items())
    assert 0 < samples_grouped <= found["decisions"] * 5 * 6


def test_the_report_says_what_was_measured():
    run = subprocess.run([sys.executable, str(TOOL), "--deals", "2", "--samples", "4"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("2 deals, seed 77, 4 samples: ") and "groups of samples alike" in run.stdout
    bad = subprocess.run([sys.executable, str(TOOL), "--samples", "0"], capture_output=True, text=True,
                         timeout=60, cwd=ROOT)
    assert bad.returncode == 2 and "at least 1" in bad.stderr
