"""JSON requests to the computer players, for a player running in another thread.

The page's web worker receives a request as JSON text, passes it to
:func:`handle`, and posts back the JSON text it returns. Nothing here touches the
browser, so the same requests work (and are tested) in CPython.

    >>> import json, random, euchre
    >>> from euchre.ai.remote import handle
    >>> state = euchre.deal(euchre.Rules(), dealer=0, rng=random.Random(1))
    >>> request = {"op": "choose", "level": "expert", "seed": 3, "samples": 4,
    ...            "view": state.view(state.to_act).to_dict()}
    >>> reply = json.loads(handle(json.dumps(request)))
    >>> reply["ok"], reply["action"] in state.legal_actions()
    (True, True)

Requests (``op``):

- ``choose``: ``view``, ``level``; optional ``seed``, ``samples``, ``budget_ms``.
  Reply: ``action``, and for the expert ``options`` (each ``action``, ``points``,
  ``samples``, ``allowance``: points already taken off a call for its risk, ``error``: the
  standard error of the best option's lead over this one, ``dominated``: another option does as well
  in every sampled deal and better in one) best first.
- ``evaluate``: ``view``; optional ``seed``, ``samples``, ``budget_ms``. Reply: ``options``.
  Without ``budget_ms`` the expert takes exactly ``samples`` samples, so the same request always
  gets the same reply: the coach's hints and reviews ask so (``ui.evaluations``).

The expert's requests may also say who sits around the seat it decides for: ``table``, an object
of ``left``, ``partner`` and ``right``, each ``"person"`` or a computer level
(:class:`~euchre.ai.expert.ExpertPlayer` reads a standard player's seat by its every choice).

Today's deals (:mod:`euchre.daily`) add two requests, each for one hand, worked out in as many
steps as the page likes so that the person's own game is answered between them:

- ``daily_expert``: ``date``, ``hand`` (1 to 8); optional ``actions`` (the hand so far, as an
  earlier reply gave them), ``steps`` (computer decisions to work out at most; by default all),
  ``known`` (lists of actions: other plays of the hand with the day's players, such as the
  person's, which save work). Reply: ``actions``, ``done`` and, once done, ``points``: the
  expert's own play of the person's seat, as :func:`euchre.daily.expert_hand` gives it.
- ``daily_replay``: ``code`` (a shared day), ``hand``, ``rest`` (what the previous hand's reply
  left of the code's number, as text; not needed for hand 1, and the same for every step of a
  hand); optional ``actions``, ``steps``, ``known``. Reply: ``date``, ``hands`` (how many the code
  holds), ``actions``, ``done`` and, once done, ``points`` and ``rest`` for the next hand
  (:func:`euchre.daily.replay_hand`).

    >>> request = {"op": "daily_expert", "date": "2026-05-01", "hand": 1, "steps": 0}
    >>> reply = handle_request(request)
    >>> reply["ok"], reply["done"], reply["actions"]
    (True, False, [])

Every reply has ``ok``; a bad request gets ``ok: false`` and an ``error`` in words.
Replies also carry ``id`` back when the request had one, and ``ms``, the time taken.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from typing import Any

from .. import daily
from ..errors import EuchreError
from ..hand import HandState, HandView
from . import LEVELS, computer_player
from .places import PLACES, TABLE_LEVELS
from .expert import ExpertPlayer, Option

__all__ = ["handle", "handle_request", "expert_for", "option_dicts", "options_from_dicts"]

_MAX_SAMPLES = 2000


def option_dicts(options: Sequence[Option]) -> list[dict[str, Any]]:
    """Options as the replies carry them (``action``, ``points``, ``samples``, ``allowance``, ``error``,
    ``dominated``)."""
    return [{"action": o.action, "points": round(o.points, 4), "samples": o.samples, "allowance": o.allowance,
             "error": round(o.error, 4), "dominated": o.dominated} for o in options]


def options_from_dicts(items: object) -> tuple[Option, ...]:
    """The options of a reply (:func:`option_dicts`) as values again; ``ValueError`` if they are not."""
    if not isinstance(items, list) or not items:
        raise ValueError(f"options must be a non-empty list, not {items!r}")
    try:
        return tuple(Option(str(o["action"]), float(o["points"]), int(o["samples"]), float(o.get("allowance", 0.0)),
                            float(o.get("error", 0.0)), bool(o.get("dominated", False))) for o in items)
    except (TypeError, KeyError, AttributeError) as error:
        raise ValueError(f"an option must have an action, points and samples: {error}") from None


def expert_for(request: dict[str, Any]) -> ExpertPlayer:
    """The expert a ``choose`` or ``evaluate`` request asks for (``seed``, ``samples``, ``budget_ms``,
    ``table``); the page builds the same one when it thinks for itself."""
    samples = request.get("samples", 400)
    budget = request.get("budget_ms")
    seed = request.get("seed")
    if not isinstance(samples, int) or isinstance(samples, bool) or not 1 <= samples <= _MAX_SAMPLES:
        raise ValueError(f"samples must be a whole number from 1 to {_MAX_SAMPLES}, not {samples!r}")
    if budget is not None and (not isinstance(budget, (int, float)) or isinstance(budget, bool) or budget <= 0):
        raise ValueError(f"budget_ms must be a positive number of milliseconds, not {budget!r}")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    table = request.get("table", {})
    if not isinstance(table, dict) or not set(table) <= set(PLACES) or not all(
            isinstance(who, str) for who in table.values()):
        raise ValueError(f"table must name who sits {', '.join(PLACES)} ({', '.join(TABLE_LEVELS)}), not {table!r}")
    return ExpertPlayer(seed=seed, samples=samples, time_budget=None if budget is None else budget / 1000, **table)


def handle_request(request: object) -> dict[str, Any]:
    """Answer one request given as a decoded JSON object; errors become ``ok: false``."""
    started = time.perf_counter()
    reply: dict[str, Any]
    request_id = request.get("id") if isinstance(request, dict) else None
    try:
        if not isinstance(request, dict):
            raise ValueError("a request must be a JSON object")
        op = request.get("op")
        if op == "choose":
            view = HandView.from_dict(request.get("view"))
            if not view.legal_actions:
                raise ValueError(f"seat {view.seat} has no decision to make in this view")
            level = request.get("level", "expert")
            if level == "expert":
                options = expert_for(request).evaluate(view)
                reply = {"action": options[0].action, "options": option_dicts(options)}
            elif level in LEVELS or level == "random":
                reply = {"action": computer_player(level, request.get("seed")).choose(view)}
            else:
                raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {level!r}")
        elif op == "evaluate":
            view = HandView.from_dict(request.get("view"))
            if not view.legal_actions:
                raise ValueError(f"seat {view.seat} has no decision to make in this view")
            reply = {"options": option_dicts(expert_for(request).evaluate(view))}
        elif op == "daily_expert":
            reply = _daily_expert(request)
        elif op == "daily_replay":
            reply = _daily_replay(request)
        else:
            raise ValueError(f"op must be choose, evaluate, daily_expert or daily_replay, not {op!r}")
        reply["ok"] = True
    except (ValueError, EuchreError) as error:
        reply = {"ok": False, "error": str(error)}
    if request_id is not None:
        reply["id"] = request_id
    reply["ms"] = round((time.perf_counter() - started) * 1000, 1)
    return reply


_MOST_ACTIONS = 64
"""More actions than any hand has (a hand has at most 29)."""


def _actions(value: object, what: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > _MOST_ACTIONS or not all(isinstance(a, str) for a in value):
        raise ValueError(f"{what} must be a list of at most {_MOST_ACTIONS} actions")
    return value


def _steps(request: dict[str, Any]) -> int | None:
    steps = request.get("steps")
    if steps is not None and (isinstance(steps, bool) or not isinstance(steps, int) or steps < 0):
        raise ValueError(f"steps must be a whole number, 0 or more, not {steps!r}")
    return steps


def _known(request: dict[str, Any], date: str, number: int) -> list[HandState]:
    known = request.get("known", [])
    if not isinstance(known, list) or len(known) > 4:
        raise ValueError("known must be a list of at most 4 hands' actions")
    deal = daily.day_deal(date, number)
    hands = []
    for actions in known:
        state = deal
        for action in _actions(actions, "a known hand"):
            state = state.apply(action)
        hands.append(state)
    return hands


def _hand_reply(state: HandState) -> dict[str, Any]:
    reply: dict[str, Any] = {"actions": list(state.actions), "done": state.is_over}
    if state.is_over:
        reply["points"] = list(state.points)
    return reply


def _daily_expert(request: dict[str, Any]) -> dict[str, Any]:
    date = daily.day_date(request.get("date"))
    number = request.get("hand")
    state = daily.expert_hand(date, number, _actions(request.get("actions"), "actions"), steps=_steps(request),
                              known=_known(request, date, number))
    return {"hand": number, **_hand_reply(state)}


def _daily_replay(request: dict[str, Any]) -> dict[str, Any]:
    shared = daily.read_code(request.get("code"))
    number = request.get("hand")
    rest = request.get("rest")
    if rest is None:
        if number != 1:
            raise ValueError("rest (what the previous hand left of the code's number) is needed after hand 1")
        rest = shared.decisions
    elif not isinstance(rest, str) or not rest.isdigit() or len(rest) > 200:
        raise ValueError(f"rest must be a whole number written as text, not {str(rest)[:40]!r}")
    state, left = daily.replay_hand(shared, number, int(rest), _actions(request.get("actions"), "actions"),
                                    steps=_steps(request), known=_known(request, shared.date, number))
    reply = {"date": shared.date, "hands": shared.hands, "hand": number, **_hand_reply(state)}
    if state.is_over:
        reply["rest"] = str(left)  # for the next hand's request; a hand in steps keeps its own
    return reply


def handle(text: str) -> str:
    """Answer one request given as JSON text, as JSON text."""
    try:
        request = json.loads(text)
    except (TypeError, ValueError) as error:
        return json.dumps({"ok": False, "error": f"a request must be JSON: {error}"})
    return json.dumps(handle_request(request))
