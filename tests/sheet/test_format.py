"""The score sheet's stored forms: JSON round trips, migrations, checking imported files
(including fuzzed ones), merging two tablets' copies, and CSV exports."""

from __future__ import annotations

import copy
import csv
import dataclasses
import io
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import euchre
from euchre import EuchreError, InvalidStateError, TournamentError
from euchre.sheet import (FORMAT, MIGRATIONS, SCHEMA, Tournament, dump_tournament, from_document, load_tournament,
                          merge_tournaments, migrate, to_document)
from euchre.sheet.format import MAX_DOCUMENT_CHARS

from tests.helpers import damaged, paths_in
from tests.helpers.sheet import Clock, install_seating, record_all, rich, sheet, with_totals



def document():
    return to_document(rich())


def loads_doc(doc):
    return load_tournament(json.dumps(doc))


# --- round trips ------------------------------------------------------------------------------

def test_json_round_trip_gives_an_equal_tournament():
    t = rich()
    text = dump_tournament(t)
    back = load_tournament(text)
    assert back == t and dump_tournament(back) == text
    assert from_document(to_document(t)) == t
    assert euchre.load_tournament(euchre.dump_tournament(t)) == t
    assert back.standings() == t.standings()
    assert back.hand(1, 1, 1).history == t.hand(1, 1, 1).history
    doc = json.loads(text)
    assert doc["format"] == FORMAT == "euchre-tournament" and doc["schema"] == SCHEMA == 5
    assert doc["players"][7] == {"id": 7, "name": "Hal", "active": False, "updated": doc["players"][7]["updated"]}
    assert doc["rounds"][0]["tables"][0]["hands"][0]["versions"][1] == {
        "rev": 2, "at": doc["rounds"][0]["tables"][0]["hands"][0]["versions"][1]["at"], "makers": 0, "tricks": 4,
        "event": "corrected"}
    assert "secret" not in doc, "a tournament without a secret writes none"


def test_round_trip_keeps_scheduled_seating(monkeypatch):
    install_seating(monkeypatch)
    clock = Clock()
    t = sheet(8, clock).start_round(at=clock()).start_round(at=clock())
    assert t.round(2).schedule is not None
    assert load_tournament(dump_tournament(t)) == t


def test_unicode_names_survive_the_round_trip():
    clock = Clock()
    names = ["Zoë", "李雷", "O'Brien", "Ana 👩‍👩‍👧"]
    t = Tournament.new("u", "Coupe d'été ♠", players=names, at=clock())
    assert load_tournament(dump_tournament(t)) == t
    assert load_tournament(dump_tournament(t).encode("utf-8")) == t


def test_keep_both_copies_under_a_new_id():
    t = rich()
    copy_ = t.copy_as("t-1-tablet", "Friday night (tablet)", at="2024-05-04T09:00:00Z")
    assert (copy_.id, copy_.name, copy_.updated) == ("t-1-tablet", "Friday night (tablet)", "2024-05-04T09:00:00Z")
    assert copy_.rounds == t.rounds and copy_.players == t.players
    with pytest.raises(TournamentError, match="tournament id"):
        t.copy_as("bad id", "x", at="2024-05-04T09:00:00Z")


# --- migrations -------------------------------------------------------------------------------

def schema_1(t):
    """The documented schema-1 shape of a sheet whose hands were never corrected."""
    doc = to_document(t)
    doc["schema"] = 1
    del doc["settings"]["rounds"]
    for player in doc["players"]:
        del player["updated"]
    for rnd in doc["rounds"]:
        del rnd["schedule"]
        for table in rnd["tables"]:
            assert table.pop("totals") == []
            table["hands"] = [{"number": h["number"], "at": h["versions"][0]["at"],
                               "makers": h["versions"][0].get("makers"), "tricks": h["versions"][0].get("tricks"),
                               "alone": h["versions"][0].get("alone"), "renege": h["versions"][0].get("renege")}
                              for h in table["hands"]]
    return doc


