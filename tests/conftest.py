"""Make ``import euchre`` (repo root) and the test helpers (this folder) importable
however pytest is started, e.g. ``python -m pytest tests -q`` from the repo root; and hand
``make test``'s two pytest-xdist workers the test files, longest first."""

import os
import socket
import sys

import pytest

_TESTS = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(_TESTS)
# The shared helpers import as ``tests.helpers``; the browser tests' own as ``browser_support``.
for _path in (os.path.join(_TESTS, "browser"), _ROOT):
    if _path not in sys.path:
        sys.path.insert(0, _path)

# The page's pure-Python words (``ui.game.words``) are tested in CPython too: put web/ on the path.
_WEB = os.path.join(_ROOT, "web")
if _WEB not in sys.path:
    sys.path.append(_WEB)


LONGEST_FIRST = ("test_other_engines.py", "test_game.py", "test_sheet.py", "test_layout.py", "test_sheet_devices.py",
                 "test_storage.py", "test_expert_in_browser.py", "test_day.py", "test_boot.py", "test_undo_stats.py",
                 "test_explore.py", "test_offline.py", "test_sheet_sync.py", "test_coach.py",
                 "test_sound_and_motion.py", "test_sheet_screen.py")
"""The browser test files, longest first (docs/PERFORMANCE.md, "The test suite"): ``make test``'s
two workers take them in this order, then the files without a browser, which fill the gaps."""


def run_order(path: str) -> tuple[int, int]:
    """Where a test file comes in the run: the browser files longest first (a file not listed
    after them), then the others in collection order."""
    name = path.rsplit("/", 1)[-1]
    if "/browser/" not in "/" + path:
        return (2, 0)
    return (0, LONGEST_FIRST.index(name)) if name in LONGEST_FIRST else (1, 0)


@pytest.hookimpl(trylast=True)  # after pytest's own grouping by fixture parameters
def pytest_collection_modifyitems(items):
    """Order the files for ``run_order`` (each file's tests keep their order: a WebKit/Firefox
    file's first test is a first visit)."""
    items.sort(key=lambda item: run_order(item.nodeid.split("::")[0]))


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: without it, one process
def pytest_xdist_make_scheduler(config, log):
    """``make test``'s two workers (``-n 2``, the default ``--dist load``) take whole files, the next
    one in ``run_order`` whenever one is done: each worker runs one browser at a time (each keeps
    about a core busy while it starts Python), and their loads even out whatever the machine's
    speed. Any other ``--dist`` (``make check``'s ``worksteal``) is pytest-xdist's own."""
    if config.getoption("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class Files(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return nodeid.split("::")[0]

    config.option.loadscopereorder = False  # keep run_order (pytest-xdist would sort by test count)
    return Files(config, log)


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    """pytest-rerunfailures (the one rerun after a browser's page crash, pyproject.toml) keeps its
    counts in the pytest-xdist controller and asks it about every test over a loopback TCP socket:
    two small writes in a row, the second held back until the first is acknowledged (Nagle's
    algorithm against a delayed ACK), about 40 ms a test, a third of ``make check``. No delay on
    that socket (the listening socket's setting passes to the workers' connections on Linux)."""
    sock = getattr(getattr(config, "failures_db", None), "sock", None)
    if isinstance(sock, socket.socket) and sock.family in (socket.AF_INET, socket.AF_INET6):
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
