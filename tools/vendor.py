"""Copy the browser runtime from node_modules/ into web/vendor/.

    python3 tools/vendor.py            # after `npm ci`

Pyodide and PyScript come pinned from npm (package-lock.json); the page loads them
from web/vendor/ so it never requests anything from another origin. So do the score
sheet's QR code libraries (web/qr.js wraps them): qrcode-generator draws the codes and
zxing-wasm's reader (ZXing-C++ compiled to WebAssembly) reads them from a camera or a photo.
And so does PouchDB's browser build, which replicates a tournament with a CouchDB server when
the organiser turns live sync on (docs/SYNC.md).
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE = ROOT / "node_modules"
VENDOR = ROOT / "web" / "vendor"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
"""What a stdlib-only page needs from the pyodide package (the lock file is always fetched)."""

QR_FILES = (
    ("qrcode-generator", "dist/qrcode.js", "qrcode.js"),
    ("zxing-wasm", "dist/iife/reader/index.js", "zxing-reader.js"),
    ("zxing-wasm", "dist/reader/zxing_reader.wasm", "zxing_reader.wasm"),
    ("zxing-wasm", "LICENSE", "zxing-wasm.LICENSE"),
)
"""(package, file in it, name in web/vendor/qr/): the QR encoder and the reader with its WebAssembly."""

POUCHDB_FILES = (
    ("pouchdb", "dist/pouchdb.min.js", "pouchdb.min.js"),
    ("pouchdb", "dist/pouchdb.indexeddb.min.js", "pouchdb.indexeddb.min.js"),
    ("pouchdb", "LICENSE", "pouchdb.LICENSE"),
)
"""(package, file in it, name in web/vendor/pouchdb/): PouchDB's browser build (IndexedDB and HTTP), and its
"indexeddb" adapter for a browser whose IndexedDB stores no Blob (WebKit's private sessions)."""


def _version(package: Path) -> str:
    return json.loads((package / "package.json").read_text())["version"]


def vendor() -> list[str]:
    pyodide = NODE / "pyodide"
    pyscript = NODE / "@pyscript" / "core"
    qr_packages = sorted({NODE / name for name, _, _ in QR_FILES})
    pouchdb = NODE / "pouchdb"
    for package in (pyodide, pyscript, *qr_packages, pouchdb):
        if not (package / "package.json").is_file():
            sys.exit(f"{package.relative_to(ROOT)} is missing: run `npm ci` first (make does this for you)")
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    (VENDOR / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, VENDOR / "pyodide" / name)
    shutil.copytree(pyscript / "dist", VENDOR / "pyscript", ignore=shutil.ignore_patterns("*.map"))
    (VENDOR / "qr").mkdir()
    for name, source, target in QR_FILES:
        shutil.copy2(NODE / name / source, VENDOR / "qr" / target)
    (VENDOR / "pouchdb").mkdir()
    for name, source, target in POUCHDB_FILES:
        shutil.copy2(NODE / name / source, VENDOR / "pouchdb" / target)
    versions = {"pyodide": _version(pyodide), "@pyscript/core": _version(pyscript),
                **{package.name: _version(package) for package in qr_packages}, "pouchdb": _version(pouchdb)}
    (VENDOR / "versions.json").write_text(json.dumps(versions, indent=2) + "\n")
    return [f"{name} {version}" for name, version in versions.items()]


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    print("vendored", ", ".join(vendor()), "into", VENDOR.relative_to(ROOT))
