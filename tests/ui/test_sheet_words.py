"""ui.sheet.words: everything the score sheet says (pure Python, run in CPython)."""

from __future__ import annotations

from euchre import Tournament
from ui.sheet.words import (hand_text, outcome_text, question, saved_text, tie_break_note, top_three_text,
                            totals_only_text)

AT = "2024-05-03T19:00:00Z"


def four():
    t = Tournament.new("tb", "TB", at=AT, players=["Ann", "Bob", "Cy", "Di"])
    return t.start_round(tables=[((0, 1), (2, 3))], at=AT)


def test_a_march_with_nobody_alone_and_a_euchred_loner_are_questioned():
    t = four()
    table = t.table(1, 1)
    march = question(t, table, makers=0, tricks=5, alone=None, renege=None)
    assert march.text == ("Ann & Bob took all 5 tricks with nobody alone: 2 points. "
                          "If one of them went alone, it is 4 points.")
    euchred = question(t, table, makers=1, tricks=2, alone=3, renege=None)
    assert euchred.text == "Di went alone and took 2 tricks: euchred, so Ann & Bob score 2 points."
    for ordinary in [dict(makers=0, tricks=5, alone=0), dict(makers=0, tricks=3, alone=None),
                     dict(makers=1, tricks=3, alone=3), dict(makers=None, tricks=None, alone=None)]:
        assert question(t, table, renege=None, **ordinary) is None
    assert question(t, table, makers=None, tricks=None, alone=None, renege=0) is None


def test_saved_words_give_the_hands_points_and_the_rounds_score_apart_and_the_next_dealer():
    t = four().record_hand(1, 1, makers=0, tricks=5, at=AT).record_hand(1, 1, makers=1, tricks=4, alone=3, at=AT)
    assert saved_text(t, t.table(1, 1), 2) == ("Hand 2 saved: Cy & Di made trump, Di alone, 4 tricks → made alone, 1. "
                                               "Round so far: Ann & Bob 2, Cy & Di 1. Next: hand 3, Bob deals.")
    assert saved_text(t, t.table(1, 1), 1, corrected=True) == (
        "Hand 1 corrected: Ann & Bob made trump, 5 tricks → march, 2. Round so far: Ann & Bob 2, Cy & Di 1.")
    for _ in range(6):
        t = t.record_hand(1, 1, makers=0, tricks=3, at=AT)
    assert saved_text(t, t.table(1, 1), 8) == ("Hand 8 saved: Ann & Bob made trump, 3 tricks → made, 1. Table 1 has all "
                                               "8 hands. Round total: Ann & Bob 8, Cy & Di 1.")


def test_every_result_is_named_as_the_scorer_says_it_with_its_points():
    t = four()
    table = t.table(1, 1)
    results = [dict(makers=0, tricks=3), dict(makers=0, tricks=4), dict(makers=0, tricks=5),
               dict(makers=0, tricks=4, alone=1), dict(makers=0, tricks=5, alone=1), dict(makers=0, tricks=2),
               dict(makers=1, tricks=0, alone=2)]
    for h, result in enumerate(results, 1):
        t = t.record_hand(1, 1, at=AT, **result)
    t = t.record_renege(1, 1, offenders=0, at=AT)
    table = t.table(1, 1)
    assert [outcome_text(t, table, table.hand(h).current) for h in range(1, 9)] == [
        "made, 1", "made, 1", "march, 2", "made alone, 1", "lone march, 4", "euchred: 2 to Cy & Di",
        "euchred: 2 to Ann & Bob", "renege: 2 to Cy & Di"]
    assert hand_text(t, table, table.hand(7).current) == "Cy & Di made trump, Cy alone, 0 tricks → euchred: 2 to Ann & Bob"


def test_a_table_kept_by_round_totals_says_so():
    t = four().enter_totals(1, 1, 11, 5, at=AT)
    assert totals_only_text(t, t.table(1, 1)).startswith("Entered as round totals: Ann & Bob 11, Cy & Di 5. The 8 "
                                                         "hands were not entered one by one;")
    assert totals_only_text(t, t.table(1, 1), closed=True).endswith("not entered one by one.")


def test_the_issues_example_in_words():
    t = four().record_hand(1, 1, makers=0, tricks=5, at=AT).record_hand(1, 1, makers=1, tricks=4, alone=3, at=AT)
    assert top_three_text(t.standings()) == "Top three: 1= Ann (2), 1= Bob (2), 3= Cy (1), 3= Di (1)"
    assert tie_break_note(t, t.standings()) is None
    on = t.with_settings(tie_breaks=["rounds_won", "lone_hands"], at=AT)
    assert top_three_text(on.standings()) == "Top three: 1= Ann (2), 1= Bob (2), 3 Di (1)"
    assert tie_break_note(on, on.standings()) == "Tie-breaks used: Di above Cy on lone hands made."
    assert top_three_text(four().standings()) is None


def test_round_totals_words_name_the_pairs():
    from ui.sheet.words import clear_totals_question, read_totals, totals_saved_text, totals_score_text
    t = four()
    table = t.table(1, 1)
    assert read_totals(t, table, " 11 ", "5") == (11, 5)
    assert read_totals(t, table, "", "") == "Enter each pair's points for the round: Ann & Bob and Cy & Di."
    assert read_totals(t, table, "11", " ") == "Enter Cy & Di's points for the round (0 if they scored none)."
    assert read_totals(t, table, "1O", "5") == "Ann & Bob's points must be a whole number, such as 11, not “1O”."
    assert read_totals(t, table, "-3", "5") == "Ann & Bob's points must be a whole number, such as 11, not “-3”."
    assert read_totals(t, table, "١١", "5").startswith("Ann & Bob's points must be a whole number")
    assert totals_score_text(t, table) == "Ann & Bob 0 · Cy & Di 0 · 0 of 8 hands"
    t = t.enter_totals(1, 1, 11, 5, at=AT)
    table = t.table(1, 1)
    assert totals_score_text(t, table) == "Ann & Bob 11 · Cy & Di 5 · round totals"
    assert totals_saved_text(t, table) == "Round totals saved: Ann & Bob 11, Cy & Di 5. Table 1's round is finished."
    assert clear_totals_question(t, table) == ("Clear the round totals (Ann & Bob 11, Cy & Di 5)? They stay in the "
                                               "table's history; the table has no score until its round is "
                                               "entered again.")
    t = t.record_hand(1, 1, makers=1, tricks=4, alone=3, at=AT)
    table = t.table(1, 1)
    assert totals_score_text(t, table) == "Ann & Bob 11 · Cy & Di 5 · round totals, 1 of 8 hands filled in"
    assert totals_saved_text(t, table).endswith("The hands recorded here (1 of 8) fit them.")
    assert clear_totals_question(t, table).endswith("the hands recorded here (1 of 8) count again.")
