"""The Statistics screen (ui.game.stats) and Undo on the table (ui.game.table), as nodes in CPython."""

from __future__ import annotations

import re

import pytest
from ui.game.actions import Menu
from ui.game.stats import BOTTOM, CHART_ROUNDS, LEFT, ROUND_WIDTH, TOP, figure_rows, round_chart, stats_screen
from ui.game.table import dock, summary, undos_text
from ui.kit.vdom import by_class, find, text_of

from euchre.game import Game
from euchre.stats import Stats, figures, level_groups
from tests.engine.test_stats import AT, finished_game, play_rounds


@pytest.fixture(scope="module")
def book():
    return play_rounds(12)[0]


def buttons(nodes):
    return {n.attrs.get("data-stats-action"): n for node in nodes if node is not None
            for n in find(node, lambda n: n.tag == "button")}


def words(nodes):
    return " ".join(text_of(n) for n in nodes if n is not None)


# --- the screen -----------------------------------------------------------------------------------


def test_empty_statistics_say_so_and_offer_nothing_to_download_or_reset():
    nodes = stats_screen(Stats())
    assert "No rounds finished yet" in words(nodes)
    assert not any(find(n, lambda n: n.tag == "svg") for n in nodes if n is not None)
    assert buttons(nodes) == {}


def test_the_screen_shows_the_figures_overall_and_for_each_levels_played(book):
    nodes = stats_screen(book)
    tiles = {t.attrs["data-tile"]: text_of(t) for n in nodes if n for t in by_class(n, "tile")}
    overall = figures(book.rounds)
    assert tiles["rounds"] == "12rounds played"
    assert tiles["won"].startswith(str(overall.won))
    assert tiles["average"].startswith(f"{overall.average_points:.1f}")
    table = next(t for n in nodes if n for t in find(n, lambda t: t.attrs.get("id") == "stats-table"))
    heads = [text_of(th) for th in find(table.children[1], lambda n: n.tag == "th")]
    groups = level_groups(book.rounds)
    assert heads[1] == "All levels" and len(heads) == 2 + len(groups)
    assert heads[2:] == [f"Partner {p.title()}Opponents {o.title()}" for p, o in groups]
    rows = find(table.children[2], lambda n: n.tag == "tr")
    for column, group in enumerate([None, *groups]):
        expected = [(what, value + note) for what, value, note in figure_rows(figures(book.rounds, group))]
        shown = [(text_of(r.children[0]), text_of(r.children[1 + column])) for r in rows]
        assert shown == expected
    rows = {what: (value, note) for what, value, note in figure_rows(overall)}
    assert rows["Points given away a hand, by the review"] == (
        f"{overall.given_away_per_hand:.2f}", f"{overall.reviewed} hands reviewed")
    assert rows["Rounds won"] == (str(overall.won), f"{100 * overall.won / 12:.0f}%")
    assert rows["Hands made as makers"][0] == str(overall.made)
    assert rows["Hands euchred as makers"][0] == str(overall.euchred)
    assert rows["Loners you played"] == (str(overall.loners), f"{overall.loners_made} made")
    assert rows["Euchres scored on defence"][0] == str(overall.defended)
    text = words(nodes)
    assert "levels were changed count under All levels only" in text


def test_hands_never_reviewed_say_not_reviewed():
    book = Stats().noted(finished_game(), ("standard", "standard"), AT)
    rows = {what: (value, note) for what, value, note in figure_rows(figures(book.rounds))}
    assert rows["Points given away a hand, by the review"] == ("not reviewed", "")
    assert rows["Rounds played"] == ("1", "")


def test_reset_asks_first(book):
    asking = buttons(stats_screen(book, confirming_reset=True))
    assert set(asking) == {"reset-yes", "reset-no"}
    question = words(stats_screen(book, confirming_reset=True))
    assert "Delete your statistics: 12 rounds? This cannot be undone" in question
    assert set(buttons(stats_screen(book))) == {"csv", "reset"}
    one = Stats().noted(finished_game(), ("standard", "standard"), AT)
    assert "Delete your statistics: 1 round? " in words(stats_screen(one, confirming_reset=True))  # not "all 1 rounds"


def test_statistics_that_could_not_be_read_are_said_to_be_kept():
    text = words(stats_screen(Stats(), problem="it is damaged"))
    assert "could not be read (it is damaged)" in text and "kept, not deleted" in text


# --- the chart ------------------------------------------------------------------------------------


def numbers(node, name):
    return float(node.attrs[name])


