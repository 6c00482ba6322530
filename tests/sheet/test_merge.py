"""Two copies of one tournament coming together: a result recorded differently on the two always
waits for a person's decision, whichever was entered later, by a file, a table's code or another
tab alike; the same result entered on both never asks; what each copy has seen decides, never the
devices' clocks; merging again changes nothing and no version is lost."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre import TournamentError
from euchre.sheet import Tournament, dump_tournament, load_tournament, merge_tournaments
from euchre.sheet import (ClosedRound, NameDiffers, NamesLookAlike, SeatsDiffer, SettingsDiffer,
                          TotalsMismatch)
from euchre.sheet.share import TableSheet, decide, decode, encode, merge_results
from tests.helpers.sheet import Clock, record_all, sheet

EARLY, LATE = "2024-05-03T19:10:00Z", "2024-05-03T19:20:00Z"
MERGED = "2024-05-03T19:30:00Z"
ORDERS = {"this copy's result entered later": (LATE, EARLY), "the other copy's entered later": (EARLY, LATE)}


SECRET = "5e" * 32


def seated() -> Tournament:
    return sheet(4, Clock(), [(0, 1, 2, 3)]).with_secret(SECRET)


def results(table):
    """A table's results without how each version came to this copy (each copy marks its own)."""
    def plain(versions):
        return tuple(v._replace(seen="", came_as="", revision=0) for v in versions)
    return ([(h.number, plain(h.versions), plain(h.waiting)) for h in table.hands],
            plain(table.totals), plain(table.totals_waiting), table.seats)


def through(how: str, ours: Tournament, theirs: Tournament, **options):
    """Merge ``theirs`` into ``ours`` as the page does it: directly (another tab), as a file, or as
    the table's results code scanned from its phone."""
    if how == "tab":
        return merge_tournaments(ours, theirs, at=MERGED, **options)
    if how == "file":
        return merge_tournaments(ours, load_tournament(dump_tournament(theirs)), at=MERGED, **options)
    return merge_results(ours, decode(encode(TableSheet.of(theirs, 1, 1))), at=MERGED, **options)


WAYS = ("tab", "file", "code")


@pytest.mark.parametrize("how", WAYS)
@pytest.mark.parametrize("order", ORDERS)
def test_a_hand_recorded_differently_waits_whichever_copy_is_later(order, how):
    mine_at, theirs_at = ORDERS[order]
    t = seated()
    mine = t.record_hand(1, 1, makers=0, tricks=3, at=mine_at)        # Ann & Bob, 3 tricks
    theirs = t.record_hand(1, 1, makers=1, tricks=4, at=theirs_at)    # Cy & Di, 4 tricks
    merged, report = through(how, mine, theirs)
    assert [c.key for c in report.conflicts] == [(1, 1, 1)]
    conflict = report.conflicts[0]
    assert conflict.mine.content == (0, 3, None, None) and conflict.mine.at == mine_at
    assert conflict.theirs.content == (1, 4, None, None) and conflict.theirs.at == theirs_at
    assert merged.hand(1, 1, 1).current == mine.hand(1, 1, 1).current       # in force here until decided
    assert merged.table(1, 1).points == (1, 0) and report.changed
    assert merged.standings().waiting == ((1, 1, 1),)
    assert [(c.key, c.theirs.content) for c in merged.waiting()] == [((1, 1, 1), (1, 4, None, None))]
    again, report_again = through(how, merged, theirs)                        # a second scan
    assert again is merged and not report_again.changed
    assert [c.key for c in report_again.conflicts] == [(1, 1, 1)]           # still shown until decided


