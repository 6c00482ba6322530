"""Live sync on the sheet's page, in CPython: the organiser's "Live sync" section, the links that
invitations and the standings screen's link carry, the status line, what arrives from a server
(an action like any other), and that no password reaches a file, a CSV or a printed page."""

from __future__ import annotations

import json

from euchre.sheet import Tournament
from euchre.sheet.share import TableSheet, encode
from euchre.sheet.sync_access import Access
from euchre.sheet.sync_link import organiser_link, publish, read_code
from ui.kit.vdom import find, text_of
from ui.sheet.arrivals import Reloaded, SyncArrived, SyncSaid, Synced
from ui.sheet.core import Publish, Save
from ui.sheet.screens.files import Download
from ui.sheet.routes import Route, parse_route, route_hash
from ui.sheet.screens.printing import print_nodes
from ui.sheet.state import Kind, Syncing, Topic
from ui.sheet.steps import SyncStart, SyncStop
from ui.sheet.sync_status import SyncStatus

from tests.ui.sheet_page import AT, LATER, Device

PASSWORD = "organiser-password-for-tests"
SERVER = "http://192.168.1.20:5984"


def seated() -> Tournament:
    t = Tournament.new("club", "Club night", at=AT, players=["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"])
    return t.start_round(tables=[(0, 1, 2, 3), (4, 5, 6, 7)], at=AT)


def on_devices() -> Device:
    return Device(seated(), route=Route("club", "devices"))


def everything(device: Device) -> str:
    """Every text and attribute the page draws."""
    out = []
    for node in device.nodes():
        for found in find(node, lambda n: True):
            out.append(found.text or "")
            out.extend(str(v) for v in found.attrs.values())
    return "\n".join(out)


def syncing(device: Device, status=SyncStatus.UPTODATE) -> Device:
    link = organiser_link("club", SERVER, PASSWORD)
    device.state = device.state.with_sync("club", Syncing(link, status))
    return device


def test_without_a_server_the_page_offers_live_sync_and_works_as_before():
    device = on_devices()
    drawn = everything(device)
    assert "Start live sync" in drawn and "sync-status" not in drawn
    assert "#sheet/join/" not in drawn
    device.run("invite", table="1")
    (link,) = device.find(lambda n: n.attrs.get("id") == "invite-link-1")
    kept = device.tournaments[seated().id]
    assert kept.secret, "the tournament has its secret once it invites"
    assert link.attrs["value"] == f"https://x/#sheet/join/{encode(TableSheet.of(kept, 1, 1), 'join')}", \
        "no server part"


def test_the_organiser_names_the_server_once_and_a_refusal_is_said_next_to_the_form():
    device = on_devices()
    note = device.run("sync-on", server=SERVER, password="short", place="sync")
    assert note.kind is Kind.ERROR and "at least 12 characters" in note.text and not device.effects[:-1]
    note = device.run("sync-on", server="couch.local", password=PASSWORD, place="sync")
    assert "http:// or https://" in note.text
    note = device.run("sync-on", server=SERVER, password=PASSWORD, place="sync")
    (start,) = device.of(SyncStart)
    assert start.link == organiser_link("club", SERVER, PASSWORD)
    assert device.state.syncing("club").status is SyncStatus.CONNECTING
    assert note.text.startswith("Live sync on") and not device.of(Save)


def test_with_sync_on_invitations_carry_the_tables_own_credential_and_nothing_shows_the_organisers():
    device = syncing(on_devices())
    device.run("invite", table="2")
    device.run("screen-link")
    drawn = everything(device)
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
    device.run("sync-off")
    assert device.of(SyncStop) == [SyncStop("club")] and device.state.syncing("club") is None


def test_no_file_csv_or_printed_page_holds_a_password_or_the_server():
    device = syncing(Device(seated(), route=Route("club", "files")))
    for action in ("export-json", "export-standings", "export-hands"):
        device.run(action)
        (download,) = device.of(Download)
        assert PASSWORD not in download.text and "5984" not in download.text
    t = device.tournaments["club"]
    for what in ("standings", "cards", "seating"):
        printed = " ".join(text_of(node) for node in print_nodes(t, what, 1))
        assert PASSWORD not in printed and "5984" not in printed


