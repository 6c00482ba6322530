"""Elements as plain data, so the table's views are functions tested in CPython.

    >>> node = h("button", "Pass", type="button", data_action="pass", class_="bid")
    >>> node.attrs["data-action"], node.text, text_of(node)
    ('pass', 'Pass', 'Pass')
    >>> [n.attrs["data-action"] for n in find(h("div", None, node), lambda n: "data-action" in n.attrs)]
    ['pass']
    >>> locate([h("form", None, node, data_form="bid")], Look(data_action="pass").within(Look("form"))) is node
    True

A view returns a tree of :class:`Node`; ``ui.kit.patch`` makes the page's elements match it,
changing only what differs. ``key=`` names a node among its siblings (an ``id`` does too), so a
keyed node keeps its element when others come and go around it. Text always goes in as text.
The one exception is ``svg``: markup drawn by ``ui.game.cards`` (the card faces), never anything a
person typed.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from typing import TypeVar

T = TypeVar("T")


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

    def __eq__(self, other: object) -> bool:
        """The same element drawn the same way: ``ui.kit.patch`` passes over a part equal to the one on the
        page without looking inside it (most of the page, most of the time)."""
        return self is other or (isinstance(other, Node) and self.tag == other.tag and self.text == other.text
                                 and self.key == other.key and self.svg == other.svg and self.attrs == other.attrs
                                 and self.children == other.children)

    __hash__ = None  # equal when drawn the same, and changed by the views that make them: never a key

    def __repr__(self) -> str:
        return f"<{self.tag} {self.attrs}>{self.text or ''}{''.join(map(repr, self.children))}</{self.tag}>"

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())


@functools.cache
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


def remembered(view: Callable[..., T]) -> Callable[..., T]:
    """``view`` drawn again only when its arguments change: for arguments equal to those of one of its
    last few calls it gives the very nodes it gave then, which ``ui.kit.patch`` passes over at once.
    For the parts of a page that seldom change (the Menu's) and whose nodes no one changes once made.
    Arguments are compared, not hashed (``functools.lru_cache`` would need them hashable; the
    Menu passes dicts)."""
    last: list[tuple[tuple, T]] = []  # the latest first

    @functools.wraps(view)
    def drawn(*args):
        for index, (before, nodes) in enumerate(last):
            if before == args:
                if index:
                    last.insert(0, last.pop(index))
                return nodes
        nodes = view(*args)
        last.insert(0, (args, nodes))
        del last[4:]
        return nodes

    return drawn


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


@dataclass(frozen=True)
class Look:
    """A node to look for, named by what it is drawn with: its tag, a class, attributes (in ``h``'s
    spelling: ``data_do="pass"`` is ``data-do``; ``True`` means the attribute is there, whatever its
    value, and ``False`` that it is not), and optionally a node it is inside. A value, so a state or
    an effect can say which element gets the focus without naming any markup of the page's own.

        Look(id="add-player-name")
        Look("input", checked=True).within(Look(data_form="record", data_correct="1"))
        Look("button", disabled=False)                    # a button that answers
    """

    tag: str | None = None
    class_: str | None = None
    attrs: tuple[tuple[str, str | bool], ...] = ()
    inside: Look | None = None

    def __init__(self, tag: str | None = None, class_: str | None = None, inside: Look | None = None,
                 attrs: tuple = (), **attributes) -> None:
        object.__setattr__(self, "tag", tag)
        object.__setattr__(self, "class_", class_)
        object.__setattr__(self, "attrs", tuple(attrs) + tuple(
            (attribute_name(k), v if isinstance(v, bool) else str(v)) for k, v in sorted(attributes.items())))
        object.__setattr__(self, "inside", inside)

    def __call__(self, node: Node) -> bool:
        """Whether ``node`` is one (its own tag, class and attributes; not where it is)."""
        if self.tag is not None and node.tag != self.tag:
            return False
        if self.class_ is not None and self.class_ not in node.classes:
            return False
        return all((name in node.attrs) is value if isinstance(value, bool) else node.attrs.get(name) == value
                   for name, value in self.attrs)

    def within(self, outer: Look) -> Look:
        """The same look, inside a node ``outer`` finds (itself possibly inside another)."""
        return replace(self, inside=outer if self.inside is None else self.inside.within(outer))

    def path(self) -> list[Look]:
        """The looks from the outermost to this one, each without its ``inside``."""
        outer = self.inside.path() if self.inside is not None else []
        return outer + [replace(self, inside=None)]


def locate(nodes: Iterable[Node], look: Look) -> Node | None:
    """The first node among ``nodes`` (and their children, in document order) that ``look`` finds."""
    found: list[Node] = list(nodes)
    for step in look.path():
        found = [n for node in found for n in walk(node) if step(n)][:1]
    return found[0] if found else None
