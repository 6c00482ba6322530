"""A phone per table, with no network between the devices.

The organiser's device (a tablet) invites each table's phone with a QR code; each phone (a
separate browser context, sharing nothing with the tablet) opens the invitation and records
its table's hands; its results come back as a QR image, read by the organiser's page: from a
photo, from a pasted link, and through the camera (Chromium's fake capture device playing
the code). Results merge once, a conflicting hand waits for the organiser's decision, and the
standings equal the engine's for the same hands.

Each Chromium device is a browser context of its own and holds none of the game's or the sheet's
data.
"""

from __future__ import annotations

import base64

import pytest
from browser_support import (BOOT_TIMEOUT_MS, CHROMIUM_ARGS, READY, TRACEBACK, Guard, chromium_path, guard_requests,
                             is_local)

from drivers import BOOT_TIMEOUT_S, until as wait_until, wait_for_engine

from euchre.sheet import Tournament, dump_tournament, load_tournament
from euchre.sheet.share import TableSheet, encode

TABLET = {"width": 820, "height": 1180}
PHONE = {"width": 390, "height": 844}
PLAYERS = ["Ann", "Bo", "Cy", "Di", "Ed <b>", "Flo", "Gus", "Hal"]
AT = "2026-01-01T00:00:00Z"


def entry(n: int, h: int):
    """The result table n records for hand h: (makers, tricks, goes alone)."""
    tricks = (n * 5 + h * 7) % 6
    return (n + h) % 2, tricks, h == 4 and tricks >= 3


def new_page(context, guard, size):
    page = context.new_page()
    page.set_viewport_size(size)
    guard.watch(page)
    return page


def guarded(browser, guards):
    """A device: a context of its own, its requests guarded, with no data."""
    context = browser.new_context(service_workers="block")
    guard = Guard()
    guard_requests(context, guard)
    guards.append(guard)
    return context, guard


@pytest.fixture
def devices(browser):
    """new(size) -> a page in a browser context of its own (a device with no data); every guard
    clean at the end."""
    contexts, guards = [], []

    def new(size):
        context, guard = guarded(browser, guards)
        contexts.append(context)
        return new_page(context, guard, size)

    yield new
    for context in contexts:
        context.close()
    for guard in guards:
        guard.assert_clean()


def wait_ready(page):
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("body[data-sheet=ready]", state="attached")


def organiser_with_a_round(page, url):
    page.goto(url + "#sheet")
    wait_ready(page)
    page.get_by_label("New tournament name").fill("Friday <i>club</i>")
    page.get_by_role("button", name="Create tournament").click()
    for player in PLAYERS:
        page.get_by_label("Player name").fill(player)
        page.get_by_role("button", name="Add player").click()
    page.get_by_role("button", name="Seat round 1").click()
    page.wait_for_function("location.hash.endsWith('/round/1/table/1')")


def devices_tab(page):
    page.locator("nav.sheet-tabs").get_by_role("link", name="Table devices", exact=True).click()
    page.wait_for_selector('.sheet-tournament[data-screen="devices"]')


def drawn(page, selector):
    """The QR image once web/qr.js has drawn it."""
    image = page.locator(selector)
    image.wait_for()
    page.wait_for_function("s => { const i = document.querySelector(s); return i && i.complete && i.naturalWidth > 0 "
                           "&& i.getAttribute('data-qr-drawn') === i.getAttribute('data-qr'); }", arg=selector)
    return image


def read_with_page_decoder(page, png: bytes) -> str:
    """What the page's own decoder (zxing-wasm, vendored) reads in a PNG."""
    return page.evaluate("""async (data) => {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        return await window.euchreQr.decodeFile(new Blob([bytes], {type: 'image/png'}));
    }""", base64.b64encode(png).decode())


def invite(page, n):
    """Open table n's invitation: (its link as text, a picture of its QR code)."""
    page.get_by_role("button", name=f"Invite a device for table {n}").click()
    image = drawn(page, f"#invite-{n} img.qr-code")
    return page.locator(f"#invite-link-{n}").input_value(), image.screenshot()


