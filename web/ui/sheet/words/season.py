"""A season across nights and the roster, in words.

    text = season_top_three_text(season.standings())
"""

from __future__ import annotations


from euchre.sheet import (NameTaken, SeasonRow)


from .base import isolate, plural


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
