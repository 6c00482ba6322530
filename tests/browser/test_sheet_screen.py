"""The standings for a room: the projector or TV screen (``#sheet/<id>/screen``) at a 64-player
tournament, and the standings table at a phone's width.

Readable from the back of a hall (every word of it at least 32 px at 1920x1080), one column per
round, shared places, the top three marked, the current round's tables, a page at a time past
one screen (turning by itself, with or without motion), full screen, updated by itself when a hand
is recorded in another tab, and no word broken inside itself at any size.
"""

from __future__ import annotations

import random
from pathlib import Path

from browser_support import BOOT_TIMEOUT_MS

from euchre.sheet import Tournament, dump_tournament, load_tournament
from ui.sheet.screens.board import PAGE_SECONDS

AT = "2026-01-01T19:00:00Z"
SIZES = [(390, 844), (844, 390), (1024, 768), (1440, 900), (1920, 1080)]
BROKEN_WORDS = (Path(__file__).parent / "broken_words.js").read_text()
NAMES = ["Ann Marie Fitzgerald", "Bartholomew", "Cy", "Di"] + [f"Player {n}" for n in range(5, 65)]


def night() -> Tournament:
    """64 players: round 1 closed, round 2 under way (some tables finished, some playing)."""
    rng = random.Random(7)
    t = Tournament.new("club", "Friday club night", at=AT, players=NAMES)
    for r in (1, 2):
        t = t.start_round(at=AT)
        for table in t.round(r).tables:
            hands = 8 if r == 1 or table.number % 3 == 0 else table.number % 8
            for _ in range(hands):
                t = t.record_hand(r, table.number, makers=rng.randint(0, 1), tricks=rng.choice([0, 3, 3, 4, 5]),
                                  at=AT)
        if r == 1:
            t = t.close_round(1, at=AT)
    return t


