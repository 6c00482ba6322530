"""The score sheet as a package: imports that run one way, no module name left over from its first
shape, and the rules the page used to hold (may the next round be seated? who has partnered
twice?) in the model."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import euchre.sheet
from euchre.errors import TournamentError
from euchre.sheet import MAX_ROUNDS, RepeatedPair, RoundProblem, RoundTrouble, Tournament
from tests.helpers.sheet import Clock, install_seating, sheet

ENGINE = Path(euchre.__file__).resolve().parent


def finish(t: Tournament, round_number: int, clock: Clock) -> Tournament:
    """Every table of the round with its eight hands recorded (a & b make three tricks each time)."""
    for table in t.round(round_number).tables:
        for _ in range(8):
            t = t.record_hand(round_number, table.number, makers=0, tricks=3, at=clock())
    return t

# --- the import graph ------------------------------------------------------------------------


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports, from every import statement in it:
    at the top, under ``if TYPE_CHECKING:`` or inside a function alike."""
    modules = {module_name(p, root): p for p in root.rglob("*.py") if "__pycache__" not in p.parts}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")
                    base = base[:len(base) - (node.level - 1)]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                # ``from package import module`` imports the module; ``from module import name`` the module.
                targets = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules else source
                           for alias in node.names]
            else:
                continue
            edges.update(t for t in targets if t in modules and t != name)
        graph[name] = edges
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle (its modules in order, the first repeated at the end), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_the_cycle_finder_sees_a_cycle_hidden_in_a_function(tmp_path):
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("from . import low\n")
    (package / "sub" / "low.py").write_text("def later():\n    from .high import thing\n    return thing\n")
    (package / "sub" / "high.py").write_text("from .low import later\nthing = 1\n")
    (package / "side.py").write_text("from .sub import high\n")
    graph = import_graph(package)
    assert graph["pkg.side"] == {"pkg.sub.high"}
    assert graph["pkg.sub"] == {"pkg.sub.low"}
    assert find_cycle(graph) == ["pkg.sub.high", "pkg.sub.low", "pkg.sub.high"]
    (package / "sub" / "low.py").write_text("def later():\n    return 1\n")
    assert find_cycle(import_graph(package)) is None


def test_the_engine_has_no_import_cycle():
    graph = import_graph(ENGINE)
    assert "euchre.sheet.tournament" in graph and "euchre.sheet.format" in graph
    assert find_cycle(graph) is None, f"import cycle: {' -> '.join(find_cycle(graph))}"


# Each part of the sheet may import only the parts listed for it (and the engine outside the sheet).
LAYERS = {
    "euchre.sheet.limits": set(),
    "euchre.sheet.reasons": set(),
    "euchre.sheet.checks": {"limits"},
    "euchre.sheet.names": {"limits", "checks"},
    "euchre.sheet.totals": {"checks", "reasons"},
    "euchre.sheet.keys": set(),
    "euchre.sheet.history": {"limits", "checks"},
    "euchre.sheet.values": {"limits", "checks", "history", "reasons", "totals"},
    "euchre.sheet.standings": {"values"},
    "euchre.sheet.next_round": {"checks", "values"},
    "euchre.sheet.tournament": {"limits", "checks", "names", "reasons", "totals", "history", "keys", "values",
                                "standings", "next_round"},
    "euchre.sheet.format": {"limits", "checks", "names", "totals", "history", "keys", "values", "tournament"},
    "euchre.sheet.merge": {"limits", "checks", "names", "reasons", "history", "values", "tournament"},
    "euchre.sheet.csv": {"tournament", "season"},
    "euchre.sheet.cards": {"checks", "limits", "tournament"},
    "euchre.sheet.roster": {"checks", "names", "reasons"},
    "euchre.sheet.season": {"checks", "limits", "names", "tournament"},
    "euchre.sheet.season_format": {"checks", "limits", "roster", "season"},
    "euchre.sheet.share": {"limits", "checks", "names", "reasons", "history", "keys", "values", "tournament",
                           "merge"},
    "euchre.sheet.sync_docs": {"limits", "checks", "tournament", "format", "merge"},
    "euchre.sheet.sync_access": {"limits", "checks"},
    "euchre.sheet.sync_link": {"limits", "checks", "tournament", "merge", "share", "sync_access", "sync_docs"},
}
GONE = ("euchre.tournament", "euchre.sheet_format", "euchre.sheet_share", "euchre.sheet.shortcuts",
        "euchre.sheet.seating", "euchre.players")
"""Names the sheet (and the engine) had once: nothing keeps them alive for old callers."""
FORMS = ("format", "merge", "csv", "share", "sync_docs", "sync_access", "sync_link", "season_format")


def test_the_sheet_imports_run_one_way():
    graph = import_graph(ENGINE)
    sheet_modules = {name for name in graph if name.startswith("euchre.sheet.")}
    assert sheet_modules == set(LAYERS), "a module of the sheet without a layer: add it to LAYERS"
    for name, allowed in LAYERS.items():
        inside = {target.removeprefix("euchre.sheet.") for target in graph[name] if target.startswith("euchre.sheet")}
        assert inside <= allowed, f"{name} imports {sorted(inside - allowed)}"


def test_the_model_does_not_import_its_forms():
    graph = import_graph(ENGINE)
    for name in set(LAYERS) - {f"euchre.sheet.{form}" for form in FORMS}:
        assert not {t for t in graph[name] if t.removeprefix("euchre.sheet.") in FORMS}, name


