"""The score sheet's actions through its one update (``ui.sheet.update``), in CPython: each a record in
the registry, from the person's doing to the state, the tournament kept, what is said and the
effects, with the page drawn from the state (``ui.sheet.page``)."""

from __future__ import annotations

import pytest

from euchre.sheet import Tournament, dump_tournament
from ui.kit.vdom import Look, locate, text_of
from ui.sheet.actions import Act
from ui.sheet.core import Navigate, Save
from ui.sheet.registry import ACTIONS
from ui.sheet.routes import Route
from ui.sheet.state import Kind, Topic
from ui.sheet.screens.files import Download
from ui.sheet.screens.lists import Forget
from ui.sheet.update import Focus, update

from tests.ui.sheet_page import AT, LATER, Device


def seated(tid="club") -> Tournament:
    t = Tournament.new(tid, "Club night", at=AT, players=["Ann", "Bob", "Cy", "Di"])
    return t.start_round(tables=[((0, 1), (2, 3))], at=AT)


def at_table(t=None) -> Device:
    return Device(t or seated(), route=Route("club", "round", 1, 1))


def record_form(**fields):
    return {"form": "record", "round": "1", "table": "1", "correct": "0", "place": "record", "result": "hand",
            "alone": "", **fields}


def test_a_new_tournament_is_stored_and_its_home_shown():
    device = Device()
    note = device.run("new-tournament", name="  Friday  ", place="list", form="new-tournament")
    assert device.tournaments["new"].name == "Friday" and device.saved["new"] is device.tournaments["new"]
    assert device.state.route == Route("new", "home")
    assert note.text == "Tournament “Friday” created. Add the players." and note.place == "players"
    assert Navigate("#sheet/new", replace=False, top=True) in device.effects   # a new history entry: Back returns
    assert Focus(Look(id="add-player-name")) in device.effects


def test_recording_a_hand_stores_it_and_says_so_beside_the_form():
    device = at_table()
    note = device.run("record", **record_form(hand="1", makers="0", tricks="3"))
    assert device.tournaments["club"].table(1, 1).recorded == 1 and device.of(Save)
    assert note.place == "record" and note.kind is Kind.OK and "Hand 1 saved" in note.text
    (box,) = device.find(lambda n: n.attrs.get("data-feedback") == "record")
    assert "Hand 1 saved" in text_of(box)                                 # drawn in the record form's box
    assert Focus(Look(data_feedback="record")) in device.effects


def test_a_refusal_changes_nothing_and_gives_the_reason_in_words():
    device = at_table()
    before = device.state
    note = device.run("record", **record_form(hand="1", tricks="3"))
    assert device.state.tournaments is before.tournaments and not device.of(Save)
    assert (note.place, note.kind) == ("record", Kind.ERROR)
    assert note.text == "Choose which pair made trump: Ann & Bob or Cy & Di."


def test_an_unusual_hand_is_asked_about_once_and_stored_once_confirmed():
    device = at_table()
    asked = device.run("record", **record_form(hand="1", makers="0", tricks="5"))
    assert device.tournaments["club"].table(1, 1).recorded == 0 and asked.kind is Kind.QUESTION
    assert [text_of(b) for b in asked.buttons] == ["Yes, nobody went alone (2 points)", "Choose who went alone"]
    device.run("confirm-yes", **record_form(hand="1", makers="0", tricks="5"))
    assert device.tournaments["club"].hand(1, 1, 1).current.content == (0, 5, None, None)


def test_the_same_hand_sent_twice_is_stored_once_and_a_different_one_becomes_a_correction_to_decide():
    device = at_table()
    device.run("record", **record_form(hand="1", makers="0", tricks="3"))
    stored = device.tournaments["club"]
    device.run("record", **record_form(hand="1", makers="0", tricks="3"))
    assert device.tournaments["club"] is stored and not device.of(Save)
    device.run("record", **record_form(hand="1", makers="1", tricks="4"))
    assert device.tournaments["club"] is stored                          # nothing overwritten
    assert device.state.editing.correct == (1, 1, 1)
    assert device.state.editing.entry.get("makers") == "1"                # what was entered waits in the correction form
    checked = [n.attrs["id"] for n in device.find(lambda n: n.tag == "input" and "checked" in n.attrs
                                                  and n.attrs["id"].startswith("r1t1h1c-"))]
    assert "r1t1h1c-makers-1" in checked and "r1t1h1c-tricks-4" in checked


