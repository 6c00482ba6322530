"""Copy the browser runtime from node_modules/ into web/vendor/.

    python3 tools/vendor.py            # after `npm ci`

Pyodide and PyScript come pinned from npm (package-lock.json); the page loads them
from web/vendor/ so it never requests anything from another origin.
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


def _version(package: Path) -> str:
    return json.loads((package / "package.json").read_text())["version"]


def vendor() -> list[str]:
    pyodide = NODE / "pyodide"
    pyscript = NODE / "@pyscript" / "core"
    for package in (pyodide, pyscript):
        if not (package / "package.json").is_file():
            sys.exit(f"{package.relative_to(ROOT)} is missing: run `npm ci` first (make does this for you)")
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    (VENDOR / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, VENDOR / "pyodide" / name)
    shutil.copytree(pyscript / "dist", VENDOR / "pyscript", ignore=shutil.ignore_patterns("*.map"))
    versions = {"pyodide": _version(pyodide), "@pyscript/core": _version(pyscript)}
    (VENDOR / "versions.json").write_text(json.dumps(versions, indent=2) + "\n")
    return [f"{name} {version}" for name, version in versions.items()]


if __name__ == "__main__":
    print("vendored", ", ".join(vendor()), "into", VENDOR.relative_to(ROOT))
