"""The checks every layer of the score sheet shares: each returns what is wrong, or None.

    >>> from euchre.sheet.checks import int_problem, parse_seats, version_problem
    >>> int_problem(9, "the hand number", 1, 8)
    'the hand number must be a whole number from 1 to 8, not 9'
    >>> version_problem((0, 1, 2, 3), 0, 3, 3, None)
    'player #3 cannot go alone for the makers (a & b): they sit in c & d'
    >>> parse_seats(((0, 1), (2, 3)), "table 1")
    (0, 1, 2, 3)

The tournament's commands, the stored format and the table codes refuse what these find. Their
words are for whoever reads a refused file or a programming error; what a person entering a
result is told comes from the reasons as values (:mod:`euchre.sheet.reasons`).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Sequence

from ..errors import TournamentError
from .limits import MAX_ID_LENGTH, MAX_TIME_LENGTH

__all__ = ["show", "is_int", "int_problem", "id_problem", "time_problem", "version_problem", "refuse",
           "parse_seats"]

_ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]*\Z")


def show(value: object) -> str:
    """A short, safe rendering of any value for an error message."""
    if value is None or isinstance(value, bool):
        return repr(value)
    if isinstance(value, int):
        return repr(value) if value.bit_length() <= 64 else "a huge number"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37]) + "..."
    return f"a {type(value).__name__}"


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def int_problem(value: object, what: str, low: int, high: int) -> str | None:
    if not is_int(value) or not low <= value <= high:
        return f"{what} must be a whole number from {low} to {high}, not {show(value)}"
    return None


def id_problem(value: object, what: str) -> str | None:
    if not isinstance(value, str) or not 1 <= len(value) <= MAX_ID_LENGTH or not _ID_PATTERN.match(value):
        return (f"{what} must be 1 to {MAX_ID_LENGTH} letters, digits, '.', '_', ':' or '-' "
                f"(starting with a letter or digit), not {show(value)}")
    return None


def time_problem(value: object, what: str) -> str | None:
    if isinstance(value, str) and 1 <= len(value) <= MAX_TIME_LENGTH:
        try:
            datetime.fromisoformat(value)
            return None
        except ValueError:
            pass
    return f"{what} must be an ISO 8601 date and time such as '2024-05-03T19:00:00Z', not {show(value)}"


def version_problem(seats: Sequence[int], makers: object, tricks: object, alone: object,
                    renege: object, names: Any = None) -> str | None:
    """What is wrong with one hand's result at a table seated ``seats``, or None."""
    who = names or (lambda pid: f"player #{pid}")
    if renege is not None:
        if renege not in (0, 1) or not is_int(renege):
            return f"the reneging pair must be 0 (a & b) or 1 (c & d), not {show(renege)}"
        if tricks is not None:
            return f"a renege ends the hand: give no tricks (not {show(tricks)})"
        if makers is not None and (makers not in (0, 1) or not is_int(makers)):
            return f"makers must be 0 (a & b) or 1 (c & d), not {show(makers)}"
    elif makers is None:
        if tricks is not None or alone is not None:
            return "say which pair made trump (makers 0 or 1)"
        return None  # a cleared hand
    else:
        if makers not in (0, 1) or not is_int(makers):
            return f"makers must be 0 (a & b) or 1 (c & d), not {show(makers)}"
        if not is_int(tricks) or not 0 <= tricks <= 5:
            return f"the makers take 0 to 5 tricks (a hand has 5), not {show(tricks)}"
    if alone is not None:
        if makers is None:
            return "say which pair made trump when someone went alone"
        if not is_int(alone):
            return f"the lone player must be a player id, not {show(alone)}"
        if alone not in seats:
            return f"{who(alone)} went alone but is not at this table"
        if alone not in seats[2 * makers:2 * makers + 2]:
            pairs = ("a & b", "c & d")
            return (f"{who(alone)} cannot go alone for the makers ({pairs[makers]}): "
                    f"they sit in {pairs[1 - makers]}")
    return None


def refuse(problem: str | None) -> None:
    """Raise :class:`~euchre.errors.TournamentError` with ``problem``, if there is one."""
    if problem is not None:
        raise TournamentError(problem)



def parse_seats(spec: object, what: str) -> tuple[int, int, int, int]:
    """A table's seats from ``(a, b, c, d)`` or ``((a, b), (c, d))`` (player ids), checked."""
    flat: tuple[object, ...] | None = None
    if isinstance(spec, (list, tuple)):
        if len(spec) == 4:
            flat = tuple(spec)
        elif len(spec) == 2 and all(isinstance(p, (list, tuple)) and len(p) == 2 for p in spec):
            flat = (spec[0][0], spec[0][1], spec[1][0], spec[1][1])
    if flat is None:
        raise TournamentError(f"{what} must list four players, (a, b, c, d) or ((a, b), (c, d)), not {show(spec)}")
    for pid in flat:
        if not is_int(pid):
            raise TournamentError(f"{what}: players are given by id, not {show(pid)}")
    if len(set(flat)) != 4:
        raise TournamentError(f"{what} needs four different players, not {list(flat)}")
    return flat  # type: ignore[return-value]
