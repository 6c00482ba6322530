"""docs/RULES.md names real switches, functions and tests, and describes every switch."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import re
from pathlib import Path

import pytest

from euchre import Rules

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")

SWITCHES = re.findall(r"`Rules\.(\w+)`", DOC)
CODE = sorted(set(re.findall(r"`(euchre(?:\.\w+)+)`", DOC)))
TESTS = sorted(set(re.findall(r"`(tests/(?:\w+/)*\w+\.py)::(\w+)`", DOC)))


def test_the_document_cites_something_of_each_kind():
    assert len(SWITCHES) >= 4 and len(CODE) >= 20 and len(TESTS) >= 40


def test_every_rules_field_is_described_once_with_its_house_rule():
    fields = [f.name for f in dataclasses.fields(Rules)]
    assert sorted(SWITCHES) == sorted(fields), "each Rules field is the switch of exactly one rule"
    for name in fields:
        number = Rules.describe(name)["house_rule"]
        paragraph = DOC[DOC.rindex("**House rule", 0, DOC.index(f"`Rules.{name}`")):]
        assert paragraph.startswith(f"**House rule {number}."), name


def test_rules_fields_are_declared_in_house_rule_order():
    numbers = [Rules.describe(name)["house_rule"] for name in Rules.names()]
    assert numbers == sorted(numbers) == [1, 2, 3, 4]


def test_house_rules_and_hoyles_rules_all_appear():
    for number in range(1, 10):
        assert re.search(rf"house rule {number}\b", DOC, re.IGNORECASE), f"house rule {number}"
    for number in range(1, 6):
        assert re.search(rf"Hoyle {number}\b", DOC), f"Hoyle {number}"


@pytest.mark.parametrize("dotted", CODE)
def test_every_cited_function_exists(dotted):
    parts = dotted.split(".")
    for split in range(len(parts), 0, -1):
        try:
            target = importlib.import_module(".".join(parts[:split]))
        except ModuleNotFoundError:
            continue
        for name in parts[split:]:
            assert hasattr(target, name), f"{dotted}: no {name} in {target!r}"
            target = getattr(target, name)
        return
    pytest.fail(f"{dotted}: no such module")


def _test_names(path: str) -> set[str]:
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    return {node.name for node in tree.body if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")}


@pytest.mark.parametrize("path,name", TESTS, ids=[f"{p}::{n}" for p, n in TESTS])
def test_every_cited_test_exists(path, name):
    assert (ROOT / path).is_file(), path
    assert name in _test_names(path), f"{path} has no test named {name}"
