"""One table's round carried between devices as a code, under its first name: see :mod:`euchre.sheet.share`.

    >>> from euchre.sheet_share import TableSheet, decode, encode
    >>> import euchre.sheet.share
    >>> TableSheet is euchre.sheet.share.TableSheet and decode is euchre.sheet.share.decode
    True

This module re-exports the names ``euchre.sheet_share`` always had, so code written against it
keeps working; new code imports from :mod:`euchre.sheet.share`.
"""

from __future__ import annotations

from .sheet.share import (
    MAX_CODE_CHARS,
    SCHEMA,
    CodeError,
    TableSheet,
    code_from_link,
    decide,
    decode,
    dump,
    encode,
    load,
    merge_results,
)
from .sheet.share import MAX_PACKED_BYTES, from_list, to_list  # noqa: F401  (importable from here as before)

__all__ = ["SCHEMA", "MAX_CODE_CHARS", "CodeError", "TableSheet", "encode", "decode", "dump", "load",
           "merge_results", "decide", "code_from_link"]
