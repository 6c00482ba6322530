"""The expert's help for the person, as steps of the game page's state: a hint for the decision in
front of them, the review of a finished hand, and the guided hand's advice.

    state, effects = ask_hint(state)           # "Hint"
    state, effects = toggle_review(state)      # "Review this hand"
    state, effects = toggle_review(state, 3)   # "Review hand 3", from a finished round's log
    state, effects = evaluated(state, answer)  # the expert's answer for one decision

All three come from one evaluation of each decision (``ui.game.evaluations``): the review uses the
hint's when the person asked for one and otherwise asks the very same question, so the hint and
the review always agree. An evaluation is asked once (``GameState.asked``) and kept; an answer
for a moment that has passed is kept for later but shown nowhere. Pure Python, tested in CPython.
"""

from __future__ import annotations

import dataclasses

from euchre.ai.review import given_away, judge
from euchre.game import HUMAN
from euchre.lessons import LESSONS, lesson

from .actions import Evaluated
from .effects import Evaluate, Focus, SaveCoach, SavePrefs, StopTurns
from .evaluations import hint_ask, review_asks
from .learn import lesson_game, lesson_number
from .state import Advice, GameState, Review


def _why_not(state: GameState, error: str = "") -> str:
    """Why the expert could not help, in words that follow "No hint this time: "."""
    status, reason = state.expert
    if status == "failed" or not error:
        return f"the expert is not available ({reason or 'it could not start'})"
    return error


def _ask(state: GameState, ask) -> tuple[GameState, list]:
    """Ask the expert to evaluate ``ask``'s decision unless it is being asked already."""
    if ask.decision in state.asked:
        return state, []
    return dataclasses.replace(state, asked=state.asked | {ask.decision}), [Evaluate(ask)]


# --- hints ---------------------------------------------------------------------------------------

def ask_hint(state: GameState) -> tuple[GameState, list]:
    game = state.game
    if not game.human_to_act:
        return state, []
    key = state.step
    if state.hint is not None and state.hint.key == key and state.hint.status in ("thinking", "done"):
        return state, []
    ask = hint_ask(game.round, state.evaluations, state.prefs.table_of(HUMAN))
    if ask.kept is not None:
        return dataclasses.replace(state, hint=Advice(key, "done", ask.kept)), []
    if state.expert[0] == "failed":
        return dataclasses.replace(state, hint=Advice(key, "failed", error=_why_not(state))), []
    state = dataclasses.replace(state, hint=Advice(key, "thinking"))
    return _ask(state, ask)


# --- reviews -------------------------------------------------------------------------------------

def _review_key(state: GameState, number: int | None = None) -> tuple:
    """The key of the review of hand ``number`` of the round on the table (by default the current hand)."""
    rnd = state.game.round
    return (rnd.seed, rnd.hand_number if number is None else number)


def reviewable(state: GameState, number: int) -> bool:
    """Whether hand ``number`` of the round on the table can be reviewed: the current hand once it is
    over, and every hand of a round that is over."""
    rnd = state.game.round
    if not 1 <= number <= rnd.hand_number:
        return False
    return rnd.is_over or (number == rnd.hand_number and rnd.hand.is_over)


def reviewed_number(state: GameState) -> int | None:
    """The number of the hand the review on hand is of, if it is of a hand that can be reviewed now."""
    review = state.review
    if review is None:
        return None
    seed, number = review.key
    if seed != state.game.round.seed or not reviewable(state, number):
        return None
    return number


def toggle_review(state: GameState, number: int | None = None) -> tuple[GameState, list]:
    """Open or close the review of hand ``number`` (by default the hand just finished; "Review this
    hand"), or of any hand of a finished round ("Review hand 3" in the round's log)."""
    focus = "review" if number is None else f"review-hand-{number}"
    number = state.game.round.hand_number if number is None else number
    if not reviewable(state, number):
        return state, []
    review = state.review
    if review is not None and review.key == _review_key(state, number):
        opened = not review.open
        state = dataclasses.replace(state, review=dataclasses.replace(review, open=opened))
        if opened and review.status == "failed":
            state, effects = start_review(state, number)
            return state.focusing(focus), effects
        return state.focusing(focus), []
    state, effects = start_review(state, number)
    return state.focusing(focus), effects


def start_review(state: GameState, number: int | None = None) -> tuple[GameState, list]:
    number = state.game.round.hand_number if number is None else number
    asks = review_asks(state.game.round, state.evaluations, state.prefs.table_of(HUMAN), number)
    state = dataclasses.replace(state, review=Review(_review_key(state, number), total=len(asks)))
    return _go_on_reviewing(state)


def _go_on_reviewing(state: GameState) -> tuple[GameState, list]:
    """Ask for the review's next decision not yet evaluated, or judge them all once every one is."""
    review = state.review
    number = reviewed_number(state)
    if review is None or review.status != "working" or number is None:
        return state, []
    rnd = state.game.round
    asks = review_asks(rnd, state.evaluations, state.prefs.table_of(HUMAN), number)
    missing = [ask for ask in asks if ask.kept is None]
    done = len(asks) - len(missing)
    state = dataclasses.replace(state, review=dataclasses.replace(review, done=done))
    if missing:
        if state.expert[0] == "failed":
            return dataclasses.replace(state, review=dataclasses.replace(
                state.review, status="failed", error=_why_not(state))), []
        return _ask(state, missing[0])
    judged = tuple(judge(ask.decision.index, ask.action, ask.kept) for ask in asks)
    state = dataclasses.replace(state, review=dataclasses.replace(state.review, status="done", decisions=judged))
    if state.mode == "own":  # the person's own rounds are counted; a lesson's hand and a day's deals are not
        stats = state.stats.reviewed(state.game, rnd.hands[number - 1], number, given_away(judged))
        state = dataclasses.replace(state, stats=stats)
    return state, []


