"""Make ``import euchre`` (repo root) and the test helpers (this folder) importable
however pytest is started, e.g. ``python -m pytest tests -q`` from the repo root; and give
``make test``'s two pytest-xdist workers their shares of the browser tests."""

import os
import socket
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


SECOND_SHARE = ("test_other_engines.py", "test_sheet_devices.py", "test_offline.py", "test_snapshot.py")
"""The browser test files the second pytest-xdist worker runs; the first runs the others. Chosen
so that both take about as long (docs/PERFORMANCE.md, "The test suite")."""


def worker_share(nodeid: str) -> str:
    """Which share of the two pytest-xdist workers (``make test``) a test belongs to. Each worker
    runs its browser test files one after another, so at most two browsers run at a time (each
    keeps about a core busy while it starts Python), and each file of tests without a browser
    runs wherever a worker is free."""
    if not nodeid.startswith("tests/browser/"):
        return nodeid.split("::")[0]
    return "second" if nodeid.split("::")[0].rsplit("/", 1)[-1] in SECOND_SHARE else "first"


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: without it, one process
def pytest_xdist_make_scheduler(config, log):
    """``make test``'s two workers (``-n 2``, the default ``--dist load``) take their shares
    (``worker_share``); any other ``--dist`` (``make check``'s ``worksteal``) is pytest-xdist's own."""
    if config.getoption("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class Shares(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return worker_share(nodeid)

    return Shares(config, log)


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