@pytest.mark.parametrize("how", ("tab", "file"))
@pytest.mark.parametrize("order", ORDERS)
def test_round_totals_entered_differently_wait_whichever_copy_is_later(order, how):
    mine_at, theirs_at = ORDERS[order]
    t = seated()
    mine = t.enter_totals(1, 1, 10, 6, at=mine_at)
    theirs = t.enter_totals(1, 1, 9, 7, at=theirs_at)
    merged, report = through(how, mine, theirs)
    assert [(c.key, c.mine.points, c.theirs.points) for c in report.totals_conflicts] == [((1, 1), (10, 6), (9, 7))]
    assert merged.table(1, 1).points == (10, 6) and merged.standings().waiting == ((1, 1),)
    assert through(how, merged, theirs)[0] is merged
    decided = merged.decide_totals(1, 1, report.totals_conflicts[0].theirs, at=MERGED)
    assert decided.table(1, 1).points == (9, 7) and not decided.waiting()
    assert [v.points for v in decided.table(1, 1).totals] == [(10, 6), (9, 7), (9, 7)]
    assert decided.table(1, 1).totals[-1].decided
    assert through(how, decided, theirs)[0] is decided and through(how, decided, mine)[0] is decided


@pytest.mark.parametrize("how", WAYS)
@pytest.mark.parametrize("order", ORDERS)
def test_the_same_result_entered_on_both_copies_never_asks(order, how):
    mine_at, theirs_at = ORDERS[order]
    t = seated()
    mine = t.record_hand(1, 1, makers=0, tricks=3, at=mine_at)
    theirs = t.record_hand(1, 1, makers=0, tricks=3, at=theirs_at)
    merged, report = through(how, mine, theirs)
    assert report.conflicts == () and merged.waiting() == () and merged.standings().waiting == ()
    assert merged.hand(1, 1, 1).current.at == mine_at and merged.table(1, 1).points == (1, 0)
    assert through(how, merged, theirs)[0] is merged
    # the other copy corrects its result later: it had the same result as this copy, so its change counts
    # (a table's phone never replaces the organiser's own entry unasked: there the change waits)
    corrected = theirs.correct_hand(1, 1, 1, makers=1, tricks=3, at=MERGED)
    after, report = through(how, merged, corrected)
    if how == "code":
        assert [c.theirs.content for c in report.conflicts] == [(1, 3, None, None)]
        assert after.hand(1, 1, 1).current == merged.hand(1, 1, 1).current
    else:
        assert report.conflicts == () and after.hand(1, 1, 1).current.content == (1, 3, None, None)


@pytest.mark.parametrize("how", WAYS)
def test_what_a_copy_has_seen_decides_not_its_clock(how):
    t = seated().record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:10:00Z")      # the organiser, first
    slow = t.correct_hand(1, 1, 1, makers=1, tricks=4, at="2024-05-03T19:02:00Z")       # a clock 10 minutes slow
    merged, report = through(how, t, slow)
    if how == "code":   # a table's phone changed the organiser's own entry: that waits, whatever the clocks say
        assert [c.key for c in report.conflicts] == [(1, 1, 1)] and merged.table(1, 1).points == (1, 0)
    else:
        assert report.conflicts == () and report.updated_hands == ((1, 1, 1),)      # it saw the organiser's
        assert merged.hand(1, 1, 1).current.content == (1, 4, None, None)
    # a slow device that never saw the organiser's result does not win silently, nor does a fast one
    for stamp in ("2024-05-03T19:01:00Z", "2024-05-03T23:59:00Z"):
        other = seated().record_hand(1, 1, makers=1, tricks=4, at=stamp)
        merged, report = through(how, t, other)
        assert [c.key for c in report.conflicts] == [(1, 1, 1)] and merged.table(1, 1).points == (1, 0)


def test_a_change_made_here_after_seeing_the_other_result_stays_without_asking():
    t = seated()
    theirs = t.record_hand(1, 1, makers=1, tricks=4, at=EARLY)
    mine, _ = merge_tournaments(t, theirs, at=EARLY)
    mine = mine.correct_hand(1, 1, 1, makers=0, tricks=5, at="2024-05-03T19:00:00Z")     # a slow clock here
    merged, report = merge_tournaments(mine, theirs, at=MERGED)
    assert merged is mine and report.conflicts == ()


