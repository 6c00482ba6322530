"""The tables a table's phone keeps for the organiser, one stored copy each, every write journalled
as the organiser's are.

    shelf = DeviceShelf(window.localStorage, journal)
    sheets, problems = shelf.load_all()        # at start
    problem = shelf.save(sheet)                # after every change on the phone

A copy that cannot be read is kept aside (offered for download) before anything is written in its
place; one that cannot be kept aside (storage full) stays where it is and nothing is written over
it. Storage is passed in: this module touches the browser only through it.
"""

from __future__ import annotations

from euchre.errors import EuchreError
from euchre.sheet.share import TableSheet, dump, load

from ..kit import store
from . import words
from .store import Journal, utc_now, journal_entries


DEVICE_PREFIX = "euchre:sheet:device:"


def device_key(tournament_id: str, round_number: int, table_number: int) -> str:
    return f"{DEVICE_PREFIX}{tournament_id}:{round_number}:{table_number}"


class DeviceShelf:
    """The tables this phone keeps for the organiser, one stored copy each (``euchre:sheet:device:...``),
    every write journalled as the organiser's are (``Journal``), so a hand the phone showed as saved
    survives the browser being killed a moment later."""

    def __init__(self, storage, journalled: Journal) -> None:
        self.storage = storage
        self.journal = journalled
        self.held: set[str] = set()
        """Keys of copies that could not be read nor kept aside (storage full): never written over."""

    def _get(self, key: str) -> str | None:
        try:
            text = self.storage.getItem(key)
        except Exception:  # noqa: BLE001 - storage switched off
            return None
        return str(text) if text else None

    def load(self, tournament_id: str, round_number: int, table_number: int) -> tuple[TableSheet | None, str | None]:
        """The table's copy on this phone, and what went wrong reading it. A copy that cannot be read is
        kept aside (offered for download) before anything is written in its place; if it cannot be (storage
        full), it stays where it is and nothing is written over it."""
        key = device_key(tournament_id, round_number, table_number)
        text = self._get(key)
        if text is None:
            return None, None
        try:
            return load(text), None
        except EuchreError:
            if store.keep_unreadable(text, store.SHEET_BACKUP_PREFIX) is None:
                self.held.add(key)
                return None, words.PHONE_COPY_HELD.format(table=table_number)
            self.held.discard(key)
            return None, words.PHONE_COPY_KEPT.format(table=table_number)

    def load_all(self) -> tuple[list[TableSheet], list[str]]:
        """Every table this phone keeps, and what went wrong reading any of them."""
        try:
            keys = [str(self.storage.key(i)) for i in range(int(self.storage.length))]
        except Exception:  # noqa: BLE001 - storage switched off
            return [], []
        sheets, problems = [], []
        for key in keys:
            if not key.startswith(DEVICE_PREFIX):
                continue
            tournament_id, round_number, table_number = key[len(DEVICE_PREFIX):].rsplit(":", 2)
            if not (round_number.isdigit() and table_number.isdigit()):
                continue
            sheet, problem = self.load(tournament_id, int(round_number), int(table_number))
            if sheet is not None:
                sheets.append(sheet)
            if problem:
                problems.append(problem)
        return sheets, problems

    def save(self, sheet: TableSheet) -> str | None:
        key, text = device_key(*sheet.key), dump(sheet)
        if key in self.held:
            return words.PHONE_COPY_HELD.format(table=sheet.table)
        try:
            self.storage.setItem(key, text)
        except Exception:  # noqa: BLE001 - full or switched off
            return ("This browser would not store the table's hands: they are kept only while this page stays "
                    "open. Show the results to the organiser before closing it.")
        self.journal.put(key, text)
        return None

    def kept(self) -> list[tuple[str, str]]:
        """(key, text) of copies that could not be read nor kept aside (left where they are)."""
        return [(key, text) for key in sorted(self.held) if (text := self._get(key)) is not None]

    def forget_kept(self) -> int:
        kept = self.kept()
        for key, _ in kept:
            try:
                self.storage.removeItem(key)
            except Exception:  # noqa: BLE001
                pass
            self.held.discard(key)
        return len(kept)

    def replay(self, entries) -> list[tuple[int, int]]:
        """Bring back a table's hands the journal holds and localStorage lacks (the browser was killed
        before it wrote them to disk), merged with the copy stored; returns (round, table) of each table
        brought back. The journal is trimmed of each entry localStorage now holds."""
        back = []
        for key, text in journal_entries(entries, DEVICE_PREFIX):
            try:
                stored = self._get(key)
                if stored != text:
                    try:
                        journalled = load(text)
                    except EuchreError:  # kept aside, never deleted
                        if store.keep_unreadable(text, store.SHEET_BACKUP_PREFIX) is None:
                            continue
                        self.journal.trim(key, text)
                        continue
                    if device_key(*journalled.key) != key:
                        continue
                    result = journalled
                    try:
                        have = load(stored) if stored is not None else None
                    except EuchreError:
                        have = None
                    if have is not None and have.seat_ids == journalled.seat_ids:
                        result = journalled.with_hands_of(have, at=utc_now())[0]
                    if have is None or result.hands != have.hands:
                        self.storage.setItem(key, dump(result))
                        back.append((result.round, result.table))
            except Exception:  # noqa: BLE001 - an entry that cannot be brought back stays in the journal
                continue
            self.journal.trim(key, text)
        return back
