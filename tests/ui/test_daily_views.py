"""Today's deals as views (ui.game.daily_views), as nodes in CPython: the result table adds up as the day
does, the verdict reads as players say it, the share message is shown as text with a labelled copy
button, a shared day sits beside the expert's and your own, and the streak and past days read right."""

from __future__ import annotations

import doctest

import pytest

import ui.game.daily_views
from euchre.daily import DayScore, share_text
from euchre.stats import Streaks
from ui.game.daily_views import (day_table, days_list, expert_progress, share_box, shared_table, streak_line,
                            verdict_words)
from ui.kit.vdom import by_class, find, text_of

PERSON = ((2, 0), (0, 2), (1, 0), (0, 1), (4, 0), (0, 2), (1, 0), (0, 1))
EXPERT = ((1, 0), (1, 0), (1, 0), (0, 2), (1, 0), (0, 2), (2, 0), (0, 1))


def cells(table, tag="td"):
    return [[text_of(c) for c in row.children if c.tag == tag] for row in find(table, lambda n: n.tag == "tr")]


def test_the_table_shows_each_hand_both_ways_and_the_totals():
    node = day_table(DayScore("2026-05-01", PERSON, EXPERT))
    table = find(node, lambda n: n.tag == "table")[0]
    assert text_of(find(table, lambda n: n.tag == "caption")[0]) == "The deals of 2026-05-01"
    body = cells(find(table, lambda n: n.tag == "tbody")[0])
    assert len(body) == 8
    for row, mine, theirs in zip(body, PERSON, EXPERT):
        difference = (mine[0] - mine[1]) - (theirs[0] - theirs[1])
        shown = f"+{difference}" if difference > 0 else "0" if difference == 0 else f"−{-difference}"
        assert row == [f"{mine[0]}–{mine[1]}", f"{theirs[0]}–{theirs[1]}", shown]
    foot = cells(find(table, lambda n: n.tag == "tfoot")[0])[0]
    assert foot == ["8–6", "6–5", "+1"]
    assert text_of(by_class(node, "verdict")[0]) == "You beat the expert by 1"
    assert by_class(node, "better") and by_class(node, "worse") and by_class(node, "same")


def test_while_the_day_goes_on_the_table_says_what_is_still_to_come():
    score = DayScore("2026-05-01", PERSON[:3], EXPERT[:2])
    node = day_table(score, playing=4)
    body = cells(find(node, lambda n: n.tag == "tbody")[0])
    assert body[2] == ["1–0", "working out…", ""]
    assert body[3] == ["playing", "", ""]
    assert body[4] == ["", "", ""]
    current = find(node, lambda n: n.attrs.get("aria-current") == "step")
    assert [n.attrs["data-hand"] for n in current] == ["4"]
    assert verdict_words(score) == "The expert did better by 2 over the 2 hands played so far"
    assert expert_progress(score) == "The expert is playing your seat on the same cards: 2 of 8 hands done."
    assert expert_progress(DayScore("2026-05-01", PERSON, EXPERT)) == "The expert has played all 8 hands."


@pytest.mark.parametrize("person, expert, words", [
    (((1, 0),) * 8, ((1, 0),) * 8, "Level with the expert"),
    (((0, 2),) * 8, ((1, 0),) * 8, "The expert did better by 24"),
    (((1, 0),), ((0, 1),), "You beat the expert by 2 over the 1 hand played so far"),
    (((1, 0),), (), "Nothing to compare yet: the expert's first hand is still being worked out"),
    ((), (), "No hand played yet"),
])
def test_the_verdict_reads_as_players_say_it(person, expert, words):
    assert verdict_words(DayScore("2026-05-01", person, expert)) == words


def test_the_share_message_is_text_with_a_labelled_copy_button():
    text = share_text(DayScore("2026-05-01", PERSON, EXPERT), "20TKWW6H171SHPZ6P") + "\n<b>not markup</b>"
    node = share_box(text)
    area = find(node, lambda n: n.tag == "textarea")[0]
    assert area.text == text and area.svg is None and "readonly" in area.attrs
    assert area.attrs["rows"] == str(len(text.split("\n")))
    label = find(node, lambda n: n.tag == "label")[0]
    assert label.attrs["for"] == area.attrs["id"] and text_of(label)
    button = find(node, lambda n: n.tag == "button")[0]
    assert text_of(button) == "Copy" and button.attrs["type"] == "button"
    assert button.attrs["data-daily-action"] == "copy"