def record_on(page, n, h, seats, hands=None):
    makers, tricks, alone = hands or entry(n, h)
    form = page.locator(f'form[data-form="record"][data-table="{n}"][data-correct="0"][data-hand="{h}"]')
    form.locator("fieldset.makers label").nth(makers).click()
    form.locator("fieldset.tricks label").nth(tricks).click()
    if alone:
        form.locator("fieldset.alone label").nth(1 + 2 * makers).click()
    form.get_by_role("button", name=f"Record hand {h}").click()
    if tricks == 5 and not alone:
        form.get_by_role("button", name="Yes, nobody went alone (2 points)").click()
    page.locator(f'[data-table="{n}"] li[data-hand="{h}"]').filter(has_not_text="not recorded").wait_for()


def expected(seating):
    """The engine's tournament for the same hands, table 2's hand 1 as the table recorded it."""
    t = Tournament.new("x", "x", at=AT).add_players(PLAYERS, at=AT).start_round(at=AT, tables=seating)
    for n, seats in enumerate(seating, 1):
        for h in range(1, 9):
            makers, tricks, alone = entry(n, h)
            t = t.record_hand(1, n, makers=makers, tricks=tricks, alone=seats[2 * makers] if alone else None, at=AT)
    return t


def standings(page):
    page.locator("nav.sheet-tabs").get_by_role("link", name="Standings", exact=True).click()
    rows = page.locator("table.standings tbody tr")
    rows.first.wait_for()
    return [tuple(rows.nth(i).locator("td").all_inner_texts()[:3]) for i in range(rows.count())]


def seating_of(page, r=1):
    """Each table's seats in round r as player ids, read from the organiser's stored tournament."""
    return page.evaluate("""(r) => {
        for (let i = 0; i < localStorage.length; i++) {
            const key = localStorage.key(i);
            if (key.startsWith('euchre:sheet:t:')) {
                return JSON.parse(localStorage.getItem(key)).rounds[r - 1].tables.map((t) => t.seats);
            }
        }
    }""", r)


def feedback(page):
    return page.locator('[data-feedback="devices"]')


ROUNDS = 3
"""Rounds the night of phones plays through the page."""


