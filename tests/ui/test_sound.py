"""ui.kit.sound: which sounds a change of the game makes, and the sounds themselves as data (CPython)."""

from __future__ import annotations

import doctest

import pytest

import ui.kit.sound
from euchre.game import Game
from ui.kit.sound import NOISE_SECONDS, RECIPES, Voice, cues, deal_recipe

WAVES = {"sine", "triangle", "square", "sawtooth", "noise"}


def steps(seed: int, pick=lambda legal: "pass" if "pass" in legal else min(legal)):
    """Every (before, after) of a whole round played by the engine, the person by ``pick``."""
    game = Game.new(seed=seed)
    while not game.round.is_over:
        if game.needs_next_hand:
            after = game.next_hand()
        elif game.human_to_act:
            after = game.act(pick(game.legal_actions()))
        else:
            after = game.computer_step()
        yield game, after
        game = after


def test_a_new_hand_or_round_is_dealt_and_the_table_just_opened_is_shown_dealt():
    game = Game.new(seed=4)
    assert cues(None, game) == []
    assert cues(game, game.new_round()) == ["deal"]


def test_each_card_trick_euchre_and_the_round_end_is_heard_once():
    counts = {name: 0 for name in [*RECIPES, "deal"]}
    for seed in (5, 43):
        for before, after in steps(seed):
            said = cues(before, after)
            assert len(said) == len(set(said))
            for name in said:
                counts[name] += 1
            old, new = before.round.hand, after.round.hand
            played = after.round.hand_number == before.round.hand_number and len(new.history) > len(old.history) \
                and new.history[-1][1].startswith("play ")
            assert ("card" in said) == played
            assert ("trick" in said) == (played and len(new.tricks) > len(old.tricks))
            assert ("deal" in said) == (after.round.hand_number != before.round.hand_number)
            if "euchre" in said or "euchred" in said:
                contract = new.contract
                assert new.is_over and new.tricks_won[contract.maker % 2] < 3
                assert ("euchred" in said) == (contract.maker % 2 == 0)
            if {"round-won", "round-over"} & set(said):
                us, them = after.round.team_scores
                assert after.round.is_over and ("round-won" in said) == (us > them)
    assert counts["deal"] == 2 * 7 and counts["card"] > 2 * 8 * 15 and counts["trick"] == 2 * 8 * 5
    assert counts["euchre"] + counts["euchred"] > 0
    assert counts["round-won"] + counts["round-over"] == 2


def test_taking_back_a_move_makes_no_sound():
    game = Game.new(seed=9)
    while not game.human_to_act:
        game = game.computer_step()
    after = game.act(game.legal_actions()[0])
    assert cues(after, game) == []


@pytest.mark.parametrize("name", sorted(RECIPES))
def test_every_sound_is_short_audible_and_not_too_loud(name):
    recipe = RECIPES[name]
    assert recipe and all(isinstance(v, Voice) for v in recipe)
    for voice in recipe:
        assert voice.wave in WAVES
        assert 0 <= voice.at and 0.02 <= voice.length
        assert 40 <= voice.pitch <= 12_000 and (voice.to is None or 40 <= voice.to <= 12_000)
        assert 0 < voice.gain <= 0.6
        assert voice.wave != "noise" or voice.length <= NOISE_SECONDS
    assert max(v.at + v.length for v in recipe) <= 1.5
    assert sum(v.gain for v in recipe if v.at == 0) <= 1.0  # what starts together stays under full scale


def test_the_deal_is_one_flick_a_card_at_the_deals_pace():
    voices = deal_recipe(20, 0.05)
    assert len(voices) == 20 and all(v.wave == "noise" for v in voices)
    assert [round(v.at, 3) for v in voices] == [round(n * 0.05, 3) for n in range(20)]


def test_the_round_won_and_lost_sound_different():
    assert RECIPES["round-won"] != RECIPES["round-over"] and RECIPES["euchre"] != RECIPES["euchred"]


def test_docstring_examples():
    result = doctest.testmod(ui.kit.sound)
    assert result.attempted > 0 and result.failed == 0
