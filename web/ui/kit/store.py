"""Saving the game and its statistics in the browser's localStorage, and never losing what was saved.

    saved = load_game()          # SavedGame(game, problem)
    save_game(game)              # after every action
    stats = load_stats()         # SavedStats(stats, problem)
    save_stats(stats.stats)      # when a hand or round ends, or a review is worked out

The game is stored as the engine's versioned JSON (``euchre.dumps``), the statistics as
``euchre.stats``'s. Data that cannot be read is moved to a backup key once (the same text is
never kept twice), never deleted without the person asking, and offered for download. When
the browser cannot even make that backup (storage full), the damaged text stays where it is
and nothing is saved over it until it has been kept or downloaded.
"""

from __future__ import annotations

import json
import time
from typing import NamedTuple

from pyscript import window

import euchre
from euchre import stats as statistics
from euchre.game import Game
from euchre.storage import read_json

GAME_KEY = "euchre:game"
STATS_KEY = "euchre:stats"
SETTINGS_KEY = "euchre:settings"
DAYS_KEY = "euchre:days"
"""The days of today's deals played on this device (``euchre.daily.Days``: the last 30)."""
COACH_KEY = "euchre:coach"
"""The coach's evaluations of this round's decisions (``ui.game.evaluations``), kept beside the game."""
BACKUP_PREFIX = "euchre:unreadable:"
SHEET_BACKUP_PREFIX = BACKUP_PREFIX + "sheet:"
"""Backups of the score sheet's tournaments: the sheet offers them, the game's notice leaves them alone."""
SETTINGS_SCHEMA = 1


class SavedGame(NamedTuple):
    game: Game | None
    problem: str | None
    """Why the saved game could not be read, if it could not."""


class SavedStats(NamedTuple):
    stats: statistics.Stats
    """The saved statistics, or none when there were none or they could not be read."""
    problem: str | None
    """Why the saved statistics could not be read, if they could not."""


def _storage():
    return window.localStorage


def _get(key: str) -> str | None:
    try:
        value = _storage().getItem(key)
    except Exception:  # noqa: BLE001 - storage switched off
        return None
    return str(value) if value else None  # a missing key arrives as JS null, which is falsy


def storage_problem(error: object) -> str:
    """Why the browser refused to store something, in plain words (never the browser's own text)."""
    name = str(getattr(error, "name", "") or "")
    text = str(error)
    if "Quota" in name or "quota" in text.lower() or "exceeded" in text.lower():
        return "this browser's storage for the site is full"
    return "this browser is not letting the site store anything (private browsing, or storage switched off)"


_held: dict[str, str] = {}
"""Unreadable text still under its own key (the game's or the statistics') because it could not
be kept aside (storage full): nothing is saved over it until it has been kept or downloaded."""


def _set_aside(key: str, text: str) -> bool:
    """Move unreadable ``text`` from ``key`` to a backup key; False if it had to stay (storage full)."""
    if keep_unreadable(text) is None:
        _held[key] = text
        return False
    _remove(key)
    return True


def _still_held(key: str) -> bool:
    """Unreadable text is still where it was and still cannot be kept aside."""
    text = _held.get(key)
    if text is None:
        return False
    if _get(key) == text and keep_unreadable(text) is None:
        return True
    del _held[key]
    return False


def _why(error: Exception) -> str:
    return str(error) if isinstance(error, euchre.EuchreError) else "it is damaged"


HELD = (". This browser's storage is full, so it could not be set aside: it stays where it is and {what} "
        "not saved until you download and delete it")


def _load(key: str, read, empty, what: str):
    """What is stored under ``key`` as ``read`` reads it, or ``empty`` and why not: what cannot be read is
    set aside (and offered for download), and where there is no room for that it stays and ``what`` is said
    not to be saved."""
    text = _get(key)
    if text is None:
        return empty, None
    try:
        return read(text), None
    except Exception as error:  # noqa: BLE001 - nothing stored may keep the site from starting
        if not _set_aside(key, text):
            return empty, _why(error) + HELD.format(what=what)
        return empty, _why(error)


def _loads(kind: type, words: str):
    """A reader of ``euchre.loads`` documents that refuses any but a ``kind``."""
    def read(text: str):
        value = euchre.loads(text)
        if not isinstance(value, kind):
            raise euchre.InvalidStateError(f"the saved data is not {words}")
        return value
    return read


def load_game() -> SavedGame:
    return SavedGame(*_load(GAME_KEY, _loads(Game, "a game"), None, "this game is"))


def load_stats() -> SavedStats:
    """The saved statistics; unreadable ones are set aside (and offered for download) and new ones start."""
    return SavedStats(*_load(STATS_KEY, statistics.loads, statistics.Stats(), "new statistics are"))


def load_days():
    """The days of today's deals kept (``euchre.daily.Days``), and why they could not be read if so
    (they are set aside, as a game is)."""
    from euchre.daily import Days

    return _load(DAYS_KEY, _loads(Days, "today's deals"), Days(), "today's deals are")


