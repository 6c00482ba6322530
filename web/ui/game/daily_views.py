"""Today's deals as views: the day's result beside the expert's, the share message, a shared day
beside your own, the streak and the past days; pure functions from ``euchre.daily`` values to nodes.

    >>> from euchre.daily import DayScore
    >>> score = DayScore("2026-05-01", ((2, 0), (0, 2)), ((1, 0), (1, 0)))
    >>> verdict_words(score)
    'The expert did better by 2 over the 2 hands played so far'
    >>> [text_of(cell) for cell in find(day_table(score), lambda n: n.tag == "td")][:4]
    ['2–0', '1–0', '+1', '0–2']

Pure Python (``ui.vdom`` nodes, no browser), tested in CPython (``tests/ui/test_daily_views.py``).
Points are written "yours–theirs" (your side's first); a difference is how much more your side
gained on the hand than the expert's did on the same cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre.daily import DayScore, HandScore, Verdict
from euchre.stats import Streaks

from ..kit.vdom import Node, find, h, text_of

__all__ = ["date_words", "verdict_words", "day_table", "share_box", "shared_table", "streak_line", "days_list", "expert_progress",
           "find", "text_of"]

HANDS = 8


def date_words(date: str) -> str:
    """A day as people say it: ``"Friday 1 May 2026"``.

        >>> date_words("2026-05-01")
        'Friday 1 May 2026'
    """
    import datetime

    day = datetime.date.fromisoformat(date)
    return f"{day.strftime('%A')} {day.day} {day.strftime('%B')} {day.year}"


def _points(points: tuple[int, int] | None, pending: str = "") -> str:
    return pending if points is None else f"{points[0]}–{points[1]}"


def _signed(value: int | None) -> str:
    if value is None:
        return ""
    return f"+{value}" if value > 0 else ("0" if value == 0 else f"−{-value}")


def verdict_words(score: DayScore, you: str = "You") -> str:
    """The day's verdict in a sentence: "You beat the expert by 2", "Level with the expert", "The
    expert did better by 3", and over how many hands while the day is not over. ``you`` names the
    player ("You", or a sharer's name); the sentence starts with it where it can."""
    margin = score.margin
    if score.verdict is Verdict.AHEAD:
        words = f"{you} beat the expert by {margin}"
    elif score.verdict is Verdict.BEHIND:
        words = f"The expert did better by {margin}"
    else:
        words = "Level with the expert"
    compared = score.compared
    if compared == 0:
        return "Nothing to compare yet: the expert's first hand is still being worked out" if score.person else (
            "No hand played yet")
    if not score.complete:
        words += f" over the {compared} hand{'s' * (compared != 1)} played so far"
    return words


def _difference_class(row: HandScore) -> str | None:
    difference = row.difference
    if difference is None:
        return None
    return "better" if difference > 0 else ("worse" if difference < 0 else "same")


def day_table(score: DayScore, playing: int | None = None) -> Node:
    """The day hand by hand: your points, the expert's, the difference; the totals; the verdict.
    ``playing`` is the hand the person is playing now (marked, its points not yet known); a hand the
    expert has not finished says so."""
    rows = []
    for row in score.rows:
        mine = _points(row.person, "playing" if row.number == playing else "")
        theirs = _points(row.expert, "working out…" if row.person is not None else "")
        rows.append(h("tr", None,
                      h("th", str(row.number), scope="row"),
                      h("td", mine, class_="points"),
                      h("td", theirs, class_="points expert"),
                      h("td", _signed(row.difference), class_=" ".join(filter(None, ["difference",
                                                                                   _difference_class(row)]))),
                      data_hand=row.number, aria_current="step" if row.number == playing else None))
    you, expert = score.person_total, score.expert_total
    foot = h("tr", None, h("th", "Total", scope="row"), h("td", _points(you), class_="points"),
             h("td", _points(expert), class_="points expert"), h("td", _signed(score.difference) if score.compared
                                                                 else "", class_="difference"))
    return h("div", None,
             h("table", None,
               h("caption", f"The deals of {score.date}"),
               h("thead", None, h("tr", None, h("th", "Hand", scope="col"), h("th", "You", scope="col"),
                                  h("th", "The expert", scope="col"), h("th", "Difference", scope="col"))),
               h("tbody", None, *rows),
               h("tfoot", None, foot),
               class_="day-table", id="day-table"),
             h("p", verdict_words(score), class_=f"verdict {score.verdict.value}", id="day-verdict",
               aria_live="polite"),
             class_="day-result")


def expert_progress(score: DayScore) -> str:
    """Where the expert's own play has got to, in words."""
    done = len(score.expert)
    if done == HANDS:
        return "The expert has played all 8 hands."
    return f"The expert is playing your seat on the same cards: {done} of 8 hands done."


def share_box(text: str) -> Node:
    """The share message as the person will paste it (shown as text, selectable) and the button that
    copies it."""
    return h("div", None,
             h("label", "Your result to share", for_="share-text"),
             h("textarea", text, id="share-text", readonly=True, rows=len(text.split("\n")), class_="share-text",
               spellcheck="false"),
             h("button", "Copy", type="button", data_daily_action="copy", class_="button", id="share-copy"),
             class_="share-box")


def shared_table(theirs: DayScore, mine: DayScore | None = None, name: str = "Them") -> Node:
    """A day someone shared, hand by hand: their points and the expert's, and yours beside them if you
    played that day (``mine``)."""
    columns = [name, "The expert"] + (["You"] if mine is not None else [])
    rows = []
    for index, row in enumerate(theirs.rows):
        if row.person is None:
            continue
        cells = [h("td", _points(row.person), class_="points", data_who="them"),
                 h("td", _points(row.expert, "working out…"), class_="points expert", data_who="expert")]
        if mine is not None:
            cells.append(h("td", _points(mine.rows[index].person, "not played"), class_="points", data_who="you"))
        rows.append(h("tr", None, h("th", str(row.number), scope="row"), *cells, data_hand=row.number))
    totals = [h("td", _points(theirs.person_total), class_="points"),
              h("td", _points(theirs.expert_total), class_="points expert")]
    if mine is not None:
        totals.append(h("td", _points(mine.person_total), class_="points"))
    lines = [h("p", verdict_words(theirs, name), class_=f"verdict {theirs.verdict.value}", data_who="them")]
    if mine is not None and mine.compared:
        lines.append(h("p", verdict_words(mine), class_=f"verdict {mine.verdict.value}", data_who="you"))
    return h("div", None,
             h("table", None,
               h("caption", f"The deals of {theirs.date}, shared"),
               h("thead", None, h("tr", None, h("th", "Hand", scope="col"),
                                  *[h("th", column, scope="col") for column in columns])),
               h("tbody", None, *rows),
               h("tfoot", None, h("tr", None, h("th", "Total", scope="row"), *totals)),
               class_="day-table shared", id="shared-table"),
             *lines,
             class_="day-result")


def streak_line(streaks: Streaks) -> str:
    """The streak in words: "Streak: 3 days in a row (best 5)"."""
    def days(count: int) -> str:
        return f"{count} day{'s' * (count != 1)}"
    if not streaks.best:
        return "No day played to the end yet: play today's deals to start a streak."
    current = f"Streak: {days(streaks.current)} in a row" if streaks.current else "No streak today"
    return f"{current} (best {days(streaks.best)})."


def days_list(days: Sequence[DayScore], kept: Sequence[str] = (), limit: int = 30, *, where: str = "daily",
              ident: str = "days-list") -> Node:
    """The days played, newest first, at most ``limit`` of them (saying how many earlier ones are not
    shown): each with its date in words, your result beside the expert's and the verdict, and a Review
    button for a day still kept (``kept``: their dates). ``where`` names the dialog the buttons are
    handled in (``daily``: Today's deals, ``stats``: Statistics); ``ident`` is the list's id."""
    items = []
    newest = sorted(days, key=lambda d: d.date, reverse=True)
    button = {"daily": {"data_daily_action": "review"}, "stats": {"data_stats_action": "review-day"}}[where]
    for day in newest[:limit]:
        status = verdict_words(day) if day.played else f"Unfinished: {len(day.person)} of 8 hands"
        review = (h("button", "Review", type="button", data_date=day.date, class_="button",
                    aria_label=f"Review the deals of {date_words(day.date)}", **button)
                  if day.date in kept else None)
        items.append(h("li", None, h("time", date_words(day.date), datetime=day.date, class_="date"),
                       h("span", f"you {_points(day.person_total)}, expert {_points(day.expert_total)}",
                         class_="totals"),
                       h("span", status, class_="status"), review, data_date=day.date))
    if not items:
        return h("p", "No day of today's deals played yet.", class_="hint", id=ident)
    listed = h("ul", None, *items, class_="days-list", id=ident)
    more = len(newest) - len(items)
    if not more:
        return listed
    return h("div", None, listed,
             h("p", f"And {more} earlier day{'s' * (more != 1)}, not shown.", class_="hint days-more"),
             class_="days-box")
