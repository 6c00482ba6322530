"""Saving the game in the browser's localStorage, and never losing what was saved.

    saved = load_game()          # SavedGame(game, problem, backup_key)
    save_game(game)              # after every action

The game is stored as the engine's versioned JSON (``euchre.dumps``). Data that
cannot be read is moved to a backup key, never deleted without the person asking,
and offered for download.
"""

from __future__ import annotations

import json
import time
from typing import NamedTuple

from pyscript import window

import euchre
from euchre.game import Game

GAME_KEY = "euchre:game"
SETTINGS_KEY = "euchre:settings"
BACKUP_PREFIX = "euchre:unreadable:"
SETTINGS_SCHEMA = 1


class SavedGame(NamedTuple):
    game: Game | None
    problem: str | None
    """Why the saved game could not be read, if it could not."""


def _storage():
    return window.localStorage


def _get(key: str) -> str | None:
    value = _storage().getItem(key)
    return value if value else None  # a missing key arrives as JS null, which is falsy


def load_game() -> SavedGame:
    text = _get(GAME_KEY)
    if text is None:
        return SavedGame(None, None)
    try:
        game = euchre.loads(text)
        if not isinstance(game, Game):
            raise euchre.InvalidStateError("the saved data is not a game")
    except euchre.EuchreError as error:
        keep_unreadable(text)
        _storage().removeItem(GAME_KEY)
        return SavedGame(None, str(error))
    return SavedGame(game, None)


def keep_unreadable(text: str) -> str:
    """Move unreadable data to its own backup key; returns the key."""
    key = BACKUP_PREFIX + time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime())
    suffix = 1
    while _get(key if suffix == 1 else f"{key}-{suffix}") is not None:
        suffix += 1
    key = key if suffix == 1 else f"{key}-{suffix}"
    _storage().setItem(key, text)
    return key


def backups() -> list[tuple[str, str]]:
    """(key, text) of every kept unreadable save, oldest first."""
    storage = _storage()
    keys = sorted(storage.key(i) for i in range(storage.length) if str(storage.key(i)).startswith(BACKUP_PREFIX))
    return [(key, _get(key) or "") for key in keys]


def delete_backup(key: str) -> None:
    _storage().removeItem(key)


def save_game(game: Game) -> str | None:
    """Save; returns a message when the browser refused to store it."""
    try:
        _storage().setItem(GAME_KEY, euchre.dumps(game))
    except Exception as error:  # noqa: BLE001 - quota or private browsing: tell the person
        return f"The game could not be saved in this browser ({error}). It will be lost if you close the page."
    return None


def load_settings() -> dict:
    """The saved settings: ``speed``, and the computer seats' levels ``partner`` and ``opponents``.

    Schema 1 has always been an object of optional keys; the levels were added as new
    optional keys, which older pages ignore and keep, so the schema number did not change.
    Settings that cannot be read (damaged, or from a newer schema) are moved to a backup
    key, once, and the defaults are used.
    """
    text = _get(SETTINGS_KEY)
    if text is None:
        return {}
    try:
        data = json.loads(text)
    except ValueError:
        data = None
    if not isinstance(data, dict) or data.get("schema") != SETTINGS_SCHEMA:
        keep_unreadable(text)
        _storage().removeItem(SETTINGS_KEY)  # kept under the backup key; not copied again on every load
        return {}
    return data


def save_settings(settings: dict) -> None:
    try:
        _storage().setItem(SETTINGS_KEY, json.dumps({**settings, "schema": SETTINGS_SCHEMA}))
    except Exception:  # noqa: BLE001 - settings are a convenience; the game itself reports failures
        pass
