"""The euchre pack drawn as SVG: faces for the 24 cards and three backs, as markup strings.

    >>> from ui.game.cards import BACKS, back_svg, card_svg
    >>> card_svg("TD").startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 350"')
    True
    >>> card_svg("TD").count('class="pip"'), card_svg("AS").count('class="pip"')
    (10, 1)
    >>> 'class="face-art"' in card_svg("QH"), back_svg() != card_svg("9C"), len({back_svg(d) for d in BACKS})
    (True, True, 3)

Every picture is drawn here (the suits are paths, not font glyphs, so they look the
same on every system); only the rank letters are text, in the system's sans-serif.
The markup has no ids, no ``<defs>`` and no references, so the same card can sit in
one document many times. It carries no size: the element around it sets the width
and the 250:350 box keeps the shape. The ``<svg>`` is hidden from assistive
technology; the button or element that holds it carries the card's name.

Pure Python with no browser imports, so it is tested in CPython.
"""

from __future__ import annotations

import functools

from euchre.cards import RANKS, SUITS

__all__ = ["SUIT_PATHS", "RED", "INK", "BACKS", "DEFAULT_BACK", "card_svg", "back_svg"]

RED = "#c0161d"
INK = "#1b1b1b"
GOLD = "#d9a520"
BLUE = "#2f5597"
BACK_RED = "#9b1c1c"
BACK_BLUE = "#1f3f7a"
BACK_BLACK = "#232323"

WIDTH, HEIGHT = 250, 350
CENTRE = (WIDTH / 2, HEIGHT / 2)

FONT = "system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif"

SUIT_PATHS: dict[str, str] = {
    # Each symbol fills a 100 x 100 box centred on (0, 0), pointing up.
    "H": (
        "M0 46C-14 30-50 8-50-18C-50-36-37-47-24-47C-12-47-3-39 0-29"
        "C3-39 12-47 24-47C37-47 50-36 50-18C50 8 14 30 0 46Z"
    ),
    "D": "M0-50Q17-25 38 0Q17 25 0 50Q-17 25-38 0Q-17-25 0-50Z",
    "C": (
        "M-22-24a22 22 0 1 0 44 0a22 22 0 1 0-44 0Z"
        "M-48 12a22 22 0 1 0 44 0a22 22 0 1 0-44 0Z"
        "M4 12a22 22 0 1 0 44 0a22 22 0 1 0-44 0Z"
        "M0-20L-24 12L24 12Z"
        "M-5 8C-5 28-10 40-20 48L20 48C10 40 5 28 5 8Z"
    ),
    "S": (
        "M0-48C-10-32-48-12-48 10C-48 26-36 34-24 34C-14 34-6 29-3 23"
        "C-4 34-9 42-19 48L19 48C9 42 4 34 3 23C6 29 14 34 24 34"
        "C36 34 48 26 48 10C48-12 10-32 0-48Z"
    ),
}
"""SVG path data for each suit's symbol in a 100-unit box centred on the origin."""

RANK_TEXT = {"9": "9", "T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"}

# Rank letters get fixed widths (textLength), so the index looks the same whatever
# sans-serif the system has, and "10" is condensed to fit the corner.
_RANK_WIDTH = {"9": 50, "T": 64, "J": 42, "Q": 56, "K": 56, "A": 58}
_INDEX_X = 37          # centre line of the corner index
_RANK_BASELINE = 84    # rank glyphs about 70 units tall (font-size 98)
_RANK_SIZE = 98
_INDEX_SUIT_Y = 118    # centre of the suit symbol under the rank
_INDEX_SUIT_SCALE = 0.4

# Pip positions for the number cards: two columns and a centre line; the lower
# half is drawn upside down, as on printed cards.
_LEFT, _MID, _RIGHT = 96, 125, 154
_ROWS = (66, 139, 211, 284)
_PIPS = {
    "9": [(x, y) for x in (_LEFT, _RIGHT) for y in _ROWS] + [(_MID, 175)],
    "T": [(x, y) for x in (_LEFT, _RIGHT) for y in _ROWS] + [(_MID, 102.5), (_MID, 247.5)],
    "A": [(_MID, 175)],
}
_PIP_SCALE = {"9": 0.34, "T": 0.34, "A": 1.1}


