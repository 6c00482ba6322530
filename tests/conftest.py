"""Make ``import euchre`` (repo root) and the test helpers (this folder) importable
however pytest is started, e.g. ``python -m pytest tests -q`` from the repo root."""

import os
import sys

_TESTS = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(_TESTS)
for _path in (_TESTS, _ROOT):
    if _path not in sys.path:
        sys.path.insert(0, _path)

# The page's pure-Python words (``ui.words``) are tested in CPython too: put web/ on the path.
_WEB = os.path.join(_ROOT, "web")
if _WEB not in sys.path:
    sys.path.append(_WEB)


def worker_share(nodeid: str) -> str:
    """Which share of the two pytest-xdist workers (``make test``) a test belongs to: the Chromium
    tests run one after another in one worker, the WebKitGTK and Firefox tests (each run in both,
    as ``[webkit]`` and ``[firefox]``) one after another in the other, and each test without a
    browser wherever a worker is free. Two browsers at a time at most: each keeps about a core
    busy while it starts Python."""
    if not nodeid.startswith("tests/browser/"):
        return nodeid
    params = nodeid.partition("[")[2].rstrip("]").split("-")
    return "webdriver" if {"webkit", "firefox"} & set(params) else "chromium"


def pytest_xdist_make_scheduler(config, log):
    from xdist.scheduler import LoadScopeScheduling

    class Shares(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return worker_share(nodeid)

    return Shares(config, log)
