"""Undo in the game against the computer: ``Game.undo`` takes back the person's last decision of
the hand with everything the computers did after it, and nothing else of the round changes.

A game is driven as the page drives it (tests/engine/test_game.py's loop): the person acts at
their turn, the computer seats by ``computer_step()``.
"""

from __future__ import annotations

import json
import random

import pytest

import euchre
from euchre import IllegalActionError, InvalidStateError, Phase
from euchre.game import HUMAN, Game

OLD_SAVE = (
    '{"format":"euchre","schema":1,"kind":"game","data":{"round":{"rules":{"order_without_trump":true,'
    '"partner_order_goes_alone":true,"dealer_needs_natural":true,"stick_the_dealer":true},"first_dealer":0,'
    '"seed":5,"hand_count":8,"hands":[{"rules":{"order_without_trump":true,"partner_order_goes_alone":true,'
    '"dealer_needs_natural":true,"stick_the_dealer":true},"dealer":0,"hands":[["9H","KC","KH","9C","QH"],'
    '["AC","TH","AH","JC","TD"],["KD","QC","TC","QS","QD"],["AD","9S","TS","JD","9D"]],"upcard":"KS",'
    '"kitty":["JH","AS","JS"],"actions":["pass","pass","pass","pass","call C","play JC","play TC","play 9S"]}]},'
    '"next_rules":{"order_without_trump":true,"partner_order_goes_alone":true,"dealer_needs_natural":true,'
    '"stick_the_dealer":true},"history":[],"levels":[null,"standard","standard","standard"]}}'
)
"""A game saved by the engine before undo existed (schema 1), as it stood: the person's first card to play."""


def computers(game: Game) -> Game:
    """Let the computer seats act until the person is to act or the hand is over."""
    while game.computer_to_act:
        game = game.computer_step()
    return game


def to_person(game: Game) -> Game:
    """Deal on and let the computers act until it is the person's turn (or the round ends)."""
    while not game.human_to_act and not game.round.is_over:
        game = game.next_hand() if game.needs_next_hand else game.computer_step()
    return game


def to_decision(game: Game) -> Game:
    """On to the person's next decision (more than one legal action); a forced action is taken."""
    game = to_person(game)
    while len(game.legal_actions()) == 1:
        game = to_person(game.act(game.legal_actions()[0]))
    return game


def decisions(game: Game, person: random.Random):
    """Every point of a round where the person decides (more than one legal action), as (game, action)."""
    while not game.round.is_over:
        game = to_person(game)
        if game.round.is_over:
            return
        legal = game.legal_actions()
        action = person.choice(legal)
        if len(legal) > 1:
            yield game, action
        game = game.act(action)


# --- the exact earlier state, and the same computer choices after it ---------------------------


@pytest.mark.parametrize("levels", [(None, "standard", "standard", "standard"),
                                    (None, "beginner", "beginner", "beginner"),
                                    (None, "beginner", "standard", "beginner")])
def test_undo_restores_the_exact_earlier_game_and_the_same_computer_choices_follow(levels):
    checked = 0
    for seed in range(6):
        game = Game.new(seed=seed).with_levels(levels)
        for before, action in decisions(game, random.Random(seed)):
            after = computers(before.act(action))
            undone = after.undo()
            # Exactly the game before the decision, one more undo counted.
            assert undone.round == before.round and undone.round.to_dict() == before.round.to_dict()
            assert (undone.next_rules, undone.history, undone.levels) == (before.next_rules, before.history,
                                                                          before.levels)
            assert undone.undos == before.undos + 1
            assert undone.human_to_act and undone.legal_actions() == before.legal_actions()
            # The same decision again: the computers answer exactly as they did.
            again = computers(undone.act(action))
            assert again.round == after.round
            checked += 1
    assert checked > 100


def test_the_same_computer_choices_follow_at_the_expert_level_too():
    game = to_decision(Game.new(seed=11).with_levels((None, "expert", "beginner", "expert")))
    action = game.legal_actions()[-1]
    after = computers(game.act(action))
    assert len(after.hand.history) > len(game.hand.history) + 1  # the computers have acted after the person
    assert computers(after.undo().act(action)).round == after.round


def test_undo_takes_back_everything_the_computers_did_after_the_decision():
    game = to_person(Game.new(seed=4))
    while True:  # a decision after which at least two computer seats act before the person again
        action = min(game.legal_actions())
        after = computers(game.act(action))
        if len(after.hand.history) - len(game.hand.history) >= 3 and after.human_to_act:
            break
        game = to_person(after)
    assert after.undoable == action
    assert after.undo().hand.history == game.hand.history


