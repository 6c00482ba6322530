"""ui.game.cards: the pack drawn as SVG markup (pure Python, run in CPython).

The markup is parsed as XML and read back: pips counted, corner indices read, and
the things that would break a page holding many copies of a card (ids, references,
scripts) looked for.
"""

from __future__ import annotations

import doctest
import re
import xml.etree.ElementTree as ET

import pytest

from euchre.cards import PACK, RANKS, SUITS
import ui.game.cards
from ui.game.cards import BACKS, DEFAULT_BACK, SUIT_PATHS, back_svg, card_svg

SVG = "{http://www.w3.org/2000/svg}"
RED, BLACK = "#c0161d", "#1b1b1b"
PIP_COUNT = {"9": 9, "T": 10, "A": 1, "J": 0, "Q": 0, "K": 0}
INDEX_TEXT = {"9": "9", "T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"}


def parse(markup: str) -> ET.Element:
    return ET.fromstring(markup)


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [el for el in root.iter() if name in el.get("class", "").split()]


def fill_of(root: ET.Element, target: ET.Element) -> str | None:
    """The fill an element inherits: its own, or its nearest ancestor's."""
    parents = {child: parent for parent in root.iter() for child in parent}
    el: ET.Element | None = target
    while el is not None:
        if el.get("fill"):
            return el.get("fill")
        el = parents.get(el)
    return None


ALL = [*PACK, *(f"back {design}" for design in BACKS)]


def markup_of(name: str) -> str:
    return back_svg(name.split()[1]) if name.startswith("back") else card_svg(name)


@pytest.mark.parametrize("name", ALL)
def test_each_picture_is_a_self_contained_svg(name):
    markup = markup_of(name)
    root = parse(markup)
    assert root.tag == SVG + "svg"
    assert root.get("viewBox") == "0 0 250 350"
    assert root.get("width") is None and root.get("height") is None
    assert root.get("aria-hidden") == "true" and root.get("focusable") == "false"
    assert root.get("class") == "card-svg"
    for el in root.iter():
        assert "id" not in el.attrib, f"{name}: an id would repeat when the card is shown twice"
        assert not any(key.endswith("href") for key in el.attrib), name
        assert el.tag not in (SVG + "script", SVG + "style", SVG + "defs", SVG + "use", SVG + "image"), name
    assert "url(" not in markup and "<script" not in markup


@pytest.mark.parametrize("card", PACK)
def test_pips_and_court_art(card):
    root = parse(card_svg(card))
    assert len(with_class(root, "pip")) == PIP_COUNT[card[0]]
    art = with_class(root, "face-art")
    if card[0] in "JQK":
        assert len(art) == 1 and len(list(art[0].iter())) > 10
    else:
        assert art == []


@pytest.mark.parametrize("card", PACK)
def test_pips_are_the_cards_suit_in_its_colour(card):
    root = parse(card_svg(card))
    colour = RED if card[1] in "DH" else BLACK
    for pip in with_class(root, "pip"):
        assert pip.get("d") == SUIT_PATHS[card[1]]
        assert fill_of(root, pip) == colour


@pytest.mark.parametrize("card", PACK)
def test_two_corner_indices_show_rank_and_suit_in_colour(card):
    root = parse(card_svg(card))
    colour = RED if card[1] in "DH" else BLACK
    indices = with_class(root, "index")
    assert len(indices) == 2
    for index in indices:
        texts = [el for el in index.iter(SVG + "text")]
        assert [t.text for t in texts] == [INDEX_TEXT[card[0]]]
        assert fill_of(root, texts[0]) == colour
        suits = [el for el in index.iter(SVG + "path") if el.get("d") == SUIT_PATHS[card[1]]]
        assert len(suits) == 1 and fill_of(root, suits[0]) == colour
    # One index stands the right way up; the other is the same index turned about the centre.
    parents = {child: parent for parent in root.iter() for child in parent}
    turns = [parents[index].get("transform") for index in indices]
    assert turns.count("rotate(180 125 175)") == 1


def test_lower_pips_are_upside_down():
    root = parse(card_svg("9H"))
    turned = []
    for pip in with_class(root, "pip"):
        y = float(re.match(r"translate\([\d.]+ ([\d.]+)\)", pip.get("transform")).group(1))
        if y != 175:
            turned.append((y > 175, "rotate(180)" in pip.get("transform")))
    assert len(turned) == 8 and all(low == upside_down for low, upside_down in turned)


def test_every_face_and_every_back_differ():
    faces = [card_svg(card) for card in PACK]
    backs = [back_svg(design) for design in BACKS]
    assert len(set(faces)) == 24 and len(set(backs)) == len(BACKS) >= 3
    assert not set(backs) & set(faces)
    assert back_svg() == back_svg(DEFAULT_BACK)
    for markup in backs:
        back = parse(markup)
        assert len(with_class(back, "back-art")) == 1
        assert with_class(back, "pip") == [] and with_class(back, "index") == [] and list(back.iter(SVG + "text")) == []


def test_each_back_has_a_name_and_an_unknown_back_is_refused():
    assert all(name and name[0].isupper() for name, _ in BACKS.values())
    with pytest.raises(ValueError, match="no card back"):
        back_svg("green")


@pytest.mark.parametrize("suit", SUITS)
def test_jack_queen_and_king_are_drawn_differently(suit):
    arts = [ET.tostring(with_class(parse(card_svg(rank + suit)), "face-art")[0]) for rank in "JQK"]
    assert len(set(arts)) == 3


def test_suit_symbols_are_four_different_paths():
    assert set(SUIT_PATHS) == set(SUITS)
    assert len(set(SUIT_PATHS.values())) == 4
    for path in SUIT_PATHS.values():
        numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", path)]
        assert max(abs(n) for n in numbers) <= 50


@pytest.mark.parametrize("card", PACK)
def test_markup_stays_small(card):
    limit = 6000 if card[0] in "JQK" else 4000
    assert len(card_svg(card)) < limit
    assert all(len(back_svg(design)) < 3200 for design in BACKS)


def test_results_are_cached():
    assert card_svg("QS") is card_svg("QS")
    assert back_svg() is back_svg()


@pytest.mark.parametrize("bad", ["", "1H", "JX", "jh", "JHX", "10H"])
def test_rejects_what_is_not_a_card(bad):
    with pytest.raises(ValueError, match="not a euchre card"):
        card_svg(bad)


def test_ranks_and_suits_cover_the_pack():
    assert {card[0] for card in PACK} == set(RANKS) and {card[1] for card in PACK} == set(SUITS)


def test_docstring_examples():
    result = doctest.testmod(ui.game.cards)
    assert result.attempted > 0 and result.failed == 0