def test_the_chart_draws_each_rounds_totals_to_scale(book):
    chart = round_chart(book.rounds, 640, 280)
    svg = find(chart, lambda n: n.tag == "svg")[0]
    assert svg.attrs["viewBox"] == "0 0 640 280" and svg.attrs["role"] == "img"
    ours, theirs = by_class(svg, "us"), by_class(svg, "them")
    ours, theirs = [b for b in ours if b.tag == "rect"], [b for b in theirs if b.tag == "rect"]
    assert len(ours) == len(theirs) == 12
    baseline = 280 - BOTTOM
    top_label = max(int(text_of(t)) for t in find(svg, lambda n: "axis" in n.classes and text_of(n).isdigit()
                                                   and n.attrs.get("text-anchor") == "end"))
    assert top_label >= max(max(r.scores) for r in book.rounds)
    per_point = (baseline - TOP) / top_label
    for us, them, record in zip(ours, theirs, book.rounds):
        for bar, points in ((us, record.scores[0]), (them, record.scores[1])):
            assert int(bar.attrs["data-points"]) == points
            assert numbers(bar, "height") == pytest.approx(points * per_point, abs=0.2)
            assert numbers(bar, "y") + numbers(bar, "height") == pytest.approx(baseline, abs=0.2)
        result = "won" if record.won else "tied" if record.tied else "lost"
        assert result in us.classes and text_of(us).endswith(result)
        assert ("paler" in us.classes) == (result == "lost") and ("paler" in them.classes) == (result == "won")
        assert numbers(us, "x") + numbers(us, "width") <= numbers(them, "x")  # side by side, yours first
    xs = [numbers(b, "x") for b in ours]
    assert xs == sorted(xs) and LEFT <= xs[0] and numbers(theirs[-1], "x") + numbers(theirs[-1], "width") <= 640
    said = text_of(by_class(chart, "chart-summary")[0])
    mean = sum(r.scores[0] for r in book.rounds) / 12
    won = sum(r.won for r in book.rounds)
    assert f"won {won}," in said and f"averaged {mean:.1f} points" in said


def test_a_narrow_chart_shows_the_latest_rounds_it_has_room_for(book):
    chart = round_chart(book.rounds, 340, 200)
    bars = [b for b in by_class(chart, "us") if b.tag == "rect"]
    room = (340 - LEFT - 12) // ROUND_WIDTH
    assert len(bars) == room < 12
    assert [int(b.attrs["data-round"]) for b in bars] == list(range(13 - room, 13))
    assert "your last" in text_of(by_class(chart, "chart-summary")[0])
    many = book.rounds * 3
    assert len(by_class(round_chart(many, 1200, 300), "bar")) == 2 * CHART_ROUNDS


def test_one_round_and_no_rounds():
    assert round_chart(()) is None
    one = Stats().noted(finished_game(), ("standard", "standard"), AT).rounds
    chart = round_chart(one, 390, 200)
    assert len(by_class(chart, "bar")) == 2 and "your round" in text_of(by_class(chart, "chart-summary")[0])


# --- Undo on the table ----------------------------------------------------------------------------


def to_decision(game):
    while not (game.human_to_act and len(game.legal_actions()) > 1):
        game = game.next_hand() if game.needs_next_hand else (
            game.act(game.legal_actions()[0]) if game.human_to_act else game.computer_step())
    return game


def undo_of(node):
    found = find(node, lambda n: n.attrs.get("data-action") == "undo")
    return found[0] if found else None


def test_the_dock_has_undo_enabled_exactly_when_there_is_something_to_undo():
    game = to_decision(Game.new(seed=6))
    before = undo_of(dock(game.hand, game.legal_actions(), undo=game.can_undo))
    assert before is not None and "disabled" in before.attrs and text_of(before) == "Undo"
    assert before.attrs["aria-keyshortcuts"] == "Control+Z U"
    game = game.act(game.legal_actions()[0])
    while game.computer_to_act:
        game = game.computer_step()
    after = undo_of(dock(game.hand, game.legal_actions(), undo=game.can_undo))
    assert game.can_undo and "disabled" not in after.attrs
    assert undo_of(dock(game.hand, game.legal_actions())) is None  # not asked for: not drawn
    # Undo is outside the group of your choices, so arrow keys and focus keep to the choices.
    actions = find(dock(game.hand, game.legal_actions(), undo=True), lambda n: n.attrs.get("id") == "actions")[0]
    assert undo_of(actions) is None


