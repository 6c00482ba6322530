"""The whole game page drawn from its state: what each part of the page holds, and the few
attributes of the page's fixed elements that follow the state.

    parts = page(state, seed_link="?seed=4", chart=(640, 280))      # {"center": [nodes], ...}
    marks = attributes(state)                                        # {"game": {"data-step": "1:0"}, ...}

Each key of ``page`` names an element of ``index.html`` (by id) whose children the controller
keeps equal to the nodes (``ui.kit.patch``). A function of the state: it changes nothing, and is
tested in CPython.
"""

from __future__ import annotations

import euchre
from euchre.ai import LEVELS
from euchre.daily import DayScore
from euchre.formats import FORMATS
from euchre.game import HUMAN
from euchre.lessons import LESSONS, lesson
from euchre.round import SEEDS
from euchre.stats import day_streaks

from ..kit.vdom import Node, find, h, remembered
from . import coaching, day
from . import table as views
from .advice import hint_panel, review_panel
from .daily_views import date_words, day_table, days_list, expert_progress, share_box, shared_table, streak_line
from .format_words import format_description, format_name
from .learn import how_to_play, lesson_number, lesson_panel, offer_panel
from .state import LEVEL_NAMES, SPEED_NAMES, GameState, Notice
from .stats import stats_screen
from .words import abandon_question, turn_text


def table_parts(state: GameState) -> dict[str, list[Node]]:
    game = state.game
    rnd = game.round
    hand = rnd.hand
    day_mode = state.mode == "day"
    parts = {
        "score-corner": [views.scoreboard(rnd, "Today's deals" if day_mode else None, lesson_heading(state))],
        "trump-corner": [views.trump_box(hand)],
        "center": [views.center(hand, state.last_trick and bool(hand.tricks), state.gathered == state.step)],
        "dock": [views.dock(hand, game.legal_actions() if game.human_to_act else (),
                            undo=None if day_mode else game.can_undo)],
        "tools": tools(state),
        "hint-panel": hint_panel(state.hint.as_dict(), hand.dealer) if state.hint is not None else [],
        "learn-panel": learn_panel(state),
    }
    for seat in range(4):
        thinking = state.thinking == seat and hand.to_act == seat
        parts[f"seat-{seat}"] = [views.my_seat(hand, thinking, refused(state)) if seat == HUMAN
                                 else views.seat(hand, seat, thinking)]
    mark_choice(parts, recommended(state))
    return parts


def lesson_heading(state: GameState) -> str | None:
    if state.mode != "lesson" or not state.lesson:
        return None
    return f"Lesson {lesson_number(state.lesson)} of {len(LESSONS)}"


def recommended(state: GameState) -> str | None:
    """The choice the coach marks on the table: the lesson's, or the hint's best once worked out."""
    step = coaching.lesson_step(state)
    if step is not None:
        return step.action
    hint = state.hint
    if hint is not None and hint.status == "done" and hint.options and hint.key == state.step:
        return hint.options[0].action
    return None


def mark_choice(parts: dict[str, list[Node]], action: str | None) -> None:
    """Mark the coach's choice where it is made: the bid's button or the card itself."""
    if action is None:
        return
    for name in ("dock", "seat-0"):
        for node in parts.get(name, []):
            for found in find(node, lambda n: n.tag == "button" and n.attrs.get("data-action") == action):
                found.attrs["class"] = (found.attrs.get("class", "") + " recommended").strip()
                found.attrs["data-recommended"] = "true"
                label = found.attrs.get("aria-label") or found.text or ""
                found.attrs["aria-label"] = f"{label} (the coach's choice)"


def refused(state: GameState) -> tuple[int, str] | None:
    """The refused card's reason while it is shown, for the moment it was tapped at."""
    refusal = state.refusal
    return (refusal.number, refusal.reason) if refusal is not None and refusal.step == state.step else None


