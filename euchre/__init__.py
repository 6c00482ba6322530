"""Euchre as the tournament plays it: Hoyle's rules plus its house rules, as data.

    >>> import random, euchre
    >>> state = euchre.deal(euchre.Rules(), dealer=0, rng=random.Random(1))
    >>> while not state.is_over:
    ...     state = state.apply(state.legal_actions()[-1])
    >>> state.points in euchre.OUTCOMES
    True

Pure standard-library Python: it runs the same in CPython and in the browser
(Pyodide). States are immutable; actions are strings such as ``"order alone"``,
``"call H"``, ``"discard 9C"`` and ``"play JH"`` (:class:`Action` reads one as a value).
``state.why_not(action)`` says, in words, why an action is not legal now.
"""

from .cards import PACK, RANKS, SUITS, card_name, effective_suit
from .errors import (
    EuchreError,
    IllegalActionError,
    InvalidActionError,
    InvalidCardError,
    InvalidDealError,
    InvalidDateError,
    InvalidSeedError,
    InvalidStateError,
    ShareCodeError,
    TournamentError,
)
from .actions import ACTIONS, Action
from .formats import FORMATS, ROUND, TO_TEN, Format
from .hand import Contract, HandState, HandView, Phase, Trick, deal, new_hand, partner
from .round import HANDS_PER_ROUND, HandResult, Round
from .rules import Rules
from .scoring import OUTCOMES, hand_points, renege_points, team_of
from .storage import SCHEMA, dumps, loads
# The score sheet's modules load on first use, so the game starts without them.
_LAZY = {
    **dict.fromkeys(("HandEntry", "HandVersion", "MergeReport", "ScoreCardRow", "Standing", "Standings", "Tournament",
                     "TournamentPlayer", "TournamentRound", "TournamentSettings", "TournamentTable", "dump_tournament",
                     "hands_csv", "load_tournament", "merge_tournaments", "standings_csv"), "sheet"),
    "seating": "schedules",
}

def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'euchre' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


__version__ = "0.1.0"

__all__ = [
    "PACK", "RANKS", "SUITS", "card_name", "effective_suit",
    "EuchreError", "IllegalActionError", "InvalidActionError", "InvalidCardError",
    "InvalidDealError", "InvalidStateError", "InvalidDateError", "InvalidSeedError", "ShareCodeError",
    "FORMATS", "Format", "ROUND", "TO_TEN",
    "ACTIONS", "Action", "Contract", "HandState", "HandView", "Phase", "Trick", "deal", "new_hand", "partner",
    "HANDS_PER_ROUND", "HandResult", "Round",
    "Rules",
    "OUTCOMES", "hand_points", "renege_points", "team_of",
    "SCHEMA", "dumps", "loads",
    "TournamentError",
    "HandEntry", "HandVersion", "ScoreCardRow", "Standing", "Standings", "Tournament", "TournamentPlayer",
    "TournamentRound", "TournamentSettings", "TournamentTable",
    "MergeReport", "dump_tournament", "hands_csv", "load_tournament", "merge_tournaments", "standings_csv",
    "seating",
]
