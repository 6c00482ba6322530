"""How a live sync link is going: the statuses ``web/sync.js`` reports, and the sheet's own.

    >>> SyncStatus("uptodate").said_by_sync_js, SyncStatus.OTHER.said_by_sync_js
    (True, False)
    >>> SyncStatus.REFUSED.severity
    'error'

``web/sync.js`` calls ``onStatus(kind, detail)`` with a kind as a string; ``ui.sheet.sync`` turns it
into a member here at once (an unknown one is an error, reported by the page's boundary, not a silent
"connecting"). ``tests/ui/test_sheet_sync.py::test_the_statuses_web_sync_js_can_send_are_the_enums``
reads ``web/sync.js`` and fails when the kinds it can send and :data:`SENT_BY_SYNC_JS` disagree;
``ui.sheet.words.SYNC_STATUS`` words every member that is ``shown``.
"""

from __future__ import annotations

from enum import StrEnum


class SyncStatus(StrEnum):
    CONNECTING = "connecting"
    """The sheet's own: the link was just opened and nothing has been heard yet."""
    SYNCING = "syncing"
    UPTODATE = "uptodate"
    OFFLINE = "offline"
    REFUSED = "refused"
    """The server refused the link's password."""
    MISSING = "missing"
    """The server has no database for the tournament."""
    DENIED = "denied"
    """The server refused a document (said at the top; the link's status stays)."""
    NOSTORE = "nostore"
    """The browser would not open its own sync database."""
    IDENTITY = "identity"
    """Not a status to show: the tournament the server's database holds (its id as the detail)."""
    OTHER = "other"
    """The sheet's own: the server's database holds another tournament; nothing is sent or taken in."""

    @property
    def said_by_sync_js(self) -> bool:
        return self in SENT_BY_SYNC_JS

    @property
    def shown(self) -> bool:
        """Whether a sync line says it (``IDENTITY`` is acted on, never shown)."""
        return self is not SyncStatus.IDENTITY

    @property
    def severity(self) -> str:
        """``error``, ``warning`` or ``ok``: how the status line looks."""
        if self in (SyncStatus.REFUSED, SyncStatus.MISSING, SyncStatus.OTHER, SyncStatus.DENIED, SyncStatus.NOSTORE):
            return "error"
        return "warning" if self is SyncStatus.OFFLINE else "ok"


SENT_BY_SYNC_JS = frozenset({SyncStatus.SYNCING, SyncStatus.UPTODATE, SyncStatus.OFFLINE, SyncStatus.REFUSED,
                             SyncStatus.MISSING, SyncStatus.DENIED, SyncStatus.NOSTORE, SyncStatus.IDENTITY})
"""What ``web/sync.js`` can report through ``onStatus``."""
