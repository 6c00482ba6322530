"""The deployable folder `_site/` holds what the page needs and nothing else."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_site"
sys.path.insert(0, str(ROOT / "tools"))


@pytest.fixture(scope="module")
def site():
    if not (SITE / "index.html").is_file():
        pytest.fail("_site/ is not built: run `make site` (make test does it for you)")
    return SITE


def test_nothing_but_the_page(site):
    names = [p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()]
    assert not [n for n in names if n.endswith(".map")], "source maps in the site"
    assert not [n for n in names if n.startswith(("tests/", "node_modules/", "tools/", ".venv/"))]
    assert not [n for n in names if "__pycache__" in n]
    assert {"index.html", "sw.js", "build.json", "web/manifest.webmanifest", "web/vendor/pyodide/python_stdlib.zip",
            "web/vendor/pyodide/python_stdlib_rest.zip"} <= set(names)
    assert not [n for n in names if n.endswith(".py")], "the site's Python packed as bytecode, web/main.py in the page"
    assert "web/vendor/pyodide/pyodide-lock.json" not in names, "web/interpreter.mjs carries the runtime's lock"


def test_every_address_in_the_page_is_relative(site):
    for name in ("index.html", "web/boot.js", "web/ai_client.js", "web/ai_worker.js", "web/journal.js",
                 "web/manifest.webmanifest", "sw.js"):
        text = (site / name).read_text()
        assert not re.search(r"""(src|href)=["']/""", text), f"{name} has a root-relative address"
        assert not re.search(r"https?://", text), f"{name} names another origin"


