"""Build _site/: the static folder to deploy (GitHub Pages or any static host).

    python3 tools/build_site.py [OUT]

Only what the page needs goes in: index.html (with the PyScript configuration and web/main.py
written into it, and a head script that starts loading the runtime's modules and starts Python at
once), web/ with the vendored runtime and the expert's web worker (web/ai_worker.js, which loads the
same runtime), and the service worker. The runtime's standard library archive is the build's own
(tools/pack_python.mjs): what a start imports, the page's Python (the engine with its subpackages,
and web/ui/) included, as bytecode compiled by the vendored Pyodide and packed as one; the rest of
the standard library is a second archive the page puts on sys.path once it has started. Every URL in
it is relative, so the site works from / and from a sub-path such as /euchre/.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


NOT_SHIPPED = frozenset({"euchre/ai/duplicate.py"})
"""Engine modules the page never imports, left out of the site: the duplicate-match harness (for the
benchmarks and research/ in CPython)."""


def check_config() -> None:
    """Every Python file the page imports must be listed in pyscript.toml's [files], and nothing else."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    listed = {key.removeprefix("./") for key in config.get("files", {})}
    needed = {p.relative_to(ROOT).as_posix() for folder in ("euchre", "web/ui") for p in (ROOT / folder).rglob("*.py")
              if "__pycache__" not in p.parts} - NOT_SHIPPED
    missing = sorted(needed - listed)
    stale = sorted(p for p in listed if not (ROOT / p).is_file() or p in NOT_SHIPPED)
    if missing or stale:
        sys.exit(f"pyscript.toml [files] is out of date: missing {missing}, listed but absent {stale}")
    if not (ROOT / config["interpreter"]).is_file():
        sys.exit(f"pyscript.toml interpreter {config['interpreter']} is missing: run `make vendor`")


STDLIB = "web/vendor/pyodide/python_stdlib.zip"
REST = "web/vendor/pyodide/python_stdlib_rest.zip"
SHEET = "web/python-sheet.zst"
"""The score sheet's Python (ui/sheet, euchre/sheet) as bytecode (a zstd frame of a zip): no start of the game imports it, so
the page fetches it when the sheet is first opened (web/main.py), not on every first visit."""
SHEET_PACKAGES = ("ui/sheet/", "euchre/sheet/")
LOCK = "web/vendor/pyodide/pyodide-lock.json"


