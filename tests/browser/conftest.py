"""Browser-test fixtures: the built site on 127.0.0.1 and Debian's Chromium via Playwright."""

from __future__ import annotations

import sys

import pytest
from browser_support import BOOT_TIMEOUT_MS, CHROMIUM_ARGS, READY, ROOT, SITE, Guard, chromium_path, is_local

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


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    executable = chromium_path()
    if executable is None:
        pytest.fail("Debian's chromium is not installed: run `make test`, which installs it")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def guarded_context(browser):
    """A fresh browser context whose every request is checked; yields (context, guard).

    Service workers are blocked here: requests a service worker answers never reach the
    guard. The offline tests (test_offline.py) run with them allowed.
    """
    context = browser.new_context(service_workers="block")
    guard = Guard()

    def route(route):
        if is_local(route.request.url):
            route.continue_()
        else:
            guard.blocked.append(route.request.url)
            route.abort("blockedbyclient")

    context.route("**/*", route)
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
def ready_page(page, site_url):
    """The site loaded, with Python ready."""
    page.goto(site_url)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    return page


def pytest_terminal_summary(terminalreporter):
    """Name the folder of the table's screenshots (written by test_layout.py) for a person to look at."""
    import os
    from pathlib import Path

    SCREENSHOTS = Path(os.environ.get("EUCHRE_SCREENSHOTS", ROOT / "_screenshots"))
    if SCREENSHOTS.is_dir() and any(SCREENSHOTS.iterdir()):
        terminalreporter.write_line(f"Screenshots of the table at every size and step of a hand: {SCREENSHOTS}/")
