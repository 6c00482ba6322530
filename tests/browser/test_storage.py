"""Stored data in the browser: damaged, missing, full or raced, nothing recorded is lost and
nothing keeps the site from starting.

Tournaments and saves are written into localStorage directly (built with the engine in
CPython), so these tests depend on the score sheet's screens only where a person records
hands (the race) or imports a file.
"""

from __future__ import annotations

import json

import pytest
import os
import signal
from pathlib import Path

from browser_support import (BOOT_TIMEOUT_MS, CHROMIUM_ARGS, READY, Guard, before_start, chromium_path, guard_requests,
                             reload, STANDARD_SEATS as SEATS_SETTING)

from euchre.sheet import MAX_VERSIONS, Tournament, dump_tournament, load_tournament
from euchre.sheet.share import TableSheet, encode, load
from ui.sheet.words import hand_text


@pytest.fixture
def page(visitor_page):
    """Every page here is a returning visitor's (the offline copy kept), with no saved data."""
    return visitor_page


AT = "2026-01-01T00:00:00Z"
PLAYERS = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
MAIN, COPY = "euchre:sheet:t:", "euchre:sheet:copy:"
FILL = """() => {
    let chunk = 'x'.repeat(1 << 20), i = 0;
    while (chunk.length) {
        try { localStorage.setItem('filler-' + (i++), chunk); }
        catch (e) { chunk = chunk.slice(0, chunk.length >> 1); }
    }
}"""


def club(hands: int = 2, tid: str = "club") -> Tournament:
    t = Tournament.new(tid, "Club night", at=AT).add_players(PLAYERS, at=AT).start_round(at=AT)
    for h in range(hands):
        t = t.record_hand(1, 1, makers=h % 2, tricks=3 + h % 3, at=AT)
    return t


def put(page, values: dict[str, str | None]) -> None:
    """Write (or, for None, remove) keys of the site's storage, as damage done between visits.
    For the game's key the page goes to its score sheet first: the game's computer seats wait
    there and save nothing, so none of their moves writes a good game over the damaged one."""
    if "euchre:game" in values and page.evaluate("Boolean(document.getElementById('game'))"
                                                 " && !location.hash.startsWith('#sheet')"):
        page.evaluate("location.hash = '#sheet'")
        page.locator("#sheet:not([hidden])").wait_for()
    page.evaluate("""values => { for (const [k, v] of Object.entries(values)) {
        if (v === null) localStorage.removeItem(k); else localStorage.setItem(k, v); } }""", values)


def start(page, url, view=""):
    page.goto(url + view)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    if view == "#sheet":
        page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)


def go_to_table(page, r, n):
    """On round r's screen, pick table n as a person does: its link in the table picker."""
    section = page.locator(f'section.sheet-round[data-round="{r}"]')
    section.wait_for()
    if not section.locator(f'section.sheet-table[data-table="{n}"]').count():
        section.locator(f'nav.table-picker a[data-goto-table="{n}"]').click()
    page.locator(f'[data-round="{r}"] section.sheet-table[data-table="{n}"]').wait_for()


def record_form(page, r, n, correcting=False):
    return page.locator(f'form[data-form="record"][data-round="{r}"][data-table="{n}"]'
                        f'[data-correct="{1 if correcting else 0}"]')


def backups(page) -> list[str]:
    return page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('euchre:unreadable')).sort()"
                         ".map(k => k + '=' + localStorage.getItem(k))")


def no_developer_words(text: str) -> None:
    for words in ("DOMException", "set_int_max_str_digits", "Traceback", "TypeError", "QuotaExceeded"):
        assert words not in text, text


DAMAGED_GAMES = [
    '{"format":"euchre","schema":1,"kind":[]}',  # our format, of no kind we know
    "[" * 6000 + "]" * 6000,  # nested deeper than Python reads (how deep depends on the engine's stack)
    '{"format":"euchre","schema":' + "1" * 5000 + "}",  # a number longer than Python reads
    "null",  # JSON, but nothing
]
"""Damaged game saves, each put to a start of the page. The engine refuses these and every other
shape (a round of the wrong type, "[]", "NaN"...) in CPython too (test_errors.py): these are the
ones where the page's Python could differ from CPython's or where the page reads before the engine."""