def test_the_status_line_says_how_sync_goes_where_the_organiser_looks():
    for status, words in [(SyncStatus.SYNCING, "sending and receiving"), (SyncStatus.UPTODATE, "up to date"),
                          (SyncStatus.OFFLINE, "offline, catching up"), (SyncStatus.REFUSED, "refused the password"),
                          (SyncStatus.MISSING, "couch_setup.py"), (SyncStatus.NOSTORE, "would not open its sync database")]:
        device = syncing(Device(seated()), status)
        for route in (Route("club", "home"), Route("club", "standings"), Route("club", "screen"),
                      Route("club", "devices")):
            lines = device.on(route).find(lambda n: "sync-status" in n.attrs.get("class", ""))
            assert len(lines) == 1 and words in text_of(lines[0]) and lines[0].attrs["data-sync"] == status.value
            assert status.severity in lines[0].classes
    device = syncing(Device(seated()), SyncStatus.OTHER).on(Route("club", "home"))
    other = Syncing(device.state.syncing("club").link, SyncStatus.OTHER, "the server’s database holds another tournament ('x')")
    device.state = device.state.with_sync("club", other)
    assert "holds another tournament ('x')" in everything(device)


def test_a_phone_joins_with_its_tables_server_link_or_without_a_damaged_one():
    t = seated()
    org = organiser_link("club", SERVER, PASSWORD)
    code = encode(TableSheet.of(t, 1, 2))
    device = Device()
    device.open(f"#sheet/join/{code}.{org.for_table(1, 2).code()}")
    assert device.state.route == Route("club", "device", 1, 2)
    assert device.of(SyncStart) == [SyncStart(org.for_table(1, 2))]
    assert device.saved[("club", 1, 2)] is device.state.tables[("club", 1, 2)]      # the phone keeps its table
    device = Device()
    device.open(f"#sheet/join/{code}.{org.for_table(1, 1).code()}")
    assert not device.of(SyncStart), "a link for another table is not taken"
    device = Device()
    note = device.open(f"#sheet/join/{code}.garbage")
    assert device.state.route == Route("club", "device", 1, 2) and not device.of(SyncStart)
    assert "bring its results by QR code" in note.text


def test_a_standings_screens_link_follows_the_server_and_waits_for_the_tournament():
    org = organiser_link("club", SERVER, PASSWORD)
    device = Device()
    device.open(f"#sheet/follow/{org.for_screen().code()}")
    assert device.of(SyncStart) == [SyncStart(org.for_screen())] and device.state.route == Route()
    assert "Waiting for the tournament from the server" in " ".join(m.text for m in device.state.messages)
    device = Device(seated())
    device.open(f"#sheet/follow/{org.for_screen().code()}")
    assert device.state.route == Route("club", "screen")
    for wrong in (org.for_table(1, 1).code(), "nonsense"):
        device = Device()
        device.open(f"#sheet/follow/{wrong}")
        assert not device.of(SyncStart) and device.state.route == Route()
        assert any(m.kind is Kind.ERROR for m in device.state.messages)


def test_a_device_that_follows_as_a_standings_screen_changes_nothing_and_says_so():
    from tests.ui.test_sheet_actions import record_form

    org = organiser_link("club", SERVER, PASSWORD)
    device = Device(seated(), route=Route("club", "round", 1, 1))
    device.state = device.state.with_sync("club", Syncing(org.for_screen(), SyncStatus.UPTODATE))
    before = device.tournaments["club"]
    note = device.run("record", **record_form(table="1", hand="1", makers="0", tricks="3"))
    assert device.tournaments["club"] is before and note.kind is Kind.ERROR
    assert "standings screen and changes nothing" in note.text
    device.state = device.state.with_sync("club", Syncing(org, SyncStatus.UPTODATE))   # the organiser's own device
    device.run("record", **record_form(table="1", hand="1", makers="0", tricks="3"))
    assert device.tournaments["club"].table(1, 1).recorded == 1
    assert Publish("club", device.tournaments["club"]) in device.effects          # what is stored goes to the server


