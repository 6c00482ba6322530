"""Live sync on the sheet's page, in CPython: the organiser's "Live sync" section, the links that
invitations and the standings screen's link carry, the status line, and that no password reaches a
file, a CSV or a printed page."""

from __future__ import annotations

import dataclasses

from euchre.sheet import Tournament
from euchre.sheet.share import TableSheet, encode
from euchre.sheet.sync_access import Access
from euchre.sheet.sync_link import organiser_link, read_code
from ui.sheet.page import page
from ui.sheet.routes import Route, parse_route, route_hash
from ui.sheet.screens import print_nodes
from ui.sheet.state import Download, SyncStart, SyncStop, Syncing
from ui.kit.vdom import find, text_of

from tests.ui.test_sheet_actions import AT, Store

PASSWORD = "organiser-password-for-tests"
SERVER = "http://192.168.1.20:5984"


def seated() -> Tournament:
    t = Tournament.new("club", "Club night", at=AT, players=["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"])
    return t.start_round(tables=[(0, 1, 2, 3), (4, 5, 6, 7)], at=AT)


def on_devices() -> Store:
    store = Store(seated())
    store.state = dataclasses.replace(store.state, route=Route("club", "devices"))
    return store


def everything(store: Store) -> str:
    """Every text and attribute the page draws."""
    nodes = page(store.state, store.tournaments, "https://x/", [])
    out = []
    for node in nodes:
        for found in find(node, lambda n: True):
            out.append(found.text or "")
            out.extend(str(v) for v in found.attrs.values())
    return "\n".join(out)


def syncing(store: Store, status="uptodate") -> Store:
    link = organiser_link("club", SERVER, PASSWORD)
    store.state = store.state.with_sync("club", Syncing(link, status))
    return store


def test_without_a_server_the_page_offers_live_sync_and_works_as_before():
    store = on_devices()
    drawn = everything(store)
    assert "Start live sync" in drawn and "sync-status" not in drawn
    assert "#sheet/join/" not in drawn
    step = store.run("invite", table="1")
    address = [n.attrs["value"] for n in find(page(store.state, store.tournaments, "https://x/", [])[1],
                                             lambda n: n.attrs.get("id") == "invite-link-1")][0]
    assert address == f"https://x/#sheet/join/{encode(TableSheet.of(seated(), 1, 1))}", "no server part"
    assert step.tournament is store.tournaments["club"]


def test_the_organiser_names_the_server_once_and_a_refusal_is_said_next_to_the_form():
    store = on_devices()
    step = store.run("sync-on", server=SERVER, password="short", place="sync")
    assert step.note.kind == "error" and "at least 12 characters" in step.note.text
    assert not step.state.effects
    step = store.run("sync-on", server="couch.local", password=PASSWORD, place="sync")
    assert "http:// or https://" in step.note.text
    step = store.run("sync-on", server=SERVER, password=PASSWORD, place="sync")
    (start,) = step.state.effects
    assert isinstance(start, SyncStart) and start.link == organiser_link("club", SERVER, PASSWORD)
    assert step.note.text.startswith("Live sync on") and step.tournament is store.tournaments["club"]


def test_with_sync_on_invitations_carry_the_tables_own_credential_and_nothing_shows_the_organisers():
    store = syncing(on_devices())
    store.run("invite", table="2")
    store.run("screen-link")
    drawn = everything(store)
    assert "Live sync: up to date." in drawn and "Stop live sync" in drawn and SERVER in drawn
    assert PASSWORD not in drawn
    invite = next(line for line in drawn.splitlines() if line.startswith("https://x/#sheet/join/"))
    table = read_code(invite.rsplit(".", 1)[1])
    assert (table.role, table.round, table.table, table.password) == \
        ("table", 1, 2, Access("club", PASSWORD).table(1, 2).password)
    follow = next(line for line in drawn.splitlines() if line.startswith("https://x/#sheet/follow/"))
    screen = read_code(follow.rsplit("/", 1)[1])
    assert screen.role == "screen" and screen.password == Access("club", PASSWORD).screen.password
    assert parse_route(follow[len("https://x/"):]) == Route(None, "follow", code=follow.rsplit("/", 1)[1])
    assert route_hash(Route(None, "follow", code="abc")) == "#sheet/follow/abc"
    step = store.run("sync-off")
    assert step.state.effects == (SyncStop("club"),)


def test_no_file_csv_or_printed_page_holds_a_password_or_the_server():
    store = syncing(on_devices())
    for action in ("export-json", "export-standings", "export-hands"):
        (download,) = [e for e in store.run(action).state.effects if isinstance(e, Download)]
        assert PASSWORD not in download.text and "5984" not in download.text
    t = store.tournaments["club"]
    for what in ("standings", "sheets"):
        printed = " ".join(text_of(node) for node in print_nodes(t, what, 1))
        assert PASSWORD not in printed and "5984" not in printed