STANDARD_SEATS = {"euchre:settings": SEATS_SETTING}
"""Settings a person kept (every computer seat at the standard level), for tests of what a start
reads that need no expert: the game starts without booting the expert's worker."""


def test_no_damaged_game_save_keeps_the_game_or_the_sheet_from_starting(page, site_url):
    before_start(page, site_url)
    put(page, STANDARD_SEATS)
    for value in DAMAGED_GAMES:
        put(page, {"euchre:game": value})
        reload(page, "#sheet")  # the sheet starts
        assert page.locator("#sheet").inner_text().strip()
        page.get_by_role("link", name="Play", exact=True).click()  # and so does the game,
        notice = page.locator("#notices").filter(has_text="could not be read")  # saying what happened in plain words
        notice.wait_for()
        notice = notice.inner_text()
        assert "could not be read" in notice, value[:50]
        no_developer_words(notice)
        assert page.locator("#hand-number").inner_text() == "Hand 1 of 8"
    kept = backups(page)
    assert len(kept) == len(DAMAGED_GAMES) and all(any(k.endswith("=" + v) for k in kept) for v in DAMAGED_GAMES)
    reload(page)
    assert backups(page) == kept, "data kept aside once must not be kept again at every start"


def test_nested_or_oversized_tournaments_never_stop_the_sheet(page, site_url):
    before_start(page, site_url)
    good = dump_tournament(club())
    put(page, {MAIN + "deep": "[" * 6000 + "]" * 6000, COPY + "deep": "{\"a\":" * 6000 + "0" + "}" * 6000,
               MAIN + "club": good, COPY + "club": good})
    reload(page, "#sheet")
    text = page.locator("#sheet").inner_text()
    assert "Club night" in text and "could not be read" in text
    no_developer_words(text)
    kept = backups(page)
    assert len(kept) == 2 and all(k.startswith("euchre:unreadable:sheet:") for k in kept)
    assert page.evaluate(f"localStorage.getItem('{MAIN}deep') === null && localStorage.getItem('{COPY}deep') === null")
    reload(page, "#sheet")
    assert backups(page) == kept, "both damaged copies must be kept once, not again at every start"


def test_either_copy_brings_a_tournament_back(page, site_url):
    before_start(page, site_url)
    good = dump_tournament(club(3))
    for main in ("", None, good[:300], "{}"):
        put(page, {MAIN + "club": main, COPY + "club": good})
        reload(page, "#sheet")
        assert "Club night" in page.locator("#sheet").inner_text(), f"main copy {main!r:.30}: tournament vanished"
        assert page.evaluate(f"localStorage.getItem('{MAIN}club')") == good, "the main copy was not restored"
    put(page, {MAIN + "club": good, COPY + "club": good[:100]})
    reload(page, "#sheet")
    assert "Club night" in page.locator("#sheet").inner_text()


def test_full_storage_and_a_damaged_main_copy_leave_the_sheet_working(page, site_url):
    before_start(page, site_url)
    good = dump_tournament(club(3))
    put(page, {MAIN + "club": "{" + good[:5000], COPY + "club": good})
    page.evaluate(FILL)
    reload(page, "#sheet")
    text = page.locator("#sheet").inner_text()
    assert "Club night" in text and "full" in text
    no_developer_words(text)
    assert page.evaluate(f"localStorage.getItem('{MAIN}club')").startswith("{" + good[:100]), \
        "damaged text that could not be set aside must stay where it was"
    page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('filler-')).forEach(k => localStorage.removeItem(k))")
    reload(page, "#sheet")
    assert "Club night" in page.locator("#sheet").inner_text()
    assert any(k.endswith("={" + good[:5000]) for k in backups(page)), "once there is room, it is set aside"


