"""A stand-in for the browser around the page's Python: the document (``fake_dom``'s, with events,
ids and ``closest``), the window (console, clipboard, timers, localStorage) and ``pyodide.ffi``,
so the modules that touch the browser (``ui.kit.boundary``, ``ui.sheet.sync``) run in CPython."""

from __future__ import annotations

import contextlib
import importlib
import sys
import types

from .fake_dom import FakeDocument, FakeElement


class Element(FakeElement):
    def __init__(self, document, tag, namespace=None) -> None:
        super().__init__(document, tag, namespace)
        self.listeners: dict[str, list] = {}

    def addEventListener(self, event: str, handler) -> None:
        self.listeners.setdefault(event, []).append(handler)

    def fire(self, event: str, target=None) -> None:
        for handler in self.listeners.get(event, []):
            handler(types.SimpleNamespace(target=target or self, type=event))

    def closest(self, selector: str):
        """The element or its nearest parent that matches ``tag[attribute]``, ``[attribute]`` or ``tag``."""
        tag, _, attribute = selector.rstrip("]").partition("[")
        node = self
        while isinstance(node, FakeElement):
            if (not tag or node.tagName == tag.upper()) and (not attribute or attribute in node.attributes):
                return node
            node = node.parentNode
        return None

    @property
    def id(self) -> str:
        return self.attributes.get("id", "")

    @id.setter
    def id(self, value: str) -> None:
        self.attributes["id"] = value


class Document(FakeDocument):
    def __init__(self) -> None:
        super().__init__()
        self.body = self.createElement("body")
        self.head = self.createElement("head")

    def querySelector(self, selector: str):
        return None

    def createElement(self, tag: str) -> Element:
        return Element(self, tag)

    def getElementById(self, wanted: str):
        stack = [self.body]
        while stack:
            node = stack.pop()
            if node.attributes.get("id") == wanted:
                return node
            stack.extend(node.children)
        return None


class Settled:
    """A promise already settled: its callbacks run at once."""

    def __init__(self, value=None, error=None) -> None:
        self.value, self.error = value, error

    def then(self, on_value, on_error) -> None:
        if self.error is None:
            on_value(self.value)
        else:
            on_error(self.error)


class Clipboard:
    def __init__(self, allowed: bool = True) -> None:
        self.allowed, self.text = allowed, None

    def writeText(self, text: str) -> Settled:
        if not self.allowed:
            return Settled(error="NotAllowedError")
        self.text = text
        return Settled(None)


class Storage(dict):
    def setItem(self, key: str, value: str) -> None:
        self[key] = str(value)

    def getItem(self, key: str):
        return self.get(key)

    def removeItem(self, key: str) -> None:
        self.pop(key, None)


class Window:
    def __init__(self) -> None:
        self.logged: list[str] = []
        self.console = types.SimpleNamespace(error=self.logged.append)
        self.navigator = types.SimpleNamespace(clipboard=Clipboard())
        self.timers: list = []
        self.localStorage = Storage()

    def setTimeout(self, handler, milliseconds: int) -> int:
        self.timers.append(handler)
        return len(self.timers)


@contextlib.contextmanager
def browser(monkeypatch, *names: str):
    """The page's modules ``names`` ("ui.kit.boundary"), imported on a stand-in document and window
    (``pyscript``) and ``pyodide.ffi``; taken away again after, so no other test sees them. Yields
    the document, the window and each module by its last name."""
    document, window = Document(), Window()
    pyscript = types.ModuleType("pyscript")
    pyscript.document, pyscript.window = document, window
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = ffi.create_once_callable = lambda handler: handler
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi
    for name, module in (("pyscript", pyscript), ("pyodide", pyodide), ("pyodide.ffi", ffi)):
        monkeypatch.setitem(sys.modules, name, module)
    before = set(sys.modules)
    try:
        found = {name.rsplit(".", 1)[-1]: importlib.import_module(name) for name in names}
        yield types.SimpleNamespace(document=document, window=window, **found)
    finally:
        for name in sorted(_touching(set(sys.modules) - before, (document, window, ffi, pyscript))):
            parent, _, last = name.rpartition(".")
            sys.modules.pop(name, None)
            if parent in sys.modules:
                vars(sys.modules[parent]).pop(last, None)


def _touching(names: set[str], stand_ins: tuple) -> set[str]:
    """Of the modules ``names``, those that hold a stand-in, or a module or function of one that does."""
    held = {id(value) for value in stand_ins}
    found: set[str] = set()
    while True:
        more = {name for name in names - found
                if any(id(value) in held or getattr(value, "__module__", None) in found
                       or getattr(value, "__name__", None) in found for value in vars(sys.modules[name]).values())}
        if not more:
            return found
        found |= more
        held |= {id(sys.modules[name]) for name in more}
