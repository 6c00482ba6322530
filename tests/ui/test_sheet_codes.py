"""Invitations and results codes between the organiser's page and a table's phone: the invitation
carries the table's key, the phone's results come back sealed, an edited code is refused in words,
an unsealed one is asked about with what it would change, and so is a code for a closed round."""

from __future__ import annotations

import base64
import zlib

from euchre.sheet import Tournament
from euchre.sheet.share import TableSheet, decode, encode
from ui.kit.vdom import text_of
from ui.sheet.routes import Route
from ui.sheet.state import Kind

from tests.ui.sheet_page import AT, LATER, SECRET, Device


def seated(secret: str = "") -> Tournament:
    t = Tournament.new("club", "Club night", players=["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"], at=AT,
                       secret=secret)
    return t.start_round(tables=[(0, 1, 2, 3), (4, 5, 6, 7)], at=AT)


def invitation(device: Device, table: int) -> str:
    """The code of the invitation the organiser's devices screen shows for ``table``."""
    device.open("#sheet/club/devices")
    device.run("invite", table=str(table))
    (image,) = device.find(lambda n: n.tag == "img" and "#sheet/join/" in n.attrs.get("data-qr", ""))
    return image.attrs["data-qr"].split("#sheet/join/")[1]


def phone_results(code: str, *results) -> str:
    """A phone that opened the invitation ``code``, recorded ``results`` and showed its results code."""
    phone = Device()
    phone.open(f"#sheet/join/{code}")
    sheet = decode(code)
    for number, (makers, tricks) in enumerate(results, start=1):
        phone.run("record", form="record", round=str(sheet.round), table=str(sheet.table), hand=str(number),
                  correct="0", place="record", result="hand", alone="", makers=str(makers), tricks=str(tricks))
    phone.run("show-results")
    (image,) = phone.find(lambda n: n.tag == "img" and "#sheet/results/" in n.attrs.get("data-qr", ""))
    return image.attrs["data-qr"].split("#sheet/results/")[1]


def scanned(device: Device, code: str):
    return device.run("scanned", text=f"https://x/#sheet/results/{code}")


def test_an_invitation_gives_an_old_tournament_its_secret_and_carries_the_tables_key():
    organiser = Device(seated())                                   # made before results codes were sealed
    code = invitation(organiser, 2)
    kept = organiser.tournaments["club"]
    assert kept.secret == SECRET and organiser.saved["club"] is kept
    assert decode(code).table_key == kept.key_for(1, 2) != kept.key_for(1, 1)
    assert invitation(organiser, 1) and organiser.tournaments["club"].secret == SECRET, "the secret stays"


def test_a_phones_sealed_results_come_in_and_an_edited_code_is_refused_in_words():
    organiser = Device(seated(SECRET))
    code = phone_results(invitation(organiser, 1), (0, 3), (1, 4))
    assert decode(code).table_key == "" and decode(code).seal
    edited = _edited(code)
    note = scanned(organiser, edited)
    assert note.kind is Kind.ERROR and "changed after table 1's phone made it" in note.text
    assert "json" not in note.text.lower() and organiser.tournaments["club"].table(1, 1).recorded == 0
    note = scanned(organiser, code)
    assert note.kind is Kind.OK and organiser.tournaments["club"].table(1, 1).recorded == 2


def _edited(code: str) -> str:
    """``code`` with one hand's tricks changed and packed again, its seal left as it was: what a
    person editing a results link by hand makes."""
    raw = zlib.decompress(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)), -15).decode()
    changed = raw.replace(",3,", ",5,", 1)
    assert changed != raw
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(packer.compress(changed.encode()) + packer.flush()).decode().rstrip("=")


def test_an_unsealed_code_says_what_it_would_change_and_comes_in_only_when_taken():
    organiser = Device(seated(SECRET))
    phone = TableSheet.of(seated(), 1, 1).tournament(at=AT).record_hand(1, 1, makers=0, tricks=3, at=AT)
    code = encode(TableSheet.of(phone, 1, 1), "results")           # a phone invited before codes were sealed
    note = scanned(organiser, code)
    assert note.kind is Kind.QUESTION and "carries no seal" in note.text and "add hand 1" in note.text
    assert organiser.tournaments["club"].table(1, 1).recorded == 0
    assert organiser.run("leave-unsealed").text.startswith("Left out")
    assert organiser.tournaments["club"].table(1, 1).recorded == 0
    scanned(organiser, code)
    organiser.run("take-unsealed")
    assert organiser.tournaments["club"].table(1, 1).recorded == 1


def test_a_closed_rounds_code_says_which_hands_would_change_before_it_is_taken_in():
    t = seated(SECRET)
    organiser = Device(t)
    code = phone_results(invitation(organiser, 1), (0, 3), (1, 4))
    t = organiser.tournaments["club"].record_hand(1, 1, makers=0, tricks=3, at=AT).close_round(
        1, at=LATER, incomplete_ok=True)
    organiser = Device(t, route=Route("club", "devices"))
    note = scanned(organiser, code)
    assert note.kind is Kind.QUESTION and "Round 1 is closed" in note.text and "add hand 2" in note.text
    assert organiser.tournaments["club"].table(1, 1).recorded == 1
    buttons = [text_of(b) for b in note.buttons]
    assert buttons == ["Take it in", "Leave it out"]
    organiser.run("take-closed")
    kept = organiser.tournaments["club"]
    assert kept.table(1, 1).recorded == 2 and kept.round(1).closed


def test_a_closed_rounds_code_that_changes_nothing_asks_nothing():
    organiser = Device(seated(SECRET))
    code = phone_results(invitation(organiser, 1), (0, 3))
    t = organiser.tournaments["club"]
    organiser = Device(t, route=Route("club", "devices"))
    scanned(organiser, code)
    closed = organiser.tournaments["club"].close_round(1, at=LATER, incomplete_ok=True)
    organiser = Device(closed, route=Route("club", "devices"))
    note = scanned(organiser, code)
    assert note.kind is Kind.OK and "nothing changed" in note.text
    assert organiser.state.held_back is None
