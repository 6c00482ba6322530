"""A hand's history tells what happened: each line says entered, corrected, undone, redone, cleared,
decided (which result was kept) or taken in from another device, and from which, in the order this
copy saw them; never "X → X"."""

from __future__ import annotations

import pytest

from euchre.errors import TournamentError
from euchre.sheet import merge_tournaments
from euchre.sheet.share import TableSheet, decode, encode, merge_results
from ui.sheet.words import FILE_DEVICE, ORGANISER_DEVICE, history_text, phone_label
from tests.helpers.sheet import sheet

SECRET = "d4" * 32
ORGANISER = ORGANISER_DEVICE


def at(minute: int) -> str:
    return f"2024-05-03T19:{minute:02d}:00Z"


def seated():
    return sheet(4, None, [(0, 1, 2, 3)]).with_secret(SECRET)


def lines(t, hand=1):
    return [history_text(t, t.table(1, 1), line) for line in t.hand_history(1, 1, hand)]


def test_each_change_made_here_says_what_it_was():
    t = seated().record_hand(1, 1, makers=0, tricks=3, at=at(10), by=ORGANISER)
    t = t.correct_hand(1, 1, 1, makers=0, tricks=4, at=at(11), by=ORGANISER)
    t = t.undo_hand(1, 1, 1, at=at(12), by=ORGANISER)
    t = t.redo_hand(1, 1, 1, at=at(13), by=ORGANISER)
    t = t.clear_hand(1, 1, 1, at=at(14), by=ORGANISER)
    t = t.record_renege(1, 1, offenders=1, at=at(15), by=ORGANISER)
    assert [(x.event, x.effect) for x in t.hand_history(1, 1, 1)] == [
        ("entered", "result"), ("corrected", "result"), ("undone", "result"), ("redone", "result"),
        ("cleared", "result"), ("entered", "result")]
    assert lines(t) == [
        "19:10 entered on the organiser's device: Ann & Bob made trump, 3 tricks",
        "19:11 corrected on the organiser's device: Ann & Bob made trump, 3 tricks → Ann & Bob made trump, 4 tricks",
        "19:12 undone on the organiser's device: Ann & Bob made trump, 4 tricks taken back; now Ann & Bob made "
        "trump, 3 tricks",
        "19:13 redone on the organiser's device: Ann & Bob made trump, 4 tricks again",
        "19:14 cleared on the organiser's device: Ann & Bob made trump, 4 tricks taken off",
        "19:15 entered on the organiser's device: renege by Cy & Di"]


def test_redo_takes_back_only_an_undo_made_here():
    t = seated().record_hand(1, 1, makers=0, tricks=3, at=at(10))
    with pytest.raises(TournamentError, match="no undo to take back"):
        t.redo_hand(1, 1, 1, at=at(11))
    first = t.undo_hand(1, 1, 1, at=at(11))                       # back to nothing recorded
    again = first.redo_hand(1, 1, 1, at=at(12))
    assert again.hand(1, 1, 1).current.content == (0, 3, None, None) and again.hand(1, 1, 1).current.event == "redone"
    with pytest.raises(TournamentError, match="no undo to take back"):
        again.redo_hand(1, 1, 1, at=at(13))
    with pytest.raises(TournamentError, match="no undo"):
        first.redo_hand(1, 1, 2, at=at(12))                     # a hand never recorded