def test_no_module_is_kept_only_for_an_old_name():
    modules = set(import_graph(ENGINE))
    assert not modules & set(GONE)
    assert "euchre.sheet.next_round" in modules and "euchre.schedules" in modules   # one meaning per name


def test_the_lazy_names_of_euchre_are_the_sheets():
    for name in ("Tournament", "Standings", "TournamentTable", "MergeReport", "load_tournament", "standings_csv"):
        assert getattr(euchre, name) is getattr(euchre.sheet, name)


# --- may the next round be seated? ------------------------------------------------------------

def test_the_next_round_needs_four_active_players():
    clock = Clock()
    t = Tournament.new("t", "T", at=clock(), players=["Ann", "Bob", "Cy"])
    assert t.next_round_problem() == RoundProblem(RoundTrouble.TOO_FEW_PLAYERS)
    assert not t.can_seat_next_round()
    with pytest.raises(TournamentError):
        t.start_round(at=clock())
    t = t.add_player("Di", at=clock())
    assert t.next_round_problem() is None and t.can_seat_next_round()
    t = t.remove_player(3, at=clock())
    assert t.next_round_problem() == RoundProblem(RoundTrouble.TOO_FEW_PLAYERS)
    assert t.restore_player(3, at=clock()).can_seat_next_round()


def test_the_next_round_waits_for_the_tables_still_playing():
    clock = Clock()
    t = sheet(8).start_round(tables=[(0, 1, 2, 3), (4, 5, 6, 7)], at=clock())
    reason = RoundProblem(RoundTrouble.TABLES_STILL_PLAYING, round=1)
    assert t.next_round_problem() == reason
    for _ in range(8):
        t = t.record_hand(1, 1, makers=0, tricks=3, at=clock())
    assert t.table(1, 1).is_complete and t.next_round_problem() == reason     # table 2 still playing
    t = t.enter_totals(1, 2, 10, 6, at=clock())                               # finished by its round totals
    assert t.next_round_problem() is None
    t = t.clear_totals(1, 2, at=clock())
    assert t.next_round_problem() == reason
    closed = t.close_round(1, at=clock(), incomplete_ok=True)
    assert closed.next_round_problem() is None
    assert closed.reopen_round(1, at=clock()).next_round_problem() == reason


def test_the_next_round_is_refused_past_the_most_rounds():
    clock = Clock()
    t = sheet(4)
    for _ in range(MAX_ROUNDS):
        assert t.can_seat_next_round()
        t = t.start_round(tables=[(0, 1, 2, 3)], at=clock()).close_round(len(t.rounds) + 1, at=clock(),
                                                                        incomplete_ok=True)
    assert t.next_round_problem() == RoundProblem(RoundTrouble.TOO_MANY_ROUNDS, limit=MAX_ROUNDS)
    with pytest.raises(TournamentError, match="at most"):
        t.start_round(tables=[(0, 1, 2, 3)], at=clock())


def test_when_the_next_round_can_be_seated_it_is(monkeypatch):
    install_seating(monkeypatch)
    clock = Clock()
    t = sheet(9)
    for number in range(1, 4):
        assert t.can_seat_next_round()
        t = t.start_round(at=clock())
        assert len(t.rounds) == number and not t.can_seat_next_round()
        t = finish(t, number, clock)
    assert t.can_seat_next_round()


# --- partners more than once ------------------------------------------------------------------

def test_repeated_partners_counts_pairs_in_either_seat_order():
    clock = Clock()
    t = sheet(8)
    assert t.repeated_partners() == ()
    t = t.start_round(tables=[(0, 1, 2, 3), (4, 5, 6, 7)], at=clock())
    assert t.repeated_partners() == ()
    t = t.close_round(1, at=clock(), incomplete_ok=True)
    t = t.start_round(tables=[((1, 0), (4, 6)), ((3, 2), (5, 7))], at=clock())  # still open: counts too
    assert t.repeated_partners() == (RepeatedPair((0, 1), 2), RepeatedPair((2, 3), 2))
    t = t.close_round(2, at=clock(), incomplete_ok=True)
    t = t.start_round(tables=[(0, 1, 5, 7), (2, 4, 3, 6)], at=clock())
    assert [(pair.players, pair.times) for pair in t.repeated_partners()] == [((0, 1), 3), ((2, 3), 2), ((5, 7), 2)]
    assert len(t.repeated_partners()) == 3    # what the page says: "So far 3 pairs of players ..."


def test_opponents_and_byes_are_not_partners():
    clock = Clock()
    t = sheet(5).start_round(tables=[(0, 1, 2, 3)], at=clock()).close_round(1, at=clock(), incomplete_ok=True)
    t = t.start_round(tables=[(0, 2, 1, 3)], at=clock()).close_round(2, at=clock(), incomplete_ok=True)
    t = t.start_round(tables=[(0, 3, 1, 2)], at=clock())
    assert t.rounds[0].byes == (4,) and t.repeated_partners() == ()


def test_a_whist_schedule_repeats_no_partner():
    clock = Clock()
    t = sheet(8)
    for number in range(1, 8):
        t = finish(t.start_round(at=clock()), number, clock)
    assert t.repeated_partners() == ()
    t = t.start_round(at=clock())    # an eighth round of seven-round schedule: someone partners again
    assert t.repeated_partners() and all(pair.times == 2 for pair in t.repeated_partners())
