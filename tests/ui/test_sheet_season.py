"""The roster and the season on the page: reached from the list of tournaments; the roster's players
added to a new tournament (and a tournament's new players learnt by the roster); finished nights
added into the season's standings; the files downloaded and imported, a bad one refused in words."""

from __future__ import annotations

from ui.kit.vdom import text_of
from ui.sheet.routes import Route, parse_route, route_hash
from ui.sheet.screens.files import Download
from ui.sheet.screens.roster import ROSTER_KEY, SEASON_KEY, KeepBook
from ui.sheet.state import Kind

from euchre.sheet import Tournament
from euchre.sheet.csv import season_csv
from euchre.sheet.roster import Roster
from euchre.sheet.season import Season
from euchre.sheet.season_format import dump_roster, dump_season, load_roster, load_season
from tests.ui.sheet_page import AT, LATER, Device

NAMES = ["Ann", "Bob", "Cy", "Di"]


def night(tid: str, name: str, tricks: int) -> Tournament:
    t = Tournament.new(tid, name, players=NAMES, at=AT).start_round(tables=[(0, 1, 2, 3)], at=AT)
    return t.record_hand(1, 1, makers=0, tricks=tricks, at=AT)


def kept(device: Device, key: str) -> str:
    (effect,) = [e for e in device.of(KeepBook) if e.key == key]
    return effect.text


def test_the_roster_and_the_season_have_their_own_addresses_reached_from_the_list():
    assert parse_route("#sheet/roster") == Route(None, "roster") and route_hash(Route(None, "season")) == "#sheet/season"
    device = Device()
    device.open("#sheet")
    links = {n.attrs["href"]: text_of(n) for n in device.find(lambda n: n.tag == "a" and "href" in n.attrs)}
    assert links["#sheet/roster"] == "Roster" and links["#sheet/season"] == "Season"
    device.open("#sheet/roster")
    assert device.state.route == Route(None, "roster") and device.find(lambda n: n.attrs.get("id") == "roster-name")


def test_names_added_to_the_roster_are_kept_and_offered_to_a_new_tournament():
    device = Device()
    device.open("#sheet/roster")
    for name in ("Ann", "Bob", "Cy"):
        device.run("roster-add", name=name, place="roster")
    assert device.state.roster.names == ("Ann", "Bob", "Cy")
    assert load_roster(kept(device, ROSTER_KEY)).names == ("Ann", "Bob", "Cy")
    note = device.run("roster-add", name=" ann ", place="roster")
    assert note.kind is Kind.ERROR and note.text.startswith("The roster already has “Ann”")
    device.run("new-tournament", name="Friday", new_id="fri")
    assert device.state.route.tournament == "fri"
    labels = [text_of(n) for n in device.find(lambda n: n.tag == "label" and n.attrs.get("for", "").startswith(
        "roster-pick-"))]
    assert labels == ["Ann", "Bob", "Cy"]
    note = device.run("roster-pick", form="roster-pick", **{"pick-0": "Ann", "pick-2": "Cy"})
    assert [p.name for p in device.tournaments["fri"].players] == ["Ann", "Cy"]
    assert note.text == "Ann, Cy added from the roster. 2 playing. Add 2 more to seat a round."
    assert [text_of(n) for n in device.find(lambda n: n.tag == "label" and n.attrs.get("for", "").startswith(
        "roster-pick-"))] == ["Bob"], "only those not playing yet are offered"
    device.run("add-player", name="Dot")
    assert "Dot" in device.state.roster.names and "Dot" in load_roster(kept(device, ROSTER_KEY)).names
    assert device.run("roster-pick", form="roster-pick").kind is Kind.ERROR


def test_a_roster_file_is_downloaded_and_imported_and_a_bad_one_changes_nothing():
    device = Device(roster=Roster().add("Ann", at=AT))
    device.open("#sheet/roster")
    device.run("roster-export")
    (download,) = device.of(Download)
    assert load_roster(download.text).names == ("Ann",) and download.filename == "roster.json"
    other = dump_roster(Roster().add("ann", at=AT).add("Bob", at=AT))
    assert device.run("roster-import", text=other, place="roster-file").text == \
        "1 of the file's 2 players added to the roster."
    assert device.state.roster.names == ("Ann", "Bob")
    note = device.run("roster-import", text='{"format": "euchre-roster", "schema": 9}', place="roster-file")
    assert note.kind is Kind.ERROR and "not a roster that can be read" in note.text
    assert device.state.roster.names == ("Ann", "Bob")
    device.run("roster-remove", player="0")
    assert device.state.roster.names == ("Bob",)


def test_finished_nights_add_into_the_seasons_standings_and_its_files():
    device = Device(night("n1", "Week 1", 5), night("n2", "Week 2", 3))
    device.open("#sheet/season")
    assert "Add a night below" in text_of(device.find(lambda n: n.attrs.get("data-place") == "season")[0])
    device.run("season-add", id="n1")
    note = device.run("season-add", id="n2")
    assert note.text == "“Week 2” added to the season: 2 nights in it now."
    assert load_season(kept(device, SEASON_KEY)) == device.state.season
    rows = device.find(lambda n: n.tag == "tr" and n.key in NAMES)
    assert [[text_of(c) for c in row.children] for row in rows][0] == ["1=", "Ann", "3", "2", "1.5", "2 (Week 1)"]
    (top,) = device.find(lambda n: "top-three" in n.attrs.get("class", ""))
    assert text_of(top) == "Top three of the season: 1= Ann (3), 1= Bob (3), 3= Cy (0), 3= Di (0)"
    device.run("season-csv")
    (csv,) = device.of(Download)
    assert csv.text == season_csv(device.state.season) and csv.filename.endswith(".csv")
    device.run("season-export")
    (file,) = device.of(Download)
    assert load_season(file.text) == device.state.season
    device.run("season-remove", id="n1")
    assert [n.tournament_id for n in device.state.season.nights] == ["n2"]


def test_a_season_file_brings_its_nights_to_another_device():
    sent = Season("Spring").with_night(night("n1", "Week 1", 5))
    device = Device(night("n2", "Week 2", 3))
    device.open("#sheet/season")
    note = device.run("season-import", text=dump_season(sent), place="season-file")
    assert note.text == "The season file “Spring” brought 1 night into this season."
    assert device.state.season.name == "Spring" and [n.tournament_id for n in device.state.season.nights] == ["n1"]
    assert "from a season file" in text_of(device.find(lambda n: n.attrs.get("aria-label") == "Nights")[0])
    device.run("season-add", id="n2", at=LATER)
    assert len(device.state.season.nights) == 2
    note = device.run("season-import", text="{not json", place="season-file")
    assert note.kind is Kind.ERROR and "not a season that can be read" in note.text
    assert len(device.state.season.nights) == 2
