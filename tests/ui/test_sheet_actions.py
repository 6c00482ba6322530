"""ui.sheet.actions: each action from (state, tournament, form) to (state, tournament, note), in CPython,
with the store a plain dict and the page drawn from the state (``ui.sheet.page``)."""

from __future__ import annotations

import dataclasses

from euchre.sheet import Tournament, dump_tournament
from ui.sheet.actions import Step, dispatch
from ui.sheet.page import page
from ui.sheet.routes import Route
from ui.sheet.state import Download, Forget, SheetState
from ui.kit.vdom import find, text_of

AT = "2024-05-03T19:00:00Z"
LATER = "2024-05-03T19:30:00Z"


class Store:
    """The tournaments on a device, as the controller holds them: each step's tournament is stored."""

    def __init__(self, *tournaments):
        self.tournaments = {t.id: t for t in tournaments}
        self.state = SheetState(on_device=frozenset(self.tournaments))

    def find(self, where):
        kind, key = where
        return (self.tournaments.get(key) if kind == "tournament" else None), None

    def run(self, action, at=AT, **form) -> Step:
        step, given = dispatch(action, self.state, {"at": at, "new_id": "new", **form}, self.find)
        if step.tournament is not None and step.tournament is not given:
            self.tournaments[step.tournament.id] = step.tournament
        for effect in step.state.effects:
            if isinstance(effect, Forget):
                del self.tournaments[effect.tournament]
        self.state = dataclasses.replace(step.state, effects=(), note=step.note,
                                         on_device=frozenset(self.tournaments))
        return step

    def text(self) -> str:
        return " ".join(text_of(node) for node in page(self.state, self.tournaments, "https://x/", []))


def seated(tid="club") -> Tournament:
    t = Tournament.new(tid, "Club night", at=AT, players=["Ann", "Bob", "Cy", "Di"])
    return t.start_round(tables=[((0, 1), (2, 3))], at=AT)


def at_table(t=None) -> Store:
    store = Store(t or seated())
    store.state = dataclasses.replace(store.state, route=Route("club", "round", 1, 1))
    return store


def record_form(**fields):
    return {"form": "record", "round": "1", "table": "1", "correct": "0", "place": "record", "result": "hand",
            "alone": "", **fields}


def test_a_new_tournament_is_stored_and_its_home_shown():
    store = Store()
    step = store.run("new-tournament", name="  Friday  ", place="list")
    assert step.tournament.name == "Friday" and store.tournaments["new"] is step.tournament
    assert store.state.route == Route("new", "home")
    assert step.note.text == "Tournament “Friday” created. Add the players." and step.note.place == "players"


def test_recording_a_hand_stores_it_and_says_so_beside_the_form():
    store = at_table()
    step = store.run("record", **record_form(hand="1", makers="0", tricks="3"))
    assert store.tournaments["club"].table(1, 1).recorded == 1
    assert step.note.place == "record" and step.note.kind == "ok"
    assert "Hand 1 saved" in step.note.text
    assert "Hand 1 saved" in store.text()            # the page draws the note in the record form's box


def test_a_refusal_changes_nothing_and_gives_the_reason_in_words():
    store = at_table()
    before = store.state
    step = store.run("record", **record_form(hand="1", tricks="3"))
    assert step.state == before and step.tournament is store.tournaments["club"]   # nothing to store or redraw
    assert (step.note.place, step.note.kind) == ("record", "error")
    assert step.note.text == "Choose which pair made trump: Ann & Bob or Cy & Di."


def test_an_unusual_hand_is_asked_about_once_and_stored_once_confirmed():
    store = at_table()
    before = store.state
    asked = store.run("record", **record_form(hand="1", makers="0", tricks="5"))
    assert asked.state == before and store.tournaments["club"].table(1, 1).recorded == 0
    assert asked.note.kind == "question"
    assert [text_of(b) for b in asked.note.buttons] == ["Yes, nobody went alone (2 points)", "Choose who went alone"]
    store.run("record", **record_form(hand="1", makers="0", tricks="5", confirmed="1"))
    assert store.tournaments["club"].hand(1, 1, 1).current.content == (0, 5, None, None)


