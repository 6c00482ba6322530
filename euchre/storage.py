"""The saved-data format: hands, rounds, games and the days of today's deals as versioned JSON text.

    >>> import euchre
    >>> rnd = euchre.Round.start(seed=1)
    >>> text = euchre.dumps(rnd)
    >>> euchre.loads(text) == rnd
    True

Every document carries ``"format": "euchre"`` and a ``"schema"`` number. Loading
replays every saved action through the engine, so a document that has been
damaged or edited into an impossible game is refused with a clear error rather
than loaded half-way. A document of an older schema is brought up to date as it is
read (:func:`migrate`), so every game ever saved still loads:

    >>> old = {"format": "euchre", "schema": 2, "kind": "round", "data": {**rnd.to_dict(), "hand_count": 8}}
    >>> del old["data"]["format"]
    >>> from_document(old) == rnd
    True
"""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate
from typing import Any, Union

from .daily import Day, Days
from .errors import EuchreError, InvalidStateError
from .formats import Format
from .game import Game
from .hand import HandState
from .round import Round

__all__ = ["SCHEMA", "FORMAT", "MAX_CHARS", "MAX_DEPTH", "dumps", "loads", "to_document", "from_document",
           "read_json", "migrate"]

FORMAT = "euchre"
SCHEMA = 3
"""The schema version this engine writes; it reads this version and older. Schema 2 added a game's
undo count (``"undos"``); a schema 1 game loads with none used. Schema 3 keeps a round's format
(``"format": "round"`` or ``"to-10"``) where schemas 1 and 2 kept its ``"hand_count"``, and saves
the days of today's deals (kinds ``"day"`` and ``"days"``, :mod:`euchre.daily`)."""
MAX_CHARS = 4_000_000
"""Longest saved text read (a game of a hundred rounds is about 10 000 characters)."""
MAX_DEPTH = 32
"""Deepest nesting of lists and objects read (a saved game nests 7 deep, a tournament 9)."""
MAX_NUMBER_CHARS = 40
"""Longest number read (digits, sign, point and exponent)."""

# A JSON string (its escapes included), and what is neither a bracket nor a brace.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _number(text: str) -> int | float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _Refused(f"it holds a number {len(text)} digits long")
    value = float(text) if any(c in text for c in ".eE") else int(text)
    if isinstance(value, float) and not math.isfinite(value):
        raise _Refused("it holds a number too large to read")
    return value


def _constant(name: str) -> object:
    raise _Refused(f"it holds {name}, which is not a number in JSON")


class _Refused(ValueError):
    """Raised while parsing, for what the JSON reader would accept but saved data never holds."""


