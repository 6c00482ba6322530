"""research/bid_outcomes.py: every option of the expert's bids played out, and bidding rules compared on them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_rows_hold_every_option_and_its_outcome_and_the_fit_reads_them(tmp_path):
    out = tmp_path / "bids.jsonl"
    run = subprocess.run([sys.executable, "-m", "research.bid_outcomes", "--deals", "3", "--samples", "4", "--out", str(out)],
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert rows and {r["deal"] for r in rows} <= {0, 1, 2}
    for row in rows:
        actions = [a for a, _ in row["options"]]
        assert row["phase"] in ("bid_upcard", "bid_suit") and len(actions) > 1
        assert row["seat"] % 2 == row["play"] - 1, "the expert's team is seats 0 and 2, then 1 and 3"
        assert set(row["outcome"]) == set(actions) and row["chosen"] in actions
        assert all(isinstance(v, int) and -4 <= v <= 4 for v in row["outcome"].values())
    fit = subprocess.run([sys.executable, "-m", "research.bid_outcomes", "--fit", str(out)], capture_output=True, text=True,
                         timeout=120, cwd=ROOT)
    assert fit.returncode == 0, fit.stderr
    assert f"{len(rows)} decisions from 3 deals" in fit.stdout and "today's allowances" in fit.stdout