def test_undo_then_redo_and_redo_refused_once_the_hand_changed():
    device = at_table()
    device.run("record", **record_form(hand="1", makers="0", tricks="4"))
    undone = device.run("undo", round="1", table="1", hand="1", place="hand-1")
    assert not device.tournaments["club"].hand(1, 1, 1).is_recorded
    assert not undone.buttons  # the hand's own Redo is beside the note
    device.run("redo", round="1", table="1", hand="1", place="hand-1")
    assert device.tournaments["club"].hand(1, 1, 1).current.content == (0, 4, None, None)
    device.run("undo", round="1", table="1", hand="1", place="hand-1")
    device.run("record", **record_form(hand="1", makers="1", tricks="3"))
    refused = device.run("redo", round="1", table="1", hand="1", place="hand-1")
    assert refused.kind is Kind.ERROR and "has changed since it was undone" in refused.text


def test_a_delete_is_asked_first_and_forgets_only_that_tournament():
    device = Device(seated("a"), seated("b"))
    device.run("delete", id="a")
    assert device.state.confirm_delete == "a" and "Yes, delete it" in device.text()
    note = device.run("delete-yes", id="a", place="list")
    assert set(device.tournaments) == {"b"} and note.text == "Tournament “Club night” deleted."
    assert device.of(Forget) == [Forget("a")]


def test_a_file_of_a_tournament_already_here_asks_and_merging_keeps_this_devices_results():
    ours = seated().record_hand(1, 1, makers=0, tricks=3, at=AT)
    theirs = seated().record_hand(1, 1, makers=1, tricks=4, at=LATER).record_hand(1, 1, makers=0, tricks=3, at=LATER)
    device = Device(ours)
    device.run("import-file", text=dump_tournament(theirs), place="import")
    assert device.state.pending_import == theirs and "Merge into the existing tournament" in device.text()
    note = device.run("import-merge", place="import")
    assert note.kind is Kind.QUESTION and "1 result was recorded differently in the file" in note.text
    assert device.state.route == Route("club", "decide") and note.place == "decisions"   # decided at once
    merged = device.tournaments["club"]
    assert merged.hand(1, 1, 1).current == ours.hand(1, 1, 1).current and merged.table(1, 1).recorded == 2
    assert "In force here" in device.text() and "Waiting" in device.text()
    device.run("use-result", round="1", table="1", hand="1", choice="1,4,,", place="decisions")
    assert device.tournaments["club"].hand(1, 1, 1).current.content == (1, 4, None, None)
    assert device.tournaments["club"].waiting() == ()
    assert device.note.text.endswith("Every result is settled.")


@pytest.mark.parametrize("form, said", [
    ({"text": "{}"}, "Nothing was imported"),
    ({"text": "\x00\x01PK"}, "Nothing was imported: that is not a tournament file"),
    ({"problem": "unreadable"}, "The file could not be read."),
])
def test_a_file_that_is_not_a_tournament_is_refused_beside_the_chooser(form, said):
    device = Device()
    note = device.run("import-file", place="import", **form)
    assert note.kind is Kind.ERROR and note.text.startswith(said) and note.place == "import"
    assert dict(device.tournaments) == {}


def test_downloads_are_effects_for_the_controller():
    device = Device(seated(), route=Route("club", "files"))
    device.run("export-standings")
    (effect,) = device.effects
    assert isinstance(effect, Download) and effect.filename == "Club-night-standings.csv"


