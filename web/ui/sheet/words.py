"""Everything the score sheet says, in one place: what an action did, what a screen shows, the
questions asked before an unusual entry, and the model's reasons in the organiser's words.

    >>> from euchre.sheet import Tournament
    >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> table = t.table(1, 1)
    >>> hand_problem_text(t, table, t.hand_problem(1, 1, makers=1, tricks=3, alone=0))
    "Ann can't go alone for Cy & Di: Ann sits with Bob."
    >>> totals_problem_text(t, table, t.totals_problem(1, 1, 33, 0))
    "Ann & Bob 33 and Cy & Di 0 can't come from eight hands: at most 32 points go to one side."

The model (``euchre.sheet``) returns its reasons as small values with names and numbers
(``euchre.sheet.reasons``): every sentence the page shows about them is made here.

Pure Python with no browser imports, so it is tested in CPython (``tests/ui/test_sheet_words.py``);
the views (``ui.sheet.screens``, ``ui.sheet.round``, ``ui.sheet.devices``) and the actions
(``ui.sheet.actions``) put these strings in the page. Names are the players' own, kept apart from
the words around them when they are written right to left (:func:`isolate`). Points come from the
engine's scoring.
"""

from __future__ import annotations

import unicodedata
from typing import NamedTuple

from euchre.round import HANDS_PER_ROUND
from euchre.scoring import hand_points
from euchre.sheet import (DEFAULT_TIE_BREAKS, ClosedDiffers, ClosedRound, HandProblem, HandTrouble, HistoryLine,
                          LineFull, NameDiffers, NamesLookAlike, NameTaken, ResultChange, ResultsSealBroken,
                          ResultsUnsealed, RoundCards, RoundProblem, RoundTrouble, SeasonRow, SeatsChanged,
                          SeatsDiffer, SettingsDiffer, Standings, TableCard, TableClash, TableNews, TotalsMismatch,
                          TotalsProblem, TotalsTrouble, TotalsVersion, Tournament, TournamentTable)
from euchre.sheet.cards import CardSeat
from euchre.sheet.checks import show


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


# --- why something cannot be entered --------------------------------------------------------------

def totals_problem_text(t: Tournament, table: TournamentTable, problem: TotalsProblem) -> str:
    """Why two numbers cannot be the table's round totals, with the pairs' names."""
    first, second = pair_text(t, table, 0), pair_text(t, table, 1)
    trouble = problem.trouble
    if trouble is TotalsTrouble.NOT_TWO_SCORES:
        return f"Round totals are two numbers, one for each pair, not {show(problem.totals)}."
    if trouble is TotalsTrouble.NOT_A_SCORE:
        value = problem.totals[problem.side]
        return (f"{pair_text(t, table, problem.side)}'s round score must be a whole number, 0 or more, "
                f"not {show(value)}.")
    a, b = problem.totals
    head = f"{first} {a} and {second} {b} can't come from {count_word(HANDS_PER_ROUND)} hands"
    if trouble is TotalsTrouble.TOO_MANY_FOR_ONE_SIDE:
        return f"{head}: at most {problem.limit} points go to one side."
    if trouble is TotalsTrouble.TOO_MANY_TOGETHER:
        return (f"{head}: each hand gives at most {problem.limit // HANDS_PER_ROUND} points, so together at most "
                f"{problem.limit}.")
    if trouble is TotalsTrouble.TOO_FEW_TOGETHER:
        per_hand = problem.limit // HANDS_PER_ROUND
        return (f"{head}: each hand gives one pair at least {per_hand} point{'s' if per_hand != 1 else ''}, "
                f"so together they have at least {problem.limit}.")
    if trouble is TotalsTrouble.NO_HANDS_MAKE_IT:
        return (f"{head}: each hand gives one pair 1, 2 or 4 points (a renege 2 or 4), and no "
                f"{count_word(HANDS_PER_ROUND)} hands add up to that.")
    ha, hb = problem.hands
    if trouble is TotalsTrouble.HANDS_GIVE_OTHER:
        return (f"The {count_word(problem.recorded)} hands recorded here give {first} {ha} and {second} {hb}, "
                f"not {a} and {b}.")
    done = "hand recorded here gives" if problem.recorded == 1 else "hands recorded here give"
    rest = HANDS_PER_ROUND - problem.recorded
    return (f"The {count_word(problem.recorded)} {done} {first} {ha} and {second} {hb}; the other "
            f"{count_word(rest)} hand{'s' if rest != 1 else ''} can't bring that to {a} and {b}.")


def hand_problem_text(t: Tournament, table: TournamentTable, problem: HandProblem) -> str:
    """Why a result cannot be entered at the table, with the players' names."""
    trouble = problem.trouble
    if trouble is HandTrouble.NO_RENEGE_PAIR:
        return full_stop(f"Choose the pair that reneged: {pair_text(t, table, 0)} or {pair_text(t, table, 1)}")
    if trouble is HandTrouble.NO_MAKERS:
        return full_stop(f"Choose which pair made trump: {pair_text(t, table, 0)} or {pair_text(t, table, 1)}")
    if trouble is HandTrouble.NO_TRICKS:
        return f"Choose how many tricks {pair_text(t, table, problem.side)} took (0 to 5)."
    who = name(t, problem.player)
    if trouble is HandTrouble.LONER_AWAY:
        return f"{who} is not at this table."
    if trouble is HandTrouble.LONER_WITHOUT_MAKERS:
        return (f"{who} went alone: choose which pair made trump ({pair_text(t, table, problem.side)}, "
                f"if it was {who}'s).")
    if trouble is HandTrouble.LONER_NOT_A_MAKER:
        return full_stop(f"{who} can't go alone for {pair_text(t, table, problem.side)}: {who} sits with "
                         f"{name(t, problem.partner)}")
    if trouble is HandTrouble.DOES_NOT_FIT:
        a, b = problem.totals
        why = totals_problem_text(t, table, problem.fit)
        return (f"Hand {problem.hand} doesn't fit the round totals ({pair_text(t, table, 0)} {a}, "
                f"{pair_text(t, table, 1)} {b}): with it, {why[:1].lower()}{why[1:]} If the totals are wrong, "
                f"change them first.")
    detail = problem.detail or "that result cannot be entered"
    return detail[:1].upper() + detail[1:] + "."


