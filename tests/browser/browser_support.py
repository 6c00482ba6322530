"""Shared pieces of the browser tests: paths, Debian's browsers and the request guard.

Every browser test drives the real page in `_site/` (built by `make site`), served
under a sub-path as GitHub Pages serves a project site. The guard records and aborts
any request that would leave 127.0.0.1, and collects console errors, page errors and
HTTP errors; tests assert that all stay empty.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_site"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
]
READY = "body[data-engine=ready]"
BOOT_TIMEOUT_MS = 90_000


def chromium_path() -> str | None:
    """Debian's Chromium binary (the real one, not the shell wrapper), if installed."""
    for candidate in ("/usr/lib/chromium/chromium", shutil.which("chromium") or ""):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob", "about") or parts.hostname == "127.0.0.1"


@dataclass
class Guard:
    """What a page did that it must not: leave 127.0.0.1, log errors, get HTTP errors."""

    blocked: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    http_errors: list[str] = field(default_factory=list)

    def watch(self, page) -> None:
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        page.on("console", lambda msg: msg.type == "error" and self.console_errors.append(msg.text))
        page.on("response", lambda r: r.status >= 400 and self.http_errors.append(f"{r.status} {r.url}"))

    def assert_clean(self) -> None:
        assert self.blocked == [], f"requests left 127.0.0.1: {self.blocked}"
        assert self.page_errors == [], f"page errors: {self.page_errors}"
        assert self.console_errors == [], f"console errors: {self.console_errors}"
        assert self.http_errors == [], f"HTTP errors: {self.http_errors}"
