"""The tournament score sheet: players, rounds, tables, hands and standings, and their stored forms.

    >>> from euchre.sheet import Tournament, dump_tournament, load_tournament
    >>> t = Tournament.new("fri", "Friday night", players=["Ann", "Bob", "Cy", "Di"], at="2024-05-03T19:00:00Z")
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> t = t.record_hand(1, 1, makers=0, tricks=5, at="2024-05-03T19:05:00Z")          # Ann & Bob march
    >>> [(row.place, row.name, row.total) for row in t.standings()]
    [('1=', 'Ann', 2), ('1=', 'Bob', 2), ('3=', 'Cy', 0), ('3=', 'Di', 0)]
    >>> load_tournament(dump_tournament(t)) == t
    True

The package's modules import one way, each only from those above it in this list:

- :mod:`euchre.sheet.values`: the value types (hand versions, round totals, players, settings,
  tables, rounds) and the checks every layer shares;
- :mod:`euchre.sheet.standings`: the standings and score cards, from players, rounds and settings;
- :mod:`euchre.sheet.seating`: seating the next round from :mod:`euchre.schedules`, and who has
  partnered whom;
- :mod:`euchre.sheet.tournament`: :class:`Tournament`, the immutable sheet and its commands;
- :mod:`euchre.sheet.format` (the stored JSON, its schema and migrations), :mod:`euchre.sheet.merge`
  (two copies of one tournament) and :mod:`euchre.sheet.csv` (the spreadsheet export);
- :mod:`euchre.sheet.share`: one table's round carried to its own device and back as a code;
- :mod:`euchre.sheet.shortcuts`: ``t.dumps()``, ``t.merge(...)`` and the like, for older callers.

``euchre.tournament``, ``euchre.sheet_format`` and ``euchre.sheet_share`` re-export the same
names for code written against the one-module sheet.
"""

from . import shortcuts as _shortcuts  # noqa: F401  (adds Tournament.dumps and the rest)
from .csv import hands_csv, standings_csv
from .format import FORMAT, MIGRATIONS, dump_tournament, from_document, load_tournament, migrate, to_document
from .merge import MergeConflict, MergeReport, merge_tournaments
from .seating import RepeatedPair
from .share import CodeError, TableSheet
from .standings import ScoreCardRow, Standing, Standings, TieBreak
from .tournament import Tournament
from .values import (
    BYE_RULES,
    DEFAULT_TIE_BREAKS,
    HAND_RESULTS,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MAX_ROUNDS,
    MAX_VERSIONS,
    REACHABLE,
    ROUND_RESULTS,
    TIE_BREAKS,
    HandEntry,
    HandVersion,
    HistoryLine,
    TotalsVersion,
    TournamentPlayer,
    TournamentRound,
    TournamentSettings,
    TournamentTable,
    totals_problem,
)

__all__ = [
    "Tournament",
    "TournamentSettings",
    "TournamentPlayer",
    "TournamentRound",
    "TournamentTable",
    "HandEntry",
    "HandVersion",
    "TotalsVersion",
    "HistoryLine",
    "Standing",
    "Standings",
    "TieBreak",
    "ScoreCardRow",
    "RepeatedPair",
    "BYE_RULES",
    "TIE_BREAKS",
    "DEFAULT_TIE_BREAKS",
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "MAX_ROUNDS",
    "MAX_VERSIONS",
    "HAND_RESULTS",
    "REACHABLE",
    "ROUND_RESULTS",
    "totals_problem",
    "FORMAT",
    "MIGRATIONS",
    "to_document",
    "from_document",
    "dump_tournament",
    "load_tournament",
    "migrate",
    "MergeConflict",
    "MergeReport",
    "merge_tournaments",
    "standings_csv",
    "hands_csv",
    "TableSheet",
    "CodeError",
]