def test_two_table_phones_record_and_their_results_merge_once(devices, site_url, tmp_path):
    organiser = devices(TABLET)
    organiser_with_a_round(organiser, site_url)
    seating = seating_of(organiser)
    names = [[PLAYERS[pid] for pid in seats] for seats in seating]

    devices_tab(organiser)
    phones = []
    for n in (1, 2):
        address, picture = invite(organiser, n)
        assert address.startswith(site_url) and "#sheet/join/" in address
        assert read_with_page_decoder(organiser, picture) == address   # the QR code is the link
        phone = devices(PHONE)
        phone.goto(address)
        wait_ready(phone)
        phone.wait_for_selector('body[data-sheet-screen="device"]')
        assert phone.locator("#device-title").inner_text() == f"Round 1 · table {n}"
        assert phone.locator(".sheet-device .sheet-table h4").inner_text() == \
            f"Table {n}: {names[n - 1][0]} & {names[n - 1][1]} vs {names[n - 1][2]} & {names[n - 1][3]}"
        assert names[n - 1][0] in phone.locator("#dealers").inner_text()
        assert phone.locator("nav.sheet-tabs").count() == 0          # this table's round only
        assert phone.get_by_role("button", name="Change seats").count() == 0
        assert "#sheet/" in phone.evaluate("location.hash") and "/device/1/" in phone.evaluate("location.hash")
        phones.append(phone)
        organiser.get_by_role("button", name=f"Hide the code for table {n}").click()

    # After inviting, the organiser records table 2's first hand on the tablet too, differently.
    makers, tricks, alone = entry(2, 1)
    organiser.goto(site_url + "#sheet/" + organiser.evaluate("location.hash").split("/")[1] + "/round/1/table/2")
    organiser.locator('section.sheet-table[data-table="2"]').wait_for()
    record_on(organiser, 2, 1, seating[1], hands=(1 - makers, 3, False))
    devices_tab(organiser)

    for n, phone in enumerate(phones, 1):
        for h in range(1, 9):
            record_on(phone, n, h, seating[n - 1])
            if h == 3 and n == 1:  # a phone reloaded mid-round comes back to its table with its hands
                phone.reload()
                wait_ready(phone)
                assert phone.locator('li[data-hand="3"]').filter(has_not_text="not recorded").count() == 1

    # Table 1's results as a photo of the phone's QR code.
    code = drawn(phones[0], ".sheet-device img.qr-code")
    photo = tmp_path / "table-1.png"
    photo.write_bytes(code.screenshot())
    organiser.locator("#results-photo").set_input_files(str(photo))
    feedback(organiser).filter(has_text="Table 1 of round 1 merged: 8 hands added").wait_for()
    assert organiser.evaluate("document.activeElement.getAttribute('data-feedback')") == "devices"
    organiser.locator("#results-photo").set_input_files(str(photo))                # scanned twice
    feedback(organiser).filter(has_text="already here; nothing changed").wait_for()

    # Table 2's results as a pasted link: hand 1 differs from the tablet's and waits for a decision.
    link = phones[1].locator("#results-link-out").input_value()
    organiser.get_by_label("Or paste the results link").fill(link)
    organiser.get_by_role("button", name="Merge results").click()
    feedback(organiser).filter(has_text="7 hands added; 1 hand entered differently here").wait_for()
    conflict = organiser.locator('#decisions li[data-hand="1"]')     # both results side by side, where and when
    assert "Entered on the organiser's device at " in conflict.locator(".result-card.in-force").inner_text()
    assert "Entered on table 2's phone at " in conflict.locator(".result-card.waiting").inner_text()
    conflict.locator(".result-card.waiting").get_by_role("button", name="Use this result: Hand 1 at table 2").click()
    organiser.locator('[data-feedback="decisions"]').filter(has_text="Every result is settled").wait_for()
    organiser.get_by_label("Or paste the results link").fill(link)
    organiser.get_by_role("button", name="Merge results").click()
    feedback(organiser).filter(has_text="already here; nothing changed").wait_for()
    assert organiser.locator("#decisions").count() == 0

    want = expected(seating)
    assert standings(organiser) == [(f"{r.rank}{'=' if r.tied else ''}", r.name, str(r.total)) for r in want.standings()]
    organiser.reload()
    wait_ready(organiser)
    assert standings(organiser) == [(f"{r.rank}{'=' if r.tied else ''}", r.name, str(r.total)) for r in want.standings()]

    # The next rounds, as they go at the tournament: the organiser closes the round and seats the
    # next, each phone opens its table's new invitation, records its eight hands and hands its
    # results back (as a link here), and the tablet merges them. (Seven rounds of seating, in
    # CPython: tests/engine/test_schedules.py and tests/sheet/test_tournament.py.)
    tournament_id = organiser.evaluate("location.hash").split("/")[1]
    for r in range(2, ROUNDS + 1):
        organiser.goto(site_url + f"#sheet/{tournament_id}/round/{r - 1}/table/1")
        organiser.get_by_role("button", name=f"Close round {r - 1}", exact=True).click()
        organiser.get_by_role("button", name=f"Seat round {r}").click()
        organiser.wait_for_function(f"location.hash.endsWith('/round/{r}/table/1')")
        seats = seating_of(organiser, r)
        want = want.close_round(r - 1, at=AT).start_round(at=AT, tables=seats)
        devices_tab(organiser)
        for n, phone in enumerate(phones, 1):
            address = invite(organiser, n)[0]
            organiser.get_by_role("button", name=f"Hide the code for table {n}").click()
            phone.goto(address)
            phone.wait_for_function(f"document.querySelector('#device-title')?.textContent === 'Round {r} · table {n}'")
            for h in range(1, 9):
                record_on(phone, n, h, seats[n - 1])
                makers, tricks, alone = entry(n, h)
                want = want.record_hand(r, n, makers=makers, tricks=tricks,
                                        alone=seats[n - 1][2 * makers] if alone else None, at=AT)
            organiser.get_by_label("Or paste the results link").fill(phone.locator("#results-link-out").input_value())
            organiser.get_by_role("button", name="Merge results").click()
            feedback(organiser).filter(has_text=f"Table {n} of round {r} merged: 8 hands added").wait_for()
    assert standings(organiser) == [(f"{r.rank}{'=' if r.tied else ''}", r.name, str(r.total)) for r in want.standings()]
    assert len(want.rounds) == ROUNDS and all(table.recorded == 8 for rnd in want.rounds for table in rnd.tables)


def tablet_with(page, url, t: Tournament, screen: str):
    """The organiser's tablet holding ``t`` (as if entered there), on one of its screens."""
    page.goto(url + "build.json")  # a page of the site that starts nothing: the sheet finds ``t`` as it starts
    page.evaluate("t => { localStorage.setItem('euchre:sheet:t:night', t); "
                  "localStorage.setItem('euchre:sheet:copy:night', t); }", dump_tournament(t))
    page.goto(url + "#sheet")
    wait_ready(page)
    page.get_by_role("button", name="Open Night").click()
    page.goto(url + "#sheet/night/" + screen)
    page.locator(f'.sheet-tournament[data-screen="{screen.split("/")[0]}"]').wait_for()


