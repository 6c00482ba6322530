"""A later visit restores a snapshot of a started Python (web/interpreter.mjs), in Chromium.

The first visit starts Python the ordinary way and a worker saves the snapshot; the next
visit restores it, on the page and in the expert's worker, and the engine plays exactly as
in CPython. A snapshot that cannot be restored is set aside and the page starts anyway.
"""

from __future__ import annotations

from browser_support import BOOT_TIMEOUT_MS, READY, close_menu, open_about, set_levels

from euchre.simulate import digest, random_hands

SNAPSHOT_KEYS = """async () => {
    const cache = await caches.open("python-snapshot");
    return (await cache.keys()).map((request) => request.url);
}"""


def _visit(page, url=None):
    if url is None:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    return page.evaluate("document.documentElement.dataset.pythonStart")


def _snapshot_settled(page) -> str:
    page.wait_for_function("Boolean(document.documentElement.dataset.pythonSnapshot)", timeout=BOOT_TIMEOUT_MS)
    return page.evaluate("document.documentElement.dataset.pythonSnapshot")


def _self_check(page, seed: int) -> str:
    open_about(page)
    if not page.locator("#check-panel").evaluate("details => details.open"):
        page.get_by_text("Check this device", exact=True).click()
    page.get_by_label("Seed").fill(str(seed))
    page.get_by_role("button", name="Run the check").click()
    shown = page.locator("#check-digest")
    shown.wait_for()
    return shown.inner_text()


def test_a_second_visit_restores_python_and_plays_exactly_as_cpython(page, site_url):
    assert _visit(page, site_url) == "fresh"
    # The expert's worker started the ordinary way and saved the snapshot itself.
    page.wait_for_function("window.euchreAI.state === 'ready'", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("window.euchreAI.pythonStart") == "fresh"
    assert _snapshot_settled(page) == "not needed"
    keys = page.evaluate(SNAPSHOT_KEYS)
    assert len(keys) == 1 and keys[0].startswith(site_url + "web/python-snapshot/") and keys[0].endswith("/python")

    assert _visit(page) == "snapshot"
    assert _self_check(page, 7) == digest(random_hands(300, seed=7))
    page.wait_for_function("window.euchreAI.state === 'ready'", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("window.euchreAI.pythonStart") == "snapshot"
    # The restored page plays: the computers move on to the person's first choice (or to the
    # hand's end, when the partner went alone), and a hint for that choice comes.
    page.wait_for_selector("#game[data-to-act='0'], #summary button[data-action=next-hand]",
                           state="attached", timeout=BOOT_TIMEOUT_MS)
    close_menu(page)  # the check was run from it
    hint = page.get_by_role("button", name="Hint")
    if page.locator("#game[data-to-act='0']").count():
        hint.click()
        page.locator("#hint-panel li").first.wait_for(timeout=BOOT_TIMEOUT_MS)


def test_with_no_expert_seat_the_page_saves_the_snapshot_in_its_own_worker(page, site_url):
    assert _visit(page, site_url) == "fresh"
    set_levels(page, "standard", None)
    assert _snapshot_settled(page) == "not needed"  # the expert's worker saved one
    page.evaluate("caches.delete('python-snapshot')")  # as if the expert had never run here
    page.get_by_role("link", name="Score sheet").click()
    assert _visit(page) == "fresh"
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert _snapshot_settled(page) == "saved"
    assert page.evaluate("window.euchreAI.state") == "idle", "no seat plays at the expert's level"
    assert _visit(page) == "snapshot"
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.get_by_label("New tournament name").fill("Club night")
    page.get_by_role("button", name="Create tournament").click()
    page.get_by_label("Player name").fill("Ann")
    page.get_by_role("button", name="Add player").click()
    page.get_by_text("Ann", exact=True).first.wait_for()


def test_a_snapshot_that_cannot_be_restored_is_set_aside(page, site_url):
    assert _visit(page, site_url) == "fresh"
    assert _snapshot_settled(page) == "not needed"  # the expert's worker saved it
    # Damage it, keeping its recorded length, as a broken disk or a changed browser might.
    page.evaluate("""async () => {
        const cache = await caches.open("python-snapshot");
        const [request] = await cache.keys();
        const length = (await cache.match(request)).headers.get("x-snapshot-length");
        await cache.put(request, new Response(new Uint8Array(Number(length)).fill(7),
                                              { headers: { "x-snapshot-length": length } }));
    }""")
    assert _visit(page) == "fresh"
    assert _self_check(page, 11) == digest(random_hands(300, seed=11))
    keys = page.evaluate(SNAPSHOT_KEYS)
    assert [key.rsplit("/", 1)[1] for key in keys] == ["unusable"], "the damaged snapshot is gone"
    assert _snapshot_settled(page) == "not needed", "this build makes no new one on this device"
    assert _visit(page) == "fresh"


def test_a_restored_page_that_cannot_start_starts_the_ordinary_way_next_time(guarded_context, site_url):
    context, guard = guarded_context
    page = context.new_page()  # no console guard: the failures below are logged on purpose

    def fail_after_restore():
        page.route("**/python.zip", lambda route: route.fulfill(status=404, body="missing"))
        page.reload()
        page.wait_for_selector("body[data-engine=failed]", state="attached", timeout=BOOT_TIMEOUT_MS)
        assert page.evaluate("document.documentElement.dataset.pythonStart") == "snapshot"
        page.unroute("**/python.zip")

    def names():
        return sorted(key.rsplit("/", 1)[1] for key in page.evaluate(SNAPSHOT_KEYS))

    assert _visit(page, site_url) == "fresh"
    assert _snapshot_settled(page) == "not needed"  # the expert's worker saved it
    fail_after_restore()
    page.wait_for_function(f"({SNAPSHOT_KEYS})().then((keys) => keys.length === 0)", timeout=10_000)
    page.get_by_role("button", name="Try again").click()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "fresh"
    assert _snapshot_settled(page) == "not needed"  # and a new one is saved
    assert names() == ["python"]

    fail_after_restore()  # a second failure in a row: this build stops using snapshots here
    page.wait_for_function(f"({SNAPSHOT_KEYS})().then((keys) => keys.some((k) => k.endsWith('/unusable')))",
                           timeout=10_000)
    page.get_by_role("button", name="Try again").click()
    assert page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "fresh"
    page.wait_for_function("window.euchreAI.state === 'ready'", timeout=BOOT_TIMEOUT_MS)
    assert names() == ["unusable"], "a worker took no new snapshot"
    assert guard.blocked == []
