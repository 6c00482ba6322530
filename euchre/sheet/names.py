"""Players' names: plain text that shows something, and when two names look the same.

    >>> from euchre.sheet.names import name_key, name_problem
    >>> name_key("Ann") == name_key("\uff21\uff2e\uff2e") == name_key("\u0410nn") == name_key("An\u200bn")
    True
    >>> name_problem("\u200b\u200b", "the player's name").endswith("shows nothing: it has no visible letter")
    True
"""

from __future__ import annotations

import unicodedata

from .checks import show
from .limits import MAX_LABEL_LENGTH, MAX_NAME_LENGTH

__all__ = ["visible", "name_key", "name_problem", "label_problem"]

_ALLOWED_FORMAT = {"\u200c", "\u200d"}  # zero-width (non-)joiners: parts of emoji and of some scripts

# Characters that show nothing (Unicode's default-ignorable code points, the Hangul fillers among
# them): a name made only of these looks empty, and two names that differ only by them look the same.
_INVISIBLE = frozenset(
    [0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFEFF, 0xFFA0]
    + list(range(0x180B, 0x1810)) + list(range(0x200B, 0x2010)) + list(range(0x202A, 0x202F))
    + list(range(0x2060, 0x2070)) + list(range(0xFE00, 0xFE10)) + list(range(0xFFF0, 0xFFF9))
    + list(range(0x1BCA0, 0x1BCA4)) + list(range(0x1D173, 0x1D17B)) + list(range(0xE0000, 0xE1000)))
# Letters of other scripts drawn like Latin ones (after case folding): "Аnn" with a Cyrillic A
# is not a second Ann.
_LOOK_ALIKES = str.maketrans({
    "а": "a", "в": "b", "е": "e", "ё": "e", "һ": "h", "н": "h", "і": "i", "ї": "i", "ј": "j", "к": "k",
    "ӏ": "l", "м": "m", "о": "o", "р": "p", "с": "c", "ѕ": "s", "т": "t", "у": "y", "х": "x", "ԁ": "d",
    "ԛ": "q", "ԝ": "w", "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "μ": "m", "ν": "v",
    "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ζ": "z", "ı": "i",
})


def visible(name: str) -> str:
    """The name without the characters that show nothing."""
    return "".join(c for c in name if ord(c) not in _INVISIBLE)


def name_key(name: str) -> str:
    """What a name looks like, for telling whether two players' names can be told apart: the
    same letters in any case or width, with invisible characters and look-alike letters of
    other scripts set aside.

    >>> name_key("Ann") == name_key("ＡＮＮ") == name_key("\u0410nn") == name_key("An\u200bn")
    True
    >>> name_key("Ann") == name_key("Anne")
    False
    """
    folded = unicodedata.normalize("NFKC", visible(name)).casefold()
    return " ".join(folded.translate(_LOOK_ALIKES).split())


def name_problem(value: object, what: str, most: int = MAX_NAME_LENGTH) -> str | None:
    """Names are plain text: never empty, at most ``most`` (100) characters, no control characters.

    Anything else is allowed, ``<`` and ``&`` included: every screen shows names as text.
    """
    if not isinstance(value, str):
        return f"{what} must be text, not {show(value)}"
    if not visible(value).strip():
        return f"{what} is empty" if not value.strip() else f"{what} {show(value)} shows nothing: it has no visible letter"
    if value != value.strip():
        return f"{what} {show(value)} starts or ends with spaces"
    if len(value) > most:
        return f"{what} is {len(value)} characters long; at most {most} are allowed"
    for char in value:
        category = unicodedata.category(char)
        if category in ("Cc", "Cs", "Zl", "Zp") or (category == "Cf" and char not in _ALLOWED_FORMAT):
            return f"{what} {show(value)} contains the control character U+{ord(char):04X}"
    return None


def label_problem(value: object, what: str = "the device's name") -> str | None:
    """Where a result was entered (:attr:`HandVersion.by`): "" (not said) or a short name."""
    return None if value == "" else name_problem(value, what, MAX_LABEL_LENGTH)