def unmarked(t):
    """``t`` as a file from before versions said what they were: no event, no arrival."""
    def plain(line):
        return tuple(v._replace(event="", seen="", came_as="") for v in line)
    rounds = tuple(dataclasses.replace(rnd, tables=tuple(dataclasses.replace(
        table, hands=tuple(h._replace(versions=plain(h.versions), waiting=plain(h.waiting)) for h in table.hands),
        totals=plain(table.totals), totals_waiting=plain(table.totals_waiting)) for table in rnd.tables))
        for rnd in t.rounds)
    return dataclasses.replace(t, rounds=rounds)


def test_schema_1_files_are_upgraded():
    clock = Clock()
    t = sheet(5, clock, [(0, 1, 2, 3)], bye_rule="average")
    t = record_all(t, 1, 1, [(0, 3), (1, 5, 3), (0, 1)], clock)
    t = t.record_renege(1, 1, offenders=0, at=clock())
    old = schema_1(t)
    assert old["rounds"][0]["tables"][0]["hands"][1] == {
        "number": 2, "at": t.hand(1, 1, 2).current.at, "makers": 1, "tricks": 5, "alone": 3, "renege": None}
    back = loads_doc(old)
    assert back.rounds == unmarked(t).rounds and back.settings == t.settings      # schema 1 said no event
    assert [(p.id, p.name, p.active, p.updated) for p in back.players] == [
        (p.id, p.name, p.active, old["updated"]) for p in t.players]
    assert back.standings() == t.standings()
    assert json.loads(dump_tournament(back))["schema"] == SCHEMA == 5


def test_migrations_run_in_numeric_order_up_to_the_target():
    steps = []

    def one_to_two(doc):
        steps.append(1)
        return {**doc, "a": 1}

    def two_to_three(doc):
        steps.append(2)
        assert doc["a"] == 1
        return {**doc, "b": 2}

    doc = migrate({"schema": 1}, migrations={2: two_to_three, 1: one_to_two}, target=3)
    assert steps == [1, 2] and doc == {"schema": 3, "a": 1, "b": 2}
    assert migrate({"schema": 3}, migrations={}, target=3) == {"schema": 3}
    with pytest.raises(InvalidStateError, match="schema 2 cannot be read: no upgrade"):
        migrate({"schema": 1}, migrations={1: one_to_two}, target=3)
    with pytest.raises(InvalidStateError, match="could not be upgraded"):
        migrate({"schema": 1}, migrations={1: lambda doc: doc["missing"]}, target=2)
    assert set(MIGRATIONS) == set(range(1, SCHEMA))


def test_newer_schemas_are_refused_with_a_clear_message():
    doc = document()
    doc["schema"] = SCHEMA + 1
    with pytest.raises(InvalidStateError, match=r"saved by a newer version \(schema 6\).*reads schema 5 and older"):
        loads_doc(doc)


def test_malformed_schema_1_files_are_refused_not_crashed_on():
    old = schema_1(sheet(4, Clock(), [(0, 1, 2, 3)]))
    for broken in (
        {**old, "players": [1, "x"]},
        {**old, "rounds": ["x"]},
        {**old, "rounds": [{"tables": "x"}]},
        {**old, "rounds": [{"number": 1, "tables": [{"hands": [7, {"number": 1}]}]}]},
        {**old, "settings": None},
    ):
        with pytest.raises(InvalidStateError):
            loads_doc(broken)


# --- checking imported files ------------------------------------------------------------------

def hand_of(doc, round_index=0, table_index=0, hand_index=0, version=0):
    return doc["rounds"][round_index]["tables"][table_index]["hands"][hand_index]["versions"][version]


