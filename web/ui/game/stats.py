"""The Statistics screen as functions from the recorded rounds to nodes, the chart of round
totals included (SVG drawn as nodes, so the page's colours apply to it). Each format played (the
tournament's round of 8 hands, a game to 10) has its own figures, and the rounds abandoned before
their end are counted beside them.

    >>> from euchre.stats import Stats
    >>> text_of(stats_screen(Stats())[0])
    'No rounds finished yet. Your statistics start with the first round of eight hands you finish.'
    >>> round_chart(()) is None
    True
    >>> format_heading("round"), format_heading("to-10"), unit_of("to-10")
    ('Rounds of 8 hands', 'Games to 10', 'game')

Pure Python (``ui.kit.vdom`` nodes, no browser), tested in CPython; ``ui.game.stats_panel`` puts them in
the Menu's Statistics dialog.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from euchre.daily import DayScore
from euchre.formats import ROUND, Format
from euchre.stats import (
    AbandonedRound,
    Figures,
    RoundRecord,
    Stats,
    abandoned_count,
    day_streaks,
    figures,
    formats,
    level_groups,
)

from ..kit.vdom import Node, h, text_of
from .daily_views import days_list

__all__ = ["stats_screen", "days_section", "round_chart", "figure_rows", "format_heading", "unit_of", "text_of"]

LEVEL_WORDS = {"beginner": "Beginner", "standard": "Standard", "expert": "Expert"}
DAYS_SHOWN = 30
"""The Statistics screen lists the latest days of today's deals, at most this many."""
CHART_ROUNDS = 20
"""The chart shows the most recent rounds, at most this many (fewer on a narrow screen)."""
ROUND_WIDTH = 30
"""Least width of the chart (in CSS pixels) for each round it shows."""

# Margins of the chart's drawing, in CSS pixels: the drawing is made at the size it is shown, so
# its words are as large on a phone as on a desktop.
LEFT, RIGHT, TOP, BOTTOM = 34, 12, 18, 40


def format_heading(key: str) -> str:
    """A format's figures' heading: ``"Rounds of 8 hands"``, ``"Games to 10"``."""
    fmt = Format.parse(key)
    return f"Rounds of {fmt.hands} hands" if fmt.fixed else f"Games to {fmt.target}"


def unit_of(key: str) -> str:
    """What one game of the format is called: a ``round`` of eight hands, a ``game`` to 10."""
    return "round" if Format.parse(key).fixed else "game"


def _count(number: int, unit: str) -> str:
    return f"{number} {unit}{'s' if number != 1 else ''}"


def _suffix(key: str) -> str:
    """The ids of a format's parts: the round's plain (``stats-table``), another's with its key."""
    return "" if key == ROUND.key else f"-{key}"


def _number(value: float | None, digits: int = 1) -> str:
    return "–" if value is None else f"{value:.{digits}f}"


def given_away_text(f: Figures) -> tuple[str, str]:
    """Points given away per hand by the review's measure, over the hands reviewed only."""
    if not f.reviewed:
        return "not reviewed", ""
    return f"{f.given_away_per_hand:.2f}", f"{f.reviewed} hand{'s' if f.reviewed != 1 else ''} reviewed"


def figure_rows(f: Figures, unit: str = "round") -> list[tuple[str, str, str]]:
    """(what, figure, a note on the figure) for each line of the screen's table; ``unit``: what one
    game of the format is called (``unit_of``)."""
    return [
        (f"{unit.capitalize()}s played", str(f.rounds), ""),
        (f"{unit.capitalize()}s won", str(f.won), f"{100 * f.won / f.rounds:.0f}%" if f.rounds else ""),
        (f"Points a {unit}", _number(f.average_points),
         f"West & East {_number(f.average_against)}" if f.rounds else ""),
        ("Hands played", str(f.hands), ""),
        ("Hands made as makers", str(f.made), ""),
        ("Hands euchred as makers", str(f.euchred), ""),
        ("Loners you played", str(f.loners), f"{f.loners_made} made" if f.loners else ""),
        ("Euchres scored on defence", str(f.defended), ""),
        ("Points given away a hand, by the review", *given_away_text(f)),
    ]


def _tile(value: str, label: str, key: str) -> Node:
    return h("div", None, h("span", value, class_="tile-value"), h("span", label, class_="tile-label"),
             class_="tile", data_tile=key)


