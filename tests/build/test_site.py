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
    assert {"index.html", "python.zip", "sw.js", "build.json", "web/manifest.webmanifest"} <= set(names)
    assert not [n for n in names if n.endswith(".py")], "sources packed in python.zip, web/main.py in the page"


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


def test_python_archive_holds_every_module_with_bytecode(site):
    import tomllib
    import zipfile

    import build_site

    config = inline_config(site)
    assert "files" not in config, "web/interpreter.mjs fetches the archive, not PyScript"
    assert config["interpreter"] == "./web/interpreter.mjs"
    listed = tomllib.loads((ROOT / "pyscript.toml").read_text())["files"]
    archive = zipfile.ZipFile(site / "python.zip")
    names = set(archive.namelist())
    for source, dest in listed.items():
        module = dest.removeprefix("./")
        assert module in names, f"{module} is missing from python.zip"
        # zipimport finds bytecode beside the source: hash-based, unchecked (flags 0b01)
        pyc = archive.read(module[:-3] + ".pyc")
        assert pyc[4:8] == (1).to_bytes(4, "little"), module
        assert archive.read(module) == (ROOT / source).read_bytes()
    assert not [n for n in names if "__pycache__" in n]
    # and PyScript's own package as bytecode, checked against the text PyScript writes (web/interpreter.mjs)
    pyscript = {n for n in names if n.startswith("pyscript-bytecode/")}
    tag = re.fullmatch(r"pyscript-bytecode/__init__\.(cpython-\d+)\.pyc", min(pyscript)).group(1)  # Pyodide's Python
    assert pyscript == {f"pyscript-bytecode/{name[:-3]}.{tag}.pyc" for name in build_site.pyscript_python()}
    assert f"pyscript-bytecode/display.{tag}.pyc" in pyscript
    for name in pyscript:
        assert archive.read(name)[4:8] == (0b11).to_bytes(4, "little"), f"{name} is not checked-hash bytecode"
    assert len(names - pyscript) == 2 * len(listed), "the archive holds the listed modules (and their bytecode) only"
    assert "euchre/ai/duplicate.py" not in names, "the duplicate-match harness is for CPython, not the page"
    # the interpreter module fetches it with the runtime's files and imports it as it is
    interpreter = (site / "web" / "interpreter.mjs").read_text()
    assert 'const ARCHIVE_URL = new URL("../python.zip", import.meta.url).href;' in interpreter
    assert "_s.path.insert(0, ${JSON.stringify(ARCHIVE)})" in interpreter


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
    assert set(data) == {"./web/vendor/pyodide/pyodide.asm.wasm", "./web/vendor/pyodide/python_stdlib.zip",
                         "./web/vendor/pyodide/pyodide-lock.json", "./python.zip"}
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


def test_the_interpreter_module_carries_the_build_id(site):
    build = json.loads((site / "build.json").read_text())["build"]
    interpreter = (site / "web" / "interpreter.mjs").read_text()
    assert f'const BUILD = "{build}";' in interpreter and "__BUILD__" not in interpreter
    assert 'from "./vendor/pyodide/pyodide.mjs"' in interpreter
    assert 'new URL("./snapshot_worker.js", import.meta.url)' in interpreter
    assert (site / "web" / "snapshot_worker.js").is_file()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", (site / "sw.js").read_text(), re.S).group(1))
    assert {"./web/interpreter.mjs", "./web/snapshot_worker.js"} <= set(files)


def test_the_expert_worker_uses_the_pages_runtime_and_archive_and_is_cached(site):
    worker = (site / "web" / "ai_worker.js").read_text()
    assert 'from "./interpreter.mjs"' in worker  # which brings python.zip
    assert (site / "web" / "vendor" / "pyodide" / "pyodide.mjs").is_file()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", (site / "sw.js").read_text(), re.S).group(1))
    assert {"./web/ai_worker.js", "./web/ai_client.js", "./python.zip"} <= set(files)
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


def test_the_same_sources_pack_into_the_same_archive(site, tmp_path):
    import os
    import shutil
    import subprocess

    sources = tmp_path / "euchre"
    shutil.copytree(ROOT / "euchre", sources, ignore=shutil.ignore_patterns("__pycache__"))
    outputs = []
    for name in ("first.zip", "second.zip"):
        if outputs:  # the same files, dated a day later (a zip's clock ticks in 2 s): a dated archive would differ
            for path in sources.rglob("*"):
                stat = path.stat()
                os.utime(path, (stat.st_atime + 86_400, stat.st_mtime + 86_400))
        out = tmp_path / name
        maps = [f"euchre/{p.relative_to(sources).as_posix()}={p}" for p in sorted(sources.rglob("*.py"))]
        subprocess.run(["node", str(ROOT / "tools" / "pack_python.mjs"), str(out), *maps],
                       check=True, capture_output=True, cwd=ROOT)
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1], "python.zip differs between two builds of the same files"


def test_the_runtimes_standard_library_comes_with_what_a_start_imports_as_bytecode(site):
    """Pyodide's python_stdlib.zip holds sources, which Python compiles on every start; the site's
    copy has the modules a start imports as bytecode (tools/pack_python.mjs), and the rest as it is."""
    import zipfile

    shipped = zipfile.ZipFile(ROOT / "web" / "vendor" / "pyodide" / "python_stdlib.zip")
    built = zipfile.ZipFile(site / "web" / "vendor" / "pyodide" / "python_stdlib.zip")
    compiled = {name[:-1] for name in built.namelist() if name.endswith(".pyc")}
    for module in ("encodings/__init__.py", "asyncio/base_events.py", "zipfile/__init__.py",  # Pyodide's start
                   "html/entities.py",  # PyScript's (pyscript.display imports html)
                   "urllib/parse.py", "ipaddress.py",  # the page's (web/ui/table.py), and what that imports
                   "uuid.py"):  # imported by the score sheet's modules, when first opened
        assert module in compiled, f"{module} is not compiled"
        header = built.read(module + "c")[:16]
        assert header[2:4] == b"\r\n" and header[4:8] == (1).to_bytes(4, "little"), module  # unchecked hash
    assert "unittest/__init__.py" not in compiled, "a module no start imports stays as it is"
    assert not compiled & set(built.namelist()), "a compiled module's source is left beside it"
    assert set(built.namelist()) == {name + "c" if name in compiled else name for name in shipped.namelist()}
    for name in set(shipped.namelist()) - compiled:
        assert built.read(name) == shipped.read(name), name
