"""A season across nights: a roster of players kept on the device, nights added into standings per
player, top three, a CSV that opens right, and a season file that moves to another device and is
checked as untrusted input."""

from __future__ import annotations

import csv
import json

import pytest

from euchre.errors import EuchreError, InvalidStateError, TournamentError
from euchre.sheet import NameTaken, Tournament, season_csv
from euchre.sheet.reasons import Refusal
from euchre.sheet.roster import MAX_ROSTER, Roster
from euchre.sheet.season import MAX_NIGHTS, Night, NightResult, Season
from euchre.sheet.season_format import dump_roster, dump_season, load_roster, load_season
from ui.sheet.words import roster_name_taken_text, season_row_text, season_top_three_text

AT = "2024-05-03T19:00:00Z"


# --- the roster ---------------------------------------------------------------------------------------

def test_a_roster_adds_renames_and_removes_names_that_can_be_told_apart():
    roster = Roster().add("Ann", at=AT).add("Bob", at=AT).add("Núñez", at=AT)
    assert roster.names == ("Ann", "Bob", "Núñez")
    with pytest.raises(Refusal) as refused:
        roster.add("ＡＮＮ", at=AT)                            # full-width letters look the same
    assert refused.value.reason == NameTaken(0, "ＡＮＮ", False)
    assert roster_name_taken_text(refused.value.reason, "Ann") == (
        "The roster already has “Ann” (“ＡＮＮ” looks the same). Add an initial to tell them apart.")
    with pytest.raises(TournamentError, match="empty"):
        roster.add("   ", at=AT)
    renamed = roster.rename(1, "Bobby", at="2024-05-10T19:00:00Z")
    assert renamed.player(1) == (1, "Bobby", "2024-05-10T19:00:00Z") and renamed.rename(1, "bobby", at=AT)
    with pytest.raises(Refusal):
        renamed.rename(1, "ann", at=AT)
    gone = renamed.remove(0)
    assert gone.names == ("Bobby", "Núñez") and gone.add("Cy", at=AT).find("cy").id == 3   # ids never reused
    assert roster.learn(["ann", "Di", "Di "], at=AT).names == ("Ann", "Bob", "Di", "Núñez")


def test_a_roster_is_stored_with_a_schema_and_read_back_checked():
    roster = Roster().add("Ann", at=AT).add("<b>Bob</b>", at=AT)
    text = dump_roster(roster)
    assert json.loads(text)["format"] == "euchre-roster" and json.loads(text)["schema"] == 1
    assert load_roster(text) == roster
    for bad, words in [
        ('{"format": "euchre-roster", "schema": 2, "players": []}', r"newer version \(schema 2\)"),
        ('{"format": "euchre-roster", "schema": 1}', "lacks players"),
        ('{"format": "euchre-roster", "schema": 1, "players": [{"id": 0, "name": "Ann", "updated": "x"}]}',
         "ISO 8601"),
        ('{"format": "euchre-roster", "schema": 1, "players": [{"id": 0, "name": "Ann", "updated": "' + AT
         + '"}, {"id": 1, "name": "ANN", "updated": "' + AT + '"}]}', "look the same"),
        ('{"format": "euchre-roster", "schema": 1, "players": [{"id": 1, "name": "Ann", "updated": "' + AT
         + '"}, {"id": 1, "name": "Bob", "updated": "' + AT + '"}]}', "in order"),
        ('{"format": "euchre-tournament", "schema": 1}', "not one"),
        ("[" * 50 + "]" * 50, "nested"),
    ]:
        with pytest.raises(InvalidStateError, match=words):
            load_roster(bad)
    many = {"format": "euchre-roster", "schema": 1,
            "players": [{"id": i, "name": f"P{i}", "updated": AT} for i in range(MAX_ROSTER + 1)]}
    with pytest.raises(InvalidStateError, match="at most"):
        load_roster(json.dumps(many))


# --- a season ---------------------------------------------------------------------------------------

