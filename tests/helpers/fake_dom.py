"""A small stand-in for the browser's document, enough for ``ui.kit.patch`` to run in CPython:
elements with attributes and children, text nodes, focus, and form fields whose shown value
follows their attribute until the person edits them (the HTML "dirty" flag)."""

from __future__ import annotations


class FakeText:
    def __init__(self, data: str) -> None:
        self.data = data
        self.parentNode = None

    @property
    def textContent(self) -> str:
        return self.data


class FakeElement:
    def __init__(self, document: FakeDocument, tag: str, namespace: str | None = None) -> None:
        self.ownerDocument = document
        self.tagName = tag.upper()
        self.namespace = namespace
        self.attributes: dict[str, str] = {}
        self.childNodes: list = []
        self.parentNode = None
        self.inner_html: str | None = None
        self._value: str | None = None
        self._checked: bool | None = None

    # --- tree -----------------------------------------------------------------------------
    @property
    def firstChild(self):
        return self.childNodes[0] if self.childNodes else None

    @property
    def children(self) -> list[FakeElement]:
        return [c for c in self.childNodes if isinstance(c, FakeElement)]

    def _detach(self, node) -> None:
        if node.parentNode is not None:
            node.parentNode.childNodes.remove(node)
        node.parentNode = None

    def appendChild(self, node):
        self.ownerDocument.operations += 1
        self._detach(node)
        self.childNodes.append(node)
        node.parentNode = self
        return node

    def insertBefore(self, node, reference):
        self.ownerDocument.operations += 1
        if reference is None:
            return self.appendChild(node)
        self._detach(node)
        self.childNodes.insert(self.childNodes.index(reference), node)
        node.parentNode = self
        return node

    def removeChild(self, node):
        self.ownerDocument.operations += 1
        self.childNodes.remove(node)
        node.parentNode = None
        if self.ownerDocument.activeElement is not None and _contains(node, self.ownerDocument.activeElement):
            self.ownerDocument.activeElement = None
        return node

    # --- attributes -------------------------------------------------------------------------
    def setAttribute(self, name: str, value: str) -> None:
        self.ownerDocument.operations += 1
        self.attributes[name] = str(value)

    def removeAttribute(self, name: str) -> None:
        self.ownerDocument.operations += 1
        self.attributes.pop(name, None)

    def getAttribute(self, name: str):
        return self.attributes.get(name)

    # --- text ---------------------------------------------------------------------------------
    @property
    def textContent(self) -> str:
        return "".join(c.textContent for c in self.childNodes)

    @textContent.setter
    def textContent(self, text: str) -> None:
        self.ownerDocument.operations += 1
        for child in list(self.childNodes):
            child.parentNode = None
        self.childNodes = [FakeText(text)] if text else []
        for child in self.childNodes:
            child.parentNode = self

    @property
    def innerHTML(self) -> str:
        return self.inner_html or ""

    @innerHTML.setter
    def innerHTML(self, markup: str) -> None:
        self.ownerDocument.operations += 1
        self.inner_html = markup
        self.childNodes = []

    # --- fields: the shown value follows the attribute until the person changes it ---------------
    @property
    def value(self) -> str:
        if self.tagName == "SELECT":
            options = [c for c in self.children if c.tagName == "OPTION"]
            if self._value is not None:
                return self._value
            chosen = next((o for o in options if "selected" in o.attributes), options[0] if options else None)
            return "" if chosen is None else chosen.attributes.get("value", chosen.textContent)
        if self._value is not None:
            return self._value
        if self.tagName == "TEXTAREA":
            return self.textContent
        return self.attributes.get("value", "")

    @value.setter
    def value(self, text: str) -> None:
        self._value = str(text)

    @property
    def checked(self) -> bool:
        return self._checked if self._checked is not None else "checked" in self.attributes

    @checked.setter
    def checked(self, on: bool) -> None:
        self._checked = bool(on)

    def type_text(self, text: str) -> None:
        """The person types into the field (its shown value no longer follows the attribute)."""
        self._value = text

    def focus(self) -> None:
        self.ownerDocument.activeElement = self


def _contains(node, other) -> bool:
    while other is not None:
        if other is node:
            return True
        other = other.parentNode
    return False


class FakeDocument:
    def __init__(self) -> None:
        self.activeElement = None
        self.operations = 0

    def createElement(self, tag: str) -> FakeElement:
        return FakeElement(self, tag)

    def createElementNS(self, namespace: str, tag: str) -> FakeElement:
        return FakeElement(self, tag, namespace)

    def createTextNode(self, data: str) -> FakeText:
        return FakeText(data)


def outer(el) -> str:
    """An element as markup, to compare what the patch made with what building anew makes."""
    if isinstance(el, FakeText):
        return el.data
    attrs = "".join(f' {k}="{v}"' for k, v in sorted(el.attributes.items()))
    inner = el.inner_html if el.inner_html is not None else "".join(outer(c) for c in el.childNodes)
    return f"<{el.tagName.lower()}{attrs}>{inner}</{el.tagName.lower()}>"
