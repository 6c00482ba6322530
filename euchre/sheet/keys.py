"""The tournament's secret, each table's key, and the seal on a table's results code.

    >>> from euchre.sheet.keys import seal, seal_matches, table_key
    >>> secret = "00" * 32                                     # new_secret() makes a random one
    >>> key = table_key(secret, "fri", 1, 3)                    # what table 3's invitation carries
    >>> len(key), key == table_key(secret, "fri", 1, 4)
    (43, False)
    >>> tag = seal(key, "[3,...the table's results...]")
    >>> seal_matches(key, "[3,...the table's results...]", tag), seal_matches(key, "[3,...changed...]", tag)
    (True, False)

The organiser's tournament holds a secret: 32 random bytes, made when the tournament is created
or first needed (:func:`secured`), kept in the tournament file (the organiser's record) and
nowhere else: not in a CSV, a print, a live sync document, nor anything a phone receives. A
table's key for a round is HMAC-SHA256(secret, ``"<tournament id>/<round>/<table>"``); the table's
invitation carries it, and the table's phone seals each results code with it: the first
:data:`SEAL_BYTES` bytes of HMAC-SHA256(key, the code's exact content). The organiser's device
derives the same key and checks the seal, so a code edited by hand, or made for another
tournament, is refused.

The secret is the only random value of the score sheet: :func:`new_secret` makes it, and every
other function here is a plain function of its arguments.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
from typing import Any

__all__ = ["SECRET_BYTES", "SEAL_BYTES", "new_secret", "secret_problem", "key_problem", "table_key", "seal",
           "seal_matches", "secured"]

SECRET_BYTES = 32
"""Random bytes in a tournament's secret (written as 64 hexadecimal digits)."""
SEAL_BYTES = 10
"""Bytes of a results code's seal: 80 bits, 14 characters in the code. Guessing one that fits an
edited code takes about 2**79 tries, each of them a code scanned by the organiser."""
KEY_CHARS = 43
"""A table's key as URL-safe base64 without padding (32 bytes)."""
SEAL_CHARS = 14
_SECRET = re.compile(r"[0-9a-f]{64}\Z")
_B64 = re.compile(r"[A-Za-z0-9_-]+\Z")


def new_secret() -> str:
    """A new random secret for a tournament, as 64 hexadecimal digits."""
    return secrets.token_hex(SECRET_BYTES)


def secret_problem(value: object) -> str | None:
    """Why ``value`` cannot be a tournament's secret ("" is none yet), or None."""
    if value == "":
        return None
    if not isinstance(value, str) or not _SECRET.match(value):
        return "the tournament's secret must be 64 hexadecimal digits"
    return None


def key_problem(value: object, chars: int = KEY_CHARS, what: str = "the table's key") -> str | None:
    """Why ``value`` cannot be a table's key ("" is none), or None."""
    if value == "":
        return None
    if not isinstance(value, str) or len(value) != chars or not _B64.match(value):
        return f"{what} is not one this score sheet makes"
    return None


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def table_key(secret: str, tournament_id: str, round_number: int, table_number: int) -> str:
    """The key of a table for one round: HMAC-SHA256 of ``"<id>/<round>/<table>"`` under the
    tournament's secret ("" when there is no secret). A tournament id has no ``/``, so no two
    tables share the text the key is made from."""
    if not secret:
        return ""
    place = f"{tournament_id}/{round_number}/{table_number}".encode("utf-8")
    return _b64(hmac.new(bytes.fromhex(secret), place, hashlib.sha256).digest())


def seal(key: str, content: str) -> str:
    """The seal of ``content`` (a code's exact text) under a table's ``key``."""
    raw = base64.urlsafe_b64decode(key + "=" * (-len(key) % 4))
    digest = hmac.new(raw, b"euchre-results\n" + content.encode("utf-8"), hashlib.sha256).digest()
    return _b64(digest[:SEAL_BYTES])


def seal_matches(key: str, content: str, tag: str) -> bool:
    """``tag`` is the seal of ``content`` under ``key`` (compared in constant time)."""
    if not key or not isinstance(tag, str) or len(tag) != SEAL_CHARS:
        return False
    return hmac.compare_digest(seal(key, content), tag)


def secured(tournament: Any) -> Any:
    """The tournament with a secret: itself when it has one, else the same tournament with a new
    random one (a tournament saved before results codes were sealed, say). Call it before the first
    invitation is made, and store what it returns: every table key comes from that secret."""
    if tournament.secret:
        return tournament
    return tournament.with_secret(new_secret())