def save_days(days) -> str | None:
    return _save(DAYS_KEY, euchre.dumps(days),
                 "Today's deals are not being saved: the browser's storage is full and still holds the days that "
                 "could not be read. Download them and delete them (above) to free the room.",
                 "Today's deals could not be saved: {problem}.")


def _remove(key: str) -> None:
    try:
        _storage().removeItem(key)
    except Exception:  # noqa: BLE001
        pass


def keep_unreadable(text: str, prefix: str = BACKUP_PREFIX) -> str | None:
    """Move unreadable data to its own backup key; returns the key, or None if the browser would
    not store it. The same text already kept is not kept again (its key is returned)."""
    for key, kept in _backups(prefix):
        if kept == text:
            return key
    key = prefix + time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime())
    suffix = 1
    while _get(key if suffix == 1 else f"{key}-{suffix}") is not None:
        suffix += 1
    key = key if suffix == 1 else f"{key}-{suffix}"
    try:
        _storage().setItem(key, text)
    except Exception:  # noqa: BLE001 - storage full: the caller keeps the text where it is
        return None
    return key


def _backups(prefix: str) -> list[tuple[str, str]]:
    try:
        storage = _storage()
        keys = sorted(str(storage.key(i)) for i in range(storage.length))
    except Exception:  # noqa: BLE001
        return []
    keys = [k for k in keys if k.startswith(prefix) and (prefix == SHEET_BACKUP_PREFIX
                                                         or not k.startswith(SHEET_BACKUP_PREFIX))]
    return [(key, _get(key) or "") for key in keys]


def backups() -> list[tuple[str, str]]:
    """(key, text) of every kept unreadable game, statistics or settings save, oldest first; a
    save that could not be kept aside (storage full) comes last, under its own key.
    The score sheet's backups are listed by ``sheet_store.backups()``."""
    kept = _backups(BACKUP_PREFIX)
    kept.extend((key, text) for key, text in _held.items() if _get(key) == text)
    return kept


def delete_backup(key: str) -> None:
    if key in _held:
        if _get(key) == _held.pop(key):
            _remove(key)
        return
    if key.startswith(BACKUP_PREFIX):
        _remove(key)


def _save(key: str, text: str, held: str, failed: str) -> str | None:
    """Store ``text`` under ``key``; returns ``held`` when unreadable data there still waits to be kept,
    or ``failed`` (with the ``{problem}`` in plain words) when the browser refuses."""
    if _still_held(key):
        return held
    try:
        _storage().setItem(key, text)
    except Exception as error:  # noqa: BLE001 - quota or private browsing: tell the person
        return failed.format(problem=storage_problem(error))
    return None


def save_game(game: Game) -> str | None:
    """Save; returns a message when the browser refused to store it."""
    return _save(GAME_KEY, euchre.dumps(game),
                 "This game is not being saved: the browser's storage is full and still holds the saved game "
                 "that could not be read. Download it and delete it (above) to free the room.",
                 "The game could not be saved: {problem}. It will be lost if you close the page.")


def save_stats(stats: statistics.Stats) -> str | None:
    """Save the statistics; returns a message when the browser refused to store them."""
    return _save(STATS_KEY, statistics.dumps(stats),
                 "Statistics are not being saved: the browser's storage is full and still holds the saved "
                 "statistics that could not be read. Download them and delete them (above) to free the room.",
                 "Statistics could not be saved: {problem}.")


def load_settings() -> dict:
    """The saved settings: ``speed``, the computer seats' levels ``partner`` and ``opponents``, the
    table's ``back`` and ``cloth``, and the switches ``sound`` and ``forced-card``.

    Schema 1 has always been an object of optional keys; the levels and the table's choices
    were added as new optional keys, which older pages ignore and keep, so the schema number
    did not change.
    Settings that cannot be read (damaged, or from a newer schema) are moved to a backup
    key, once, and the defaults are used.
    """
    text = _get(SETTINGS_KEY)
    if text is None:
        return {}
    try:
        data = read_json(text, "the settings", max_chars=10_000, max_depth=4)
    except Exception:  # noqa: BLE001 - damaged settings never keep the game from starting
        data = None
    if not isinstance(data, dict) or data.get("schema") != SETTINGS_SCHEMA:
        if keep_unreadable(text) is not None:
            _remove(SETTINGS_KEY)  # kept under the backup key; not copied again on every load
        return {}
    return data


def save_settings(settings: dict) -> None:
    try:
        _storage().setItem(SETTINGS_KEY, json.dumps({**settings, "schema": SETTINGS_SCHEMA}))
    except Exception:  # noqa: BLE001 - settings are a convenience; the game itself reports failures
        pass


def load_coach() -> str | None:
    """The coach's stored evaluations as text (``ui.game.evaluations.Evaluations.loads`` reads them)."""
    return _get(COACH_KEY)


def save_coach(text: str) -> None:
    try:
        _storage().setItem(COACH_KEY, text)
    except Exception:  # noqa: BLE001 - evaluations are worked out again, to the same figures, when needed
        pass