@pytest.mark.parametrize("take_theirs", (True, False))
def test_the_decision_is_kept_in_the_hands_history(take_theirs):
    t = seated()
    mine = t.record_hand(1, 1, makers=0, tricks=3, at=EARLY, by="Organiser")
    theirs = t.record_hand(1, 1, makers=1, tricks=4, at=LATE, by="Table 1")
    merged, report = merge_tournaments(mine, theirs, at=MERGED)
    conflict = report.conflicts[0]
    assert (conflict.mine.by, conflict.mine.at, conflict.theirs.by, conflict.theirs.at) == (
        "Organiser", EARLY, "Table 1", LATE)
    choice = conflict.theirs if take_theirs else conflict.mine
    decided = merged.decide_hand(1, 1, 1, choice, at="2024-05-03T19:40:00Z", by="Organiser")
    entry = decided.hand(1, 1, 1)
    assert entry.current.content == choice.content and entry.current.decided and entry.waiting == ()
    assert [(v.revision, v.content, v.by) for v in entry.versions] == [
        (1, (0, 3, None, None), "Organiser"), (2, (1, 4, None, None), "Table 1"), (3, choice.content, "Organiser")]
    assert decided.waiting() == () and decided.standings().waiting == ()
    for copy in (mine, theirs, merged):
        assert merge_tournaments(decided, copy, at=MERGED)[0] is decided
    assert load_tournament(dump_tournament(decided)) == decided
    # the other copy, merging the decision, takes it: it has seen both results
    back, report = merge_tournaments(theirs, decided, at=MERGED)
    assert back.hand(1, 1, 1).current.content == choice.content and report.conflicts == ()
    with pytest.raises(TournamentError, match="no result waiting"):
        decided.decide_hand(1, 1, 1, choice, at=MERGED)


def test_taking_the_other_copys_result_in_the_merge_is_a_decision():
    t = seated()
    mine = t.record_hand(1, 1, makers=0, tricks=3, at=LATE)
    theirs = t.record_hand(1, 1, makers=1, tricks=4, at=EARLY)
    merged, report = merge_tournaments(mine, theirs, at=MERGED, take=[(1, 1, 1)])
    assert report.conflicts == () and report.updated_hands == ((1, 1, 1),)
    assert merged.hand(1, 1, 1).current.content == (1, 4, None, None) and merged.hand(1, 1, 1).current.decided
    assert merge_tournaments(merged, theirs, at=MERGED)[0] is merged


def test_a_table_code_scanned_again_after_a_decision_asks_nothing():
    t = seated()
    organiser = t.record_hand(1, 1, makers=0, tricks=3, at=LATE)
    phone = TableSheet.of(t, 1, 1).tournament(at=EARLY).record_hand(1, 1, makers=1, tricks=4, at=EARLY)
    results = decode(encode(TableSheet.of(phone, 1, 1)))
    for take_theirs, points in ((True, (0, 1)), (False, (1, 0))):
        decided, report = decide(organiser, results, 1, take_theirs=take_theirs, at=MERGED)
        assert [c.key for c in report.conflicts] == [(1, 1, 1)] and decided.table(1, 1).points == points
        again, report = merge_results(decided, results, at=MERGED)
        assert again is decided and report.conflicts == ()


def test_the_device_that_entered_a_result_comes_from_the_merge_when_it_does_not_say():
    t = seated()
    mine = t.record_hand(1, 1, makers=0, tricks=3, at=EARLY)
    theirs = t.record_hand(1, 1, makers=1, tricks=4, at=LATE)
    merged, report = merge_tournaments(mine, theirs, at=MERGED, source="Table 1's phone")
    assert report.conflicts[0].mine.by == "" and report.conflicts[0].theirs.by == "Table 1's phone"
    assert merge_tournaments(merged, theirs, at=MERGED, source="Table 1's phone")[0] is merged
    with pytest.raises(TournamentError, match="control character"):
        mine.record_hand(1, 1, makers=0, tricks=3, at=LATE, by="tab\t1")


