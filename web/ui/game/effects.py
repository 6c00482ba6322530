"""What the game page's update asks the page to do, as values (``ui.game.work`` does them). Pure
Python, tested in CPython."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..kit.vdom import Look

if TYPE_CHECKING:
    from euchre.daily import Days
    from euchre.game import Game
    from euchre.stats import Stats

    from .evaluations import Evaluations
    from .state import Prefs, Step

@dataclass(frozen=True)
class SaveGame:
    game: Game


@dataclass(frozen=True)
class SaveStats:
    stats: Stats


@dataclass(frozen=True)
class SavePrefs:
    prefs: Prefs


@dataclass(frozen=True)
class SaveDays:
    days: Days


@dataclass(frozen=True)
class ExpertDay:
    """Ask the worker for a piece of the expert's own play of a day (a ``daily_expert`` request)."""

    request: dict


@dataclass(frozen=True)
class ReplayShared:
    """Ask the worker to replay a piece of a shared day (a ``daily_replay`` request)."""

    request: dict


@dataclass(frozen=True)
class SaveCoach:
    evaluations: Evaluations


@dataclass(frozen=True)
class Think:
    """Let the computer seat at ``step`` move after ``pause`` seconds (once the deal has landed)."""

    step: Step
    game: Game
    level: str
    table: dict
    pause: float


@dataclass(frozen=True)
class PlayForced:
    step: Step
    action: str
    pause: float


@dataclass(frozen=True)
class Gather:
    step: Step
    winner: int
    pause: float


@dataclass(frozen=True)
class Evaluate:
    """Ask the expert to evaluate one decision (``ui.game.evaluations.Ask``)."""

    ask: Any


@dataclass(frozen=True)
class StopTurns:
    """Drop the computer move being worked out."""


@dataclass(frozen=True)
class StartExpert:
    restart: bool = False


@dataclass(frozen=True)
class DownloadBackups:
    pass


@dataclass(frozen=True)
class DeleteBackups:
    pass


@dataclass(frozen=True)
class Download:
    filename: str
    text: str
    kind: str


@dataclass(frozen=True)
class Focus:
    """Give the focus to the element drawn for the node ``look`` finds (or, for the page's fixed
    markup, the element with its ``id``)."""

    look: Look


@dataclass(frozen=True)
class ForgetRefusal:
    """After ``after`` seconds, take refusal ``number``'s reason away from beside the cards."""

    number: int
    after: float