def _set(path, value):
    def change(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def _delete(path):
    def change(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return change


T0 = ["rounds", 0, "tables", 0]
H0 = T0 + ["hands", 0]
V0 = H0 + ["versions", 0]

BAD = [
    (_set(["format"], "euchre"), "not a euchre tournament"),
    (_delete(["format"]), "not a euchre tournament"),
    (_set(["schema"], "2"), "no valid schema version (found '2')"),
    (_set(["schema"], True), "no valid schema version"),
    (_set(["schema"], 0), "no valid schema version"),
    (_set(["extra"], 1), "unknown field(s) 'extra'"),
    (_delete(["players"]), "lacks players"),
    (_set(["id"], "../../etc/passwd"), "the tournament id"),
    (_set(["id"], 7), "the tournament id"),
    (_set(["created"], "last tuesday"), "created must be an ISO 8601"),
    (_set(["players", 0, "name"], "<script>\u0000</script>"), "player entry 1: the name"),
    (_set(["players", 0, "name"], "x" * 101), "101 characters long; at most 100"),
    (_set(["players", 0, "name"], "bell\u0007"), "control character U+0007"),
    (_set(["players", 0, "name"], " Ann"), "starts or ends with spaces"),
    (_set(["players", 0, "name"], 5), "must be text, not 5"),
    (_set(["players", 0, "name"], ["Ann"]), "must be text, not a list"),
    (_set(["players"], {}), "players must be a list"),
    (_set(["players", 1, "id"], 0), "player id 0 is used twice"),
    (_set(["players", 0, "id"], -1), "the id must be a whole number from 0 to 9999, not -1"),
    (_set(["players", 0, "id"], 10 ** 30), "not a huge number"),
    (_set(["players", 0, "active"], "yes"), "active must be true or false"),
    (_set(["players", 0, "updated"], None), "updated must be an ISO 8601"),
    (_set(["players", 0, "nick"], "A"), "unknown field(s) 'nick'"),
    (_set(["players"], [{"id": i, "name": f"P{i}", "active": True, "updated": "2024-01-01"} for i in range(401)]),
     "at most 400"),
    (_set(["settings", "bye_rule"], "half"), "bye rule must be one of"),
    (_set(["settings", "bye_rule"], ["zero"]), "bye rule must be one of"),
    (_set(["settings", "tie_breaks"], "rounds_won"), "tie-breaks must be a list"),
    (_set(["settings", "tie_breaks"], [["rounds_won"]]), "unknown tie-break a list"),
    (_set(["settings", "rounds"], 1000), "planned rounds"),
    (_set(["settings"], None), "the settings must be a JSON object"),
    (_set(["rounds", 0, "number"], 2), "round 1 is numbered 2"),
    (_set(["rounds", 0, "number"], True), "round 1 is numbered True"),
    (_set(["rounds", 0, "closed"], "no"), "closed must be true or false"),
    (_set(["rounds", 0, "schedule"], [8, 0]), "schedule must be"),
    (_set(["rounds", 0, "schedule"], [8, 0, 8]), "rotation"),
    (_set(["rounds", 0], "round one"), "round 1 must be a JSON object"),
    (_set(["rounds", 0, "tables"], []), "round 1 has no tables"),
    (_set(["rounds"], [{}] * 61), "at most 60"),
    (_set(T0 + ["seats"], [0, 1, 2]), "must seat four players, not 3"),
    (_set(T0 + ["seats"], [0, 1, 2, 2]), "the same player twice"),
    (_set(T0 + ["seats"], [0, 1, 2, 77]), "seats 77, who is not a player"),
    (_set(T0 + ["seats"], [0, 1, 2, "3"]), "seats '3', who is not a player"),
    (_set(T0 + ["seats"], "0123"), "seats must be a list"),
    (_set(["rounds", 0, "tables", 1, "seats"], [4, 5, 6, 0]), "player #0 sits at table 2 and at table 1"),
    (_set(["rounds", 0, "tables", 1, "number"], 1), "table 1 is listed after table 1"),
    (_set(["rounds", 0, "tables", 0, "number"], 0), "the table number must be a whole number from 1"),
    (_set(["rounds", 0, "byes"], [99]), "a bye for 99"),
    (_set(["rounds", 0, "byes"], [8, 8]), "player #8 sits out but is also listed at another bye"),
    (_set(["rounds", 0, "byes"], [0]), "player #0 sits out but is also listed at table 1"),
    (lambda d: d["rounds"][0]["tables"][0]["hands"].append(copy.deepcopy(d["rounds"][0]["tables"][0]["hands"][0])),
     "at most 8"),
    (_set(H0 + ["number"], 9), "the hand number must be a whole number from 1 to 8, not 9"),
    (_set(T0 + ["hands", 1, "number"], 1), "has hand 1 twice"),
    (_set(V0 + ["tricks"], 6), "0 to 5 tricks (a hand has 5), not 6"),
    (_set(V0 + ["tricks"], -1), "not -1"),
    (_set(V0 + ["tricks"], "3"), "not '3'"),
    (_set(V0 + ["tricks"], 3.0), "not 3.0"),
    (_set(V0 + ["tricks"], float("nan")), "holds NaN"),
    (_set(V0 + ["makers"], True), "makers must be 0"),
    (_set(V0 + ["alone"], 2), "player #2 cannot go alone for the makers (a & b)"),
    (_set(V0 + ["alone"], 8), "player #8 went alone but is not at this table"),
    (_set(V0 + ["renege"], 1), "a renege ends the hand: give no tricks"),
    (_delete(V0 + ["makers"]), "say which pair made trump"),
    (_set(V0 + ["rev"], 0), "rev must be a whole number from 1"),
    (_set(V0 + ["at"], "2024-13-45"), "at must be an ISO 8601"),
    (_set(V0 + ["at"], "2024-05-03T19:00:00Z" * 3), "at must be an ISO 8601"),
    (_set(V0 + ["note"], "x"), "unknown field(s) 'note'"),
    (_set(H0 + ["versions"], []), "has no versions"),
    (_set(H0 + ["versions"], "v1"), "versions must be a list"),
    (lambda d: d["rounds"][0]["tables"][0]["hands"][0]["versions"].reverse(), "versions are out of order"),
    (_set(H0 + ["versions"], [{"rev": i + 1, "at": "2024-01-01", "makers": 0, "tricks": 3} for i in range(51)]),
     "at most 50"),
    (_set(H0 + ["versions", 0], [0, 3]), "must be a JSON object"),
    (_set(T0 + ["hands", 0], [1]), "the hand number must be"),
]


@pytest.mark.parametrize("change, words", BAD, ids=[words for _, words in BAD])
def test_bad_files_are_refused_saying_what_is_wrong(change, words):
    doc = document()
    change(doc)
    with pytest.raises(InvalidStateError) as caught:
        loads_doc(doc)
    assert words in str(caught.value)
    assert len(str(caught.value)) < 400


@pytest.mark.parametrize("text, words", [
    ("not json", "not valid JSON"),
    ("", "not valid JSON"),
    (b"\xff\xfe\x00", "is not text"),
    ("Rank,Tied,Top three,Player id\r\n1,,yes,0\r\n", "looks like a spreadsheet (CSV) file"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    (" " * (MAX_DOCUMENT_CHARS + 1), "at most 4000000"),
    ("1e999", "a number too large"),
    ("[]", "not a euchre tournament"),
    ('{"format": "euchre-tournament", "schema": ' + "9" * 5000 + "}", "a number 5000 digits long"),
    ('{"format": "euchre-tournament", "schema": NaN}', "holds NaN, which is not a number"),
    ('{"format": "euchre-tournament", "schema": 1e999}', "a number too large"),
    ("[" * 17 + "]" * 17, "nested too deeply (more than 16 levels)"),
    ("[" * 6000, "nested too deeply"),
    ('{"name": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"]]]"}', "not a euchre tournament"),
    ('{"format": "euchre", "schema": 1, "kind": "round"}', "not a euchre tournament"),
    (123, "must be JSON text, not 123"),
    (None, "must be JSON text"),
])
def test_unreadable_text_is_refused(text, words):
    with pytest.raises(InvalidStateError) as caught:
        load_tournament(text)
    assert words in str(caught.value)


def test_deep_nesting_inside_a_field_is_refused_quietly():
    doc = document()
    nested: object = []
    for _ in range(5000):
        nested = [nested]
    doc["players"][0]["name"] = nested
    with pytest.raises(InvalidStateError, match="must be text, not a list"):
        from_document(doc)


DOC = document()
PATHS = [p for p in paths_in(DOC) if p]
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(min_value=-10, max_value=12)
    | st.floats(allow_nan=True) | st.text(max_size=30) | st.sampled_from(["<script>", "2024-05-03", "", "zero"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=8)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(PATHS), JSON_VALUES, st.booleans()), min_size=1, max_size=3))
def test_fuzzed_files_load_or_are_refused_with_a_euchre_error(changes):
    text = json.dumps(damaged(DOC, changes))
    try:
        t = load_tournament(text)
    except EuchreError as error:
        assert isinstance(error, InvalidStateError) and str(error)
        return
    assert load_tournament(dump_tournament(t)) == t    # anything accepted is a sheet that saves and reloads
    t.standings()


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200) | st.binary(max_size=200))
def test_random_text_never_crashes_the_reader(text):
    with pytest.raises(EuchreError):
        load_tournament(text)