def test_a_finished_hand_offers_undo_until_the_next_hand_and_the_round_says_how_many():
    game = Game.new(seed=3)
    while not game.needs_next_hand:
        game = game.act(game.legal_actions()[-1]) if game.human_to_act else game.computer_step()
    assert game.can_undo
    assert undo_of(dock(game.hand, (), undo=True)) is None  # under the summary: the summary has it
    node = summary(game)
    assert undo_of(node).attrs["id"] == "summary-undo"
    assert "disabled" not in undo_of(node).attrs
    game = finished_game()
    assert not game.can_undo and undo_of(summary(game)) is None
    assert text_of(find(summary(game), lambda n: n.attrs.get("id") == "undo-count")[0]) == "No undos used this round."
    assert undos_text(1) == "1 undo used this round." and undos_text(3) == "3 undos used this round."


def test_no_word_of_the_screen_is_markup(book):
    text = words(stats_screen(book))
    assert not re.search(r"<[a-z]", text)


# --- formats, and rounds abandoned ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def mixed():
    """Two rounds of 8 hands and three games to 10 (as tests/engine/test_stats.py plays them), one round
    abandoned at its hand 3 and one game to 10 abandoned."""
    from euchre.formats import TO_TEN
    from tests.engine.test_stats import part_played, play_game

    book = Stats()
    levels = (None, "standard", "standard", "standard")
    for number, fmt in enumerate([TO_TEN, None, TO_TEN, TO_TEN, None]):
        game = Game.new(seed=f"formats-{number}", levels=levels, **({"format": fmt} if fmt else {}))
        book = book.noted(play_game(game, number), ("standard", "standard"), AT)
    left = part_played(11, 9)
    book = book.abandoned_round(left, AT)
    game = Game.new(seed=12, format=TO_TEN)
    while not (game.human_to_act and game.hand.history):
        game = game.computer_step() if game.computer_to_act else game.act(game.legal_actions()[0])
    return book.abandoned_round(game.act(game.legal_actions()[0]), AT), left


def test_each_format_has_its_own_figures_and_its_abandoned_games(mixed):
    book, left = mixed
    nodes = [n for n in stats_screen(book) if n is not None]
    sections = [n for n in nodes if "stats-format" in n.classes]
    assert [s.attrs["data-format"] for s in sections] == ["round", "to-10"]
    for section, (key, heading, unit) in zip(sections, [("round", "Rounds of 8 hands", "Round"),
                                                         ("to-10", "Games to 10", "Game")]):
        assert text_of(section.children[0]) == heading
        f = figures(book.rounds, format=key)
        tile = {t.attrs["data-tile"]: text_of(t) for t in by_class(section, "tile")}
        assert tile["rounds"] == f"{f.rounds}{unit.lower()}s played"
        table = find(section, lambda n: n.tag == "table")[0]
        first = find(table.children[2], lambda n: n.tag == "tr")[0]
        assert (text_of(first.children[0]), text_of(first.children[1])) == (f"{unit}s played", str(f.rounds))
        assert [b for b in by_class(section, "us") if b.tag == "rect"].__len__() == f.rounds
        [note] = by_class(section, "abandoned")
        assert text_of(note) == f"1 {unit.lower()} abandoned before its end, for another: not in the figures."
    ids = [n.attrs["id"] for node in nodes for n in find(node, lambda n: "id" in n.attrs)]
    assert len(ids) == len(set(ids)), "an id is used twice"
    assert "stats-table" in ids and "round-chart" in ids and "stats-table-to-10" in ids
    question = words(stats_screen(book, confirming_reset=True))
    assert "Delete your statistics: 2 rounds, 3 games to 10 and 2 abandoned? " in question


def test_abandoned_rounds_alone_are_shown_and_can_be_reset():
    from tests.engine.test_stats import part_played

    book = Stats().abandoned_round(part_played(11, 9), AT)
    nodes = stats_screen(book)
    text = words(nodes)
    assert "No rounds finished yet" in text and "1 round abandoned before its end" in text
    shown = buttons(nodes)
    assert set(shown) == {"csv", "reset"} and "disabled" in shown["csv"].attrs  # no finished round to download


