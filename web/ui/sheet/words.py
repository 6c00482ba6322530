"""Everything the score sheet says, in one place: what an action did, what a screen shows, the
questions asked before an unusual entry, and the model's reasons in the organiser's words.

    >>> plural(1, "hand"), plural(3, "table")
    ('1 hand', '3 tables')

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
from euchre.sheet import Standings, Tournament, TournamentTable


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def pair_text(t: Tournament, table: TournamentTable, side: int) -> str:
    """``"Ann & Bob"``: the pair on ``side`` (0 for a & b, 1 for c & d)."""
    return " & ".join(isolate(t.name_of(pid)) for pid in table.pairs[side])


def isolate(name: str) -> str:
    """A name written right to left kept apart from the words around it (Unicode's first-strong
    isolate), so "Ann & <an Arabic name> vs Cy & Di" reads in the right order; other names as they are.

    >>> isolate("Ann"), isolate("\u0633\u0627\u0631\u0627") == "\u2068\u0633\u0627\u0631\u0627\u2069"
    ('Ann', True)
    """
    if any(unicodedata.bidirectional(c) in ("R", "AL") for c in name):
        return f"\u2068{name}\u2069"
    return name


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
    return f"{t.describe(version, table.seats)} → {outcome_text(t, table, version)}"


def running_score_text(t: Tournament, table: TournamentTable) -> str:
    """``"Ann & Bob 5, Cy & Di 3"``: the table's round so far."""
    a, b = table.points
    return f"{pair_text(t, table, 0)} {a}, {pair_text(t, table, 1)} {b}"


def saved_text(t: Tournament, table: TournamentTable, number: int, corrected: bool = False) -> str:
    """What a saved entry says next to the form: the hand and its points, then, apart, the round's
    score so far, and what comes next."""
    entry = table.hand(number)
    done = f"Hand {number} {'corrected' if corrected else 'saved'}: {hand_text(t, table, entry.current)}."
    upcoming = table.next_hand_number
    if upcoming is None:
        return f"{done} Table {table.number} has all {HANDS_PER_ROUND} hands. Round total: {running_score_text(t, table)}."
    said = f"{done} Round so far: {running_score_text(t, table)}."
    if corrected:
        return said
    return f"{said} Next: hand {upcoming}, {t.name_of(table.dealer(upcoming))} deals."


def undone_text(t: Tournament, table: TournamentTable, number: int, before, after) -> str:
    """``"Hand 3 undone: it was Ann & Bob made trump, 4 tricks → made, 1; now not recorded."``"""
    return f"Hand {number} undone: it was {hand_text(t, table, before)}; now {hand_text(t, table, after)}."


def totals_only_text(t: Tournament, table: TournamentTable, closed: bool = False) -> str:
    """A table whose round was entered as round totals, with no hand entered one by one."""
    a, b = table.round_totals
    later = "" if closed else "; they can still be, and must then add up to the totals"
    return (f"Entered as round totals: {pair_text(t, table, 0)} {a}, {pair_text(t, table, 1)} {b}. The "
            f"{HANDS_PER_ROUND} hands were not entered one by one{later}.")


NAME_TAKEN = "{name} is already playing: add an initial to tell the two apart (such as “{name} B.”)."


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
    parts = [f"{t.name_of(d.above)} above {t.name_of(d.below)} on {d.text}" for d in standings.decided]
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


def import_conflict_text(t: Tournament, conflict) -> str:
    """A hand this copy and an imported file recorded differently: what each says (this copy's is kept)."""
    r, n, _ = conflict.key
    table = t.table(r, n)
    return (f"{where_text(t, conflict.key)}: this device has {hand_text(t, table, conflict.mine)}; "
            f"the file has {hand_text(t, table, conflict.theirs)}. This device's result is kept unless "
            f"you choose the file's.")


def other_result(t: Tournament, conflict):
    """Of a hand's two results recorded in two tabs at once, the one not in force now (None if it is gone)."""
    entry = t.hand(*conflict.key)
    if entry is None:
        return None
    now = entry.current.content
    for version in (conflict.theirs, conflict.mine):
        if version.content != now:
            return version
    return None