def test_service_worker_precaches_every_file_of_this_build(site):
    text = (site / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", text, re.S).group(1))
    build = json.loads((site / "build.json").read_text())["build"]
    assert f'const BUILD = "{build}";' in text
    on_disk = {"./" + p.relative_to(site).as_posix() for p in site.rglob("*")
               if p.is_file() and not p.name.startswith(".") and p.name != "sw.js"}
    assert set(files) == on_disk | {"./"}
    assert len(files) == len(set(files)), "a file is listed twice (the cache would refuse it)"


def main_script(site) -> re.Match:
    """The page's Python script: its configuration and web/main.py, both written into the page."""
    found = re.search(r"""<script type="py" async="false" config='(\{.*?\})'>\n(.*?)</script>""",
                      (site / "index.html").read_text(), re.S)
    assert found, "index.html does not carry its PyScript configuration and main.py inline"
    return found


def inline_config(site) -> dict:
    """The PyScript configuration written into the built page (no file to fetch first)."""
    return json.loads(main_script(site).group(1))


def test_the_page_carries_main_py_itself(site):
    assert main_script(site).group(2) == (ROOT / "web" / "main.py").read_text()


def packed(site, archive: str = "web/vendor/pyodide/python_stdlib.zip") -> dict[str, bytes]:
    """What the standard library archive's python.zst holds (or another zstd frame of a zip, say
    web/python-sheet.zst): each file's first 16 bytes."""
    import subprocess

    listed = subprocess.run(["node", str(ROOT / "tools" / "pack_python.mjs"), "--list", str(site / archive)],
                            check=True, capture_output=True, text=True, cwd=ROOT).stdout
    return {name: bytes.fromhex(head) for name, head in json.loads(listed).items()}


def test_the_standard_library_archive_holds_what_a_start_imports_as_bytecode(site):
    """Pyodide mounts the build's own standard library archive: what Python reads before it runs
    sitecustomize, the module that unpacks python.zst, and python.zst (stored as it is), which holds
    every module a start imports as bytecode: the site's own (every module pyscript.toml lists),
    the standard library's, Pyodide's, and PyScript's package's (checked against its text)."""
    import tomllib
    import zipfile

    import build_site

    config = inline_config(site)
    assert "files" not in config, "Python imports the site's modules from the standard library archive"
    assert config["interpreter"] == "./web/interpreter.mjs"
    archive = zipfile.ZipFile(site / "web" / "vendor" / "pyodide" / "python_stdlib.zip")
    assert archive.namelist() == ["encodings/__init__.pyc", "encodings/aliases.pyc", "encodings/utf_8.pyc",
                                  "sitecustomize.pyc", "python.zst"]
    assert archive.getinfo("python.zst").compress_type == zipfile.ZIP_STORED, "already compressed"
    assert archive.read("python.zst")[:4] == bytes.fromhex("28b52ffd"), "a zstd frame"
    inside = packed(site)
    sheet = packed(site, build_site.SHEET)
    listed = tomllib.loads((ROOT / "pyscript.toml").read_text())["files"]
    for dest in listed.values():
        module = dest.removeprefix("./")[:-3] + ".pyc"
        later = module.startswith(build_site.SHEET_PACKAGES)
        assert module in (sheet if later else inside), f"{module} is missing"
        assert module not in (inside if later else sheet), f"{module} is in both archives"
    assert "ui/sheet/controller.pyc" in sheet and "euchre/sheet/tournament.pyc" in sheet, \
        "the score sheet's Python comes when the sheet is first opened, not with every start"
    assert all(head[4:8] == (0b01).to_bytes(4, "little") for head in sheet.values()), "hash-based bytecode"
    for name, head in inside.items():
        checked = name.startswith("pyscript-bytecode/")
        assert head[4:8] == (0b11 if checked else 0b01).to_bytes(4, "little"), f"{name}: not hash-based bytecode"
    assert not [name for name in inside if name.endswith(".py")], "bytecode only"
    assert "euchre/ai/duplicate.pyc" not in inside, "the duplicate-match harness is for CPython, not the page"
    for module in ("encodings/cp437.pyc", "asyncio/base_events.pyc", "zipfile/__init__.pyc",  # Pyodide's start
                   "html/entities.pyc",  # PyScript's (pyscript.display imports html)
                   "urllib/parse.pyc", "ipaddress.pyc",  # the page's (web/ui/table.py), and what that imports
                   "uuid.pyc", "datetime.pyc",  # imported by the score sheet's modules, when first opened
                   "pyodide/webloop.pyc", "_pyodide/_base.pyc"):  # Pyodide's own
        assert module in inside, f"{module} is not in the start's archive"
    for module in ("os.pyc", "site.pyc", "codecs.pyc", "importlib/_bootstrap.pyc"):
        assert module not in inside, f"{module} is frozen in the runtime: Python never reads it"
    assert "unittest/__init__.pyc" not in inside, "a module no start imports waits in the rest"
    pyscript = {name for name in inside if name.startswith("pyscript-bytecode/")}
    tag = re.fullmatch(r"pyscript-bytecode/__init__\.(cpython-\d+)\.pyc", min(pyscript)).group(1)  # Pyodide's
    assert pyscript == {f"pyscript-bytecode/{name[:-3]}.{tag}.pyc" for name in build_site.pyscript_python()}


def test_the_rest_of_the_standard_library_is_an_archive_of_its_own(site):
    """Every file of the runtime's own archive is in one of the two: what a start imports as
    bytecode, the rest as shipped (web/interpreter.mjs puts it on sys.path once the page has started)."""
    import zipfile

    shipped = zipfile.ZipFile(ROOT / "web" / "vendor" / "pyodide" / "python_stdlib.zip")
    rest = zipfile.ZipFile(site / "web" / "vendor" / "pyodide" / "python_stdlib_rest.zip")
    start = {name[:-1] for name in packed(site)} | {"encodings/__init__.py", "encodings/aliases.py",
                                                    "encodings/utf_8.py"}
    frozen = {"os.py", "site.py", "codecs.py", "io.py", "abc.py", "stat.py", "posixpath.py"}
    assert frozen <= set(rest.namelist()), "a frozen module's source, for a traceback or inspect"
    assert set(shipped.namelist()) - set(rest.namelist()) <= start, "a file of the runtime is in neither archive"
    assert not start & set(rest.namelist()), "a module is in both archives"
    assert "unittest/__init__.py" in rest.namelist()
    for name in ("unittest/__init__.py", "os.py", "json/tool.py"):
        assert rest.read(name) == shipped.read(name), name
    interpreter = (site / "web" / "interpreter.mjs").read_text()
    assert 'new URL("python_stdlib_rest.zip", INDEX_URL)' in interpreter


def test_the_page_starts_loading_the_runtimes_modules_at_once(site):
    index = (site / "index.html").read_text()
    head = index.split("</head>")[0]
    script = re.search(r"<script>\n(.*?)</script>", head, re.S).group(1)
    assert head.index("<script>") < head.index("<link"), "the preloads start before anything else"
    modules = json.loads(re.search(r'(\[".*?\])\.forEach', script).group(1))
    for url in modules:
        assert url.startswith("./") and (site / url).is_file(), url
    assert "modulepreload" in script
    # and on a first visit the runtime's data files, requested as Pyodide requests them
    data = json.loads(re.search(r'(\[".*?\])\.forEach\(function \(href\) \{ preload\("preload"', script).group(1))
    assert set(data) == {"./web/vendor/pyodide/pyodide.asm.wasm", "./web/vendor/pyodide/python_stdlib.zip"}
    for url in data:
        assert (site / url).is_file(), url
    assert 'link.as = "fetch"' in script and 'link.crossOrigin = "anonymous"' in script
    assert "!navigator.serviceWorker.controller" in script, "a visit the service worker serves preloads nothing"
    assert '["Chrome/", "Chromium/", "Firefox/"]' in script, "WebKit would download each preloaded file twice"
    assert {"./web/vendor/pyscript/core.js", "./web/interpreter.mjs", "./web/vendor/pyodide/pyodide.mjs",
            "./web/vendor/pyodide/pyodide.asm.mjs"} <= set(modules)
    assert "WebAssembly" in script and "static" in script, "an old browser must not download the runtime"
    config = inline_config(site)
    assert config["interpreter"] == "./web/interpreter.mjs"
    assert "!error" not in config["plugins"] and "!py-terminal" in config["plugins"]
    # MicroPython's script type gets the same plugin list, or PyScript loads every plugin for it
    mpy = re.search(r'<mpy-config type="json" hidden>(.*?)</mpy-config>', index).group(1)
    assert json.loads(mpy) == {"plugins": config["plugins"]}


def test_the_interpreter_module_carries_the_runtimes_lock_without_its_packages(site):
    """Pyodide would fetch its package lock (119 KB) before Python starts; the page loads no packages."""
    interpreter = (site / "web" / "interpreter.mjs").read_text()
    lock = json.loads(re.search(r"^const LOCK = (\{.*?\});", interpreter, re.M).group(1))
    shipped = json.loads((ROOT / "web" / "vendor" / "pyodide" / "pyodide-lock.json").read_text())
    assert lock == {"info": shipped["info"], "packages": {}}
    assert 'from "./vendor/pyodide/pyodide.mjs"' in interpreter
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", (site / "sw.js").read_text(), re.S).group(1))
    assert "./web/interpreter.mjs" in files


def test_the_expert_worker_uses_the_pages_runtime_and_is_cached(site):
    worker = (site / "web" / "ai_worker.js").read_text()
    assert 'from "./interpreter.mjs"' in worker  # the same runtime, with the site's Python in it
    assert "mountRest(pyodide)" in worker
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", (site / "sw.js").read_text(), re.S).group(1))
    assert {"./web/ai_worker.js", "./web/ai_client.js", "./web/vendor/pyodide/python_stdlib.zip",
            "./web/vendor/pyodide/python_stdlib_rest.zip"} <= set(files)
    assert '<script src="./web/ai_client.js" defer></script>' in (site / "index.html").read_text()


def test_the_score_sheets_journal_is_loaded_by_the_page_and_cached(site):
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", (site / "sw.js").read_text(), re.S).group(1))
    assert "./web/journal.js" in files
    assert '<script src="./web/journal.js" defer></script>' in (site / "index.html").read_text()
    assert 'durability: "strict"' in (site / "web" / "journal.js").read_text()


def test_every_engine_module_is_listed_subpackages_too_but_the_duplicate_harness():
    import tomllib

    listed = {key.removeprefix("./") for key in tomllib.loads((ROOT / "pyscript.toml").read_text())["files"]}
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "euchre").rglob("*.py") if "__pycache__" not in p.parts}
    assert modules - {"euchre/ai/duplicate.py"} <= listed
    assert "euchre/ai/remote.py" in listed and "euchre/ai/duplicate.py" not in listed