def test_two_tabs_that_each_keep_their_own_result_agree_once_one_decides():
    t = seated()
    a = t.record_hand(1, 1, makers=0, tricks=3, at=EARLY)
    b = t.record_hand(1, 1, makers=1, tricks=4, at=LATE)
    stored, _ = merge_tournaments(a, b, at=MERGED)          # tab A saves over B's write
    b_view, _ = merge_tournaments(stored, b, at=MERGED)      # tab B reads what is stored
    assert b_view is stored
    decided = stored.decide_hand(1, 1, 1, stored.waiting()[0].theirs, at=MERGED)
    b_after, report = merge_tournaments(b_view, decided, at=MERGED)
    assert results(b_after.table(1, 1)) == results(decided.table(1, 1)) and report.conflicts == ()


# --- whatever the two copies did: nothing lost, the same twice, a conflict never decided silently

EDIT = st.tuples(st.integers(0, 1), st.integers(1, 3), st.integers(0, 1), st.integers(0, 5), st.booleans())


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(EDIT, max_size=14), st.lists(st.integers(0, 13), max_size=3))
def test_merging_loses_nothing_and_never_lets_a_later_entry_win_silently(edits, syncs):
    base = seated()
    copies = [base, base]
    for step, (device, hand, makers, tricks, undo) in enumerate(edits):
        at = f"2024-05-03T20:{(59 - step) if device else step:02d}:00Z"     # one clock runs backwards
        t = copies[device]
        entry = t.hand(1, 1, hand)
        if undo and entry is not None and entry.is_recorded:
            t = t.undo_hand(1, 1, hand, at=at)
        elif entry is not None and entry.is_recorded:
            t = t.correct_hand(1, 1, hand, makers=makers, tricks=tricks, at=at)
        else:
            t = t.record_hand(1, 1, makers=makers, tricks=tricks, hand=hand, at=at)
        copies[device] = t
        if step in syncs:    # now and then one copy takes in the other's
            copies[1 - device], _ = merge_tournaments(copies[1 - device], t, at=at)
    ours, theirs = copies
    merged, report = merge_tournaments(ours, theirs, at=MERGED)
    waiting = {c.key for c in report.conflicts}
    for hand in range(1, 4):
        mine_entry, their_entry, entry = (x.hand(1, 1, hand) for x in (ours, theirs, merged))
        if mine_entry is not None:
            kept = {(v.at, v.content) for v in entry.versions}
            assert {(v.at, v.content) for v in mine_entry.versions} <= kept     # nothing this copy had is lost
        if their_entry is None:
            continue
        if mine_entry is None or not mine_entry.is_recorded and not mine_entry.waiting:
            continue
        if entry.current.content != mine_entry.current.content:   # this copy's result gave way: the other had it
            assert mine_entry.current.content in {v.content for v in their_entry.versions}
        if (1, 1, hand) in waiting:
            assert (entry.current.at, entry.current.content) == (mine_entry.current.at, mine_entry.current.content)
    again, report_again = merge_tournaments(merged, theirs, at=MERGED)
    assert again is merged and not report_again.changed
    assert merge_tournaments(merged, ours, at=MERGED)[0] is merged
    assert load_tournament(dump_tournament(merged)) == merged


# --- what comes in, and what is only noted ------------------------------------------------------

def two_tables():
    clock = Clock()
    return sheet(8, clock, [(0, 1, 2, 3), (4, 5, 6, 7)]).with_secret(SECRET), clock


def test_merging_a_copy_of_another_tournament_is_refused():
    t, clock = two_tables()
    with pytest.raises(TournamentError, match="different tournaments"):
        merge_tournaments(t, Tournament.new("t-2", "Other", at=clock()), at=clock())


def test_hands_from_another_tablet_come_in_without_duplicates():
    t, clock = two_tables()
    tablet_1 = record_all(t, 1, 1, [(0, 3), (1, 5)], clock)
    tablet_2 = record_all(t, 1, 2, [(0, 4), (0, 5), (1, 0)], clock)
    merged, report = merge_tournaments(tablet_1, tablet_2, at="2024-05-03T21:00:00Z")
    assert report.added_hands == ((1, 2, 1), (1, 2, 2), (1, 2, 3)) and report.changed
    assert report.updated_hands == () and report.notes == () and report.conflicts == ()
    assert merged.table(1, 1) == tablet_1.table(1, 1) and results(merged.table(1, 2)) == results(tablet_2.table(1, 2))
    assert {v.came_as for h in merged.table(1, 2).hands for v in h.versions} == {"result"}
    assert merged.updated == "2024-05-03T21:00:00Z"
    again, report_again = merge_tournaments(merged, tablet_2, at="2024-05-03T21:05:00Z")
    assert again is merged and not report_again.changed
    assert merge_tournaments(merged, tablet_1, at="2024-05-03T21:05:00Z")[0] is merged
    other_way, _ = merge_tournaments(tablet_2, tablet_1, at="2024-05-03T21:00:00Z")
    assert [results(x) for x in other_way.round(1).tables] == [results(x) for x in merged.round(1).tables]


