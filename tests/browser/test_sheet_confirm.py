"""The opponent's confirmation, through the page: the organiser switches it on among the rules, a
table's phone opens its invitation and, for each hand, asks a player of the other pair to confirm
it before it is recorded; "No, change it" leaves the hand in its form as it was entered."""

from __future__ import annotations

from test_sheet_devices import (  # noqa: F401
    AT,
    PHONE,
    PLAYERS,
    SECRET,
    TABLET,
    devices,
    devices_tab,
    invite,
    stored_night,
    tablet_with,
    wait_ready,
)

from euchre.sheet import Tournament


def test_a_tables_phone_asks_an_opponent_to_confirm_each_hand_before_it_is_recorded(devices, site_url):
    t = Tournament.new("night", "Night", at=AT, players=PLAYERS[:4], secret=SECRET).start_round(
        at=AT, tables=[(0, 1, 2, 3)])
    organiser = devices(TABLET)
    tablet_with(organiser, site_url, t, "standings")
    organiser.get_by_label("An opponent confirms each hand on the table's phone before it is sent").check()
    organiser.locator('[data-feedback="rules"]').filter(has_text="On: at each table").wait_for()
    assert stored_night(organiser).settings.confirm
    devices_tab(organiser)
    link, _ = invite(organiser, 1)
    phone = devices(PHONE)
    phone.goto(link)
    wait_ready(phone)
    form = phone.locator('form[data-form="record"][data-hand="1"][data-correct="0"]')
    form.locator("fieldset.makers label").nth(0).click()
    form.locator("fieldset.tricks label").nth(4).click()
    form.get_by_role("button", name="Record hand 1").click()
    question = form.locator("[data-feedback]").filter(has_text="Cy or Di, please check hand 1:")
    question.wait_for()
    assert "Ann & Bo made trump, 4 tricks" in question.inner_text()
    assert phone.locator('li[data-hand="1"]').filter(has_text="not recorded").count() == 1
    question.get_by_role("button", name="No, change it").click()
    question.wait_for(state="detached")
    assert form.locator("fieldset.tricks input").nth(4).is_checked(), "the hand stays as it was entered"
    assert form.locator("fieldset.makers input").nth(0).is_checked()
    form.locator("fieldset.tricks label").nth(3).click()
    form.get_by_role("button", name="Record hand 1").click()
    question = form.locator("[data-feedback]").filter(has_text="3 tricks")
    question.get_by_role("button", name="Yes, Cy or Di confirm").click()
    phone.locator('li[data-hand="1"]').filter(has_text="Ann & Bo made trump, 3 tricks").wait_for()
    phone.locator('form[data-form="record"][data-hand="2"]').wait_for()
