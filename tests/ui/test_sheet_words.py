"""ui.sheet.words: everything the score sheet says (pure Python, run in CPython)."""

from __future__ import annotations

import re

from euchre import Tournament
from ui.sheet.words import (hand_text, outcome_text, question, saved_text, tie_break_note, tie_breaks_off_text,
                            top_three_text, totals_only_text)

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


# --- the snags a director hit, in words ------------------------------------------------------------------

def test_the_words_modules_examples_run():
    import doctest

    from ui.sheet import words
    from ui.sheet.words import base, decisions, devices, entry, places, season
    results = [doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
               for module in (words, base, decisions, devices, entry, places, season)]
    assert sum(r.attempted for r in results) >= 20 and sum(r.failed for r in results) == 0


def junior():
    t = Tournament.new("jr", "Jr", at=AT, players=["Ann", "Bob Jr.", "Cy", "Di Sr.", "Ed Jr."])
    return t.start_round(tables=[((0, 1), (2, 3))], at=AT)


def test_a_name_that_ends_with_a_full_stop_never_gets_a_second_one():
    """What a director saw: "Jr..", a sentence's full stop after a name that ends with one."""
    from ui.sheet.words import (choose_renege_text, full_stop, hand_problem_text, player_renamed_text, redone_text,
                                round_seated_text, seats_saved_text)
    t = junior()
    table = t.table(1, 1)
    assert round_seated_text(t, t.round(1)) == "Round 1 seated at 1 table. Sitting out: Ed Jr."
    assert seats_saved_text(t, table) == "Seats changed: Ann & Bob Jr. vs Cy & Di Sr."
    assert choose_renege_text(t, table) == "Choose the pair that reneged: Ann & Bob Jr. or Cy & Di Sr."
    assert hand_problem_text(t, table, t.hand_problem(1, 1, makers=1, tricks=3, alone=0)) == (
        "Ann can't go alone for Cy & Di Sr.: Ann sits with Bob Jr.")
    euchred = t.record_hand(1, 1, makers=1, tricks=2, at=AT)
    assert saved_text(euchred, euchred.table(1, 1), 1).startswith(
        "Hand 1 saved: Cy & Di Sr. made trump, 2 tricks → euchred: 2 to Ann & Bob Jr. Round so far:")
    undone = euchred.undo_hand(1, 1, 1, at=AT).redo_hand(1, 1, 1, at=AT)
    assert redone_text(undone, undone.table(1, 1), 1).endswith("euchred: 2 to Ann & Bob Jr.")
    assert player_renamed_text("Bob", "Bob Jr.") == "Bob is now Bob Jr."
    assert full_stop("Ann") == "Ann." and full_stop("Is it?") == "Is it?"
    assert full_stop("“Bob Jr.”") == "“Bob Jr.”"
    text = round_seated_text(t, t.round(1)) + seats_saved_text(t, table) + choose_renege_text(t, table)
    assert ".." not in text


def test_a_refusal_said_inside_a_sentence_has_one_full_stop():
    from euchre.sheet.share import TableSheet, merge_results
    from ui.sheet.words import NOT_MERGED, refusal_reason
    t = four()
    sheet = TableSheet.of(t, 1, 1)
    moved = t.set_table(1, 1, (1, 0, 2, 3), at=AT)
    try:
        merge_results(moved, sheet, at=AT, unsealed_ok=True)
    except Exception as error:       # noqa: BLE001 - the refusal is what is looked at
        said = NOT_MERGED.format(error=refusal_reason(moved, error))
    assert said.endswith("or enter its hands here.") and ".." not in said


def test_a_late_arrival_is_told_the_round_they_join():
    from ui.sheet.words import joins_text, player_added_text
    t = four()
    late = t.add_player("Eve", at=AT)
    assert late.first_round(4) == 2 and t.first_round(0) == 1
    assert player_added_text("Eve", 5, late.first_round(4)) == "Eve added: plays from round 2. 5 playing."
    assert player_added_text("Ann", 1, 1) == "Ann added: 1 playing. Add 3 more to seat a round."
    assert joins_text(late, 4) == "from round 2" and joins_text(late, 0) is None
    early = Tournament.new("e", "E", at=AT).add_player("Ann", at=AT)
    assert early.first_round(0) == 1 and joins_text(early, 0) is None
    seated_now = late.start_round(tables=[(4, 0, 1, 2)], at=AT)
    assert seated_now.first_round(4) == 2 and seated_now.first_round(3) == 1


def test_the_rules_are_said_not_cited_by_number():
    """What a director saw: "rule 9", as if the room had the rulebook."""
    import inspect

    from ui.sheet import words
    assert tie_breaks_off_text() == (
        "Off: players with equal totals share a place; the total of their round scores alone decides. Switched on, "
        "equal totals are ordered by rounds won (their side outscored the other side at the table), then lone hands "
        "made, then best round score.")
    assert not CITED.search(inspect.getsource(words))


CITED = re.compile(r"\brules?\s*(no\.?\s*|number\s*|#\s*)?\d", re.IGNORECASE)
"""A rule named by its number ("rule 9", "rules 6 and 7", "rule #9") instead of said."""


def shown(node) -> str:
    """Everything a node puts before a person: its text and its attributes' words (labels, titles)."""
    from ui.kit.vdom import Node
    if not isinstance(node, Node):
        return ""
    words = [node.text or ""] + [v for v in node.attrs.values() if isinstance(v, str)]
    return " ".join(words + [shown(child) for child in node.children])