def tab_conflict_text(t: Tournament, conflict) -> str:
    """A hand two tabs recorded differently at the same moment: the result in force, and the other."""
    r, n, _ = conflict.key
    table = t.table(r, n)
    entry, other = t.hand(*conflict.key), other_result(t, conflict)
    return (f"{where_text(t, conflict.key)} was recorded differently in two tabs at the same moment. "
            f"In force now: {hand_text(t, table, entry.current)}. The other: {hand_text(t, table, other)}, "
            f"kept in the hand's history.")


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

def refusal_text(error: Exception) -> str:
    """A refusal from the model as a sentence: capital first letter, a full stop at the end."""
    text = str(error).strip()
    if not text:
        return "That could not be done."
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "?", "!")) else text + "."


CREATED = "Tournament “{name}” created. Add the players."


def player_added_text(name: str, playing: int) -> str:
    more = "" if playing >= 4 else f" Add {4 - playing} more to seat a round."
    return f"{name} added: {playing} playing.{more}"


def seats_changed_text(t: Tournament, table: TournamentTable) -> str:
    return f"Seats changed: {pair_text(t, table, 0)} vs {pair_text(t, table, 1)}."


def round_seated_text(t: Tournament, rnd) -> str:
    byes = f" Sitting out: {', '.join(t.name_of(p) for p in rnd.byes)}." if rnd.byes else ""
    return f"Round {rnd.number} seated at {plural(len(rnd.tables), 'table')}.{byes}"


def carried_over_text(t: Tournament, table: TournamentTable, number: int) -> str:
    """Hand ``number`` was recorded in another tab while this tab's form was being filled."""
    return (f"Hand {number} at table {table.number} was recorded in another tab meanwhile: "
            f"{hand_text(t, table, table.hand(number).current)}. What you entered is in this correction form: "
            f"press Save correction if yours is right, or Cancel to keep the other.")


def choose_renege_text(t: Tournament, table: TournamentTable) -> str:
    return f"Choose the pair that reneged: {pair_text(t, table, 0)} or {pair_text(t, table, 1)}."


def redone_text(t: Tournament, table: TournamentTable, number: int) -> str:
    return f"Hand {number} is back: {hand_text(t, table, table.hand(number).current)}."


def cleared_totals_text(t: Tournament, table: TournamentTable) -> str:
    return (f"Round totals cleared at table {table.number} (kept in its history): "
            f"{pair_text(t, table, 0)} {table.points[0]}, {pair_text(t, table, 1)} {table.points[1]} from the "
            "hands recorded.")


def kept_deleted_text(count: int) -> str:
    return f"The kept data was deleted ({plural(count, 'piece')}). No tournament was touched."


def import_merged_text(report) -> str:
    """What merging an imported file did, with the hands it recorded differently."""
    text = merge_text(report)
    if report.conflicts:
        count = len(report.conflicts)
        text += (f" {count} hand{'s are' if count != 1 else ' is'} recorded differently in the file: this "
                 "device's results are kept; choose below.")
    return text


def file_taken_text(t: Tournament, key: tuple[int, int, int], settled: bool) -> str:
    table = t.table(key[0], key[1])
    said = (f"{where_text(t, key)}: the file's result is now in force "
            f"({hand_text(t, table, t.hand(*key).current)}); this device's is in its history.")
    return said + (" Every hand is settled." if settled else "")


def file_refused_text(t: Tournament, key: tuple[int, int, int], settled: bool) -> str:
    table = t.table(key[0], key[1])
    said = f"{where_text(t, key)}: kept as this device has it ({hand_text(t, table, t.hand(*key).current)})."
    return said + (" Every hand is settled." if settled else "")


def tab_kept_text(t: Tournament, key: tuple[int, int, int]) -> str:
    return f"{where_text(t, key)} stays {hand_text(t, t.table(key[0], key[1]), t.hand(*key).current)}."


def tab_taken_text(t: Tournament, key: tuple[int, int, int]) -> str:
    return f"{where_text(t, key)} is now {hand_text(t, t.table(key[0], key[1]), t.hand(*key).current)}."


def decided_results_text(hand: int, table: int, take_theirs: bool, settled: bool) -> str:
    said = (f"Hand {hand} at table {table}: the table's result is now current." if take_theirs else
            f"Hand {hand} at table {table}: kept as entered here.")
    return said + (" Every hand is settled." if settled else "")


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
LOST_ENTRY = ("What you were entering for hand {hand} at table {table} was not kept: that hand was recorded in "
              "another tab. Check it in the table's hands.")
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
