"""The game page's one function from (state, action) to (state, effects).

    state, effects = update(state, Press("pass", at="2026-12-06T20:00:00Z"))

Every event on the game page arrives here as an action (``ui.game.state``): a button or a key at
the table, the Menu, a notice, a computer seat's move, the expert's answer, a trick gathered, the
deal landed. What it returns says what the page must do (save, ask the expert, let a computer seat
move after a pause...); ``ui.game.app`` does it and draws the new state. After every action the
same follow-up runs (:func:`follow_up`): the game and the statistics are saved when they changed,
a hint or a review of another moment is dropped, and the next thing the table waits for (a trick
to gather, a computer move, a forced card) is asked for, once per moment. Pure Python, tested in
CPython (``tests/ui/test_game_update.py``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from euchre.errors import EuchreError
from euchre.game import HUMAN
from euchre.hand import Phase
from euchre.stats import in_progress

from ..kit.vdom import Look, find, locate
from . import coaching, day, menu
from .actions import (
    ComputerMoved,
    Dealt,
    Evaluated,
    ExpertDayStep,
    ExpertState,
    ExpertTrouble,
    Gathered,
    Key,
    Menu,
    NoticeDo,
    Press,
    RefusalShown,
    SharedStep,
    Shown,
    Stored,
    Thinking,
)
from .effects import (
    DeleteBackups,
    DownloadBackups,
    Focus,
    ForgetRefusal,
    Gather,
    PlayForced,
    SaveGame,
    SaveStats,
    StartExpert,
    StopTurns,
    Think,
)
from .format_words import hand_heading
from .state import REFUSAL_SECONDS, Advice, GameState, Refusal
from .table import dock, forced_choice, my_seat, seat_name
from .words import action_label, event_text, refusal_text

CARD_KEYS = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}


def update(state: GameState, action) -> tuple[GameState, list]:
    handler = HANDLERS.get(type(action))
    if handler is None:
        raise TypeError(f"the game page has no action {type(action).__name__}")
    after, effects = handler(state, action)
    return follow_up(state, after, list(effects), getattr(action, "at", ""))


# --- the person at the table -----------------------------------------------------------------------

def press(state: GameState, action: Press):
    name = action.action
    game = state.game
    if name == "next-hand":
        if not game.needs_next_hand or state.mode == "lesson":
            return state, []
        state = dataclasses.replace(state, game=game.next_hand(), last_trick=False)
        rnd = state.game.round
        dealer = rnd.hand.dealer
        said = f"{hand_heading(rnd)}: {seat_name(dealer)} {'deal' if dealer == HUMAN else 'deals'}."
        return state.saying(said).focusing(None), []
    if name == "new-round":
        if not game.round.is_over or state.mode != "own":
            return state, []
        state = dataclasses.replace(state, game=game.new_round(format=state.prefs.next_format), last_trick=False,
                                    review=None)
        return state.saying(f"A new game: {hand_heading(state.game.round)}.").focusing(None), []
    if name == "last-trick":
        if not game.hand.tricks:
            return state, []
        return dataclasses.replace(state, last_trick=not state.last_trick).focusing("last-trick"), []
    if name in ("hint", "undo") and state.mode == "day":
        return state.saying(day.OFF), []
    if name == "day-leave":
        return day.leave(state)
    if name == "hint":
        return coaching.ask_hint(state)
    if name == "hint-close":
        return dataclasses.replace(state, hint=None), [Focus(Look(id="hint"))]
    if name == "review":
        return coaching.toggle_review(state)
    if name.startswith("review-hand-") and name[len("review-hand-"):].isdigit():
        return coaching.toggle_review(state, int(name[len("review-hand-"):]))
    if name in ("learn-start", "learn-next", "learn-again", "learn-leave", "learn-rules", "learn-dismiss"):
        return coaching.learn(state, name)
    if name == "undo":
        return undo(state)
    return play(state, name)


def play(state: GameState, name: str):
    """The person's bid, discard or card."""
    game = state.game
    if not game.human_to_act:
        return state, []
    if not dealt_yet(state):  # kept, and played the moment the deal has landed
        return dataclasses.replace(state, queued=name), []
    before = game.hand
    try:
        after = game.act(name)
    except EuchreError as error:
        return refuse(state, name, str(error))
    state = dataclasses.replace(state, game=after, last_trick=False)
    return state.saying(event_text(before, after.hand, HUMAN, name)).focusing(name), []


def refuse(state: GameState, name: str, error: str):
    """A card the rules do not allow now (it is dimmed, not disabled, so a tap arrives): the engine's
    reason, said and shown beside the cards for a moment; nothing else changes."""
    reason = refusal_text(state.game.hand.why_not(name) or error)
    number = state.refusal.number + 1 if state.refusal is not None else 1
    state = dataclasses.replace(state, refusal=Refusal(number, state.step, name, reason))
    return state.saying(reason), [ForgetRefusal(number, REFUSAL_SECONDS)]