def test_the_last_hand_reviewed_from_the_rounds_end_is_shown_as_reviewed():
    """Every hand of a round reviewed, the last one from the round's summary (once shown as 7 of 8)."""
    from ui.game.actions import Press

    from tests.ui.test_game_update import started

    page = started(seed=11, speed="instant")
    while True:
        game = page.state.game
        if game.hand.is_over:
            page.send(Press("review"))
            page.settle()
            assert page.state.review.status == "done"
            if game.round.is_over:
                break
        page.play_on()
    [record] = page.state.stats.rounds
    assert all(hand.given_away is not None for hand in record.hands)
    rows = {text_of(r.children[0]): text_of(r.children[1]) for node in stats_screen(page.state.stats) if node
            for r in find(node, lambda n: n.tag == "tr" and n.children and n.children[0].tag == "th")}
    assert rows["Points given away a hand, by the review"].endswith("8 hands reviewed")


# --- today's deals in the statistics ---------------------------------------------------------------

WON = ((2, 0),) * 4 + ((1, 0),) * 4
LOST = ((0, 2),) * 8


def _day(date, person=WON, expert=LOST):
    from euchre.daily import DayScore
    return DayScore(date, person, expert)


def test_the_statistics_show_the_streak_and_the_past_days_newest_first():
    from euchre.stats import day_streaks
    days = (_day("2026-04-28"), _day("2026-04-29"), _day("2026-04-30", WON[:3], LOST[:3]),
            _day("2026-05-01", LOST, WON), _day("2026-05-02"))
    book = Stats(days=days)
    nodes = stats_screen(book, today="2026-05-02", kept=("2026-05-02", "2026-05-01"))
    section = next(s for n in nodes if n for s in find(n, lambda s: s.attrs.get("data-format") == "days"))
    tiles = {t.attrs["data-tile"]: text_of(t) for t in by_class(section, "tile")}
    streaks = day_streaks(days, "2026-05-02")
    assert streaks == (2, 2)  # 30 April was not finished
    assert tiles == {"streak": "2days in a row now", "best-streak": "2best streak", "days": "4days played to the end"}
    items = find(section, lambda n: n.tag == "li")
    assert [i.attrs["data-date"] for i in items] == ["2026-05-02", "2026-05-01", "2026-04-30", "2026-04-29",
                                                     "2026-04-28"]
    assert text_of(by_class(items[0], "date")[0]) == "Saturday 2 May 2026"
    assert text_of(by_class(items[0], "totals")[0]) == "you 12–0, expert 0–16"
    assert text_of(by_class(items[0], "status")[0]) == "You beat the expert by 28"
    assert text_of(by_class(items[1], "status")[0]) == "The expert did better by 28"
    assert text_of(by_class(items[2], "status")[0]) == "Unfinished: 3 of 8 hands"
    reviews = find(section, lambda n: n.tag == "button")
    assert [(b.attrs["data-stats-action"], b.attrs["data-date"]) for b in reviews] == [
        ("review-day", "2026-05-02"), ("review-day", "2026-05-01")]
    assert reviews[0].attrs["aria-label"] == "Review the deals of Saturday 2 May 2026"
    assert text_of(reviews[0]) == "Review"
    # days alone are something recorded: they can be reset, and the question says so
    assert set(buttons(nodes)) >= {"reset", "review-day"}
    assert "5 days of today's deals" in words(stats_screen(book, confirming_reset=True, today="2026-05-02"))


def test_the_statistics_list_the_latest_30_days_and_say_how_many_more():
    import datetime
    start = datetime.date(2026, 1, 1)
    days = tuple(_day((start + datetime.timedelta(days=i)).isoformat()) for i in range(33))
    nodes = stats_screen(Stats(days=days), today="2026-02-02")
    section = next(s for n in nodes if n for s in find(n, lambda s: s.attrs.get("data-format") == "days"))
    items = find(section, lambda n: n.tag == "li")
    assert len(items) == 30 and items[0].attrs["data-date"] == "2026-02-02"
    assert text_of(by_class(section, "days-more")[0]) == "And 3 earlier days, not shown."
    tiles = {t.attrs["data-tile"]: text_of(t) for t in by_class(section, "tile")}
    assert tiles["streak"].startswith("33") and tiles["best-streak"].startswith("33")
    assert not find(section, lambda n: n.tag == "button")  # none kept: nothing to review


def test_no_days_played_no_days_section():
    assert not any(n is not None and find(n, lambda s: s.attrs.get("data-format") == "days")
                   for n in stats_screen(Stats(), today="2026-05-02"))


def test_review_from_the_statistics_opens_the_kept_day():
    from euchre import daily
    from tests.ui.test_game_day import DATE, started
    page = started()
    page.send(Menu("stats"))
    page.send(Menu("review-day", value=DATE))
    assert page.state.mode == "day" and page.state.game == daily.day_game(DATE) and page.state.dialog is None