def test_the_same_hand_sent_twice_is_stored_once_and_a_different_one_becomes_a_correction_to_decide():
    store = at_table()
    store.run("record", **record_form(hand="1", makers="0", tricks="3"))
    stored = store.tournaments["club"]
    again = store.run("record", **record_form(hand="1", makers="0", tricks="3"))
    assert again.tournament is stored and again.note is None
    other = store.run("record", **record_form(hand="1", makers="1", tricks="4"))
    assert other.tournament is stored                      # nothing overwritten
    assert store.state.editing.correct == (1, 1, 1)
    assert dict(store.state.editing.draft)["makers"] == "1"  # what was entered waits in the correction form
    drawn = page(store.state, store.tournaments, "https://x/", [])
    checked = [n.attrs["id"] for n in find(drawn[-1], lambda n: n.tag == "input" and "checked" in n.attrs
                                           and n.attrs["id"].startswith("r1t1h1c-"))]
    assert "r1t1h1c-makers-1" in checked and "r1t1h1c-tricks-4" in checked


def test_undo_then_redo_and_redo_refused_once_the_hand_changed():
    store = at_table()
    store.run("record", **record_form(hand="1", makers="0", tricks="4"))
    undo = store.run("undo", round="1", table="1", hand="1", place="hand-1")
    assert not store.tournaments["club"].hand(1, 1, 1).is_recorded
    assert [text_of(b) for b in undo.note.buttons] == ["Redo hand 1"]
    store.run("redo", place="hand-1")
    assert store.tournaments["club"].hand(1, 1, 1).current.content == (0, 4, None, None)
    store.run("undo", round="1", table="1", hand="1", place="hand-1")
    store.run("record", **record_form(hand="1", makers="1", tricks="3"))
    refused = store.run("redo", place="hand-1")
    assert refused.note.kind == "error" and "has changed since it was undone" in refused.note.text


def test_a_delete_is_asked_first_and_forgets_only_that_tournament():
    store = Store(seated("a"), seated("b"))
    store.run("delete", id="a")
    assert store.state.confirm_delete == "a" and "Yes, delete it" in store.text()
    step = store.run("delete-yes", id="a", place="list")
    assert set(store.tournaments) == {"b"} and step.note.text == "Tournament “Club night” deleted."


def test_a_file_of_a_tournament_already_here_asks_and_merging_keeps_this_devices_results():
    ours = seated().record_hand(1, 1, makers=0, tricks=3, at=AT)
    theirs = seated().record_hand(1, 1, makers=1, tricks=4, at=LATER).record_hand(1, 1, makers=0, tricks=3, at=LATER)
    store = Store(ours)
    store.run("import-file", text=dump_tournament(theirs), place="import")
    assert store.state.pending_import == theirs and "Merge into the existing tournament" in store.text()
    step = store.run("import-merge", place="import")
    assert step.note.kind == "question" and "1 result was recorded differently in the file" in step.note.text
    assert store.state.route == Route("club", "decide") and step.note.place == "decisions"   # decided at once
    merged = store.tournaments["club"]
    assert merged.hand(1, 1, 1).current == ours.hand(1, 1, 1).current and merged.table(1, 1).recorded == 2
    assert "In force here" in store.text() and "Waiting" in store.text()
    store.run("use-result", round="1", table="1", hand="1", choice="1,4,,", place="decisions")
    assert store.tournaments["club"].hand(1, 1, 1).current.content == (1, 4, None, None)
    assert store.tournaments["club"].waiting() == ()
    assert store.state.note.text.endswith("Every result is settled.")


def test_a_file_that_is_not_a_tournament_is_refused_beside_the_chooser():
    store = Store()
    step = store.run("import-file", text="{}", place="import")
    assert step.note.kind == "error" and step.note.text.startswith("Nothing was imported")
    assert store.tournaments == {}