def test_the_games_delete_leaves_the_tournaments_backups(page, site_url):
    before_start(page, site_url)
    put(page, {"euchre:game": "{broken", MAIN + "gone": "[1,", COPY + "gone": "[1,"})
    reload(page, "#sheet")
    assert len(backups(page)) == 2
    reload(page)
    page.get_by_role("button", name="Delete it").click()
    assert [k.split("=")[0].startswith("euchre:unreadable:sheet:") for k in backups(page)] == [True]


def test_importing_crafted_versions_keeps_every_recorded_hand_and_its_history(page, site_url, tmp_path):
    before_start(page, site_url)
    ours = club(8)
    put(page, {MAIN + "club": dump_tournament(ours), COPY + "club": dump_tournament(ours)})
    reload(page, "#sheet")
    doc = json.loads(dump_tournament(ours))
    for hand in doc["rounds"][0]["tables"][0]["hands"]:
        hand["versions"] = [{"rev": 100 + i, "at": "2026-01-02T00:00:00Z"} for i in range(MAX_VERSIONS)]
    crafted = tmp_path / "crafted.json"
    crafted.write_text(json.dumps(doc))
    page.get_by_label("Import a tournament file (JSON)").set_input_files(str(crafted))
    page.get_by_role("button", name="Merge into the existing tournament").click()
    assert "recorded differently" in page.locator('[data-feedback="decisions"]').inner_text()  # for a decision
    stored = load_tournament(page.evaluate(f"localStorage.getItem('{MAIN}club')"))
    for h in range(1, 9):
        assert stored.hand(1, 1, h).current == ours.hand(1, 1, h).current, f"hand {h}: overwritten unasked"
    for h in (1, 2):  # the file's cleared versions chosen: this device's result stays in the history
        page.locator(f'#decisions li[data-hand="{h}"] .result-card.waiting').get_by_role("button").click()
        page.wait_for_function(f"""() => {{
            const t = JSON.parse(localStorage.getItem('{MAIN}club'));
            return t.rounds[0].tables[0].hands.find(e => e.number === {h}).versions.length > 1; }}""")
    stored = load_tournament(page.evaluate(f"localStorage.getItem('{MAIN}club')"))
    for h in range(1, 9):
        assert ours.hand(1, 1, h).current in stored.hand(1, 1, h).versions, f"hand {h}: this device's result was lost"
    assert stored.table(1, 1).recorded == 6


def test_two_tabs_recording_at_the_same_instant_keep_every_hand(visitor_context, site_url):
    context, guard = visitor_context
    tabs = [context.new_page(), context.new_page()]
    t = club(0)
    for tab in tabs:
        tab.set_viewport_size({"width": 820, "height": 1180})
        guard.watch(tab)
    start(tabs[0], site_url, "#sheet")
    put(tabs[0], {MAIN + "club": dump_tournament(t), COPY + "club": dump_tournament(t)})
    reload(tabs[0], "#sheet")
    start(tabs[1], site_url, "#sheet")
    for number, tab in enumerate(tabs, 1):  # each tab at its own table: round 1's screen, then the table
        tab.bring_to_front()
        tab.get_by_role("button", name="Open Club night").click()
        tab.get_by_role("link", name="Round 1", exact=True).click()
        go_to_table(tab, 1, number)
    for h in range(1, 9):
        for number, tab in enumerate(tabs, 1):  # each tab at its own table, the form filled in
            tab.bring_to_front()  # as a person switches to it (a hidden tab draws no frames)
            form = tab.locator(f'form[data-form="record"][data-round="1"][data-table="{number}"][data-correct="0"]')
            assert form.get_attribute("data-hand") == str(h)
            form.locator("fieldset.makers label").nth(h % 2).click()
            form.locator("fieldset.tricks label").nth(3).click()
        when = tabs[0].evaluate("Date.now() + 400")
        for number, tab in enumerate(tabs, 1):  # Record pressed in both tabs at one instant
            tab.evaluate("""([table, when]) => {
                const button = document.querySelector(
                    `form[data-form="record"][data-round="1"][data-table="${table}"][data-correct="0"] button[type=submit]`);
                setTimeout(() => button.click(), when - Date.now());
            }""", [number, when])
        for tab in tabs:  # both tabs must come to hold both hands
            tab.wait_for_function("""h => {
                const t = JSON.parse(localStorage.getItem('euchre:sheet:t:club'));
                return t.rounds[0].tables.every(table => table.hands.some(e => e.number === h));
            }""", arg=h, timeout=15_000)
    for tab in tabs:
        reload(tab, "#sheet")
        stored = load_tournament(tab.evaluate(f"localStorage.getItem('{MAIN}club')"))
        assert [stored.table(1, n).recorded for n in (1, 2)] == [8, 8]
    guard.assert_clean()


