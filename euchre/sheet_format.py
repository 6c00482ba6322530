"""The score sheet's stored and exported forms under their first name: see :mod:`euchre.sheet`.

    >>> from euchre.sheet_format import dump_tournament, load_tournament, merge_tournaments
    >>> import euchre.sheet.format, euchre.sheet.merge
    >>> load_tournament is euchre.sheet.format.load_tournament, merge_tournaments is euchre.sheet.merge.merge_tournaments
    (True, True)

The stored JSON, its schema and migrations are now :mod:`euchre.sheet.format`, merging two copies
:mod:`euchre.sheet.merge`, and the CSV export :mod:`euchre.sheet.csv`. This module re-exports the
names ``euchre.sheet_format`` always had, so code written against it keeps working.
"""

from __future__ import annotations

from .sheet.csv import hands_csv, standings_csv
from .sheet.format import (
    FORMAT,
    MAX_DEPTH,
    MAX_DOCUMENT_CHARS,
    MIGRATIONS,
    SCHEMA,
    dump_tournament,
    from_document,
    load_tournament,
    migrate,
    to_document,
)
from .sheet.merge import MergeConflict, MergeReport, merge_tournaments

__all__ = [
    "FORMAT",
    "SCHEMA",
    "MIGRATIONS",
    "MAX_DOCUMENT_CHARS",
    "MAX_DEPTH",
    "to_document",
    "from_document",
    "dump_tournament",
    "load_tournament",
    "migrate",
    "MergeConflict",
    "MergeReport",
    "merge_tournaments",
    "standings_csv",
    "hands_csv",
]