def test_corrections_made_on_two_tablets_at_once_wait_and_the_revisions_stay_this_copys():
    t, _ = two_tables()
    t = t.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:10:00Z")
    a = t.correct_hand(1, 1, 1, makers=0, tricks=4, at="2024-05-03T19:30:00Z")
    b = t.correct_hand(1, 1, 1, makers=0, tricks=5, at="2024-05-03T19:40:00Z")
    merged, report = merge_tournaments(a, b, at="2024-05-03T20:00:00Z")
    entry = merged.hand(1, 1, 1)
    assert [c.key for c in report.conflicts] == [(1, 1, 1)] and entry.current.tricks == 4
    assert [(v.revision, v.tricks) for v in entry.versions + entry.waiting] == [(1, 3), (2, 4), (0, 5)]
    assert merged.correct_hand(1, 1, 1, makers=1, tricks=4, at="2024-05-03T20:01:00Z").hand(1, 1, 1).revision == 3


def test_an_undo_on_one_tablet_after_the_result_it_undoes_comes_in():
    t, clock = two_tables()
    t = t.record_hand(1, 1, makers=0, tricks=3, at=clock())
    undone = t.undo_hand(1, 1, 1, at=clock())
    merged, report = merge_tournaments(t, undone, at=clock())
    assert not merged.hand(1, 1, 1).is_recorded and report.updated_hands == ((1, 1, 1),)
    assert merged.table(1, 1).points == (0, 0)


def test_a_correction_made_after_seeing_this_result_is_no_conflict():
    t, clock = two_tables()
    t = t.record_hand(1, 1, makers=0, tricks=3, at=clock())
    later = t.correct_hand(1, 1, 1, makers=1, tricks=4, at=clock())
    merged, report = merge_tournaments(t, later, at=clock())
    assert merged.hand(1, 1, 1).current.makers == 1 and report.conflicts == ()
    assert report.updated_hands == ((1, 1, 1),)


def test_players_and_rounds_from_the_other_copy_come_in():
    t, clock = two_tables()
    later = t.add_player("Ivy", at=clock()).rename_player(0, "Annie", at=clock())
    later = later.start_round(tables=[(8, 1, 2, 3)], at=clock())
    later = later.record_hand(2, 1, makers=0, tricks=5, at=clock())
    ours = t.rename_player(0, "Anna", at="2024-05-03T18:00:00Z")      # renamed earlier than the other copy
    merged, report = merge_tournaments(ours, later, at=clock())
    assert report.added_players == (8,) and report.updated_players == (0,)
    assert report.added_rounds == (2,) and report.added_hands == ((2, 1, 1),)
    assert merged.player(0).name == "Annie" and merged.player(8).name == "Ivy"
    assert [results(table) for table in merged.round(2).tables] == [results(table) for table in later.round(2).tables]
    assert merged.hand(2, 1, 1).current.seen == merged.updated


def test_a_player_change_dated_in_the_future_does_not_win_every_later_merge():
    t, clock = two_tables()
    ahead = t.rename_player(0, "Annie", at="2999-01-01T00:00:00Z")
    mine = t.rename_player(0, "Anna", at=clock())
    merged, report = merge_tournaments(mine, ahead, at=clock())
    assert merged.player(0).name == "Anna" and report.updated_players == ()


