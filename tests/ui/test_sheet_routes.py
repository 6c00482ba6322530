"""ui.sheet.routes: every screen of the score sheet has an address, read from the registry of screens,
and an address that names nothing leads to the nearest screen that exists."""

from __future__ import annotations

import pytest

from euchre.sheet import Tournament
from ui.sheet.registry import SCREENS, Address, tabs
from ui.sheet.routes import Moved, Route, checked, parse_route, route_hash

AT = "2024-05-03T19:00:00Z"


@pytest.mark.parametrize("route", [
    Route(), Route("fri-0503", "home"), Route("fri-0503", "standings"), Route("fri-0503", "players"),
    Route("fri-0503", "files"), Route("fri-0503", "screen"), Route("fri-0503", "devices"),
    Route("fri-0503", "decide"), Route("fri-0503", "device", 1, 2), Route("fri-0503", "round", 2),
    Route("fri-0503", "round", 2, 3), Route("a:b.c_d-e", "round", 10, 16), Route(None, "join", code="abc.def"),
    Route(None, "results", code="abc"), Route(None, "follow", code="abc"),
])
def test_every_screen_has_an_address_that_names_it(route):
    assert parse_route(route_hash(route)) == route


def test_every_registered_screen_but_the_lists_and_links_is_reached_by_an_address():
    for screen in SCREENS.values():
        route = {Address.LIST: Route(), Address.HOME: Route("x", screen.name),
                 Address.TOURNAMENT: Route("x", screen.name), Address.ROUND: Route("x", screen.name, 1, 2),
                 Address.DEVICE: Route("x", screen.name, 1, 2),
                 Address.LINK: Route(None, screen.name, code="c"), Address.BOOK: Route(None, screen.name)}[screen.address]
        assert parse_route(route_hash(route)) == route, screen.name
        assert (screen.opens is not None) == (screen.address is Address.LINK), screen.name
        assert screen.view is not None or screen.address is Address.LINK, screen.name
    assert [s.tab[1] for s in tabs()] == ["Rounds", "Standings", "Players", "Table devices", "Files"]


@pytest.mark.parametrize("address, expected", [
    ("", Route()), ("#sheet", Route()), ("#sheet/", Route()), ("#play", Route()),
    ("#sheet/x/round/2/table/3", Route("x", "round", 2, 3)),
    ("#sheet/x/round/two", Route("x", "home")), ("#sheet/x/round/2/seat/3", Route("x", "home")),
    ("#sheet/x/round/²", Route("x", "home")), ("#sheet/x/standings/extra", Route("x", "home")),
    ("#sheet/x/device/1", Route("x", "home")), ("#sheet/x/join", Route("x", "home")),
    ("#sheet/x/list", Route("x", "home")),
])
def test_unreadable_addresses_fall_back_to_a_screen_that_exists(address, expected):
    assert parse_route(address) == expected


def test_a_round_address_is_completed_to_a_table_that_exists():
    t = Tournament.new("x", "X", at=AT, players=["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"])
    assert checked(Route("x", "round", 1), t, None) == (Route("x", "home"), None)      # nothing seated yet
    t = t.start_round(at=AT)
    assert checked(Route("x", "round", 1), t, None) == (Route("x", "round", 1, 1), None)
    assert checked(Route("x", "round", 9, 9), t, None) == (Route("x", "round", 1, 1), None)
    for _ in range(8):
        t = t.record_hand(1, 1, makers=0, tricks=3, at=AT)
    assert checked(Route("x", "round", 1), t, None) == (Route("x", "round", 1, 2), None)  # the first unfinished
    assert checked(Route("x", "standings"), t, None) == (Route("x", "standings"), None)


def test_an_address_for_what_is_not_here_says_so():
    assert checked(Route("gone", "players"), None, None) == (Route(), Moved.MISSING)
    assert checked(Route("gone", "device", 1, 1), None, None) == (Route(), Moved.NO_DEVICE)
    assert checked(Route(None, "join", code="abc"), None, None) == (Route(), None)
