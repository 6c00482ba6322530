"""tools/serve.py: the plain server the browser tests use, and the one that answers as GitHub Pages
does (gzip for compressible types, ten minutes' caching, ETag revalidation), which the start-up
benchmark measures against."""

from __future__ import annotations

import gzip
import http.client
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import serve  # noqa: E402


@pytest.fixture
def site(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>x</title>" + "<p>euchre</p>" * 200)
    (tmp_path / "web").mkdir()
    (tmp_path / "web" / "runtime.wasm").write_bytes(b"\0asm" + bytes(5000))
    (tmp_path / "web" / "python.zip").write_bytes(b"PK" + bytes(5000))
    return tmp_path


def get(server, path: str, **headers: str) -> http.client.HTTPResponse:
    connection = http.client.HTTPConnection(*server.server_address[:2], timeout=10)
    connection.request("GET", path, headers=headers)
    response = connection.getresponse()
    response.body = response.read()
    connection.close()
    return response


@pytest.fixture
def pages(site):
    server, _ = serve.serve_in_thread(site, prefix="/euchre/", pages=True)
    yield server
    server.shutdown()


def test_pages_gzips_what_pages_compresses_when_the_browser_accepts_it(pages, site):
    page = get(pages, "/euchre/", **{"Accept-Encoding": "gzip, deflate, br"})
    assert page.status == 200 and page.getheader("Content-Encoding") == "gzip"
    assert gzip.decompress(page.body) == (site / "index.html").read_bytes()
    assert int(page.getheader("Content-Length")) == len(page.body) < (site / "index.html").stat().st_size
    assert page.getheader("Vary") == "Accept-Encoding" and page.getheader("ETag").startswith('W/"')
    wasm = get(pages, "/euchre/web/runtime.wasm", **{"Accept-Encoding": "gzip"})
    assert wasm.getheader("Content-Type") == "application/wasm" and wasm.getheader("Content-Encoding") == "gzip"
    archive = get(pages, "/euchre/web/python.zip", **{"Accept-Encoding": "gzip"})
    assert archive.getheader("Content-Encoding") is None, "a zip goes as it is"
    assert archive.body == (site / "web" / "python.zip").read_bytes()
    plain = get(pages, "/euchre/")
    assert plain.getheader("Content-Encoding") is None and plain.body == (site / "index.html").read_bytes()


def test_pages_caches_for_ten_minutes_and_revalidates_by_etag(pages):
    first = get(pages, "/euchre/web/python.zip")
    assert first.getheader("Cache-Control") == "max-age=600"
    assert first.getheader("Expires") and first.getheader("Last-Modified")
    again = get(pages, "/euchre/web/python.zip", **{"If-None-Match": first.getheader("ETag")})
    assert again.status == 304 and again.body == b""
    zipped = get(pages, "/euchre/", **{"Accept-Encoding": "gzip"})
    assert get(pages, "/euchre/", **{"If-None-Match": zipped.getheader("ETag")}).status == 304
    assert get(pages, "/euchre/web/python.zip", **{"If-None-Match": '"other"'}).status == 200
    assert get(pages, "/euchre/missing.js").status == 404
    moved = get(pages, "/euchre")
    assert moved.status == 301 and moved.getheader("Location") == "/euchre/"


def test_every_server_counts_what_it_sends(site):
    server, _ = serve.serve_in_thread(site, prefix="/euchre/")
    try:
        response = get(server, "/euchre/web/python.zip")
        assert response.getheader("Cache-Control") == "no-cache", "the tests' server: a rebuilt site is seen at once"
        with server.counted:  # the count is noted as the handler finishes, after the client has read
            server.counted.wait_for(lambda: server.sent, timeout=30)
        [sent] = server.sent
        assert (sent.path, sent.status, sent.encoding) == ("/euchre/web/python.zip", 200, "")
        assert 5002 < sent.bytes < 5002 + 400, "the body and its headers"
    finally:
        server.shutdown()
