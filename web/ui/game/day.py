"""Today's deals as steps of the game page's state: the day on the table in place of the person's own
game, the expert's own play of the day worked out in the worker meanwhile, the day kept and counted,
and a day someone shared read back beside your own.

    state, effects = enter(state, "2026-12-06")      # the Menu's "Play today's deals"
    state, effects = expert_step(state, answer)      # the worker's answer for the expert's hand
    state, effects = read_shared(state, message)     # a friend's pasted message

The day is ``euchre.daily``'s: the same eight deals for everyone, every computer decision the
expert's with fixed samples and seeds, so the expert's own play of your seat, worked out a few
decisions at a time in the worker (:class:`ExpertDay`), compares with yours on the same cards.
Hints and undo are off in a day's game: everyone plays the same game. Pure Python, tested in CPython.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from euchre.daily import ROUND, Day, date_of, day_date, expert_hand, read_code, replay_hand, share_code, share_text
from euchre.errors import EuchreError

from .actions import ExpertDayStep, SharedStep
from .effects import ExpertDay, ReplayShared, SaveDays, StopTurns
from .state import GameState

STEPS = 6
"""Computer decisions the worker works out for the expert's hand (or a shared hand) before it answers,
so the person's own game is answered between them."""
OFF = "Hints and undo are off for today's deals, so everyone plays the same game."


@dataclasses.dataclass(frozen=True)
class Shared:
    """A day someone shared, being replayed from its code: the hands so far and where the next stands."""

    code: str
    date: str
    hands: int
    replayed: tuple = ()
    """The sharer's hands replayed so far (``HandState``, finished)."""
    actions: tuple[str, ...] = ()
    """The hand being replayed, so far."""
    rest: str | None = None
    """What the code's number holds for the next hand (None before hand 1)."""
    error: str = ""

    @property
    def done(self) -> bool:
        return len(self.replayed) == self.hands


def day_on_table(state: GameState) -> Day | None:
    return state.days.get(state.today) if state.mode == "day" and state.today else None


def enter(state: GameState, date: str) -> tuple[GameState, list]:
    """Today's deals (or a kept day's) on the table, the person's own game kept aside."""
    try:
        date = day_date(date)
    except EuchreError as error:
        return state.saying(str(error)), []
    day = state.days.get(date) or Day.new(date)
    own = state.own_game if state.mode != "own" else state.game
    state = dataclasses.replace(state, mode="day", today=date, own_game=own, game=day.game, days=state.days.kept(day),
                                last_trick=False, hint=None, review=None, lesson=None, dialog=None, turn=None,
                                gathered=None, queued=None, dealt=None)
    hand = day.game.round.hand_number
    said = f"Today's deals, {date}: hand {hand} of 8. {OFF}"
    return state.saying(said).focusing(None), [StopTurns(), SaveDays(state.days)]


def leave(state: GameState) -> tuple[GameState, list]:
    if state.mode != "day":
        return state, []
    state = dataclasses.replace(state, mode="own", game=state.own_game, own_game=None, today=None, hint=None,
                                review=None, last_trick=False, turn=None, gathered=None, queued=None, dealt=None)
    return state.saying("Back to your own game.").focusing(None), [StopTurns()]


def moved(before: GameState, state: GameState) -> tuple[GameState, list]:
    """After a move of a day's game: the day kept, and counted in the statistics."""
    day = day_on_table(state)
    if day is None or state.game is before.game or date_of(state.game) != day.date:
        return state, []
    day = day.with_game(state.game)
    return _kept(state, day)


def _kept(state: GameState, day: Day) -> tuple[GameState, list]:
    days = state.days.kept(day)
    stats = state.stats.day_noted(day.score)
    return dataclasses.replace(state, days=days, stats=stats), [SaveDays(days)]


# --- the expert's own play, in the worker ----------------------------------------------------------------

def _wanted(state: GameState) -> Day | None:
    """The day whose expert's play is wanted: the one on the table, else a shared one being read."""
    day = day_on_table(state)
    if day is None and state.shared is not None and not state.shared.error and state.shared.date:
        day = state.days.get(state.shared.date)
    return day


