"""The score sheet's page as a package: imports that run one way with no circle (not even inside a
function), views that never reach the browser or the controller, and files of a readable size."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.sheet.test_package import find_cycle, import_graph

WEB = Path(__file__).resolve().parents[2] / "web"
UI = WEB / "ui"
BROWSER = {"js", "pyodide", "pyscript"}


def sheet_graph() -> dict[str, set[str]]:
    graph = import_graph(UI)
    return {name: edges for name, edges in graph.items() if name.startswith(("ui.sheet", "ui.kit"))}


def outside_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level:
            found.add((node.module or "").split(".")[0])
    return found


def test_the_sheet_and_the_kit_import_in_one_direction_with_no_circle():
    graph = sheet_graph()
    assert "ui.sheet.screens.hands" in graph and "ui.sheet.update" in graph
    cycle = find_cycle(graph)
    assert cycle is None, f"import cycle: {' -> '.join(cycle)}"


def test_views_and_actions_never_import_the_controller_the_browser_or_the_update():
    graph = sheet_graph()
    above = {"ui.sheet.controller", "ui.sheet.store", "ui.sheet.sync", "ui.sheet.update", "ui.sheet.page",
             "ui.sheet.core", "ui.sheet.arrivals", "ui.sheet.answers", "ui.kit.boundary", "ui.kit.dom"}
    for name, edges in graph.items():
        if name.startswith(("ui.sheet.screens", "ui.sheet.words")) or name in (
                "ui.sheet.state", "ui.sheet.routes", "ui.sheet.registry", "ui.sheet.steps", "ui.sheet.actions",
                "ui.sheet.effects", "ui.sheet.sync_status"):
            assert not edges & above, f"{name} imports {sorted(edges & above)}"
    for name in ("ui.sheet.registry", "ui.sheet.sync_status"):
        assert not {e for e in graph[name] if e.startswith("ui.sheet")}, f"{name} is read by all: it imports none"


def test_only_the_controller_the_store_and_sync_touch_the_browser():
    touching = {path.relative_to(UI).as_posix() for path in (UI / "sheet").rglob("*.py")
                if outside_imports(path) & BROWSER}
    assert touching == {"sheet/controller.py", "sheet/store.py", "sheet/sync.py"}


def test_no_file_of_the_page_is_over_500_lines():
    long = {path.relative_to(WEB).as_posix(): n for path in WEB.rglob("*")
            if path.suffix in (".py", ".js") and "vendor" not in path.parts
            and (n := len(path.read_text().splitlines())) > 500}
    assert long == {}