# --- merging copies ---------------------------------------------------------------------------

# --- round totals -------------------------------------------------------------------------------

def test_round_totals_survive_the_round_trip_with_their_history():
    t = with_totals()
    text = dump_tournament(t)
    back = load_tournament(text)
    assert back == t and dump_tournament(back) == text
    assert back.table(1, 1).totals == t.table(1, 1).totals and back.table(1, 1).points == (11, 5)
    assert [v.points for v in back.table(1, 2).totals] == [(9, 7), None]
    assert json.loads(text)["rounds"][0]["tables"][0]["totals"] == [
        {"rev": 1, "at": t.table(1, 1).totals[0].at, "ab": 10, "cd": 6, "event": "entered"},
        {"rev": 2, "at": t.table(1, 1).totals[1].at, "ab": 11, "cd": 5, "event": "corrected"}]
    assert back.standings() == t.standings()


def test_schema_2_files_are_upgraded_with_no_round_totals():
    t = rich()
    old = to_document(t)
    old["schema"] = 2
    for rnd in old["rounds"]:
        for table in rnd["tables"]:
            assert table.pop("totals") == []         # schema 2 had no round totals
    assert 2 in MIGRATIONS
    upgraded = migrate(copy.deepcopy(old))
    assert upgraded["schema"] == 5
    assert all(table["totals"] == [] for rnd in upgraded["rounds"] for table in rnd["tables"])
    back = loads_doc(old)
    assert back == t and back.standings() == t.standings()
    assert json.loads(dump_tournament(back))["schema"] == 5


