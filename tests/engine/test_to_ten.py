"""A game to 10 beside the tournament's round (euchre.formats): the game ends at the end of the hand
that takes a side to 10 or more, never before; it saves, resumes and undoes like a round; and every
game saved before formats existed still loads as a round.

Games are played as the page plays them (tests/engine/test_game.py's loop), the computer seats at
the fast levels; the test keeps its own running score from each hand's tricks.
"""

from __future__ import annotations

import json
import random

import pytest

import euchre
from euchre import IllegalActionError, InvalidStateError, Rules
from euchre.ai import computer_player
from euchre.formats import FORMATS, ROUND, TO_TEN, Format
from euchre.game import Game
from euchre.round import Round
from tests.engine.test_undo import OLD_SAVE
from tests.helpers import game_step

LEVELS = (None, "standard", "beginner", "standard")
HOYLE = Rules.standard()


def own_points(hand) -> tuple[int, int]:
    """The hand's points as the test counts them from the tricks (not from the engine's score)."""
    contract = hand.contract
    if contract is None:
        return (0, 0)
    side = contract.maker % 2
    taken = sum(1 for trick in hand.tricks if trick.winner % 2 == side)
    made = 0 if taken < 3 else 1 if taken < 5 else 4 if contract.alone else 2
    points = [0, 0]
    if made:
        points[side] = made
    else:
        points[1 - side] = 2
    return points[0], points[1]


def play_to_the_end(game: Game, person, check=None) -> Game:
    """Play the game out; ``check(game)`` after every step."""
    while not game.round.is_over:
        game = game_step(game, lambda game: person.choose(game.view()))
        if check is not None:
            check(game)
    return game


@pytest.mark.parametrize("rules", [Rules(), HOYLE], ids=["tournament", "hoyle"])
def test_a_game_to_10_ends_exactly_when_a_side_reaches_10(rules):
    thrown_in = 0
    for seed in range(12):
        person = computer_player("beginner" if seed % 2 else "standard", seed=seed)
        game = Game.new(rules, seed=f"ten-{seed}", levels=LEVELS, format=TO_TEN)
        score = [0, 0]
        counted = 0

        def check(g):
            nonlocal counted, thrown_in
            finished = [h for h in g.round.hands if h.is_over]
            while counted < len(finished):
                hand = finished[counted]
                points = own_points(hand)
                assert points == hand.points
                thrown_in += points == (0, 0)
                score[0] += points[0]
                score[1] += points[1]
                counted += 1
                reached = max(score) >= 10
                last = counted == len(g.round.hands) and g.round.hand.is_over
                # Over at the end of a hand exactly when a side has 10, and no hand dealt after that.
                assert g.round.is_over == (reached and last)
                assert not reached or last
            assert g.round.team_scores == tuple(score)
            assert g.round.hand_count is None and g.format == TO_TEN

        game = play_to_the_end(game, person, check)
        rnd = game.round
        assert max(rnd.team_scores) >= 10 and max(rnd.team_scores) - own_points(rnd.hand)[rnd.winner] < 10
        assert [h.dealer for h in rnd.hands] == [i % 4 for i in range(len(rnd.hands))]  # clockwise, no fixed count
        assert rnd.winner == (0 if rnd.team_scores[0] > rnd.team_scores[1] else 1)
        with pytest.raises(IllegalActionError, match="the game is over"):
            game.next_hand()
        assert game.why_no_undo() == "the game is over and its result stands" and not game.can_undo
    if rules == HOYLE:
        assert thrown_in > 0  # hands thrown in score nothing and the game goes on


def test_a_round_still_runs_its_eight_hands_whatever_the_score():
    game = play_to_the_end(Game.new(seed="ten-round", levels=LEVELS), computer_player("standard", seed=2))
    assert len(game.round.hands) == 8 and game.format == ROUND and game.round.hand_count == 8


