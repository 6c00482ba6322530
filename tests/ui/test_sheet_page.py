"""The whole sheet drawn by the keyed patch (``ui.kit.patch``) against a stand-in document, as the
controller draws it: what changes elsewhere (a message, another table, a sync line) leaves the
elements a person is using where they are, with what they chose in them."""

from __future__ import annotations

from euchre.sheet import Tournament
from tests.helpers.fake_dom import FakeDocument
from ui.kit.patch import Root
from ui.sheet.arrivals import Reloaded
from ui.sheet.page import page
from ui.sheet.routes import Route

from tests.ui.sheet_page import AT, LATER, Device


def seated() -> Tournament:
    t = Tournament.new("club", "Club night", at=AT, players=["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"])
    return t.start_round(tables=[(0, 1, 2, 3), (4, 5, 6, 7)], at=AT)


class Drawn:
    """A device's page drawn into a stand-in document after each action."""

    def __init__(self, device: Device) -> None:
        self.device = device
        self.document = FakeDocument()
        self.root = Root(self.document.createElement("section"), self.document)
        self.draw()

    def draw(self) -> None:
        self.root.render(page(self.device.state))

    def element(self, predicate):
        return self.root.element(predicate)


def is_table(n: int):
    return lambda node: node.tag == "section" and node.attrs.get("data-table") == str(n)


def test_another_tables_change_and_a_new_message_leave_this_table_and_its_half_filled_form_in_place():
    device = Device(seated(), route=Route("club", "round", 1, 1))
    drawn = Drawn(device)
    table = drawn.element(is_table(1))
    device.run("record-choice", form="record", round="1", table="1", hand="1", correct="0", place="record",
               result="hand", alone="", makers="1", changed="makers", checked="1")
    drawn.draw()
    makers = drawn.element(lambda node: node.attrs.get("id") == "r1t1h1-makers-1")
    makers.checked = True  # as the person's click left it
    other = device.tournaments["club"].record_hand(1, 2, makers=0, tricks=3, at=LATER)
    device.dispatch(Reloaded("club", other))                    # another tab recorded at table 2
    drawn.draw()
    assert [m.text for m in device.state.messages] == ["Updated with changes made in another tab."]
    assert drawn.element(is_table(1)) is table, "a change at table 2 redrew table 1"
    assert drawn.element(lambda node: node.attrs.get("id") == "r1t1h1-makers-1") is makers and makers.checked
    picker = drawn.element(lambda node: node.attrs.get("data-goto-table") == "2")
    assert "1/8" in picker.textContent


def test_a_sync_line_and_a_waiting_banner_coming_and_going_move_nothing_else():
    from euchre.sheet import merge_tournaments
    from euchre.sheet.sync_link import organiser_link
    from ui.sheet.state import Syncing
    from ui.sheet.sync_status import SyncStatus

    t = seated()
    device = Device(t, route=Route("club", "round", 1, 1))
    drawn = Drawn(device)
    table = drawn.element(is_table(1))
    device.state = device.state.with_sync("club", Syncing(organiser_link("club", "http://10.0.0.2:5984",
                                                                         "organiser-password-for-tests"),
                                                          SyncStatus.OFFLINE))
    mine, theirs = (t.record_hand(1, 2, makers=m, tricks=3, at=AT) for m in (0, 1))
    device.dispatch(Reloaded("club", merge_tournaments(mine, theirs, at=LATER)[0]))
    drawn.draw()
    assert drawn.element(lambda node: "waiting-banner" in node.classes) is not None
    assert drawn.element(lambda node: "sync-status" in node.classes) is not None
    assert drawn.element(is_table(1)) is table
