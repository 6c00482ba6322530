"""The words every part of the score sheet shares: counts, names (kept apart when written right to
left), pairs, a table's title, a hand's result and its history.

    >>> from euchre.sheet import Tournament
    >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> pair_text(t, t.table(1, 1), 0), plural(2, "hand")
    ('Ann & Bob', '2 hands')
"""

from __future__ import annotations

import unicodedata

from euchre.sheet import (HistoryLine,
                          TotalsVersion, Tournament, TournamentTable)



def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")


def count_word(count: int) -> str:
    return NUMBER_WORDS[count] if 0 <= count < len(NUMBER_WORDS) else str(count)


def count_of(items, word: str) -> str:
    """``"2 hands"``, ``"1 table"``."""
    return f"{len(items)} {word}{'' if len(items) == 1 else 's'}"


def isolate(name: str) -> str:
    """A name written right to left kept apart from the words around it (Unicode's first-strong
    isolate), so "Ann & <an Arabic name> vs Cy & Di" reads in the right order; other names as they are.

    >>> isolate("Ann"), isolate("\u0633\u0627\u0631\u0627") == "\u2068\u0633\u0627\u0631\u0627\u2069"
    ('Ann', True)
    """
    if any(unicodedata.bidirectional(c) in ("R", "AL") for c in name):
        return f"\u2068{name}\u2069"
    return name


def full_stop(text: str) -> str:
    """``text`` ending a sentence: with a full stop, unless it ends with one already (a name such as
    "Bob Jr." at the end, say), or with "!", "?" or "…".

    >>> full_stop("Sitting out: Ann, Bob Jr."), full_stop("Sitting out: Ann")
    ('Sitting out: Ann, Bob Jr.', 'Sitting out: Ann.')
    """
    return text if text.rstrip("\u2069\u201d\u2019\"' ").endswith((".", "!", "?", "\u2026")) else text + "."


def name(t: Tournament, player_id: int | None) -> str:
    return isolate(t.name_of(player_id))


def pair_text(t: Tournament, table: TournamentTable, side: int) -> str:
    """``"Ann & Bob"``: the pair on ``side`` (0 for a & b, 1 for c & d): the one place a pair is named."""
    return " & ".join(name(t, pid) for pid in table.pairs[side])


# --- results -------------------------------------------------------------------------------------

def describe(t: Tournament, table: TournamentTable, version) -> str:
    """A hand's result with the players' names: ``"Ann & Bob made trump, Ann alone, 4 tricks"``."""
    if version.kind == "cleared":
        return "not recorded"
    alone = f", {name(t, version.alone)} alone" if version.alone is not None else ""
    if version.kind == "renege":
        made = f" ({pair_text(t, table, version.makers)} made trump{alone})" if version.makers is not None else ""
        return f"renege by {pair_text(t, table, version.renege)}{made}"
    tricks = f"{version.tricks} trick{'s' if version.tricks != 1 else ''}"
    return f"{pair_text(t, table, version.makers)} made trump{alone}, {tricks}"


def totals_text(t: Tournament, table: TournamentTable, version: TotalsVersion) -> str:
    if version.ab is None:
        return "no round totals"
    return f"{pair_text(t, table, 0)} {version.ab}, {pair_text(t, table, 1)} {version.cd}"


DONE_THERE = {"entered": "entered", "corrected": "corrected", "undone": "undone", "redone": "redone",
              "cleared": "cleared", "decided": "decided"}
"""What each kind of change (``euchre.sheet.EVENTS``) is called in a history line."""


def _time(at: str) -> str:
    """``"19:05"`` from an ISO time (the whole text when it has no time)."""
    return at[11:16] if len(at) >= 16 and at[10:11] == "T" else at


def _device(by: str, merged: bool) -> str:
    if by:
        return isolate(by)
    return "another device" if merged else "this device"