def tiles(rounds: tuple[RoundRecord, ...], unit: str = "round") -> Node:
    f = figures(rounds)
    return h("div", None,
             _tile(str(f.rounds), f"{unit}s played", "rounds"),
             _tile(str(f.won), f"won ({100 * f.won / f.rounds:.0f}%)" if f.rounds else "won", "won"),
             _tile(_number(f.average_points), f"points a {unit}", "average"),
             class_="tiles")


def figures_table(rounds: tuple[RoundRecord, ...], unit: str = "round", suffix: str = "") -> Node:
    """The figures overall and for each pair of levels played against, side by side."""
    groups = [None, *level_groups(rounds)]
    columns = [figure_rows(figures(rounds, g), unit) for g in groups]
    head = [h("th", "", scope="col")]
    for g in groups:
        if g is None:
            head.append(h("th", "All levels", scope="col"))
        else:
            head.append(h("th", None, h("span", f"Partner {LEVEL_WORDS[g[0]]}", class_="level"),
                          h("span", f"Opponents {LEVEL_WORDS[g[1]]}", class_="level"), scope="col",
                          data_levels=f"{g[0]}/{g[1]}"))
    body = []
    for index, (what, _, _) in enumerate(columns[0]):
        cells = []
        for column in columns:
            _, value, note = column[index]
            cells.append(h("td", None, h("span", value, class_="figure"),
                           h("span", note, class_="note") if note else None))
        body.append(h("tr", None, h("th", what, scope="row"), *cells))
    return h("div", None,
             h("table", None,
               h("caption", None, h("span", "By the levels played against"),
                 h("span", "Slide the table sideways for each pair of levels.", class_="scroll-hint")
                 if len(groups) > 2 else None),
               h("thead", None, h("tr", None, *head)),
               h("tbody", None, *body), class_="stats-table", id=f"stats-table{suffix}"),
             class_="scroll")


def _mixed_note(rounds: tuple[RoundRecord, ...], unit: str = "round") -> Node | None:
    mixed = sum(1 for r in rounds if r.levels is None)
    if not mixed:
        return None
    which = f"A {unit}" if mixed == 1 else f"{mixed} {unit}s"
    return h("p", f"{which} in which the levels were changed count under All levels only; their hands count "
                  f"at the levels they were played at.", class_="hint")


def abandoned_note(count: int, unit: str = "round") -> Node | None:
    """The games of a format abandoned before their end (for another), which no figure counts."""
    if not count:
        return None
    return h("p", f"{_count(count, unit).capitalize()} abandoned before {'its' if count == 1 else 'their'} end, "
                  f"for another: not in the figures.", class_="abandoned", data_abandoned=count)


# --- the chart -----------------------------------------------------------------------------------

def _scale_top(highest: int) -> tuple[int, int]:
    """The top of the points axis and the step between its lines."""
    step = 5 if highest <= 30 else 10
    return max(step * 2, step * math.ceil(highest / step)), step


def _result(record: RoundRecord) -> str:
    return "won" if record.won else ("tied" if record.tied else "lost")


