"""The tournament as append-only documents for replication, and the copies read back from them."""

from __future__ import annotations

import random

import pytest

from euchre.sheet import Tournament
from euchre.sheet.sync_docs import (
    MAX_DOC_CHARS,
    canonical,
    document_id,
    document_problem,
    documents,
    merge_documents,
    read_documents,
)
from tests.helpers.sheet import Clock, record_all, sheet, unmarked

ORGANISER = "euchre-t-1--organiser"
PHONE = "euchre-t-1--r2-t1"


def rich(clock: Clock) -> Tournament:
    """Two rounds of eight players: corrections, an undo, a renege, round totals, a closed round,
    a renamed and a removed player, a late arrival sitting out, settings changed."""
    t = sheet(8, clock, tables=[(0, 1, 2, 3), (4, 5, 6, 7)], bye_rule="average")
    t = record_all(t, 1, 1, [(0, 3), (1, 5), (0, 4, 0), (1, 1)], clock)
    t = t.correct_hand(1, 1, 2, makers=1, tricks=4, alone=3, at=clock())
    t = t.record_renege(1, 1, offenders=1, at=clock())
    t = t.undo_hand(1, 1, 5, at=clock())
    t = t.enter_totals(1, 2, 11, 5, at=clock())
    t = t.enter_totals(1, 2, 10, 6, at=clock())
    t = t.close_round(1, at=clock(), incomplete_ok=True)
    t = t.rename_player(2, "<script>alert('Cy')</script>", at=clock())
    t = t.add_players(["Núñez"], at=clock())
    t = t.remove_player(7, at=clock())
    t = t.start_round(tables=[(0, 2, 1, 3), (4, 8, 5, 6)], at=clock())
    return record_all(t, 2, 1, [(0, 3), (1, 2)], clock)


@pytest.fixture
def clock():
    return Clock()


def test_the_documents_give_the_tournament_back(clock):
    t = rich(clock)
    docs = documents(t, source=ORGANISER)
    assert all(document_problem(doc) is None for doc in docs)
    reading = read_documents(docs)
    assert reading.set_aside == ()
    assert reading.tournament_id == "t-1"
    assert reading.organiser == unmarked(t)
    shuffled = docs * 2
    random.Random(3).shuffle(shuffled)
    assert read_documents(shuffled).organiser == unmarked(t), "order and repeats change nothing"


def test_documents_are_only_added_never_changed(clock):
    t = rich(clock)
    first = documents(t, source=ORGANISER)
    assert documents(t, source=ORGANISER, known=first) == []
    later = t.correct_hand(2, 1, 1, makers=1, tricks=3, at=clock())
    later = later.rename_player(0, "Annie", at=clock()).close_round(2, at=clock(), incomplete_ok=True)
    added = documents(later, source=ORGANISER, known=first)
    assert sorted(doc["kind"] for doc in added) == ["hand", "player", "status"]
    assert not {doc["_id"] for doc in added} & {doc["_id"] for doc in first}
    assert read_documents(first + added).organiser == unmarked(later)
    reopened = later.reopen_round(2, at=clock())
    again = documents(reopened, source=ORGANISER, known=first + added)
    assert [(d["kind"], d["closed"]) for d in again] == [("status", False)]
    assert read_documents(first + added + again).organiser == unmarked(reopened)


def test_an_id_is_its_content(clock):
    doc = documents(rich(clock), source=ORGANISER)[-1]
    assert doc["_id"].startswith("hand:2:1:2:") and doc["_id"] == document_id(doc)
    assert len(doc["_id"].rsplit(":", 1)[1]) == 32
    changed = dict(doc, version=dict(doc["version"], tricks=5))
    assert "is not the one its content gives" in document_problem(changed)
    assert document_problem(dict(changed, _id=document_id(changed))) is None
    assert canonical({"_rev": "1-x", "b": 1, "a": "é"}) == '{"a":"é","b":1}'


def test_a_phone_writes_only_its_table(clock):
    t = rich(clock)
    org = documents(t, source=ORGANISER)
    phone = record_all(t, 2, 1, [(0, 3)], clock).record_hand(2, 2, makers=0, tricks=3, at=clock())
    mine = documents(phone, source=PHONE, known=org, scope=(2, 1))
    # Its copy as it holds it: the two hands it had from the organiser and its own third.
    assert [(d["kind"], d["round"], d["table"], d["hand"]) for d in mine] == [("hand", 2, 1, n) for n in (1, 2, 3)]
    reading = read_documents(org + mine)
    assert reading.organiser == unmarked(t)
    assert reading.tables[PHONE].table(2, 1).recorded == 3
    assert reading.tables[PHONE].table(2, 2).recorded == 0, "the phone's copy is the organiser's elsewhere"


