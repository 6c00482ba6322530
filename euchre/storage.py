"""The saved-data format: hands and rounds as versioned JSON text.

    >>> import euchre
    >>> rnd = euchre.Round.start(seed=1)
    >>> text = euchre.dumps(rnd)
    >>> euchre.loads(text) == rnd
    True

Every document carries ``"format": "euchre"`` and a ``"schema"`` number. Loading
replays every saved action through the engine, so a document that has been
damaged or edited into an impossible game is refused with a clear error rather
than loaded half-way.
"""

from __future__ import annotations

import json
from typing import Any, Union

from .errors import InvalidStateError
from .game import Game
from .hand import HandState
from .round import Round

__all__ = ["SCHEMA", "FORMAT", "dumps", "loads", "to_document", "from_document"]

FORMAT = "euchre"
SCHEMA = 1
"""The schema version this engine writes; it reads this version and older."""

Saved = Union[HandState, Round, Game]

_KINDS: dict[str, Any] = {"hand": HandState, "round": Round, "game": Game}


def to_document(obj: Saved) -> dict[str, Any]:
    """A hand, round or game as a JSON-ready dict with format and schema."""
    for kind, cls in _KINDS.items():
        if isinstance(obj, cls):
            return {"format": FORMAT, "schema": SCHEMA, "kind": kind, "data": obj.to_dict()}
    raise TypeError(f"only a HandState, a Round or a Game can be saved, not {type(obj).__name__}")


def from_document(document: object) -> Saved:
    """The hand or round a :func:`to_document` dict describes."""
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise InvalidStateError("this is not saved euchre data (no \"format\": \"euchre\")")
    schema = document.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise InvalidStateError(f"saved euchre data has no valid schema version (found {schema!r})")
    if schema > SCHEMA:
        raise InvalidStateError(
            f"this data was saved by a newer version (schema {schema}); this version reads schema {SCHEMA} "
            f"and older. Keep the data and open it with the newer version.")
    kind = document.get("kind")
    if kind not in _KINDS:
        raise InvalidStateError(f"saved euchre data of unknown kind {kind!r}; expected 'hand', 'round' or 'game'")
    return _KINDS[kind].from_dict(document.get("data"))


def dumps(obj: Saved) -> str:
    """JSON text for a hand or round."""
    return json.dumps(to_document(obj), separators=(",", ":"))


def loads(text: str | bytes) -> Saved:
    """The hand or round saved in JSON ``text``; :class:`InvalidStateError` if it cannot be read."""
    try:
        document = json.loads(text)
    except (ValueError, TypeError) as error:
        raise InvalidStateError(f"saved euchre data is not valid JSON: {error}") from error
    return from_document(document)
