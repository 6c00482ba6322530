"""The sync tests' server: one real CouchDB-protocol server per test module, on 127.0.0.1."""

from __future__ import annotations

import pytest

from tests.helpers.couch import ADMIN, ADMIN_PASSWORD, CouchServer
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
