"""ui.sheet.words: the model's reasons and results, given as values, in the page's words with the players'
names (pure Python, run in CPython)."""

from __future__ import annotations

import pytest

from euchre.sheet import (DEFAULT_TIE_BREAKS, ClosedDiffers, LineFull, NameDiffers, NamesLookAlike,
                          NameTaken, Refusal, SeatsDiffer, SettingsDiffer, TableClash, Tournament, TotalsMismatch,
                          merge_tournaments)
from euchre.sheet.share import TableSheet, merge_results
from ui.sheet.words import (bye_rule_text, describe, hand_problem_text, history_text, isolate,
                            name_taken_text, next_round_text, note_text, seats_changed_text, tie_break_text,
                            totals_problem_text)

AT = "2024-05-03T19:00:00Z"


def four() -> Tournament:
    t = Tournament.new("w", "Words", at=AT, players=["Ann", "Bob", "Cy", "Di"])
    return t.start_round(tables=[(0, 1, 2, 3)], at=AT)


def test_a_hand_that_cannot_be_entered_says_why_with_the_players_names():
    t = four()
    table = t.table(1, 1)

    def why(**result):
        return hand_problem_text(t, table, t.hand_problem(1, 1, **result))
    assert why(makers=1, tricks=3, alone=0) == "Ann can't go alone for Cy & Di: Ann sits with Bob."
    assert why() == "Choose which pair made trump: Ann & Bob or Cy & Di."
    assert why(makers=0) == "Choose how many tricks Ann & Bob took (0 to 5)."
    assert why(renege=0, alone=2) == "Cy went alone: choose which pair made trump (Cy & Di, if it was Cy's)."
    assert why(renege=5) == "Choose the pair that reneged: Ann & Bob or Cy & Di."
    assert why(makers=0, tricks=3, alone=7) == "#7 is not at this table."
    assert why(makers=0, tricks=9).startswith("The makers take 0 to 5 tricks")
    assert t.hand_problem(1, 1, makers=0, tricks=3) is None


@pytest.mark.parametrize("ab, cd, words", [
    (33, 0, "Ann & Bob 33 and Cy & Di 0 can't come from eight hands: at most 32 points go to one side."),
    (3, 2, "Ann & Bob 3 and Cy & Di 2 can't come from eight hands: each hand gives one pair at least 1 point, "
           "so together they have at least 8."),
    (20, 20, "Ann & Bob 20 and Cy & Di 20 can't come from eight hands: each hand gives at most 4 points, "
             "so together at most 32."),
    (0, 31, "Ann & Bob 0 and Cy & Di 31 can't come from eight hands: each hand gives one pair 1, 2 or 4 "
            "points (a renege 2 or 4), and no eight hands add up to that."),
    (-1, 9, "Ann & Bob's round score must be a whole number, 0 or more, not -1."),
    (9, "9", "Cy & Di's round score must be a whole number, 0 or more, not '9'."),
    (True, 9, "Ann & Bob's round score must be a whole number, 0 or more, not True."),
])
def test_impossible_round_totals_are_said_naming_the_pairs(ab, cd, words):
    t = four()
    assert totals_problem_text(t, t.table(1, 1), t.totals_problem(1, 1, ab, cd)) == words


def test_hands_that_do_not_fit_the_round_totals_are_said_with_both_scores():
    t = four().enter_totals(1, 1, 11, 5, at=AT)
    for _ in range(2):
        t = t.record_hand(1, 1, makers=0, tricks=5, alone=0, at=AT)
    table = t.table(1, 1)
    assert hand_problem_text(t, table, t.hand_problem(1, 1, makers=0, tricks=5, alone=0)) == (
        "Hand 3 doesn't fit the round totals (Ann & Bob 11, Cy & Di 5): with it, the three hands recorded here give "
        "Ann & Bob 12 and Cy & Di 0; the other five hands can't bring that to 11 and 5. If the totals are wrong, "
        "change them first.")
    one = four().record_hand(1, 1, makers=0, tricks=5, alone=0, at=AT)
    assert totals_problem_text(one, one.table(1, 1), one.totals_problem(1, 1, 2, 10)) == (
        "The one hand recorded here gives Ann & Bob 4 and Cy & Di 0; the other seven hands can't bring that to "
        "2 and 10.")
    eight = four().enter_totals(1, 1, 11, 5, at=AT)
    for makers, tricks, alone in [(0, 5, 0), (0, 5, 0), (0, 3, None), (1, 3, None), (0, 4, None), (0, 1, None),
                                  (0, 3, None)]:
        eight = eight.record_hand(1, 1, makers=makers, tricks=tricks, alone=alone, at=AT)
    assert hand_problem_text(eight, eight.table(1, 1), eight.hand_problem(1, 1, makers=1, tricks=3)) == (
        "Hand 8 doesn't fit the round totals (Ann & Bob 11, Cy & Di 5): with it, the eight hands recorded here "
        "give Ann & Bob 11 and Cy & Di 4, not 11 and 5. If the totals are wrong, change them first.")


