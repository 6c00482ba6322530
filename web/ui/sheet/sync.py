"""This device's live sync links, kept in localStorage and replicated through ``web/sync.js``.

    links = Links(on_docs, on_status)     # on_docs(key, docs, fresh), on_status(key, SyncStatus, detail)
    links.resume()                        # the links this device keeps: replicate them again
    links.start(link); links.publish(link.key, t); links.stop(key)

Each link (``euchre.sheet.sync_link.Link``) is stored under ``euchre:sheet:sync:<key>`` in its own
format with a schema, beside the tournaments and never inside one, so no file, CSV, printed page,
results code or log holds a password. ``publish`` adds what a save implies
(``sync_link.publish``) to the device's PouchDB database; what arrives comes back to
``on_docs`` with every document of that database so far and those that are new. A link that cannot be read is kept
aside like any unreadable data (``ui.kit.store.keep_unreadable``) and not used. A status
``web/sync.js`` reports is a ``ui.sheet.sync_status.SyncStatus`` from here on (an unknown one is an
error, reported by the page's boundary).
"""

from __future__ import annotations

import json

from pyodide.ffi import create_proxy
from pyscript import document, window

from euchre.sheet.sync_link import Link, LinkError, dumps, loads, publish

from ..kit import store as base_store
from ..kit.boundary import guard
from ..kit.dom import el
from .sync_status import SyncStatus

PREFIX = "euchre:sheet:sync:"
MODES = {"organiser": "both", "table": "table", "screen": "pull"}


class Links:
    def __init__(self, on_docs, on_status) -> None:
        self.links: dict[str, Link] = {}
        self.docs: dict[str, dict[str, dict]] = {}
        self._on_docs, self._on_status = on_docs, on_status
        self._proxies: dict[str, tuple] = {}
        if not document.querySelector('script[src="./web/sync.js"]'):
            document.head.appendChild(el("script", None, src="./web/sync.js"))

    def resume(self) -> list[str]:
        """Read the links this device keeps and replicate each; returns what could not be read."""
        problems = []
        storage = window.localStorage
        keys = [str(storage.key(i)) for i in range(int(storage.length))]
        for key in keys:
            if not key.startswith(PREFIX):
                continue
            text = storage.getItem(key)
            try:
                link = loads(str(text))
            except LinkError as error:
                if base_store.keep_unreadable(f"{key}\n{text}", base_store.SHEET_BACKUP_PREFIX) is not None:
                    storage.removeItem(key)
                problems.append(str(error))
                continue
            self._open(link)
        return problems

    def start(self, link: Link) -> str | None:
        """Keep ``link`` and replicate with it; returns why it could not be stored, if so."""
        try:
            window.localStorage.setItem(PREFIX + link.key, dumps(link))
        except Exception:  # noqa: BLE001 - storage full: it syncs until the page closes
            problem = "the server link could not be stored on this device: it works until this page is closed"
        else:
            problem = None
        self._open(link)
        return problem

    def stop(self, key: str) -> None:
        self.close(key)
        self.links.pop(key, None)
        window.localStorage.removeItem(PREFIX + key)

    def close(self, key: str) -> None:
        sync = getattr(window, "euchreSync", None)
        if sync:
            sync.close(key)
        self.docs.pop(key, None)

    def _open(self, link: Link) -> None:
        key = link.key
        self.links[key] = link
        self.docs.setdefault(key, {})

        def docs(text) -> None:
            found = self.docs.setdefault(key, {})
            fresh = [{k: v for k, v in doc.items() if k != "_rev"} for doc in json.loads(str(text))]
            for doc in fresh:
                found[doc["_id"]] = doc
            self._on_docs(key, list(found.values()), fresh)

        def status(kind, detail) -> None:
            self._on_status(key, SyncStatus(str(kind)), str(detail or ""))

        proxies = (create_proxy(guard(docs, "documents from a sync server")),
                   create_proxy(guard(status, "a sync server's status")))
        self._proxies[key] = proxies

        def go(*_) -> None:
            window.euchreSync.open(key, link.database_url, link.user, link.password, MODES[link.role], *proxies)

        if getattr(window, "euchreSync", None):
            go()
        else:
            document.querySelector('script[src="./web/sync.js"]').addEventListener("load", create_proxy(guard(go)))

    def publish(self, key: str, t) -> int:
        """Add to the device's database the documents ``t`` implies that it lacks; returns how many."""
        link = self.links.get(key)
        if link is None or t is None:
            return 0
        sync = getattr(window, "euchreSync", None)
        if not sync:
            return 0  # published when its database has opened and said what it holds
        known = self.docs.setdefault(key, {})
        new = publish(t, link, known.values())
        for doc in new:
            known[doc["_id"]] = doc
        if new:
            sync.put(key, json.dumps(new, ensure_ascii=False))
        return len(new)
