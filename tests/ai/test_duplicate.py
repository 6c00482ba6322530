"""The duplicate match harness and its command line."""

from __future__ import annotations

import math
import random
import statistics
import subprocess
import sys
from functools import partial
from pathlib import Path

import pytest

from euchre import Rules
from euchre.ai import computer_player
from euchre.ai.duplicate import AllSeeingPlayer, MatchResult, all_seeing, duplicate_match, paired_lead, player_seed
from euchre.ai.expert import ExpertPlayer
from euchre.ai.solver import solve_actions
from euchre.hand import Phase, deal
from tests.helpers import load_tool

ROOT = Path(__file__).resolve().parents[2]
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


def test_two_matches_over_the_same_deals_are_compared_deal_by_deal():
    random_b = partial(computer_player, "random")
    bold = duplicate_match(partial(computer_player, "standard", boldness=1.0), random_b, 60, Rules(), seed=4)
    plain = duplicate_match(partial(computer_player, "standard"), random_b, 60, Rules(), seed=4)
    assert len(bold.paired) == 60 and statistics.fmean(bold.paired) == pytest.approx(bold.margin)
    lead, ci = paired_lead(bold, plain)
    assert lead == pytest.approx(bold.margin - plain.margin) and 0 < ci
    assert paired_lead(plain, plain) == (0.0, 0.0)
    with pytest.raises(ValueError, match="same deals"):
        paired_lead(plain, duplicate_match(partial(computer_player, "standard"), random_b, 30, Rules(), seed=4))


def test_cli_reports_what_a_levels_options_gain_paired_by_deal():
    base = [sys.executable, str(TOOL), "--a", "standard", "--b", "random", "--deals", "8", "--paired"]
    run = subprocess.run(base + ["--a-option", "boldness=1"], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert "Without its options, standard beats B by " in run.stdout and "(paired by deal)" in run.stdout
    refused = subprocess.run(base, capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert refused.returncode == 2 and "give A some --a-option" in refused.stderr
    beside = subprocess.run(base + ["--a-option", "boldness=1", "--base-option", "boldness=0.5"],
                            capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert beside.returncode == 0, beside.stderr
    assert "standard (boldness=0.5) beats B by " in beside.stdout
    same = subprocess.run(base + ["--a-option", "boldness=1", "--base-option", "boldness=1"],
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert same.returncode == 2 and "that differ" in same.stderr
    alone = subprocess.run(base[:-1] + ["--base-option", "boldness=1"], capture_output=True, text=True, timeout=60,
                           cwd=ROOT)
    assert alone.returncode == 2 and "--base-option is for the second match of --paired" in alone.stderr


def test_cli_options_become_numbers():
    tool = load_tool("duplicate")
    assert tool.option("samples=16") == ("samples", 16)
    assert tool.option("time_budget=0.5") == ("time_budget", 0.5)
    assert tool.option("mode=fast") == ("mode", "fast")
    assert tool.option("flag=True") == ("flag", True) and tool.option("flag=false") == ("flag", False)


# --- the all-seeing reference --------------------------------------------------------------

def test_an_all_seeing_player_that_sees_nothing_is_its_fallback():
    blind = partial(all_seeing, sees=(), fallback=partial(computer_player, "standard"))
    result = duplicate_match(blind, partial(computer_player, "standard"), 40, Rules(), seed=4)
    assert result.margin == 0 and result.ci95 == 0


def test_the_all_seeing_player_plays_the_double_dummy_card_and_bids_on_the_real_cards():
    player = AllSeeingPlayer(seed=1)
    for n in range(30):
        state = deal(Rules(), n % 4, random.Random(n))
        while state.to_act is not None:
            seat = state.to_act
            choice = player.choose_in(state, seat)
            assert choice in state.legal_actions()
            if state.phase is Phase.PLAY:  # the card worth most to its team with every card known
                values = solve_actions(state)
                assert values[choice] == max(values.values())
            elif len(state.legal_actions()) > 1:
                values = ExpertPlayer(seed=0, samples=1).values_in(state, seat)
                assert values[choice] == max(values.values())
            state = state.apply(choice, seat)


def test_the_all_seeing_player_beats_the_standard_player_in_bidding_and_in_play():
    standard = partial(computer_player, "standard")
    for sees in (("bid",), ("play",)):
        result = duplicate_match(partial(all_seeing, sees=sees, fallback=standard), standard, 150, Rules(), seed=5)
        assert result.margin > 0, (sees, result)


def test_the_all_seeing_player_refuses_what_it_cannot_do():
    with pytest.raises(ValueError, match="phases are bid, discard, play"):
        AllSeeingPlayer(seed=1, sees=("peek",))
    state = deal(Rules(), 0, random.Random(1))
    with pytest.raises(ValueError, match="handed the whole deal"):
        AllSeeingPlayer(seed=1).choose(state.view(state.to_act))


def test_cli_plays_the_all_seeing_reference_against_a_level():
    run = subprocess.run([sys.executable, str(TOOL), "--a", "all-seeing", "--a-option", "sees=bid,discard",
                          "--a-option", "fallback=standard", "--b", "standard", "--deals", "6"],
                         capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert "A = all-seeing (sees=bid,discard, fallback=standard), B = standard" in run.stdout
    bad = subprocess.run([sys.executable, str(TOOL), "--a", "all-seeing", "--a-option", "sees=cards",
                          "--b", "standard", "--deals", "6"], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert bad.returncode == 2 and "phases are bid, discard, play, not cards" in bad.stderr