def history_text(t: Tournament, table: TournamentTable, line: HistoryLine) -> str:
    """One line of a hand's (or round totals') history, as this copy saw it: when, what happened
    (entered, corrected, undone, redone, cleared, decided, or taken in from another device and
    how it was made there), where, and the result, never "X → X".

    >>> from euchre.sheet import Tournament
    >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> t = t.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:05:00Z", by="the organiser's device")
    >>> t = t.undo_hand(1, 1, 1, at="2024-05-03T19:06:00Z", by="the organiser's device")
    >>> for line in t.hand_history(1, 1, 1):
    ...     print(history_text(t, t.table(1, 1), line))
    19:05 entered on the organiser's device: Ann & Bob made trump, 3 tricks
    19:06 undone on the organiser's device: Ann & Bob made trump, 3 tricks taken back; now not recorded
    """
    words = totals_text if isinstance(line.after, TotalsVersion) else describe
    result = words(t, table, line.after)
    before = words(t, table, line.before) if line.before is not None else None
    where = _device(line.after.by, line.merged)
    if line.merged:
        done = DONE_THERE.get(line.event, "entered")
        head = f"{_time(line.seen or line.at)} from {where}, {done} there at {_time(line.at)}"
        if line.after.decided and line.chose is not None and line.chose.by:
            result = f"{result} (the result from {isolate(line.chose.by)})"
        if line.effect == "waiting":
            return f"{head}: {result}; it waits for your decision"
        if line.effect == "waited":
            return f"{head}: {result}; it waited for a decision"
        if line.effect == "history":
            return f"{head}: {result} (an earlier result there, kept in the history)"
        if line.effect == "same":
            return f"{head}: {result}, the result already in force here"
        cleared = line.before is None or all(v is None for v in line.before.content)
        return f"{head}: {result}" + ("" if cleared else f" (it was {before})")
    head = f"{_time(line.at)} {DONE_THERE.get(line.event, 'entered')} on {where}"
    if line.after.decided:
        chose = line.chose
        whose = f" (from {isolate(chose.by)})" if chose is not None and chose.by else ""
        if line.effect == "same":
            return f"{head}: kept {result}{whose}"
        return f"{head}: took {result}{whose}" + (f" instead of {before}" if before is not None else "")
    if line.event == "undone":
        return f"{head}: {before} taken back; now {result}" if before is not None else f"{head}: now {result}"
    if line.event == "redone":
        return f"{head}: {result} again"
    if line.event == "cleared":
        return f"{head}: {before} taken off" if before is not None else f"{head}: {result}"
    if before is None or line.effect == "same" or all(v is None for v in line.before.content):
        return f"{head}: {result}"
    return f"{head}: {before} → {result}"


def table_title(t: Tournament, table: TournamentTable) -> str:
    """``"Table 1: Ann & Bob vs Cy & Di"``."""
    return f"Table {table.number}: {pair_text(t, table, 0)} vs {pair_text(t, table, 1)}"


def outcome_text(t: Tournament, table: TournamentTable, version) -> str:
    """How a hand came out, as the scorer says it, with its points: ``"made, 1"``, ``"march, 2"``,
    ``"made alone, 1"``, ``"lone march, 4"``, ``"euchred: 2 to Cy & Di"``, ``"renege: 2 to Cy & Di"``
    (points named without a pair go to the makers)."""
    if version.kind == "cleared":
        return "not recorded"
    a, b = version.points
    if version.kind == "renege":
        return f"renege: {max(a, b)} to {pair_text(t, table, 1 - version.renege)}"
    makers = version.makers
    won = (a, b)[makers]
    if version.tricks < 3:
        return f"euchred: {(a, b)[1 - makers]} to {pair_text(t, table, 1 - makers)}"
    alone = version.alone is not None
    if version.tricks == 5:
        return f"{'lone march' if alone else 'march'}, {won}"
    return f"{'made alone' if alone else 'made'}, {won}"


def hand_text(t: Tournament, table: TournamentTable, version) -> str:
    """``"Ann & Bob made trump, 4 tricks → made, 1"``: a hand's result and how it came out."""
    if version.kind == "cleared":
        return "not recorded"
    return f"{describe(t, table, version)} → {outcome_text(t, table, version)}"


def running_score_text(t: Tournament, table: TournamentTable) -> str:
    """``"Ann & Bob 5, Cy & Di 3"``: the table's round so far."""
    a, b = table.points
    return f"{pair_text(t, table, 0)} {a}, {pair_text(t, table, 1)} {b}"