def test_a_refused_password_is_typed_again_without_stopping_sync():
    device = syncing(on_devices(), SyncStatus.REFUSED)
    drawn = everything(device)
    assert "type the organiser's password again under Table devices" in drawn and "Try this password" in drawn
    assert "Try this password" not in everything(syncing(on_devices())), "only once refused"
    note = device.run("sync-password", password="short", place="sync")
    assert note.kind is Kind.ERROR and "at least 12 characters" in note.text and not device.of(SyncStart)
    note = device.run("sync-password", password="the-right-organiser-password", place="sync")
    (start,) = device.of(SyncStart)
    assert start == SyncStart(organiser_link("club", SERVER, "the-right-organiser-password")), "the same server"
    assert SERVER in note.text and "the-right-organiser-password" not in note.text
    note = on_devices().run("sync-password", password=PASSWORD, place="sync")
    assert note.kind is Kind.ERROR, "nothing to retry without sync on"


# --- what arrives --------------------------------------------------------------------------------------

def test_a_status_from_the_server_is_said_on_its_line_and_another_tournaments_database_is_refused():
    device = syncing(on_devices(), SyncStatus.CONNECTING)
    device.dispatch(SyncSaid("club", SyncStatus.UPTODATE))
    assert device.state.syncing("club").status is SyncStatus.UPTODATE
    device.dispatch(SyncSaid("club", SyncStatus.IDENTITY, "club"))                  # its own: nothing changes
    assert device.state.syncing("club").status is SyncStatus.UPTODATE and not device.effects
    device.dispatch(SyncSaid("club", SyncStatus.DENIED, "not yours"))
    assert any(m.topic is Topic.SYNC_DENIED and "not yours" in m.text for m in device.state.messages)
    assert device.state.syncing("club").status is SyncStatus.UPTODATE
    device.dispatch(SyncSaid("club", SyncStatus.IDENTITY, "elsewhere"))
    assert device.state.syncing("club").status is SyncStatus.OTHER
    assert device.of(SyncStop) == [SyncStop("club", forget=False)]                # closed, kept for the next start
    device.dispatch(SyncSaid("club", SyncStatus.UPTODATE))
    assert device.state.syncing("club").status is SyncStatus.OTHER, "stays refused until the link changes"
    device.dispatch(SyncSaid("unknown", SyncStatus.OFFLINE))                        # a link gone: nothing
    assert not device.effects


def test_a_phones_hands_arriving_at_the_organiser_are_kept_stored_and_counted():
    t = seated()
    org = organiser_link("club", SERVER, PASSWORD)
    phone = TableSheet.of(t, 1, 2).tournament(at=AT).record_hand(1, 2, makers=1, tricks=4, at=LATER, by="phone")
    mine = publish(t, org, [])                                  # the database holds the organiser's too
    fresh = tuple(publish(phone, org.for_table(1, 2), mine))
    device = syncing(Device(t, route=Route("club", "round", 1, 2)))
    device.dispatch(SyncArrived("club", tuple(mine) + fresh, fresh, LATER))
    assert device.tournaments["club"].table(1, 2).recorded == 1 and device.of(Save)
    assert "Hand 1" in " ".join(text_of(n) for n in device.find(lambda n: n.attrs.get("data-hand") == "1"))
    assert Publish("club", device.tournaments["club"]) in device.effects
    assert device.of(Synced)


def phone_at_table_2():
    """A table's phone (table 2) with its link to the server, and what the organiser's device publishes."""
    t = seated()
    org = organiser_link("club", SERVER, PASSWORD)
    link = org.for_table(1, 2)
    device = Device()
    device.open(f"#sheet/join/{encode(TableSheet.of(t, 1, 2))}.{link.code()}")
    device.dispatch(SyncSaid(link.key, SyncStatus.UPTODATE))
    return device, t, org, link


def record_two(**fields):
    return {"form": "record", "round": "1", "table": "2", "hand": "1", "correct": "0", "place": "record",
            "result": "hand", "alone": "", **fields}