def tools(state: GameState) -> list[Node]:
    game = state.game
    return [h("button", "Hint", type="button", id="hint", data_action="hint", class_="secondary",
              aria_controls="hint-panel", aria_expanded="true" if state.hint is not None else "false",
              hidden=not game.human_to_act or state.mode == "day"),
            h("button", "Last trick", type="button", id="last-trick", data_action="last-trick", class_="secondary",
              aria_pressed="true" if state.last_trick else "false", disabled=not game.hand.tricks)]


def learn_panel(state: GameState) -> list[Node]:
    if state.mode == "lesson" and state.lesson:
        view = state.game.hand.view(HUMAN)
        kind, step = coaching.lesson_progress(state)
        return lesson_panel(lesson(state.lesson), view, step, free=kind == "free")
    if state.offering:
        return offer_panel()
    return []


def summary(state: GameState, seed_link: str | None = None) -> list[Node]:
    game = state.game
    review = state.review
    rnd = game.round
    number = coaching.reviewed_number(state) if review is not None and review.open else None
    node = views.summary(game, seed_link, number)
    if node is None:
        return []
    shown = number == rnd.hand_number
    for toggle in find(node, lambda n: n.attrs.get("id") == "review-toggle"):
        toggle.text = "Hide the review" if shown else "Review this hand"
        toggle.attrs["aria-expanded"] = "true" if shown else "false"
    for box in find(node, lambda n: n.attrs.get("id") == "review"):
        if number is not None:
            box.attrs.pop("hidden", None)
            box.children = review_panel(review.as_dict(), rnd.hands[number - 1], number)
    if state.mode == "day":
        day_summary(state, node)
    if state.mode == "lesson":  # the lesson ends with its hand: the lesson's panel says what next
        return []
    return [node]


def day_summary(state: GameState, node: Node) -> None:
    """A day's game: no new round, but the way back to the person's own game; the hand beside the
    expert's on the same cards; at the day's end, the whole day, the verdict and the message to share."""
    kept = day.day_on_table(state)
    if kept is None:
        return
    score = kept.score
    for button in find(node, lambda n: n.attrs.get("id") == "new-round"):
        button.text = "Back to your own game"
        button.attrs.update({"data-action": "day-leave", "id": "day-leave"})
    for row in find(node, lambda n: "summary-actions" in n.classes):  # no undo in a day's game
        row.children = [child for child in row.children if child.attrs.get("id") != "summary-undo"]
    number = state.game.round.hand_number
    row = score.rows[number - 1]
    if state.game.round.is_over:
        extra = [day_table(score), h("p", expert_progress(score), class_="hint", id="day-progress")
                 if not score.complete else None]
        if state.day_error:
            extra.append(h("p", f"The expert's own play could not be worked out: {state.day_error}.", role="alert"))
        extra.append(share_box(day.share_message(kept)))
        extra.append(h("p", streak_line(day_streaks(state.stats.days, kept.date)), class_="hint", id="day-streak"))
    else:
        theirs = "still being worked out" if row.expert is None else f"{row.expert[0]}–{row.expert[1]}"
        mine = f"{row.person[0]}–{row.person[1]}" if row.person else "?"
        extra = [h("p", f"This hand: you {mine}; the expert on the same cards {theirs}.", id="day-hand",
                   class_="detail")]
    # After the result and its buttons: at the day's end, before the round's own log.
    at = next((i for i, child in enumerate(node.children) if child.attrs.get("id") == "undo-count"), 2)
    node.children[at:at] = [n for n in extra if n is not None]