def test_a_game_to_10_saves_and_resumes_at_every_point_and_plays_on_the_same():
    person = computer_player("standard", seed=5)
    game = Game.new(seed="ten-save", levels=LEVELS, format=TO_TEN)
    points = []
    while not game.round.is_over:
        game = (game.next_hand() if game.needs_next_hand else
                game.act(person.choose(game.view())) if game.human_to_act else game.computer_step())
        points.append(game)
    assert len(points) > 60
    for at in points[::7] + points[-1:]:
        text = euchre.dumps(at)
        assert json.loads(text)["data"]["round"]["format"] == "to-10"
        again = euchre.loads(text)
        assert again == at and again.format == TO_TEN and again.round.is_over == at.round.is_over
    # Resumed from the middle, the computers play on exactly as before.
    middle = points[len(points) // 2]
    resumed = euchre.loads(euchre.dumps(middle))
    person = computer_player("standard", seed=5)
    while resumed.round.hand_number < middle.round.hand_number + 2 and not resumed.round.is_over:
        resumed = (resumed.next_hand() if resumed.needs_next_hand else
                   resumed.act(person.choose(resumed.view())) if resumed.human_to_act else resumed.computer_step())
    original = next(g for g in points if g.round.hand_number == resumed.round.hand_number)
    assert resumed.round.hands[:-1] == original.round.hands[:-1]


def test_undo_in_a_game_to_10():
    game = Game.new(seed="ten-undo", levels=LEVELS, format=TO_TEN)
    undone = 0
    rng = random.Random(3)
    while not game.round.is_over and undone < 6:
        if game.needs_next_hand:
            game = game.next_hand()
        elif game.computer_to_act:
            game = game.computer_step()
        else:
            legal = game.legal_actions()
            before = game
            game = game.act(legal[-1])
            while game.computer_to_act:
                game = game.computer_step()
            if len(legal) > 1 and rng.random() < 0.5:
                back = game.undo()
                assert back.round == before.round and back.undos == before.undos + 1
                assert back.format == TO_TEN
                assert euchre.loads(euchre.dumps(back)) == back
                # The same decision again is answered by the same computer choices.
                again = back.act(legal[-1])
                while again.computer_to_act:
                    again = again.computer_step()
                assert again.round == game.round
                game = back.act(legal[0])
                undone += 1
    assert undone == 6


def test_new_round_keeps_the_format_or_takes_another():
    game = Game.new(seed=1, format=TO_TEN)
    assert game.new_round(seed=2).format == TO_TEN
    assert game.new_round(seed=2, format=ROUND).format == ROUND
    assert Game.new(seed=1).new_round(format=TO_TEN).round.hand_count is None


def test_a_hand_dealt_after_the_game_was_over_is_refused():
    rnd = Round.start(seed="ten-over", format=TO_TEN)
    while not rnd.is_over:
        rnd = rnd.next_hand() if rnd.hand.is_over else rnd.apply(rnd.legal_actions()[0])
    extra = rnd.seeded_hand(len(rnd.hands))
    with pytest.raises(ValueError, match="the game was over after hand"):
        Round(rnd.rules, rnd.first_dealer, rnd.seed, TO_TEN, rnd.hands + (extra,))
    doc = json.loads(euchre.dumps(rnd))
    doc["data"]["hands"].append(extra.to_dict())
    with pytest.raises(InvalidStateError, match="over after hand"):
        euchre.loads(json.dumps(doc))
    # The same hands as a round of 8 (or more) are not over early.
    assert not Round(rnd.rules, 0, rnd.seed, Format(hands=64), rnd.hands).is_over


@pytest.mark.parametrize("key, fmt", [("round", ROUND), ("to-10", TO_TEN), ("round-of-12", Format(hands=12)),
                                      ("to-5", Format(target=5))])
def test_a_format_is_named_by_its_key(key, fmt):
    assert fmt.key == key and Format.parse(key) == fmt


@pytest.mark.parametrize("key", ["", "to-0", "to-101", "round-of-6", "round-of-0", "first to 10", None, 10, ["round"]])
def test_an_unknown_format_is_refused_in_words(key):
    with pytest.raises(InvalidStateError, match="not a game's format"):
        Format.parse(key)


def test_a_format_is_either_hands_or_a_target():
    for bad in ({}, {"hands": 8, "target": 10}, {"hands": 6}, {"target": 0}, {"hands": True}):
        with pytest.raises(ValueError):
            Format(**bad)
    assert FORMATS == (ROUND, TO_TEN) and repr(TO_TEN) == "TO_TEN"
    with pytest.raises(ValueError, match="is not the format"):
        Round.start(hand_count=4, format=TO_TEN)


# --- older saves ------------------------------------------------------------------------------------


def test_a_game_saved_before_formats_loads_as_a_round():
    old = euchre.loads(OLD_SAVE)  # schema 1
    assert old.format == ROUND and old.round.hand_count == 8
    doc = json.loads(OLD_SAVE)
    doc["schema"] = 2
    doc["data"]["undos"] = 3
    doc["data"]["round"]["hand_count"] = 4  # an engine's round of four hands
    again = euchre.loads(json.dumps(doc))
    assert again.format == Format(hands=4) and again.undos == 3
    assert again.round.hands == old.round.hands
    saved = json.loads(euchre.dumps(again))
    assert saved["schema"] == euchre.SCHEMA == 3 and saved["data"]["round"]["format"] == "round-of-4"
    assert "hand_count" not in saved["data"]["round"]


def test_an_old_round_document_loads_and_a_new_one_with_hand_count_alone_is_refused():
    rnd = Round.start(seed=9)
    data = rnd.to_dict()
    del data["format"]
    data["hand_count"] = 8
    assert euchre.storage.from_document({"format": "euchre", "schema": 2, "kind": "round", "data": data}) == rnd
    with pytest.raises(InvalidStateError, match="lacks format"):
        euchre.storage.from_document({"format": "euchre", "schema": 3, "kind": "round", "data": data})
