"""The score sheet's reasons and results in words: what the model says as values, phrased for a person.

    >>> from euchre.sheet import Tournament
    >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> table = t.table(1, 1)
    >>> hand_problem_text(t, table, t.hand_problem(1, 1, makers=1, tricks=3, alone=0))
    "Ann can't go alone for Cy & Di: Ann sits with Bob."
    >>> totals_problem_text(t, table, t.totals_problem(1, 1, 33, 0))
    "Ann & Bob 33 and Cy & Di 0 can't come from eight hands: at most 32 points go to one side."

The model (``euchre.sheet``) returns reasons as small values with names and numbers
(``euchre.sheet.reasons``); every sentence the page shows about them is made here, from those
values and the players' names. Pure functions, no browser imports: tested in CPython. Names are
text, never markup, and a name written right to left is kept apart from the words around it.
"""

from __future__ import annotations

import unicodedata

from euchre.round import HANDS_PER_ROUND
from euchre.sheet import (ClosedDiffers, ClosedRound, HandProblem, HandTrouble, HistoryLine, LineFull, NameDiffers,
                          NamesLookAlike, NameTaken, RoundProblem, RoundTrouble, SeatsChanged, SeatsDiffer,
                          SettingsDiffer, TableClash, TotalsMismatch, TotalsProblem, TotalsTrouble, TotalsVersion,
                          Tournament, TournamentTable)
from euchre.sheet.checks import show

__all__ = ["isolate", "pair_text", "describe", "history_text", "hand_problem_text", "totals_problem_text",
           "next_round_text", "name_taken_text", "seats_changed_text", "note_text", "closed_round_text",
           "BYE_RULE_TEXTS", "TIE_BREAK_NAMES", "bye_rule_text", "tie_break_text"]

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


def history_text(t: Tournament, table: TournamentTable, line: HistoryLine) -> str:
    """One line of a hand's (or round totals') history: ``"2024-05-03 19:05: recorded: ..."``, the
    result before and after, where it was entered when that is known, and a decision as one."""
    words = totals_text if isinstance(line.after, TotalsVersion) else describe
    after = words(t, table, line.after)
    if line.after.decided:
        text = f"decided: {after}"
    elif line.before is None:
        text = ("entered: " if isinstance(line.after, TotalsVersion) else "recorded: ") + after
    else:
        text = f"{words(t, table, line.before)} -> {after}"
    where = f" (on {isolate(line.after.by)})" if line.after.by else ""
    return f"{line.at[:19].replace('T', ' ')}: {text}{where}"


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
        return f"Choose the pair that reneged: {pair_text(t, table, 0)} or {pair_text(t, table, 1)}."
    if trouble is HandTrouble.NO_MAKERS:
        return f"Choose which pair made trump: {pair_text(t, table, 0)} or {pair_text(t, table, 1)}."
    if trouble is HandTrouble.NO_TRICKS:
        return f"Choose how many tricks {pair_text(t, table, problem.side)} took (0 to 5)."
    who = name(t, problem.player)
    if trouble is HandTrouble.LONER_AWAY:
        return f"{who} is not at this table."
    if trouble is HandTrouble.LONER_WITHOUT_MAKERS:
        return (f"{who} went alone: choose which pair made trump ({pair_text(t, table, problem.side)}, "
                f"if it was {who}'s).")
    if trouble is HandTrouble.LONER_NOT_A_MAKER:
        return (f"{who} can't go alone for {pair_text(t, table, problem.side)}: {who} sits with "
                f"{name(t, problem.partner)}.")
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
