"""The score sheet as CSV for a spreadsheet: the standings, every hand recorded, and a season.

    >>> from euchre.sheet import Tournament
    >>> from euchre.sheet.csv import hands_csv, standings_csv
    >>> t = Tournament.new("club-1", "Club night", players=["Ann", "Bob", "Cy", "=Di"], at="2024-05-03T19:00:00Z")
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> t = t.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:04:00Z")
    >>> text = standings_csv(t)
    >>> text[0] == BOM
    True
    >>> print(text[1:].splitlines()[1])
    1,"yes","yes",0,"Ann","yes",1,1,0,1,0,1,0,1
    >>> print(hands_csv(t).splitlines()[1])               # a name like a formula stays text
    1,1,1,"Ann","Ann","Bob","Cy","'=Di","Ann & Bob","no","",3,1,0,"",1,"2024-05-03T19:04:00Z"

Files that open right in a spreadsheet:

- the header row is the first line, with nothing before it;
- the text begins with a byte-order mark (:data:`BOM`), so the UTF-8 file it is saved as is read
  as UTF-8 ("Núñez" stays "Núñez");
- every text cell is in double quotes (numbers are not), so a separator inside a name never
  splits a cell, and a text cell that begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage
  return gets a single quote in front (``'=Di``), so no name ever becomes a formula. That is
  OWASP's advice against CSV injection (https://owasp.org/www-community/attacks/CSV_Injection);
  the quote shows in the cell, and the name is otherwise as entered.
"""

from __future__ import annotations

import csv
import io

from .season import Season
from .tournament import Tournament

__all__ = ["BOM", "standings_csv", "hands_csv", "season_csv"]

BOM = "\ufeff"
"""The byte-order mark each CSV text begins with."""

_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: object) -> object:
    if isinstance(value, str) and value.startswith(_FORMULA):
        return "'" + value
    return "" if value is None else value


def _csv(rows: list[list[object]]) -> str:
    buffer = io.StringIO()
    buffer.write(BOM)
    writer = csv.writer(buffer, lineterminator="\r\n", quoting=csv.QUOTE_NONNUMERIC)
    writer.writerows([[_cell(value) for value in row] for row in rows])
    return buffer.getvalue()


def standings_csv(tournament: Tournament) -> str:
    """The standings as CSV: the header row, then one row per player in order."""
    standings = tournament.standings()
    rows: list[list[object]] = [
        ["Rank", "Tied", "Top three", "Player id", "Name", "Active", "Total", "Table points", "Bye credit",
         "Rounds played", "Byes", "Rounds won", "Lone hands made", "Best round"],
    ]
    for row in standings:
        rows.append([row.rank, "yes" if row.tied else "", "yes" if row.top_three else "", row.player, row.name,
                     "yes" if row.active else "no (left)", row.total, row.points, row.bye_credit, row.rounds_played,
                     row.byes, row.rounds_won, row.lone_hands, row.best_round])
    return _csv(rows)


def hands_csv(tournament: Tournament) -> str:
    """Every recorded hand as CSV: round, table, hand, dealer, seats, makers, alone, tricks, points, renege.

    A table whose round was entered as round totals has a row with ``totals`` in the Hand column and
    the totals as its points (which count while fewer than eight hands are in); hands filled in there
    are listed after it, and fit those totals.
    """
    name = tournament.name_of
    rows: list[list[object]] = [
        ["Round", "Table", "Hand", "Dealer", "A", "B", "C", "D", "Makers", "Alone", "Who", "Tricks",
         "Points A & B", "Points C & D", "Renege", "Revision", "Recorded at"],
    ]
    for rnd in tournament.rounds:
        for table in rnd.tables:
            seats = table.seats

            def pair(side: int | None) -> str:
                return "" if side is None else f"{name(seats[2 * side])} & {name(seats[2 * side + 1])}"
            if table.round_totals is not None:
                ab, cd = table.round_totals
                latest = table.totals[-1]
                rows.append([rnd.number, table.number, "totals", "", *(name(pid) for pid in seats), "", "", "",
                             "", ab, cd, "", latest.revision, latest.at])
            for entry in table.hands:
                version = entry.current
                if not entry.is_recorded:
                    continue
                ab, cd = version.points
                rows.append([rnd.number, table.number, entry.number, name(table.dealer(entry.number)),
                             *(name(pid) for pid in seats), pair(version.makers),
                             "yes" if version.alone is not None else "no",
                             "" if version.alone is None else name(version.alone),
                             "" if version.tricks is None else version.tricks, ab, cd, pair(version.renege),
                             version.revision, version.at])
    return _csv(rows)


def season_csv(season: Season) -> str:
    """A season's standings as CSV: the header row, then one row per player in order.

        >>> from euchre.sheet.season import Night, NightResult
        >>> night = Night("n1", "Friday", "2024-05-03T19:00:00Z", (NightResult("=Ann", 9, 9, 3, 0),))
        >>> print(season_csv(Season("Spring").with_night(night))[1:].splitlines()[1])
        1,"","yes","'=Ann",9,1,3,9,3.0,9,"Friday"
    """
    rows: list[list[object]] = [
        ["Rank", "Tied", "Top three", "Name", "Total", "Nights", "Rounds played", "Table points", "Average a round",
         "Best night", "Best night's tournament"],
    ]
    for row in season.standings():
        rows.append([row.rank, "yes" if row.tied else "", "yes" if row.top_three else "", row.name, row.total,
                     row.nights, row.rounds, row.points, row.average, row.best_night, row.best_night_name])
    return _csv(rows)