def _num(value: float) -> str:
    """A coordinate with at most one decimal and no trailing zeros."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _scale(value: float) -> str:
    """A scale factor, short: ``0.34`` is ``.34``."""
    text = f"{value:g}"
    return text[1:] if text.startswith("0.") else text


def _colour(suit: str) -> str:
    return RED if suit in "DH" else INK


def _suit(suit: str, x: float, y: float, scale: float, *, upside_down: bool = False,
          cls: str | None = None, fill: str | None = None) -> str:
    turn = " rotate(180)" if upside_down else ""
    attrs = f' class="{cls}"' if cls else ""
    if fill:
        attrs += f' fill="{fill}"'
    return (f'<path{attrs} transform="translate({_num(x)} {_num(y)}){turn} scale({_scale(scale)})"'
            f' d="{SUIT_PATHS[suit]}"/>')


def _index(rank: str, suit: str) -> str:
    """The corner index (rank over suit), top left; the caller turns a copy for bottom right."""
    # Left-aligned at a computed x rather than text-anchor="middle": with a fixed
    # textLength the width is known, and browsers agree on start-anchored text.
    width = _RANK_WIDTH[rank]
    return (
        f'<g class="index" fill="{_colour(suit)}">'
        f'<text x="{_num(_INDEX_X - width / 2)}" y="{_RANK_BASELINE}" textLength="{width}"'
        f' lengthAdjust="spacingAndGlyphs">{RANK_TEXT[rank]}</text>'
        f'{_suit(suit, _INDEX_X, _INDEX_SUIT_Y, _INDEX_SUIT_SCALE)}'
        "</g>"
    )


def _indices(rank: str, suit: str) -> str:
    """Both corner indices, sharing one set of font attributes."""
    index = _index(rank, suit)
    cx, cy = (_num(v) for v in CENTRE)
    return (
        f'<g font-family="{FONT}" font-size="{_RANK_SIZE}" font-weight="700">'
        f'{index}<g transform="rotate(180 {cx} {cy})">{index}</g></g>'
    )


def _frame(inner: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}"'
        ' aria-hidden="true" focusable="false" class="card-svg">'
        f'<rect x="1.5" y="1.5" width="247" height="347" rx="16" fill="#fff" stroke="#9a9a9a" stroke-width="3"/>'
        f"{inner}</svg>"
    )


def _pips(rank: str, suit: str) -> str:
    scale = _PIP_SCALE[rank]
    return "".join(
        _suit(suit, x, y, scale, upside_down=y > CENTRE[1], cls="pip")
        for x, y in _PIPS[rank]
    )


# Court cards: a framed panel, notched around the two corner indices, holding a
# double-headed figure (the top half, and the same half turned about the centre).
_PANEL = "M82 20H230V202H172V330H20V148H82Z"
_PANEL_INNER = "M89 27H223V195H165V323H27V155H89Z"


def _crown() -> str:
    """King: a three-pointed gold crown with jewels, and a beard."""
    return (
        f'<path d="M124 72L120 38L138 56L152 30L166 56L184 38L180 72Z" fill="{GOLD}" stroke="{INK}" stroke-width="2.5"'
        ' stroke-linejoin="round"/>'
        f'<circle cx="152" cy="62" r="5" fill="{BLUE}"/>'
        f'<circle cx="120" cy="38" r="4" fill="{GOLD}"/><circle cx="152" cy="30" r="4" fill="{GOLD}"/>'
        f'<circle cx="184" cy="38" r="4" fill="{GOLD}"/>'
    )


def _tiara() -> str:
    """Queen: a low gold tiara with a flower, and long hair."""
    return (
        f'<path d="M124 74C124 58 136 50 152 50C168 50 180 58 180 74Z" fill="{GOLD}" stroke="{INK}"'
        ' stroke-width="2.5"/>'
        f'<circle cx="152" cy="46" r="10" fill="{RED}" stroke="{INK}" stroke-width="2"/>'
        f'<circle cx="152" cy="46" r="4" fill="{GOLD}"/>'
        f'<circle cx="134" cy="60" r="3.5" fill="{BLUE}"/><circle cx="170" cy="60" r="3.5" fill="{BLUE}"/>'
    )


def _cap() -> str:
    """Jack: a flat cap with a feather."""
    return (
        f'<path d="M118 76C118 58 134 50 152 50C170 50 186 58 190 76Z" fill="{BLUE}" stroke="{INK}"'
        ' stroke-width="2.5"/>'
        f'<path d="M114 78H192" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>'
        f'<path d="M176 56C190 40 206 32 216 30C208 42 196 54 180 62Z" fill="{GOLD}" stroke="{INK}"'
        ' stroke-width="2"/>'
    )


_HATS = {"K": _crown, "Q": _tiara, "J": _cap}
# Robe colours: the suit's colour for the king, blue for the queen, gold for the jack.
_ROBE = {"K": None, "Q": BLUE, "J": GOLD}


def _half_figure(rank: str, suit: str) -> str:
    colour = _colour(suit)
    robe = _ROBE[rank] or colour
    trim = GOLD if rank != "J" else BLUE
    parts = [
        # robe and shoulders, down to the centre line
        f'<path d="M96 175C96 132 116 112 152 112C188 112 208 132 208 175Z" fill="{robe}" stroke="{INK}"'
        ' stroke-width="2.5"/>',
        # collar
        f'<path d="M128 114L152 138L176 114Z" fill="#fff" stroke="{INK}" stroke-width="2"/>',
        f'<path d="M104 160H200" stroke="{trim}" stroke-width="6"/>',
    ]
    if rank == "Q":
        # long hair behind the face
        parts.insert(0, '<path d="M122 80C118 104 120 116 128 124H176C184 116 186 104 182 80Z" fill="#6b3e1e"/>')
    # face
    parts.append(f'<circle cx="152" cy="92" r="24" fill="#f3d2b3" stroke="{INK}" stroke-width="2.5"/>')
    parts.append(f'<circle cx="143" cy="90" r="2.6" fill="{INK}"/><circle cx="161" cy="90" r="2.6" fill="{INK}"/>')
    if rank == "K":
        parts.append('<path d="M132 98C134 120 146 124 152 124C158 124 170 120 172 98C164 106 140 106 132 98Z"'
                     ' fill="#8a5a2b"/>')
    else:
        parts.append(f'<path d="M145 103Q152 108 159 103" fill="none" stroke="{RED}" stroke-width="2.5"'
                     ' stroke-linecap="round"/>')
    parts.append(_HATS[rank]())
    # the suit on a white badge at the chest
    parts.append(f'<circle cx="152" cy="150" r="13" fill="#fff" stroke="{INK}" stroke-width="2"/>')
    parts.append(_suit(suit, 152, 150, 0.17, fill=colour))
    return "".join(parts)


def _court(rank: str, suit: str) -> str:
    half = _half_figure(rank, suit)
    cx, cy = (_num(v) for v in CENTRE)
    return (
        '<g class="face-art">'
        f'<path d="{_PANEL}" fill="#fbf3df" stroke="{BLUE}" stroke-width="3" stroke-linejoin="round"/>'
        f'<path d="{_PANEL_INNER}" fill="none" stroke="{GOLD}" stroke-width="2"/>'
        f"<g>{half}</g>"
        f'<g transform="rotate(180 {cx} {cy})">{half}</g>'
        f'<path d="M27 175H223" stroke="{BLUE}" stroke-width="2"/>'
        "</g>"
    )


@functools.cache
def card_svg(card: str) -> str:
    """The face of ``card`` (a code such as ``"JH"``) as one ``<svg>`` element."""
    if len(card) != 2 or card[0] not in RANKS or card[1] not in SUITS:
        raise ValueError(f"not a euchre card: {card!r} (expected a rank of {RANKS} and a suit of {SUITS})")
    rank, suit = card
    if rank in _PIPS:
        art = f'<g fill="{_colour(suit)}">{_pips(rank, suit)}</g>'
    else:
        art = _court(rank, suit)
    return _frame(art + _indices(rank, suit))


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Path data for diagonal lines in both directions, cut to the rectangle."""
    parts = []
    width, height = x1 - x0, y1 - y0
    offset = step / 2
    c = -height + offset
    while c < width:
        # down-right lines: x - x0 = (y - y0) + c
        ya, yb = max(0.0, -c), min(height, width - c)
        parts.append(f"M{_num(x0 + ya + c)} {_num(y0 + ya)}L{_num(x0 + yb + c)} {_num(y0 + yb)}")
        # down-left lines, mirrored
        parts.append(f"M{_num(x1 - ya - c)} {_num(y0 + ya)}L{_num(x1 - yb - c)} {_num(y0 + yb)}")
        c += step
    return "".join(parts)