def test_what_differs_and_is_kept_as_this_copy_has_it_is_noted_as_values():
    t, clock = two_tables()
    moved = t.set_table(1, 1, (1, 0, 2, 3), at=clock()).rename_player(0, "Zed", at=clock())
    recorded = t.record_hand(1, 1, makers=0, tricks=3, at=clock()).rename(
        "Saturday", at=clock()).with_settings(bye_rule="average", at=clock()).rename_player(3, "zed", at=clock())
    merged, report = merge_tournaments(moved, recorded, at=clock())
    assert merged.table(1, 1) == moved.table(1, 1) and merged.player(3).name == "zed"
    assert set(report.notes) == {SeatsDiffer(1, 1), NameDiffers("Saturday"), SettingsDiffer(), NamesLookAlike(0, 3)}


def test_a_closed_round_takes_nothing_in_without_asking():
    t, clock = two_tables()
    finished = record_all(record_all(t, 1, 1, [(0, 3)] * 8, clock), 1, 2, [(0, 3)] * 7, clock)
    closed = finished.close_round(1, at=clock(), incomplete_ok=True)
    other = finished.record_hand(1, 2, makers=1, tricks=4, at=clock()).correct_hand(
        1, 1, 1, makers=1, tricks=3, at=clock())
    for how in ("tab", "file"):
        merged, report = through(how, closed, other)
        assert merged is closed and not report.changed
        assert report.closed == (ClosedRound(1, ((1, 1, 1), (1, 2, 8)), ()),)
        assert report.added_hands == report.updated_hands == ()
        taken, report = through(how, closed, other, into_closed=[1])
        assert taken.round(1).closed and taken.hand(1, 2, 8).is_recorded
        assert taken.hand(1, 1, 1).current.content == (1, 3, None, None) and report.closed == ()
        assert through(how, taken, other, into_closed=True)[0] is taken
    # a table's phone: the same
    phone = TableSheet.of(finished, 1, 2).tournament(at=clock()).record_hand(1, 2, makers=1, tricks=4, at=clock())
    merged, report = merge_results(closed, decode(encode(TableSheet.of(phone, 1, 2))), at=clock())
    assert merged is closed and report.closed == (ClosedRound(1, ((1, 2, 8),), ()),)
    reopened = closed.reopen_round(1, at=clock())
    merged, report = merge_results(reopened, decode(encode(TableSheet.of(phone, 1, 2))), at=clock())
    assert merged.hand(1, 2, 8).is_recorded and report.closed == ()


def test_round_totals_from_another_copy_come_in_once():
    organiser, clock = two_tables()
    table_device = organiser.enter_totals(1, 2, 10, 6, at=clock())
    merged, report = merge_tournaments(organiser, table_device, at=clock())
    assert merged.table(1, 2).points == (10, 6) and report.totals == ((1, 2),) and report.changed
    again, report_again = merge_tournaments(merged, table_device, at=clock())
    assert again is merged and not report_again.changed
    # a change on the organiser's device after the merge is kept against the older copy
    changed = merged.enter_totals(1, 2, 9, 7, at=clock())
    kept, report = merge_tournaments(changed, table_device, at=clock())
    assert kept is changed and not report.changed


def test_hands_from_one_copy_and_totals_from_another_are_both_kept():
    start, clock = seated(), Clock()
    organiser = start.enter_totals(1, 1, 11, 5, at=clock())
    table_device = record_all(start, 1, 1, [(0, 5, 0)] * 3, clock)      # 12 points: not what the card says
    merged, report = merge_tournaments(organiser, table_device, at=clock())
    table = merged.table(1, 1)
    assert table.round_totals == (11, 5) and table.recorded == 3 and not table.fits_totals
    assert table.points == (11, 5)                                        # the totals count until all 8 are in
    assert TotalsMismatch(1, 1) in report.notes
    assert load_tournament(dump_tournament(merged)) == merged             # and it is stored as it is
    # while they disagree, the hands can still be corrected; the totals can be cleared or changed
    assert merged.correct_hand(1, 1, 3, makers=0, tricks=3, at=clock()).table(1, 1).fits_totals
    assert merged.clear_totals(1, 1, at=clock()).table(1, 1).points == (12, 0)