def days_body(state: GameState, today: str) -> list[Node]:
    """The Today's deals dialog: today's deals to play or go on with, the streak, the message to share,
    a friend's message read back beside yours, and the past days."""
    kept = state.days.get(today)
    score = kept.score if kept is not None else None
    if kept is None or (kept.game.round.hand_number == 1 and not kept.game.hand.history):
        play = "Play today's deals"
    elif kept.game.round.is_over:
        play = "Look at today's deals again"
    else:
        play = f"Go on with today's deals (hand {kept.game.round.hand_number} of 8)"
    nodes: list[Node | None] = [
        h("p", f"Eight deals for {date_words(today)}, the same for everyone, against three expert players. At the end your "
               "result stands beside the expert's own, playing your seat on the same cards.", class_="hint"),
        h("button", play, type="button", class_="primary", data_daily_action="play", data_date=today,
          id="play-today"),
        h("p", streak_line(day_streaks(state.stats.days, today)), id="days-streak"),
    ]
    if score is not None and score.person:
        nodes.append(day_table(score))
        nodes.append(share_box(day.share_message(kept)))
    nodes.append(h("form", None,
                   h("label", "A friend's result: paste their message or code", for_="shared-text"),
                   h("textarea", None, id="shared-text", name="shared", rows="3", spellcheck="false"),
                   h("button", "Compare", type="submit", class_="secondary"),
                   id="shared-form", class_="shared-form", data_daily_form="shared"))
    shared = state.shared
    if shared is not None:
        if shared.error:
            nodes.append(h("p", shared.error, role="alert", id="shared-error", class_="feedback error"))
        else:
            theirs = DayScore(shared.date, tuple(hand.points for hand in shared.replayed),
                              _expert_points(state, shared.date))
            mine_day = state.days.get(shared.date)
            nodes.append(shared_table(theirs, mine_day.score if mine_day is not None else None, "Your friend"))
            if not shared.done:
                nodes.append(h("p", f"Reading their game: {len(shared.replayed)} of {shared.hands} hands.",
                               role="status", id="shared-progress"))
    nodes.append(h("h3", "Past days", id="past-days"))
    nodes.append(days_list(state.stats.days, kept=state.days.dates))
    return [n for n in nodes if n is not None]


def _expert_points(state: GameState, date: str) -> tuple:
    kept = state.days.get(date)
    return tuple(hand.points for hand in kept.expert) if kept is not None else ()


# --- notices over the table ------------------------------------------------------------------------

def dismiss(kind: str) -> Node:
    return h("button", "Dismiss", type="button", class_="secondary", data_notice_action=f"dismiss-{kind}")