def next_round_text(problem: RoundProblem) -> str:
    """Why the next round cannot be seated now."""
    if problem.trouble is RoundTrouble.TOO_FEW_PLAYERS:
        return "Add at least four players to seat a round."
    if problem.trouble is RoundTrouble.TOO_MANY_ROUNDS:
        return f"A tournament has at most {problem.limit} rounds."
    return (f"Round {problem.round} has tables still playing: close it (or finish its tables) "
            "to seat the next round.")


def name_taken_text(t: Tournament, reason: NameTaken) -> str:
    """A player's name refused because another player's looks the same."""
    looks = "" if reason.same else f" (“{isolate(reason.name)}” looks the same)"
    return (f"There is already a player called “{name(t, reason.player)}”{looks}. Add an initial to tell them "
            "apart.")


def seats_changed_text(reason: SeatsChanged) -> str:
    return (f"The seats at table {reason.table} of round {reason.round} were changed after the table's device "
            "was invited: nothing was merged. Invite the device again, or enter its hands here.")


# --- what a merge asks the organiser to look at ----------------------------------------------------

def note_text(t: Tournament, note) -> str:
    """One of a merge's notes (``MergeReport.notes``) in words."""
    if isinstance(note, NamesLookAlike):
        return (f"Two players are called “{name(t, note.first)}” and “{name(t, note.second)}”, which look the "
                "same: rename one of them.")
    if isinstance(note, NameDiffers):
        return f"This device keeps the tournament's name (the other copy calls it “{isolate(note.theirs)}”)."
    if isinstance(note, SettingsDiffer):
        return "This device keeps its settings (the other copy's differ)."
    if isinstance(note, TableClash):
        players = ", ".join(name(t, pid) for pid in note.players)
        return (f"Round {note.round}: the other copy's table {note.table} seats {players}, who sit at another "
                "table here; that table was not merged.")
    if isinstance(note, SeatsDiffer):
        return (f"Round {note.round}, table {note.table}: the copies seat different players; this device keeps "
                "its seats, and the other copy's hands there were not merged.")
    if isinstance(note, ClosedDiffers):
        here, there = ("closed", "open") if note.closed_here else ("open", "closed")
        return f"Round {note.round} is {here} here and {there} in the other copy; it stays {here}."
    if isinstance(note, TotalsMismatch):
        return (f"Round {note.round}, table {note.table}: the hands recorded there do not add up to its round "
                "totals; check them.")
    if isinstance(note, LineFull):
        where = f"hand {note.key[2]} at table {note.key[1]}" if len(note.key) == 3 else f"table {note.key[1]}'s totals"
        return (f"Round {note.key[0]}, {where}: other results already wait for a decision there; decide them, "
                "then merge again.")
    raise TypeError(f"not a merge note: {note!r}")


def closed_round_text(closed: ClosedRound) -> str:
    """What a merge held back from a round closed here, for the organiser to take in or leave."""
    parts = [text for items, text in ((closed.hands, count_of(closed.hands, "hand")),
                                      (closed.totals, "round totals at " + count_of(closed.totals, "table")),
                                      (closed.tables, count_of(closed.tables, "table"))) if items]
    what = " and ".join(parts) or "changes"
    return (f"Round {closed.round} is closed here: the other copy has {what} for it, not taken in. "
            f"Reopen round {closed.round} and merge again to take them in.")


# --- how places are decided ------------------------------------------------------------------------

BYE_RULE_TEXTS = {
    "zero": "A player sitting out a round scores 0 for it.",
    "average": ("A player sitting out a round is credited with their average round score over the rounds "
                "they played (rounds complete at their table, or closed)."),
}
"""What each bye rule (``euchre.sheet.BYE_RULES``) says on the standings."""

TIE_BREAK_NAMES = {
    "rounds_won": "rounds won (their side outscored the other side at the table)",
    "lone_hands": "lone hands made",
    "best_round": "best round score",
}
"""Each tie-break (``euchre.sheet.TIE_BREAKS``) by name."""


def bye_rule_text(bye_rule: str) -> str:
    return BYE_RULE_TEXTS[bye_rule]


def tie_break_text(tie_breaks) -> str:
    """How equal totals are ranked, with the organiser's tie-breaks in order."""
    if not tie_breaks:
        return "Ranked by total points; players with equal totals share a place (no tie-breaks)."
    order = ["total points"] + [TIE_BREAK_NAMES[name] for name in tie_breaks]
    return "Ranked by " + ", then ".join(order) + "; players still tied share a rank."


def table_title(t: Tournament, table: TournamentTable) -> str:
    """``"Table 1: Ann & Bob vs Cy & Di"``."""
    return f"Table {table.number}: {pair_text(t, table, 0)} vs {pair_text(t, table, 1)}"


class Question(NamedTuple):
    """Something unusual about an entry, asked once before it is stored."""

    text: str
    yes: str
    """The button that stores the entry as it is."""
    no: str
    """The button that goes back to change it."""
    look_at: str
    """The field the person is sent back to (a fieldset's name)."""


def question(t: Tournament, table: TournamentTable, *, makers: int | None, tricks: int | None,
             alone: int | None, renege: int | None) -> Question | None:
    """The question to ask before storing this result, or None when it looks like any other hand.

    A march with nobody alone (a lone march scores twice as much) and a lone hand that was
    euchred are the entries most easily mistaken.
    """
    if renege is not None or makers is None or tricks is None:
        return None
    makers_text = pair_text(t, table, makers)
    if alone is None and tricks == 5:
        points = hand_points(makers, 5, False)[makers]
        lone = hand_points(makers, 5, True)[makers]
        return Question(f"{makers_text} took all 5 tricks with nobody alone: {points} points. "
                        f"If one of them went alone, it is {lone} points.",
                        f"Yes, nobody went alone ({points} points)", "Choose who went alone", "alone")
    if alone is not None and tricks < 3:
        defenders = 1 - makers
        points = hand_points(makers, tricks, True)[defenders]
        return Question(f"{t.name_of(alone)} went alone and took {plural(tricks, 'trick')}: euchred, so "
                        f"{pair_text(t, table, defenders)} score {points} points.",
                        "Yes, euchred", "Change it", "tricks")
    return None


class Either(NamedTuple):
    """Two answers of the record form that cannot both be right, asked about before either is changed."""

    text: str
    yes: str
    """The button that keeps the last tap and changes the other answer to match it."""
    no: str
    """The button that takes the last tap back."""