def test_a_misclicked_go_alone_is_taken_back():
    for seed in range(200):
        game = to_person(Game.new(seed=seed))
        alone = [a for a in game.legal_actions() if a.endswith("alone")]
        if alone and "pass" in game.legal_actions():
            break
    else:
        pytest.fail("no seed offers the person a lone bid first")
    after = computers(game.act(alone[0]))
    assert after.hand.contract.alone and after.hand.contract.maker == HUMAN
    undone = after.undo()
    assert undone.hand.contract is None and undone.hand.phase in (Phase.BID_UPCARD, Phase.BID_SUIT)
    assert undone.round == game.round and undone.undos == 1
    # Passing instead is a different game from there on; undoing twice in a row counts twice.
    passed = computers(undone.act("pass"))
    assert passed.undoable == "pass" and passed.undo().undos == 2


def test_undo_goes_back_decision_by_decision_through_the_hand_skipping_forced_cards():
    for seed in range(40):
        game = Game.new(seed=seed)
        decided = []  # the game before each of the person's decisions in hand 1
        forced = 0
        while not game.needs_next_hand:
            game = to_person(game) if not game.human_to_act else game
            if game.needs_next_hand:
                break
            legal = game.legal_actions()
            if len(legal) > 1:
                decided.append(game)
            else:
                forced += 1
            game = computers(game.act(legal[-1]))
        if decided and forced:
            break
    else:
        pytest.fail("no hand with both decisions and forced cards")
    assert game.hand.is_over and game.round.hand_number == 1
    for earlier in reversed(decided):  # the finished hand can be taken back, one decision at a time
        assert game.undoable == earlier.legal_actions()[-1]
        game = game.undo()
        assert game.round == earlier.round
    assert game.undos == len(decided) and not game.can_undo
    assert game.why_no_undo() == "you have made no decision in this hand yet"


# --- not across hands, not after the round ----------------------------------------------------


def test_undo_is_not_across_hands():
    game = Game.new(seed=3)
    while not game.needs_next_hand:
        game = to_person(game) if not game.human_to_act else computers(game.act(game.legal_actions()[0]))
    assert game.can_undo  # the person's decisions in the finished hand can be taken back until the next deal
    fresh = to_person(game.next_hand())
    assert fresh.round.hand_number == 2 and all(seat != HUMAN for seat, _ in fresh.hand.history)
    assert not fresh.can_undo and fresh.undoable is None
    assert fresh.why_no_undo() == ("you have made no decision in this hand yet, and a hand already finished "
                                   "stays as it was")
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        fresh.undo()


def test_a_finished_round_cannot_be_undone_and_a_new_round_counts_from_zero():
    game = Game.new(seed=8)
    person = random.Random(8)
    while not game.round.is_over:
        game = to_person(game)
        if game.human_to_act:
            game = game.act(person.choice(game.legal_actions()))
            if game.can_undo and person.random() < 0.2:
                game = game.undo()
    assert game.undos > 0
    assert not game.can_undo and game.why_no_undo() == "the round is over and its result stands"
    with pytest.raises(IllegalActionError, match="round is over"):
        game.undo()
    assert game.new_round(seed=9).undos == 0


def test_nothing_to_undo_before_the_first_decision():
    game = Game.new(seed=1)
    assert not game.can_undo and game.undoable is None
    assert game.why_no_undo() == "you have made no decision in this hand yet"


# --- saved and resumed ---------------------------------------------------------------------------


def test_undos_are_saved_and_resumed():
    game = to_decision(Game.new(seed=12))
    game = computers(game.act(game.legal_actions()[0])).undo()
    game = computers(game.act(game.legal_actions()[-1])).undo()
    text = euchre.dumps(game)
    assert json.loads(text)["schema"] == euchre.SCHEMA >= 2  # undos are saved from schema 2 on
    again = euchre.loads(text)
    assert again == game and again.undos == 2 and again.round == game.round
    assert again.with_levels(partner="beginner").undos == 2
    assert again.with_next_rules(euchre.Rules.standard()).undos == 2


def test_a_game_saved_before_undo_existed_still_loads_with_no_undos():
    old = euchre.loads(OLD_SAVE)
    assert isinstance(old, Game) and old.undos == 0 and old.round.seed == 5
    assert old.hand.actions[-3:] == ("play JC", "play TC", "play 9S") and old.human_to_act
    assert euchre.loads(euchre.dumps(old)) == old
    assert not old.can_undo or old.undo().hand.phase is Phase.BID_SUIT  # its call can be taken back


@pytest.mark.parametrize("undos", [-1, True, 1.5, "2", 10**10, None])
def test_a_damaged_undo_count_is_refused(undos):
    document = json.loads(euchre.dumps(Game.new(seed=2)))
    document["data"]["undos"] = undos
    with pytest.raises(InvalidStateError, match="undos"):
        euchre.loads(json.dumps(document))
