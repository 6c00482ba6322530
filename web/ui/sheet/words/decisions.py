"""What a merge asks the organiser to look at, results that wait for a decision, and the data
that could not be read and is kept aside.

    text = conflict_result_text(t, conflict, version)   # one version of a result that waits
"""

from __future__ import annotations


from euchre.sheet import (ClosedDiffers, LineFull, NameDiffers, NamesLookAlike, SeatsDiffer,
                          SettingsDiffer, TableClash, TotalsMismatch, Tournament)


from .base import count_of, full_stop, hand_text, isolate, name, totals_text


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