def open_screen(page, url, t: Tournament, size=(1920, 1080)):
    """Store ``t`` as the organiser's device would, then open its standings and "Show on a projector or TV"."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(url + "build.json")  # a page of the site that starts nothing: the sheet reads what is stored as it starts
    page.evaluate("t => { localStorage.setItem('euchre:sheet:t:club', t); localStorage.setItem('euchre:sheet:copy:club', t); }",
                  dump_tournament(t))
    page.goto(url + "#sheet")
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.get_by_role("button", name="Open Friday club night").click()
    page.locator("nav.sheet-tabs").get_by_role("link", name="Standings", exact=True).click()
    page.get_by_role("link", name="Show on a projector or TV").click()
    page.wait_for_selector("body[data-sheet-screen=screen]", state="attached")
    page.wait_for_function("() => Number(document.querySelector('#board')?.dataset.pages) > 1")  # measured, paged
    return page.locator("#board")


SMALLEST_TEXT = """() => {
    const sizes = [];
    const walker = document.createTreeWalker(document.querySelector('#board'), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!node.data.trim() || el.closest('.board-controls, .visually-hidden') || !el.checkVisibility()) continue;
        sizes.push([parseFloat(getComputedStyle(el).fontSize), node.data.trim()]);
    }
    return sizes.sort((a, b) => a[0] - b[0])[0];
}"""


def test_the_room_reads_the_standings_from_the_back_of_the_hall(visitor_page, site_url):
    page = visitor_page
    page.clock.install()   # the page's own timers, moved on below rather than waited for
    t = night()
    board = open_screen(page, site_url, t)
    assert page.locator(".topbar").is_hidden()                        # nothing but the standings
    smallest, text = page.evaluate(SMALLEST_TEXT)
    assert smallest >= 32, f"{text!r} is {smallest}px at 1920x1080"
    assert board.locator("thead th").all_inner_texts() == ["Place", "Player", "R1", "R2", "Total"]
    standings = t.standings()
    rows = board.locator("tbody tr")
    shown = rows.count()
    assert 8 <= shown < 64 and board.get_attribute("data-pages") == str(-(-64 // shown))
    for i in range(shown):                                            # the first page: places, rounds, totals
        row, want = rows.nth(i), standings.rows[i]
        mine = [table.points[table.side_of(want.player)] for rnd in t.rounds for table in rnd.tables
                if want.player in table.seats]
        assert row.locator("td, th").all_inner_texts() == [want.place, want.name, *map(str, mine), str(want.total)]
        assert ("top" in (row.get_attribute("class") or "")) == want.top_three
    assert any(row.place.endswith("=") for row in standings.rows[:shown])  # shared places, as "3="
    tables = board.locator(".board-tables li")
    assert tables.count() == 16
    for table in t.round(2).tables:
        item = board.locator(f'.board-tables li[data-table="{table.number}"]')
        assert item.get_attribute("class") == ("done" if table.is_complete else "playing")
        assert item.inner_text().replace("\n", " ").startswith(f"Table {table.number}")
    assert "Round 2: 5 of 16 tables finished." in board.locator(".board-round").inner_text()
    # the next page comes by itself, and the one after (past the last, the first again)
    first = rows.first.locator("th").inner_text()
    page.clock.run_for(PAGE_SECONDS * 1000)
    page.wait_for_selector('#board[data-page="2"]')
    assert rows.first.locator("th").inner_text() == standings.rows[shown].name != first
    board.get_by_role("button", name="Stop on this page").click()
    assert "stopped" in board.locator(".board-page").inner_text()


def test_the_screen_goes_full_screen_and_turns_its_pages_without_motion_when_asked(visitor_page, site_url):
    page = visitor_page
    page.emulate_media(reduced_motion="reduce")
    page.clock.install()
    board = open_screen(page, site_url, night())
    assert page.evaluate("getComputedStyle(document.querySelector('#board tbody')).animationName") == "none"
    board.get_by_role("button", name="Full screen").click()
    page.wait_for_function("document.fullscreenElement === document.documentElement")
    board.get_by_role("button", name="Leave full screen").wait_for()
    page.clock.run_for(PAGE_SECONDS * 1000)
    page.wait_for_selector('#board[data-page="2"]')  # still turning, without the fade
    board.get_by_role("button", name="Leave full screen").click()
    page.wait_for_function("document.fullscreenElement === null")


def test_the_screen_updates_by_itself_when_a_hand_is_recorded_in_another_tab(visitor_context, site_url):
    context, guard = visitor_context
    screen, organiser = context.new_page(), context.new_page()
    for tab in (screen, organiser):
        guard.watch(tab)
    t = night()
    board = open_screen(screen, site_url, t)
    board.get_by_role("button", name="Stop on this page").click()
    shown = {int(p) for p in board.locator("tbody tr").evaluate_all("rows => rows.map(r => r.dataset.player)")}
    table, player = next((x, seat) for x in t.round(2).tables if not x.is_complete for seat in x.seats
                         if seat in shown)
    row = board.locator(f'tbody tr[data-player="{player}"]')
    organiser.goto(site_url + f"#sheet/club/round/2/table/{table.number}")
    organiser.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    form = organiser.locator(f'form[data-form="record"][data-table="{table.number}"][data-correct="0"]')
    form.locator("fieldset.makers label").nth(0).click()
    form.locator("fieldset.tricks label").nth(4).click()              # the player's pair: 1 point more
    form.get_by_role("button", name=f"Record hand {table.next_hand_number}").click()
    organiser.locator(f'li[data-hand="{table.next_hand_number}"]').filter(has_not_text="not recorded").wait_for()
    after = load_tournament(organiser.evaluate("localStorage.getItem('euchre:sheet:t:club')"))
    want = next(r for r in after.standings() if r.player == player)
    screen.bring_to_front()
    row.locator("td.total").filter(has_text=str(want.total)).wait_for(timeout=10_000)   # within a moment, by itself
    assert row.locator("td.place").inner_text() == want.place
    progress = board.locator(f'.board-tables li[data-table="{table.number}"]').inner_text()
    assert f"{table.recorded + 1}/8" in progress
    guard.assert_clean()


def resized(page, size) -> None:
    """The window made ``size``, and what the new size draws (the screen measures its rows again) laid out."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.wait_for_function("([w, h]) => innerWidth === w && innerHeight === h", arg=list(size))
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def test_no_word_is_broken_on_the_screen_or_in_the_standings_at_any_size(visitor_page, site_url):
    """Each size in turn on one page (the projector screen and the standings are drawn again as the
    window changes, as on a device turned or a window resized)."""
    page = visitor_page
    open_screen(page, site_url, night(), SIZES[0])
    broken = {}
    for where, root in (("projector screen", "#board"), ("standings", "#sheet")):
        if where == "standings":
            page.get_by_role("link", name="Back to the standings").click()
            page.wait_for_selector("body[data-sheet-screen=standings]", state="attached")
        for size in SIZES:
            resized(page, size)
            found = page.evaluate(BROKEN_WORDS, root)
            if found:
                broken[f"{where} at {size[0]}x{size[1]}"] = found
    assert broken == {}
