"""The sync tests' server: one real CouchDB-protocol server per test module, on 127.0.0.1."""

from __future__ import annotations

import pytest

from tests.helpers.couch import ADMIN, ADMIN_PASSWORD, CouchServer
from tests.helpers.sheet import Clock
from tests.sync.tournament import NIGHTS, published, seated, set_up_tournament
from tools.couch_setup import Couch


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    couch = CouchServer(tmp_path_factory.mktemp("couch"))
    couch.start()
    yield couch
    couch.stop()


@pytest.fixture
def admin(server):
    return Couch(server.url, ADMIN, ADMIN_PASSWORD)


@pytest.fixture
def night(server, admin):
    clock = Clock()
    t = seated(clock)
    access = set_up_tournament(admin, f"night-{next(NIGHTS)}")
    t = type(t)(access.tournament_id, *[getattr(t, f) for f in ("name", "created", "updated", "players",
                                                                 "rounds", "settings")])
    published(admin, access, t)
    return t, access, clock