SECRET = "5e" * 32
"""The tournament's secret in a stored tournament: its phones' results come back sealed with their table's key."""


def paste_results(page, sheet: TableSheet) -> None:
    page.get_by_label("Or paste the results link").fill(page.evaluate("location.href.split('#')[0]")
                                                          + "#sheet/results/" + encode(sheet))
    page.get_by_role("button", name="Merge results").click()


def stored_night(page) -> Tournament:
    return load_tournament(page.evaluate("localStorage.getItem('euchre:sheet:t:night')"))


def test_a_hand_entered_differently_on_a_phone_and_the_tablet_waits_whichever_came_first(devices, site_url):
    """The issue's report: hand 1 at the table's phone first, then differently on the tablet; hand 2 on the
    tablet first, then differently on the phone; hand 3 the same on both. Hands 1 and 2 wait for the
    organiser's decision, side by side with where and when each was entered; hand 3 asks nothing."""
    t = Tournament.new("night", "Night", at=AT, players=PLAYERS[:4], secret=SECRET).start_round(
        at=AT, tables=[(0, 1, 2, 3)])
    phone = TableSheet.of(t, 1, 1).tournament(at=AT)
    phone = phone.record_hand(1, 1, makers=0, tricks=3, at="2026-01-01T19:05:00+00:00", by="table 1's phone")
    organiser = devices(TABLET)
    tablet_with(organiser, site_url, t, "round/1/table/1")
    for h, hand in enumerate(((1, 4, False), (0, 4, False), (1, 3, False)), 1):   # hands 1, 2, 3 on the tablet
        record_on(organiser, 1, h, None, hands=hand)
    later = "2026-01-01T19:40:00+00:00"                                          # the phone, later: 2 and 3
    phone = phone.record_hand(1, 1, makers=1, tricks=5, at=later, by="table 1's phone")
    phone = phone.record_hand(1, 1, makers=1, tricks=3, at=later, by="table 1's phone")
    devices_tab(organiser)
    paste_results(organiser, TableSheet.of(phone, 1, 1))
    feedback(organiser).filter(has_text="2 hands entered differently here").wait_for()
    stored = stored_night(organiser)
    assert [c.key for c in stored.waiting()] == [(1, 1, 1), (1, 1, 2)]       # hand 3, the same result, asks nothing
    assert [stored.hand(1, 1, h).current.content[:2] for h in (1, 2, 3)] == [(1, 4), (0, 4), (1, 3)]  # in force
    first = organiser.locator('#decisions li[data-hand="1"]')
    assert "Entered on table 1's phone at 19:05 on 2026\u201101\u201101." in first.locator(".result-card.waiting").inner_text()
    assert "Entered on the organiser's device at" in first.locator(".result-card.in-force").inner_text()
    assert organiser.locator('#decisions li[data-hand="3"]').count() == 0
    organiser.locator("nav.sheet-tabs").get_by_role("link", name="Standings", exact=True).click()
    assert organiser.locator("#standings-waiting").inner_text().startswith(
        "2 results wait for a decision: these standings count the results in force here until then.")
    organiser.locator("#standings-waiting").get_by_role("link", name="Decide now").click()
    organiser.locator('#decisions li[data-hand="2"] .result-card.waiting').get_by_role("button").click()
    organiser.locator('#decisions li[data-hand="1"] .result-card.in-force').get_by_role("button").click()
    organiser.locator('[data-feedback="decisions"]').filter(has_text="Every result is settled").wait_for()
    stored = stored_night(organiser)
    assert stored.waiting() == ()
    assert [stored.hand(1, 1, h).current.content[:2] for h in (1, 2, 3)] == [(1, 4), (1, 5), (1, 3)]
    devices_tab(organiser)
    paste_results(organiser, TableSheet.of(phone, 1, 1))                        # scanned again: nothing to ask
    feedback(organiser).filter(has_text="already here; nothing changed").wait_for()
    assert organiser.locator("#decisions").count() == 0


