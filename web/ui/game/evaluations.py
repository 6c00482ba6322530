"""The coach's evaluations: each of the person's decisions evaluated once, the same way for the hint
and for the review, and kept beside the saved game, so the two always agree.

    >>> from euchre.game import Game
    >>> game = Game.new(seed=3)
    >>> while not game.human_to_act:
    ...     game = game.computer_step()
    >>> ask = hint_ask(game.round, Evaluations(), {"left": "expert"})   # the decision in front of the person
    >>> ask.request["samples"] == SAMPLES and "budget_ms" not in ask.request, ask.kept
    (True, None)

The page sends ``ask.request`` to the expert (``ui.game.coach``) unless ``ask.kept`` already holds the
answer, and keeps what it is told (``Evaluations.kept``); the review asks for each decision of a
finished hand, the last one or any hand of a finished round (:func:`review_asks`), and judges each answer.

An evaluation is the expert's options for one decision (``euchre.ai.expert.Option``, best first),
from a request that names everything it depends on: the person's view, a seed made from the
round's seed, the hand and the decision's place in it (``euchre.game.decision_seed``), exactly
:data:`SAMPLES` sampled deals (no time budget, so neither the device's speed nor anything else
changes the answer) and who sits around the person. A hint asks it; the review of the hand uses
the hint's when there was one (:class:`Evaluations`, stored with the game) and otherwise asks the
same request, which gets the same answer. The review's judgement is ``euchre.ai.review.judge``.

Pure Python, tested in CPython; ``ui.game.coach`` asks the expert and stores what it is told.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Mapping
from typing import Any, NamedTuple

from euchre.ai.expert import Option
from euchre.ai.remote import option_dicts, options_from_dicts
from euchre.ai.review import decisions
from euchre.game import HUMAN, decision_seed
from euchre.hand import HandView
from euchre.round import Round
from euchre.storage import read_json

__all__ = ["SAMPLES", "SCHEMA", "Decision", "Ask", "Evaluations", "evaluation_request", "hint_ask", "review_asks"]

SAMPLES = 200
"""Sampled deals per evaluation: in Chromium on two cores a bid takes about 0.5 s (1 s for naming
trump), a card 0.1 s (docs/PERFORMANCE.md); the standard error of a bid's lead is then about
0.1 points."""
SCHEMA = 2
"""The stored evaluations' schema (``Evaluations.dumps``); 2 added whether an option is dominated."""
MOST = 120
"""Evaluations kept at most: the latest (a round has about 60 decisions of the person's with a choice)."""


class Decision(NamedTuple):
    """One decision of a round: the round's seed, the hand's number and the decision's index in the
    hand's history."""

    round_seed: int | str
    hand_number: int
    index: int

    @classmethod
    def of(cls, rnd: Round, index: int | None = None) -> Decision:
        """The decision at ``index`` of the round's current hand (by default the next one)."""
        return cls(rnd.seed, rnd.hand_number, len(rnd.hand.history) if index is None else index)

    @property
    def seed(self) -> int:
        return decision_seed(self.round_seed, self.hand_number, self.index, "coach")

    @property
    def key(self) -> str:
        return f"{self.round_seed}/{self.hand_number}:{self.index}"


def evaluation_request(view: HandView, decision: Decision, table: Mapping[str, str]) -> dict[str, Any]:
    """What the expert (``euchre.ai.remote``) is asked to evaluate ``decision``, seen as ``view``."""
    return {"op": "evaluate", "view": view.to_dict(), "seed": decision.seed, "samples": SAMPLES,
            "table": dict(table)}


def view_digest(view: HandView) -> int:
    """A fingerprint of everything ``view`` shows: a kept evaluation is used only for the same view."""
    return zlib.crc32(json.dumps(view.to_dict(), sort_keys=True, separators=(",", ":")).encode())


class Evaluations:
    """The evaluations kept, by decision (the latest :data:`MOST`). Immutable: ``kept`` returns a new value."""

    __slots__ = ("entries",)

    def __init__(self, entries: Mapping[str, tuple[int, tuple[Option, ...]]] | None = None) -> None:
        self.entries = dict(entries or {})
        """``Decision.key`` to (the view's digest, the options), oldest first."""

    def get(self, decision: Decision, view: HandView) -> tuple[Option, ...] | None:
        """The options kept for ``decision`` if it was evaluated from this very view, else None."""
        found = self.entries.get(decision.key)
        if found is None or found[0] != view_digest(view):
            return None
        return found[1]

    def kept(self, decision: Decision, view: HandView, options) -> Evaluations:
        """These evaluations and ``options`` for ``decision``; the oldest go beyond :data:`MOST`."""
        entries = {key: value for key, value in self.entries.items() if key != decision.key}
        entries[decision.key] = (view_digest(view), tuple(options))
        return Evaluations(dict(list(entries.items())[-MOST:]))

    def __len__(self) -> int:
        return len(self.entries)

    def dumps(self) -> str:
        return json.dumps({"format": "euchre-coach", "schema": SCHEMA,
                           "evaluations": {key: [digest, option_dicts(options)]
                                           for key, (digest, options) in self.entries.items()}},
                          separators=(",", ":"))

    @classmethod
    def loads(cls, text: str | None) -> Evaluations:
        """Stored evaluations; none when ``text`` is missing or cannot be read (they are worked out
        again, to the same figures, when next needed)."""
        if not text:
            return cls()
        try:
            data = read_json(text, "the coach's evaluations", max_chars=400_000, max_depth=6)
            if not isinstance(data, dict) or data.get("format") != "euchre-coach" or data.get("schema") != SCHEMA:
                return cls()
            entries = {}
            for key, (digest, options) in data["evaluations"].items():
                if not isinstance(digest, int):
                    raise ValueError("a digest is a whole number")
                entries[str(key)] = (digest, options_from_dicts(options))
            return cls(entries)
        except (ValueError, TypeError, KeyError, AttributeError):
            return cls()


class Ask(NamedTuple):
    """One decision to evaluate: the request for it, and its evaluation if one is kept."""

    decision: Decision
    view: HandView
    request: dict[str, Any]
    kept: tuple[Option, ...] | None
    action: str | None = None
    """The option taken, for a decision already made (the review)."""


def hint_ask(rnd: Round, evaluations: Evaluations, table: Mapping[str, str]) -> Ask:
    """The person's decision now, for a hint."""
    view = rnd.hand.view(HUMAN)
    decision = Decision.of(rnd)
    return Ask(decision, view, evaluation_request(view, decision, table), evaluations.get(decision, view))


def review_asks(rnd: Round, evaluations: Evaluations, table: Mapping[str, str],
                number: int | None = None) -> list[Ask]:
    """Each decision of the person's with a real choice in hand ``number`` of the round (by default
    the current hand), for its review."""
    number = rnd.hand_number if number is None else number
    asks = []
    for index, action, view in decisions(rnd.hands[number - 1], HUMAN):
        decision = Decision(rnd.seed, number, index)
        asks.append(Ask(decision, view, evaluation_request(view, decision, table), evaluations.get(decision, view),
                        action))
    return asks
