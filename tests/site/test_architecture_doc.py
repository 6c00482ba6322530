"""docs/ARCHITECTURE.md stays true: every file it names exists, and the modules it says touch the
browser are exactly those that import ``js`` or ``pyscript``."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "ARCHITECTURE.md").read_text()
NAMED = re.compile(r"`([\w./-]+\.(?:py|js|mjs|css|md|html|toml)|[\w./-]+/)`")


def named_files() -> list[tuple[str, Path]]:
    """Each file or folder the doc names, with where it must be: a path from the repository's root,
    or, in a table's first column, a name inside the folder the lines before the table name."""
    found, folder = [], ROOT
    for line in DOC.splitlines():
        cells = line.split("|")
        in_table = line.startswith("|") and len(cells) > 2
        first = cells[1] if in_table else line
        for name in NAMED.findall(first):
            if "/" in name.rstrip("/"):
                found.append((name, ROOT / name))
            elif in_table and not re.fullmatch(r"-+", name):
                found.append((name, folder / name))
        if not in_table:
            folders = [n for n in NAMED.findall(line) if n.endswith("/")]
            if folders:
                folder = ROOT / folders[-1]
    return found


def test_every_file_the_doc_names_exists():
    named = named_files()
    assert len(named) > 100, "the doc's files were not found: the pattern no longer reads it"
    missing = sorted(name for name, path in named if not path.exists())
    assert missing == []


def imports_the_browser(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text())):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
            [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
        if any(name.split(".")[0] in ("js", "pyscript") for name in names):
            return True
    return False


def test_the_modules_said_to_touch_the_browser_are_those_that_do():
    block = DOC.split("<!-- browser-modules -->")[1].split("<!-- /browser-modules -->")[0]
    said = set(re.findall(r"`([\w/.]+\.py)`", block))
    touching = {path.relative_to(ROOT).as_posix() for path in (ROOT / "web").rglob("*.py")
                if "vendor" not in path.parts and imports_the_browser(path)}
    assert said == touching


def test_the_doc_is_short():
    assert len(DOC.split()) < 3000
    assert max(len(line) for line in DOC.splitlines()) < 300
