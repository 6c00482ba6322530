"""The duplicate match harness and its command line."""

from __future__ import annotations

import importlib.util
import math
import subprocess
import sys
from functools import partial
from pathlib import Path

from euchre import Rules
from euchre.ai import computer_player
from euchre.ai.duplicate import MatchResult, duplicate_match, player_seed

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "duplicate.py"


class ViewOnlyPlayer:
    """Deterministic: its choice depends on nothing but the view (the seed is ignored)."""

    def __init__(self, seed: int) -> None:
        pass

    def choose(self, view) -> str:
        legal = sorted(view.legal_actions)
        return legal[(len(view.history) * 7 + len(view.hand)) % len(legal)]


def test_identical_deterministic_players_cancel_exactly():
    for rules in (Rules.tournament(), Rules.standard()):
        result = duplicate_match(ViewOnlyPlayer, ViewOnlyPlayer, 60, rules, seed=3)
        assert result.margin == 0 and result.ci95 == 0
        assert result.a_points == result.b_points > 0
        assert result.a_blocks == result.b_blocks


def test_process_count_does_not_change_the_result():
    make_a, make_b = partial(computer_player, "beginner"), partial(computer_player, "random")
    seen = []
    one = duplicate_match(make_a, make_b, 40, Rules(), seed=9)
    two = duplicate_match(make_a, make_b, 40, Rules(), seed=9, processes=2,
                          progress=lambda done, total: seen.append((done, total)))
    assert one == two
    assert seen[-1] == (40, 40) and [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert duplicate_match(make_a, make_b, 40, Rules(), seed=10) != one


def test_standard_beats_random():
    result = duplicate_match(partial(computer_player, "standard"), partial(computer_player, "random"),
                             200, Rules())
    assert isinstance(result, MatchResult)
    assert (result.deals, result.hands, result.blocks) == (200, 400, 50)
    assert result.significant and result.interval[0] > 0
    assert math.isclose(result.margin, result.a_points - result.b_points)
    assert result.a_blocks > 0.8


def test_player_seeds_differ_by_deal_play_and_seat():
    seeds = {player_seed(1, deal, play, seat) for deal in range(10) for play in (1, 2) for seat in range(4)}
    assert len(seeds) == 80 and all(0 <= s < 2 ** 63 for s in seeds)


def test_cli_runs_a_tiny_match():
    run = subprocess.run([sys.executable, str(TOOL), "--a", "standard", "--b", "random", "--deals", "8",
                          "--processes", "2", "--standard-rules", "--b-option", "unused=1"],
                         capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert "8/8 deals" in run.stderr
    assert "standard rules" in run.stdout
    assert "A beats B by " in run.stdout and "over 8 deals (16 hands)" in run.stdout


def test_cli_options_become_numbers():
    spec = importlib.util.spec_from_file_location("duplicate_tool", TOOL)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.option("samples=16") == ("samples", 16)
    assert tool.option("time_budget=0.5") == ("time_budget", 0.5)
    assert tool.option("mode=fast") == ("mode", "fast")
