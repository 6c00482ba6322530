"""Why the score sheet refuses something, or what it wants a person to look at, as values.

    >>> from euchre.sheet import Tournament
    >>> from euchre.sheet.reasons import HandTrouble
    >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> problem = t.hand_problem(1, 1, makers=1, tricks=3, alone=0)
    >>> problem.trouble is HandTrouble.LONER_NOT_A_MAKER, problem.player, problem.side, problem.partner
    (True, 0, 1, 1)

The model says what is wrong with names and numbers, never in sentences: each reason is a small
immutable value (a kind from an enum and the data it needs: player ids, pairs, scores). The page
puts them in its own words (``web/ui/sheet_reasons.py``), with the players' names. Exceptions
keep a message for whoever reads a log or a refused file; a :class:`Refusal` also carries its
reason for the page.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from ..errors import TournamentError

__all__ = ["Refusal", "TotalsTrouble", "TotalsProblem", "HandTrouble", "HandProblem", "RoundTrouble",
           "RoundProblem", "NameTaken", "SeatsChanged", "ResultsSealBroken", "ResultsUnsealed", "NamesLookAlike",
           "NameDiffers", "SettingsDiffer", "TableClash", "SeatsDiffer", "ClosedDiffers", "TotalsMismatch", "LineFull",
           "ClosedRound", "MergeNote"]


class Refusal(TournamentError):
    """A command refused for a reason the page puts in words: :attr:`reason` holds it as a value."""

    def __init__(self, message: str, reason: object) -> None:
        super().__init__(message)
        self.reason = reason


# --- round totals ---------------------------------------------------------------------------------

class TotalsTrouble(enum.Enum):
    """Why two numbers cannot be a table's round totals."""

    NOT_TWO_SCORES = "not two scores"
    """Not a pair of numbers at all."""
    NOT_A_SCORE = "not a score"
    """One pair's (:attr:`TotalsProblem.side`) is not a whole number, 0 or more."""
    TOO_MANY_FOR_ONE_SIDE = "too many for one side"
    """More than :attr:`TotalsProblem.limit` points for one side (eight hands at their most)."""
    TOO_MANY_TOGETHER = "too many together"
    """The two together are more than :attr:`TotalsProblem.limit`."""
    TOO_FEW_TOGETHER = "too few together"
    """The two together are fewer than :attr:`TotalsProblem.limit` (each hand gives someone a point)."""
    NO_HANDS_MAKE_IT = "no hands make it"
    """Within the limits, but no eight hands add up to it."""
    HANDS_GIVE_OTHER = "hands give other"
    """All eight hands are recorded and give :attr:`TotalsProblem.hands`, not these totals."""
    REST_CANNOT_REACH = "rest cannot reach"
    """The :attr:`TotalsProblem.recorded` hands recorded give :attr:`TotalsProblem.hands`; the
    other hands cannot make up the rest."""


class TotalsProblem(NamedTuple):
    """Why ``totals`` cannot be a table's round totals (see :class:`TotalsTrouble`)."""

    trouble: TotalsTrouble
    totals: object
    """(a & b's, c & d's) as given."""
    side: int | None = None
    """The pair (0: a & b, 1: c & d) whose score is not a score."""
    limit: int | None = None
    """The most (or fewest) points the trouble is about."""
    hands: tuple[int, int] = (0, 0)
    """What the hands recorded at the table give (a & b, c & d)."""
    recorded: int = 0
    """How many hands are recorded there."""


# --- one hand's result ---------------------------------------------------------------------------

class HandTrouble(enum.Enum):
    """Why a result cannot be entered at a table."""

    NO_RENEGE_PAIR = "no renege pair"
    """A renege without the pair that reneged."""
    NO_MAKERS = "no makers"
    """Nobody chosen as the pair that made trump."""
    NO_TRICKS = "no tricks"
    """The makers (:attr:`HandProblem.side`) chosen, their tricks not."""
    LONER_AWAY = "loner away"
    """The lone player (:attr:`HandProblem.player`) does not sit at this table."""
    LONER_WITHOUT_MAKERS = "loner without makers"
    """Someone went alone (:attr:`HandProblem.player`, of pair :attr:`HandProblem.side`), no makers chosen."""
    LONER_NOT_A_MAKER = "loner not a maker"
    """The lone player sits with :attr:`HandProblem.partner`, not in the makers' pair (:attr:`HandProblem.side`)."""
    MALFORMED = "malformed"
    """A value no form gives (the check's words in :attr:`HandProblem.detail`, for a log)."""
    DOES_NOT_FIT = "does not fit"
    """With this result hand :attr:`HandProblem.hand` would not fit the round totals
    (:attr:`HandProblem.totals`); :attr:`HandProblem.fit` says why."""