def test_schema_3_files_are_upgraded_and_their_revisions_numbered_again():
    """A schema-3 file (no device names, no decisions, no waiting results) as the version before this
    one wrote it: two tablets' concurrent corrections merged into one history with revisions 1, 2, 2, 3."""
    old = {"format": "euchre-tournament", "schema": 3, "id": "t-1", "name": "Friday night",
           "created": "2024-05-03T19:00:00Z", "updated": "2024-05-03T20:00:00Z",
           "settings": {"bye_rule": "zero", "tie_breaks": [], "rounds": None},
           "players": [{"id": i, "name": name, "active": True, "updated": "2024-05-03T19:00:00Z"}
                       for i, name in enumerate(["Ann", "Bob", "Cy", "Di"])],
           "rounds": [{"number": 1, "closed": False, "byes": [], "schedule": None, "tables": [{
               "number": 1, "seats": [0, 1, 2, 3],
               "hands": [{"number": 1, "versions": [
                   {"rev": 1, "at": "2024-05-03T19:10:00Z", "makers": 0, "tricks": 3},
                   {"rev": 2, "at": "2024-05-03T19:30:00Z", "makers": 0, "tricks": 4},
                   {"rev": 2, "at": "2024-05-03T19:40:00Z", "makers": 0, "tricks": 5},
                   {"rev": 3, "at": "2024-05-03T19:50:00Z", "makers": 1, "tricks": 3, "alone": 2}]}],
               "totals": [{"rev": 7, "at": "2024-05-03T19:55:00Z", "ab": 11, "cd": 5}]}]}]}
    assert 3 in MIGRATIONS and migrate(copy.deepcopy(old))["schema"] == 5
    t = loads_doc(old)
    entry = t.hand(1, 1, 1)
    assert [(v.revision, v.tricks) for v in entry.versions] == [(1, 3), (2, 4), (3, 5), (4, 3)]
    assert entry.current.alone == 2 and entry.waiting == () and not entry.current.decided
    assert [(v.revision, v.points) for v in t.table(1, 1).totals] == [(1, (11, 5))]
    assert t.table(1, 1).points == (11, 5) and t.waiting() == ()
    assert load_tournament(dump_tournament(t)) == t and json.loads(dump_tournament(t))["schema"] == 5