def _red_lattice() -> str:
    """Red: a diamond lattice in white on red, a gold diamond in the middle."""
    lattice = _lattice(22, 22, 228, 328, 26)
    return (
        f'<rect x="14" y="14" width="222" height="322" rx="9" fill="{BACK_RED}"/>'
        f'<path d="{lattice}" stroke="#fff" stroke-opacity=".35" stroke-width="2.5"/>'
        f'<rect x="22" y="22" width="206" height="306" rx="4" fill="none" stroke="#fff" stroke-width="3"/>'
        f'<path d="M125 125L165 175L125 225L85 175Z" fill="{BACK_RED}" stroke="#fff" stroke-width="4"/>'
        f'<path d="M125 147L147 175L125 203L103 175Z" fill="{GOLD}"/>'
    )


def _blue_rosette() -> str:
    """Blue: rows of small white dots on navy, a white and gold eight-pointed rosette in the middle."""
    dots = "".join(f"M{x} {y}h.1" for row, y in enumerate(range(44, 310, 16))
                   for x in range(44 + row % 2 * 8, 210, 16))
    petals = "".join(
        f'<path transform="rotate({angle} 125 175)" d="M125 115L137 175L125 235L113 175Z"/>' for angle in (0, 45, 90, 135))
    return (
        f'<rect x="14" y="14" width="222" height="322" rx="9" fill="{BACK_BLUE}"/>'
        f'<path d="{dots}" stroke="#fff" stroke-opacity=".4" stroke-width="5" stroke-linecap="round"/>'
        f'<rect x="22" y="22" width="206" height="306" rx="6" fill="none" stroke="#fff" stroke-width="3"/>'
        f'<rect x="30" y="30" width="190" height="290" rx="4" fill="none" stroke="{GOLD}" stroke-width="2"/>'
        f'<circle cx="125" cy="175" r="52" fill="{BACK_BLUE}" stroke="#fff" stroke-width="3"/>'
        f'<g fill="#fff" stroke="{BACK_BLUE}" stroke-width="2">{petals}</g>'
        f'<circle cx="125" cy="175" r="12" fill="{GOLD}" stroke="{BACK_BLUE}" stroke-width="2"/>'
    )


