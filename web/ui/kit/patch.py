"""Make a part of the page match a tree of ``ui.kit.vdom`` nodes, changing only what differs.

    root = Root(document.getElementById("center"), document)
    root.render([h("p", "Trump: hearts")])     # the first time: the part is drawn
    root.render([h("p", "Trump: spades")])     # then: the same <p> keeps its place, its text changes

Elements are matched to nodes among their siblings by key (``key=`` or ``id``), else by tag in
order; a matched element keeps its place in the document, its focus, its running animations and
whatever the person is typing. Only attributes, text and children that differ are touched, and
elements are moved only when the order changed.

Fields: a node's ``value`` and ``checked`` are what the field shows when drawn. A field the person
is editing (it has the focus, or it holds something other than what was last drawn) is never
overwritten: its attribute changes (its default), its content stays. A form that must come back
empty after it was sent gets a new ``key``, so a fresh one replaces it.

No browser module is imported here: the document is passed in, so the patch runs in CPython
against a stand-in document (``tests/ui/test_patch.py``) as it does on the page.
"""

from __future__ import annotations

from .vdom import Look, Node

SVG = "http://www.w3.org/2000/svg"
FIELDS = ("input", "textarea", "select")


class Mounted:
    """A node as it is on the page: the node last drawn, its element, its children's."""

    __slots__ = ("node", "el", "text_node", "children", "namespace")

    def __init__(self, node: Node, el, namespace: str | None) -> None:
        self.node = node
        self.el = el
        self.text_node = None
        """The element's own text when it also has children (a text node before them)."""
        self.children: list[Mounted] = []
        self.namespace = namespace


def key_of(node: Node) -> str | None:
    if node.key is not None:
        return "k:" + node.key
    ident = node.attrs.get("id")
    return "#" + ident if ident else None


class Root:
    """One part of the page (an element) whose children are drawn from nodes."""

    def __init__(self, parent, document) -> None:
        self.parent = parent
        self.document = document
        self.mounted: list[Mounted] | None = None
        self.changes = 0
        """How many changes the last render made to the page (tests count them)."""

    def render(self, nodes: list[Node | None]) -> None:
        wanted = [n for n in nodes if n is not None]
        patcher = _Patcher(self.document)
        if self.mounted is None:  # what the page held before is replaced, once
            while self.parent.firstChild:
                self.parent.removeChild(self.parent.firstChild)
            patcher.changes += 1
            self.mounted = []
        self.mounted = patcher.children(self.parent, self.mounted, wanted, None)
        self.changes = patcher.changes

    def element(self, look) -> object | None:
        """The element of the first mounted node (in document order) that ``look`` finds: a
        ``ui.kit.vdom.Look`` (inside the node its ``inside`` finds), or any predicate on nodes."""
        steps = look.path() if isinstance(look, Look) else [look]
        found: list[Mounted] = list(self.mounted or [])
        for step in steps:
            found = _first(found, step)
        return found[0].el if found else None


def _first(items: list[Mounted], predicate) -> list[Mounted]:
    """The first of ``items`` or their descendants (in document order) for which ``predicate(node)`` holds."""
    stack = list(reversed(items))
    while stack:
        item = stack.pop()
        if predicate(item.node):
            return [item]
        stack.extend(reversed(item.children))
    return []