def test_drawing_changes_nothing_and_results_recorded_differently_wait_for_a_decision():
    """Drawing is a function of the state, what waits is in the tournament, and a decision is the
    person's action."""
    from euchre.sheet import merge_tournaments

    t = seated()
    mine = t.record_hand(1, 1, makers=0, tricks=3, at=AT)
    theirs = t.record_hand(1, 1, makers=1, tricks=4, at=LATER)
    for first, second in ((mine, theirs), (theirs, mine)):         # whichever was entered later
        merged, report = merge_tournaments(first, second, at=LATER)
        assert merged.waiting() and merged.hand(1, 1, 1).current == first.hand(1, 1, 1).current
    device = Device(merge_tournaments(mine, theirs, at=LATER)[0], route=Route("club", "round", 1, 1))
    before = device.state
    first = repr(device.nodes())
    assert repr(device.nodes()) == first and device.state is before
    assert "1 result waits for your decision" in device.text()
    device.open("#sheet/club/decide")
    assert "Ann & Bob made trump, 3 tricks → made, 1" in device.text()
    assert "Cy & Di made trump, 4 tricks → made, 1" in device.text()
    device.run("keep-result", round="1", table="1", hand="1", choice="0,3,,", place="decisions")
    assert device.tournaments["club"].waiting() == () and "No result waits for a decision." in device.text()
    assert device.tournaments["club"].hand(1, 1, 1).current.content == (0, 3, None, None)


def test_another_screen_clears_what_was_being_edited_and_a_missing_tournament_says_so():
    device = at_table()
    device.run("edit-seats", round="1", table="1")
    assert device.state.editing.seats == (1, 1)
    device.open("#sheet/club/standings")
    assert device.state.editing.seats is None and device.state.route == Route("club", "standings")
    device.open("#sheet/elsewhere/standings")
    assert device.state.route == Route() and "not on this device" in device.state.messages[-1].text
    assert Navigate("#sheet", replace=True, top=True) in device.effects   # the address names what is shown


def test_a_loner_fills_empty_makers_and_is_asked_about_when_the_makers_are_the_other_pair():
    from ui.sheet.screens.hands import answered

    t = seated()
    form = record_form(hand="1")
    assert answered(t, {**form, "alone": "2"}, "alone") == ({"makers": "1"}, None)   # an empty answer filled
    assert answered(t, {**form, "makers": "1", "alone": "2"}, "alone") == ({}, None)  # they agree
    assert answered(t, {**form, "makers": "0", "alone": ""}, "makers") == ({}, None)  # nobody alone
    sets, note = answered(t, {**form, "makers": "0", "alone": "2"}, "alone")
    assert sets == {} and note.kind is Kind.QUESTION and note.place == "record" and note.steady
    assert note.text == "Cy went alone? Then Cy & Di made trump."
    yes, no = note.buttons
    assert (text_of(yes), yes.attrs["data-name"], yes.attrs["data-value"]) == ("Yes, Cy & Di made trump", "makers", "1")
    assert (text_of(no), no.attrs["data-name"], no.attrs["data-value"]) == ("No, Cy did not go alone", "alone", "")
    sets, note = answered(t, {**form, "makers": "0", "alone": "2"}, "makers")
    assert sets == {} and note.text == "Ann & Bob made trump? Then Cy did not go alone."
    yes, no = note.buttons
    assert (yes.attrs["data-name"], yes.attrs["data-value"]) == ("alone", "")
    assert (text_of(no), no.attrs["data-name"], no.attrs["data-value"]) == ("No, Cy & Di made trump", "makers", "1")


