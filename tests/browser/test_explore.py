"""Nothing a person does breaks the page: seeded random taps, clicks, keys, typed text, resizes, back,
forward and reloads over every screen of the game and of the score sheet (``explorer.py``), in Chromium
at a phone's, an iPad's and a desktop's size. No step may put a Python traceback in the page, log a
page or console error, or fail a request.

A failure prints each distinct defect with its seed and the steps from the start that led to it, and
writes them to a file for ``python3 tools/explore.py --replay FILE``, which takes the same steps again.
WebKitGTK and Firefox ESR take a shorter run (test_other_engines.py); ``tools/explore.py --minutes 30``
runs long. The seeds are fixed: a run is the same on every machine, but for the page's own timing
(the computer seats' moves).
"""

from __future__ import annotations

import json

import pytest
from browser_support import Guard, guard_requests
from explorer import PlaywrightSurface, Run, explore, files, summary

RUNS = {"phone": 11, "iPad": 12, "desktop": 13}
"""A seed for each size; each run visits every screen at its size."""
STEPS = 2
"""Random steps on each screen after reaching it."""


@pytest.fixture
def touch_page(browser):
    """A page of a new device with a touch screen as well as a mouse; (page, guard)."""
    context = browser.new_context(service_workers="allow", has_touch=True)
    guard = Guard()
    guard_requests(context, guard)
    page = context.new_page()
    guard.watch(page)
    yield page, guard
    context.close()


def report(defects, folder, name: str) -> str:
    """The defects in words, and the file a replay reads them from."""
    path = folder / f"explore-{name}.json"
    path.write_text(json.dumps([d.as_json() for d in defects], ensure_ascii=False, indent=1))
    return f"{summary(defects)}\nTake the same steps again: python3 tools/explore.py --replay {path}"


@pytest.mark.parametrize("size", RUNS)
def test_nothing_a_person_does_breaks_the_page(touch_page, site_url, tmp_path, size):
    page, guard = touch_page
    defects = explore(PlaywrightSurface(page, guard), site_url, Run(RUNS[size], (size,), STEPS), files(tmp_path))
    if defects:
        pytest.fail(report(defects, tmp_path, f"chromium-{size}"), pytrace=False)
