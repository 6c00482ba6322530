"""Keeping tournaments in localStorage so that nothing recorded is ever lost.

    shelf = Shelf()
    tournaments, problems = shelf.load_all()
    saved = shelf.save(tournament, at)        # after every change; says what happened
    synced = shelf.sync(tournament_id, mine, at)   # on a "storage" event from another tab

Each tournament is its own document (``euchre-tournament`` JSON, versioned by the
engine) under ``euchre:sheet:t:<id>``, with a second copy written after it under
``euchre:sheet:copy:<id>``; either copy brings the tournament back. Unreadable data is
set aside once (the same text is never kept twice), never overwritten, and listed by
:func:`backups` for download.

Every write is a transaction against what is stored now: the stored text is read again
inside the write and, if it is not the text this tab last read or wrote, the two are
merged before writing. Two tabs writing at the same instant can still overwrite each
other's text (each tab's view of localStorage catches up a moment later); the overwritten
tab then gets a "storage" event, and :meth:`Shelf.sync` merges what it holds in memory back
in and writes again, so an acknowledged hand is never lost.

Every write is also journalled (``web/journal.js``: IndexedDB with durability "strict", which is
on disk when it completes, unlike localStorage, which Chromium writes in batches; it completes
tens of milliseconds after the page says "saved", see :meth:`Shelf.take_journal`), and at start
:meth:`Shelf.replay` merges whatever the journal holds that localStorage lacks (a browser killed
just after a save).
"""

from __future__ import annotations

import dataclasses
import json
import re
from datetime import datetime, timezone
from typing import NamedTuple

from pyodide.ffi import to_js
from pyscript import window

from euchre.sheet import MergeConflict, Tournament, dump_tournament, load_tournament, merge_tournaments
from euchre.sheet.format import SCHEMA

from ..kit import store
from . import words

PREFIX = "euchre:sheet:t:"
COPY = "euchre:sheet:copy:"


class Change(NamedTuple):
    """What differs between two states of one tournament, for redrawing only that."""

    tables: frozenset[tuple[int, int]]
    """(round, table) whose seats or hands differ (or that exist in only one)."""
    rest: bool
    """Anything else: name, players, settings, rounds opened or closed."""

    @property
    def any(self) -> bool:
        return bool(self.tables) or self.rest


def changes(before: Tournament | None, after: Tournament | None) -> Change:
    """Which tables (and whether anything else) differ between ``before`` and ``after``."""
    if before is None or after is None:
        return Change(frozenset(), before is not after)
    tables = set()

    def index(t: Tournament) -> dict[tuple[int, int], object]:
        return {(r.number, table.number): table for r in t.rounds for table in r.tables}
    mine, theirs = index(before), index(after)
    for key in mine.keys() | theirs.keys():
        if mine.get(key) != theirs.get(key):
            tables.add(key)
    rest = ((before.name, before.players, before.settings) != (after.name, after.players, after.settings)
            or [(r.number, r.closed, r.byes) for r in before.rounds] != [(r.number, r.closed, r.byes)
                                                                         for r in after.rounds])
    return Change(frozenset(tables), rest)


class Saved(NamedTuple):
    tournament: Tournament
    """What is now in force (merged with another tab's changes if there were any)."""
    merged: bool
    """Another tab had changed it: its changes were merged in."""
    problem: str | None
    """The browser refused to store it (full or unavailable); it lives on in memory only."""
    conflicts: tuple[MergeConflict, ...] = ()
    """Hands this tab and another recorded differently at once: this tab's result is in force and the
    other's waits in the hand (``HandEntry.waiting``); show them for a decision."""
    change: Change = Change(frozenset(), False)
    """What differs from the tournament this tab held before (for redrawing only that)."""


def utc_now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def _without_empty_extras(mine: Tournament, stored: Tournament) -> Tournament:
    """``mine`` without the rounds and tables that the stored copy lacks and that hold no hands:
    another tab dropped them on purpose (an acknowledged hand is never in one)."""
    rounds = []
    for rnd in mine.rounds:
        if rnd.number > len(stored.rounds):
            if not any(table.entered for table in rnd.tables):
                break
            rounds.append(rnd)
            continue
        there = {table.number for table in stored.rounds[rnd.number - 1].tables}
        tables = tuple(table for table in rnd.tables if table.number in there or table.entered)
        if tables:
            rounds.append(dataclasses.replace(rnd, tables=tables))
        else:
            rounds.append(stored.rounds[rnd.number - 1])
    return dataclasses.replace(mine, rounds=tuple(rounds))


def _storage():
    return window.localStorage


def journal():
    """``window.euchreJournal`` (web/journal.js), or None when it did not load."""
    try:
        found = getattr(window, "euchreJournal", None)
    except Exception:  # noqa: BLE001
        return None
    return found or None


