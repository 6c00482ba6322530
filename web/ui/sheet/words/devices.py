"""Devices, in words: storage, other tabs and links between devices; live sync with a server;
results codes (sealed, unsealed, and what taking one in would change); a table's phone (news from
the organiser, a closed round, an opponent's confirmation).

    text = table_news_text(t, table, news)
"""

from __future__ import annotations

from typing import NamedTuple

from euchre.round import HANDS_PER_ROUND
from euchre.sheet import (ResultChange, ResultsSealBroken,
                          ResultsUnsealed, TableNews, Tournament, TournamentTable)


from ..sync_status import SyncStatus
from .base import full_stop, hand_text, name, pair_text, plural


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
HELD_WHILE_ENTERING = ("The organiser's device has new results for table {table}. What you entered here is kept: "
                       "record it, and they come in after it (a hand entered differently there waits for the "
                       "organiser's decision).")
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
    SyncStatus.CONNECTING: "Live sync: connecting to the server…",
    SyncStatus.SYNCING: "Live sync: sending and receiving…",
    SyncStatus.UPTODATE: "Live sync: up to date.",
    SyncStatus.OFFLINE: ("Live sync: offline, catching up when the server can be reached again. Everything is "
                         "kept here."),
    SyncStatus.REFUSED: ("Live sync: the server refused the password. Nothing is sent until it is right: type the "
                         "organiser's password again under Table devices, Live sync."),
    SyncStatus.MISSING: ("Live sync: the server has no database for this tournament: set it up with "
                         "tools/couch_setup.py (docs/SYNC.md)."),
    SyncStatus.OTHER: "Live sync: {detail}. Nothing was sent or taken in.",
    SyncStatus.DENIED: "Live sync: the server refused a result: {detail}",
    SyncStatus.NOSTORE: ("Live sync: this browser would not open its sync database, so nothing is sent from here. "
                         "Everything is kept on this device; bring results by QR code."),
}
"""What each status a sync line shows says (``{detail}`` from the server or the sheet): every one but
``SyncStatus.IDENTITY``, which is never shown (``tests/ui/test_sheet_words.py`` checks)."""
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


def sync_status_text(status: SyncStatus, detail: str = "", role: str = "organiser") -> str:
    """The status line of a live sync link, in plain words."""
    if status is SyncStatus.REFUSED and role == "table":
        return SYNC_REFUSED_TABLE
    if status is SyncStatus.REFUSED and role == "screen":
        return SYNC_REFUSED_SCREEN
    return SYNC_STATUS[status].format(detail=detail or "?")


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


