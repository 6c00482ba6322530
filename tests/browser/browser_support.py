"""Shared pieces of the browser tests: paths, Debian's browsers and the request guard.

Every browser test drives the real page in `_site/` (built by `make site`), served
under a sub-path as GitHub Pages serves a project site. The guard records and aborts
any request that would leave 127.0.0.1, and collects console errors, page errors and
HTTP errors; tests assert that all stay empty.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("EUCHRE_SITE") or ROOT / "_site")
"""The built site under test: `_site/` (`make site`), or another build named by EUCHRE_SITE."""
# The features Playwright itself turns off in Chromium (its chromiumSwitches.ts, as pinned in
# requirements-test.txt). Chromium reads only the last --disable-features it is given, so ours
# must repeat them; tests/browser/test_chromium_args.py checks the list against the installed Playwright.
PLAYWRIGHT_DISABLED_FEATURES = (
    "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding",
    "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect", "TcpPortRandomizationWin",
    "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch",
    "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
)
# Each window of Chromium starts a renderer for the address bar's suggestion popups (WebUI pages),
# though a headless window never shows them: about 0.7 CPU s for every page a test opens.
NO_OMNIBOX_POPUPS = ("WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
    "--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES + NO_OMNIBOX_POPUPS),
]
READY = "body[data-engine=ready]"
STANDARD_SEATS = '{"schema": 1, "partner": "standard", "opponents": "standard"}'
"""The settings a returning visitor starts with here: every computer seat at the standard level.

A page whose seats play at the expert's level (the default) boots a second Python for the expert
and thinks with it: 9-17 CPU seconds a game start on this machine against 3.5-4.9 without
(docs/PERFORMANCE.md, "The test suite"), when most tests here check something else. A test that
needs the first visit's own levels says so with ``@pytest.mark.expert_seats``. First visits (the
``page`` fixture's fresh context) keep the defaults, and today's deals play against the expert
whatever the settings say."""
BOOT_TIMEOUT_MS = 90_000
TRACEBACK = """() => [...document.querySelectorAll('.py-error')].map((box) => box.textContent).concat(
    /Traceback \\(most recent call last\\)|File "\\//.test(document.body.innerText) ? [document.body.innerText] : [])"""
"""The Python tracebacks a page shows (none, a working page): PyScript's error box, or traceback text
anywhere in its words (explore_check.js looks for the same after each step of an exploration)."""


def chromium_path() -> str | None:
    """Debian's Chromium binary (the real one, not the shell wrapper), if installed."""
    for candidate in ("/usr/lib/chromium/chromium", shutil.which("chromium") or ""):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob", "about") or parts.hostname == "127.0.0.1"


def guard_requests(context, guard) -> None:
    """Note in ``guard`` (a :class:`Guard`, or a function naming the guard of the moment) every
    request of a context that would leave 127.0.0.1, a service worker's too, and abort those the
    pages make."""
    def current() -> Guard:
        return guard() if callable(guard) else guard

    context.on("request", lambda request: is_local(request.url) or current().blocked.append(request.url))

    def route(route):
        if is_local(route.request.url):
            route.continue_()
        else:
            route.abort("blockedbyclient")

    context.route("**/*", route)


def _favicon(msg) -> bool:
    """Chromium's own request for the origin's /favicon.ico, made when a test opens a page that is
    not HTML (build.json, see ``before_start``) and answered 404 by the test server, whose site
    lives under /euchre/: the browser's, not the site's (the site's pages name their icon)."""
    return urlsplit(msg.location.get("url", "")).path == "/favicon.ico"


@dataclass
class Guard:
    """What a page did that it must not: leave 127.0.0.1, log errors, get HTTP errors."""

    blocked: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    http_errors: list[str] = field(default_factory=list)

    def watch(self, page) -> None:
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        page.on("console", lambda msg: msg.type == "error" and not _favicon(msg)
                and self.console_errors.append(f"{msg.text} ({msg.location.get('url', '')})"))
        page.on("response", lambda r: r.status >= 400 and self.http_errors.append(f"{r.status} {r.url}"))

    def assert_clean(self) -> None:
        assert self.blocked == [], f"requests left 127.0.0.1: {self.blocked}"
        assert self.page_errors == [], f"page errors: {self.page_errors}"
        assert self.console_errors == [], f"console errors: {self.console_errors}"
        assert self.http_errors == [], f"HTTP errors: {self.http_errors}"


def before_start(page, url) -> None:
    """Open build.json, a page of the site that starts nothing: storage written there is what the
    page finds when it first starts (``reload`` starts it)."""
    page.goto(url + "build.json")


def reload(page, view: str = "") -> None:
    """Start the page again at ``view`` ("" for the game, "#sheet"...), as a person's reload does, and
    wait until Python is ready (and the score sheet, for "#sheet"); from build.json, its first start."""
    address = page.url.split("#")[0]
    if address.endswith("/build.json"):
        page.goto(address.removesuffix("build.json") + view)
    else:
        page.evaluate("view => history.replaceState(null, '', location.pathname + location.search + view)", view)
        page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    if view == "#sheet":
        page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)


def open_menu(page) -> None:
    """Open the page's menu (speed, levels, rules, About) with its button, as a person does."""
    if not page.locator("#settings").evaluate("dialog => dialog.open"):
        page.get_by_role("button", name="Menu", exact=True).click()
    page.locator("#settings[open]").wait_for()


def close_menu(page) -> None:
    if page.locator("#settings").evaluate("dialog => dialog.open"):
        page.locator("#settings").get_by_role("button", name="Close", exact=True).click()


def open_about(page) -> None:
    """The menu's About panel, where "Check this device" and the versions are."""
    open_menu(page)
    if not page.locator("#about-panel").evaluate("details => details.open"):
        page.locator("#about-panel > summary").click()


def set_levels(page, level: str | None = "standard", speed: str | None = "instant") -> None:
    """Choose every computer seat's level and the computer speed in the menu, then close it."""
    open_menu(page)
    if level is not None:
        for label in ("Partner's level", "Opponents' level"):
            page.get_by_label(label).select_option(level)
    if speed is not None:
        page.get_by_label("Computer speed").select_option(speed)
    close_menu(page)


def driver_open_menu(driver) -> None:
    """The same menu through WebDriver."""
    from selenium.webdriver.common.by import By

    if not driver.execute_script("return document.getElementById('settings').open"):
        driver.find_element(By.ID, "menu-button").click()


def driver_close_menu(driver) -> None:
    from selenium.webdriver.common.by import By

    if driver.execute_script("return document.getElementById('settings').open"):
        driver.find_element(By.ID, "settings-close").click()


# What a returning visitor's browser keeps between tests: the offline copy (the service worker's
# cache) and PyScript's own IndexedDB stores. Everything the game and the score sheet stored is cleared.
FORGET_THE_VISIT = """async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const db of await indexedDB.databases()) {
        if (!db.name.startsWith('IDBMap/')) await new Promise(done => {
            const request = indexedDB.deleteDatabase(db.name);
            request.onsuccess = request.onerror = request.onblocked = done;
        });
    }
    for (const name of await caches.keys()) {
        if (!name.startsWith('euchre-')) await caches.delete(name);  // the offline copy stays
    }
}"""
