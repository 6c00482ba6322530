"""Serve a static folder on 127.0.0.1, with the MIME types the runtime needs.

    python3 tools/serve.py [FOLDER] [--port 8000] [--prefix /euchre/] [--pages]

``--prefix`` serves the folder under a sub-path, as GitHub Pages does for a project site.
``--pages`` answers as GitHub Pages does: files of a compressible type gzipped when the request
accepts it (not .zip, .png or .ico, which Pages sends as they are), ``Cache-Control: max-age=600``
with ``Expires``, an ``ETag`` and ``Last-Modified`` (a repeated request within ten minutes is not
made at all; after that, or when the browser revalidates, an unchanged file is a 304), and
keep-alive HTTP/1.1 connections. Without it every response says ``Cache-Control: no-cache``, so a
rebuilt site is seen at once. The browser tests start the plain server in a thread; the start-up
benchmark (tools/bench_startup.py) the Pages one.

Every server counts what it sends (``server.sent``: one ``Sent`` per response, headers included),
so a benchmark can say how many bytes a visit cost on the wire.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http.server
import io
import os
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".py": "text/x-python; charset=utf-8",
    ".toml": "application/toml; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
}

COMPRESSED = ("text/", "application/javascript", "application/json", "application/manifest+json",
              "application/wasm", "application/toml", "application/xml", "image/svg+xml")
"""Types GitHub Pages gzips (its CDN compresses text, JSON, SVG and WebAssembly; a zip, PNG or
icon goes as it is)."""

GZIP_LEVEL = 6
"""zlib's default level. The host's own level is not published; at level 1 the runtime's
WebAssembly would be 0.45 MB bigger on the wire, at level 9 0.02 MB smaller."""

MAX_AGE = 600
"""GitHub Pages' Cache-Control: max-age=600 (ten minutes), the same for every file."""


@dataclass(frozen=True)
class Sent:
    """One response: its path, status, Content-Encoding ("" if none) and bytes (headers and body)."""

    at: float  # time.monotonic() when it was sent
    path: str
    status: int
    encoding: str
    bytes: int