def loner_question(t: Tournament, table: TournamentTable, makers: int, alone: int, tapped: str) -> Either:
    """Only the makers' players can go alone: ``alone`` sits in the other pair. ``tapped`` is the answer
    the person gave last ("alone" or "makers").

    >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Alice", "Bob", "José", "Ann"])
    >>> t = t.start_round(tables=[((0, 1), (2, 3))], at="2024-05-03T19:01:00Z")
    >>> loner_question(t, t.table(1, 1), 0, 2, "alone").text
    'José went alone? Then José & Ann made trump.'
    >>> loner_question(t, t.table(1, 1), 0, 2, "makers").text
    'Alice & Bob made trump? Then José did not go alone.'
    """
    name, side = t.name_of(alone), table.side_of(alone)
    loners, chosen = pair_text(t, table, side), pair_text(t, table, makers)
    if tapped == "alone":
        return Either(f"{name} went alone? Then {loners} made trump.", f"Yes, {loners} made trump",
                      f"No, {name} did not go alone")
    return Either(f"{chosen} made trump? Then {name} did not go alone.", f"Yes, {chosen} made trump",
                  f"No, {loners} made trump")


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


def saved_text(t: Tournament, table: TournamentTable, number: int, corrected: bool = False) -> str:
    """What a saved entry says next to the form: the hand and its points, then, apart, the round's
    score so far, and what comes next."""
    entry = table.hand(number)
    done = full_stop(f"Hand {number} {'corrected' if corrected else 'saved'}: {hand_text(t, table, entry.current)}")
    upcoming = table.next_hand_number
    if upcoming is None:
        return (f"{done} Table {table.number} has all {HANDS_PER_ROUND} hands. "
                f"Round total: {running_score_text(t, table)}.")
    said = f"{done} Round so far: {running_score_text(t, table)}."
    if corrected:
        return said
    return f"{said} Next: hand {upcoming}, {t.name_of(table.dealer(upcoming))} deals."


def undone_text(t: Tournament, table: TournamentTable, number: int, before, after) -> str:
    """``"Hand 3 undone: it was Ann & Bob made trump, 4 tricks → made, 1; now not recorded."``"""
    return full_stop(f"Hand {number} undone: it was {hand_text(t, table, before)}; now {hand_text(t, table, after)}")


def totals_only_text(t: Tournament, table: TournamentTable, closed: bool = False) -> str:
    """A table whose round was entered as round totals, with no hand entered one by one."""
    a, b = table.round_totals
    later = "" if closed else "; they can still be, and must then add up to the totals"
    return (f"Entered as round totals: {pair_text(t, table, 0)} {a}, {pair_text(t, table, 1)} {b}. The "
            f"{HANDS_PER_ROUND} hands were not entered one by one{later}.")




ROOM_WAITING = "A result is being checked: these standings may still change."
"""What the projector screen says while results wait for the organiser's decision."""

SHORT_NAME = 24
"""The most characters of a name a screen for the room shows (the whole name is its title)."""


def short_name(name: str, most: int = SHORT_NAME) -> str:
    """``name`` cut to ``most`` characters with "…", so a long name never pushes a screen's columns off.

    >>> short_name("Ann"), short_name("Bartholomew Fitzgerald-Montgomery III", 12)
    ('Ann', 'Bartholomew…')
    """
    return name if len(name) <= most else name[:most - 1].rstrip() + "\u2026"


def board_progress_text(rnd) -> str:
    """The current round on the projector screen: ``"Round 3: 5 of 8 tables finished"``."""
    if rnd.closed:
        return f"Round {rnd.number} is over."
    done = sum(1 for table in rnd.tables if table.is_complete)
    if done == len(rnd.tables):
        return f"Round {rnd.number}: every table has finished."
    return f"Round {rnd.number}: {done} of {plural(len(rnd.tables), 'table')} finished."


def tie_break_note(t: Tournament, standings: Standings) -> str | None:
    """Where the organiser's tie-breaks decided a place, in words (None when none did)."""
    if not standings.decided:
        return None
    parts = [f"{name(t, d.above)} above {name(t, d.below)} on {TIE_BREAK_NAMES[d.tie_break]}"
             for d in standings.decided]
    return "Tie-breaks used: " + "; ".join(parts) + "."


def top_three_text(standings: Standings) -> str | None:
    """``"Top three: 1= Ann (2), 1= Bob (2), 3= Cy (1), 3= Di (1)"``, once a hand is recorded."""
    top = standings.top_three
    if not top:
        return None
    return "Top three: " + ", ".join(f"{row.place} {row.name} ({row.total})" for row in top)


# --- round totals ---------------------------------------------------------------------------------

def totals_score_text(t: Tournament, table: TournamentTable) -> str:
    """The table's score line: ``"Ann & Bob 11 · Cy & Di 5 · round totals, 3 of 8 hands filled in"``,
    or ``"... · 3 of 8 hands"`` for a round entered hand by hand."""
    a, b = table.points
    score = f"{pair_text(t, table, 0)} {a} · {pair_text(t, table, 1)} {b}"
    if table.by_totals:
        filled = f", {table.recorded} of {HANDS_PER_ROUND} hands filled in" if table.recorded else ""
        return f"{score} · round totals{filled}"
    return f"{score} · {table.recorded} of {HANDS_PER_ROUND} hands"


def read_totals(t: Tournament, table: TournamentTable, first: str, second: str) -> tuple[int, int] | str:
    """The two round scores typed in the totals form, or why they cannot be read, in plain words.

    Whether eight hands can produce them is the model's check (``Tournament.totals_problem``).
    """
    names = (pair_text(t, table, 0), pair_text(t, table, 1))
    texts = (first.strip(), second.strip())
    if not texts[0] and not texts[1]:
        return f"Enter each pair's points for the round: {names[0]} and {names[1]}."
    values = []
    for name, text in zip(names, texts):
        if not text:
            return f"Enter {name}'s points for the round (0 if they scored none)."
        if not text.isascii() or not text.isdigit():
            return f"{name}'s points must be a whole number, such as 11, not “{text[:20]}”."
        values.append(int(text))
    return values[0], values[1]


