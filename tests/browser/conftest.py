"""Browser-test fixtures: the built site on 127.0.0.1 and Debian's Chromium via Playwright."""

from __future__ import annotations

import sys

import pytest
from browser_support import (BOOT_TIMEOUT_MS, CHROMIUM_ARGS, FORGET_THE_VISIT, READY, ROOT, SITE, STANDARD_SEATS, Guard,
                             chromium_path, guard_requests)
import drivers

sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

from serve import serve_in_thread  # noqa: E402


@pytest.fixture(scope="session")
def site_url():
    if not (SITE / "index.html").is_file() or not (SITE / "web" / "vendor").is_dir():
        pytest.fail("_site/ is not built: run `make site` (make test does it for you)")
    server, url = serve_in_thread(SITE, prefix="/euchre/")
    yield url
    server.shutdown()


CRASHED: list[str] = []
"""The tests that failed with a crash since the browser was last launched."""


class Chromium:
    """Debian's Chromium for a worker's tests, launched again after a page crashed.

    A page process dying ("Target crashed", seen now and then on a loaded 2-core machine) has
    once been followed by every later page of the same browser crashing as it booted: 35 tests
    failed, their reruns too. So a test that fails with a crash leaves word (``CRASHED``), and
    the next test, or the rerun, gets a new browser and a new returning visitor.
    """

    def __init__(self, playwright, executable: str):
        self.playwright, self.executable = playwright, executable
        self.browser = None
        self.returning = None  # (context, guards) of ``returning_browser`` in this browser

    def get(self):
        if self.browser is not None and (CRASHED or not self.browser.is_connected()):
            CRASHED.clear()
            self.close()
        if self.browser is None:
            self.browser = self.playwright.chromium.launch(executable_path=self.executable, args=CHROMIUM_ARGS)
        return self.browser

    def close(self) -> None:
        browser, self.browser, self.returning = self.browser, None, None
        if browser is None:
            return
        try:
            browser.close()
        except Exception:  # noqa: BLE001 - a browser that crashed may not answer; a new one is launched anyway
            pass


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Note a test that failed because a page process crashed (see :class:`Chromium`)."""
    outcome = yield
    report = outcome.get_result()
    if report.failed and "crashed" in str(report.longrepr).lower():
        CRASHED.append(item.nodeid)


@pytest.fixture(scope="session")
def chromium():
    from playwright.sync_api import sync_playwright

    executable = chromium_path()
    if executable is None:
        pytest.fail("Debian's chromium is not installed: run `make test`, which installs it")
    with sync_playwright() as playwright:
        holder = Chromium(playwright, executable)
        yield holder
        holder.close()


@pytest.fixture
def browser(chromium):
    """Debian's Chromium, shared by a worker's tests (see :class:`Chromium`)."""
    return chromium.get()


@pytest.fixture
def guarded_context(browser):
    """A fresh browser context whose every request is checked; yields (context, guard).

    Service workers are blocked here (the offline tests, test_offline.py, let them run).
    """
    context = browser.new_context(service_workers="block")
    guard = Guard()
    guard_requests(context, guard)
    yield context, guard
    context.close()


@pytest.fixture
def page(guarded_context):
    """A page in a guarded context; the guard must be clean when the test ends."""
    context, guard = guarded_context
    page = context.new_page()
    guard.watch(page)
    yield page
    guard.assert_clean()


@pytest.fixture
def returning_browser(chromium, browser, site_url):
    """One browser context shared by the tests that play as a returning visitor: (context, guards).

    Its first page waits for the offline copy to take charge, so each later page comes from that
    copy, as a person's next visit does (a first visit is the ``page`` fixture's).
    ``guards[-1]`` is the guard of the test under way. The context lasts as long as its browser
    (see :class:`Chromium`).
    """
    if chromium.returning is None:
        chromium.returning = start_returning_visitor(browser, site_url)
    return chromium.returning


def start_returning_visitor(browser, site_url):
    context = browser.new_context(service_workers="allow")
    guards = [Guard()]
    guard_requests(context, lambda: guards[-1])
    first = context.new_page()
    guards[-1].watch(first)
    first.goto(site_url)
    first.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    first.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS)
    forget_the_visit(context, site_url)
    guards[-1].assert_clean()
    return context, guards


def forget_the_visit(context, site_url, settings: str | None = None) -> None:
    """Close the context's pages but one on build.json (a page of the site that starts nothing), and
    there clear what the game and the sheet stored (FORGET_THE_VISIT); then store ``settings`` as the
    game's settings, if given. The page on build.json is kept open for the next time: a new page
    costs about 0.2 CPU seconds, twice a test."""
    cleaner = None
    for open_page in context.pages:
        if cleaner is None and open_page.url == site_url + "build.json":
            cleaner = open_page
        else:
            open_page.close()
    if cleaner is None:
        cleaner = context.new_page()
        cleaner.goto(site_url + "build.json")
    cleaner.evaluate(FORGET_THE_VISIT)
    if settings is not None:
        cleaner.evaluate("(settings) => localStorage.setItem('euchre:settings', settings)", settings)


@pytest.fixture
def visitor_context(request, returning_browser, site_url):
    """(context, guard) of a returning visitor (the offline copy kept) with none of the game's or
    the sheet's data but STANDARD_SEATS (unless the test is marked ``expert_seats``), for tests
    that open tabs of their own; the guard must be clean when the test ends, and what the test
    stored is forgotten."""
    context, guards = returning_browser
    if request.node.get_closest_marker("expert_seats") is None:
        forget_the_visit(context, site_url, STANDARD_SEATS)
    guard = Guard()
    guards.append(guard)
    yield context, guard
    if not CRASHED:  # after a crash the context goes with its browser (see Chromium)
        forget_the_visit(context, site_url)
    guard.assert_clean()


@pytest.fixture
def visitor_page(visitor_context):
    """A page of a returning visitor (see ``visitor_context``)."""
    context, guard = visitor_context
    page = context.new_page()
    guard.watch(page)
    return page


@pytest.fixture
def ready_page(visitor_page, site_url):
    """The site loaded by a returning visitor (see ``visitor_page``), with Python ready."""
    visitor_page.goto(site_url)
    visitor_page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    return visitor_page


@pytest.fixture(scope="session")
def display():
    """A private X display (Xvfb) for browsers that need one."""
    server, name = drivers.start_display()
    yield name
    server.terminate()
    server.wait(10)


@pytest.fixture(scope="module", params=["webkit", "firefox"])
def engine(request, display):
    """WebKitGTK or Firefox ESR through WebDriver, one browser for a test file's tests in that
    engine (each new browser profile boots Python cold: 5-9 s a start in WebKitGTK)."""
    driver = drivers.webkit(display) if request.param == "webkit" else drivers.firefox(display)
    driver.set_page_load_timeout(drivers.BOOT_TIMEOUT_S)
    yield driver, driver.get_window_size()
    driver.quit()


@pytest.fixture
def driver(engine, site_url):
    """The engine's browser for one test. The file's first test in an engine is a first visit;
    the others are a returning visitor's (the offline copy kept) with none
    of the game's or the sheet's data and the window at its first size."""
    driver, size = engine
    yield driver
    drivers.forget_the_visit(driver, site_url)
    if driver.get_window_size() != size:
        driver.set_window_size(size["width"], size["height"])


def pytest_terminal_summary(terminalreporter):
    """Name the folder of the table's screenshots (written by test_layout.py) for a person to look at."""
    import os
    from pathlib import Path

    if not os.environ.get("EUCHRE_SCREENSHOTS"):
        return
    SCREENSHOTS = Path(os.environ["EUCHRE_SCREENSHOTS"]).resolve()
    if SCREENSHOTS.is_dir() and any(SCREENSHOTS.iterdir()):
        terminalreporter.write_line(f"Screenshots of the table at every size and step of a hand: {SCREENSHOTS}/")


@pytest.fixture
def couch(tmp_path):
    """A CouchDB-protocol server (tools/couch_server.js, from npm) on 127.0.0.1, for live sync."""
    from tests.helpers.couch import CouchServer

    server = CouchServer(tmp_path / "couch")
    server.start()
    yield server
    server.stop()
