"""No input, however crafted, locks, evicts or hides what was recorded: revisions and version counts
from a table's code or a file are bounded or numbered again on the way in, so every later change
still saves and reads back, and a merge never drops a version this copy had."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre.sheet import (MAX_VERSIONS, HandEntry, HandVersion, Tournament, dump_tournament, load_tournament,
                          merge_tournaments)
from euchre.sheet.share import TableSheet, decode, dump, encode, load, merge_results
from tests.helpers.sheet import Clock, record_all, sheet

AT = "2024-05-03T21:00:00Z"


def stamp(i: int) -> str:
    return f"2024-05-03T{20 + i // 3600:02d}:{i // 60 % 60:02d}:{i % 60:02d}Z"


def crafted(t: Tournament, *entries: HandEntry) -> TableSheet:
    """Table 1's results as a code someone made by hand (no seal: the organiser took it in all the same,
    ``unsealed_ok``), read back as the organiser's device reads it."""
    return decode(encode(TableSheet.of(t, 1, 1)._replace(hands=tuple(entries), table_key="")))


def many(count: int, start: int = 0, first_revision: int = 1) -> tuple[HandVersion, ...]:
    """``count`` versions of one hand, each a different result from the last."""
    return tuple(HandVersion(first_revision + i, stamp(start + i), makers=i % 2, tricks=(i // 2) % 6)
                 for i in range(count))


def reloaded(t: Tournament) -> Tournament:
    back = load_tournament(dump_tournament(t))
    assert back == t
    return back


def seated():
    clock = Clock()
    return sheet(4, clock, [(0, 1, 2, 3)]), clock


def test_a_revision_1000_from_a_code_still_lets_a_correction_save_and_read_back():
    t, clock = seated()
    code = crafted(t, HandEntry(1, (HandVersion(1000, stamp(0), makers=0, tricks=3),)))
    merged, report = merge_results(t, code, at=AT, unsealed_ok=True)
    assert report.added_hands == ((1, 1, 1),)
    corrected = merged.correct_hand(1, 1, 1, makers=1, tricks=4, at=clock())
    assert reloaded(corrected).hand(1, 1, 1).current.content == (1, 4, None, None)


def test_a_revision_1000_from_a_file_still_lets_a_correction_save_and_read_back():
    t, clock = seated()
    doc = json.loads(dump_tournament(record_all(t, 1, 1, [(0, 3)], clock).enter_totals(1, 1, 10, 6, at=clock())))
    table = doc["rounds"][0]["tables"][0]
    table["hands"][0]["versions"][0]["rev"] = 1000
    table["totals"][0]["rev"] = 1000
    other = load_tournament(json.dumps(doc))
    merged, _ = merge_tournaments(t, other, at=AT)
    merged = merged.correct_hand(1, 1, 1, makers=1, tricks=4, at=clock()).enter_totals(1, 1, 11, 5, at=clock())
    back = reloaded(merged)
    assert back.hand(1, 1, 1).current.content == (1, 4, None, None) and back.table(1, 1).round_totals == (11, 5)
    kept = reloaded(other.correct_hand(1, 1, 1, makers=1, tricks=4, at=clock()))     # the file kept as it is
    assert kept.hand(1, 1, 1).revision == 2


def test_a_revision_1000_in_an_invitation_still_lets_the_phone_correct_and_keep_its_copy():
    t, clock = seated()
    invite = crafted(t, HandEntry(1, (HandVersion(1000, stamp(0), makers=0, tricks=3),)))
    phone = invite.tournament(at=AT).correct_hand(1, 1, 1, makers=1, tricks=4, at=clock())
    copy = TableSheet.of(phone, 1, 1)
    assert load(dump(copy)) == copy and copy.hands[0].revision == 2


def test_a_code_with_50_versions_of_a_hand_leaves_it_correctable():
    t, clock = seated()
    for organiser in (t, t.record_hand(1, 1, makers=0, tricks=3, at=clock())):
        merged, _ = merge_results(organiser, crafted(t, HandEntry(1, many(MAX_VERSIONS))), at=AT, unsealed_ok=True)
        entry = merged.hand(1, 1, 1)
        assert len(entry.versions) < MAX_VERSIONS
        corrected = merged.correct_hand(1, 1, 1, makers=1, tricks=5, at=clock())
        assert reloaded(corrected).hand(1, 1, 1).current.content == (1, 5, None, None)
        for _ in range(MAX_VERSIONS):           # and every change after it
            corrected = corrected.undo_hand(1, 1, 1, at=clock())
        assert reloaded(corrected).hand(1, 1, 1).current.at == corrected.hand(1, 1, 1).current.at


def test_a_code_carrying_this_copys_version_and_49_later_ones_evicts_none_of_this_copys():
    t, clock = seated()
    t = t.record_hand(1, 1, makers=0, tricks=3, at=clock())
    t = t.correct_hand(1, 1, 1, makers=0, tricks=4, at=clock()).correct_hand(1, 1, 1, makers=1, tricks=3, at=clock())
    ours = t.hand(1, 1, 1).versions
    assert [v.revision for v in ours] == [1, 2, 3]
    code = crafted(t, HandEntry(1, (ours[-1],) + many(MAX_VERSIONS - 1, first_revision=4)))
    waits, report = merge_results(t, code, at=AT, unsealed_ok=True)   # a phone never replaces this copy's own
    assert [c.theirs.at for c in report.conflicts] == [code.hands[0].current.at]
    assert waits.hand(1, 1, 1).versions == ours
    merged, report = merge_results(t, code, at=AT, unsealed_ok=True, take=[(1, 1, 1)])   # the organiser takes it
    entry = merged.hand(1, 1, 1)
    assert [v.revision for v in entry.versions[:3]] == [1, 2, 3] and entry.versions[:3] == ours
    assert report.updated_hands == ((1, 1, 1),) and entry.current.content == code.hands[0].current.content
    corrected = merged.correct_hand(1, 1, 1, makers=0, tricks=5, at=clock())
    assert reloaded(corrected).hand(1, 1, 1).versions[:3] == ours


def test_the_files_result_chosen_against_50_conflicting_versions_removes_none_of_this_devices():
    t, clock = seated()
    ours = record_all(t, 1, 1, [(0, 3)], clock)
    for tricks in (4, 5, 2):
        ours = ours.correct_hand(1, 1, 1, makers=0, tricks=tricks, at=clock())
    doc = json.loads(dump_tournament(ours))
    doc["rounds"][0]["tables"][0]["hands"][0]["versions"] = [
        {"rev": 100 + i, "at": stamp(i), "makers": 1, "tricks": i % 6} for i in range(MAX_VERSIONS)]
    file = load_tournament(json.dumps(doc))
    merged, report = merge_tournaments(ours, file, at=AT, take=[(1, 1, 1)])
    entry = merged.hand(1, 1, 1)
    assert entry.versions[:4] == ours.hand(1, 1, 1).versions
    assert entry.current.content == file.hand(1, 1, 1).current.content and entry.current.decided
    assert report.conflicts == () and reloaded(merged) == merged


VERSION = st.tuples(st.integers(1, 1000), st.integers(0, 10_000), st.integers(0, 1), st.integers(0, 5))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, 1), st.integers(0, 5)), min_size=1, max_size=12),
       st.lists(VERSION, min_size=1, max_size=MAX_VERSIONS), st.booleans(), st.booleans())
