"""The deployable folder `_site/` holds what the page needs and nothing else."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
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
    assert {"index.html", "pyscript.toml", "sw.js", "build.json", "web/manifest.webmanifest"} <= set(names)


def test_every_address_in_the_page_is_relative(site):
    for name in ("index.html", "web/boot.js", "web/manifest.webmanifest", "pyscript.toml", "sw.js"):
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
