"""The score sheet's addresses: each screen has its own, so a reload, the back button and a bookmark
come back to it.

    >>> parse_route("#sheet/fri/round/2/table/3")
    Route(tournament='fri', screen='round', round=2, table=3, code=None)
    >>> route_hash(Route("fri", "standings"))
    '#sheet/fri/standings'
    >>> checked(Route("gone", "standings"), None, None)
    (Route(tournament=None, screen='list', round=None, table=None, code=None), 'missing')

Pure Python with no browser imports (tested in CPython, ``tests/ui/test_sheet_routes.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import quote, unquote

SCREENS = ("list", "home", "round", "standings", "screen", "decide", "players", "files", "devices", "device", "join",
           "results", "follow")
"""The sheet's screens: the tournaments on this device, then a tournament's home (its rounds), one
round at one table, the standings, the standings for a projector or TV ("screen"), the results
waiting for a decision ("decide"), the players, the files and the table devices; on a table's own
phone, that one table ("device"). "join",
"results" and "follow" are links between devices (``#sheet/join/<code>``; "follow" opens a standings
screen that follows a live sync server): each does its work and moves on to a screen."""

TOURNAMENT_SCREENS = ("standings", "screen", "decide", "players", "files", "devices")
"""The screens of a tournament whose address is ``#sheet/<id>/<screen>``."""

_NUMBER = re.compile(r"[0-9]{1,4}")


@dataclass(frozen=True)
class Route:
    """A screen of the sheet, as its address names it."""

    tournament: str | None = None
    """The tournament's id; None on the list of tournaments."""
    screen: str = "list"
    """One of :data:`SCREENS`."""
    round: int | None = None
    """On the round screen: which round (its table is ``table``, or the first when None)."""
    table: int | None = None
    code: str | None = None
    """In a link between devices (``#sheet/join/<code>``, ``#sheet/results/<code>``): its code."""


def parse_route(address: str) -> Route:
    """The screen an address such as ``#sheet/<id>/round/2/table/3`` names (the list when unreadable).

    >>> parse_route("#sheet")
    Route(tournament=None, screen='list', round=None, table=None, code=None)
    >>> parse_route("#sheet/fri/players").screen, parse_route("#sheet/fri/round/2").round
    ('players', 2)
    >>> parse_route("#sheet/fri/nonsense").screen        # an unknown screen of a tournament: its home
    'home'
    """
    parts = [part for part in address.lstrip("#").split("/") if part]
    if not parts or parts[0] != "sheet" or len(parts) == 1:
        return Route()
    if parts[1] in ("join", "results", "follow") and len(parts) == 3:
        return Route(None, parts[1], code=parts[2])
    tournament, rest = unquote(parts[1]), parts[2:]
    if len(rest) == 1 and rest[0] in TOURNAMENT_SCREENS:
        return Route(tournament, rest[0])
    if len(rest) == 3 and rest[0] == "device" and _NUMBER.fullmatch(rest[1]) and _NUMBER.fullmatch(rest[2]):
        return Route(tournament, "device", int(rest[1]), int(rest[2]))
    if len(rest) in (2, 4) and rest[0] == "round" and _NUMBER.fullmatch(rest[1]):
        if len(rest) == 2:
            return Route(tournament, "round", int(rest[1]))
        if rest[2] == "table" and _NUMBER.fullmatch(rest[3]):
            return Route(tournament, "round", int(rest[1]), int(rest[3]))
    return Route(tournament, "home")


def route_hash(route: Route) -> str:
    """The address of a screen: the inverse of :func:`parse_route`."""
    if route.screen in ("join", "results", "follow") and route.code:
        return f"#sheet/{route.screen}/{route.code}"
    if route.tournament is None or route.screen == "list":
        return "#sheet"
    base = "#sheet/" + quote(route.tournament, safe=":")
    if route.screen == "round" and route.round is not None:
        base += f"/round/{route.round}"
        return base + (f"/table/{route.table}" if route.table is not None else "")
    if route.screen == "device" and route.round is not None and route.table is not None:
        return f"{base}/device/{route.round}/{route.table}"
    if route.screen in TOURNAMENT_SCREENS:
        return f"{base}/{route.screen}"
    return base


def checked(route: Route, tournament, device) -> tuple[Route, str | None]:
    """The route, or the nearest screen that exists, and why it moved (None when it did not):
    ``"missing"`` (no such tournament here) or ``"no-device"`` (this phone keeps no such table).

    ``tournament`` is the tournament the route names (None if it is not on this device); ``device``
    the table's own copy a phone keeps for a ``device`` route (None if it keeps none).
    """
    if route.screen == "device":
        return (route, None) if device is not None else (Route(), "no-device")
    if route.screen in ("join", "results", "follow"):
        return Route(), None
    if route.tournament is not None and tournament is None:
        return Route(), "missing"
    if tournament is not None and route.screen == "round":
        if not tournament.rounds:
            return Route(tournament.id, "home"), None
        number = route.round if route.round and 1 <= route.round <= len(tournament.rounds) else len(tournament.rounds)
        rnd = tournament.round(number)
        table = rnd.table(route.table) if route.table is not None else None
        if table is None:
            table = rnd.incomplete_tables[0] if rnd.incomplete_tables else rnd.tables[0]
        return Route(tournament.id, "round", number, table.number), None
    return route, None