def test_each_choice_in_the_record_form_is_kept_and_a_loner_fills_the_makers_without_moving_the_focus():
    device = at_table()
    device.run("record-choice", **record_form(hand="1", alone="2", changed="alone", checked="1"))
    entry = device.state.editing.entry
    assert (entry.hand, entry.get("alone"), entry.get("makers")) == (1, "2", "1")       # filled in from the loner
    drawn = {n.attrs["id"] for n in device.find(lambda n: n.tag == "input" and "checked" in n.attrs)}
    assert {"r1t1h1-makers-1", "r1t1h1-alone-2", "r1t1h1-result-hand"} <= drawn
    assert not device.of(Focus)                                          # the focus stays on the choice
    asked = device.run("record-choice", **record_form(hand="1", alone="2", makers="0", changed="makers", checked="1"))
    assert asked.kind is Kind.QUESTION and not device.of(Focus)
    device.run("choose", **record_form(hand="1", alone="2", makers="0"), name="alone", value="")
    assert device.state.editing.entry.get("alone") == "" and device.note.text == ""
    (focus,) = device.of(Focus)
    assert locate(device.nodes(), focus.look).attrs["id"] == "r1t1h1-alone-none"
    device.run("record-choice", **record_form(hand="1", result="renege", makers="0", changed="result", checked="1"))
    (tricks,) = device.find(lambda n: n.tag == "fieldset" and "tricks" in n.classes)
    (offenders,) = device.find(lambda n: n.tag == "fieldset" and "offenders" in n.classes)
    assert "hidden" in tricks.attrs and "hidden" not in offenders.attrs          # a renege: who reneged


def test_every_focus_an_action_asks_for_is_on_the_page_it_draws():
    """A note's focus names a node by what it is drawn with (``Look``): each must find one."""
    device = Device(seated(), seated("b"), route=Route("club", "round", 1, 1))
    steps = [("edit-seats", dict(round="1", table="1")), ("cancel-seats", {}),
             ("record", record_form(hand="1", makers="0", tricks="3")),
             ("correct", dict(round="1", table="1", hand="1")), ("cancel-correction", {}),
             ("undo", dict(round="1", table="1", hand="1", place="hand-1")), ("redo", dict(round="1", table="1", hand="1", place="hand-1")),
             ("history", dict(round="1", table="1", hand="1")),
             ("entry-mode", dict(table="1", mode="totals")), ("entry-mode", dict(table="1", mode="hands")),
             ("record", record_form(hand="2", makers="0", tricks="5")),
             ("confirm-no", dict(place="record", look="tricks"))]
    for name, form in steps:
        device.run(name, **form)
        for focus in device.of(Focus):
            assert locate(device.nodes(), focus.look) is not None, (name, focus)
    device.open("#sheet/club/players")
    for name, form in [("edit-player", dict(player="1")), ("cancel-rename", {}), ("add-player", dict(name="Ed"))]:
        device.run(name, **form)
        for focus in device.of(Focus):
            assert locate(device.nodes(), focus.look) is not None, (name, focus)


def test_a_form_sent_comes_back_empty_and_one_refused_keeps_what_was_typed():
    device = Device(seated(), route=Route("club", "players"))
    key = lambda: [n.key for n in device.find(lambda n: n.attrs.get("data-form") == "add-player")]  # noqa: E731
    before = key()
    device.run("add-player", name="Ann", form="add-player", place="players")        # refused: a name playing
    assert device.note.kind is Kind.ERROR and key() == before
    device.run("add-player", name="Ed", form="add-player", place="players")
    assert key() != before


def test_an_action_that_changes_something_clears_the_messages_but_not_a_storage_warning():
    device = at_table()
    device.state = device.state.say(Kind.INFO, "Updated with changes made in another tab.", Topic.OTHER_TAB)
    device.state = device.state.say(Kind.ERROR, "This browser would not store it.", Topic.STORAGE)
    device.run("record", **record_form(hand="1", tricks="3"))      # refused: nothing changes
    device.run("confirm-no", place="record", look="makers")          # only the focus moves
    assert len(device.state.messages) == 2
    device.run("record", **record_form(hand="1", makers="0", tricks="3"))
    assert [m.topic for m in device.state.messages] == [Topic.STORAGE]
    device.run("dismiss", key="storage")
    assert device.state.messages == ()


def test_the_update_is_pure_and_an_unknown_action_type_is_an_error_not_a_silence():
    state = at_table().state
    act = Act(ACTIONS["record"], record_form(hand="1", makers="0", tricks="3"), AT, "x")
    assert update(state, act) == update(state, act) and state == at_table().state
    with pytest.raises(LookupError):
        update(state, object())