def journal_entries(entries, prefix: str):
    """(key, text) of each journal entry under ``prefix``."""
    for pair in entries or ():
        try:
            key, text = str(pair[0]), pair[1]
        except Exception:  # noqa: BLE001 - never let a journal entry stop the sheet
            continue
        if key.startswith(prefix) and isinstance(text, str):
            yield key, text


class Journal:
    """The writes on their way to disk through ``web/journal.js``, the organiser's and a table phone's alike."""

    def __init__(self) -> None:
        self.pending: list = []
        """The journal's promises for the writes since :meth:`take` was last asked."""

    def put(self, key: str, text: str) -> None:
        found = journal()
        if found is not None:
            try:
                self.pending.append(found.put(key, text))
            except Exception:  # noqa: BLE001 - the journal is a second safety; localStorage holds the write
                pass

    def take(self):
        """A promise that resolves once every write since the last call is on disk (or could not be), or
        None when there were none."""
        pending, self.pending = self.pending, []
        if not pending:
            return None
        return window.Promise.all(to_js(pending))

    @staticmethod
    def trim(key: str, text: str) -> None:
        found = journal()
        if found is not None:
            try:
                found.trim(key, text)
            except Exception:  # noqa: BLE001
                pass

    @staticmethod
    def remove(key: str) -> None:
        found = journal()
        if found is not None:
            try:
                found.remove(key)
            except Exception:  # noqa: BLE001
                pass


def _get(key: str) -> str | None:
    try:
        value = _storage().getItem(key)
    except Exception:  # noqa: BLE001 - storage switched off
        return None
    return str(value) if value else None


def _remove(key: str) -> None:
    try:
        _storage().removeItem(key)
    except Exception:  # noqa: BLE001
        pass


def key_of(tournament_id: str) -> str:
    return PREFIX + tournament_id


def _read(text: str | None) -> Tournament | None:
    if text is None:
        return None
    try:
        return load_tournament(text)
    except Exception:  # noqa: BLE001 - any failure to read is unreadable data, never a crash
        return None


def backups() -> list[tuple[str, str]]:
    """(key, text) of the score sheet's kept unreadable data, oldest first."""
    return store._backups(store.SHEET_BACKUP_PREFIX)


_NEWER = re.compile(r'\s*\{\s*"format"\s*:\s*"euchre-tournament"\s*,\s*"schema"\s*:\s*([0-9]{1,9})\s*[,}]')
_NAME = re.compile(r'"name"\s*:\s*("(?:[^"\\]|\\.){0,400}")')


def newer(text: str) -> str | None:
    """The tournament's name when ``text`` is a tournament saved by a newer version of this page (a
    schema it cannot read yet: kept, never taken for damage), else None."""
    found = _NEWER.match(text[:200])
    if found is None or int(found.group(1)) <= SCHEMA:
        return None
    named = _NAME.search(text[:4000])
    try:
        return str(json.loads(named.group(1))) if named else "A tournament"
    except ValueError:
        return "A tournament"


def set_aside_journal(entries, journalled: "Journal") -> int:
    """Journal records that are not text (``null``, garbage): each is kept aside (offered for download),
    then taken out of the journal; one that cannot be kept aside (storage full) stays in it. Returns
    how many were found."""
    found = 0
    for pair in entries or ():
        try:
            key, text = str(pair[0]), pair[1]
        except Exception:  # noqa: BLE001
            continue
        if isinstance(text, str):
            continue
        found += 1
        raw = str(pair[2]) if len(pair) > 2 else repr(text)
        if store.keep_unreadable(f"{key}\n{raw}", store.SHEET_BACKUP_PREFIX) is not None:
            journalled.remove(key)
    return found


def delete_backup(key: str) -> None:
    if key.startswith(store.SHEET_BACKUP_PREFIX):
        _remove(key)