def _black_suits() -> str:
    """Black: a fine gold cross-hatch on charcoal, a gold double frame with the four suits in its
    corners, and a spade in an oval in the middle."""
    hatch = _lattice(30, 30, 220, 320, 16)
    corners = "".join(_suit(suit, x, y, 0.15) for suit, (x, y) in zip("SHDC", ((44, 44), (206, 44), (44, 306), (206, 306))))
    return (
        f'<rect x="14" y="14" width="222" height="322" rx="9" fill="{BACK_BLACK}"/>'
        f'<path d="{hatch}" stroke="{GOLD}" stroke-opacity=".28" stroke-width="1.5"/>'
        f'<rect x="22" y="22" width="206" height="306" rx="6" fill="none" stroke="{GOLD}" stroke-width="3"/>'
        f'<rect x="30" y="30" width="190" height="290" rx="4" fill="none" stroke="{GOLD}" stroke-width="1.5"/>'
        f'<g fill="{GOLD}" stroke="{BACK_BLACK}" stroke-width="8">{corners}</g>'
        f'<ellipse cx="125" cy="175" rx="44" ry="58" fill="{BACK_BLACK}" stroke="{GOLD}" stroke-width="3"/>'
        f'{_suit("S", 125, 175, 0.62, fill=GOLD)}'
    )


BACKS = {"red": ("Red lattice", _red_lattice), "blue": ("Blue rosette", _blue_rosette),
         "black": ("Black and gold", _black_suits)}
"""The card backs to choose from (Menu, "Card back"): key -> (name, drawing)."""
DEFAULT_BACK = "red"


@functools.cache
def back_svg(design: str = DEFAULT_BACK) -> str:
    """The back of every card, in one of the ``BACKS`` designs (red by default)."""
    if design not in BACKS:
        raise ValueError(f"no card back {design!r} (expected one of {', '.join(BACKS)})")
    return _frame(f'<g class="back-art">{BACKS[design][1]()}</g>')
