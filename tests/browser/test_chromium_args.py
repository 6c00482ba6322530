"""The switches the browser tests give Chromium keep Playwright's own and drop the address bar's popups."""

from __future__ import annotations

import re
from pathlib import Path

from browser_support import CHROMIUM_ARGS, NO_OMNIBOX_POPUPS, PLAYWRIGHT_DISABLED_FEATURES


def playwrights_disabled_features() -> list[str]:
    """The features the installed Playwright turns off in Chromium, read from its driver's source."""
    import playwright

    package = Path(playwright.__file__).parent / "driver" / "package" / "lib"
    for source in sorted(package.rglob("*.js")):
        text = source.read_text(encoding="utf-8", errors="replace")
        found = re.search(r"disabledFeatures = \[(.*?)\]\.filter\(Boolean\)", text, re.S)
        if found:
            without_comments = re.sub(r"//[^\n]*", "", found.group(1))
            return re.findall(r'"([A-Za-z0-9]+)"', without_comments)
    raise AssertionError(f"Playwright's list of disabled Chromium features was not found under {package}")


def test_our_disable_features_switch_repeats_every_feature_playwright_turns_off():
    # Chromium keeps only the last --disable-features; ours comes after Playwright's.
    switches = [arg for arg in CHROMIUM_ARGS if arg.startswith("--disable-features=")]
    assert len(switches) == 1
    ours = switches[0].split("=", 1)[1].split(",")
    theirs = playwrights_disabled_features()
    assert len(theirs) >= 10, theirs
    assert [f for f in theirs if f not in ours] == [], "update PLAYWRIGHT_DISABLED_FEATURES in browser_support.py"
    assert set(ours) == set(PLAYWRIGHT_DISABLED_FEATURES) | set(NO_OMNIBOX_POPUPS)


def test_a_page_opens_no_window_of_address_bar_suggestions(browser):
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto("about:blank")
        session = browser.new_browser_cdp_session()
        targets = session.send("Target.getTargets", {"filter": [{}]})["targetInfos"]  # every kind
        session.detach()
        assert any(t["type"] == "page" for t in targets)
        assert [t["url"] for t in targets if "omnibox" in t["url"]] == []
    finally:
        context.close()
