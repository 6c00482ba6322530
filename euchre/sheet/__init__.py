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

- :mod:`~euchre.sheet.limits` (every bound), :mod:`~euchre.sheet.reasons` (why something is
  refused, as values), :mod:`~euchre.sheet.checks` (the checks every layer shares),
  :mod:`~euchre.sheet.names` (players' names), :mod:`~euchre.sheet.totals` (what eight hands
  can add up to), :mod:`~euchre.sheet.history` (a result's versions, and how two copies' come
  together), :mod:`~euchre.sheet.keys` (the tournament's secret, each table's key, the seal on
  a results code);
- :mod:`~euchre.sheet.values`: the value types, from a hand's versions up to a round;
- :mod:`~euchre.sheet.standings` (standings and score cards) and :mod:`~euchre.sheet.next_round`
  (seating the next round at its tables from :mod:`euchre.schedules`);
- :mod:`~euchre.sheet.tournament`: :class:`Tournament`, the immutable sheet and its commands;
  beside it :mod:`~euchre.sheet.cards` (table cards and tally cards for paper),
  :mod:`~euchre.sheet.roster` (the players a device knows) and :mod:`~euchre.sheet.season`
  (nights added into a season's standings);
- on top, the forms: :mod:`~euchre.sheet.format` (the stored JSON, its schema and migrations),
  :mod:`~euchre.sheet.merge` (two copies of one tournament), :mod:`~euchre.sheet.csv` (the
  spreadsheet export), :mod:`~euchre.sheet.share` (one table's round carried to its own device
  and back as a code), the replication documents (:mod:`~euchre.sheet.sync_docs`,
  :mod:`~euchre.sheet.sync_access`) and the roster's and season's files
  (:mod:`~euchre.sheet.season_format`).
"""

from .cards import RoundCards, TableCard, TallyCard, round_cards, table_card, tally_card
from .csv import BOM, hands_csv, season_csv, standings_csv
from .keys import new_secret, secured
from .format import FORMAT, MIGRATIONS, SCHEMA, dump_tournament, from_document, load_tournament, migrate, to_document
from .limits import MAX_LABEL_LENGTH, MAX_NAME_LENGTH, MAX_PLAYERS, MAX_ROUNDS, MAX_VERSIONS
from .merge import MergeReport, ResultChange, merge_tournaments, result_changes
from .next_round import RepeatedPair
from .reasons import (ClosedDiffers, ClosedRound, HandProblem, HandTrouble, LineFull, MergeNote, NameDiffers,
                      NamesLookAlike, NameTaken, Refusal, ResultsSealBroken, ResultsUnsealed, RoundProblem,
                      RoundTrouble, SeatsChanged, SeatsDiffer, SettingsDiffer, TableClash, TotalsMismatch,
                      TotalsProblem, TotalsTrouble)
from .roster import Roster, RosterPlayer
from .season import Night, NightResult, Season, SeasonRow
from .season_format import dump_roster, dump_season, load_roster, load_season
from .share import CodeError, Seal, TableNews, TableSheet
from .standings import ScoreCardRow, Standing, Standings, TieBreak
from .totals import HAND_RESULTS, REACHABLE, ROUND_RESULTS, totals_problem
from .tournament import Tournament
from .values import (BYE_RULES, DEFAULT_TIE_BREAKS, EVENTS, TIE_BREAKS, HandEntry, HandVersion, HistoryLine,
                     MergeConflict, TotalsConflict, TotalsVersion, TournamentPlayer, TournamentRound,
                     TournamentSettings, TournamentTable)

__all__ = [
    "Tournament", "TournamentSettings", "TournamentPlayer", "TournamentRound", "TournamentTable",
    "HandEntry", "HandVersion", "TotalsVersion", "HistoryLine", "MergeConflict", "TotalsConflict",
    "Standing", "Standings", "TieBreak", "ScoreCardRow", "RepeatedPair",
    "BYE_RULES", "TIE_BREAKS", "DEFAULT_TIE_BREAKS", "EVENTS",
    "MAX_NAME_LENGTH", "MAX_LABEL_LENGTH", "MAX_PLAYERS", "MAX_ROUNDS", "MAX_VERSIONS",
    "HAND_RESULTS", "REACHABLE", "ROUND_RESULTS", "totals_problem",
    "Refusal", "TotalsTrouble", "TotalsProblem", "HandTrouble", "HandProblem", "RoundTrouble", "RoundProblem",
    "NameTaken", "SeatsChanged", "MergeNote", "NamesLookAlike", "NameDiffers", "SettingsDiffer", "TableClash",
    "SeatsDiffer", "ClosedDiffers", "TotalsMismatch", "LineFull", "ClosedRound", "ResultsSealBroken",
    "ResultsUnsealed",
    "FORMAT", "SCHEMA", "MIGRATIONS", "to_document", "from_document", "dump_tournament", "load_tournament", "migrate",
    "MergeReport", "merge_tournaments", "ResultChange", "result_changes",
    "BOM", "standings_csv", "hands_csv", "season_csv",
    "TableSheet", "CodeError", "Seal", "TableNews", "new_secret", "secured",
    "TableCard", "RoundCards", "TallyCard", "table_card", "round_cards", "tally_card",
    "Roster", "RosterPlayer", "Night", "NightResult", "Season", "SeasonRow",
    "dump_roster", "load_roster", "dump_season", "load_season",
]
