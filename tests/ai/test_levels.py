"""Who plays a computer seat: one protocol (choose), one phase dispatch, and each seat's
level kept by the Game and saved with it."""

from __future__ import annotations

import json
import random
import zlib

import pytest

import euchre
from euchre import InvalidStateError, Rules
from euchre.ai import RandomPlayer, computer_player, play_hand
from euchre.ai.base import PhasePlayer
from euchre.ai.beginner import BeginnerPlayer
from euchre.ai.expert import ExpertPlayer
from euchre.ai.standard import RuleBasedPlayer
from euchre.game import DEFAULT_LEVELS, Game


def test_each_level_is_its_own_player():
    kinds = {level: type(computer_player(level, seed=1)) for level in ("beginner", "standard", "expert", "random")}
    assert kinds == {"beginner": BeginnerPlayer, "standard": RuleBasedPlayer, "expert": ExpertPlayer,
                     "random": RandomPlayer}


@pytest.mark.parametrize("make", [RuleBasedPlayer, BeginnerPlayer])
def test_beginner_and_standard_share_the_phase_dispatch(make):
    assert issubclass(make, PhasePlayer)
    assert "choose" not in make.__dict__  # the dispatch is PhasePlayer's


def test_a_new_game_has_the_person_and_three_standard_players():
    game = Game.new(seed=3)
    assert game.levels == DEFAULT_LEVELS == (None, "standard", "standard", "standard")


def test_levels_are_chosen_per_seat_and_kept_through_the_game():
    game = Game.new(seed=3).with_levels(partner="beginner", opponents="expert")
    assert game.levels == (None, "expert", "beginner", "expert")
    assert game.with_levels((None, "beginner", "standard", "beginner")).levels == (None, "beginner", "standard",
                                                                                     "beginner")
    rng = random.Random(0)
    steps = 0
    while not game.needs_next_hand and steps < 40:
        if game.human_to_act:
            game = game.act(rng.choice(game.legal_actions()))
        else:
            seat = game.round.to_act
            level = game.levels[seat]
            if level != "expert":  # the expert is slow; its seat takes the standard choice here
                expected = computer_player(level, seed=None)
                assert type(expected).__name__ in {"BeginnerPlayer", "RuleBasedPlayer"}
                game = game.computer_step()
            else:
                game = game.computer_step(RuleBasedPlayer().choose(game.hand.view(seat)))
        steps += 1
        assert game.levels == (None, "expert", "beginner", "expert")
    assert game.next_hand().levels == game.levels
    assert game.with_next_rules(Rules.standard()).levels == game.levels
    assert game.new_round(seed=9).levels == game.levels


def test_computer_action_follows_the_seats_level():
    # Find a decision where the beginner and the standard player differ; each level gets its own,
    # seeded by where the game stands (the same seed the page gives its computer seats).
    for seed in range(40):
        game = Game.new(seed=seed)
        while not game.round.is_over and not game.needs_next_hand:
            if game.human_to_act:
                game = game.act(game.legal_actions()[0])
                continue
            view = game.hand.view(game.round.to_act)
            here = game.decision_seed()
            assert here == zlib.crc32(f"{seed}:{game.round.hand_number}:{len(game.hand.history)}".encode())
            standard = RuleBasedPlayer(random.Random(here)).choose(view)
            beginner = BeginnerPlayer(random.Random(here)).choose(view)
            if standard != beginner:
                assert game.computer_action() == standard
                stepped = game.with_levels(partner="beginner", opponents="beginner")
                assert stepped.computer_action() == beginner
                assert stepped.computer_step().hand.history[-1][1] == beginner
                return
            game = game.computer_step()
    pytest.fail("no decision where the beginner and the standard player differ")


def test_levels_are_saved_with_the_game_and_old_saves_still_load():
    game = Game.new(seed=5).with_levels(partner="expert", opponents="beginner")
    game = game.act(game.legal_actions()[0]) if game.human_to_act else game.computer_step()
    again = euchre.loads(euchre.dumps(game))
    assert again == game and again.levels == (None, "beginner", "expert", "beginner")
    # A game saved before levels were kept: no "levels" key.
    old = json.loads(euchre.dumps(Game.new(seed=5)))
    body = old["data"]
    body.pop("levels", None)
    assert euchre.loads(json.dumps(old)).levels == DEFAULT_LEVELS


@pytest.mark.parametrize("levels", [["standard"] * 4, [None, "standard", "standard"], [None, "genius", "standard",
                                                                                      "standard"], "standard",
                                    [None, None, "standard", "standard"]])
def test_bad_levels_are_refused(levels):
    with pytest.raises(ValueError, match="levels"):
        Game.new(seed=1, levels=levels)
    saved = json.loads(euchre.dumps(Game.new(seed=1)))
    body = saved["data"]
    body["levels"] = levels
    with pytest.raises(InvalidStateError, match="levels"):
        euchre.loads(json.dumps(saved))