class HandProblem(NamedTuple):
    """Why a result cannot be entered (see :class:`HandTrouble`)."""

    trouble: HandTrouble
    player: int | None = None
    side: int | None = None
    """A pair: 0 for a & b, 1 for c & d."""
    partner: int | None = None
    hand: int | None = None
    totals: tuple[int, int] | None = None
    fit: TotalsProblem | None = None
    detail: str | None = None


# --- the next round --------------------------------------------------------------------------------

class RoundTrouble(enum.Enum):
    """Why the next round cannot be seated now."""

    TOO_FEW_PLAYERS = "too few players"
    """Fewer than four players are active."""
    TOO_MANY_ROUNDS = "too many rounds"
    """The tournament has its most rounds (:attr:`RoundProblem.limit`)."""
    TABLES_STILL_PLAYING = "tables still playing"
    """Round :attr:`RoundProblem.round` is open and a table in it has not finished."""


class RoundProblem(NamedTuple):
    trouble: RoundTrouble
    round: int | None = None
    limit: int | None = None


# --- players ---------------------------------------------------------------------------------------

class NameTaken(NamedTuple):
    """A name that could not be told apart from a player's already there."""

    player: int
    """The player already called so (id)."""
    name: str
    """The name that was refused."""
    same: bool
    """The very same letters (any case); otherwise it only looks the same."""


class ResultsSealBroken(NamedTuple):
    """A table's results code whose seal does not fit: changed after the table's phone made it, or
    made for another tournament. Nothing was merged."""

    round: int
    table: int


class ResultsUnsealed(NamedTuple):
    """A table's results code without a seal (made by a phone invited before results codes were
    sealed), or one this copy cannot check (it has no secret): taken in only when the organiser
    says so. Nothing was merged."""

    round: int
    table: int
    unchecked: bool = False
    """The code has a seal, but this copy has no secret to check it with."""


class SeatsChanged(NamedTuple):
    """A table's results for seats the table no longer has here: nothing was merged."""

    round: int
    table: int
    seats: tuple[int, int, int, int]
    """The seats (a, b, c, d) the table's device was invited with."""


# --- what a merge notes besides its changes --------------------------------------------------------

class NamesLookAlike(NamedTuple):
    """Two players (ids) whose names look the same now that both copies' players are together."""

    first: int
    second: int


class NameDiffers(NamedTuple):
    """The other copy names the tournament differently; this copy's name is kept."""

    theirs: str


class SettingsDiffer(NamedTuple):
    """The other copy's settings differ; this copy's are kept."""


class TableClash(NamedTuple):
    """The other copy's table seats players who sit at another table here: it was not merged."""

    round: int
    table: int
    players: tuple[int, ...]


class SeatsDiffer(NamedTuple):
    """The copies seat different players at this table: this copy's seats are kept and the other
    copy's hands there were not merged."""

    round: int
    table: int


class ClosedDiffers(NamedTuple):
    """The round is closed in one copy and open in the other; this copy's status is kept."""

    round: int
    closed_here: bool


class TotalsMismatch(NamedTuple):
    """After the merge the hands recorded at this table do not add up to its round totals."""

    round: int
    table: int


class LineFull(NamedTuple):
    """The other copy's result could not come in: results already waiting for a decision fill the
    line (:data:`euchre.sheet.history.MAX_WAITING`). Decide those first, then merge again."""

    key: tuple[int, ...]
    """(round, table, hand), or (round, table) for round totals."""


MergeNote = NamesLookAlike | NameDiffers | SettingsDiffer | TableClash | SeatsDiffer | ClosedDiffers \
    | TotalsMismatch | LineFull
"""Anything :attr:`euchre.sheet.merge.MergeReport.notes` holds."""


class ClosedRound(NamedTuple):
    """A round closed here in which the other copy has something new: nothing was taken in without
    asking. Merge again with the round in ``into_closed`` to take it in (it stays closed)."""

    round: int
    hands: tuple[tuple[int, int, int], ...]
    """(round, table, hand) that would be added, changed, gain history or wait for a decision."""
    totals: tuple[tuple[int, int], ...]
    """(round, table) whose round totals would change or wait."""
    tables: tuple[tuple[int, int], ...] = ()
    """(round, table) seated only in the other copy."""