def test_a_correction_made_on_the_organisers_device_reaches_the_tables_phone():
    device, t, org, link = phone_at_table_2()
    device.run("record", **record_two(makers="0", tricks="3"))
    organiser = t.record_hand(1, 2, makers=0, tricks=3, at=AT).correct_hand(1, 2, 1, makers=0, tricks=4, at=LATER)
    docs = tuple(publish(organiser, org, []))
    device.dispatch(SyncArrived(link.key, docs, docs, LATER))
    kept = device.state.tables[("club", 1, 2)]
    assert kept.hand(1, 2, 1).current.tricks == 4 and device.saved[("club", 1, 2)] is kept
    (news,) = [m for m in device.state.messages if m.topic is Topic.SYNC_TABLE]
    assert "The organiser's device corrected hand 1" in news.text and "4 tricks" in news.text


def test_a_phone_says_nothing_came_from_the_organiser_when_nothing_it_shows_changed():
    device, t, org, link = phone_at_table_2()
    device.run("record", **record_two(makers="0", tricks="3"))
    mine = device.state.tables[("club", 1, 2)]
    organiser = t.record_hand(1, 2, makers=0, tricks=3, at=AT)        # the same result, entered there too
    docs = tuple(publish(organiser, org, []))
    device.dispatch(SyncArrived(link.key, docs, docs, LATER))
    assert device.state.tables[("club", 1, 2)].table(1, 2).points == mine.table(1, 2).points
    assert not [m for m in device.state.messages if m.topic is Topic.SYNC_TABLE]


def test_a_phone_of_a_round_the_organiser_closed_says_so_and_offers_no_form():
    device, t, org, link = phone_at_table_2()
    device.run("record", **record_two(makers="0", tricks="3"))
    closed = t.record_hand(1, 2, makers=0, tricks=3, at=AT).close_round(1, at=LATER, incomplete_ok=True)
    docs = tuple(publish(closed, org, []))
    device.dispatch(SyncArrived(link.key, docs, docs, LATER))
    assert device.state.tables[("club", 1, 2)].round(1).closed
    (news,) = [m for m in device.state.messages if m.topic is Topic.SYNC_TABLE]
    assert "has closed round 1" in news.text and "sends nothing" in news.text
    page = " ".join(text_of(n) for n in device.find(lambda n: n.tag == "section"))
    assert "has closed round 1" in page
    assert not device.find(lambda n: n.attrs.get("data-form") == "record")
    assert device.find(lambda n: n.attrs.get("data-do") == "show-results"), "its code can still be shown"


def test_a_hand_the_phones_person_is_entering_is_never_taken_away_by_an_arrival_of_the_same_hand():
    """The race behind a form that vanished on a loaded machine: the organiser's device recorded hand
    1 at table 2 while the table's phone was entering it. The arrival waits until the phone's hand is
    sent; the two results, entered without seeing each other, then wait for the organiser's decision."""
    device, t, org, link = phone_at_table_2()
    device.run("record-choice", **record_two(makers="1", changed="makers", checked="1"))   # the person begins
    organiser = t.record_hand(1, 2, makers=0, tricks=3, at=AT, by="organiser")
    docs = tuple(publish(organiser, org, []))
    device.dispatch(SyncArrived(link.key, docs, docs, LATER))                       # arrives meanwhile
    assert device.state.held is not None and not device.effects
    (form,) = device.find(lambda n: n.attrs.get("data-form") == "record")
    assert form.attrs["data-hand"] == "1" and "Record hand 1" in text_of(form)      # the form stays
    assert "new results for table 2. What you entered here is kept" in text_of(form)  # and says why nothing moved
    assert [n.attrs["value"] for n in find(form, lambda n: "checked" in n.attrs and n.attrs["name"] == "makers")] \
        == ["1"]                                                                     # as the person left it
    device.run("record", **record_two(makers="1", tricks="4"))
    kept = device.state.tables[("club", 1, 2)]
    entry = kept.hand(1, 2, 1)
    assert entry.current.content[:2] == (1, 4) and [v.content[:2] for v in entry.waiting] == [(0, 3)]
    assert device.state.held is None and device.saved[("club", 1, 2)] is kept and device.of(Publish)


