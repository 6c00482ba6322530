"""One result's versions on a copy (euchre.sheet.history): what each copy has seen decides, lines
stay within their bounds whatever comes in, and a change made here always fits."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from euchre.sheet.history import MAX_WAITING, Line, Outcome, append_version, decide_line, merge_line
from euchre.sheet.limits import MAX_VERSIONS
from euchre.sheet.values import HandVersion


def v(minute: int, makers: int = 0, tricks: int = 3, **marks) -> HandVersion:
    return HandVersion(1, f"2024-05-03T20:{minute:02d}:00Z", makers, tricks, **marks)


def line(*versions: HandVersion) -> Line:
    return append_all(Line(()), versions)


def append_all(start: Line, versions) -> Line:
    result = start
    for version in versions:
        result = Line((version,)) if not result.versions else append_version(result, version)
    return result


def test_the_other_copys_change_after_this_copys_result_comes_into_force():
    here = line(v(1))
    there = line(v(1), v(2, 1, 4))
    merged, outcome = merge_line(here, there)
    assert outcome is Outcome.UPDATED and merged.current.content == (1, 4, None, None)
    assert [x.revision for x in merged.versions] == [1, 2]


def test_a_change_here_after_the_other_result_is_only_history_there():
    there = line(v(1))
    here = line(v(1), v(2, 1, 4))
    merged, outcome = merge_line(here, there)
    assert outcome is Outcome.SAME and merged == here


def test_a_result_changed_back_here_and_changed_there_is_a_conflict():
    here = line(v(1), v(2, 1, 4), v(3))             # back to the first result
    there = line(v(1), v(4, 1, 5))
    merged, outcome = merge_line(here, there)
    assert outcome is Outcome.WAITING and merged.current == here.current
    assert [x.content for x in merged.waiting] == [(1, 5, None, None)]


def test_a_decision_settles_the_line_and_keeps_what_it_was_made_between():
    merged, _ = merge_line(line(v(1)), line(v(2, 1, 4)))
    decided = decide_line(merged, v(9, 1, 4, decided=True))
    assert decided.waiting == () and [x.content[:2] for x in decided.versions] == [(0, 3), (1, 4), (1, 4)]
    assert merge_line(decided, line(v(2, 1, 4)))[1] is Outcome.SAME
    back, outcome = merge_line(line(v(2, 1, 4)), decided)
    assert outcome is Outcome.UPDATED and back.current.decided


def test_a_change_that_agrees_with_a_waiting_result_leaves_nothing_to_decide():
    merged, _ = merge_line(line(v(1)), line(v(2, 1, 4)))
    changed = append_version(merged, v(3, 1, 4))
    assert changed.waiting == () and [x.content[:2] for x in changed.versions] == [(0, 3), (1, 4), (1, 4)]


MAKERS_TRICKS = st.tuples(st.integers(0, 1), st.integers(0, 5))


@settings(max_examples=150, deadline=None)
@given(st.lists(MAKERS_TRICKS, min_size=1, max_size=60), st.lists(st.lists(MAKERS_TRICKS, min_size=1, max_size=60),
                                                                    max_size=6), st.integers(0, 4))
def test_lines_stay_within_their_bounds_and_keep_this_copys_versions(ours, others, shared):
    here = line(*(v(i % 60, *result) for i, result in enumerate(ours)))
    for copy, results in enumerate(others):
        start = list(here.versions[:shared])
        there = append_all(Line(tuple(start)) if start else Line(()),
                           [HandVersion(1, f"2024-05-0{4 + copy}T20:{i % 60:02d}:00Z", *r) for i, r in enumerate(results)])
        before = {(x.at, x.content) for x in here.versions}
        here, outcome = merge_line(here, there)
        assert before <= {(x.at, x.content) for x in here.versions}
        assert len(here.versions) <= MAX_VERSIONS and len(here.waiting) <= MAX_WAITING
        assert [x.revision for x in here.versions] == list(range(1, len(here.versions) + 1))
        assert all(x.revision == 0 for x in here.waiting)
        assert merge_line(here, there)[0] == here
    for minute in range(MAX_VERSIONS + 5):          # a change here always fits
        here = append_version(here, v(minute, minute % 2, 5))
        assert len(here.versions) <= MAX_VERSIONS
    if here.waiting:
        assert len(decide_line(here, v(59, decided=True)).versions) <= MAX_VERSIONS


# --- a history that tells what happened ---------------------------------------------------------------

def test_what_comes_in_is_marked_with_how_and_when_this_copy_took_it():
    here = line(v(1))
    corrected, _ = merge_line(here, line(v(1), v(2, 1, 4)), "Table 1", seen="2024-05-03T20:30:00Z")
    assert [(x.came_as, x.seen, x.by) for x in corrected.versions] == [
        ("", "", ""), ("result", "2024-05-03T20:30:00Z", "Table 1")]
    waits, _ = merge_line(here, line(v(3, 1, 5)), "Table 2", seen="2024-05-03T20:31:00Z")
    assert [(x.came_as, x.seen) for x in waits.waiting] == [("waiting", "2024-05-03T20:31:00Z")]
    same, outcome = merge_line(here, line(v(0)), "Table 3", seen="2024-05-03T20:32:00Z")   # the same result
    assert outcome is Outcome.HISTORY and [x.came_as for x in same.versions] == ["history", ""]
    # taken in again, nothing is marked anew: the marks are this copy's
    assert merge_line(corrected, line(v(1), v(2, 1, 4)), "Table 1", seen="2024-05-03T21:00:00Z")[0] == corrected


def test_a_guarded_copy_never_replaces_a_result_made_here():
    here = line(v(1))
    there = line(v(1), v(2, 1, 4))                   # it saw this copy's result and changed it
    merged, outcome = merge_line(here, there, "Table 1", seen="2024-05-03T20:30:00Z", guard=True)
    assert outcome is Outcome.WAITING and merged.current == here.current
    assert [x.content for x in merged.waiting] == [(1, 4, None, None)]
    assert merge_line(merged, there, "Table 1", guard=True) == (merged, Outcome.WAITING)
    decided = decide_line(merged, v(9, decided=True))
    assert merge_line(decided, there, guard=True)[1] is Outcome.SAME
    # a result that came from that copy may be changed by it
    taken, _ = merge_line(Line(()), line(v(1)), "Table 1")
    onwards, outcome = merge_line(taken, there, "Table 1", guard=True)
    assert outcome is Outcome.UPDATED and onwards.current.content == (1, 4, None, None)