def test_results_for_a_round_closed_here_come_in_only_when_the_organiser_says_so(devices, site_url):
    t = Tournament.new("night", "Night", at=AT, players=PLAYERS[:4], secret=SECRET).start_round(
        at=AT, tables=[(0, 1, 2, 3)])
    phone = TableSheet.of(t, 1, 1).tournament(at=AT)
    for makers in (0, 1):
        phone = phone.record_hand(1, 1, makers=makers, tricks=3, at=AT, by="table 1's phone")
    closed = t.close_round(1, at=AT, incomplete_ok=True)
    organiser = devices(TABLET)
    tablet_with(organiser, site_url, closed, "devices")
    before = stored_night(organiser)
    paste_results(organiser, TableSheet.of(phone, 1, 1))
    question = feedback(organiser).filter(has_text="Round 1 is closed. Taking this in would add hand 1")
    question.wait_for()
    assert stored_night(organiser) == before                                     # nothing came in unasked
    question.get_by_role("button", name="Take it in").click()
    feedback(organiser).filter(has_text="Taken into round 1, which stays closed.").wait_for()
    stored = stored_night(organiser)
    assert stored.table(1, 1).recorded == 2 and stored.round(1).closed


def test_a_damaged_or_wrong_code_changes_nothing_and_says_why(devices, site_url, tmp_path):
    organiser = devices(TABLET)
    organiser_with_a_round(organiser, site_url)
    devices_tab(organiser)
    address, picture = invite(organiser, 1)
    before = organiser.evaluate("JSON.stringify(Object.entries(localStorage).filter(([k]) => k.startsWith('euchre:sheet:t:')))")
    cases = [
        (address, "invitation, not its results"),
        (site_url + "#sheet/results/AAAA", "damaged"),
        ("hello", "not a table's link"),
    ]
    for text, words in cases:
        organiser.get_by_label("Or paste the results link").fill(text)
        organiser.get_by_role("button", name="Merge results").click()
        feedback(organiser).filter(has_text=words).wait_for()
    blank = tmp_path / "blank.svg"
    blank.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" '
                     'height="200" fill="white"/></svg>')
    organiser.locator("#results-photo").set_input_files(str(blank))
    feedback(organiser).filter(has_text="No QR code was found in that picture").wait_for()
    after = organiser.evaluate("JSON.stringify(Object.entries(localStorage).filter(([k]) => k.startsWith('euchre:sheet:t:')))")
    assert after == before
    # A phone given a damaged invitation says so, in words, on the list of tournaments.
    phone = devices(PHONE)
    phone.goto(site_url + "#sheet/join/" + "x" * 40)
    wait_ready(phone)
    assert "could not be opened" in phone.locator(".sheet-messages").inner_text()


