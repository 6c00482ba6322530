"""Build _site/: the static folder to deploy (GitHub Pages or any static host).

    python3 tools/build_site.py [OUT]

Only what the page needs goes in: index.html, the PyScript configuration, the
page's Python (the engine with its subpackages, and web/ui/) packed into
python.zip with bytecode compiled by the vendored Pyodide, web/ with the vendored
runtime and the expert's web worker (web/ai_worker.js, which loads the same runtime
and python.zip), and the service worker. Every URL in it is relative, so the site works from / and from
a sub-path such as /euchre/.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def check_config() -> None:
    """Every Python file the page imports must be listed in pyscript.toml's [files]."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    listed = {key.removeprefix("./") for key in config.get("files", {})}
    needed = {p.relative_to(ROOT).as_posix() for folder in ("euchre", "web/ui") for p in (ROOT / folder).rglob("*.py")
              if "__pycache__" not in p.parts}
    missing = sorted(needed - listed)
    stale = sorted(p for p in listed if not (ROOT / p).is_file())
    if missing or stale:
        sys.exit(f"pyscript.toml [files] is out of date: missing {missing}, listed but absent {stale}")
    if not (ROOT / config["interpreter"]).is_file():
        sys.exit(f"pyscript.toml interpreter {config['interpreter']} is missing: run `make vendor`")


def pack_python(out: Path) -> dict[str, str]:
    """Pack every module listed in pyscript.toml into one archive with precompiled bytecode.

    Returns the PyScript configuration for the built site: the same interpreter, and the
    archive unpacked into Python's working folder. It is written as JSON, which PyScript
    reads without downloading a TOML parser first.
    """
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    folders = sorted({(Path(dest).parent.as_posix().removeprefix("./").removeprefix("."),
                       Path(src).parent.as_posix().removeprefix("./"))
                      for src, dest in config["files"].items()})
    maps = [f"{dest}={src}" for dest, src in folders]
    subprocess.run(["node", str(ROOT / "tools" / "pack_python.mjs"), str(out / "python.zip"), *maps],
                   cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return {"interpreter": config["interpreter"], "files": {"./python.zip": "./*"}}


def build(out: Path) -> Path:
    if not (ROOT / "web" / "vendor" / "pyodide" / "pyodide.mjs").is_file():
        sys.exit("web/vendor/ is empty: run `make vendor` first")
    check_config()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    config = pack_python(out)
    (out / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n")
    index = (ROOT / "index.html").read_text()
    if 'config="./pyscript.toml"' not in index:
        sys.exit("index.html must load its configuration from ./pyscript.toml")
    (out / "index.html").write_text(index.replace('config="./pyscript.toml"', 'config="./pyscript.json"'))
    shutil.copytree(ROOT / "web", out / "web", ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".DS_Store",
                                                                           "sw.js", "ui"))
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve files as they are
    write_service_worker(out)
    return out


def write_service_worker(out: Path) -> str:
    """Write sw.js at the site's root with this build's id and every file to pre-cache."""
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*")
                   if p.is_file() and not p.name.startswith(".") and p.name not in ("sw.js", "build.json"))
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (out / name).read_bytes())
    build = digest.hexdigest()[:16]
    (out / "build.json").write_text(json.dumps({"build": build}) + "\n")
    urls = ["./"] + [f"./{name}" for name in files + ["build.json"]]
    template = (ROOT / "web" / "sw.js").read_text()
    (out / "sw.js").write_text(template.replace('"__BUILD__"', json.dumps(build))
                               .replace("__FILES__", json.dumps(urls, indent=1)))
    return build


if __name__ == "__main__":
    target = build(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "_site")
    files = [p for p in target.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    print(f"built {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}: "
          f"{len(files)} files, {size / 1e6:.1f} MB")
