"""Elements as plain data, so the table's views are functions tested in CPython.

    >>> node = h("button", "Pass", type="button", data_action="pass", class_="bid")
    >>> node.attrs["data-action"], node.text, text_of(node)
    ('pass', 'Pass', 'Pass')
    >>> [n.attrs["data-action"] for n in find(h("div", None, node), lambda n: "data-action" in n.attrs)]
    ['pass']

A view returns a tree of :class:`Node`; ``ui.kit.patch`` makes the page's elements match it,
changing only what differs. ``key=`` names a node among its siblings (an ``id`` does too), so a
keyed node keeps its element when others come and go around it. Text always goes in as text.
The one exception is ``svg``: markup drawn by ``ui.game.cards`` (the card faces), never anything a
person typed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator


class Node:
    """One element: its tag, attributes (already in their HTML spelling), text and children."""

    __slots__ = ("tag", "attrs", "text", "children", "svg", "key")

    def __init__(self, tag: str, attrs: dict[str, str], text: str | None, children: list[Node],
                 svg: str | None = None, key: str | None = None) -> None:
        self.tag = tag
        self.attrs = attrs
        self.text = text
        self.children = children
        self.svg = svg
        self.key = key
        """Names the node among its siblings for ``ui.kit.patch`` (its ``id`` when not given)."""

    def __repr__(self) -> str:
        return f"<{self.tag} {self.attrs}>{self.text or ''}{''.join(map(repr, self.children))}</{self.tag}>"

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())


def attribute_name(name: str) -> str:
    """``class_`` -> ``class``, ``data_to_act`` -> ``data-to-act``, ``aria_label`` -> ``aria-label``."""
    return name.rstrip("_").replace("_", "-")


def h(tag: str, text: str | None = None, *children: Node | None, svg: str | None = None, key: object = None,
      **attributes) -> Node:
    """A node with text, children and attributes; ``None``/``False`` attributes and children are left out,
    ``True`` is an empty (present) attribute."""
    attrs = {attribute_name(k): ("" if v is True else str(v)) for k, v in attributes.items()
             if v is not None and v is not False}
    return Node(tag, attrs, text, [c for c in children if c is not None], svg, None if key is None else str(key))


def walk(node: Node) -> Iterator[Node]:
    yield node
    for child in node.children:
        yield from walk(child)


def find(node: Node, predicate: Callable[[Node], bool]) -> list[Node]:
    return [n for n in walk(node) if predicate(n)]


def by_class(node: Node, name: str) -> list[Node]:
    return find(node, lambda n: name in n.classes)


def text_of(node: Node) -> str:
    """The node's text as a reader gets it (children's text joined, no separators added)."""
    return (node.text or "") + "".join(text_of(c) for c in node.children)