def test_no_screen_of_the_sheet_cites_a_rule_by_number():
    """The standings with tie-breaks off said "as the tournament's rule 9 counts them"."""
    from ui.sheet.registry import SCREENS, Address
    from ui.sheet.routes import Route
    from ui.sheet.screens.standings import standings_view
    from ui.sheet.state import SheetState

    from tests.ui.sheet_page import Device

    off = four().record_hand(1, 1, makers=0, tricks=5, at=AT)
    on = off.with_settings(at=AT, tie_breaks=("rounds_won",))
    assert not off.settings.breaks_ties and on.settings.breaks_ties
    standings = shown(standings_view(SheetState(), off))
    assert "share a place" in standings and not CITED.search(standings)
    assert tie_breaks_off_text() in standings
    for t in (off, on):
        device = Device(t)
        routes = [Route(), Route(t.id, "home"), Route(t.id, "round", 1, 1)]
        routes += [Route(t.id, name) for name, s in SCREENS.items() if s.address is Address.TOURNAMENT]
        routes += [Route(None, name) for name, s in SCREENS.items() if s.address is Address.BOOK]
        for route in routes:
            said = " ".join(shown(node) for node in device.on(route).nodes())
            assert not CITED.search(said), (route, CITED.search(said))


def test_an_opponent_is_asked_to_confirm_the_hand_that_gives_them_nothing():
    from ui.sheet.words import CONFIRM_SETTING, confirm_request, confirm_setting_text
    t = four()
    table = t.table(1, 1)
    t = t.record_hand(1, 1, makers=1, tricks=2, at=AT).record_renege(1, 1, offenders=0, at=AT)
    euchred = confirm_request(t, t.table(1, 1), 1, t.hand(1, 1, 1).current)
    assert euchred.side == 1 and euchred.text == (
        "Cy or Di, please check hand 1: Cy & Di made trump, 2 tricks → euchred: 2 to Ann & Bob. Is it right?")
    assert (euchred.yes, euchred.no) == ("Yes, Cy or Di confirm", "No, change it")
    renege = confirm_request(t, table, 2, t.hand(1, 1, 2).current)
    assert renege.side == 0 and renege.text.startswith("Ann or Bob, please check hand 2: renege by Ann & Bob")
    assert CONFIRM_SETTING.startswith("An opponent confirms each hand") and "Off" in confirm_setting_text(False)


def test_what_taking_results_in_would_change_names_tables_when_there_are_several():
    from euchre.sheet import result_changes
    from ui.sheet.words import changes_text
    t = Tournament.new("m", "M", at=AT, players=["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"])
    t = t.start_round(tables=[(0, 1, 2, 3), (4, 5, 6, 7)], at=AT).record_hand(1, 1, makers=0, tricks=3, at=AT)
    later = t.correct_hand(1, 1, 1, makers=0, tricks=5, at=AT).record_hand(1, 2, makers=1, tricks=4, at=AT)
    later = later.enter_totals(1, 2, 9, 7, at=AT)
    assert changes_text(later, result_changes(t, later)) == (
        "Taking this in would change hand 1 at table 1 (Ann & Bob 1 → 2), add hand 1 at table 2 (Gus & Hal 0 → 1) "
        "and add the round totals at table 2 (Ed & Flo 0 → 9, Gus & Hal 0 → 7)")
    assert changes_text(t, ()) == "Taking this in would change nothing: every result in it is here already"


def test_a_phone_hears_what_the_organiser_changed():
    from euchre.sheet import TableNews
    from euchre.sheet.reasons import ResultsUnsealed
    from ui.sheet.words import table_news_text, unsealed_text
    t = four().record_hand(1, 1, makers=0, tricks=3, at=AT)
    table = t.table(1, 1)
    assert table_news_text(t, table, TableNews()) is None
    assert table_news_text(t, table, TableNews(waiting=(1,), confirm=True)) == (
        "Live sync: The organiser's device has hand 1 recorded differently: the organiser decides which is right; "
        "this phone's results stay in force here until then. From now on an opponent confirms each hand before it "
        "is sent.")
    assert table_news_text(t, table, TableNews(closed=False)) == (
        "Live sync: The organiser has reopened this round: hands can be recorded here again.")
    assert unsealed_text(ResultsUnsealed(1, 3, True)).startswith("This device cannot check table 3's code")


def test_every_sync_status_a_line_shows_has_its_words_and_no_other_is_worded():
    """Each ``SyncStatus`` a sync line shows is worded (a member added without words fails here), and
    ``IDENTITY``, acted on and never shown, is not: a status without words is an error, never a
    silent "connecting"."""
    import pytest

    from ui.sheet.sync_status import SyncStatus
    from ui.sheet.words import SYNC_STATUS, sync_status_text

    assert set(SYNC_STATUS) == {status for status in SyncStatus if status.shown}
    assert all(type(status) is SyncStatus for status in SYNC_STATUS)
    assert [status for status in SyncStatus if not status.shown] == [SyncStatus.IDENTITY]
    for status in SyncStatus:
        if status.shown:
            said = sync_status_text(status, "a detail")
            assert said.startswith("Live sync: ") and "{" not in said
    assert sync_status_text(SyncStatus.REFUSED, role="table") != sync_status_text(SyncStatus.REFUSED)
    with pytest.raises(KeyError):
        sync_status_text(SyncStatus.IDENTITY)
