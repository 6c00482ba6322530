"""How much one tournament holds: every bound the score sheet checks, on entry and on reading.

    >>> from euchre.sheet.limits import MAX_PLAYERS, MAX_VERSIONS
    >>> MAX_PLAYERS, MAX_VERSIONS
    (400, 50)

Each is checked where a value comes in (a command, a file, a table's code), so nothing stored
can hold more than the reader accepts.
"""

__all__ = ["MAX_NAME_LENGTH", "MAX_LABEL_LENGTH", "MAX_PLAYERS", "MAX_PLAYER_ID", "MAX_ROUNDS", "MAX_TABLE_NUMBER",
           "MAX_VERSIONS", "MAX_REVISION", "MAX_ID_LENGTH", "MAX_TIME_LENGTH"]

MAX_NAME_LENGTH = 100
"""Longest player or tournament name, in characters."""
MAX_LABEL_LENGTH = 40
"""Longest name of a device (where a result was entered), in characters."""
MAX_PLAYERS = 400
"""Most players one tournament holds (ids run from 0 to ``MAX_PLAYER_ID``)."""
MAX_PLAYER_ID = 9999
MAX_ROUNDS = 60
MAX_TABLE_NUMBER = 999
MAX_VERSIONS = 50
"""Most versions one hand's (or one table's round totals') history keeps."""
MAX_REVISION = 1000
"""Highest revision read from a file or a code (each copy numbers its own versions again on reading)."""
MAX_ID_LENGTH = 64
MAX_TIME_LENGTH = 40