def test_results_and_their_history_in_words():
    t = four().record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:10:00Z")
    t = t.correct_hand(1, 1, 1, makers=0, tricks=5, alone=1, at="2024-05-03T19:12:00Z", by="Table 1")
    t = t.correct_hand(1, 1, 1, renege=1, makers=0, alone=1, at="2024-05-03T19:13:00Z")
    table = t.table(1, 1)
    assert [history_text(t, table, line) for line in t.hand_history(1, 1, 1)] == [
        "19:10 entered on this device: Ann & Bob made trump, 3 tricks",
        "19:12 corrected on Table 1: Ann & Bob made trump, 3 tricks → Ann & Bob made trump, Bob alone, 5 tricks",
        "19:13 corrected on this device: Ann & Bob made trump, Bob alone, 5 tricks → renege by Cy & Di (Ann & Bob "
        "made trump, Bob alone)"]
    assert describe(t, table, t.clear_hand(1, 1, 1, at=AT).hand(1, 1, 1).current) == "not recorded"
    totals = four().enter_totals(1, 1, 11, 5, at=AT).enter_totals(1, 1, 12, 5, at=AT).clear_totals(1, 1, at=AT)
    assert [history_text(totals, table, line)[6:] for line in totals.totals_history(1, 1)] == [
        "entered on this device: Ann & Bob 11, Cy & Di 5",
        "corrected on this device: Ann & Bob 11, Cy & Di 5 → Ann & Bob 12, Cy & Di 5",
        "cleared on this device: Ann & Bob 12, Cy & Di 5 taken off"]


def test_a_decision_reads_as_one_in_the_history():
    mine = four().record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:10:00Z")
    theirs = four().record_hand(1, 1, makers=1, tricks=4, at="2024-05-03T19:11:00Z")
    merged, report = merge_tournaments(mine, theirs, at="2024-05-03T19:15:00Z", source="Table 1")
    decided = merged.decide_hand(1, 1, 1, report.conflicts[0].theirs, at="2024-05-03T19:20:00Z", by="Organiser")
    lines = [history_text(decided, decided.table(1, 1), line) for line in decided.hand_history(1, 1, 1)]
    assert lines == [
        "19:10 entered on this device: Ann & Bob made trump, 3 tricks",
        "19:15 from Table 1, entered there at 19:11: Cy & Di made trump, 4 tricks; it waited for a decision",
        "19:20 decided on Organiser: took Cy & Di made trump, 4 tricks (from Table 1) instead of Ann & Bob made "
        "trump, 3 tricks"]


def test_the_next_round_and_the_ranking_rules_in_words():
    t = Tournament.new("w", "Words", at=AT, players=["Ann", "Bob", "Cy"])
    assert next_round_text(t.next_round_problem()) == "Add at least four players to seat a round."
    t = t.add_player("Di", at=AT).start_round(at=AT)
    assert next_round_text(t.next_round_problem()) == (
        "Round 1 has tables still playing: close it (or finish its tables) to seat the next round.")
    assert tie_break_text(()) == "Ranked by total points; players with equal totals share a place (no tie-breaks)."
    assert tie_break_text(DEFAULT_TIE_BREAKS) == (
        "Ranked by total points, then rounds won (their side outscored the other side at the table), then lone "
        "hands made, then best round score; players still tied share a rank.")
    assert tie_break_text(["best_round", "rounds_won"]) == (
        "Ranked by total points, then best round score, then rounds won (their side outscored the other side "
        "at the table); players still tied share a rank.")
    assert bye_rule_text("zero") == "A player sitting out a round scores 0 for it."
    assert "average round score" in bye_rule_text("average")


def test_refusals_the_page_shows_are_plain_sentences_with_names():
    t = four()
    with pytest.raises(Refusal) as caught:
        t.add_player("ann", at=AT)
    assert name_taken_text(t, caught.value.reason) == (
        "There is already a player called “Ann”. Add an initial to tell them apart.")
    assert name_taken_text(t, NameTaken(0, "\u0410nn", False)) == (
        "There is already a player called “Ann” (“\u0410nn” looks the same). Add an initial to tell them apart.")
    phone = TableSheet.of(t, 1, 1)
    moved = t.set_table(1, 1, (1, 0, 2, 3), at=AT)
    with pytest.raises(Refusal) as caught:
        merge_results(moved, phone, at=AT)
    assert seats_changed_text(caught.value.reason).startswith("The seats at table 1 of round 1 were changed")


@pytest.mark.parametrize("note, words", [
    (NamesLookAlike(0, 1), "Two players are called “Ann” and “Bob”, which look the same: rename one of them."),
    (NameDiffers("Saturday"), "This device keeps the tournament's name (the other copy calls it “Saturday”)."),
    (SettingsDiffer(), "This device keeps its settings (the other copy's differ)."),
    (TableClash(1, 2, (0, 3)), "Round 1: the other copy's table 2 seats Ann, Di, who sit at another table here; "
                               "that table was not merged."),
    (SeatsDiffer(1, 1), "Round 1, table 1: the copies seat different players; this device keeps its seats, and "
                        "the other copy's hands there were not merged."),
    (ClosedDiffers(2, True), "Round 2 is closed here and open in the other copy; it stays closed."),
    (TotalsMismatch(1, 1), "Round 1, table 1: the hands recorded there do not add up to its round totals; check "
                           "them."),
    (LineFull((1, 1, 3)), "Round 1, hand 3 at table 1: other results already wait for a decision there; decide "
                          "them, then merge again."),
])
def test_a_merges_notes_in_words(note, words):
    assert note_text(four(), note) == words


def test_names_written_right_to_left_are_kept_apart():
    t = Tournament.new("w", "Words", at=AT, players=["Ann", "\u0633\u0627\u0631\u0627", "Cy", "Di"])
    t = t.start_round(tables=[(0, 1, 2, 3)], at=AT)
    problem = t.hand_problem(1, 1)
    assert hand_problem_text(t, t.table(1, 1), problem) == (
        f"Choose which pair made trump: Ann & {isolate(t.name_of(1))} or Cy & Di.")
    assert isolate("Ann") == "Ann"
