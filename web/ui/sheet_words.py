"""The score sheet's addresses and words: which screen an address names, what a saved entry says,
and the questions the record form asks before it stores an unusual hand.

    >>> parse_route("#sheet/fri/round/2/table/3")
    Route(tournament='fri', screen='round', round=2, table=3, code=None)
    >>> route_hash(Route("fri", "standings"))
    '#sheet/fri/standings'

Pure Python with no browser imports, so it is tested in CPython (``tests/ui/test_sheet_words.py``);
``ui.sheet`` puts these strings in the page. Points come from the engine's scoring.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple
from urllib.parse import quote, unquote

from euchre.scoring import hand_points
from euchre.round import HANDS_PER_ROUND
from euchre.sheet import Standings, Tournament, TournamentTable

from .sheet_reasons import TIE_BREAK_NAMES, describe, isolate, pair_text

SCREENS = ("list", "home", "round", "standings", "players", "files", "devices", "device", "join", "results")
"""The sheet's screens: the tournaments on this device, then a tournament's home (its rounds),
one round at one table, the standings, the players, the files and the table devices; on a
table's own phone, that one table ("device"). "join" and "results" are links between devices
(``#sheet/join/<code>``): each does its work and moves on to a screen."""

_NUMBER = re.compile(r"[0-9]{1,4}")


@dataclass(frozen=True)
class Route:
    """A screen of the sheet, as its address names it."""

    tournament: str | None = None
    """The tournament's id; None on the list of tournaments."""
    screen: str = "list"
    """One of :data:`SCREENS`."""
    round: int | None = None
    """On the round screen: which round (its table is ``table``, or the first when None)."""
    table: int | None = None
    code: str | None = None
    """In a link between devices (``#sheet/join/<code>``, ``#sheet/results/<code>``): its code."""


def parse_route(address: str) -> Route:
    """The screen an address such as ``#sheet/<id>/round/2/table/3`` names (the list when unreadable).

    >>> parse_route("#sheet")
    Route(tournament=None, screen='list', round=None, table=None, code=None)
    >>> parse_route("#sheet/fri/players").screen, parse_route("#sheet/fri/round/2").round
    ('players', 2)
    >>> parse_route("#sheet/fri/nonsense").screen        # an unknown screen of a tournament: its home
    'home'
    """
    parts = [part for part in address.lstrip("#").split("/") if part]
    if not parts or parts[0] != "sheet" or len(parts) == 1:
        return Route()
    if parts[1] in ("join", "results") and len(parts) == 3:
        return Route(None, parts[1], code=parts[2])
    tournament, rest = unquote(parts[1]), parts[2:]
    if len(rest) == 1 and rest[0] in ("standings", "players", "files", "devices"):
        return Route(tournament, rest[0])
    if len(rest) == 3 and rest[0] == "device" and _NUMBER.fullmatch(rest[1]) and _NUMBER.fullmatch(rest[2]):
        return Route(tournament, "device", int(rest[1]), int(rest[2]))
    if len(rest) in (2, 4) and rest[0] == "round" and _NUMBER.fullmatch(rest[1]):
        if len(rest) == 2:
            return Route(tournament, "round", int(rest[1]))
        if rest[2] == "table" and _NUMBER.fullmatch(rest[3]):
            return Route(tournament, "round", int(rest[1]), int(rest[3]))
    return Route(tournament, "home")


def route_hash(route: Route) -> str:
    """The address of a screen: the inverse of :func:`parse_route`."""
    if route.screen in ("join", "results") and route.code:
        return f"#sheet/{route.screen}/{route.code}"
    if route.tournament is None or route.screen == "list":
        return "#sheet"
    base = "#sheet/" + quote(route.tournament, safe=":")
    if route.screen == "round" and route.round is not None:
        base += f"/round/{route.round}"
        return base + (f"/table/{route.table}" if route.table is not None else "")
    if route.screen == "device" and route.round is not None and route.table is not None:
        return f"{base}/device/{route.round}/{route.table}"
    if route.screen in ("standings", "players", "files", "devices"):
        return f"{base}/{route.screen}"
    return base


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


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


def saved_text(t: Tournament, table: TournamentTable, number: int, corrected: bool = False) -> str:
    """What a saved entry says next to the form: the hand's points and what comes next."""
    entry = table.hand(number)
    a, b = entry.points if entry is not None else (0, 0)
    done = f"Hand {number} {'corrected' if corrected else 'saved'}: {pair_text(t, table, 0)} {a}, " \
           f"{pair_text(t, table, 1)} {b}."
    upcoming = table.next_hand_number
    if upcoming is None:
        first, second = table.points
        return (f"{done} Table {table.number} has all {HANDS_PER_ROUND} hands: {pair_text(t, table, 0)} {first}, "
                f"{pair_text(t, table, 1)} {second}.")
    if corrected:
        return done
    return f"{done} Next: hand {upcoming}, {t.name_of(table.dealer(upcoming))} deals."


def undone_text(t: Tournament, table: TournamentTable, number: int, before, after) -> str:
    """``"Hand 3 undone: it was Ann & Bob made trump, 4 tricks; now not recorded."``"""
    return (f"Hand {number} undone: it was {describe(t, table, before)}; "
            f"now {describe(t, table, after)}.")


def tie_break_note(t: Tournament, standings: Standings) -> str | None:
    """Where the organiser's tie-breaks decided a place, in words (None when none did)."""
    if not standings.decided:
        return None
    parts = [f"{t.name_of(d.above)} above {t.name_of(d.below)} on {TIE_BREAK_NAMES[d.tie_break]}"
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

def result_text(t: Tournament, table: TournamentTable, version) -> str:
    """``"Ann & Bo made trump, 4 tricks (1–0)"``: a hand's result with its points."""
    if version.kind == "cleared":
        return "not recorded"
    a, b = version.points
    return f"{describe(t, table, version)} ({a}–{b})"


def where_text(t: Tournament, key: tuple[int, int, int]) -> str:
    """``"Hand 3 at table 2"`` (and the round, once there is more than one)."""
    r, n, h = key
    return f"Hand {h} at table {n}" + (f" of round {r}" if len(t.rounds) > 1 else "")


def import_conflict_text(t: Tournament, conflict) -> str:
    """A hand this copy and an imported file recorded differently: what each says (this copy's is kept)."""
    r, n, _ = conflict.key
    table = t.table(r, n)
    return (f"{where_text(t, conflict.key)}: this device has {result_text(t, table, conflict.mine)}; "
            f"the file has {result_text(t, table, conflict.theirs)}. This device's result is kept unless "
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
    """A hand recorded differently here and elsewhere (another tab, a table's phone, a file), neither
    having seen the other's result: the result in force, and the other, waiting."""
    r, n, _ = conflict.key
    table = t.table(r, n)
    entry, other = t.hand(*conflict.key), other_result(t, conflict)
    where = f" on {isolate(other.by)}" if other.by else ""
    return (f"{where_text(t, conflict.key)} was recorded differently here and in another tab or device, neither "
            f"having seen the other's result. In force now: {result_text(t, table, entry.current)}. "
            f"The other{where}: {result_text(t, table, other)}, waiting for your decision.")


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