def test_a_shared_day_sits_beside_the_expert_and_your_own():
    theirs = DayScore("2026-05-01", PERSON, EXPERT)
    mine = DayScore("2026-05-01", ((1, 0),) * 5, EXPERT)
    node = shared_table(theirs, mine, name="Ann")
    heads = [text_of(th) for th in find(find(node, lambda n: n.tag == "thead")[0], lambda n: n.tag == "th")]
    assert heads == ["Hand", "Ann", "The expert", "You"]
    body = cells(find(node, lambda n: n.tag == "tbody")[0])
    assert body[0] == ["2–0", "1–0", "1–0"] and body[7] == ["0–1", "0–1", "not played"]
    assert cells(find(node, lambda n: n.tag == "tfoot")[0])[0] == ["8–6", "6–5", "5–0"]
    verdicts = {n.attrs["data-who"]: text_of(n) for n in by_class(node, "verdict")}
    assert verdicts == {"them": "Ann beat the expert by 1",
                        "you": "You beat the expert by 3 over the 5 hands played so far"}
    alone = shared_table(DayScore("2026-05-01", PERSON[:2], ()))
    assert [text_of(th) for th in find(alone, lambda n: n.tag == "th" and n.attrs.get("scope") == "col")] == [
        "Hand", "Them", "The expert"]
    assert cells(find(alone, lambda n: n.tag == "tbody")[0]) == [["2–0", "working out…"], ["0–2", "working out…"]]


@pytest.mark.parametrize("streaks, words", [
    (Streaks(0, 0), "No day played to the end yet: play today's deals to start a streak."),
    (Streaks(1, 1), "Streak: 1 day in a row (best 1 day)."),
    (Streaks(3, 5), "Streak: 3 days in a row (best 5 days)."),
    (Streaks(0, 4), "No streak today (best 4 days)."),
])
def test_the_streak_in_words(streaks, words):
    assert streak_line(streaks) == words


def test_the_past_days_newest_first_with_review_for_the_days_kept():
    days = [DayScore("2026-04-29", PERSON, EXPERT), DayScore("2026-05-01", PERSON[:3], EXPERT[:3]),
            DayScore("2026-04-30", ((0, 2),) * 8, ((1, 0),) * 8)]
    node = days_list(days, kept=("2026-05-01", "2026-04-30"))
    items = find(node, lambda n: n.tag == "li")
    assert [i.attrs["data-date"] for i in items] == ["2026-05-01", "2026-04-30", "2026-04-29"]
    assert text_of(by_class(items[0], "status")[0]) == "Unfinished: 3 of 8 hands"
    assert text_of(by_class(items[1], "status")[0]) == "The expert did better by 24"
    assert text_of(by_class(items[2], "totals")[0]) == "you 8–6, expert 6–5"
    reviews = find(node, lambda n: n.tag == "button")
    assert [b.attrs["data-date"] for b in reviews] == ["2026-05-01", "2026-04-30"]
    assert all(b.attrs["aria-label"].startswith("Review the deals of ") for b in reviews)
    assert text_of(days_list([])) == "No day of today's deals played yet."


def test_the_usage_example_runs():
    result = doctest.testmod(ui.game.daily_views)
    assert result.failed == 0 and result.attempted > 0


# --- a game's format in words (ui.game.format_words) -------------------------------------------------------

def test_the_format_in_words():
    import ui.game.format_words
    from euchre.formats import ROUND, TO_TEN, Format
    from euchre.round import Round
    from ui.game.format_words import format_description, format_name, game_over_text, hand_heading

    assert format_name(Format(hands=12)) == "A round of 12 hands" and format_name(Format(target=5)) == "First to 5"
    assert "each player deals 3 times" in format_description(Format(hands=12))
    assert format_description(ROUND) == "The tournament's format: 8 hands, each player deals twice, and every point counts."
    assert "first side to 10 points wins" in format_description(TO_TEN)
    game = Round.start(seed=3, format=TO_TEN)
    assert game_over_text(game) is None
    while not game.is_over:
        game = game.next_hand() if game.hand.is_over else game.apply(game.legal_actions()[0])
    assert hand_heading(game) == f"Hand {len(game.hands)} · first to 10"
    us, them = game.team_scores
    winners = "You & North" if us > them else "West & East"
    assert game_over_text(game) == f"{winners} win the game, {max(us, them)} to {min(us, them)}."
    assert doctest.testmod(ui.game.format_words).failed == 0
