"""Building elements outside the drawn parts of the page: text always goes in as text, never parsed
as HTML. The parts drawn from ``ui.kit.vdom`` nodes are ``ui.kit.patch``'s.

    el("button", "Pass", type="button", data_action="pass")
    form_fields(form)                  # {"shared": "…"}: what a form holds, as text
    download("euchre.csv", text, "text/csv")
"""

from __future__ import annotations

from pyscript import document, window


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


def form_fields(form) -> dict[str, str]:
    """A form's named fields as text: each text field's value, and each choice's value when it is checked."""
    values: dict[str, str] = {}
    for field in form.elements:
        name, kind = str(field.name or ""), str(field.type or "")
        if not name or kind in ("submit", "button", "reset", "file", "image"):
            continue
        if kind not in ("radio", "checkbox"):
            values[name] = str(field.value or "")
        elif field.checked:
            values[name] = str(field.value)
    return values


def download(filename: str, text: str, kind: str) -> None:
    """Offer ``text`` as a file to save, as a link to it clicked would."""
    blob = window.Blob.new([text], {"type": kind})
    url = window.URL.createObjectURL(blob)
    link = el("a", None, href=url, download=filename)
    document.body.appendChild(link)
    link.click()
    document.body.removeChild(link)
    window.URL.revokeObjectURL(url)