def test_the_same_sources_pack_into_the_same_archives(tmp_path):
    import os
    import shutil
    import subprocess

    sources = tmp_path / "euchre"
    shutil.copytree(ROOT / "euchre", sources, ignore=shutil.ignore_patterns("__pycache__"))
    outputs = []
    for name in ("first", "second"):
        if outputs:  # the same files, dated a day later (a zip's clock ticks in 2 s): a dated archive would differ
            for path in sources.rglob("*"):
                stat = path.stat()
                os.utime(path, (stat.st_atime + 86_400, stat.st_mtime + 86_400))
        out = tmp_path / name
        maps = [f"euchre/{p.relative_to(sources).as_posix()}={p}" for p in sorted(sources.rglob("*.py"))]
        subprocess.run(["node", str(ROOT / "tools" / "pack_python.mjs"),
                        "--stdlib", str(ROOT / "web" / "vendor" / "pyodide" / "python_stdlib.zip"),
                        "--start", f"{out}-start.zip", "--rest", f"{out}-rest.zip",
                        "--sitecustomize", str(ROOT / "web" / "sitecustomize.py"), *maps],
                       check=True, capture_output=True, cwd=ROOT)
        outputs.append((Path(f"{out}-start.zip").read_bytes(), Path(f"{out}-rest.zip").read_bytes()))
    assert outputs[0] == outputs[1], "the archives differ between two builds of the same files"


