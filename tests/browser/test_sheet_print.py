"""Paper beside the screens: a round's table cards and blank tally cards printed from the round's
screen, on A4 and on Letter, read back as the PDF Chromium makes of the print (page count, page
size, the words on each page)."""

from __future__ import annotations

import io

import pytest
from browser_support import BOOT_TIMEOUT_MS
from pypdf import PdfReader

from euchre.sheet import Tournament, dump_tournament

AT = "2026-01-01T19:00:00Z"
NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Bob Jr."]
SIZES = {"A4": (595, 842), "Letter": (612, 792)}
"""Page sizes in PostScript points."""


def open_round(page, url, t: Tournament) -> None:
    page.goto(url + "build.json")  # starts nothing: the sheet reads what is stored as it starts
    page.evaluate("t => { localStorage.setItem('euchre:sheet:t:club', t); localStorage.setItem('euchre:sheet:copy:club', t); }",
                  dump_tournament(t))
    page.goto(url + "#sheet/club/round/1")
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)


def printed(page, button: str, paper: str) -> PdfReader:
    """Choose ``paper``, press ``button``, and the PDF of what the browser prints."""
    page.evaluate("() => { window.print = () => { document.body.dataset.printed = 'yes'; }; }")  # no dialog
    page.get_by_label("Paper").select_option(label=paper)
    page.get_by_role("button", name=button).click()
    page.wait_for_selector("body[data-printed=yes]", state="attached")
    page.emulate_media(media="print")
    pdf = PdfReader(io.BytesIO(page.pdf(prefer_css_page_size=True)))
    page.emulate_media(media="screen")
    page.evaluate("() => { delete document.body.dataset.printed; }")
    return pdf


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_table_cards_and_tally_cards_print_a_page_a_table_on_the_paper_chosen(visitor_page, site_url, paper):
    t = Tournament.new("club", "Friday club night", at=AT, players=NAMES)
    t = t.start_round(tables=[(0, 1, 2, 3), (4, 5, 6, 7)], at=AT)
    open_round(visitor_page, site_url, t)
    cards = printed(visitor_page, "Print round 1's table cards", paper)
    assert len(cards.pages) == 2, "a page a table"
    for number, sheet in enumerate(cards.pages, start=1):
        width, height = float(sheet.mediabox.width), float(sheet.mediabox.height)
        assert (round(width), round(height)) == SIZES[paper]
        words = " ".join(sheet.extract_text().split())
        assert f"Round 1 · Table {number}" in words
        assert "deals hands 1 and 5" in words and "Hand 8 ·" in words
    first = " ".join(cards.pages[0].extract_text().split())
    assert "Ann & Bob (North–South) vs Cy & Di (East–West)" in first
    assert "Sitting out round 1: Bob Jr." in " ".join(cards.pages[1].extract_text().split())
    tally = printed(visitor_page, "Print blank tally cards", paper)
    assert len(tally.pages) == 5, "nine blank cards, two to a page"
    words = " ".join(tally.pages[0].extract_text().split())
    assert "Tally card · Friday club night" in words and "My total" in words and "Ann" not in words
    assert {(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in tally.pages} == {SIZES[paper]}
