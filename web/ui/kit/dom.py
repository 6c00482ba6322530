"""Building elements: text always goes in as text, never parsed as HTML.

    build(h("p", "Hello"))   # a ui.kit.vdom node made real

    el("button", "Pass", type="button", data_action="pass")
"""

from __future__ import annotations

from pyscript import document, window

SVG = "http://www.w3.org/2000/svg"


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


def build(node, namespace: str | None = None):
    """The page's element for a ``ui.kit.vdom`` node (its ``svg`` markup comes from ``ui.game.cards`` only).
    An ``svg`` node and everything in it are made as SVG elements (a drawing such as a chart)."""
    namespace = SVG if node.tag == "svg" else namespace
    element = document.createElementNS(namespace, node.tag) if namespace else document.createElement(node.tag)
    for name, value in node.attrs.items():
        element.setAttribute(name, value)
    if node.svg is not None:
        element.innerHTML = node.svg
    elif node.text is not None:
        element.textContent = node.text
    for child in node.children:
        element.appendChild(build(child, namespace))
    return element


def replace_children(parent, *nodes) -> None:
    """Put ``nodes`` (``ui.kit.vdom`` nodes) in place of what ``parent`` holds, in one DOM change."""
    fragment = document.createDocumentFragment()
    for node in nodes:
        if node is not None:
            fragment.appendChild(build(node))
    clear(parent)
    parent.appendChild(fragment)


def download(filename: str, text: str, kind: str) -> None:
    """Offer ``text`` as a file to save, as a link to it clicked would."""
    blob = window.Blob.new([text], {"type": kind})
    url = window.URL.createObjectURL(blob)
    link = el("a", None, href=url, download=filename)
    document.body.appendChild(link)
    link.click()
    document.body.removeChild(link)
    window.URL.revokeObjectURL(url)