def test_downloads_are_effects_for_the_controller():
    t = seated()
    store = Store(t)
    store.state = dataclasses.replace(store.state, route=Route("club", "files"))
    step, _ = dispatch("export-standings", store.state, {"at": AT}, store.find)
    (effect,) = step.state.effects
    assert isinstance(effect, Download) and effect.filename == "Club-night-standings.csv"


def test_drawing_changes_nothing_and_results_recorded_differently_wait_for_a_decision():
    """The old page's render took the conflicts off the shelf and rewrote the decisions: drawing now is a
    function of the state, what waits is in the tournament, and a decision is the person's action."""
    from euchre.sheet import merge_tournaments

    t = seated()
    mine = t.record_hand(1, 1, makers=0, tricks=3, at=AT)
    theirs = t.record_hand(1, 1, makers=1, tricks=4, at=LATER)
    for first, second in ((mine, theirs), (theirs, mine)):         # whichever was entered later
        merged, report = merge_tournaments(first, second, at=LATER)
        assert merged.waiting() and merged.hand(1, 1, 1).current == first.hand(1, 1, 1).current
    store = Store(merge_tournaments(mine, theirs, at=LATER)[0])
    store.state = dataclasses.replace(store.state, route=Route("club", "round", 1, 1))
    before = store.state
    first = repr(page(store.state, store.tournaments, "https://x/", []))
    assert repr(page(store.state, store.tournaments, "https://x/", [])) == first and store.state == before
    assert "1 result waits for your decision" in store.text()
    store.run("show", route=Route("club", "decide"))
    assert "Ann & Bob made trump, 3 tricks → made, 1" in store.text()
    assert "Cy & Di made trump, 4 tricks → made, 1" in store.text()
    store.run("keep-result", round="1", table="1", hand="1", choice="0,3,,", place="decisions")
    assert store.tournaments["club"].waiting() == () and "No result waits for a decision." in store.text()
    assert store.tournaments["club"].hand(1, 1, 1).current.content == (0, 3, None, None)


def test_another_screen_clears_what_was_being_edited_and_a_missing_tournament_says_so():
    store = at_table()
    store.run("edit-seats", round="1", table="1")
    assert store.state.editing.seats == (1, 1)
    store.run("show", route=Route("club", "standings"))
    assert store.state.editing.seats is None and store.state.route == Route("club", "standings")
    store.run("show", route=Route("elsewhere", "standings"))
    assert store.state.route == Route() and "not on this device" in store.state.messages[-1].text


def test_a_loner_fills_empty_makers_and_is_asked_about_when_the_makers_are_the_other_pair():
    from ui.sheet.actions import answered

    t = seated()
    form = record_form(hand="1")
    assert answered(t, {**form, "alone": "2"}, "alone") == ({"makers": "1"}, None)   # an empty answer filled
    assert answered(t, {**form, "makers": "1", "alone": "2"}, "alone") == ({}, None)  # they agree
    assert answered(t, {**form, "makers": "0", "alone": ""}, "makers") == ({}, None)  # nobody alone
    sets, note = answered(t, {**form, "makers": "0", "alone": "2"}, "alone")
    assert sets == {} and note.kind == "question" and note.place == "record"
    assert note.text == "Cy went alone? Then Cy & Di made trump."
    yes, no = note.buttons
    assert (text_of(yes), yes.attrs["data-name"], yes.attrs["data-value"]) == ("Yes, Cy & Di made trump", "makers", "1")
    assert (text_of(no), no.attrs["data-name"], no.attrs["data-value"]) == ("No, Cy did not go alone", "alone", "")
    sets, note = answered(t, {**form, "makers": "0", "alone": "2"}, "makers")
    assert sets == {} and note.text == "Ann & Bob made trump? Then Cy did not go alone."
    yes, no = note.buttons
    assert (yes.attrs["data-name"], yes.attrs["data-value"]) == ("alone", "")
    assert (text_of(no), no.attrs["data-name"], no.attrs["data-value"]) == ("No, Cy & Di made trump", "makers", "1")