def test_whatever_comes_in_this_copys_versions_stay_and_a_change_still_saves(edits, theirs, share_one, take):
    t, clock = seated()
    for makers, tricks in edits:
        entry = t.hand(1, 1, 1)
        if entry is None:
            t = t.record_hand(1, 1, makers=makers, tricks=tricks, at=clock())
        elif entry.current.content[:2] != (makers, tricks):
            t = t.correct_hand(1, 1, 1, makers=makers, tricks=tricks, at=clock())
    ours = t.hand(1, 1, 1).versions
    versions = sorted((HandVersion(rev, stamp(second), makers=makers, tricks=tricks)
                      for rev, second, makers, tricks in theirs), key=lambda v: (v.revision, v.at))
    if share_one:
        versions = [ours[0]] + [v._replace(revision=max(v.revision, ours[0].revision)) for v in versions]
    merged, _ = merge_results(t, crafted(t, HandEntry(1, tuple(versions)[:MAX_VERSIONS])), at=AT,
                              take=[(1, 1, 1)] if take else (), unsealed_ok=True)
    entry = merged.hand(1, 1, 1)
    kept = {(v.at, v.content) for v in entry.versions}
    assert {(v.at, v.content) for v in ours} <= kept
    assert len(entry.versions) <= MAX_VERSIONS
    changed = merged.correct_hand(1, 1, 1, makers=1, tricks=5, at="2024-05-03T23:00:00Z")
    assert reloaded(changed).hand(1, 1, 1).current.content == (1, 5, None, None)
