"""The score sheet's model under its first name: the same names as :mod:`euchre.sheet`.

    >>> from euchre.tournament import Tournament
    >>> import euchre.sheet
    >>> Tournament is euchre.sheet.Tournament
    True

The sheet is now the package :mod:`euchre.sheet` (value types and checks, standings, seating, the
tournament's commands, then the stored format, merging and CSV on top). This module re-exports
the names ``euchre.tournament`` always had, so code written against it keeps working; new code
imports from :mod:`euchre.sheet`.
"""

from __future__ import annotations

from .sheet.seating import RepeatedPair
from .sheet.standings import ScoreCardRow, Standing, Standings, TieBreak
from .sheet.tournament import Tournament
from .sheet.values import (
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
from .sheet.values import (  # noqa: F401  (importable from here as before: the limits and checks)
    MAX_ID_LENGTH,
    MAX_PLAYER_ID,
    MAX_REVISION,
    MAX_TABLE_NUMBER,
    MAX_TIME_LENGTH,
    PAIRS,
    id_problem,
    int_problem,
    is_int,
    name_problem,
    show,
    time_problem,
    version_problem,
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
]

