"""The score sheet's addresses: each screen has its own, so a reload, the back button and a bookmark
come back to it.

    >>> parse_route("#sheet/fri/round/2/table/3")
    Route(tournament='fri', screen='round', round=2, table=3, code=None)
    >>> route_hash(Route("fri", "standings"))
    '#sheet/fri/standings'
    >>> checked(Route("gone", "standings"), None, None)
    (Route(tournament=None, screen='list', round=None, table=None, code=None), <Moved.MISSING: 'missing'>)

The screens and the shapes of their addresses are ``ui.sheet.registry``'s (each screen's module
registers its own, ``ui.sheet.screens`` imports them all): a new screen needs nothing here. Pure
Python with no browser imports (tested in CPython, ``tests/ui/test_sheet_routes.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from urllib.parse import quote, unquote

from .registry import SCREENS, Address, named

_NUMBER = re.compile(r"[0-9]{1,4}")


@dataclass(frozen=True)
class Route:
    """A screen of the sheet, as its address names it."""

    tournament: str | None = None
    """The tournament's id; None on the list of tournaments."""
    screen: str = "list"
    """A screen's name in ``ui.sheet.registry.SCREENS``."""
    round: int | None = None
    """On the round screen: which round (its table is ``table``, or the first when None)."""
    table: int | None = None
    code: str | None = None
    """In a link between devices (``#sheet/join/<code>``, ``#sheet/results/<code>``): its code."""


class Moved(Enum):
    """Why an address led to another screen than the one it names."""

    MISSING = "missing"
    """No such tournament on this device."""
    NO_DEVICE = "no-device"
    """This phone keeps no such table."""


def shape(route: Route) -> Address | None:
    """The shape of the route's address (None for a screen nobody registered)."""
    return _kind(route.screen)


def _kind(name: str | None) -> Address | None:
    found = SCREENS.get(name or "")
    return found.address if found is not None else None


def _only(address: Address) -> str:
    (name,) = named(address)
    return name


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
    if _kind(parts[1]) is Address.LINK and len(parts) == 3:
        return Route(None, parts[1], code=parts[2])
    if _kind(parts[1]) is Address.BOOK and len(parts) == 2:
        return Route(None, parts[1])
    tournament, rest = unquote(parts[1]), parts[2:]
    kind = _kind(rest[0]) if rest else None
    numbers = [int(part) for part in rest[1:] if _NUMBER.fullmatch(part)]
    if kind is Address.TOURNAMENT and len(rest) == 1:
        return Route(tournament, rest[0])
    if kind is Address.DEVICE and len(rest) == 3 and len(numbers) == 2:
        return Route(tournament, rest[0], *numbers)
    if kind is Address.ROUND and len(rest) == 2 and numbers:
        return Route(tournament, rest[0], numbers[0])
    if kind is Address.ROUND and len(rest) == 4 and rest[2] == "table" and _NUMBER.fullmatch(rest[1]) \
            and _NUMBER.fullmatch(rest[3]):
        return Route(tournament, rest[0], int(rest[1]), int(rest[3]))
    return Route(tournament, _only(Address.HOME))


def route_hash(route: Route) -> str:
    """The address of a screen: the inverse of :func:`parse_route`."""
    kind = _kind(route.screen)
    if kind is Address.LINK and route.code:
        return f"#sheet/{route.screen}/{route.code}"
    if kind is Address.BOOK:
        return f"#sheet/{route.screen}"
    if route.tournament is None or kind in (None, Address.LIST, Address.LINK):
        return "#sheet"
    base = "#sheet/" + quote(route.tournament, safe=":")
    if kind is Address.ROUND and route.round is not None:
        base += f"/{route.screen}/{route.round}"
        return base + (f"/table/{route.table}" if route.table is not None else "")
    if kind is Address.DEVICE and route.round is not None and route.table is not None:
        return f"{base}/{route.screen}/{route.round}/{route.table}"
    if kind is Address.TOURNAMENT:
        return f"{base}/{route.screen}"
    return base


def checked(route: Route, tournament, device) -> tuple[Route, Moved | None]:
    """The route, or the nearest screen that exists, and why it moved (None when it did not).

    ``tournament`` is the tournament the route names (None if it is not on this device); ``device``
    the table's own copy a phone keeps for a device's route (None if it keeps none).
    """
    kind = _kind(route.screen)
    if kind is Address.DEVICE:
        return (route, None) if device is not None else (Route(), Moved.NO_DEVICE)
    if kind is Address.LINK:
        return Route(), None
    if route.tournament is not None and tournament is None:
        return Route(), Moved.MISSING
    if tournament is not None and kind is Address.ROUND:
        if not tournament.rounds:
            return Route(tournament.id, _only(Address.HOME)), None
        number = route.round if route.round and 1 <= route.round <= len(tournament.rounds) else len(tournament.rounds)
        rnd = tournament.round(number)
        table = rnd.table(route.table) if route.table is not None else None
        if table is None:
            table = rnd.incomplete_tables[0] if rnd.incomplete_tables else rnd.tables[0]
        return Route(tournament.id, route.screen, number, table.number), None
    return route, None
