"""A real CouchDB-protocol server on 127.0.0.1 for the tests: ``tools/couch_server.js`` (pouchdb-server's
parts, pinned in package.json and installed by ``npm ci``), with its data in a folder of the test's,
stopped and started again on the same port and data when a test asks."""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tools" / "couch_server.js"
ADMIN = "admin"
ADMIN_PASSWORD = "admin-secret-for-tests"
START_TIMEOUT = 60.0


class CouchServer:
    """``start()``, ``stop()``, ``url``; the data folder and the port outlive a stop."""

    def __init__(self, folder: Path) -> None:
        if shutil.which("node") is None or not (ROOT / "node_modules" / "pouchdb-server").is_dir():
            raise RuntimeError("the CouchDB-protocol server needs Node.js and `npm ci` (make does it)")
        self.folder = folder
        self.port = 0
        self.url = ""
        self.process: subprocess.Popen | None = None

    def start(self) -> str:
        env = dict(os.environ, COUCH_PASSWORD=ADMIN_PASSWORD)
        self.process = subprocess.Popen(
            ["node", str(SERVER), "--dir", str(self.folder), "--port", str(self.port), "--admin", ADMIN],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT)
        deadline = time.monotonic() + START_TIMEOUT
        line = b""
        while not line.endswith(b"\n"):
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self.process.stdout], [], [], max(left, 0))
            if not ready:
                self.stop()
                raise RuntimeError("the CouchDB-protocol server did not start in time")
            chunk = self.process.stdout.read1(256)
            if not chunk:
                raise RuntimeError(f"the server stopped: {self.process.stderr.read().decode(errors='replace')}")
            line += chunk
        self.url = line.decode().split("listening on ", 1)[1].strip()
        self.port = int(self.url.rstrip("/").rsplit(":", 1)[1])
        return self.url

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            for stream in (self.process.stdout, self.process.stderr):
                stream.close()
            self.process = None