def words_list(names: list[str]) -> str:
    """``"West, North and East"``."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def notice_node(state: GameState, notice: Notice) -> Node:
    kind, detail = notice.kind, notice.detail
    if kind == "unreadable":
        what, why, after = ("Saved data", "", "")
        if detail:
            what, why, after = "A saved game", f" ({detail})", " A new game has started."
        body = [h("p", f"{what} could not be read{why}. It has been kept, not deleted: download it to keep a copy, "
                       f"then delete it here when you no longer need it.{after}"),
                h("p", None, h("button", f"Download saved data ({notice.count})", type="button",
                               data_notice_action="download"),
                  h("button", "Delete it", type="button", class_="secondary", data_notice_action="delete"))]
    elif kind == "expert-error":
        body = [h("p", f"The expert computer player could not decide ({detail}); the standard player moved instead."),
                h("p", None, dismiss(kind))]
    elif kind == "expert-failed":
        seats = [views.seat_name(seat) for seat in state.prefs.expert_seats()]
        text = f"The expert computer player is not available ({detail})."
        if seats:
            text += f" The game goes on: {words_list(seats)} {'plays' if len(seats) == 1 else 'play'} at the " \
                    "standard level for now."
        text += " Hints and hand reviews need the expert too."
        body = [h("p", text), h("p", None, h("button", "Try the expert again", type="button",
                                             data_notice_action="expert-retry"), dismiss(kind))]
    elif kind == "seed":
        body = seed_notice(state, detail == "confirm")
    elif kind == "bad-seed":
        body = bad_seed_notice(detail, kept=bool(notice.count))
    else:  # a save that failed: the game's or the statistics'
        body = [h("p", detail)]
    return h("div", None, *body, class_="notice", role="alert", data_notice=kind, key=kind)


def seed_notice(state: GameState, confirming: bool) -> list[Node]:
    """The address asks for another round while one is in progress: keep it, or (asked first, with
    what is lost) abandon it for the round of that seed."""
    seed = state.pending_seed
    keep = h("button", "Keep playing my round", type="button", data_notice_action="keep-round", id="seed-keep")
    if confirming:
        rnd = (state.own_game or state.game).round
        return [h("p", f"{abandon_question(rnd)} It will count as abandoned in your statistics.",
                  id="seed-question"),
                h("p", None, keep, h("button", f"Yes, abandon it and start seed {seed}", type="button",
                                     class_="danger", data_notice_action="seed-round", id="seed-abandon"))]
    return [h("p", f"The address asks for a round with seed {seed}, but you have a round in progress."),
            h("p", None, keep, h("button", f"Start the round with seed {seed}", type="button", class_="secondary",
                                 data_notice_action="seed-round", id="seed-start"))]


def bad_seed_notice(typed: str, kept: bool) -> list[Node]:
    """A seed in the address that is not one (``euchre.round.read_seed`` refused it), said in words."""
    shown = typed if len(typed) <= 24 else typed[:24] + "…"
    low, high = SEEDS.start, SEEDS.stop - 1
    after = "Your round goes on." if kept else "A round with a seed of its own has started."
    return [h("p", f"The address asks for the seed “{shown}”, which is not a seed, so it was not used: a seed is a "
                   f"whole number from {low} to {high}, and the same seed always deals the same cards. {after}"),
            h("p", None, dismiss("bad-seed"))]


# --- the Menu and the dialogs ----------------------------------------------------------------------

@remembered
def options(names: dict[str, str], chosen: str) -> list[Node]:
    return [h("option", name, value=key, selected=key == chosen) for key, name in names.items()]


def rules_form(state: GameState) -> list[Node]:
    game = state.game
    question = None
    if state.confirming_new_round:
        question = (f"{abandon_question((state.own_game or game).round)} It will count as abandoned in your "
                    "statistics.")
    return _rules_form(game.next_rules, game.round.rules, game.format, state.prefs.next_format, question)


@remembered
def _rules_form(chosen: euchre.Rules, current: euchre.Rules, game_format, chosen_format, question: str | None
                ) -> list[Node]:
    presets = h("fieldset", None, h("legend", "Preset"), *[
        h("label", None, h("input", None, type="radio", name="preset", value=value, checked=chosen.preset == value),
          h("span", " " + label), class_="choice")
        for value, label in (("tournament", "Tournament (our house rules)"), ("standard", "Standard (plain Hoyle)"))])
    names = sorted(euchre.Rules.names(), key=lambda n: euchre.Rules.describe(n)["house_rule"])
    rules = h("fieldset", None, h("legend", "House rules"), *[
        h("label", None, h("input", None, type="checkbox", name=name, checked=getattr(chosen, name)),
          h("strong", f" House rule {info['house_rule']}: {info['title']}."), h("span", f" {info['on']}"),
          class_="choice")
        for name in names for info in (euchre.Rules.describe(name),)])
    current_name = {"tournament": "the tournament rules", "standard": "the standard rules"}.get(
        current.preset, "custom rules")
    note = f"This game is {format_name(game_format).lower()}, played under {current_name}."
    if chosen != current or chosen_format != game_format:
        note += " Changes apply from the next game."
    button = "Yes, abandon this game and start a new one" if question else "Start a new game with these choices"
    formats = h("fieldset", None, h("legend", "Game"), *[
        h("label", None, h("input", None, type="radio", name="format", value=fmt.key, checked=fmt == chosen_format),
          h("strong", " " + format_name(fmt) + "."), h("span", " " + format_description(fmt)), class_="choice")
        for fmt in FORMATS])
    nodes = [formats, presets, rules, h("p", note, id="rules-note", class_="hint", aria_live="polite"),
             h("p", question, id="rules-abandon", class_="confirm-question") if question else None,
             h("button", button, type="submit", id="rules-new-round")]
    return [n for n in nodes if n is not None]


def menu_parts(state: GameState, chart: tuple[int, int], today: str | None = None) -> dict[str, list[Node]]:
    prefs = state.prefs
    return {
        "speed": options(SPEED_NAMES, prefs.speed),
        "level-partner": options({level: LEVEL_NAMES[level] for level in LEVELS}, prefs.partner),
        "level-opponents": options({level: LEVEL_NAMES[level] for level in LEVELS}, prefs.opponents),
        "look-box": [views.look_settings(prefs.back, prefs.cloth, dict(prefs.switches))],
        "rules-form": rules_form(state),
        "stats-body": [n for n in stats_screen(state.stats, state.stats_problem, state.confirming_reset, chart,
                                               today, state.days.dates)
                       if n is not None] if state.dialog == "stats" else [],
        "how-body": how_to_play() if state.dialog == "how-to-play" else [],
    }


def page_with_days(state: GameState, today: str, seed_link: str | None, chart: tuple[int, int]
                   ) -> dict[str, list[Node]]:
    parts = page(state, seed_link, chart, today)
    parts["days-body"] = days_body(state, today) if state.dialog == "days" else []
    return parts


def page(state: GameState, seed_link: str | None = None, chart: tuple[int, int] = (640, 280),
         today: str | None = None) -> dict[str, list[Node]]:
    """Every part of the page the state decides, by the id of the element that holds it (``today``:
    the device's date, for the streak in the statistics)."""
    parts = table_parts(state)
    parts["summary"] = summary(state, seed_link)
    parts["notices"] = [notice_node(state, notice) for notice in state.notices]
    parts.update(menu_parts(state, chart, today))
    return parts


def announced(state: GameState) -> str:
    """What the live region says: what just happened, and whose turn it is when it is the person's."""
    text = state.announce[1]
    if state.game.human_to_act:
        turn = turn_text(state.game.hand)
        if turn not in text:
            text = (text + " " + turn).strip()
    return text


def attributes(state: GameState) -> dict[str, dict[str, str | None]]:
    """Attributes of the page's fixed elements, by id (None: the attribute is taken away)."""
    game = state.game
    hand = game.hand
    rnd = game.round
    marks: dict[str, dict[str, str | None]] = {
        "game": {"data-step": f"{rnd.hand_number}:{len(hand.history)}", "data-phase": hand.phase.value,
                 "data-to-act": "" if hand.to_act is None else str(hand.to_act),
                 "data-forced": "true" if state.turn is not None and state.turn[1:] == ("forced",)
                 and state.turn[0] == state.step else None},
        "table": {"class": "table learning" if state.guided else "table"},
        "hint-panel": {"hidden": None if state.hint is not None else "",
                       "aria-busy": "true" if state.hint is not None and state.hint.status == "thinking" else "false"},
        "learn-panel": {"hidden": None if state.guided or state.offering else "",
                        "class": "learn offer" if state.offering and not state.guided else "learn"},
        "tools": {"hidden": "" if rnd.is_over else None},
        "summary": {"hidden": None if hand.is_over and state.mode != "lesson" else "",
                    "class": "panel overlay" + (" round-over" if rnd.is_over else "")
                    + (" reviewing" if state.review is not None and state.review.open
                       and coaching.reviewed_number(state) is not None else "")},
    }
    for seat in range(4):
        classes = "seat " + views.POSITIONS[seat] + (" active" if hand.to_act == seat else "") + \
            (" sitting-out" if hand.sitting_out == seat else "")
        marks[f"seat-{seat}"] = {"class": classes,
                                 "aria-busy": "true" if state.thinking == seat and hand.to_act == seat else "false"}
    marks[":root"] = {"data-speed": state.prefs.speed, "data-cloth": state.prefs.cloth,
                      "style": f'--card-back: url("{views.back_url(state.prefs.back)}")'}
    return marks


__all__ = ["page", "attributes", "table_parts", "menu_parts", "notice_node"]