# --- decisions the page leaves to a person, and what it never redraws away ------------------------

def describe(t: Tournament, key, version=None) -> str:
    """A hand's result as the page words it, with how it came out ("... → made, 1")."""
    r, n, h = key
    return hand_text(t, t.table(r, n), version or t.hand(r, n, h).current)


def open_table(page, url, r=1, n=1):
    start(page, url, "#sheet")
    page.get_by_role("button", name="Open Club night").click()
    page.get_by_role("link", name=f"Round {r}", exact=True).click()
    go_to_table(page, r, n)


def fill(form, makers, tricks):
    form.locator("fieldset.makers label").nth(makers).click()
    form.locator("fieldset.tricks label").nth(tricks).click()


def test_an_imported_file_that_recorded_a_hand_differently_overwrites_nothing_until_chosen(page, site_url, tmp_path):
    before_start(page, site_url)
    ours = club(2)
    # Another device, from the same first hand: its hand 2 entered later, without seeing this one's.
    theirs = club(1).record_hand(1, 1, makers=0, tricks=5, at="2026-01-02T00:00:00Z")
    theirs = theirs.record_hand(1, 1, makers=1, tricks=3, at="2026-01-02T00:00:00Z")
    mine = ours.record_hand(1, 2, makers=0, tricks=4, at="2026-01-02T00:00:00Z")
    put(page, {MAIN + "club": dump_tournament(mine), COPY + "club": dump_tournament(mine)})
    reload(page, "#sheet")
    file = tmp_path / "other-device.json"
    file.write_text(dump_tournament(theirs))
    page.get_by_label("Import a tournament file (JSON)").set_input_files(str(file))
    page.get_by_role("button", name="Merge into the existing tournament").click()
    decision = page.locator('#decisions li[data-hand="2"]')                   # the decision screen, at once
    in_force, waiting = decision.locator(".result-card.in-force"), decision.locator(".result-card.waiting")
    assert describe(ours, (1, 1, 2)) in in_force.inner_text()                  # side by side, in plain words
    assert describe(theirs, (1, 1, 2)) in waiting.inner_text()
    assert "Entered on another device (from a file) at 00:00 on 2026\u201101\u201102." in waiting.inner_text()
    stored = load_tournament(page.evaluate(f"localStorage.getItem('{MAIN}club')"))
    assert stored.hand(1, 1, 2).current == ours.hand(1, 1, 2).current, "this device's result was overwritten"
    assert stored.table(1, 1).recorded == 3 and stored.table(1, 2).recorded == 1  # the rest came in, nothing lost
    waiting.get_by_role("button", name="Use this result: Hand 2 at table 1").click()
    page.locator('[data-feedback="decisions"]').filter(has_text="Every result is settled").wait_for()
    stored = load_tournament(page.evaluate(f"localStorage.getItem('{MAIN}club')"))
    assert stored.hand(1, 1, 2).current.content == theirs.hand(1, 1, 2).current.content and stored.waiting() == ()
    assert ours.hand(1, 1, 2).current in stored.hand(1, 1, 2).versions, "this device's result left no history"
    assert stored.table(1, 2).recorded == 1