def totals_saved_text(t: Tournament, table: TournamentTable) -> str:
    """What saved round totals say next to the form."""
    a, b = table.round_totals or (0, 0)
    done = (f"Round totals saved: {pair_text(t, table, 0)} {a}, {pair_text(t, table, 1)} {b}. "
            f"Table {table.number}'s round is finished.")
    if table.recorded:
        return f"{done} The hands recorded here ({table.recorded} of {HANDS_PER_ROUND}) fit them."
    return done


def clear_totals_question(t: Tournament, table: TournamentTable) -> str:
    """Asked before the round totals are taken off a table."""
    a, b = table.round_totals or (0, 0)
    after = (f"the hands recorded here ({table.recorded} of {HANDS_PER_ROUND}) count again" if table.recorded
             else "the table has no score until its round is entered again")
    return (f"Clear the round totals ({pair_text(t, table, 0)} {a}, {pair_text(t, table, 1)} {b})? "
            f"They stay in the table's history; {after}.")


# --- results that need a decision, and data kept aside ------------------------------------------

def where_text(t: Tournament, key: tuple[int, int, int]) -> str:
    """``"Hand 3 at table 2"`` (and the round, once there is more than one)."""
    r, n, h = key
    return f"Hand {h} at table {n}" + (f" of round {r}" if len(t.rounds) > 1 else "")


ORGANISER_DEVICE = "the organiser's device"
"""Where a result entered on the organiser's sheet was entered (``HandVersion.by``)."""


FILE_DEVICE = "another device (from a file)"
"""Where a result that came in from an imported file was entered, when the file does not say."""


def phone_label(table: int) -> str:
    """Where a result entered on a table's own phone was entered."""
    return f"table {table}'s phone"


def entered_text(version) -> str:
    """``"Entered on table 3's phone at 19:07"``: where and when a result was entered (as far as known)."""
    where = f" on {isolate(version.by)}" if version.by else ""
    when = f" at {version.at[11:16]}" if len(version.at) >= 16 else ""
    day = version.at[:10].replace("-", "\u2011")  # non-breaking hyphens: the date stays on one line
    date = f" on {day}" if len(version.at) >= 10 else ""
    return f"Entered{where}{when}{date}." if where or when else "Where and when it was entered is not known."


def conflict_where(t: Tournament, conflict) -> str:
    """``"Hand 3 at table 2"`` or ``"Round totals at table 2"`` (with the round, once there is more than one)."""
    if len(conflict.key) == 3:
        return where_text(t, conflict.key)
    r, n = conflict.key
    return f"Round totals at table {n}" + (f" of round {r}" if len(t.rounds) > 1 else "")


def conflict_result_text(t: Tournament, conflict, version) -> str:
    table = t.table(conflict.key[0], conflict.key[1])
    if len(conflict.key) == 3:
        return hand_text(t, table, version)
    return totals_text(t, table, version)


def waiting_text(count: int) -> str:
    """The line on every screen of a tournament while results wait for a decision."""
    if count == 1:
        return "1 result waits for your decision: it was recorded differently on two devices."
    return f"{count} results wait for your decision: each was recorded differently on two devices."


def standings_waiting_text(count: int) -> str:
    """What the standings say while results wait for a decision."""
    what = "1 result waits" if count == 1 else f"{count} results wait"
    return f"{what} for a decision: these standings count the results in force here until then."


DECISIONS_HINT = ("Each was recorded differently on two devices (or a table's phone changed a result entered here). "
                  "The result in force here counts until you choose; the other stays in the history either way.")
NOTHING_WAITS = "No result waits for a decision."
ALL_SETTLED = " Every result is settled."


def decided_text(t: Tournament, conflict, version, kept: bool, settled: bool) -> str:
    said = (conflict_where(t, conflict) + (" stays " if kept else " is now ")
            + conflict_result_text(t, conflict, version))
    return full_stop(said) + (ALL_SETTLED if settled else "")


def held_back_text(closed) -> str:
    """A merge that took nothing into rounds closed here: what it would bring, and the question."""
    parts = []
    for round_held in closed:
        found = ((round_held.hands, count_of(round_held.hands, "hand")),
                 (round_held.totals, "round totals at " + count_of(round_held.totals, "table")),
                 (round_held.tables, count_of(round_held.tables, "table")))
        items = [text for held, text in found if held]
        parts.append(f"round {round_held.round} ({' and '.join(items) or 'changes'})")
    rounds = ", ".join(parts)
    return (f"Closed here, so nothing was taken into {rounds}. Take it in (the round stays closed and its scores "
            "change), or leave it out?")


def closed_taken_text(rounds) -> str:
    return f"Taken into round {', '.join(str(r.round) for r in rounds)}, which stays closed."


LEFT_OUT = "Left out: the closed round is as it was."
UNSEALED_LEFT_OUT = "Left out: nothing from that code was taken in."


def size_text(chars: int) -> str:
    """``"12 KB"``: about how much text (a character counted as a byte, as most of it is)."""
    if chars < 1000:
        return f"{chars} characters"
    if chars < 1_000_000:
        return f"{round(chars / 1000)} KB"
    return f"{chars / 1_000_000:.1f} MB"


def kept_data_text(count: int, chars: int) -> str:
    """What the score sheet has kept aside, and what "Delete it" deletes."""
    what = "piece of saved data" if count == 1 else "pieces of saved data"
    return (f"The score sheet has kept {count} {what} that could not be read ({size_text(chars)}). Download it to "
            f"keep a copy. “Delete it” deletes only this kept data, never a tournament listed here.")


def merge_text(report) -> str:
    """What merging a file brought in, in words: ``"Merged: 2 hands added, 1 player added."``."""
    parts = []
    for items, one, many in (
            (report.added_players, "player added", "players added"),
            (report.updated_players, "player updated", "players updated"),
            (report.added_rounds, "round added", "rounds added"),
            (report.added_tables, "table added", "tables added"),
            (report.added_hands, "hand added", "hands added"),
            (report.updated_hands, "hand updated", "hands updated"),
            (report.history_hands, "hand gained history", "hands gained history"),
            (report.totals, "table's round totals added or updated", "tables' round totals added or updated")):
        if items:
            parts.append(f"{len(items)} {one if len(items) == 1 else many}")
    return "Merged: " + (", ".join(parts) or "nothing new") + "."


# --- what an action did -----------------------------------------------------------------------------