def pack_python(out: Path) -> dict[str, str]:
    """Write the runtime's standard library archives: the one Pyodide mounts, holding what a start
    imports (the site's own Python, every module listed in pyscript.toml, included) as bytecode
    compiled by the same Pyodide, and the rest of the standard library (tools/pack_python.mjs).

    Pyodide's own python_stdlib.zip holds sources only, so every start would compile each module it
    imports, most of a first start's time; and half of it is modules no start imports. The modules
    the page's and PyScript's Python import (`pyscript_python`) are found from their import
    statements, PyScript's package's bytecode goes in too.

    Returns the PyScript configuration for the built site: the same interpreter and no files
    (Python imports the site's modules from the standard library archive). It is written into
    index.html as JSON, which PyScript reads without fetching a file or a TOML parser first.
    """
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    maps = sorted(f"{dest.removeprefix('./')}={src.removeprefix('./')}" for src, dest in config["files"].items())
    with tempfile.TemporaryDirectory() as folder:
        pyscript = []
        for name, text in sorted(pyscript_python().items()):
            (Path(folder) / name).write_text(text)
            pyscript += ["--pyscript", f"{name}={Path(folder) / name}"]
        subprocess.run(["node", str(ROOT / "tools" / "pack_python.mjs"), "--stdlib", str(ROOT / STDLIB),
                        "--start", str(out / STDLIB), "--rest", str(out / REST),
                        "--sitecustomize", str(ROOT / "web" / "sitecustomize.py"), *maps, *pyscript,
                        "--later", str(out / SHEET),
                        *[arg for package in SHEET_PACKAGES for arg in ("--later-package", package)]],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return {"interpreter": config["interpreter"]}


MAIN_TAG = '<script type="py" async="false" src="./web/main.py" config="./pyscript.toml"></script>'
PYSCRIPT = ROOT / "web" / "vendor" / "pyscript"
KEEP_PLUGINS = {"error", "codemirror"}
"""PyScript's plugins the page keeps: `error` shows a Python error on the page, and
`codemirror` imports nothing until an editor is used. The rest (py-editor, py-game,
py-terminal, donkey, deprecations-manager) serve tags and APIs the page does not use;
each would be fetched and run before Pyodide starts loading."""


def pyscript_chunks() -> tuple[list[str], list[str]]:
    """PyScript's modules the page loads at start-up, and the plugins to switch off.

    Chunk names are content-hashed and change with every PyScript release, so they are
    read from the vendored files: core.js imports one core chunk, which maps each plugin
    name to a lazily imported chunk."""
    core = (PYSCRIPT / "core.js").read_text()
    found = re.search(r'from\s*"\./(core-[\w-]+\.js)"', core)
    if not found:
        sys.exit("web/vendor/pyscript/core.js: cannot find its core chunk (a new PyScript?)")
    chunk = found.group(1)
    table = re.search(r"\{codemirror:.*?\}(?=;)", (PYSCRIPT / chunk).read_text())
    plugins = dict(re.findall(r'"?([\w-]+)"?:\(\)=>import\("\./([\w-]+\.js)"\)', table.group(0) if table else ""))
    if "error" not in plugins:
        sys.exit(f"web/vendor/pyscript/{chunk}: cannot find PyScript's plugin table (a new PyScript?)")
    modules = ["core.js", chunk] + [plugins[name] for name in sorted(KEEP_PLUGINS & plugins.keys())]
    return modules, [f"!{name}" for name in sorted(plugins.keys() - KEEP_PLUGINS)]


def pyscript_python() -> dict[str, str]:
    """PyScript's own Python: each module of its `pyscript` package and its text, as PyScript
    carries them in its core chunk (a JavaScript object of strings) and writes them to Python's
    working directory as it starts."""
    text = (PYSCRIPT / pyscript_chunks()[0][1]).read_text()
    found = re.search(r'\(\s*"\."\s*,\s*\{\s*pyscript\s*:\s*\{', text)
    files: dict[str, str] = {}
    entry = re.compile(r'\s*"(\w+\.py)"\s*:\s*("(?:[^"\\]|\\.)*")\s*,?')
    position = found.end() if found else len(text)
    while (module := entry.match(text, position)):
        try:
            files[module.group(1)] = json.loads(module.group(2))  # its escapes are JSON's
        except ValueError:
            pass  # written in a way JSON does not read: Python compiles that one as it starts
        position = module.end()
    if "__init__.py" not in files or not text.startswith("}}", position):
        sys.exit("web/vendor/pyscript/: cannot read PyScript's Python in its core chunk (a new PyScript?)")
    return files


FIRST_VISIT_PRELOADS = ("pyodide.asm.wasm", "python_stdlib.zip")


def preload_script(interpreter: str, pyscript_modules: list[str]) -> str:
    """An inline script for the page's <head>: starts loading the runtime at once.

    Without it each module is found only when the one before it has run: boot.js, then
    PyScript's core, its plugins, Pyodide's loader and Pyodide's runtime module. The
    browser check is boot.js's own (an old browser must not download a runtime it cannot
    run).

    On a first visit (no service worker controls the page yet, though the browser has them)
    it also preloads the runtime's data files: the WebAssembly and the standard library archive
    (the site's Python in it). They then arrive while PyScript is still starting, instead of
    after it. Only in Chromium and Firefox: WebKit does not reuse a
    preloaded response for fetch(), so it would download each file twice. Later visits
    leave them to Pyodide's own requests: Chromium compiles a preloaded WebAssembly afresh
    instead of using its cached code, which made warm starts slower (measured with
    tools/bench_startup.py)."""
    runtime = "./web/vendor/pyodide/"
    for name in ("pyodide.mjs", "pyodide.asm.mjs") + FIRST_VISIT_PRELOADS:
        if not (ROOT / runtime / name).is_file():
            sys.exit(f"{runtime}{name} is missing: run `make vendor`")
    modules = [f"./web/vendor/pyscript/{name}" for name in pyscript_modules]
    modules += [interpreter, runtime + "pyodide.mjs", runtime + "pyodide.asm.mjs"]
    # Requested as Pyodide requests them (fetch(), same-origin credentials), so that the
    # preloaded responses are the ones used.
    data = [runtime + name for name in FIRST_VISIT_PRELOADS]
    return f"""<script>
  // Written by tools/build_site.py: load the runtime now, if this browser can run it.
  (function () {{
    try {{
      new Function("class A {{ static {{ this.ok = 1; }} }} return A.ok;")();
      if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") return;
    }} catch (e) {{
      return;
    }}
    function preload(rel, href) {{
      var link = document.createElement("link");
      link.rel = rel;
      if (rel === "preload") {{
        link.as = "fetch";
        link.crossOrigin = "anonymous";
      }}
      link.href = href;
      document.head.appendChild(link);
    }}
    {json.dumps(modules)}.forEach(function (href) {{ preload("modulepreload", href); }});
    // Safari's engine (WebKit, every browser on iOS) does not hand a preloaded response to
    // fetch(): there, these would be downloaded twice.
    var reused = ["Chrome/", "Chromium/", "Firefox/"].some(function (name) {{
      return navigator.userAgent.indexOf(name) !== -1;  // not CriOS/ or FxiOS/: WebKit too
    }});
    if (reused && navigator.serviceWorker && !navigator.serviceWorker.controller) {{
      {json.dumps(data)}.forEach(function (href) {{ preload("preload", href); }});
    }}
    // Python starts now, while the page and PyScript load; PyScript's request for an
    // interpreter then receives it (startEarly in web/interpreter.mjs). import() through
    // Function, so that an older browser can still parse this script.
    new Function("url", "return import(url)")(new URL({json.dumps(interpreter)}, document.baseURI).href)
      .then(function (module) {{ module.startEarly(); }}, function () {{}});
  }})();
  </script>
"""


def build(out: Path) -> Path:
    if not (ROOT / "web" / "vendor" / "pyodide" / "pyodide.mjs").is_file():
        sys.exit("web/vendor/ is empty: run `make vendor` first")
    check_config()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    # web/ as it is, but its Python and the runtime's standard library, written by pack_python, and
    # the runtime's package lock, which web/interpreter.mjs carries (the page loads no packages)
    shutil.copytree(ROOT / "web", out / "web", ignore=shutil.ignore_patterns(
        "__pycache__", "*.pyc", ".DS_Store", "sw.js", "ui", "main.py", "sitecustomize.py", Path(STDLIB).name,
        Path(LOCK).name))
    config = pack_python(out)
    modules, plugins_off = pyscript_chunks()
    config["plugins"] = plugins_off
    index = (ROOT / "index.html").read_text()
    if '<meta charset="utf-8">\n' not in index:
        sys.exit("index.html must start with <meta charset=\"utf-8\">")
    inline = json.dumps(config, separators=(",", ":"))
    if "'" in inline or "&" in inline:
        sys.exit("the PyScript configuration cannot go in a single-quoted attribute as it is")
    # web/main.py goes into the page itself: PyScript would fetch it only once Python is up.
    main = (ROOT / "web" / "main.py").read_text()
    if re.search(r"</script|<!--", main, re.I) or MAIN_TAG not in index:
        sys.exit(f"index.html must hold {MAIN_TAG}, and web/main.py no '</script' or '<!--'")
    index = index.replace(MAIN_TAG, f"<script type=\"py\" async=\"false\" config='{inline}'>\n{main}</script>")
    index = index.replace('<meta charset="utf-8">\n', '<meta charset="utf-8">\n  '
                          + preload_script(config["interpreter"], modules), 1)
    # PyScript reads a configuration for each of its script types; with none for MicroPython
    # ("mpy", unused here) it would fetch and run every plugin before Pyodide starts loading.
    mpy = json.dumps({"plugins": plugins_off}, separators=(",", ":"))
    index = index.replace("</body>", f'<mpy-config type="json" hidden>{mpy}</mpy-config>\n</body>', 1)
    (out / "index.html").write_text(index)
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve files as they are
    carry_lock(out)
    write_service_worker(out)
    return out


LOCK_LINE = "const LOCK = null;"


def carry_lock(out: Path) -> None:
    """Write the runtime's package lock into web/interpreter.mjs, without its packages (the page
    loads none): Pyodide then fetches no lock file (119 KB) before Python can start."""
    interpreter = out / "web" / "interpreter.mjs"
    text = interpreter.read_text()
    if text.count(LOCK_LINE) != 1:
        sys.exit(f"web/interpreter.mjs has no `{LOCK_LINE}` line for the runtime's package lock")
    info = json.loads((ROOT / LOCK).read_text())["info"]
    lock = json.dumps({"info": info, "packages": {}}, separators=(",", ":"))
    interpreter.write_text(text.replace(LOCK_LINE, f"const LOCK = {lock};"))


def write_service_worker(out: Path) -> str:
    """Write sw.js at the site's root with this build's id and every file to pre-cache. The id is a
    digest of the files; a built site can be given a new id (after a change to one of its files)."""
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
    import argparse

    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("out", nargs="?", type=Path, default=ROOT / "_site", help="the folder to build (_site)")
    target = build(options.parse_args().out)
    files = [p for p in target.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    print(f"built {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}: "
          f"{len(files)} files, {size / 1e6:.1f} MB")