def test_an_arrival_before_the_person_begins_shows_the_organisers_hand_at_once():
    device, t, org, link = phone_at_table_2()
    organiser = t.record_hand(1, 2, makers=0, tricks=3, at=AT, by="organiser")
    docs = tuple(publish(organiser, org, []))
    device.dispatch(SyncArrived(link.key, docs, docs, LATER))
    (form,) = device.find(lambda n: n.attrs.get("data-form") == "record")
    assert form.attrs["data-hand"] == "2" and device.state.held is None


def test_another_tabs_change_keeps_what_the_person_is_entering_with_a_word_beside_it():
    from tests.ui.test_sheet_actions import record_form

    t = seated()
    device = Device(t, route=Route("club", "round", 1, 1))
    device.run("record-choice", **record_form(hand="1", makers="1", changed="makers", checked="1"))
    other = t.record_hand(1, 1, makers=0, tricks=4, at=LATER)
    device.dispatch(Reloaded("club", other))
    assert device.tournaments["club"] is other
    assert device.note.text.startswith("Table 1 was just changed in another tab") and device.note.place == "record"
    (form,) = device.find(lambda n: n.attrs.get("data-form") == "record" and n.attrs.get("data-correct") == "0")
    assert form.attrs["data-hand"] == "1"                                            # still the person's hand
    note = device.run("record", **record_form(hand="1", makers="1", tricks="2"))
    assert "recorded in another tab meanwhile" in note.text and device.state.editing.correct == (1, 1, 1)


def test_the_statuses_web_sync_js_can_send_are_the_enums():
    """``web/sync.js`` says a status as a string; the page turns it into ``SyncStatus``. Every kind it
    can send (a literal given to ``onStatus``, ``say`` or returned by ``kindOf``, and those in its
    order of the worst) must be a member said to come from it, and every such member must be sent."""
    import re
    from pathlib import Path

    from ui.sheet.sync_status import SENT_BY_SYNC_JS

    source = (Path(__file__).resolve().parents[2] / "web" / "sync.js").read_text()
    code = "\n".join(line.split("//")[0] for line in source.splitlines())            # not the comments
    sent = set(re.findall(r'onStatus\("([a-z]+)"', code))
    sent |= set(re.findall(r'say\(index, "([a-z]+)"', code))
    sent |= set(re.findall(r'return "([a-z]+)";', code))                            # kindOf's answers
    (worst,) = re.findall(r"\[((?:\"[a-z]+\",\s*)+\"[a-z]+\")\]\.find", code)
    sent |= set(json.loads(f"[{worst}]"))
    assert sent and sent == {status.value for status in SENT_BY_SYNC_JS}
    assert all(SyncStatus(kind).said_by_sync_js for kind in sent)


def test_a_status_web_sync_js_does_not_know_is_reported_by_the_boundary_not_said_as_connecting(monkeypatch):
    """``ui.sheet.sync`` turns what ``web/sync.js`` reports into a ``SyncStatus`` at once: a kind it does
    not know reaches no sync line; the page says "That did not work; nothing was lost." instead."""
    import types

    from tests.helpers.fake_browser import browser

    with browser(monkeypatch, "ui.sheet.sync", "ui.kit.boundary") as page:
        said, opened = [], []
        page.window.euchreSync = types.SimpleNamespace(open=lambda *args: opened.append(args))
        links = page.sync.Links(lambda *args: None, lambda key, status, detail: said.append((key, status, detail)))
        link = organiser_link("club", "https://couch.example/", "secret-password")
        links.start(link)
        on_status = opened[0][-1]
        on_status("uptodate", None)
        assert said == [(link.key, SyncStatus.UPTODATE, "")] and type(said[0][1]) is SyncStatus
        on_status("sleeping", "a kind web/sync.js never sends")
        assert len(said) == 1
        [notice] = page.document.getElementById("oops").children
        assert page.boundary.FAILED in notice.textContent
        assert "'sleeping' is not a valid SyncStatus" in page.window.logged[0]