class _Patcher:
    def __init__(self, document) -> None:
        self.document = document
        self.changes = 0

    # --- making elements --------------------------------------------------------------------

    def build(self, node: Node, namespace: str | None) -> Mounted:
        namespace = SVG if node.tag == "svg" else namespace
        doc = self.document
        el = doc.createElementNS(namespace, node.tag) if namespace else doc.createElement(node.tag)
        self.changes += 1
        for name, value in node.attrs.items():
            el.setAttribute(name, value)
        mounted = Mounted(node, el, namespace)
        if node.svg is not None:
            el.innerHTML = node.svg
            return mounted
        if node.text is not None:
            if node.children:
                mounted.text_node = doc.createTextNode(node.text)
                el.appendChild(mounted.text_node)
            else:
                el.textContent = node.text
        for child in node.children:
            made = self.build(child, namespace)
            el.appendChild(made.el)
            mounted.children.append(made)
        return mounted

    # --- changing them --------------------------------------------------------------------------

    def children(self, parent, old: list[Mounted], new: list[Node], namespace: str | None) -> list[Mounted]:
        if len(old) == len(new) and all(item.node == node for item, node in zip(old, new)):
            for item, node in zip(old, new):  # all drawn the same already: nothing to change or move
                item.node = node
            return old
        keyed: dict[str, Mounted] = {}
        loose: list[Mounted] = []
        for item in old:
            key = key_of(item.node)
            if key is not None and key not in keyed:
                keyed[key] = item
            else:
                loose.append(item)
        result: list[Mounted] = []
        reused: set[int] = set()
        for node in new:
            key = key_of(node)
            match = None
            if key is not None:
                match = keyed.pop(key, None)
            else:
                for index, item in enumerate(loose):
                    if item is not None and item.node.tag == node.tag:
                        match, loose[index] = item, None
                        break
            if match is not None and self.same_kind(match, node, namespace):
                result.append(self.update(match, node))
                reused.add(id(match))
            else:
                result.append(self.build(node, namespace))
        for item in old:
            if id(item) not in reused:
                parent.removeChild(item.el)
                self.changes += 1
        self.order(parent, old, result, reused)
        return result

    @staticmethod
    def same_kind(item: Mounted, node: Node, namespace: str | None) -> bool:
        wanted = SVG if node.tag == "svg" else namespace
        return item.node.tag == node.tag and item.namespace == wanted and \
            (item.node.svg is None) == (node.svg is None)

    def order(self, parent, old: list[Mounted], result: list[Mounted], reused: set[int]) -> None:
        """Put the elements in ``result``'s order, moving as few as it takes."""
        shown = [item.el for item in old if id(item) in reused]  # in the page's order now
        if [item.el for item in result if id(item) in reused] == shown and \
                all(id(item) in reused for item in result):
            return  # nothing new, nothing moved
        following = None
        for item in reversed(result):
            el = item.el
            if id(item) in reused:
                index = _index(shown, el)
                after = shown[index + 1] if index + 1 < len(shown) else None
                if _same(after, following):
                    following = el
                    continue
                shown.pop(index)
            parent.insertBefore(el, following)
            self.changes += 1
            shown.insert(_index(shown, following) if following is not None else len(shown), el)
            following = el

    def update(self, item: Mounted, node: Node) -> Mounted:
        old, el = item.node, item.el
        if old == node:  # drawn the same: nothing in it to change
            item.node = node
            return item
        focused = None
        field = node.tag in FIELDS
        if field:
            focused = self._focused(el)
        for name in old.attrs:
            if name not in node.attrs:
                el.removeAttribute(name)
                self.changes += 1
        for name, value in node.attrs.items():
            if old.attrs.get(name) != value and not (focused and name == "value"):
                el.setAttribute(name, value)
                self.changes += 1
        if node.svg is not None:
            if node.svg != old.svg:
                el.innerHTML = node.svg
                self.changes += 1
            item.node = node
            return item
        self.text(item, node)
        item.children = self.children(el, item.children, node.children, item.namespace)
        if field:
            self.field(item, old, node, focused)
        item.node = node
        return item

    def text(self, item: Mounted, node: Node) -> None:
        old, el = item.node, item.el
        if not old.children and not node.children:
            if old.text != node.text:
                el.textContent = node.text or ""  # a new text node: any held one is gone
                item.text_node = None
                self.changes += 1
            return
        if item.text_node is None and old.text is not None and not old.children:
            item.text_node = el.firstChild  # drawn as the element's only text
        if node.text is None:
            if item.text_node is not None:
                el.removeChild(item.text_node)
                item.text_node = None
                self.changes += 1
        elif item.text_node is None:
            item.text_node = self.document.createTextNode(node.text)
            el.insertBefore(item.text_node, el.firstChild)
            self.changes += 1
        elif old.text != node.text:
            item.text_node.data = node.text
            self.changes += 1

    # --- fields the person may be editing -------------------------------------------------------

    def _focused(self, el) -> bool:
        active = getattr(self.document, "activeElement", None)
        return active is not None and _same(active, el)

    def field(self, item: Mounted, old: Node, node: Node, focused: bool) -> None:
        """Show the field's new value unless the person is editing it: it has the focus, or it holds
        something other than what was drawn last time."""
        el = item.el
        if node.tag == "input" and node.attrs.get("type") in ("checkbox", "radio"):
            was, now = "checked" in old.attrs, "checked" in node.attrs
            if was != now and bool(el.checked) == was:
                el.checked = now
                self.changes += 1
            return
        if node.tag == "select":
            was, now = _selected(old), _selected(node)
            if was != now and not focused and str(el.value) == was:
                el.value = now
                self.changes += 1
            return
        if node.tag == "textarea":
            was, now = old.text or "", node.text or ""
        else:
            was, now = old.attrs.get("value", ""), node.attrs.get("value", "")
        if was != now and not focused and str(el.value) == was:
            el.value = now
            self.changes += 1


def _selected(node: Node) -> str:
    """The value a select shows as drawn: its option marked selected, else its first."""
    options = [child for child in node.children if child.tag == "option"]
    chosen = next((o for o in options if "selected" in o.attrs), options[0] if options else None)
    if chosen is None:
        return ""
    return chosen.attrs.get("value", chosen.text or "")


def _same(a, b) -> bool:
    """The same element (a browser's element arrives as a new proxy on each access: compare, not ``is``)."""
    if a is None or b is None:
        return a is b
    return a is b or a == b


def _index(elements: list, el) -> int:
    for index, candidate in enumerate(elements):
        if _same(candidate, el):
            return index
    raise ValueError("element not among the shown ones")