def test_a_phones_earlier_entry_taken_in_later_reads_as_what_it_was_in_the_order_seen():
    """What a director saw: a phone's earlier entry listed after the organiser's later one, as if corrected."""
    t = seated()
    phone = TableSheet.of(t, 1, 1).tournament(at=at(1)).record_hand(1, 1, makers=1, tricks=4, at=at(5),
                                                                    by=phone_label(1))
    organiser = t.record_hand(1, 1, makers=0, tricks=3, at=at(10), by=ORGANISER)
    merged, _ = merge_results(organiser, decode(encode(TableSheet.of(phone, 1, 1))), at=at(15),
                              source=phone_label(1))
    merged = merged.correct_hand(1, 1, 1, makers=0, tricks=4, at=at(17), by=ORGANISER)
    waiting = merged.hand(1, 1, 1).waiting[0]
    decided = merged.decide_hand(1, 1, 1, waiting, at=at(20), by=ORGANISER)
    history = decided.hand_history(1, 1, 1)
    assert [(x.event, x.effect, x.merged) for x in history] == [
        ("entered", "result", False), ("entered", "waited", True), ("corrected", "result", False),
        ("decided", "result", False)]
    # the copy keeps the versions in its own order (the waited result just before the decision); the
    # history lists them as this copy saw them
    assert [v.at for v in decided.hand(1, 1, 1).versions] == [at(10), at(17), at(5), at(20)]
    assert lines(decided) == [
        "19:10 entered on the organiser's device: Ann & Bob made trump, 3 tricks",
        "19:15 from table 1's phone, entered there at 19:05: Cy & Di made trump, 4 tricks; it waited for a decision",
        "19:17 corrected on the organiser's device: Ann & Bob made trump, 3 tricks → Ann & Bob made trump, 4 tricks",
        "19:20 decided on the organiser's device: took Cy & Di made trump, 4 tricks (from table 1's phone) instead "
        "of Ann & Bob made trump, 4 tricks"]
    kept = merged.decide_hand(1, 1, 1, merged.hand(1, 1, 1).current, at=at(20), by=ORGANISER)
    assert lines(kept)[-1] == ("19:20 decided on the organiser's device: kept Ann & Bob made trump, 4 tricks (from "
                               "the organiser's device)")
    waits = lines(merged)
    assert waits[1] == ("19:15 from table 1's phone, entered there at 19:05: Cy & Di made trump, 4 tricks; it waits "
                        "for your decision")


def test_the_same_result_from_another_device_never_reads_x_to_x():
    t = seated()
    mine = t.record_hand(1, 1, makers=0, tricks=3, at=at(10), by=ORGANISER)
    theirs = t.record_hand(1, 1, makers=0, tricks=3, at=at(8), by=phone_label(1))
    merged, _ = merge_tournaments(mine, theirs, at=at(15))
    said = lines(merged)
    assert said == ["19:10 entered on the organiser's device: Ann & Bob made trump, 3 tricks",
                    "19:15 from table 1's phone, entered there at 19:08: Ann & Bob made trump, 3 tricks, the result "
                    "already in force here"]
    assert not any(" → " in line for line in said)


def test_a_correction_taken_in_says_where_it_was_made_and_what_it_replaced():
    t = seated().record_hand(1, 1, makers=0, tricks=3, at=at(10), by=ORGANISER)
    other_tablet = t.correct_hand(1, 1, 1, makers=1, tricks=5, at=at(12), by="tablet 2")
    undone_there = other_tablet.undo_hand(1, 1, 1, at=at(13), by="tablet 2")
    merged, _ = merge_tournaments(t, undone_there, at=at(20), source=FILE_DEVICE)
    assert [(x.event, x.effect) for x in merged.hand_history(1, 1, 1)] == [
        ("entered", "result"), ("corrected", "result"), ("undone", "result")]
    assert lines(merged)[1:] == [
        "19:20 from tablet 2, corrected there at 19:12: Cy & Di made trump, 5 tricks (it was Ann & Bob made trump, "
        "3 tricks)",
        "19:20 from tablet 2, undone there at 19:13: Ann & Bob made trump, 3 tricks (it was Cy & Di made trump, "
        "5 tricks)"]
    unnamed = t.correct_hand(1, 1, 1, makers=1, tricks=4, at=at(12))    # a file that does not say where
    merged, _ = merge_tournaments(t, unnamed, at=at(20), source=FILE_DEVICE)
    assert lines(merged)[-1].startswith("19:20 from another device (from a file), corrected there at 19:12:")


def test_round_totals_history_says_the_same_kinds():
    t = seated().enter_totals(1, 1, 11, 5, at=at(10), by=ORGANISER).enter_totals(1, 1, 12, 5, at=at(11),
                                                                                  by=ORGANISER)
    other = seated().enter_totals(1, 1, 10, 6, at=at(12), by=phone_label(1))
    merged, _ = merge_tournaments(t, other, at=at(15))
    table = merged.table(1, 1)
    assert [history_text(merged, table, x) for x in merged.totals_history(1, 1)] == [
        "19:10 entered on the organiser's device: Ann & Bob 11, Cy & Di 5",
        "19:11 corrected on the organiser's device: Ann & Bob 11, Cy & Di 5 → Ann & Bob 12, Cy & Di 5",
        "19:15 from table 1's phone, entered there at 19:12: Ann & Bob 10, Cy & Di 6; it waits for your decision"]