def refusal_reason(t: Tournament | None, error: Exception) -> str:
    """What a refusal from the model says: its reason in words when it carries one, else its message;
    without a closing full stop, since it goes into a sentence ("Nothing was merged: {error}.")."""
    reason = getattr(error, "reason", None)
    if isinstance(reason, NameTaken) and t is not None:
        text = name_taken_text(t, reason)
    elif isinstance(reason, SeatsChanged):
        text = seats_changed_text(reason)
    elif isinstance(reason, RoundProblem):
        text = next_round_text(reason)
    elif isinstance(reason, ResultsSealBroken):
        text = seal_broken_text(reason)
    elif isinstance(reason, ResultsUnsealed):
        text = unsealed_text(reason)
    else:
        text = str(error)
    text = text.rstrip()
    return text[:-1] if text.endswith(".") and not text.endswith("..") else text


def refusal_text(t: Tournament | None, error: Exception) -> str:
    """A refusal from the model as a sentence: capital first letter, a full stop at the end."""
    text = refusal_reason(t, error).strip()
    if not text:
        return "That could not be done."
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "?", "!")) else text + "."


CREATED = "Tournament “{name}” created. Add the players."


def player_added_text(name: str, playing: int, from_round: int | None = None) -> str:
    """What adding a player says; ``from_round`` (``Tournament.first_round``) tells a late arrival which
    round they join: ``"Eve added: plays from round 2. 13 playing."``."""
    more = "" if playing >= 4 else f" Add {4 - playing} more to seat a round."
    late = f" plays from round {from_round}." if from_round is not None and from_round > 1 else ""
    return f"{isolate(name)} added:{late} {playing} playing.{more}"


def joins_text(t: Tournament, player_id: int) -> str | None:
    """``"from round 2"`` beside a player who joined after the first round (None for the others)."""
    first = t.first_round(player_id)
    return f"from round {first}" if first > 1 else None


def seats_saved_text(t: Tournament, table: TournamentTable) -> str:
    return full_stop(f"Seats changed: {pair_text(t, table, 0)} vs {pair_text(t, table, 1)}")


def round_seated_text(t: Tournament, rnd) -> str:
    byes = " " + full_stop(f"Sitting out: {', '.join(name(t, p) for p in rnd.byes)}") if rnd.byes else ""
    return f"Round {rnd.number} seated at {plural(len(rnd.tables), 'table')}.{byes}"


def player_renamed_text(old: str, new: str) -> str:
    """``"Bob is now Bob Jr."`` (one full stop, whatever the name ends with)."""
    return full_stop(f"{isolate(old)} is now {isolate(new)}")


def carried_over_text(t: Tournament, table: TournamentTable, number: int) -> str:
    """Hand ``number`` was recorded in another tab while this tab's form was being filled."""
    said = full_stop(hand_text(t, table, table.hand(number).current))
    return (f"Hand {number} at table {table.number} was recorded in another tab meanwhile: "
            f"{said} What you entered is in this correction form: "
            f"press Save correction if yours is right, or Cancel to keep the other.")


def choose_renege_text(t: Tournament, table: TournamentTable) -> str:
    return full_stop(f"Choose the pair that reneged: {pair_text(t, table, 0)} or {pair_text(t, table, 1)}")


def redone_text(t: Tournament, table: TournamentTable, number: int) -> str:
    return full_stop(f"Hand {number} is back: {hand_text(t, table, table.hand(number).current)}")


def cleared_totals_text(t: Tournament, table: TournamentTable) -> str:
    return (f"Round totals cleared at table {table.number} (kept in its history): "
            f"{pair_text(t, table, 0)} {table.points[0]}, {pair_text(t, table, 1)} {table.points[1]} from the "
            "hands recorded.")


def kept_deleted_text(count: int) -> str:
    return f"The kept data was deleted ({plural(count, 'piece')}). No tournament was touched."


def import_merged_text(t: Tournament, report) -> str:
    """What merging an imported file did, with what waits for a decision and what to look at."""
    text = merge_text(report)
    waiting = len(report.conflicts) + len(report.totals_conflicts)
    if waiting:
        text += (f" {'1 result was' if waiting == 1 else f'{waiting} results were'} recorded differently in the "
                 "file: this device's stay in force until you decide (below).")
    return " ".join([text] + [note_text(t, note) for note in report.notes])


NOTHING_TO_DECIDE = "There is nothing left to decide."
NOTHING_TO_REDO = "There is nothing to redo."
NOTHING_IMPORTED = "Nothing was imported."
TIE_BREAKS_SAVED = "Tie-break order saved."
BYE_RULE_SAVED = "Bye rule saved."
RENAMED = "Tournament renamed."
LINK_COPIED = "Link copied."
NOT_COPIED = "This browser would not copy it: the link is selected, copy it from there."


def tie_breaks_switched_text(on: bool) -> str:
    return "Tie-breaks on: equal totals are put in order." if on else "Tie-breaks off: equal totals share a place."


# --- what happened elsewhere: storage, other tabs, links between devices -------------------------------

BROUGHT_BACK = "“{name}”: the last changes saved before the browser closed were brought back."
TABLE_BROUGHT_BACK = ("Table {table} of round {round}: the hands saved on this phone before the browser closed were "
                      "brought back.")
MISSING_TOURNAMENT = "That tournament is not on this device: here are the ones that are."
NO_DEVICE_TABLE = "This phone keeps no table at that address: scan the organiser's code for your table again."
OTHER_TAB_CHANGED = "Updated with changes made in another tab."
OTHER_TAB_DELETED = "This tournament was deleted in another tab."
BOTH_TABS_KEPT = "Another tab had changed this tournament: both sets of changes are kept."
NOT_STORED = ("This browser would not store it: it is kept only while this page stays open. "
              "Download the tournament file (Files) to keep a copy.")
CAMERA_REFUSED = ("The camera was not allowed: allow it in the browser's settings, or choose a photo of the code, "
                  "or paste the link.")
NO_CAMERA = "No camera could be used here: choose a photo of the code, or paste the link."
NO_CODE_IN_PHOTO = ("No QR code was found in that picture: take it again with the whole code in view, or paste the "
                    "link.")