def refusal_shown(state: GameState, action: RefusalShown):
    if state.refusal is None or state.refusal.number != action.number:
        return state, []
    return dataclasses.replace(state, refusal=None), []


def dealt_yet(state: GameState) -> bool:
    """Whether the cards of this hand have landed (nothing is decided while they fly)."""
    return state.dealt is not None and state.dealt[:2] == state.step[:2]


def undo(state: GameState):
    game = state.game
    if not game.can_undo:
        return state.saying(f"Nothing to undo: {game.why_no_undo()}."), []
    taken = action_label(game.undoable, HUMAN, game.hand.dealer)
    state = dataclasses.replace(state, game=game.undo(), last_trick=False, review=None, gathered=None,
                                thinking=None, turn=None, queued=None)
    return state.saying(f"Undone: {taken}.").focusing("undo"), [StopTurns()]


def key(state: GameState, action: Key):
    """Arrow keys move between your cards (or your bids), Home and End to the ends; U and Ctrl+Z undo."""
    name = action.key
    undo_key = (action.command and name in ("z", "Z") and not action.shift and not action.alt) or \
        (name in ("u", "U") and not action.command and not action.alt)
    if undo_key:
        if action.typing or action.dialog or state.paused:
            return state, []
        return undo(state)
    if action.group not in ("cards", "bids") or name not in (*CARD_KEYS, "Home", "End"):
        return state, []
    order = focus_order(state, action.group)
    if not order:
        return state, []
    index = order.index(action.focused) if action.focused in order else 0
    if name == "Home":
        index = 0
    elif name == "End":
        index = len(order) - 1
    else:
        index = (index + CARD_KEYS[name]) % len(order)
    return state, [Focus(Look("button", data_action=order[index]).within(Look(data_group=action.group)))]


def focus_order(state: GameState, group: str) -> list[str]:
    """The enabled controls of ``group`` in the order the table shows them (``data-action``)."""
    game = state.game
    hand = game.hand
    if group == "cards":
        node = my_seat(hand)
    else:
        node = dock(hand, game.legal_actions() if game.human_to_act else (), undo=game.can_undo)
    holder = locate([node], Look(data_group=group))
    answers = Look("button", data_action=True, disabled=False, aria_disabled=False)
    return [] if holder is None else [n.attrs["data-action"] for n in find(holder, answers)]


# --- the computer seats, the trick, the deal ----------------------------------------------------------

def computer_moved(state: GameState, action: ComputerMoved):
    if action.step != state.step or not state.game.computer_to_act:
        return state, []  # an answer for a moment that has passed
    before = state.game.hand
    seat = before.to_act
    game = state.game.computer_step(action.action)
    after = game.hand
    state = dataclasses.replace(state, game=game, thinking=None)
    if after.history[:len(before.history)] == before.history and len(after.history) > len(before.history):
        state = state.saying(event_text(before, after, seat, after.history[-1][1]))
    return state, []


def thinking(state: GameState, action: Thinking):
    if action.step != state.step:
        return state, []
    return dataclasses.replace(state, thinking=action.seat), []


def gathered(state: GameState, action: Gathered):
    if action.step != state.step:
        return state, []
    return dataclasses.replace(state, gathered=action.step), []


def dealt(state: GameState, action: Dealt):
    if action.step[:2] != state.step[:2]:
        return state, []
    state = dataclasses.replace(state, dealt=action.step)
    if state.queued is not None:
        name, state = state.queued, dataclasses.replace(state, queued=None)
        return play(state, name)
    return state, []


def shown(state: GameState, action: Shown):
    state = dataclasses.replace(state, paused=not action.shown, turn=None if action.shown else state.turn)
    effects = [StopTurns()] if not action.shown else []
    if action.shown and state.prefs.expert_seats():
        effects.append(StartExpert())
    return state, effects


# --- the expert and the notices -------------------------------------------------------------------------

def expert_state(state: GameState, action: ExpertState):
    state = dataclasses.replace(state, expert=(action.state, action.reason))
    if action.state == "failed" and state.prefs.expert_seats():
        return expert_trouble(state, ExpertTrouble(action.reason, failed=True))
    return state, []


def expert_trouble(state: GameState, action: ExpertTrouble):
    """Say in plain words that the expert cannot help, and what happens instead (once, when it is gone)."""
    if not action.failed:
        return state.with_notice("expert-error", action.reason), []
    if state.expert_told:
        return state, []
    state = dataclasses.replace(state, expert_told=True, expert=("failed", action.reason))
    return state.without_notice("expert-error").with_notice("expert-failed", action.reason), []


