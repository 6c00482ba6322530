"""Fuzzing the engine's public loading and parsing functions: bad input raises a ValueError subclass.

Every function that reads saved data, a file or a code must either return a value or
raise :class:`~euchre.errors.EuchreError` (a ``ValueError``), whatever it is given: JSON of
any shape, damaged saved documents, raw text and bytes, deeply nested brackets. Nothing
else (``TypeError``, ``KeyError``, ``RecursionError``...) may escape.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from euchre import EuchreError
from euchre.cards import card_name, parse_card, parse_cards
from euchre.game import Game
from euchre.hand import HandState, HandView
from euchre.round import Round
from euchre.rules import Rules
from euchre.sheet import Tournament, dump_tournament, load_tournament
from euchre.sheet import from_document as tournament_from_document
from euchre.storage import from_document, read_json
from tests.helpers import damaged, game_step, paths_in

FAST = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])

SCALARS = (st.none() | st.booleans() | st.integers() | st.integers(-3, 12) | st.floats(allow_nan=False)
           | st.text(max_size=12) | st.sampled_from(["game", "round", "hand", "euchre", "JH", "play JH", "pass",
                                                       "tournament", "zero", "average"]))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8) | st.sampled_from(["format", "schema", "kind", "data",
                                                                           "round", "hands", "actions"]),
                                      inner, max_size=4), max_leaves=10)


def a_game() -> Game:
    game = Game.new(seed=7)
    rng = random.Random(7)
    for _ in range(60):
        if game.round.is_over:
            game = game.new_round(8)
        else:
            game = game_step(game, lambda game: rng.choice(game.legal_actions()))
    return game


def a_tournament() -> Tournament:
    t = Tournament.new("fz", "Fuzz", players=["Ann", "Bob", "Cy", "Di"], at="2024-05-03T19:00:00Z")
    t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    t = t.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:02:00Z")
    return t.record_hand(1, 1, makers=1, tricks=5, alone=2, at="2024-05-03T19:03:00Z")


GAME_DOC = json.loads(euchre.dumps(a_game()))
TOURNAMENT_DOC = json.loads(dump_tournament(a_tournament()))


def only_euchre_errors(call, *args):
    try:
        return call(*args)
    except EuchreError as error:
        assert str(error)
        return None


READERS = [euchre.loads, load_tournament]
DOCUMENT_READERS = [from_document, tournament_from_document, Game.from_dict, Round.from_dict,
                    HandState.from_dict, HandView.from_dict, Rules.from_dict]


@FAST
@given(st.lists(st.tuples(st.sampled_from(list(paths_in(GAME_DOC))), JSON, st.booleans()), min_size=1, max_size=3))
def test_a_damaged_saved_game_loads_or_is_refused(changes):
    doc = damaged(GAME_DOC, changes)
    only_euchre_errors(euchre.loads, json.dumps(doc))
    if isinstance(doc, dict):
        only_euchre_errors(Game.from_dict, doc.get("data"))


@FAST
@given(JSON | st.sampled_from(["game", "round", "hand"]), JSON | st.just(GAME_DOC["data"]), st.sampled_from([1, 0, True]))
def test_a_saved_document_of_any_kind_and_data_loads_or_is_refused(kind, data, schema):
    only_euchre_errors(euchre.loads, json.dumps({"format": "euchre", "schema": schema, "kind": kind, "data": data}))


@FAST
@given(st.lists(st.tuples(st.sampled_from(list(paths_in(TOURNAMENT_DOC))), JSON, st.booleans()), min_size=1,
                max_size=3))
def test_a_damaged_tournament_loads_or_is_refused(changes):
    doc = damaged(TOURNAMENT_DOC, changes)
    loaded = only_euchre_errors(load_tournament, json.dumps(doc))
    if loaded is not None:
        assert load_tournament(dump_tournament(loaded)) == loaded


@FAST
@given(JSON, st.sampled_from(DOCUMENT_READERS))
def test_any_json_value_is_read_or_refused(value, reader):
    only_euchre_errors(reader, value)


@FAST
@given(st.text(max_size=300) | st.binary(max_size=300) | st.none() | st.integers(), st.sampled_from(READERS))
def test_any_text_is_read_or_refused(text, reader):
    only_euchre_errors(reader, text)


@FAST
@given(st.lists(st.sampled_from(list('[]{}",:0 a\\')), max_size=400).map("".join), st.sampled_from(READERS))
def test_bracket_soup_is_read_or_refused(text, reader):
    only_euchre_errors(reader, text)


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 20_000), st.sampled_from(["[", "{\"a\":", "[{\"b\":"]), st.booleans(),
       st.sampled_from(READERS))
def test_deep_nesting_is_refused_before_parsing(depth, opener, closed, reader):
    closer = {"[": "]", "{\"a\":": "}", "[{\"b\":": "}]"}[opener]
    text = opener * depth + ("0" + closer * depth if closed else "")
    only_euchre_errors(reader, text)
    if depth * (2 if opener == "[{\"b\":" else 1) > 32:
        with pytest.raises(EuchreError, match="nested too deeply"):
            read_json(text, "the data")


@FAST
@given(SCALARS | st.lists(SCALARS, max_size=3))
def test_card_codes_are_parsed_or_refused(code):
    card = only_euchre_errors(parse_card, code)
    if card is not None:
        assert card in euchre.PACK and card_name(card)
    if isinstance(code, list):
        only_euchre_errors(parse_cards, code)


@FAST
@given(st.text(max_size=20) | st.sampled_from(["play JH", "order alone", "call H", "discard 9C", "pass", "order"]))
def test_action_strings_are_parsed_or_refused(action):
    state = euchre.Round.start(seed=1).hand
    before = state.to_dict()
    only_euchre_errors(state.apply, action)
    assert state.to_dict() == before