def round_chart(rounds: tuple[RoundRecord, ...] | list[RoundRecord], width: int = 640,
                height: int = 280, suffix: str = "") -> Node | None:
    """Round totals over time, drawn ``width`` by ``height`` CSS pixels: for each of the latest
    rounds, your side's points and West & East's side by side, in the scoreboard's colours, the
    side that lost the round paler. None with no rounds."""
    if not rounds:
        return None
    width, height = max(int(width), 200), max(int(height), 150)
    last = max(4, min(CHART_ROUNDS, (width - LEFT - RIGHT) // ROUND_WIDTH))
    first = max(0, len(rounds) - last)
    shown = list(rounds)[first:]
    top, step = _scale_top(max(max(r.scores) for r in shown))
    inner_w, inner_h = width - LEFT - RIGHT, height - TOP - BOTTOM
    slot = inner_w / len(shown)
    bar = min(slot * 0.36, 28)

    def y(points: float) -> float:
        return round(TOP + inner_h * (1 - points / top), 1)

    def x(index: int) -> float:
        return round(LEFT + slot * (index + 0.5), 1)

    parts: list[Node] = []
    for value in range(0, top + 1, step):
        parts.append(h("line", None, x1=LEFT, x2=width - RIGHT, y1=y(value), y2=y(value), class_="grid"))
        parts.append(h("text", str(value), x=LEFT - 6, y=y(value) + 4, class_="axis", text_anchor="end"))
    label_every = max(1, math.ceil(len(shown) / 12))
    counts = {"won": 0, "lost": 0, "tied": 0}
    for index, record in enumerate(shown):
        result = _result(record)
        counts[result] += 1
        number = first + index + 1
        said = (f"Round {number}, {record.finished[:10]}: You & North {record.scores[0]}, "
                f"West & East {record.scores[1]}, {result}")
        for side, points, left in (("us", record.scores[0], x(index) - bar - 1), ("them", record.scores[1],
                                                                                   x(index) + 1)):
            paler = (side == "us" and result == "lost") or (side == "them" and result == "won")
            parts.append(h("rect", None, h("title", said), x=round(left, 1), y=y(points), width=round(bar, 1),
                           height=round(y(0) - y(points), 1), rx=2,
                           class_=f"bar {side} {result}" + (" paler" if paler else ""),
                           data_round=number, data_points=points))
            if bar >= 10:
                parts.append(h("text", str(points), x=round(left + bar / 2, 1), y=y(points) - 4,
                               class_=f"value {side}", text_anchor="middle", aria_hidden="true"))
        if index % label_every == 0 or index == len(shown) - 1:
            parts.append(h("text", str(number), x=x(index), y=height - BOTTOM + 16,
                           class_="axis" + (" won" if result == "won" else ""), text_anchor="middle"))
    parts.append(h("text", "Round", x=LEFT + inner_w / 2, y=height - 6, class_="axis", text_anchor="middle"))
    average = sum(r.scores[0] for r in shown) / len(shown)
    span = f"your last {len(shown)} rounds" if first else (
        "your round" if len(shown) == 1 else f"your {len(shown)} rounds")
    best = max(shown, key=lambda r: (r.scores[0] - r.scores[1], r.scores[0]))
    summary = (f"Round totals of {span}: won {counts['won']}, lost {counts['lost']}, tied {counts['tied']}. "
               f"You & North averaged {average:.1f} points a round. Best: {best.scores[0]} to {best.scores[1]} "
               f"(round {first + shown.index(best) + 1}).")
    keys = [("us", "You & North"), ("them", "West & East"), ("paler", "the side that lost the round")]
    return h("figure", None,
             h("svg", None, h("title", "Round totals"), *parts, viewBox=f"0 0 {width} {height}", width=width,
               height=height, role="img", aria_label="Round totals", aria_describedby=f"chart-summary{suffix}",
               class_="chart", preserveAspectRatio="xMidYMid meet", id=f"round-chart{suffix}"),
             h("figcaption", None,
               *[h("span", None, h("span", "", class_=f"key {name}", aria_hidden="true"), h("span", words),
                   class_="key-item") for name, words in keys],
               class_="chart-key"),
             h("p", summary, class_="chart-summary", id=f"chart-summary{suffix}"),
             class_="chart-box")


# --- the whole screen ------------------------------------------------------------------------------

def format_section(key: str, rounds: tuple[RoundRecord, ...], abandoned: tuple[AbandonedRound, ...],
                   chart_size: tuple[int, int] = (640, 280)) -> Node:
    """One format's figures: its headline tiles, its chart, its table by levels, and its games
    abandoned before their end."""
    unit, suffix = unit_of(key), _suffix(key)
    mine = tuple(r for r in rounds if r.format == key)
    given_up = abandoned_note(abandoned_count(abandoned, key), unit)
    heading = h("h3", format_heading(key), id=f"format-heading{suffix}", class_="format-heading")
    if not mine:
        return h("section", None, heading,
                 h("p", f"No {unit}s of this kind finished yet.", class_="hint"), given_up,
                 class_="stats-format", data_format=key, aria_labelledby=f"format-heading{suffix}")
    return h("section", None, heading, tiles(mine, unit), given_up,
             h("div", None, h("h4", f"{unit.capitalize()} totals", id=f"chart-heading{suffix}"),
               round_chart(mine, *chart_size, suffix=suffix), class_="stats-chart"),
             h("div", None, figures_table(mine, unit, suffix), _mixed_note(mine, unit), class_="stats-figures"),
             class_="stats-format", data_format=key, aria_labelledby=f"format-heading{suffix}")


def _days(count: int) -> str:
    return f"{count} day{'s' * (count != 1)}"


def days_section(days: Sequence[DayScore], today: str | None = None, kept: Sequence[str] = (),
                 limit: int = DAYS_SHOWN) -> Node | None:
    """Today's deals in the statistics: the streak now and the best one, and the days played, newest
    first (the latest ``limit``), each with your points beside the expert's and the verdict, and
    Review for the days still kept (``kept``: their dates). ``today`` is the device's date (the
    newest day's without one). None with no day played."""
    if not days:
        return None
    today = today or max(day.date for day in days)
    streaks = day_streaks(days, today)
    played = sum(1 for day in days if day.played)
    return h("section", None,
             h("h3", "Today's deals", id="format-heading-days", class_="format-heading"),
             h("div", None,
               _tile(str(streaks.current), "days in a row now", "streak"),
               _tile(str(streaks.best), "best streak", "best-streak"),
               _tile(str(played), "days played to the end", "days"),
               class_="tiles"),
             h("h4", "Past days", id="stats-days-heading"),
             days_list(days, kept, limit, where="stats", ident="stats-days-list"),
             class_="stats-format stats-days", data_format="days", aria_labelledby="format-heading-days")


def _games(key: str, count: int) -> str:
    """``"12 rounds"``, ``"1 game to 10"``, ``"2 rounds of 12 hands"``."""
    fmt = Format.parse(key)
    if key == ROUND.key:
        return _count(count, "round")
    return _count(count, "round") + f" of {fmt.hands} hands" if fmt.fixed else _count(count, "game") + \
        f" to {fmt.target}"


def reset_question(stats: Stats) -> str:
    """What "Reset statistics" deletes, asked first: ``"Delete your statistics: 12 rounds and 1
    abandoned? ..."``."""
    parts = [_games(key, sum(1 for r in stats.rounds if r.format == key)) for key in formats(stats.rounds)]
    if stats.abandoned:
        parts.append(f"{len(stats.abandoned)} abandoned")
    if stats.days:
        parts.append(f"{_days(len(stats.days))} of today's deals")
    listed = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"Delete your statistics: {listed}? This cannot be undone; download them first to keep a copy."


def stats_screen(stats: Stats, problem: str | None = None, confirming_reset: bool = False,
                 chart_size: tuple[int, int] = (640, 280), today: str | None = None,
                 kept: Sequence[str] = ()) -> list[Node | None]:
    """The Statistics dialog's body: for each format played, the headline figures, the chart and the
    figures by levels, with the games abandoned before their end; today's deals (:func:`days_section`:
    ``today`` the device's date, ``kept`` the dates of the days kept for review); and the buttons to
    download the finished ones as CSV and to reset them all (which asks first; neither is offered with nothing
    recorded)."""
    rounds, abandoned = stats.rounds, stats.abandoned
    nodes: list[Node] = []
    if problem:
        nodes.append(h("p", f"Statistics saved earlier could not be read ({problem}). They have been kept, not "
                            f"deleted: download them from the notice over the table. New statistics start here.",
                       class_="stats-problem", role="alert"))
    if not rounds:
        nodes.insert(0, h("p", "No rounds finished yet. Your statistics start with the first round of eight hands "
                               "you finish.", class_="stats-empty", id="stats-empty"))
    nodes += [format_section(key, rounds, abandoned, chart_size) for key in formats([*rounds, *abandoned])]
    nodes.append(days_section(stats.days, today, kept))
    recorded = bool(rounds or abandoned or stats.days)
    if confirming_reset:
        actions = h("div", None,
                    h("p", reset_question(stats), id="stats-reset-question"),
                    h("button", "Yes, delete the statistics", type="button", data_stats_action="reset-yes",
                      id="stats-reset-yes", class_="danger"),
                    h("button", "Keep them", type="button", data_stats_action="reset-no", class_="secondary",
                      id="stats-reset-no"),
                    class_="stats-actions confirming", role="group", aria_labelledby="stats-reset-question")
    elif recorded:
        actions = h("div", None,
                    h("button", "Download as CSV", type="button", data_stats_action="csv", id="stats-csv",
                      disabled=not rounds),
                    h("button", "Reset statistics…", type="button", data_stats_action="reset", id="stats-reset",
                      class_="secondary"),
                    class_="stats-actions")
    else:
        actions = None
    nodes.append(actions)
    return nodes