# --- the expert's answers --------------------------------------------------------------------------

def evaluated(state: GameState, action: Evaluated) -> tuple[GameState, list]:
    """An evaluation arrived (or could not be made): keep it, and show it where it is wanted."""
    state = dataclasses.replace(state, asked=state.asked - {action.decision})
    effects: list = []
    if action.error:
        failed = _why_not(state, action.error)
        if state.hint is not None and state.hint.status == "thinking":
            state = dataclasses.replace(state, hint=dataclasses.replace(state.hint, status="failed", error=failed))
        if state.review is not None and state.review.status == "working":
            state = dataclasses.replace(state, review=dataclasses.replace(state.review, status="failed",
                                                                          error=failed))
        return state, effects
    evaluations = state.evaluations.kept(action.decision, action.view, action.options)
    state = dataclasses.replace(state, evaluations=evaluations)
    effects.append(SaveCoach(evaluations))
    advice = state.hint
    if advice is not None and advice.status == "thinking":
        ask = hint_ask(state.game.round, evaluations, state.prefs.table_of(HUMAN))
        if ask.kept is not None and advice.key == state.step:
            state = dataclasses.replace(state, hint=Advice(advice.key, "done", ask.kept))
    state, more = _go_on_reviewing(state)
    return state, effects + more


def keep_current(state: GameState) -> tuple[GameState, list]:
    """Drop a hint whose decision has been made, and a review of a hand that cannot be reviewed now
    (another round's, or an earlier hand's once the round goes on; a finished round keeps any)."""
    if state.hint is not None and (state.hint.key != state.step or not state.game.human_to_act):
        state = dataclasses.replace(state, hint=None)
    if state.review is not None and state.review.key != _review_key(state) and reviewed_number(state) is None:
        state = dataclasses.replace(state, review=None)
    return state, []


# --- the guided hand ----------------------------------------------------------------------------------

def offer_seen(state: GameState) -> tuple[GameState, list]:
    prefs = dataclasses.replace(state.prefs, offered=True)
    return dataclasses.replace(state, offering=False, prefs=prefs), [SavePrefs(prefs)]


def learn(state: GameState, name: str) -> tuple[GameState, list]:
    """The lessons: start (the first, or the next), play one again, leave; the offer and How to play."""
    effects: list = []
    if name == "learn-rules":
        return dataclasses.replace(state, dialog="how-to-play"), []
    if name == "learn-dismiss":
        state, effects = offer_seen(state)
        return state.focusing(None), effects
    if name in ("learn-start", "learn-next", "learn-again"):
        if state.offering:
            state, effects = offer_seen(state)
        ids = [item.id for item in LESSONS]
        current = state.lesson if state.mode == "lesson" else None
        if name == "learn-again" and current:
            chosen = current
        elif name == "learn-next" and current and ids.index(current) + 1 < len(ids):
            chosen = ids[ids.index(current) + 1]
        else:
            chosen = ids[0]
        own = state.own_game if state.mode != "own" else state.game
        state = dataclasses.replace(state, mode="lesson", lesson=chosen, own_game=own, game=lesson_game(lesson(chosen)),
                                    today=None, last_trick=False, hint=None, review=None, dialog=None, turn=None,
                                    gathered=None, queued=None, dealt=None)
        item = lesson(chosen)
        state = state.saying(f"Lesson {lesson_number(chosen)}: {item.title}. {item.goal}")
        return state.focusing("learn"), effects + [StopTurns()]
    if name == "learn-leave" and state.mode == "lesson":
        state = dataclasses.replace(state, mode="own", lesson=None, game=state.own_game, own_game=None, hint=None,
                                    review=None, last_trick=False, turn=None, gathered=None, queued=None, dealt=None)
        return state.saying("Back to your own game.").focusing("leave"), [StopTurns()]
    return state, []


def lesson_progress(state: GameState) -> tuple[str, object]:
    """Where the lesson on the table stands at the person's turn: ``("step", step)`` at one of its
    steps, ``("free", None)`` once every step was taken as the coach advised (the hand is the
    learner's to finish), ``("other", None)`` when the learner went another way; ``("none", None)``
    when it is not a lesson or not the person's turn."""
    if state.mode != "lesson" or not state.lesson or not state.game.human_to_act:
        return "none", None
    item = lesson(state.lesson)
    hand = state.game.hand
    walked = list(item.walk())
    for at, step in walked:
        if at == hand:
            return "step", step
    last, step = walked[-1]
    followed = last.apply(step.action, item.seat).history
    return ("free", None) if hand.history[:len(followed)] == followed else ("other", None)


def lesson_step(state: GameState):
    """The lesson's step for the person's turn now, if the lesson has one there."""
    kind, step = lesson_progress(state)
    return step if kind == "step" else None


__all__ = ["ask_hint", "toggle_review", "reviewable", "reviewed_number", "evaluated", "keep_current", "learn", "lesson_progress", "lesson_step",
           "offer_seen", "Focus"]