def notice_do(state: GameState, action: NoticeDo):
    what = action.what
    if what == "download":
        return state, [DownloadBackups()]
    if what == "delete":
        return state.without_notice("unreadable"), [DeleteBackups()]
    if what == "expert-retry":
        state = dataclasses.replace(state.without_notice("expert-failed"), expert_told=False, expert=("idle", ""),
                                    turn=None)
        return state, [StartExpert(restart=True)]
    if what.startswith("dismiss-"):
        return state.without_notice(what.removeprefix("dismiss-")), []
    if what == "keep-round":
        return dataclasses.replace(state.without_notice("seed"), pending_seed=None), []
    if what == "seed-round" and state.pending_seed is not None:
        return seed_round(state, action.at)
    return state, []


def seed_round(state: GameState, at: str):
    """The round of the address's seed in place of the person's round: asked first (saying what is
    lost) while theirs is in progress, and then counted as abandoned."""
    notice = state.notice("seed")
    if in_progress(state.own_game or state.game) and (notice is None or notice.detail != "confirm"):
        return state.with_notice("seed", "confirm"), [Focus(Look(id="seed-keep"))]
    return menu.start_over(state.without_notice("seed"), at, state.pending_seed)


def stored(state: GameState, action: Stored):
    kind = {"game": "save-failed", "stats": "stats-save-failed", "days": "days-save-failed"}[action.what]
    if action.problem:
        return state.with_notice(kind, action.problem), []
    return state.without_notice(kind), []


HANDLERS: dict[type, Callable] = {
    Press: press,
    Key: key,
    ComputerMoved: computer_moved,
    Thinking: thinking,
    Gathered: gathered,
    Dealt: dealt,
    Shown: shown,
    ExpertState: expert_state,
    ExpertTrouble: expert_trouble,
    NoticeDo: notice_do,
    Stored: stored,
    Menu: menu.menu,
    Evaluated: coaching.evaluated,
    ExpertDayStep: day.expert_step,
    SharedStep: day.shared_step,
    RefusalShown: refusal_shown,
}


# --- after every action ------------------------------------------------------------------------------------

def trick_done(hand) -> bool:
    return hand.phase is Phase.PLAY and not hand.trick and bool(hand.tricks)


def follow_up(before: GameState, state: GameState, effects: list, at: str) -> tuple[GameState, list]:
    """What every action leads to: save what changed, keep the help for the moment it is for, and ask
    for the next thing the table waits for."""
    own = state.mode == "own"
    if state.game is not before.game and own:
        effects.insert(0, SaveGame(state.game))
    if state.mode == "day":
        state, more = day.moved(before, state)
        effects += more
    if own and (state.game is not before.game or state.prefs.levels != before.prefs.levels):
        stats = state.stats.noted(state.game, state.prefs.levels, at)
        if stats is not state.stats:
            state = dataclasses.replace(state, stats=stats)
    if state.stats is not before.stats:
        effects.append(SaveStats(state.stats))
    if state.offering and chose(state.game.hand):
        state, more = coaching.offer_seen(state)  # the person is playing: the offer has been seen
        effects += more
    state, more = coaching.keep_current(state)
    effects += more
    state, more = next_turn(state)
    effects += more
    for work in (day.expert_work, day.shared_work):
        state, more = work(state)
        effects += more
    return state, effects


def chose(hand) -> bool:
    """Whether the person has made a choice in ``hand``: a move that was their only one (played by
    itself, say) is not one."""
    if not any(seat == HUMAN for seat, _ in hand.history):
        return False
    states = hand.states()
    return any(seat == HUMAN and len(states[i].legal_actions()) > 1 for i, (seat, _) in enumerate(hand.history))


def next_turn(state: GameState) -> tuple[GameState, list]:
    """Ask (once per moment) for what the table waits for: the finished trick to be gathered, a
    computer seat's move, the person's forced choice (a pass the rules leave them, their last card)."""
    step = state.step
    if state.paused:
        return state, []
    game, prefs = state.game, state.prefs
    hand = game.hand
    if trick_done(hand) and not hand.is_over and prefs.pause > 0 and state.gathered != step:
        wanted, effect = (step, "gather"), Gather(step, hand.tricks[-1].winner, prefs.pause)
    elif game.computer_to_act:
        seat = hand.to_act
        level = {"day": "day", "lesson": f"lesson:{state.lesson}"}.get(state.mode) or prefs.level_of(seat)
        if level == "expert" and state.expert[0] == "failed":
            level = "standard"
        pause = prefs.pause * (0.6 if trick_done(hand) else 1)
        wanted, effect = (step, "think", level), Think(step, game, level, prefs.table_of(seat), pause)
    elif (action := forced_choice(game) if prefs.switch("forced-card") else None) is not None:
        wanted, effect = (step, "forced"), PlayForced(step, action, prefs.pause * 0.6)
    else:
        return state, []
    if state.turn == wanted:
        return state, []
    return dataclasses.replace(state, turn=wanted), [effect]


__all__ = ["update", "focus_order", "follow_up", "Advice"]