def test_another_tabs_change_redraws_only_what_changed_and_never_a_half_filled_form(visitor_context, site_url):
    context, guard = visitor_context
    first, second = context.new_page(), context.new_page()
    for tab in (first, second):
        tab.set_viewport_size({"width": 820, "height": 1180})
        guard.watch(tab)
    start(first, site_url)
    t = club(0)
    put(first, {MAIN + "club": dump_tournament(t), COPY + "club": dump_tournament(t)})
    open_table(first, site_url, 1, 2)
    open_table(second, site_url, 1, 1)
    second.evaluate("document.querySelector('section.sheet-table').kept = true")  # this very node must stay

    first.bring_to_front()  # each tab is used as a person uses it: switched to first
    fill(record_form(first, 1, 2), 0, 3)  # another table's hand: only the picker changes here
    record_form(first, 1, 2).get_by_role("button", name="Record hand 1").click()
    second.get_by_role("link", name="Table 2, 1 of 8 hands").wait_for()
    assert second.evaluate("document.querySelector('section.sheet-table').kept === true"), \
        "a change at table 2 redrew table 1"

    second.bring_to_front()
    form = record_form(second, 1, 1)
    form.locator("fieldset.makers label").nth(1).click()  # half filled: a pair chosen, no tricks yet
    first.bring_to_front()
    go_to_table(first, 1, 1)
    fill(record_form(first, 1, 1), 0, 4)
    record_form(first, 1, 1).get_by_role("button", name="Record hand 1").click()
    second.bring_to_front()
    form.locator(".feedback").filter(has_text="changed in another tab").wait_for()
    assert form.locator('fieldset.makers input[value="1"]').is_checked(), "the half-filled form was wiped"
    assert second.evaluate("document.querySelector('section.sheet-table').kept === true")
    form.locator("fieldset.tricks label").nth(2).click()
    form.get_by_role("button", name="Record hand 1").click()
    correction = second.locator('form[data-form="record"][data-correct="1"][data-hand="1"]')
    said = correction.locator(".feedback").inner_text()
    assert "recorded in another tab meanwhile" in said and "Choose" not in said and "choose" not in said, said
    assert correction.locator('fieldset.makers input[value="1"]').is_checked()   # what was entered is kept
    assert correction.locator('fieldset.tricks input[value="2"]').is_checked()
    correction.get_by_role("button", name="Save correction").click()
    second.locator('[data-table="1"] li[data-hand="1"]').filter(has_text="2 tricks").wait_for()
    stored = load_tournament(second.evaluate(f"localStorage.getItem('{MAIN}club')"))
    entry = stored.hand(1, 1, 1)
    assert entry.current.content[:2] == (1, 2) and any(v.content[:2] == (0, 4) for v in entry.versions)
    assert stored.table(1, 2).recorded == 1
    guard.assert_clean()