def test_the_status_line_says_how_sync_goes_where_the_organiser_looks():
    for status, words in [("syncing", "sending and receiving"), ("uptodate", "up to date"),
                          ("offline", "offline, catching up"), ("refused", "refused the password"),
                          ("missing", "couch_setup.py"), ("nostore", "would not open its sync database")]:
        store = syncing(Store(seated()), status)
        for route in (Route("club", "home"), Route("club", "standings"), Route("club", "screen"),
                      Route("club", "devices")):
            store.state = dataclasses.replace(store.state, route=route)
            lines = [n for node in page(store.state, store.tournaments, "https://x/", [])
                     for n in find(node, lambda n: "sync-status" in n.attrs.get("class", ""))]
            assert len(lines) == 1 and words in text_of(lines[0]) and lines[0].attrs["data-sync"] == status
    store = syncing(Store(seated()), "other")
    other = Syncing(store.state.sync[0][1].link, "other", "the server’s database holds another tournament ('x')")
    store.state = dataclasses.replace(store.state, route=Route("club", "home"), sync=(("club", other),))
    assert "holds another tournament ('x')" in everything(store)


def test_a_phone_joins_with_its_tables_server_link_or_without_a_damaged_one():
    t = seated()
    org = organiser_link("club", SERVER, PASSWORD)
    code = encode(TableSheet.of(t, 1, 2))
    store = Store()
    step = store.run("show", route=parse_route(f"#sheet/join/{code}.{org.for_table(1, 2).code()}"))
    assert step.state.route == Route("club", "device", 1, 2)
    assert step.state.effects == (SyncStart(org.for_table(1, 2)),)
    store = Store()
    step = store.run("show", route=parse_route(f"#sheet/join/{code}.{org.for_table(1, 1).code()}"))
    assert step.state.effects == (), "a link for another table is not taken"
    store = Store()
    step = store.run("show", route=parse_route(f"#sheet/join/{code}.garbage"))
    assert step.state.route == Route("club", "device", 1, 2) and not step.state.effects
    assert "bring its results by QR code" in step.note.text


def test_a_standings_screens_link_follows_the_server_and_waits_for_the_tournament():
    org = organiser_link("club", SERVER, PASSWORD)
    store = Store()
    step = store.run("show", route=parse_route(f"#sheet/follow/{org.for_screen().code()}"))
    assert step.state.effects == (SyncStart(org.for_screen()),) and step.state.route == Route()
    assert "Waiting for the tournament from the server" in " ".join(m.text for m in step.state.messages)
    store = Store(seated())
    step = store.run("show", route=parse_route(f"#sheet/follow/{org.for_screen().code()}"))
    assert step.state.route == Route("club", "screen")
    for wrong in (org.for_table(1, 1).code(), "nonsense"):
        step = Store().run("show", route=parse_route(f"#sheet/follow/{wrong}"))
        assert not step.state.effects and step.state.route == Route()
        assert any(m.kind == "error" for m in step.state.messages)


def test_a_device_that_follows_as_a_standings_screen_changes_nothing_and_says_so():
    from tests.ui.test_sheet_actions import record_form

    org = organiser_link("club", SERVER, PASSWORD)
    store = Store(seated())
    store.state = dataclasses.replace(store.state, route=Route("club", "round", 1, 1))
    store.state = store.state.with_sync("club", Syncing(org.for_screen(), "uptodate"))
    before = store.tournaments["club"]
    step = store.run("record", **record_form(table="1", hand="1", makers="0", tricks="3"))
    assert store.tournaments["club"] is before and step.note.kind == "error"
    assert "standings screen and changes nothing" in step.note.text
    store.state = store.state.with_sync("club", Syncing(org, "uptodate"))     # the organiser's own device
    store.run("record", **record_form(table="1", hand="1", makers="0", tricks="3"))
    assert store.tournaments["club"].table(1, 1).recorded == 1


def test_a_refused_password_is_typed_again_without_stopping_sync():
    store = syncing(on_devices(), "refused")
    drawn = everything(store)
    assert "type the organiser's password again under Table devices" in drawn and "Try this password" in drawn
    assert "Try this password" not in everything(syncing(on_devices(), "uptodate")), "only once refused"
    step = store.run("sync-password", password="short", place="sync")
    assert step.note.kind == "error" and "at least 12 characters" in step.note.text and not step.state.effects
    step = store.run("sync-password", password="the-right-organiser-password", place="sync")
    (start,) = step.state.effects
    assert start == SyncStart(organiser_link("club", SERVER, "the-right-organiser-password")), "the same server"
    assert SERVER in step.note.text and "the-right-organiser-password" not in step.note.text
    step = on_devices().run("sync-password", password=PASSWORD, place="sync")
    assert step.note.kind == "error" and not step.state.effects, "nothing to retry without sync on"