def played(tid: str, day: int, names, hands, average_byes=False) -> Tournament:
    """A night at one table (a fifth player sits out when there are five): ``hands`` as (makers, tricks)."""
    t = Tournament.new(tid, f"Night {day}", players=names, at=f"2024-05-{day:02d}T19:00:00Z")
    if average_byes:
        t = t.with_settings(bye_rule="average", at=f"2024-05-{day:02d}T19:00:00Z")
    t = t.start_round(tables=[(0, 1, 2, 3)], at=f"2024-05-{day:02d}T19:01:00Z")
    for makers, tricks in hands:
        t = t.record_hand(1, 1, makers=makers, tricks=tricks, at=f"2024-05-{day:02d}T19:05:00Z")
    return t


def test_nights_add_into_standings_per_player():
    first = played("n1", 3, ["Ann", "Bob", "Cy", "Di"], [(0, 5), (0, 3)])           # Ann & Bob 3
    second = played("n2", 10, ["ann ", "Cy", "Ed", "Di", "Bob"], [(1, 3), (1, 5)])  # Ed & Di 3; Bob sits out
    season = Season("Spring").with_night(second).with_night(first)
    assert [n.tournament_id for n in season.nights] == ["n1", "n2"]                 # in date order
    rows = {row.name: row for row in season.standings()}
    assert set(rows) == {"ann", "Bob", "Cy", "Di", "Ed"}          # "ann" is Ann; the latest spelling shows
    ann, bob, di = rows["ann"], rows["Bob"], rows["Di"]
    assert (ann.total, ann.nights, ann.rounds, ann.average, ann.best_night, ann.best_night_name) == (
        3, 2, 2, 1.5, 3, "Night 3")
    assert (bob.total, bob.nights, bob.rounds, bob.average) == (3, 2, 1, 3.0)       # a bye: no round played
    assert (di.total, di.best_night, di.best_night_name) == (3, 3, "Night 10")
    assert [(row.place, row.name) for row in season.standings()] == [
        ("1=", "ann"), ("1=", "Bob"), ("1=", "Di"), ("1=", "Ed"), ("5", "Cy")]
    assert [row.name for row in season.top_three()] == ["ann", "Bob", "Di", "Ed"]
    assert season_row_text(rows["ann"]) == "1= ann: 3 over 2 nights, 1.5 a round, best night 3 (Night 3)"
    assert season_top_three_text(season.standings()) == (
        "Top three of the season: 1= ann (3), 1= Bob (3), 1= Di (3), 1= Ed (3)")
    # a night added again replaces itself: its scores may have changed since
    later = second.record_hand(1, 1, makers=1, tricks=3, at="2024-05-10T19:30:00Z")
    again = season.with_night(later)
    assert len(again.nights) == 2 and {r.name: r.total for r in again.standings()}["Ed"] == 4
    assert again.without_night("n2").nights == (Night.of(first),)
    assert Season("Empty").top_three() == () and season_top_three_text(()) is None


def test_two_names_can_be_said_to_be_one_person():
    first = played("n1", 3, ["Ann", "Bob", "Cy", "Di"], [(0, 3)])
    second = played("n2", 10, ["Annie", "Bob", "Cy", "Di"], [(0, 3)])
    season = Season("Spring").with_night(first).with_night(second)
    assert len(season.standings()) == 5
    joined = season.with_alias("Annie", "Ann")
    rows = {row.name: row for row in joined.standings()}
    assert set(rows) == {"Ann", "Bob", "Cy", "Di"} and rows["Ann"].total == 2 and rows["Ann"].nights == 2
    assert joined.same_person("annie", "ANN") and joined.with_alias("ANNIE", "ann") is joined
    with pytest.raises(TournamentError, match="already said to be another player"):
        joined.with_alias("Annie", "Bob")
    assert joined.with_alias("Ann", "Annie") is joined                      # one person either way
    assert len(joined.without_alias("annie").standings()) == 5