def test_hands_two_tabs_recorded_differently_at_once_are_shown_for_a_decision(page, site_url):
    before_start(page, site_url)
    t = club(0)
    put(page, {MAIN + "club": dump_tournament(t), COPY + "club": dump_tournament(t)})
    open_table(page, site_url)
    form = record_form(page, 1, 1)
    fill(form, 0, 3)
    # Another tab recorded hand 1, then corrected it, in the instant before this tab's Record press:
    # this tab has not heard of it yet.
    other = t.record_hand(1, 1, makers=1, tricks=4, at=AT).correct_hand(1, 1, 1, makers=1, tricks=5, alone=None,
                                                                        at=AT)
    put(page, {MAIN + "club": dump_tournament(other), COPY + "club": dump_tournament(other)})
    form.get_by_role("button", name="Record hand 1").click()
    banner = page.locator(".waiting-banner")
    assert banner.inner_text().startswith("1 result waits for your decision")
    mine = t.record_hand(1, 1, makers=0, tricks=3, at=AT)
    reload(page, "#sheet/club/round/1/table/1")      # it waits in the stored tournament, asked again after a reload
    page.locator(".waiting-banner").get_by_role("link", name="Decide now").click()
    decision = page.locator('#decisions li[data-hand="1"]')
    # this tab's result stays in force, though the other tab's was entered later, until a person decides
    assert describe(mine, (1, 1, 1)) in decision.locator(".result-card.in-force").inner_text()
    waiting = decision.locator(".result-card.waiting")
    assert describe(other, (1, 1, 1)) in waiting.inner_text()
    waiting.get_by_role("button", name="Use this result: Hand 1 at table 1").click()
    page.locator('[data-feedback="decisions"]').filter(has_text="Every result is settled").wait_for()
    stored = load_tournament(page.evaluate(f"localStorage.getItem('{MAIN}club')"))
    assert stored.hand(1, 1, 1).current.content[:2] == (1, 5) and stored.waiting() == ()
    assert (0, 3, None, None) in {v.content for v in stored.hand(1, 1, 1).versions}
    reload(page, "#sheet/club/round/1/table/1")
    assert page.locator(".waiting-banner").count() == 0, "a decided hand is asked about again"


def test_the_sheets_kept_data_can_be_downloaded_and_deleted_beside_its_message(page, site_url):
    before_start(page, site_url)
    put(page, {MAIN + "gone": "[1,", COPY + "gone": "[1,", "euchre:unreadable:2020-01-01T00:00:00": "an old game"})
    reload(page, "#sheet")
    messages = page.locator(".sheet-messages")
    assert "could not be read" in messages.inner_text()
    with page.expect_download() as download:
        messages.get_by_role("button", name="Download the kept data").click()
    assert "\n[1," in download.value.path().read_text()
    messages.get_by_role("button", name="Delete it").click()
    assert "Delete the kept data (1 piece, 3 characters)?" in messages.inner_text()
    messages.get_by_role("button", name="Yes, delete the kept data").click()
    assert "The kept data was deleted" in messages.inner_text()
    assert backups(page) == ["euchre:unreadable:2020-01-01T00:00:00=an old game"], "it deleted more than it said"
    reload(page, "#sheet")
    assert page.get_by_role("button", name="Download the kept data").count() == 0


# --- a browser killed just after a save --------------------------------------------------------

def browser_pids(profile) -> list[int]:
    """The browser process (not its renderers or helpers) running with this profile."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            args = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if f"--user-data-dir={profile}".encode() in args and not any(a.startswith(b"--type=") for a in args):
            found.append(int(entry.name))
    return found


def persistent(browser, profile, guard: Guard):
    """Debian's Chromium with a profile kept on disk, every request checked."""
    context = browser.browser_type.launch_persistent_context(
        str(profile), executable_path=chromium_path(), args=CHROMIUM_ARGS, service_workers="block",
        viewport={"width": 820, "height": 1180})
    guard_requests(context, guard)
    page = context.pages[0] if context.pages else context.new_page()
    guard.watch(page)
    return context, page


def killed_and_restarted(browser, profile, before, after) -> None:
    """Run ``before(page)`` in a Chromium with ``profile`` on disk, SIGKILL it as soon as it returns (no
    chance to write anything more), then run ``after(page)`` in a Chromium restarted on the same profile."""
    for act in (before, after):
        guard = Guard()
        context, page = persistent(browser, profile, guard)
        try:
            act(page)
            guard.assert_clean()
            if act is before:
                pids = browser_pids(profile)
                assert len(pids) == 1, pids
                os.kill(pids[0], signal.SIGKILL)
        finally:
            try:
                context.close()
            except Exception:  # noqa: BLE001 - its browser was killed
                pass