def expert_work(state: GameState) -> tuple[GameState, list]:
    """Ask (once) for the next piece of the expert's own play of the day on the table (or of a day
    someone shared)."""
    day = _wanted(state)
    if day is None or state.paused:
        return state, []
    number = day.next_expert_hand
    if number is None:
        return state, []
    progress = state.day_expert if state.day_expert and state.day_expert[:2] == (day.date, number) else \
        (day.date, number, ())
    asked = progress + ("asked",)
    if state.day_asked == asked:
        return state, []
    person = day.game.round.hands
    known = (tuple(person[number - 1].actions),) if number <= len(day.game.round.results) else ()
    request = {"op": "daily_expert", "date": day.date, "hand": number, "actions": list(progress[2]),
               "steps": STEPS, "known": [list(k) for k in known]}
    return dataclasses.replace(state, day_expert=progress, day_asked=asked), [ExpertDay(request)]


def expert_step(state: GameState, action: ExpertDayStep) -> tuple[GameState, list]:
    """The worker's answer: the expert's hand so far, or finished."""
    day = state.days.get(action.date)
    if action.error:
        return dataclasses.replace(state, day_error=action.error, day_asked=None), []
    if day is None or day.next_expert_hand != action.hand:
        return state, []
    if not action.done:
        return dataclasses.replace(state, day_expert=(action.date, action.hand, tuple(action.actions)),
                                   day_asked=None), []
    hand = expert_hand(action.date, action.hand, action.actions, steps=0)
    state = dataclasses.replace(state, day_expert=None, day_asked=None, day_error="")
    return _kept(state, day.with_expert_hand(hand))


# --- a day someone shared --------------------------------------------------------------------------------

def read_shared(state: GameState, text: str) -> tuple[GameState, list]:
    try:
        found = read_code(text)
    except EuchreError as error:
        return dataclasses.replace(state, shared=Shared("", "", 0, error=str(error))), []
    code = found_code(text)
    days = state.days if state.days.get(found.date) is not None else state.days.kept(Day.new(found.date))
    state = dataclasses.replace(state, shared=Shared(code, found.date, found.hands), shared_asked=None, days=days)
    return state, ([SaveDays(days)] if days is not state.days else [])


def found_code(text: str) -> str:
    """The code of a pasted message (its "Code:" line), or the text itself when it is only a code."""
    for line in reversed(text.strip().splitlines()):
        if line.strip().lower().startswith("code"):
            return line.split(":", 1)[-1].strip()
    return text.strip()


def shared_work(state: GameState) -> tuple[GameState, list]:
    shared = state.shared
    if shared is None or shared.error or shared.done or state.paused:
        return state, []
    number = len(shared.replayed) + 1
    asked = (shared.code, number, shared.actions)
    if state.shared_asked == asked:
        return state, []
    mine = state.days.get(shared.date)
    known = []
    if mine is not None and number <= len(mine.game.round.results):
        known.append(list(mine.game.round.hands[number - 1].actions))
    if mine is not None and number <= len(mine.expert):
        known.append(list(mine.expert[number - 1].actions))
    request: dict[str, Any] = {"op": "daily_replay", "code": shared.code, "hand": number,
                               "actions": list(shared.actions), "steps": STEPS, "known": known}
    if shared.rest is not None:
        request["rest"] = shared.rest
    return dataclasses.replace(state, shared_asked=asked), [ReplayShared(request)]


def shared_step(state: GameState, action: SharedStep) -> tuple[GameState, list]:
    shared = state.shared
    if shared is None or action.code != shared.code:
        return state, []
    if action.error:
        return dataclasses.replace(state, shared=dataclasses.replace(shared, error=action.error)), []
    if action.hand != len(shared.replayed) + 1:
        return state, []
    if not action.done:
        return dataclasses.replace(state, shared=dataclasses.replace(shared, actions=tuple(action.actions)),
                                   shared_asked=None), []
    hand, _ = replay_hand(read_code(shared.code), action.hand, int(shared.rest or read_code(shared.code).decisions),
                          action.actions, steps=0)
    shared = dataclasses.replace(shared, replayed=shared.replayed + (hand,), actions=(), rest=action.rest)
    return dataclasses.replace(state, shared=shared, shared_asked=None), []


def share_message(day: Day) -> str:
    """The message the person pastes into a chat: a row per hand, the verdict, the code."""
    return share_text(day.score, share_code(day.game))


__all__ = ["Shared", "enter", "leave", "moved", "expert_work", "expert_step", "read_shared", "shared_work",
           "shared_step", "share_message", "day_on_table", "OFF", "ROUND"]