PHOTO_UNREADABLE = "That picture could not be read: choose a photo (JPEG or PNG) of the code."
READER_LOADING = "The code reader is still loading: try again in a moment."
FILE_UNREADABLE = "The file could not be read."
NOT_A_TOURNAMENT_FILE = ("that is not a tournament file from this score sheet: it is not text (a picture, a "
                         "spreadsheet or another program's file?)")
NEWER_KEPT = ("“{name}” was saved by a newer version of this page, which this one cannot read yet: it {what}. "
              "Reload to update the page (or open it on the device that saved it).")
JOURNAL_UNREADABLE = "A change kept on disk could not be read: it was kept aside, not deleted."
JOURNAL_DAMAGED = ("{count} of the changes kept on disk could not be read: they were kept aside, not deleted; the "
                   "others were brought back.")
PHONE_COPY_KEPT = ("This phone's copy of table {table} could not be read: it was kept aside, not deleted "
                   "(Download the kept data). Scan the organiser's code for the table again.")
PHONE_COPY_HELD = ("This phone's copy of table {table} could not be read, and this browser's storage is too full to "
                   "keep it aside: it stays where it is and nothing is written over it. Download the kept data, "
                   "then delete it to make room.")
CHANGED_ELSEWHERE = ("Table {table} was just changed in another tab. What you entered here is kept: send it when "
                     "ready (it is checked against the change).")
NOT_IMPORTED = "Nothing was imported: {error}"
NOT_MERGED = "Nothing was merged: {error}."
CODE_UNREADABLE = "The table's code could not be opened: {error}."
RESULTS_ELSEWHERE = ("These are results for “{name}”, which is not on this device: open them on the organiser's "
                     "device.")
JOINED = "This phone now keeps table {table} of round {round_number}. Record its hands here."
JOINED_AGAIN = "Table {table} of round {round_number} again: the hands on this phone are kept."
SEATS_MOVED = ("The organiser has since changed the seats at table {table}; this phone keeps the hands recorded "
               "here with the old seats. Show its results to the organiser first.")
PLAYER_RENAMED = "{old} is now {new}."
PLAYER_REMOVED = "{name} removed: not seated again; their points stay."
PLAYER_BACK = "{name} is back: seated from the next round."
TOURNAMENT_DELETED = "Tournament “{name}” deleted."
TOURNAMENT_IMPORTED = "Tournament “{name}” imported."
IMPORTED_AS = "Imported as “{name}”."
ROUND_CLOSED = "Round {number} closed: its scores are final."
ROUND_REOPENED = "Round {number} reopened: its hands can be changed."
CORRECT_PROMPT = "Correct hand {number}: change what was wrong, then Save correction."
CHANGED_SINCE_UNDO = "Hand {number} has changed since it was undone: correct it instead."
"""The sentences above are templates: ``words.ROUND_CLOSED.format(number=2)``."""


def results_text(t: Tournament, sheet, report) -> str:
    """What merging a table's results did, in words."""
    where = f"Table {sheet.table} of round {sheet.round}"
    parts = []
    if report.added_hands:
        parts.append(f"{plural(len(report.added_hands), 'hand')} added")
    if report.updated_hands:
        parts.append(f"{plural(len(report.updated_hands), 'hand')} corrected")
    if report.history_hands:
        parts.append(f"{plural(len(report.history_hands), 'hand')} gained history")
    table = t.table(sheet.round, sheet.table)
    a, b = table.points
    score = f"{pair_text(t, table, 0)} {a}, {pair_text(t, table, 1)} {b} ({table.recorded} of {HANDS_PER_ROUND} hands)."
    if report.conflicts:
        asked = plural(len(report.conflicts), "hand")
        done = f"{', '.join(parts)}; " if parts else ""
        return f"{where}: {done}{asked} entered differently here: choose which is right below. Now {score}"
    if not parts:
        return f"{where}: these results were already here; nothing changed. {score}"
    return f"{where} merged: {', '.join(parts)}. Now {score}"


# --- live sync with a server ------------------------------------------------------------------------

SYNC_STATUS = {
    "connecting": "Live sync: connecting to the server…",
    "syncing": "Live sync: sending and receiving…",
    "uptodate": "Live sync: up to date.",
    "offline": "Live sync: offline, catching up when the server can be reached again. Everything is kept here.",
    "refused": "Live sync: the server refused the password. Nothing is sent until it is right: type the "
               "organiser's password again under Table devices, Live sync.",
    "missing": "Live sync: the server has no database for this tournament: set it up with tools/couch_setup.py "
               "(docs/SYNC.md).",
    "other": "Live sync: {detail}. Nothing was sent or taken in.",
    "denied": "Live sync: the server refused a result: {detail}",
    "nostore": "Live sync: this browser would not open its sync database, so nothing is sent from here. Everything "
               "is kept on this device; bring results by QR code.",
}
"""What each sync status says (``{detail}`` from the server or the sheet)."""
SYNC_REFUSED_TABLE = "Live sync: the server refused this table's password. Ask the organiser for a new invitation."
SYNC_REFUSED_SCREEN = "Live sync: the server refused this screen's password. Ask the organiser for a new link."
SYNC_ON = "Live sync on: this device now replicates “{name}” with {server}."
SYNC_OFF = "Live sync off. Everything stays on this device; tables' phones keep their hands for the QR code."
SYNC_NOT_ON = "Live sync not started: {error}."
SYNC_NOT_STARTED = "live sync is not on for this tournament"
SYNC_PASSWORD_AGAIN = "Live sync: trying {server} again with that password."
SYNC_FOLLOWING = "Waiting for the tournament from the server: the standings appear as soon as it arrives."
SYNC_LINK_DAMAGED = "This phone keeps the table, but not the server's link ({error}): bring its results by QR code."
FOLLOWED_READ_ONLY = ("This device follows the organiser's over live sync as a standings screen and changes "
                      "nothing: enter results at the tables or on the organiser's device.")
SYNC_CONFLICT = ("Live sync: {count} entered differently on another device, neither having seen the other's: "
                 "decide which is right.")


def sync_status_text(status: str, detail: str = "", role: str = "organiser") -> str:
    """The status line of a live sync link, in plain words."""
    if status == "refused" and role == "table":
        return SYNC_REFUSED_TABLE
    if status == "refused" and role == "screen":
        return SYNC_REFUSED_SCREEN
    return SYNC_STATUS.get(status, SYNC_STATUS["connecting"]).format(detail=detail or "?")