def test_a_hand_confirmed_as_saved_survives_the_browser_killed_a_second_later(browser, site_url, tmp_path):
    def record(page):
        start(page, site_url)
        put(page, {MAIN + "club": dump_tournament(club(0)), COPY + "club": dump_tournament(club(0))})
        open_table(page, site_url)
        form = record_form(page, 1, 1)
        fill(form, 0, 3)
        form.get_by_role("button", name="Record hand 1").click()
        page.locator('[data-feedback="record"]').filter(has_text="Hand 1 saved").wait_for()
        # the promise under test: once the journal says the change is on disk, a kill loses nothing
        page.wait_for_selector("body[data-sheet-journal=kept]", state="attached")

    def check(page):
        page.goto(site_url + "#sheet/club/round/1/table/1")
        page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        assert "not recorded" not in page.locator('[data-table="1"] li[data-hand="1"]').inner_text()
        stored = load_tournament(page.evaluate(f"localStorage.getItem('{MAIN}club')"))
        assert stored.hand(1, 1, 1).current.content[:2] == (0, 3)

    killed_and_restarted(browser, tmp_path / "profile", record, check)


def test_a_hand_a_tables_phone_showed_as_kept_survives_the_browser_killed_at_once(browser, site_url, tmp_path):
    """A table's phone keeps its copy of the round in localStorage, which Chromium puts on disk only in
    batches: its writes go through the same journal as the organiser's, with the same "kept" signal."""
    def record(page):
        page.goto(site_url + "#sheet/join/" + encode(TableSheet.of(club(0), 1, 1)))
        page.wait_for_selector("body[data-sheet-screen=device]", state="attached", timeout=BOOT_TIMEOUT_MS)
        for h, (makers, tricks) in enumerate([(0, 3), (1, 4)], 1):
            form = record_form(page, 1, 1)
            fill(form, makers, tricks)
            form.get_by_role("button", name=f"Record hand {h}").click()
            page.locator('[data-feedback="record"]').filter(has_text=f"Hand {h} saved").wait_for()
        page.wait_for_selector("body[data-sheet-journal=kept]", state="attached", timeout=15_000)

    def check(page):
        page.goto(site_url + "#sheet/club/device/1/1")
        page.wait_for_selector("body[data-sheet-screen=device]", state="attached", timeout=BOOT_TIMEOUT_MS)
        rows = page.locator('[data-table="1"] li[data-hand]')
        assert "not recorded" not in rows.nth(0).inner_text() and "not recorded" not in rows.nth(1).inner_text()
        stored = load(page.evaluate("localStorage.getItem('euchre:sheet:device:club:1:1')"))
        assert [entry.current.content[:2] for entry in stored.hands] == [(0, 3), (1, 4)]

    killed_and_restarted(browser, tmp_path / "phone", record, check)


# --- damaged data of every kind: set aside, offered for download, the rest still used --------------------

JOURNAL_PUT = """async (records) => {
    const db = await new Promise((done, fail) => {
        const request = indexedDB.open('euchre-journal', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('writes');
        request.onsuccess = () => done(request.result);
        request.onerror = fail;
    });
    await new Promise((done, fail) => {
        const tx = db.transaction('writes', 'readwrite');
        for (const [key, value] of records) tx.objectStore('writes').put(value, key);
        tx.oncomplete = done;
        tx.onerror = fail;
    });
    db.close();
}"""


def kept_download(page) -> str:
    """What "Download the kept data" gives."""
    with page.expect_download() as download:
        page.locator(".sheet-messages").get_by_role("button", name="Download the kept data").click()
    return download.value.path().read_text()


