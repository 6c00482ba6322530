"""Saving the game in the browser's localStorage, and never losing what was saved.

    saved = load_game()          # SavedGame(game, problem)
    save_game(game)              # after every action

The game is stored as the engine's versioned JSON (``euchre.dumps``). Data that
cannot be read is moved to a backup key once (the same text is never kept twice),
never deleted without the person asking, and offered for download. When the browser
cannot even make that backup (storage full), the damaged text stays where it is and
nothing is saved over it until it has been kept or downloaded.
"""

from __future__ import annotations

import json
import time
from typing import NamedTuple

from pyscript import window

import euchre
from euchre.game import Game
from euchre.storage import read_json

GAME_KEY = "euchre:game"
SETTINGS_KEY = "euchre:settings"
BACKUP_PREFIX = "euchre:unreadable:"
SHEET_BACKUP_PREFIX = BACKUP_PREFIX + "sheet:"
"""Backups of the score sheet's tournaments: the sheet offers them, the game's notice leaves them alone."""
SETTINGS_SCHEMA = 1


class SavedGame(NamedTuple):
    game: Game | None
    problem: str | None
    """Why the saved game could not be read, if it could not."""


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


_held_game: str | None = None
"""Unreadable text still under GAME_KEY because it could not be kept aside (storage full)."""


def load_game() -> SavedGame:
    global _held_game
    text = _get(GAME_KEY)
    if text is None:
        return SavedGame(None, None)
    try:
        game = euchre.loads(text)
        if not isinstance(game, Game):
            raise euchre.InvalidStateError("the saved data is not a game")
    except Exception as error:  # noqa: BLE001 - nothing stored may keep the site from starting
        why = str(error) if isinstance(error, euchre.EuchreError) else "it is damaged"
        if keep_unreadable(text) is None:
            _held_game = text
            return SavedGame(None, f"{why}. This browser's storage is full, so it could not be set aside: "
                                   f"it stays where it is and this game is not saved until you download "
                                   f"and delete it")
        _remove(GAME_KEY)
        return SavedGame(None, why)
    return SavedGame(game, None)


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
    """(key, text) of every kept unreadable game or settings save, oldest first; a game save
    that could not be kept aside (storage full) comes last, under its own key.
    The score sheet's backups are listed by ``sheet_store.backups()``."""
    kept = _backups(BACKUP_PREFIX)
    if _held_game is not None and _get(GAME_KEY) == _held_game:
        kept.append((GAME_KEY, _held_game))
    return kept


def delete_backup(key: str) -> None:
    global _held_game
    if key == GAME_KEY:
        if _held_game is not None and _get(GAME_KEY) == _held_game:
            _remove(GAME_KEY)
        _held_game = None
        return
    if key.startswith(BACKUP_PREFIX):
        _remove(key)


def save_game(game: Game) -> str | None:
    """Save; returns a message when the browser refused to store it."""
    global _held_game
    if _held_game is not None:
        if _get(GAME_KEY) == _held_game and keep_unreadable(_held_game) is None:
            return ("This game is not being saved: the browser's storage is full and still holds the saved "
                    "game that could not be read. Download it and delete it (above) to free the room.")
        _held_game = None
    try:
        _storage().setItem(GAME_KEY, euchre.dumps(game))
    except Exception as error:  # noqa: BLE001 - quota or private browsing: tell the person
        return (f"The game could not be saved: {storage_problem(error)}. "
                "It will be lost if you close the page.")
    return None


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
