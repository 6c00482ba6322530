"""Serve a static folder on 127.0.0.1, with the MIME types the runtime needs.

    python3 tools/serve.py [FOLDER] [--port 8000] [--prefix /euchre/]

``--prefix`` serves the folder under a sub-path, as GitHub Pages does for a
project site. The browser tests start the same server in a thread.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import threading
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


class Handler(http.server.SimpleHTTPRequestHandler):
    prefix = "/"
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

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
            self.end_headers()
            return None
        return super().send_head()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        if not self.quiet:
            super().log_message(format, *args)

    quiet = False


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:
        """A browser that goes away mid-file (a reload while the runtime downloads) is no error."""
        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            super().handle_error(request, client_address)


def make_server(folder: Path, port: int = 8000, prefix: str = "/", quiet: bool = False
                ) -> http.server.ThreadingHTTPServer:
    prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    handler = type("SiteHandler", (Handler,), {"prefix": prefix, "quiet": quiet})
    server = Server(("127.0.0.1", port), functools.partial(handler, directory=str(folder)))
    server.prefix = prefix  # type: ignore[attr-defined]
    return server


def serve_in_thread(folder: Path, prefix: str = "/") -> tuple[http.server.ThreadingHTTPServer, str]:
    """Start a quiet server on a free port; returns it and the site's base URL."""
    server = make_server(folder, 0, prefix, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}{server.prefix}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="_site")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/")
    args = parser.parse_args()
    server = make_server(Path(args.folder), args.port, args.prefix)
    print(f"Serving {args.folder} at http://127.0.0.1:{args.port}{server.prefix}"
          "  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
