"""Make ``import euchre`` (repo root) and the test helpers (this folder) importable
however pytest is started, e.g. ``python -m pytest tests -q`` from the repo root."""

import os
import sys

import pytest

_TESTS = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(_TESTS)
for _path in (_TESTS, _ROOT):
    if _path not in sys.path:
        sys.path.insert(0, _path)

# The page's pure-Python words (``ui.words``) are tested in CPython too: put web/ on the path.
_WEB = os.path.join(_ROOT, "web")
if _WEB not in sys.path:
    sys.path.append(_WEB)


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(items):
    """Name each test's share of the machine for pytest-xdist's ``--dist loadgroup`` (``make test``
    runs two workers): the Chromium tests run one after another in one worker, the WebKitGTK and
    Firefox tests one after another in the other, and the tests without a browser fill the gaps.
    Two browsers at a time at most: each keeps a core busy while it boots Python."""
    for item in items:
        if "engine" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.xdist_group("webdriver"))
        elif os.path.join(_TESTS, "browser") in str(item.path):
            item.add_marker(pytest.mark.xdist_group("chromium"))