def test_where_a_result_was_entered_decisions_and_waiting_results_are_stored():
    clock = Clock()
    start = sheet(4, clock, [(0, 1, 2, 3)])
    mine = start.record_hand(1, 1, makers=0, tricks=3, at=clock(), by="Organiser").enter_totals(
        1, 1, 10, 6, at=clock(), by="Organiser")
    theirs = start.record_hand(1, 1, makers=1, tricks=4, at=clock(), by="Table 1").enter_totals(
        1, 1, 9, 7, at=clock(), by="Table 1")
    seen = clock()
    merged, _ = euchre.merge_tournaments(mine, theirs, at=seen)
    text = dump_tournament(merged)
    table = json.loads(text)["rounds"][0]["tables"][0]
    assert table["hands"][0]["waiting"] == [{"rev": 0, "at": theirs.hand(1, 1, 1).current.at, "makers": 1,
                                             "tricks": 4, "by": "Table 1", "event": "entered", "seen": seen,
                                             "came_as": "waiting"}]
    assert table["totals_waiting"] == [{"rev": 0, "at": theirs.table(1, 1).totals[0].at, "ab": 9, "cd": 7,
                                        "by": "Table 1", "event": "entered", "seen": seen, "came_as": "waiting"}]
    assert load_tournament(text) == merged
    decided = merged.decide_hand(1, 1, 1, merged.hand(1, 1, 1).waiting[0], at=clock())
    hand = json.loads(dump_tournament(decided))["rounds"][0]["tables"][0]["hands"][0]
    assert "waiting" not in hand and hand["versions"][-1]["decided"] is True
    assert load_tournament(dump_tournament(decided)) == decided


@pytest.mark.parametrize("change, words", [
    ({"waiting": [{"rev": 0, "at": "2024-05-03T19:00:00Z", "makers": 1, "tricks": 9}]}, "0 to 5 tricks"),
    ({"waiting": [{"rev": -1, "at": "2024-05-03T19:00:00Z", "makers": 1, "tricks": 4}]}, "rev must be"),
    ({"waiting": [{"rev": 0, "at": "2024-05-03T19:00:00Z", "makers": 1, "tricks": 4, "decided": 1}]},
     "decided must be true or false"),
    ({"waiting": [{"rev": 0, "at": "2024-05-03T19:00:00Z", "makers": 1, "tricks": 4, "by": "x" * 41}]},
     "at most 40"),
    ({"waiting": [{"rev": 0, "at": "2024-05-03T19:00:00Z", "makers": 1, "tricks": 4}] * 11}, "at most 10"),
    ({"waiting": {}}, "must be a list"),
    ({"versions": [{"rev": 1001, "at": "2024-05-03T19:00:00Z", "makers": 1, "tricks": 4}]}, "rev must be"),
])
def test_files_with_bad_waiting_results_are_refused(change, words):
    clock = Clock()
    doc = to_document(record_all(sheet(4, clock, [(0, 1, 2, 3)]), 1, 1, [(0, 3)], clock))
    doc["rounds"][0]["tables"][0]["hands"][0].update(change)
    with pytest.raises(InvalidStateError, match=words):
        loads_doc(doc)