def test_a_bye_that_scores_the_players_average_round_is_stored_and_scores_the_standings():
    """Standings -> Byes -> "A bye scores the player's average round": the page's change handler read
    ``checked`` from the select and failed, so nothing was stored; the action reads the select's value."""
    t = Tournament.new("club", "Club night", at=AT, players=["Ann", "Bob", "Cy", "Di", "Ed"])
    for r in (1, 2):
        t = t.start_round(at=AT)
        for _ in range(8):
            t = t.record_hand(r, 1, makers=0, tricks=3, at=AT)
        t = t.close_round(r, at=AT)
    device = Device(t, route=Route("club", "standings"))
    zero = {row.player: row.total for row in t.standings()}
    (rule,) = device.find(lambda n: n.attrs.get("id") == "bye-rule-text")
    assert "scores 0" in text_of(rule)
    note = device.run("bye-rule", value="average", changed="rule", change="bye-rule", place="rules")
    assert device.saved["club"].settings.bye_rule == "average" and note.kind is Kind.OK and note.steady
    (rule,) = device.find(lambda n: n.attrs.get("id") == "bye-rule-text")
    assert "average" in text_of(rule) and "scores 0" not in text_of(rule)
    (chosen,) = device.find(lambda n: n.tag == "option" and "selected" in n.attrs)
    assert chosen.attrs["value"] == "average"
    average = {row.player: row.total for row in device.tournaments["club"].standings()}
    assert any(average[p] > zero[p] for p in zero)                     # a bye scores the player's average round
    assert not device.of(Focus), "the focus stays on the select (a keyboard's arrows go on choosing)"


def test_another_screen_takes_down_what_the_last_action_said_and_the_same_address_keeps_it():
    device = Device(seated(), route=Route("club", "players"))
    device.run("add-player", name="Ed", form="add-player", place="players")
    device.open("#sheet/club/players")                                 # the address it shows already
    assert device.note.text.startswith("Ed added")
    device.open("#sheet/club/standings")
    assert device.note is None and "Ed added" not in device.text()


@pytest.mark.parametrize("problem, said", [
    ("no code", "No QR code was found in that picture"), ("unreadable", "That picture could not be read"),
    ("loading", "The code reader is still loading"),
])
def test_a_photo_the_page_could_not_read_a_code_from_says_why_beside_the_chooser(problem, said):
    from ui.sheet.registry import ACTIONS as registered, Input, Unread

    assert registered["results-photo"].input is Input.PHOTO_CODE and Unread(problem)
    device = Device(seated(), route=Route("club", "devices"))
    note = device.run("results-photo", problem=problem, place="devices")
    assert note.kind is Kind.ERROR and note.place == "devices" and note.text.startswith(said)
    assert not device.of(Save)


def test_a_hand_undone_here_offers_redo_in_its_row_and_redo_reads_as_redone():
    device = at_table()
    device.run("record", **record_form(hand="1", makers="0", tricks="4"))
    device.run("undo", round="1", table="1", hand="1", place="hand-1")
    redo = device.find(lambda n: n.tag == "button" and n.attrs.get("data-do") == "redo"
                       and n.attrs.get("data-hand") == "1")
    assert [text_of(b) for b in redo] == ["Redo"]
    device.run("redo", round="1", table="1", hand="1", place="hand-1")
    entry = device.tournaments["club"].hand(1, 1, 1)
    assert entry.current.content == (0, 4, None, None) and entry.current.event == "redone"
    assert not device.find(lambda n: n.tag == "button" and n.attrs.get("data-do") == "redo"
                           and n.attrs.get("data-hand") == "1")


def test_a_late_arrival_is_told_the_round_they_join_and_the_files_screen_shows_the_tournament_id():
    device = at_table()
    note = device.run("add-player", name="Eve", place="players")
    assert "Eve added: plays from round 2." in note.text
    device.open("#sheet/club/players")
    (eve,) = device.find(lambda n: n.tag == "li" and "Eve" in text_of(n) and n.attrs.get("data-player"))
    assert "(from round 2)" in text_of(eve)
    device.open("#sheet/club/files")
    (shown,) = device.find(lambda n: n.attrs.get("id") == "tournament-id")
    assert text_of(shown) == "club"