def read_json(text: object, what: str, *, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> object:
    """The value in JSON ``text``, read within bounds; :class:`InvalidStateError` in plain words otherwise.

    Size and nesting are checked before parsing, without recursion (the browser's own stack
    runs out at a few thousand levels, before Python's recursion limit is reached); numbers
    longer than :data:`MAX_NUMBER_CHARS` and NaN or Infinity are refused while parsing.
    ``what`` names the data in messages, e.g. ``"the tournament file"``.

        >>> read_json('{"a": [1, 2.5, "]"]}', "the file")
        {'a': [1, 2.5, ']']}
        >>> read_json("[" * 40 + "]" * 40, "the file")
        Traceback (most recent call last):
        ...
        euchre.errors.InvalidStateError: the file is nested too deeply (more than 32 levels)
    """
    if isinstance(text, (bytes, bytearray)):
        if len(text) > 4 * max_chars:
            raise InvalidStateError(f"{what} is {len(text)} bytes long; at most {max_chars} characters are read")
        try:
            text = bytes(text).decode(json.detect_encoding(text))
        except (UnicodeDecodeError, LookupError):
            raise InvalidStateError(f"{what} is not text (it is not in a Unicode encoding)") from None
    if not isinstance(text, str):
        raise InvalidStateError(f"{what} must be JSON text, not {type(text).__name__}")
    if len(text) > max_chars:
        raise InvalidStateError(f"{what} is {len(text)} characters long; at most {max_chars} are read")
    # Nesting: the running count of brackets outside strings, summed in a loop without recursion.
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if brackets and max(accumulate(map(_STEP.__getitem__, brackets))) > max_depth:
        raise InvalidStateError(f"{what} is nested too deeply (more than {max_depth} levels)")
    try:
        return json.loads(text, parse_int=_number, parse_float=_number, parse_constant=_constant)
    except _Refused as error:
        raise InvalidStateError(f"{what} cannot be read: {error}") from None
    except json.JSONDecodeError as error:
        first_line = text.lstrip("\ufeff \t\r\n").split("\n", 1)[0]
        if "," in first_line and first_line[:1] not in ("{", "[", '"'):
            raise InvalidStateError(f"{what} looks like a spreadsheet (CSV) file: only the JSON files this "
                                    f"site saves can be read back") from None
        raise InvalidStateError(f"{what} is not valid JSON ({error.msg.lower()} at line {error.lineno}, "
                                f"column {error.colno})") from None
    except (ValueError, TypeError, RecursionError):  # not expected after the checks above; still refused
        raise InvalidStateError(f"{what} is not valid JSON") from None

Saved = Union[HandState, Round, Game, Day, Days]

_KINDS: dict[str, Any] = {"hand": HandState, "round": Round, "game": Game, "day": Day, "days": Days}


def to_document(obj: Saved) -> dict[str, Any]:
    """A hand, round, game, day or days as a JSON-ready dict with format and schema."""
    for kind, cls in _KINDS.items():
        if isinstance(obj, cls):
            return {"format": FORMAT, "schema": SCHEMA, "kind": kind, "data": obj.to_dict()}
    raise TypeError(f"only a HandState, a Round, a Game, a Day or Days can be saved, not {type(obj).__name__}")


def _round_to_schema_3(data: object) -> object:
    """A round saved before schema 3 counted its hands (``"hand_count"``): a round of that many."""
    if not isinstance(data, dict) or "hand_count" not in data or "format" in data:
        return data  # not the old shape: the reader says what is wrong with it
    data = dict(data)
    count = data.pop("hand_count")
    try:
        data["format"] = Format(hands=count).key
    except ValueError as error:
        raise InvalidStateError(f"a saved round's number of hands cannot be read: {error}") from None
    return data


def migrate(kind: str, data: object, schema: int) -> object:
    """The ``data`` of a ``kind`` document saved under ``schema``, brought to :data:`SCHEMA`'s shape.
    (Schema 2 only added what schema 1 lacked, which the readers take as missing.)"""
    if schema < 3:
        if kind == "round":
            data = _round_to_schema_3(data)
        elif kind == "game" and isinstance(data, dict):
            data = {**data, "round": _round_to_schema_3(data.get("round"))}
    return data


def from_document(document: object) -> Saved:
    """The hand, round, game, day or days a :func:`to_document` dict describes."""
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
    if not isinstance(kind, str) or kind not in _KINDS:
        shown = repr(kind) if isinstance(kind, str) or kind is None else f"a {type(kind).__name__}"
        raise InvalidStateError(f"saved euchre data of unknown kind {shown[:60]}; expected 'hand', 'round', 'game', "
                                f"'day' or 'days'")
    try:
        return _KINDS[kind].from_dict(migrate(kind, document.get("data"), schema))
    except InvalidStateError:
        raise
    except EuchreError as error:  # a saved action or deal the engine refuses
        raise InvalidStateError(f"saved euchre data does not describe a game the rules allow: {error}") from None
    except (TypeError, KeyError, AttributeError, IndexError, ValueError, RecursionError) as error:
        raise InvalidStateError(f"saved euchre data has the wrong shape ({type(error).__name__})") from None


def dumps(obj: Saved) -> str:
    """JSON text for a hand, round, game, day or days."""
    return json.dumps(to_document(obj), separators=(",", ":"))


def loads(text: str | bytes) -> Saved:
    """What is saved in JSON ``text``; :class:`InvalidStateError` if it cannot be read."""
    return from_document(read_json(text, "saved euchre data"))
