"""What entering a hand or a round's totals says: why something cannot be entered (the model's
reasons in the organiser's words), the questions asked before an unusual entry, and what an action did.

    >>> from euchre.sheet import Tournament
    >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> table = t.table(1, 1)
    >>> hand_problem_text(t, table, t.hand_problem(1, 1, makers=1, tricks=3, alone=0))
    "Ann can't go alone for Cy & Di: Ann sits with Bob."
    >>> totals_problem_text(t, table, t.totals_problem(1, 1, 33, 0))
    "Ann & Bob 33 and Cy & Di 0 can't come from eight hands: at most 32 points go to one side."
"""

from __future__ import annotations

from typing import NamedTuple

from euchre.round import HANDS_PER_ROUND
from euchre.scoring import hand_points
from euchre.sheet import (HandProblem, HandTrouble, NameTaken, ResultsSealBroken,
                          ResultsUnsealed, RoundProblem, RoundTrouble, SeatsChanged,
                          TotalsProblem, TotalsTrouble, Tournament, TournamentTable)
from euchre.sheet.checks import show


from .base import count_word, full_stop, hand_text, isolate, name, pair_text, plural, running_score_text
from .decisions import merge_text, note_text
from .devices import seal_broken_text, unsealed_text


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
    for pair, text in zip(names, texts):
        if not text:
            return f"Enter {pair}'s points for the round (0 if they scored none)."
        if not text.isascii() or not text.isdigit():
            return f"{pair}'s points must be a whole number, such as 11, not “{text[:20]}”."
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
NOTHING_IMPORTED = "Nothing was imported."
TIE_BREAKS_SAVED = "Tie-break order saved."
BYE_RULE_SAVED = "Bye rule saved."
RENAMED = "Tournament renamed."
LINK_COPIED = "Link copied."
NOT_COPIED = "This browser would not copy it: the link is selected, copy it from there."


def tie_breaks_switched_text(on: bool) -> str:
    return "Tie-breaks on: equal totals are put in order." if on else "Tie-breaks off: equal totals share a place."


