"""ui.sheet_words: the score sheet's addresses and wording (pure Python, run in CPython)."""

from __future__ import annotations

import pytest

from euchre import Tournament
from ui.sheet_words import Route, parse_route, question, route_hash, saved_text, tie_break_note, top_three_text

AT = "2024-05-03T19:00:00Z"


@pytest.mark.parametrize("route", [
    Route(), Route("fri-0503", "home"), Route("fri-0503", "standings"), Route("fri-0503", "players"),
    Route("fri-0503", "files"), Route("fri-0503", "round", 2), Route("fri-0503", "round", 2, 3),
    Route("a:b.c_d-e", "round", 10, 16),
])
def test_every_screen_has_an_address_that_names_it(route):
    assert parse_route(route_hash(route)) == route


@pytest.mark.parametrize("address, expected", [
    ("", Route()), ("#sheet", Route()), ("#sheet/", Route()), ("#play", Route()),
    ("#sheet/x/round/2/table/3", Route("x", "round", 2, 3)),
    ("#sheet/x/round/two", Route("x", "home")), ("#sheet/x/round/2/seat/3", Route("x", "home")),
    ("#sheet/x/round/²", Route("x", "home")), ("#sheet/x/standings/extra", Route("x", "home")),
])
def test_unreadable_addresses_fall_back_to_a_screen_that_exists(address, expected):
    assert parse_route(address) == expected


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


def test_saved_words_give_the_points_and_the_next_dealer():
    t = four().record_hand(1, 1, makers=1, tricks=4, alone=3, at=AT)
    assert saved_text(t, t.table(1, 1), 1) == "Hand 1 saved: Ann & Bob 0, Cy & Di 1. Next: hand 2, Cy deals."


def test_the_issues_example_in_words():
    t = four().record_hand(1, 1, makers=0, tricks=5, at=AT).record_hand(1, 1, makers=1, tricks=4, alone=3, at=AT)
    assert top_three_text(t.standings()) == "Top three: 1= Ann (2), 1= Bob (2), 3= Cy (1), 3= Di (1)"
    assert tie_break_note(t, t.standings()) is None
    on = t.with_settings(tie_breaks=["rounds_won", "lone_hands"], at=AT)
    assert top_three_text(on.standings()) == "Top three: 1= Ann (2), 1= Bob (2), 3 Di (1)"
    assert tie_break_note(on, on.standings()) == "Tie-breaks used: Di above Cy on lone hands made."
    assert top_three_text(four().standings()) is None


def test_round_totals_words_name_the_pairs():
    from ui.sheet_words import clear_totals_question, read_totals, totals_saved_text, totals_score_text
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