START_BUDGET = 5_000_000
"""Bytes on the wire before the table is usable on a first visit, gzip-encoded as GitHub Pages
sends them (docs/PERFORMANCE.md: at 20 Mbit/s, 2 s of a 4 s start)."""


def test_what_a_first_visit_needs_before_the_table_fits_the_budget(site):
    """A first visit fetches the page, what its <head> names, the modules and files it preloads, and
    nothing else before the table is usable (tests/browser/test_boot.py checks the page asks for
    nothing more); gzip-encoded as GitHub Pages sends them (tools/serve.py), they stay under the budget."""
    import gzip

    import serve

    index = (site / "index.html").read_text()
    head = index.split("</head>")[0]
    named = re.findall(r'(?:href|src)="(\./[^"]+)"', head)
    preloaded = [url for found in re.findall(r'(\[".*?\])\.forEach', head) for url in json.loads(found)]
    needed = {"index.html"} | {url.removeprefix("./") for url in named + preloaded}
    for name in needed:
        assert (site / name).is_file(), name
    assert {"web/vendor/pyodide/pyodide.asm.wasm", "web/vendor/pyodide/python_stdlib.zip",
            "web/vendor/pyodide/pyodide.asm.mjs", "web/interpreter.mjs", "web/boot.js"} <= needed
    assert not [name for name in needed if "/qr/" in name or "/pouchdb/" in name or "rest" in name
                or name == "sw.js"], "what only the offline copy, the QR reader or live sync needs comes later"

    def on_the_wire(name: str) -> int:
        data = (site / name).read_bytes()
        kind = serve.Handler.guess_type(serve.Handler, name)
        return len(gzip.compress(data, serve.GZIP_LEVEL)) if kind.startswith(serve.COMPRESSED) else len(data)

    total = sum(on_the_wire(name) for name in needed)
    assert total <= START_BUDGET, f"{total:,} bytes before the table is usable: over the budget of {START_BUDGET:,}"
