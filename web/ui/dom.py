"""Building elements: text always goes in as text, never parsed as HTML.

    build(h("p", "Hello"))   # a ui.vdom node made real

    el("button", "Pass", type="button", data_action="pass")
"""

from __future__ import annotations

from pyscript import document


def el(tag: str, text: str | None = None, *children, **attributes):
    """A new element with text, children and attributes (``class_`` -> class, ``data_x`` -> data-x)."""
    node = document.createElement(tag)
    if text is not None:
        node.textContent = text
    for name, value in attributes.items():
        if value is None or value is False:
            continue
        node.setAttribute(name.rstrip("_").replace("_", "-"), "" if value is True else str(value))
    for child in children:
        if child is not None:
            node.appendChild(child)
    return node


def clear(node) -> None:
    while node.firstChild:
        node.removeChild(node.firstChild)


def by_id(name: str):
    return document.getElementById(name)


def build(node):
    """The page's element for a ``ui.vdom`` node (its ``svg`` markup comes from ``ui.cards`` only)."""
    element = document.createElement(node.tag)
    for name, value in node.attrs.items():
        element.setAttribute(name, value)
    if node.svg is not None:
        element.innerHTML = node.svg
    elif node.text is not None:
        element.textContent = node.text
    for child in node.children:
        element.appendChild(build(child))
    return element


def replace_children(parent, *nodes) -> None:
    """Put ``nodes`` (``ui.vdom`` nodes) in place of what ``parent`` holds, in one DOM change."""
    fragment = document.createDocumentFragment()
    for node in nodes:
        if node is not None:
            fragment.appendChild(build(node))
    clear(parent)
    parent.appendChild(fragment)
