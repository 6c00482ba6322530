"""Layout at the sizes people use: a phone in portrait, an iPad both ways, a desktop.

At each size no control may stick out of the window or overlap another control.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from browser_support import BOOT_TIMEOUT_MS, READY

CHECK = (Path(__file__).parent / "layout_check.js").read_text()
SIZES = {
    "phone portrait": (390, 844),
    "iPad portrait": (820, 1180),
    "iPad landscape": (1180, 820),
    "desktop": (1440, 900),
}


@pytest.mark.parametrize("size", SIZES)
def test_the_game_fits(page, site_url, size):
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.goto(site_url + "?seed=8")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    for label in ("Partner's level", "Opponents' level"):
        page.get_by_label(label).select_option("standard")  # seed 8 then comes to the person at once
    page.get_by_label("Computer speed").select_option("instant")
    page.wait_for_function("document.querySelector('#game').dataset.toAct === '0'", timeout=BOOT_TIMEOUT_MS)
    page.get_by_role("button", name="Hint").click()  # the expert's hint panel, open
    page.locator("#hint-options").wait_for(timeout=BOOT_TIMEOUT_MS)
    page.locator("#rules-panel > summary").click()
    assert page.evaluate(CHECK) == []


@pytest.mark.parametrize("size", SIZES)
def test_the_score_sheet_fits(page, site_url, size):
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.goto(site_url + "#sheet")
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.get_by_label("New tournament name").fill("A long tournament name for the spring club night")
    page.get_by_role("button", name="Create tournament").click()
    for name in ("Annabelle Fitzgerald-Worthington", "Bo", "Cy", "Di", "Ed"):
        page.get_by_label("Player name").fill(name)
        page.get_by_role("button", name="Add player").click()
    assert page.evaluate(CHECK) == [], "the tournament's home"
    page.get_by_role("button", name="Seat round 1").click()
    page.locator('form[data-form="record"]').wait_for()
    assert page.evaluate(CHECK) == [], "the round screen"
    for screen in ("standings", "players", "files", "home"):
        page.locator(f'nav.sheet-tabs a[href$="/{screen}"]' if screen != "home" else "nav.sheet-tabs a").first.click()
        page.locator(f'.sheet-tournament[data-screen="{screen}"]').wait_for()
        assert page.evaluate(CHECK) == [], f"the {screen} screen"
