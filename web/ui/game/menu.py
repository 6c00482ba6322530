"""The Menu and its dialogs as steps of the game page's state: the computer players' speed and
levels, the table's look and switches, the rules for the next round, the statistics.

    state, effects = menu(state, Menu("speed", value="fast"))

Settings are kept on the device (``SavePrefs``) and apply from the next computer decision; the card
back and the table's colour at once; rules from the next round (``Game.with_next_rules``), or at
once with "Start a new game with these choices", which asks once before abandoning a game in
progress (saying what is lost) and counts it as abandoned in the statistics. Pure Python, tested in
CPython.
"""

from __future__ import annotations

import dataclasses

import euchre
from euchre.ai import LEVELS
from euchre.formats import FORMATS
from euchre.stats import in_progress, stats_csv

from . import day
from .actions import Menu
from .cards import BACKS
from .coaching import learn
from ..kit.vdom import Look
from .effects import Download, Focus, SavePrefs, StartExpert
from .format_words import hand_heading
from .state import SPEEDS, GameState
from .table import CLOTHS, SWITCHES

DIALOGS = ("settings", "stats", "how-to-play", "days")


def menu(state: GameState, action: Menu) -> tuple[GameState, list]:
    what, name, value = action.what, action.name, action.value
    prefs = state.prefs
    if what == "open":
        return dataclasses.replace(state, dialog="settings"), []
    if what in ("close", "closed"):
        if state.dialog == (name or state.dialog):
            state = dataclasses.replace(state, dialog=None, confirming_reset=False)
        return state, []
    if what == "speed" and value in SPEEDS:
        return _prefs(state, dataclasses.replace(prefs, speed=value))
    if what == "level" and name in ("partner", "opponents") and value in LEVELS:
        state, effects = _prefs(state, dataclasses.replace(prefs, **{name: value}))
        if state.prefs.expert_seats():
            effects.append(StartExpert())
        return state, effects
    if what == "look":
        if name == "card-back" and value in BACKS:
            return _prefs(state, dataclasses.replace(prefs, back=value))
        if name == "cloth" and value in CLOTHS:
            return _prefs(state, dataclasses.replace(prefs, cloth=value))
        if name in SWITCHES:
            return _prefs(state, prefs.with_switch(name, value == "on"))
        return state, []
    if what == "format" and value in {f.key for f in FORMATS}:
        state, effects = _prefs(state, dataclasses.replace(prefs, format=value))
        return dataclasses.replace(state, confirming_new_round=False), effects
    if what == "preset":
        rules = euchre.Rules.standard() if value == "standard" else euchre.Rules.tournament()
        return _rules(state, rules)
    if what == "rule" and name in euchre.Rules.names():
        chosen = state.game.next_rules
        values = {rule: getattr(chosen, rule) for rule in euchre.Rules.names()}
        values[name] = value == "on"
        return _rules(state, euchre.Rules(**values))
    if what == "new-round":
        if in_progress(state.own_game or state.game) and not state.confirming_new_round:
            return dataclasses.replace(state, confirming_new_round=True), [Focus(Look(id="rules-new-round"))]
        return start_over(state, action.at)
    if what == "stats":
        return dataclasses.replace(state, dialog="stats", confirming_reset=False), []
    if what == "csv":
        return state, [Download("euchre-statistics.csv", stats_csv(state.stats.rounds), "text/csv;charset=utf-8")]
    if what == "reset":
        return dataclasses.replace(state, confirming_reset=True), [Focus(Look(id="stats-reset-no"))]
    if what == "reset-no":
        return dataclasses.replace(state, confirming_reset=False), [Focus(Look(id="stats-reset"))]
    if what == "reset-yes":
        state = dataclasses.replace(state, stats=state.stats.reset(state.game), stats_problem=None,
                                    confirming_reset=False)
        return state, [Focus(Look(id="stats-close"))]
    if what == "learn":
        return learn(dataclasses.replace(state, dialog=None), "learn-start")
    if what == "how":
        return dataclasses.replace(state, dialog="how-to-play"), []
    if what == "days":
        return dataclasses.replace(state, dialog="days"), []
    if what in ("play-day", "review-day"):  # today's deals, or a kept day's: ``value`` is its date
        return day.enter(state, value)
    if what == "shared":
        return day.read_shared(state, value)
    if what == "resize":  # a new state, though an equal one: drawn again, the chart measured for the window
        return dataclasses.replace(state), []
    return state, []


def start_over(state: GameState, at: str, seed: int | None = None) -> tuple[GameState, list]:
    """A new game of the person's own (of ``seed``, or one of its own; of the kind chosen in the
    Menu) in place of the one they have, which is counted as abandoned if it was in progress (the
    caller has asked first). From a lesson or today's deals, back to their own game first."""
    effects: list = []
    if state.guided:
        state, effects = learn(state, "learn-leave")
    elif state.mode == "day":
        state, effects = day.leave(state)
    game = state.game
    new = game.new_round(seed, format=state.prefs.next_format)
    state = dataclasses.replace(state, stats=state.stats.abandoned_round(game, at), game=new,
                                confirming_new_round=False, pending_seed=None, last_trick=False, dialog=None)
    return state.saying(f"A new game: {hand_heading(new.round)}.").focusing(None), effects


def _prefs(state: GameState, prefs) -> tuple[GameState, list]:
    if prefs == state.prefs:
        return state, []
    return dataclasses.replace(state, prefs=prefs), [SavePrefs(prefs)]


def _rules(state: GameState, rules) -> tuple[GameState, list]:
    return dataclasses.replace(state, game=state.game.with_next_rules(rules), confirming_new_round=False), []