def test_a_bye_credit_counts_in_the_total_but_not_in_the_average():
    night = played("n1", 3, ["Ann", "Bob", "Cy", "Di", "Ed"], [(0, 3), (0, 5), (1, 4)], average_byes=True)
    t = night.close_round(1, at="2024-05-03T20:00:00Z", incomplete_ok=True)
    t = t.start_round(tables=[(4, 1, 2, 3)], at="2024-05-03T20:01:00Z")     # Ann sits out round 2
    t = t.record_hand(2, 1, makers=0, tricks=3, at="2024-05-03T20:05:00Z")
    row = {r.name: r for r in Season("S").with_night(t).standings()}["Ann"]
    assert (row.total, row.points, row.rounds, row.average) == (6, 3, 1, 3.0)


def test_the_season_csv_opens_right_in_a_spreadsheet(tmp_path):
    season = Season("Spring").with_night(played("n1", 3, ["=Ann", "Bob", "Cy", "Di"], [(0, 5)]))
    text = season_csv(season)
    path = tmp_path / "season.csv"
    path.write_bytes(text.encode("utf-8"))
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    with path.open(newline="", encoding="utf-8-sig") as file:
        rows = list(csv.reader(file))
    assert rows[0] == ["Rank", "Tied", "Top three", "Name", "Total", "Nights", "Rounds played", "Table points",
                       "Average a round", "Best night", "Best night's tournament"]
    assert rows[1] == ["1", "yes", "yes", "'=Ann", "2", "1", "1", "2", "2.0", "2", "Night 3"]
    assert len(rows) == 5


def test_a_season_file_moves_to_another_device_and_a_bad_one_changes_nothing():
    season = Season("Spring").with_night(played("n1", 3, ["Ann", "Bob", "Cy", "Di"], [(0, 5)]))
    season = season.with_night(played("n2", 10, ["Annie", "Bob", "Cy", "Di"], [(1, 3)])).with_alias("Annie", "Ann")
    text = dump_season(season)
    assert json.loads(text)["format"] == "euchre-season" and json.loads(text)["schema"] == 1
    back = load_season(text)
    assert back == season and back.standings() == season.standings()
    doc = json.loads(text)
    cases = [
        ({**doc, "schema": 2}, r"newer version \(schema 2\)"),
        ({**doc, "schema": 0}, "no valid schema"),
        ({**doc, "extra": 1}, "unknown field"),
        ({**doc, "name": ""}, "empty"),
        ({**doc, "nights": [doc["nights"][0]] * 2}, "listed twice"),
        ({**doc, "nights": [{**doc["nights"][0], "date": "yesterday"}]}, "ISO 8601"),
        ({**doc, "nights": [{**doc["nights"][0], "results": [{**doc["nights"][0]["results"][0], "total": -1}]}]},
         "the total must be"),
        ({**doc, "nights": [{**doc["nights"][0], "results": [{**doc["nights"][0]["results"][0], "rounds": 1.5}]}]},
         "the rounds must be"),
        ({**doc, "nights": [{**doc["nights"][0], "results": [doc["nights"][0]["results"][0]] * 2}]}, "twice"),
        ({**doc, "nights": [{**doc["nights"][0], "tournament": "no spaces please"}]}, "tournament id"),
        ({**doc, "aliases": [["Ann", "Bob"], ["Ann", "Cy"]]}, "alias 2: .Ann. is already said"),
        ({**doc, "aliases": [["x"]]}, "alias 1 must be"),
        ({**doc, "nights": [doc["nights"][0]] * (MAX_NIGHTS + 1)}, "at most"),
    ]
    for bad, words in cases:
        with pytest.raises(InvalidStateError, match=words):
            load_season(json.dumps(bad))
    for text in ("", "not json", "[]", '{"format": "euchre-season"}', "\x00\x01", "[" * 40 + "]" * 40):
        with pytest.raises(EuchreError):
            load_season(text)
