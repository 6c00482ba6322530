"""The usage examples in the engine's docstrings run and give what they show."""

import doctest
import importlib
import pkgutil

import pytest

import euchre

MODULES = ["euchre"] + [m.name for m in pkgutil.walk_packages(euchre.__path__, "euchre.")]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} failed"


def test_every_module_shows_how_to_use_it():
    for name in MODULES:
        module = importlib.import_module(name)
        assert module.__doc__ and ">>>" in module.__doc__, f"{name} has no usage example in its docstring"
