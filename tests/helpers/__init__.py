"""Small helpers shared by the tests: hand-built deals, scripted play, damaged documents and the scripts in
``tools/``."""

from __future__ import annotations

import copy
import importlib.util
import random
from pathlib import Path
from types import ModuleType

import euchre

PACK = ["9C", "TC", "JC", "QC", "KC", "AC", "9D", "TD", "JD", "QD", "KD", "AD",
        "9H", "TH", "JH", "QH", "KH", "AH", "9S", "TS", "JS", "QS", "KS", "AS"]


def deal_with(hands, upcard, dealer=0, rules=None, kitty=None):
    """A HandState from four hands written out in full; the kitty is whatever is left."""
    rules = euchre.Rules() if rules is None else rules
    hands = [h.split() if isinstance(h, str) else list(h) for h in hands]
    if kitty is None:
        used = {c for h in hands for c in h} | {upcard}
        kitty = [c for c in PACK if c not in used]
        assert len(kitty) == 3, f"test deal is not 20 + 1 + 3 cards: {sorted(used)}"
    return euchre.new_hand(rules, dealer, hands, upcard, kitty)


def rotate(hands_by_offset, dealer):
    """Hands given relative to the dealer (offset 0 = dealer, 1 = left of dealer ...) as seat order."""
    return [hands_by_offset[(seat - dealer) % 4] for seat in range(4)]


def play(state, actions):
    """Apply a list (or space-free list) of actions in turn."""
    for action in actions:
        state = state.apply(action)
    return state


def play_out(state, rng=None):
    """Play to the end with uniformly random legal actions."""
    rng = rng or random.Random(0)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def snapshot(state):
    """Everything observable about a hand state, for checking it did not change."""
    return (state.to_dict(), state.history, state.hands, state.legal_actions(), state.phase,
            state.to_act, state.contract, state.tricks, state.trick, state.tricks_won,
            state.points, state.discard)


def game_step(game, person):
    """One step of the page's loop: the next hand dealt, the person's action (``person(game)``), or a
    computer's."""
    if game.needs_next_hand:
        return game.next_hand()
    if game.human_to_act:
        return game.act(person(game))
    assert game.computer_to_act
    return game.computer_step()


def to_the_persons_turn(game):
    """``game`` after the computers' moves up to the person's turn."""
    while not game.human_to_act:
        game = game.computer_step()
    return game


def paths_in(value, path=()):
    """Every path into a JSON value, the value itself (``()``) first: keys of objects, indexes of lists."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths_in(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths_in(item, path + (index,))


def damaged(doc, changes):
    """A copy of ``doc`` with each ``(path, value, delete)`` done: the key deleted, or set to ``value``
    (the empty path puts ``value`` in place of the whole); a path the earlier changes broke is passed over."""
    doc = copy.deepcopy(doc)
    for path, value, delete in changes:
        if not path:
            return value
        target = doc
        try:
            for key in path[:-1]:
                target = target[key]
            if delete and isinstance(target, dict):
                del target[path[-1]]
            else:
                target[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
    return doc


TOOLS = Path(__file__).resolve().parents[2] / "tools"


def load_tool(name: str) -> ModuleType:
    """The script ``tools/<name>.py`` as a module (it is not a package), without running its ``main``."""
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
