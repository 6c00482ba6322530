"""Unpacks the Python a start needs before anything imports it: Python runs this module itself.

The built site's standard library archive (web/vendor/pyodide/python_stdlib.zip, written by
tools/pack_python.mjs) holds only what Python reads before it runs ``sitecustomize`` (the start of
the ``encodings`` package), this module, and ``python.zst``: one zstd frame of a zip of every
module a start of the page or of the expert's worker imports, as bytecode (the standard library's,
Pyodide's and the site's own), about a quarter smaller on the wire than the same files deflated one
by one. Python's site module imports this one as it starts, before Pyodide's start-up imports
anything; it writes the unpacked zip to ARCHIVE and puts it on ``sys.path``, where Python imports
from it as it is (zipimport). The rest of the standard library comes once the page has started
(``mountRest`` in web/interpreter.mjs).

    import sitecustomize          # Python does this itself as it starts
    sitecustomize.ARCHIVE         # "/lib/python-start.zip", on sys.path after the standard library
"""

import sys

import _zstd  # built into the runtime: nothing else is importable yet

ARCHIVE = "/lib/python-start.zip"


def _unpack() -> None:
    home = __loader__.archive  # noqa: F821 - the standard library archive this module came from
    packed = __loader__.get_data(home + "/python.zst")  # noqa: F821
    with open(ARCHIVE, "wb") as file:
        file.write(_zstd.ZstdDecompressor().decompress(packed))
    sys.path.insert(sys.path.index(home) + 1, ARCHIVE)


_unpack()