def test_a_damaged_journal_record_is_kept_aside_and_the_others_brought_back(page, site_url):
    """One ``null`` record stopped the whole replay ("Cannot read properties of null"), and an unreadable
    one was deleted: now each is kept aside and offered for download, and a good one beside them comes back."""
    start(page, site_url, "#sheet")
    put(page, {MAIN + "club": dump_tournament(club(2)), COPY + "club": dump_tournament(club(2))})
    page.evaluate(JOURNAL_PUT, [["euchre:sheet:t:aaa", None], [MAIN + "club", {"text": dump_tournament(club(3))}],
                                ["euchre:sheet:t:zzz", {"text": "{garbage"}]])
    reload(page, "#sheet")
    messages = page.locator(".sheet-messages").inner_text()
    assert "brought back" in messages and "1 of the changes kept on disk could not be read" in messages, messages
    assert "A change kept on disk could not be read: it was kept aside, not deleted." in messages
    stored = load_tournament(page.evaluate(f"localStorage.getItem('{MAIN}club')"))
    assert stored.table(1, 1).recorded == 3, "the good record beside the damaged ones was not brought back"
    kept = kept_download(page)
    assert "euchre:sheet:t:aaa\nnull" in kept and "{garbage" in kept
    reload(page, "#sheet")                                          # kept once, not again at every start
    assert kept_download(page) == kept


def test_a_damaged_table_copy_on_a_phone_is_kept_when_the_code_is_scanned_again(page, site_url):
    before_start(page, site_url)
    put(page, {"euchre:sheet:device:club:1:1": "{damaged"})
    page.goto(site_url + "#sheet/join/" + encode(TableSheet.of(club(0), 1, 1)))     # the page's own advice
    page.wait_for_selector("body[data-sheet-screen=device]", state="attached")
    assert "This phone's copy of table 1 could not be read: it was kept aside" in \
        page.locator(".sheet-messages").inner_text()
    assert "{damaged" in kept_download(page)
    assert load(page.evaluate("localStorage.getItem('euchre:sheet:device:club:1:1')")).key == ("club", 1, 1)


def test_unreadable_data_too_big_to_keep_aside_still_downloads(page, site_url):
    before_start(page, site_url)
    page.evaluate(f"() => localStorage.setItem('{MAIN}big', 'x'.repeat(4 * 1024 * 1024))")
    reload(page, "#sheet")
    messages = page.locator(".sheet-messages").inner_text()
    assert "Download the kept data" in messages, messages
    assert "x" * 4 * 1024 * 1024 in kept_download(page)               # announced, and really downloaded


def test_a_tournament_saved_by_a_newer_version_says_so_and_is_kept(page, site_url):
    before_start(page, site_url)
    document = json.loads(dump_tournament(club(2)))
    document["schema"] = 99
    newer = json.dumps(document, separators=(",", ":"))
    put(page, {MAIN + "club": newer, COPY + "club": newer})
    reload(page, "#sheet")
    message = page.locator(".sheet-messages .message.error").first.inner_text()
    assert "“Club night” was saved by a newer version of this page" in message, message
    assert newer in kept_download(page)


def test_a_binary_file_is_refused_as_not_a_tournament_file(page, site_url, tmp_path):
    start(page, site_url, "#sheet")
    spreadsheet = tmp_path / "night.xlsx"                              # a zip: binary, with a comma early on
    spreadsheet.write_bytes(b"PK\x03\x04\x14\x00\x06\x00,\x00\x00\x00!\x00" + bytes(range(256)) * 4)
    page.get_by_label("Import a tournament file (JSON)").set_input_files(str(spreadsheet))
    refusal = page.locator('[data-feedback="import"].error')
    refusal.wait_for()
    assert "not a tournament file" in refusal.inner_text() and "CSV" not in refusal.inner_text()


def test_refused_results_links_do_not_pile_up_and_every_message_can_be_dismissed(page, site_url):
    start(page, site_url, "#sheet")
    for n in range(5):                                                  # opened from the address bar, one by one
        page.evaluate("address => { location.hash = address; }", f"#sheet/results/AAAA{n}")
        page.wait_for_function("location.hash === '#sheet'")
    messages = page.locator(".sheet-messages .message")
    assert messages.count() == 1 and "Nothing was merged" in messages.inner_text()
    messages.get_by_role("button", name="Dismiss").click()
    assert page.locator(".sheet-messages .message").count() == 0