# --- results codes: sealed, unsealed, and what taking one in would change ------------------------------

def seal_broken_text(reason: ResultsSealBroken) -> str:
    """A results code whose seal does not fit: changed on the way, or another tournament's."""
    return (f"This code was changed after table {reason.table}'s phone made it, or it is not from this tournament: "
            "scan it again from the phone.")


def unsealed_text(reason: ResultsUnsealed) -> str:
    """Why a results code without a seal this device can check was not taken in unasked."""
    if reason.unchecked:
        return (f"This device cannot check table {reason.table}'s code: the tournament's key was made on another "
                "device. Take it in only if the table's phone shows the same results.")
    return (f"Table {reason.table}'s code carries no seal: its phone was invited before results codes were sealed, "
            "so this device cannot tell whether the code was changed on the way. Take it in only if the table's "
            "phone shows the same results.")


def _hands_list(numbers: list[int]) -> str:
    """``"hand 3"``, ``"hands 6 and 8"``, ``"hands 1, 2 and 5"``."""
    if len(numbers) == 1:
        return f"hand {numbers[0]}"
    return "hands " + ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}"


def _score_change(t: Tournament, table: TournamentTable, before, after) -> str:
    """``"Ann & Bob 1 → 2"``: each pair whose points differ (``"the score stays"`` when none does)."""
    old = before.points if before is not None and before.points is not None else (0, 0)
    new = after.points if after is not None and after.points is not None else (0, 0)
    parts = [f"{pair_text(t, table, side)} {old[side]} → {new[side]}" for side in (0, 1) if old[side] != new[side]]
    return ", ".join(parts) or "the score stays"


def changes_text(t: Tournament, changes: tuple[ResultChange, ...]) -> str:
    """What taking results in would change, from ``share.preview_results`` or ``merge.result_changes``:
    ``"Taking this in would change hand 3 (Ann & Bob 1 → 2) and add hand 8 (Cy & Di 2)"``; the tables
    are named when there is more than one. Empty changes say so."""
    if not changes:
        return "Taking this in would change nothing: every result in it is here already"
    tables = {change.key[:2] for change in changes}
    parts = []
    for change in changes:
        r, n = change.key[:2]
        table = t.table(r, n)
        at = f" at table {n}" if len(tables) > 1 else ""
        if len(change.key) == 2:
            what = f"the round totals{' at table ' + str(n) if len(tables) > 1 else ''}"
        else:
            what = f"hand {change.key[2]}{at}"
        kind = change.kind
        if kind == "added":
            parts.append(f"add {what} ({_score_change(t, table, None, change.after)})")
        elif kind == "changed":
            parts.append(f"change {what} ({_score_change(t, table, change.before, change.after)})")
        elif kind == "cleared":
            parts.append(f"take {what} off ({_score_change(t, table, change.before, None)})")
        elif kind == "waits":
            parts.append(f"make {what} wait for your decision")
        else:
            parts.append(f"add to {what}'s history (no score changes)")
    listed = ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]
    return f"Taking this in would {listed}"


def closed_results_question(t: Tournament, round_number: int, changes: tuple[ResultChange, ...]) -> str:
    """Asked before results for a closed round come in: what they would change, then the question."""
    if not changes:
        return f"Round {round_number} is closed, and these results change nothing in it: there is nothing to take in."
    return (f"Round {round_number} is closed. {changes_text(t, changes)}. Take it in? The round stays closed and "
            "its scores change.")


def unsealed_question(t: Tournament, reason: ResultsUnsealed, changes: tuple[ResultChange, ...]) -> str:
    """Asked before an unsealed results code comes in: why it is asked, what it would change, the question."""
    if not changes:
        return f"{unsealed_text(reason)} These results change nothing here: there is nothing to take in."
    return f"{unsealed_text(reason)} {changes_text(t, changes)}. Take it in?"


# --- a table's phone: news from the organiser, a closed round, an opponent's confirmation ----------------

PHONE_ROUND_CLOSED = ("The organiser has closed round {round}: this phone records nothing more and sends nothing. "
                      "The hands here stay; show them to the organiser if one is missing.")
"""A table's phone whose round the organiser closed (``TableSheet.closed``): said instead of a form."""


def table_news_text(t: Tournament, table: TournamentTable, news: TableNews) -> str | None:
    """What live sync brought from the organiser's device to a table's phone (``share.table_news``),
    in words; None when nothing it shows changed (history alone is no news)."""
    if not news:
        return None
    said = []
    if news.closed is True:
        said.append(PHONE_ROUND_CLOSED.format(round=t.rounds[-1].number if t.rounds else 1))
    elif news.closed is False:
        said.append("The organiser has reopened this round: hands can be recorded here again.")
    done = []
    if news.added:
        done.append(f"recorded {_hands_list(list(news.added))}")
    if news.changed:
        now = "; ".join(f"hand {n} is now {hand_text(t, table, table.hand(n).current)}" for n in news.changed
                        if table.hand(n) is not None)
        done.append(f"corrected {_hands_list(list(news.changed))} ({now})")
    if done:
        said.append(full_stop("The organiser's device " + " and ".join(done)))
    if news.waiting:
        said.append(f"The organiser's device has {_hands_list(list(news.waiting))} recorded differently: the "
                    "organiser decides which is right; this phone's results stay in force here until then.")
    if news.renamed:
        said.append("Names were updated from the organiser's device.")
    if news.confirm is True:
        said.append("From now on an opponent confirms each hand before it is sent.")
    elif news.confirm is False:
        said.append("Hands are sent without an opponent's confirmation now.")
    return "Live sync: " + " ".join(said)


CONFIRM_SETTING = "An opponent confirms each hand on the table's phone before it is sent"
"""The tournament's setting (``TournamentSettings.confirm``), as its switch is labelled."""


def confirm_setting_text(on: bool) -> str:
    return ("On: at each table, a player of the other pair confirms each hand on the phone before it is sent."
            if on else "Off: hands are sent as soon as they are saved on the table's phone.")


class Confirm(NamedTuple):
    """The question a table's phone asks an opponent before a hand is sent."""

    text: str
    yes: str
    no: str
    side: int
    """The pair asked (0: a & b, 1: c & d): the one the hand gives no points."""