class Shelf:
    """The tournaments in this browser, and the text last read or written for each."""

    def __init__(self, journalled: Journal) -> None:
        self.journal = journalled
        self.seen: dict[str, str | None] = {}
        self.known: dict[str, Tournament] = {}
        """The tournament as this tab last read, wrote or merged it: what the page holds."""
        self.conflicts: dict[str, tuple[MergeConflict, ...]] = {}
        """Hands recorded differently here and in another tab at once, by tournament, until shown."""
        self.change: dict[str, Change] = {}
        """What the last save or sync changed in each tournament (for redrawing only that)."""
        self.held: set[str] = set()
        """Tournaments whose unreadable main text could not be set aside (storage full): it is left
        where it is and only the second copy is written until it can be."""

    def ids(self) -> list[str]:
        try:
            storage = _storage()
            keys = [str(storage.key(i)) for i in range(storage.length)]
        except Exception:  # noqa: BLE001
            return []
        found = {k[len(PREFIX):] for k in keys if k.startswith(PREFIX)}
        found |= {k[len(COPY):] for k in keys if k.startswith(COPY)}
        return sorted(found)

    def _set_aside(self, text: str) -> bool:
        return store.keep_unreadable(text, store.SHEET_BACKUP_PREFIX) is not None

    def _stored(self, tournament_id: str) -> tuple[Tournament | None, str | None, list[str]]:
        """(the tournament either copy holds, the main text as stored, problems) — setting aside, once,
        any copy that cannot be read, and bringing the main copy back from the second one."""
        key, copy_key = key_of(tournament_id), COPY + tournament_id
        main_text, copy_text = _get(key), _get(copy_key)
        main, problems = _read(main_text), []
        if main is not None:
            self.held.discard(tournament_id)
            if copy_text != main_text and _read(copy_text) is None and copy_text is not None:
                if self._set_aside(copy_text):
                    _remove(copy_key)
            return main, main_text, problems
        copy = _read(copy_text) if copy_text != main_text else None
        if main_text is not None:  # damaged
            if self._set_aside(main_text):
                self.held.discard(tournament_id)
                what = "was kept aside, not deleted"
            else:
                self.held.add(tournament_id)
                what = ("could not be set aside because this browser's storage is full; it stays where it is "
                        "until you free some room")
            name = newer(main_text)
            problems.append(words.NEWER_KEPT.format(name=name, what=what) if name else
                            f"Saved data for a tournament could not be read; it {what}.")
        if copy is None:
            if copy_text is not None and copy_text != main_text and self._set_aside(copy_text):
                _remove(copy_key)
            elif copy_text is not None and copy_text == main_text and tournament_id not in self.held:
                _remove(copy_key)  # the same damaged text, kept aside once already
            if main_text is not None and tournament_id not in self.held:
                _remove(key)
            if problems or copy_text is not None:
                problems.append("No readable copy of it was found. Download the kept data to keep it.")
            return None, None, problems
        if tournament_id not in self.held:
            try:
                _storage().setItem(key, copy_text)
                main_text = copy_text
            except Exception:  # noqa: BLE001 - full: the second copy stays the one in use
                main_text = None
        problems.append(f"For “{copy.name}” the last good copy was restored from its second copy." if problems
                        else f"The main copy of “{copy.name}” was missing; the last good copy was restored "
                             f"from its second copy.")
        return copy, main_text if main_text is not None else copy_text, problems

    def load(self, tournament_id: str) -> tuple[Tournament | None, str | None]:
        """The stored tournament (from either copy), and what went wrong, in plain words, if anything.

        Called again when another tab has written it: anything this tab saved that the stored text
        lacks (two tabs wrote at the same instant) is merged back in and written again."""
        try:
            mine = self.known.get(tournament_id)
            if mine is not None:
                synced = self.sync(tournament_id, mine, utc_now())
                if synced is None:
                    self.known.pop(tournament_id, None)
                    return None, None
                return synced.tournament, synced.problem
            tournament, text, problems = self._stored(tournament_id)
        except Exception:  # noqa: BLE001 - nothing stored may keep the sheet from starting
            return None, "A saved tournament could not be read; it was left as it is."
        if tournament is not None:
            self.seen[tournament_id] = text
            self.known[tournament_id] = tournament
        return tournament, " ".join(problems) or None

    def load_all(self) -> tuple[list[Tournament], list[str]]:
        tournaments, problems = [], []
        for tournament_id in self.ids():
            tournament, problem = self.load(tournament_id)
            if tournament is not None:
                tournaments.append(tournament)
            if problem:
                problems.append(problem)
        return tournaments, problems

    def changed_elsewhere(self, tournament_id: str) -> bool:
        return _get(key_of(tournament_id)) != self.seen.get(tournament_id)

    def _write(self, tournament: Tournament) -> str | None:
        """Write both copies; the problem in plain words if the browser refused."""
        text = dump_tournament(tournament)
        key, copy_key = key_of(tournament.id), COPY + tournament.id
        if tournament.id in self.held:
            held = _get(key)
            if held is None or _read(held) is not None or self._set_aside(held):
                self.held.discard(tournament.id)
        try:
            if tournament.id not in self.held:
                _storage().setItem(key, text)
                self.seen[tournament.id] = text
            _storage().setItem(copy_key, text)
            if tournament.id in self.held:
                self.seen[tournament.id] = _get(key)
            self.journal.put(key, text)
        except Exception as error:  # noqa: BLE001 - quota exceeded or storage unavailable
            self.seen[tournament.id] = _get(key)  # what is stored now: a half-done write is no other tab's
            return (f"This browser would not store the tournament ({store.storage_problem(error)}). "
                    "Your entries are kept while this page stays open: download the tournament file now "
                    "to keep a copy.")
        return None

    def save(self, tournament: Tournament, at: str, before: Tournament | None = None) -> Saved:
        """Store ``tournament``: read what is stored now and merge it in first if another tab changed it.

        ``before`` is the tournament this tab held before the change (default: the one it last
        read or wrote), for :attr:`Saved.change`."""
        before = self.known.get(tournament.id) if before is None else before
        stored_text = _get(key_of(tournament.id))
        merged, conflicts = False, ()
        if stored_text != self.seen.get(tournament.id):
            theirs, _text, _problems = self._stored(tournament.id)
            if theirs is not None:
                tournament, report = merge_tournaments(tournament, theirs, at=at)
                merged, conflicts = report.changed, report.conflicts
        problem = self._write(tournament)
        return self._done(Saved(tournament, merged, problem, conflicts, changes(before, tournament)))

    def _done(self, saved: Saved) -> Saved:
        tid = saved.tournament.id
        self.known[tid] = saved.tournament
        self.change[tid] = saved.change
        if saved.conflicts:
            self.conflicts[tid] = self.conflicts.get(tid, ()) + saved.conflicts
        return saved

    def sync(self, tournament_id: str, mine: Tournament | None, at: str) -> Saved | None:
        """After another tab wrote ``tournament_id``: what is in force now. Hands this tab holds
        that the stored text lacks (its write was overwritten) are merged back and written again;
        rounds and tables left empty that the other tab dropped are not brought back.
        None if the tournament is gone (deleted in another tab)."""
        stored, text, _problems = self._stored(tournament_id)
        if stored is None:
            self.seen.pop(tournament_id, None)
            return None
        self.seen[tournament_id] = text
        if mine is None:
            return self._done(Saved(stored, True, None, (), changes(None, stored)))
        result, report = merge_tournaments(stored, _without_empty_extras(mine, stored), at=at)
        problem = None
        if result is not stored:  # this tab held something the stored copy lacks: write it back
            problem = self._write(result)
        return self._done(Saved(result, True, problem, report.conflicts, changes(mine, result)))

    def replay(self, entries) -> tuple[list[str], list[str]]:
        """Bring back writes the journal holds and localStorage lacks (the browser was killed before it
        wrote them to disk): each is merged with what is stored, so nothing stored is lost either.
        Returns (the names of the tournaments brought back, problems in plain words); the journal is
        trimmed of each entry localStorage now holds."""
        back, problems = [], []
        for key, text in journal_entries(entries, PREFIX):
            tournament_id = key[len(PREFIX):]
            try:
                if _get(key) != text:
                    journalled = _read(text)
                    if journalled is None or journalled.id != tournament_id:  # kept aside, never deleted
                        if not self._set_aside(text):
                            continue
                        problems.append(words.JOURNAL_UNREADABLE)
                    else:
                        stored, _text, found_problems = self._stored(tournament_id)
                        problems.extend(found_problems)
                        result = journalled
                        if stored is not None:
                            result, report = merge_tournaments(stored, journalled, at=utc_now())
                            if not report.changed:
                                result = None
                        if result is not None:
                            problem = self._write(result)
                            if problem:
                                problems.append(problem)
                                continue
                            back.append(result.name)
                            self.journal.pending.clear()  # already in the journal
            except Exception:  # noqa: BLE001
                continue
            self.journal.trim(key, text)
        return back, problems

    def kept(self) -> list[tuple[str, str]]:
        """(key, text) of every piece of the sheet's data that could not be read: kept aside, or left
        where it is because storage was too full to keep it aside."""
        held = [(key_of(tid), text) for tid in sorted(self.held) if (text := _get(key_of(tid))) is not None]
        return backups() + held

    def forget_kept(self) -> int:
        """Delete the data :meth:`kept` lists (the person asked): returns how many pieces."""
        kept = self.kept()
        for key, _ in kept:
            if key.startswith(PREFIX):
                _remove(key)
                self.held.discard(key[len(PREFIX):])
            else:
                delete_backup(key)
        return len(kept)

    def delete(self, tournament_id: str) -> None:
        self.journal.remove(key_of(tournament_id))  # or the journal would bring it back at the next start
        for key in (COPY + tournament_id, key_of(tournament_id)):  # the second copy first: never brought back
            _remove(key)
        self.seen.pop(tournament_id, None)
        self.known.pop(tournament_id, None)


def ask_to_persist() -> None:
    """Ask the browser to keep this site's storage through clean-ups (best effort)."""
    try:
        storage = window.navigator.storage
        if storage and storage.persist:
            storage.persist()
    except Exception:  # noqa: BLE001 - not offered by this browser
        pass