def test_hands_from_the_phones_reach_the_organiser_once(clock):
    t = rich(clock)
    org = documents(t, source=ORGANISER)
    phone_1 = record_all(t, 2, 1, [(0, 3), (0, 5)], clock)
    phone_2 = record_all(t, 2, 2, [(1, 3)], clock)
    docs = org + documents(phone_1, source=PHONE, known=org, scope=(2, 1)) \
        + documents(phone_2, source="euchre-t-1--r2-t2", known=org, scope=(2, 2))
    merged, reports, reading = merge_documents(t, docs, at=clock())
    assert merged.table(2, 1).recorded == 4 and merged.table(2, 2).recorded == 1
    assert not any(report.conflicts for report in reports)
    assert merge_documents(merged, docs * 2, at=clock())[0] is merged, "nothing counted twice"
    screen, _, _ = merge_documents(None, docs, at=clock())
    assert [(r.name, r.total) for r in screen.standings()] == [(r.name, r.total) for r in merged.standings()]


def test_a_hand_entered_differently_on_a_phone_stops_for_a_decision(clock):
    t = rich(clock)
    org = documents(t, source=ORGANISER)
    organiser = t.record_hand(2, 1, makers=0, tricks=3, at=clock())
    phone = t.record_hand(2, 1, makers=1, tricks=3, at=clock())
    docs = org + documents(organiser, source=ORGANISER, known=org) \
        + documents(phone, source=PHONE, known=org, scope=(2, 1))
    merged, reports, _ = merge_documents(organiser, docs, at=clock())
    conflicts = [c for report in reports for c in report.conflicts]
    assert [(c.key, c.mine.makers, c.theirs.makers) for c in conflicts] == [((2, 1, 3), 0, 1)]
    assert merged.hand(2, 1, 3).current.makers == 0, "the organiser's result stays until decided"


def test_damaged_foreign_and_early_documents_are_set_aside(clock):
    t = rich(clock)
    org = documents(t, source=ORGANISER)
    hand = documents(t.record_hand(2, 2, makers=0, tricks=3, at=clock()), source="x", known=org, scope=(2, 2))[0]

    def remade(doc, **changes):
        doc = {k: v for k, v in doc.items() if k != "_id"} | changes
        return {"_id": document_id(doc), **doc}

    foreign = remade(hand, tournament="other")
    not_seated = remade(hand, round=3)
    lone_elsewhere = remade(hand, version=dict(hand["version"], alone=0))
    settings_by_a_table = remade(next(d for d in org if d["kind"] == "settings"), source=PHONE, name="Mine")
    reading = read_documents(org + [hand, foreign, not_seated, lone_elsewhere, settings_by_a_table,
                                    {"_id": "x", "kind": "hand"}, None])
    reasons = {item.id: item.reason for item in reading.set_aside}
    assert "another tournament" in reasons[foreign["_id"]]
    assert "waits for round 3's seating" in reasons[not_seated["_id"]]
    assert "not at this table" in reasons[lone_elsewhere["_id"]]
    assert "only the organiser writes settings" in reasons[settings_by_a_table["_id"]]
    assert "lacks" in reasons["x"] and "?" in reasons
    assert reading.organiser == unmarked(t) and reading.tables["x"].table(2, 2).recorded == 1


@pytest.mark.parametrize("change, words", [
    (lambda d: d | {"extra": 1}, "unknown field"),
    (lambda d: d | {"v": 2}, "this sheet reads 1"),
    (lambda d: d | {"round": 0}, "round must be a whole number"),
    (lambda d: d | {"version": {"rev": 1, "at": "2024-05-03T19:00:00Z", "makers": 0, "tricks": 6}}, "tricks"),
    (lambda d: d | {"version": {"rev": 1, "at": "x", "x": [[[[[[1]]]]]]}}, "nested"),
    (lambda d: d | {"source": "a" * (MAX_DOC_CHARS + 1)}, "characters long"),
    (lambda d: d | {"kind": "vote"}, "kind must be"),
])
def test_malformed_documents_are_named(clock, change, words):
    hand = documents(record_all(sheet(4, clock, tables=[(0, 1, 2, 3)]), 1, 1, [(0, 3)], clock),
                     source=PHONE, scope=(1, 1))[0]
    bad = change(dict(hand))
    assert words in document_problem({**bad, "_id": document_id(bad) if bad["kind"] in ("hand",) else "x"})