def y4m(luma: bytes, width: int, height: int, frames: int = 10) -> bytes:
    """A grey-scale video (YUV 4:2:0) for Chromium's fake camera."""
    header = f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode()
    chroma = bytes([128]) * ((width // 2) * (height // 2) * 2)
    return header + b"".join(b"FRAME\n" + luma + chroma for _ in range(frames))


def test_the_organisers_camera_reads_a_tables_code(browser, devices, site_url, tmp_path):
    organiser = devices(TABLET)
    organiser_with_a_round(organiser, site_url)
    devices_tab(organiser)
    address, _ = invite(organiser, 1)
    phone = devices(PHONE)
    phone.goto(address)
    wait_ready(phone)
    seating = seating_of(organiser)
    for h in range(1, 4):
        record_on(phone, 1, h, seating[0])
    phone.get_by_role("button", name="Show results to the organiser").click()
    drawn(phone, ".sheet-device img.qr-code")
    width = height = 480
    luma = phone.evaluate("""([w, h]) => {
        const img = document.querySelector('.sheet-device img.qr-code');
        const c = document.createElement('canvas'); c.width = w; c.height = h;
        const g = c.getContext('2d'); g.fillStyle = '#fff'; g.fillRect(0, 0, w, h);
        g.drawImage(img, 40, 40, w - 80, h - 80);
        const d = g.getImageData(0, 0, w, h).data; const out = [];
        for (let i = 0; i < d.length; i += 4) out.push(Math.round(0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2]));
        return out;
    }""", [width, height])
    video = tmp_path / "code.y4m"
    video.write_bytes(y4m(bytes(luma), width, height))

    # The organiser's tablet is a second Chromium whose camera plays the code (a launch flag).
    guards = []
    camera_browser = browser.browser_type.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS + [
        "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream",
        f"--use-file-for-fake-video-capture={video}"])
    try:
        context, guard = guarded(camera_browser, guards)
        context.grant_permissions(["camera"], origin=site_url.split("/euchre/")[0])
        tablet = new_page(context, guard, TABLET)
        tablet.goto(site_url + "#sheet")
        wait_ready(tablet)
        tablet.locator("#import-file").set_input_files(files=[{
            "name": "t.json", "mimeType": "application/json", "buffer": organiser_file(organiser)}])
        tablet.get_by_role("button", name="Open").click()
        devices_tab(tablet)
        tablet.get_by_role("button", name="Scan with the camera").click()
        tablet.locator("#scan-video").wait_for()
        feedback(tablet).filter(has_text="Table 1 of round 1 merged: 3 hands added").wait_for(timeout=30_000)
        assert tablet.locator("#scan-video").count() == 0            # the camera stops once it has read
        assert tablet.evaluate("document.activeElement.getAttribute('data-feedback')") == "devices"
        context.close()
    finally:
        camera_browser.close()
    for guard in guards:
        guard.assert_clean()


LATE_CAMERA = """window.answerCamera = null;
navigator.mediaDevices.getUserMedia = () => new Promise((allow, refuse) => {
    window.answerCamera = (allowed) => {
        if (!allowed) return refuse(new DOMException('The person said no', 'NotAllowedError'));
        const canvas = document.createElement('canvas');
        canvas.getContext('2d').fillRect(0, 0, 10, 10);
        window.lateStream = canvas.captureStream();
        allow(window.lateStream);
    };
});"""
"""The browser's question "Allow the camera?" left open until the test answers it
(``answerCamera(allowed)``), as a person who leaves the screen before answering."""


@pytest.mark.parametrize("allowed", [False, True], ids=["refused", "allowed"])
def test_a_camera_answered_after_the_person_left_the_screen_changes_nothing(devices, site_url, allowed):
    organiser = devices(TABLET)
    organiser.add_init_script(LATE_CAMERA)
    organiser_with_a_round(organiser, site_url)
    devices_tab(organiser)
    organiser.get_by_role("button", name="Scan with the camera").click()
    organiser.wait_for_function("window.answerCamera !== null")
    organiser.locator("nav.sheet-tabs").get_by_role("link", name="Standings", exact=True).click()
    organiser.wait_for_selector('.sheet-tournament[data-screen="standings"]')
    organiser.evaluate("allowed => window.answerCamera(allowed)", allowed)
    if allowed:  # the camera the browser gave late goes off again: nobody is scanning
        organiser.wait_for_function("window.lateStream.getTracks().every(track => track.readyState === 'ended')")
    # Back to Table devices, where a second scan is refused at once: its words come after the late answer.
    organiser.evaluate("() => { navigator.mediaDevices.getUserMedia = () => "
                       "Promise.reject(new DOMException('The person said no', 'NotAllowedError')); }")
    devices_tab(organiser)
    organiser.get_by_role("button", name="Scan with the camera").click()
    feedback(organiser).filter(has_text="camera").wait_for()
    assert organiser.locator('.sheet-tournament[data-screen="devices"]').count() == 1
    shown = organiser.evaluate(TRACEBACK)
    assert not shown, f"a late answer about the camera put a Python traceback in the page: {shown[0][-400:]}"


def organiser_file(page) -> bytes:
    return page.evaluate("""() => {
        for (let i = 0; i < localStorage.length; i++) {
            const key = localStorage.key(i);
            if (key.startsWith('euchre:sheet:t:')) return localStorage.getItem(key);
        }
    }""").encode()


def test_with_the_server_gone_a_phone_opens_its_invitation_and_codes_are_drawn_and_read(browser, tmp_path):
    """Offline: the site (QR libraries included) comes from the service worker's cache."""
    import shutil
    import sys

    from browser_support import ROOT, SITE

    sys.path.insert(0, str(ROOT / "tools"))
    from serve import serve_in_thread

    copy = tmp_path / "site"
    shutil.copytree(SITE, copy)
    server, url = serve_in_thread(copy, prefix="/euchre/")
    context = browser.new_context(service_workers="allow")
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    guard = Guard()
    try:
        organiser = new_page(context, guard, TABLET)
        organiser_with_a_round(organiser, url)
        organiser.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        devices_tab(organiser)
        server.shutdown()
        server.server_close()
        address, picture = invite(organiser, 2)
        phone = new_page(context, guard, PHONE)
        phone.goto(address)
        wait_ready(phone)
        phone.wait_for_selector('body[data-sheet-screen="device"]')
        record_on(phone, 2, 1, seating_of(organiser)[1])
        phone.get_by_role("button", name="Show results to the organiser").click()
        results = drawn(phone, ".sheet-device img.qr-code").screenshot()
        assert read_with_page_decoder(phone, picture) == address
        organiser.locator("#results-photo").set_input_files(files=[{
            "name": "code.png", "mimeType": "image/png", "buffer": results}])
        feedback(organiser).filter(has_text="Table 2 of round 1 merged: 1 hand added").wait_for()
    finally:
        context.close()
    assert [u for u in requested if not is_local(u)] == []
    guard.assert_clean()


def test_webkit_and_firefox_draw_and_read_the_codes_and_merge_a_tables_results(driver, site_url):
    """In WebKit (no BarcodeDetector there) and Firefox: invite, record at the table, read its code, merge."""
    from selenium.webdriver.common.by import By

    def until(script, seconds=BOOT_TIMEOUT_S):
        """The value of the page's ``script`` (statements that return it) once it is true."""
        return wait_until(driver, lambda d: d.execute_script(script), seconds, what=script)

    def click(name):
        driver.find_element(By.XPATH, f"//button[normalize-space()={name!r}]").click()

    def fill(label, text):
        field = driver.find_element(By.ID, driver.find_element(
            By.XPATH, f"//label[normalize-space()={label!r}]").get_attribute("for"))
        field.clear()
        field.send_keys(text)

    def decoded(selector):
        """The page's own decoder reading the drawn QR image."""
        until(f"const i = document.querySelector({selector!r}); return i && i.complete && i.naturalWidth > 0 "
              "&& i.getAttribute('data-qr-drawn') === i.getAttribute('data-qr')", 30)
        return driver.execute_async_script(f"""const done = arguments[arguments.length - 1];
            const i = document.querySelector({selector!r});
            fetch(i.src).then((r) => r.blob()).then((b) => window.euchreQr.decodeFile(b))
                .then(done, (e) => done('failed: ' + e));""")

    driver.set_script_timeout(60)
    driver.get(site_url + "#sheet")
    assert wait_for_engine(driver) == "ready"
    until("return document.body.dataset.sheet === 'ready'")
    fill("New tournament name", "Club night")
    click("Create tournament")
    for name in ["Ann", "Bo", "Cy", "Di"]:
        fill("Player name", name)
        click("Add player")
    click("Seat round 1")
    until("return location.hash.endsWith('/round/1/table/1')")
    organiser_address = driver.execute_script("return location.hash").split("/round/")[0]
    driver.find_element(By.XPATH, "//nav[contains(@class, 'sheet-tabs')]//a[normalize-space()='Table devices']").click()
    until("return document.body.dataset.sheetScreen === 'devices'")
    click("Invite a device for table 1")
    invitation = driver.find_element(By.ID, "invite-link-1").get_attribute("value")
    assert decoded("#invite-1 img.qr-code") == invitation

    driver.get(invitation)                                    # the table's phone (here the same browser)
    until("return document.body.dataset.sheetScreen === 'device'")
    form = driver.find_element(By.CSS_SELECTOR, 'form[data-form="record"][data-hand="1"]')
    for choice in (form.find_elements(By.CSS_SELECTOR, "fieldset.makers label")[1],
                   form.find_elements(By.CSS_SELECTOR, "fieldset.tricks label")[4]):
        # scrolled to the middle, as a person would, out from under the stuck Record button
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", choice)
        choice.click()
    form.find_element(By.XPATH, ".//button[normalize-space()='Record hand 1']").click()
    until("return document.querySelector('li[data-hand=\"1\"] .hand-text:not(.hint)')")
    click("Show results to the organiser")
    results = driver.find_element(By.ID, "results-link-out").get_attribute("value")
    assert decoded(".sheet-device img.qr-code") == results

    driver.get(site_url + organiser_address + "/devices")
    until("return document.body.dataset.sheetScreen === 'devices'")
    fill("Or paste the results link", results)
    click("Merge results")
    text = until("const b = document.querySelector('[data-feedback=\"devices\"]'); return b && !b.hidden && b.textContent")
    assert "Table 1 of round 1 merged: 1 hand added" in text
    assert "Cy & Di 1" in text
