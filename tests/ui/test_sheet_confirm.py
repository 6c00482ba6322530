"""The opponent's confirmation on a table's phone: the organiser switches it on among the rules, a
phone invited afterwards asks a player of the pair the hand gives no points to confirm it before it
is recorded and sent, and "No" leaves the hand in its form as it was entered."""

from __future__ import annotations

from ui.kit.vdom import find, text_of
from ui.sheet.core import Save
from ui.sheet.state import Kind

from euchre.sheet import Tournament
from tests.ui.sheet_page import AT, LATER, Device

PLAYERS = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


def seated() -> Tournament:
    t = Tournament.new("club", "Club night", players=PLAYERS, at=AT)
    return t.start_round(tables=[(0, 1, 2, 3), (4, 5, 6, 7)], at=AT)


def invited_phone(organiser: Device) -> Device:
    organiser.open("#sheet/club/devices")
    organiser.run("invite", table="2")
    (image,) = organiser.find(lambda n: n.tag == "img" and "#sheet/join/" in n.attrs.get("data-qr", ""))
    phone = Device()
    phone.open("#sheet/join/" + image.attrs["data-qr"].split("#sheet/join/")[1])
    return phone


def hand(**fields):
    return {"form": "record", "round": "1", "table": "2", "hand": "1", "correct": "0", "place": "record",
            "result": "hand", "alone": "", "makers": "0", "tricks": "4", **fields}


def switched_on() -> Device:
    organiser = Device(seated())
    organiser.open("#sheet/club/standings")
    (box,) = organiser.find(lambda n: n.attrs.get("id") == "confirm-hands")
    assert "checked" not in box.attrs or not box.attrs["checked"]
    note = organiser.run("confirm-hands", checked="1")
    assert organiser.tournaments["club"].settings.confirm and organiser.of(Save)
    assert note.text.startswith("On: at each table, a player of the other pair confirms")
    return organiser


def test_the_organiser_switches_the_confirmation_on_and_off_among_the_rules():
    organiser = switched_on()
    assert "On: at each table" in text_of(organiser.find(lambda n: n.attrs.get("id") == "confirm-hands-text")[0])
    organiser.run("confirm-hands", checked="0")
    assert not organiser.tournaments["club"].settings.confirm


def test_a_phone_asks_an_opponent_before_the_hand_is_recorded_and_records_it_when_they_confirm():
    phone = invited_phone(switched_on())
    note = phone.run("record", **hand())
    assert note.kind is Kind.QUESTION and note.place == "record"
    assert note.text == "Gus or Hal, please check hand 1: Ed & Flo made trump, 4 tricks → made, 1. Is it right?"
    assert not phone.of(Save) and phone.state.tables[("club", 1, 2)].hand(1, 2, 1) is None, "nothing sent yet"
    yes, no = note.buttons
    assert text_of(yes) == "Yes, Gus or Hal confirm" and yes.attrs["data-do"] == "opponent-yes"
    assert text_of(no) == "No, change it"
    phone.run("opponent-yes", **hand())
    kept = phone.state.tables[("club", 1, 2)]
    assert kept.hand(1, 2, 1).current.content[:2] == (0, 4) and phone.saved[("club", 1, 2)] is kept
    assert phone.note.kind is not Kind.QUESTION


def test_the_defenders_euchred_makers_are_the_ones_asked():
    phone = invited_phone(switched_on())
    assert phone.run("record", **hand(makers="1", tricks="2")).text.startswith("Gus or Hal, please check")
    assert phone.run("record", **hand(makers="0", tricks="2")).text.startswith("Ed or Flo, please check")


def test_no_leaves_the_hand_in_its_form_as_it_was_entered():
    phone = invited_phone(switched_on())
    phone.run("record-choice", **hand(changed="makers", checked="1"))
    phone.run("record", **hand())
    phone.run("confirm-no", **hand(look="makers"))
    assert phone.state.tables[("club", 1, 2)].hand(1, 2, 1) is None and not phone.of(Save)
    (form,) = phone.find(lambda n: n.attrs.get("data-form") == "record")
    checked = {n.attrs["name"]: n.attrs["value"] for n in find(form, lambda n: "checked" in n.attrs and n.attrs.get("checked") is not False)}
    assert checked["makers"] == "0" and checked["tricks"] == "4" and form.attrs["data-hand"] == "1"


def test_without_the_setting_a_phone_records_at_once_and_so_does_the_organisers_device_with_it():
    organiser = Device(seated())
    phone = invited_phone(organiser)
    phone.run("record", **hand())
    assert phone.state.tables[("club", 1, 2)].hand(1, 2, 1).current.tricks == 4
    organiser = switched_on()
    organiser.open("#sheet/club/round/1")
    organiser.run("record", **hand(), at=LATER)
    assert organiser.tournaments["club"].hand(1, 2, 1).current.tricks == 4, "only a table's phone asks"