class Handler(http.server.SimpleHTTPRequestHandler):
    prefix = "/"
    pages = False
    quiet = False
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}
    server: http.server.ThreadingHTTPServer

    def setup(self) -> None:
        if self.pages:
            self.protocol_version = "HTTP/1.1"  # keep-alive, as a browser gets from the host
        super().setup()

    def translate_path(self, path: str) -> str:
        if self.prefix != "/":
            if not path.startswith(self.prefix):
                return str(Path(self.directory) / "__outside_the_site__")
            path = path[len(self.prefix) - 1:]
        return super().translate_path(path)

    def send_head(self):  # noqa: ANN201 - as in the base class
        if self.path.split("?")[0] == self.prefix.rstrip("/") and self.prefix != "/":
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if not self.pages:
            return super().send_head()
        return self.pages_head()

    def pages_head(self):  # noqa: ANN201 - a file-like body or None, as send_head
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?")[0].endswith("/"):
                return super().send_head()  # the base class's redirect to the folder's address
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            self.send_error(404, "File not found")
            return None
        stat = os.stat(path)
        kind = self.guess_type(path)
        zipped = kind.startswith(COMPRESSED) and "gzip" in self.headers.get("Accept-Encoding", "")
        tag = f'"{int(stat.st_mtime):x}-{stat.st_size:x}"'
        tag = "W/" + tag if zipped else tag  # a compressed body is not the file byte for byte
        if self.not_modified(tag, stat.st_mtime):
            self.send_response(304)
            self.cache_headers(tag, stat.st_mtime)
            self.end_headers()
            return None
        body = self.server.gzipped(path, stat) if zipped else Path(path).read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        if zipped:
            self.send_header("Content-Encoding", "gzip")
            self._encoding = "gzip"
        self.cache_headers(tag, stat.st_mtime)
        self.end_headers()
        return io.BytesIO(body)

    def not_modified(self, tag: str, mtime: float) -> bool:
        asked = self.headers.get("If-None-Match")
        if asked is not None:
            return tag.removeprefix("W/") in {t.strip().removeprefix("W/") for t in asked.split(",")}
        since = self.headers.get("If-Modified-Since")
        try:
            return since is not None and int(mtime) <= email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, ValueError):
            return False

    def cache_headers(self, tag: str, mtime: float) -> None:
        self.send_header("Last-Modified", self.date_time_string(mtime))
        self.send_header("ETag", tag)
        self.send_header("Cache-Control", f"max-age={MAX_AGE}")
        self.send_header("Expires", self.date_time_string(time.time() + MAX_AGE))
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Access-Control-Allow-Origin", "*")

    def send_response(self, code: int, message: str | None = None) -> None:
        self._status = code
        super().send_response(code, message)

    def end_headers(self) -> None:
        if not self.pages:
            self.send_header("Cache-Control", "no-cache")
        self._header_bytes = sum(len(line) for line in getattr(self, "_headers_buffer", [])) + 2
        super().end_headers()

    def copyfile(self, source, outputfile) -> None:  # noqa: ANN001 - as in the base class
        start = source.tell()
        super().copyfile(source, outputfile)
        self._body_bytes += source.tell() - start

    def handle_one_request(self) -> None:
        self._status, self._header_bytes, self._body_bytes, self._encoding = 0, 0, 0, ""
        super().handle_one_request()
        if self._status:
            with self.server.counted:
                self.server.sent.append(Sent(time.monotonic(), self.path, self._status, self._encoding,
                                             self._header_bytes + self._body_bytes))
                self.server.counted.notify_all()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        if not self.quiet:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:  # noqa: ANN001 - as in the base class
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a browser closing a kept-alive connection
            super().handle_error(request, client_address)

    def __init__(self, *args, **kwargs) -> None:  # noqa: ANN002, ANN003
        super().__init__(*args, **kwargs)
        self.sent: list[Sent] = []
        self.counted = threading.Condition()
        """Notified as each response is counted (after its client may have read it)."""
        self._zipped: dict[tuple[str, int, int], bytes] = {}
        self._lock = threading.Lock()

    def gzipped(self, path: str, stat: os.stat_result) -> bytes:
        """The file gzipped, compressed once per version of it (as a CDN keeps it)."""
        key = (os.path.realpath(path), stat.st_mtime_ns, stat.st_size)
        with self._lock:
            if key in self._zipped:
                return self._zipped[key]
        body = gzip.compress(Path(path).read_bytes(), GZIP_LEVEL, mtime=0)
        with self._lock:
            return self._zipped.setdefault(key, body)

    def precompress(self, folder: Path) -> None:
        """Compress every file of a compressible type now, so that no response waits for it."""
        for path in Path(folder).rglob("*"):
            kind = Handler.guess_type(Handler, str(path))  # type: ignore[arg-type] - it reads the class's map only
            if path.is_file() and kind.startswith(COMPRESSED):
                self.gzipped(str(path), path.stat())


def make_server(folder: Path, port: int = 8000, prefix: str = "/", quiet: bool = False, pages: bool = False
                ) -> Server:
    prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    handler = type("SiteHandler", (Handler,), {"prefix": prefix, "quiet": quiet, "pages": pages})
    server = Server(("127.0.0.1", port), functools.partial(handler, directory=str(folder)))
    server.prefix = prefix  # type: ignore[attr-defined]
    return server


def serve_in_thread(folder: Path, prefix: str = "/", pages: bool = False) -> tuple[Server, str]:
    """Start a quiet server on a free port; returns it and the site's base URL."""
    server = make_server(folder, 0, prefix, quiet=True, pages=pages)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}{server.prefix}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="_site")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/")
    parser.add_argument("--pages", action="store_true",
                        help="answer as GitHub Pages does: gzip, Cache-Control: max-age=600, ETag")
    args = parser.parse_args()
    server = make_server(Path(args.folder), args.port, args.prefix, pages=args.pages)
    print(f"Serving {args.folder} at http://127.0.0.1:{args.port}{server.prefix}"
          + (" as GitHub Pages does" if args.pages else "") + "  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
