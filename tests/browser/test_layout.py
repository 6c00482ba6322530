"""Layout at the sizes people use: phones both ways, an iPad both ways, desktops.

The game: at every step of a whole round (each bid, the discard, each trick, each hand's end
and the round's end), what a decision needs is inside the window with no scrolling, nothing
overlaps and every control is at least 44 px (``table_check.js``): at both phone sizes (the
tightest) at every step, and at every size through the first four hands (each seat deals once)
and at the round's end. With ``EUCHRE_SCREENSHOTS=folder`` (``make screenshots``),
screenshots of the first hand's steps and of the round's end at each size are written there for
a person to look at. The score sheet: no control sticks out of the window or overlaps another
(``layout_check.js``).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from browser_support import BOOT_TIMEOUT_MS, READY, open_menu, set_levels
from test_game import choose, offered, step_of, wait_for_person


@pytest.fixture
def page(visitor_page):
    """Every page here is a returning visitor's (Python restored from its snapshot), with no saved data."""
    return visitor_page


CHECK = (Path(__file__).parent / "layout_check.js").read_text()
TABLE_CHECK = (Path(__file__).parent / "table_check.js").read_text()
SIZES = {
    "phone portrait": (390, 844),
    "iPad portrait": (820, 1180),
    "iPad landscape": (1180, 820),
    "desktop": (1440, 900),
}
TABLE_SIZES = {
    "phone portrait": (390, 844),
    "phone landscape": (844, 390),
    "iPad landscape": (1024, 768),
    "iPad portrait": (768, 1024),
    "desktop": (1440, 900),
    "wide desktop": (1920, 1080),
}
SCREENSHOTS = Path(os.environ["EUCHRE_SCREENSHOTS"]) if os.environ.get("EUCHRE_SCREENSHOTS") else None
"""Where the round's screenshots go, when asked for (they cost about 10 CPU seconds a run)."""


PHONES = ("phone portrait", "phone landscape")
"""The tightest sizes, checked at every step of the round (the others through its first four hands)."""


def check_every_size(page, where: str, shoot: bool, sizes=tuple(TABLE_SIZES)) -> dict[str, list[str]]:
    found = {}
    for size in sizes:
        width, height = TABLE_SIZES[size]
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        problems = page.evaluate(TABLE_CHECK)
        if problems:
            found[f"{where}, {size}"] = problems
        if shoot and SCREENSHOTS:
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SCREENSHOTS / f"chromium {where} {size}.png".replace(" ", "-")))
    return found


def test_every_step_of_a_round_fits_every_screen(page, site_url):
    """A whole round (seed 5: bids in both rounds, a discard, lone hands), checked at every step."""
    page.emulate_media(reduced_motion="reduce")  # screenshots of cards at rest, not mid-flight
    page.goto(site_url + "?seed=5")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    set_levels(page, "standard", "instant")
    problems: dict[str, list[str]] = {}
    phases = set()
    shot = set()  # the phases with screenshots: the first hand's steps, and the first of every other phase
    while True:
        waiting_for = wait_for_person(page)
        step = step_of(page)
        hand = int(step.split(":")[0])
        phase = page.locator("#game").get_attribute("data-phase")
        phases.add(phase)
        done = page.locator("#round-result").count() > 0
        where = "round over" if done else f"hand {hand} step {step.split(':')[1]} {phase}"
        shoot = hand == 1 or done or phase not in shot
        shot.add(phase)
        sizes = tuple(TABLE_SIZES) if hand <= 4 or done else PHONES
        problems.update(check_every_size(page, where, shoot=shoot, sizes=sizes))
        if done:
            break
        if waiting_for == "summary":
            page.get_by_role("button", name="Next hand").click()
            continue
        choices = offered(page)
        before = step
        choices[choose(list(choices))].click()
        page.wait_for_function(f"document.querySelector('#game').dataset.step !== {before!r}")
    assert {"bid_upcard", "bid_suit", "play"} <= phases
    assert problems == {}


def test_the_menu_and_a_hint_fit(page, site_url):
    for size, (width, height) in TABLE_SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        if size == "phone portrait":
            page.goto(site_url + "?seed=8")
            page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
            set_levels(page, "standard", "instant")
            page.wait_for_function("document.querySelector('#game').dataset.toAct === '0'", timeout=BOOT_TIMEOUT_MS)
            page.get_by_role("button", name="Hint").click()  # the expert's hint panel, open
            page.locator("#hint-options").wait_for(timeout=BOOT_TIMEOUT_MS)
        assert page.evaluate(TABLE_CHECK) == [], size
        open_menu(page)
        if not page.locator("#rules-panel").evaluate("d => d.open"):
            page.locator("#rules-panel > summary").click()
        assert page.evaluate(CHECK, "#settings") == [], size
        page.keyboard.press("Escape")


@pytest.mark.parametrize("size", SIZES)
def test_the_score_sheet_fits(page, site_url, size):
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.goto(site_url + "#sheet")
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.get_by_label("New tournament name").fill("A long tournament name for the spring club night")
    page.get_by_role("button", name="Create tournament").click()
    for name in ("Annabelle Fitzgerald-Worthington", "Bo", "Cy", "Di", "Ed", "W" * 100):  # 100 letters, no space
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