def confirm_request(t: Tournament, table: TournamentTable, number: int, version) -> Confirm:
    """Ask the pair the hand gives no points (the defenders of a made hand, the makers of a euchre,
    the pair that reneged) to confirm it: they have every reason to check it.

    >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> t = t.record_hand(1, 1, makers=0, tricks=4, at="2024-05-03T19:05:00Z")
    >>> confirm_request(t, t.table(1, 1), 1, t.hand(1, 1, 1).current).text
    'Cy or Di, please check hand 1: Ann & Bob made trump, 4 tricks → made, 1. Is it right?'
    """
    a, b = version.points
    side = 0 if a == 0 and b > 0 else 1
    asked = " or ".join(name(t, pid) for pid in table.pairs[side])
    return Confirm(f"{asked}, please check hand {number}: {full_stop(hand_text(t, table, version))} Is it right?",
                   f"Yes, {asked} confirm", "No, change it", side)


# --- the room's rules, and paper beside the screens --------------------------------------------------

def tie_breaks_off_text() -> str:
    """The standings' rules while tie-breaks are off, saying the rule itself (the room has no rulebook)."""
    order = ", then ".join(TIE_BREAK_NAMES[n] for n in DEFAULT_TIE_BREAKS)
    return ("Off: players with equal totals share a place; the total of their round scores alone decides. "
            f"Switched on, equal totals are ordered by {order}.")


COMPASS = ("North", "East", "South", "West")
"""The positions on a table's card, clockwise from the first dealer (``CardSeat.position``)."""


def seat_text(card: TableCard, seat: CardSeat) -> str:
    """``"North: Ann, partner of Bob (South); deals hands 1 and 5"``."""
    partner = next(other for other in card.seats if other.player == seat.partner)
    deals = " and ".join(map(str, seat.deals))
    return (f"{COMPASS[seat.position]}: {isolate(seat.name)}, partner of {isolate(partner.name)} "
            f"({COMPASS[partner.position]}); deals hands {deals}")


def card_title(card: TableCard) -> str:
    """``"Round 2 · Table 3"``."""
    return f"Round {card.round} · Table {card.table}"


def card_pairs_text(card: TableCard) -> str:
    """``"Ann & Bob (North–South) vs Cy & Di (East–West)"``."""
    (a, b), (c, d) = card.pairs
    return (f"{isolate(a)} & {isolate(b)} (North–South) vs {isolate(c)} & {isolate(d)} (East–West)")


def dealer_line_text(card: TableCard, hand: int) -> str:
    """A line of the card's hand list: ``"Hand 3 · Bob deals"``."""
    seat = next(seat for seat in card.seats if seat.player == card.dealers[hand - 1])
    return f"Hand {hand} · {isolate(seat.name)} deals"


def card_byes_text(cards: RoundCards) -> str | None:
    """``"Sitting out round 2: Ed."``, or None when everybody plays."""
    if not cards.byes:
        return None
    return full_stop(f"Sitting out round {cards.round}: {', '.join(isolate(n) for n in cards.byes)}")


TALLY_HEADINGS = {"round": "Round", "table": "Table", "partner": "Partner", "opponents": "Opponents",
                  "points": "Our score", "opponents_points": "Their score", "total": "My total"}
"""A tally card's column headings (``euchre.sheet.cards.TALLY_COLUMNS``)."""


# --- a season across nights, and the roster ------------------------------------------------------------

def season_row_text(row: SeasonRow) -> str:
    """``"1 Ann: 52 over 3 nights, 2.17 a round, best night 21 (Friday)"``."""
    average = "no round played" if row.average is None else f"{row.average:g} a round"
    best = f", best night {row.best_night:g} ({isolate(row.best_night_name)})" if row.best_night is not None else ""
    nights = plural(row.nights, "night")
    return f"{row.place} {isolate(row.name)}: {row.total:g} over {nights}, {average}{best}"


def season_top_three_text(rows: tuple[SeasonRow, ...]) -> str | None:
    """``"Top three of the season: 1 Ann (52), 2= Bob (40), 2= Cy (40)"``; None before any round."""
    top = [row for row in rows if row.top_three]
    if not top:
        return None
    return "Top three of the season: " + ", ".join(f"{row.place} {isolate(row.name)} ({row.total:g})" for row in top)


def roster_name_taken_text(reason: NameTaken, taken: str) -> str:
    """A roster's name refused because ``taken`` (a name already in the roster) looks the same."""
    looks = "" if reason.same else f" (“{isolate(reason.name)}” looks the same)"
    return f"The roster already has “{isolate(taken)}”{looks}. Add an initial to tell them apart."


ROSTER_ADDED = "{name} added to the roster."
ROSTER_REMOVED = "{name} removed from the roster; tournaments they played keep their name."
ROSTER_NOT_IMPORTED = "That file is not a roster that can be read: {error}. The roster here is as it was."
ROSTER_NONE_CHOSEN = "Choose at least one player of the roster to add."


def roster_imported_text(added: int, in_file: int) -> str:
    """What importing a roster file did: ``"2 of the file's 5 players added to the roster."``."""
    if not added:
        return f"The roster already has all {plural(in_file, 'player')} of that file: nothing added."
    return f"{added} of the file's {plural(in_file, 'player')} added to the roster."


def roster_picked_text(names: list[str], playing: int) -> str:
    """``"Ann, Bob added from the roster. 6 playing."`` (with what seating a round still needs)."""
    more = "" if playing >= 4 else f" Add {4 - playing} more to seat a round."
    return f"{', '.join(isolate(n) for n in names)} added from the roster. {playing} playing.{more}"


def season_added_text(name: str, nights: int) -> str:
    return f"“{isolate(name)}” added to the season: {plural(nights, 'night')} in it now."


def season_removed_text(name: str, nights: int) -> str:
    return f"“{isolate(name)}” taken out of the season: {plural(nights, 'night')} in it now."


SEASON_NOT_IMPORTED = "That file is not a season that can be read: {error}. The season here is as it was."


def season_imported_text(name: str, nights: int) -> str:
    """What importing a season file did."""
    return f"The season file “{isolate(name)}” brought {plural(nights, 'night')} into this season."
BOOK_UNREADABLE = ("This device's roster or season could not be read ({error}); it is kept aside with the other "
                   "data that could not be read, and a new one is started.")
BOOK_NOT_KEPT = "The roster or season could not be stored on this device ({problem}); it lasts until the page closes."