TOTALS = ["rounds", 0, "tables", 0, "totals"]


@pytest.mark.parametrize("totals, words", [
    ([{"rev": 1, "at": "2024-05-03T19:00:00Z", "ab": 33, "cd": 0}], "too many for one side, the limit 32"),
    ([{"rev": 1, "at": "2024-05-03T19:00:00Z", "ab": 31, "cd": 0}], "no hands make it"),
    ([{"rev": 1, "at": "2024-05-03T19:00:00Z", "ab": 11}], "gives one pair's score without the other's"),
    ([{"rev": 1, "at": "2024-05-03T19:00:00Z", "ab": "11", "cd": 5}], "not a score"),
    ([{"rev": 1, "at": "2024-05-03T19:00:00Z", "ab": 11, "cd": 5, "hands": 8}], "unknown field"),
    ([{"rev": 2, "at": "2024-05-03T19:00:00Z"}, {"rev": 1, "at": "2024-05-03T19:00:00Z", "ab": 8, "cd": 8}],
     "round totals versions are out of order"),
    ([{"rev": 0, "at": "2024-05-03T19:00:00Z", "ab": 8, "cd": 8}], "rev must be"),
    ([{"rev": 1, "at": "yesterday", "ab": 8, "cd": 8}], "at must be an ISO 8601"),
    ({"ab": 8, "cd": 8}, "must be a list"),
    ([{"rev": i + 1, "at": "2024-05-03T19:00:00Z", "ab": 8, "cd": 8} for i in range(51)], "at most 50"),
])
def test_files_with_impossible_round_totals_are_refused(totals, words):
    doc = to_document(with_totals())
    doc["rounds"][0]["tables"][0]["totals"] = totals
    with pytest.raises(InvalidStateError) as caught:
        loads_doc(doc)
    assert words in str(caught.value) and "round 1, table 1" in str(caught.value)


def test_a_table_without_its_totals_is_refused():
    doc = to_document(with_totals())
    del doc["rounds"][0]["tables"][0]["totals"]
    with pytest.raises(InvalidStateError, match="round 1, table 1 lacks totals"):
        loads_doc(doc)


# --- schema 5: the secret, the confirmation setting, what versions were ---------------------------------

def test_the_confirmation_setting_and_what_versions_were_are_stored_and_checked():
    clock = Clock()
    t = sheet(4, clock, [(0, 1, 2, 3)]).with_settings(confirm=True, at=clock())
    t = t.record_hand(1, 1, makers=0, tricks=3, at=clock()).undo_hand(1, 1, 1, at=clock())
    doc = json.loads(dump_tournament(t))
    assert doc["settings"]["confirm"] is True and load_tournament(dump_tournament(t)) == t
    assert [v["event"] for v in doc["rounds"][0]["tables"][0]["hands"][0]["versions"]] == ["entered", "undone"]
    off = t.with_settings(confirm=False, at=clock())
    assert "confirm" not in json.loads(dump_tournament(off))["settings"]     # a file as the last version wrote it
    with pytest.raises(TournamentError, match="confirm must be true or false"):
        t.with_settings(confirm="yes", at=clock())
    for change, words in [({"event": "guessed"}, "event must be one of"), ({"came_as": "magic"}, "came_as must be"),
                          ({"seen": "yesterday"}, "ISO 8601"), ({"event": 1}, "event must be")]:
        bad = json.loads(dump_tournament(t))
        bad["rounds"][0]["tables"][0]["hands"][0]["versions"][0].update(change)
        with pytest.raises(InvalidStateError, match=words):
            load_tournament(json.dumps(bad))
    bad = json.loads(dump_tournament(t))
    bad["settings"]["confirm"] = 1
    with pytest.raises(InvalidStateError, match="confirm must be true or false"):
        load_tournament(json.dumps(bad))
