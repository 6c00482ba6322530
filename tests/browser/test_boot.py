"""The page boots the engine in Chromium, from its own origin only, under a sub-path."""

from __future__ import annotations

from browser_support import BOOT_TIMEOUT_MS, READY, TRACEBACK, close_menu, open_about, open_menu

from euchre.simulate import digest, random_hands


def test_page_boots_python_from_its_own_origin(page, site_url):
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(site_url)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.get_by_role("region", name="Euchre table").is_visible()
    assert "running on Python 3." in page.locator("#engine-status").inner_text()
    assert page.locator("#loading").is_hidden()
    assert any(url.endswith("/pyodide.asm.wasm") for url in requested)
    outside = [url for url in requested if not url.startswith(site_url)]
    assert outside == [], f"requests outside the site's sub-path: {outside}"


SENTINEL = "web/vendor/pouchdb/pouchdb.LICENSE?preloaded-and-never-used"
"""A file of the site's own, preloaded by the test and never used: its warning marks the moment."""


def test_every_runtime_file_is_fetched_once_and_every_preload_is_used(page, site_url):
    """The page's <head> preloads the runtime's modules and, on a first visit, its data files;
    the runtime must then use those very responses (a preload that does not match the
    runtime's own request is fetched twice)."""
    warnings: list[str] = []
    page.on("console", lambda msg: msg.type in ("warning", "error") and warnings.append(msg.text))
    # Chromium says a preload went unused some seconds after the load event, all at once: a preload
    # of the test's own that nothing uses tells when that moment has come (it is left out below).
    page.add_init_script(f"""document.addEventListener('DOMContentLoaded', () => {{
        const link = Object.assign(document.createElement('link'),
                                   {{rel: 'preload', as: 'script', href: {SENTINEL!r}}});
        link.dataset.test = 'sentinel';
        document.head.append(link);
    }});""")
    with page.expect_console_message(lambda msg: SENTINEL in msg.text and "preload" in msg.text,
                                     timeout=BOOT_TIMEOUT_MS):
        page.goto(site_url)
        page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    page.evaluate("1")  # the messages Chromium sent with the sentinel's have all arrived
    warnings = [w for w in warnings if SENTINEL not in w]
    # Requests made before Python was ready: the expert's worker loads the runtime again, later.
    fetched = page.evaluate("""() => {
        const ready = performance.getEntriesByName('python-ready')[0].startTime;
        return performance.getEntriesByType('resource').filter(e => e.startTime < ready).map(e => e.name);
    }""")
    # On a device with cores to spare the expert's worker starts as the page loads (web/boot.js);
    # its own modules (ai_worker.js, interpreter.mjs, pyodide.mjs) are then listed here too.
    workers = sum(url == site_url + "web/ai_worker.js" for url in fetched)
    for name in ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "pyodide/pyodide.mjs",
                 "pyodide/pyodide.asm.mjs", "pyscript/core.js"):
        count = sum(url.endswith("/web/vendor/" + name) for url in fetched)
        expected = 1 + workers if name == "pyodide/pyodide.mjs" else 1
        assert count == expected, f"{name} was requested {count} times"
    assert not [url for url in fetched if url.endswith("/pyodide-lock.json")], "web/interpreter.mjs carries the lock"
    preloaded = page.evaluate("[...document.querySelectorAll('link[rel=preload]:not([data-test])')].map(l => l.href)")
    assert sorted(preloaded) == sorted(site_url + name for name in (
        "web/vendor/pyodide/pyodide.asm.wasm", "web/vendor/pyodide/python_stdlib.zip"))
    assert [w for w in warnings if "preload" in w.lower()] == []


# The responses of a first visit that began before the table was usable, and when the rest of the
# standard library was asked for (ms from navigation; null until it is).
FIRST_REQUESTS = """() => {
    const usable = performance.getEntriesByName('usable')[0].startTime;
    const entries = performance.getEntriesByType('resource');
    const rest = entries.find((e) => e.name.endsWith('/python_stdlib_rest.zip'));
    return {usable, rest: rest ? rest.startTime : null,
            before: entries.filter((e) => e.startTime < usable).map((e) => e.name)};
}"""


def test_a_first_visit_asks_for_nothing_before_the_table_but_what_it_needs(page, site_url):
    """Before the table is usable a first visit fetches the page, what its <head> names and preloads
    (what tests/site/test_site.py keeps under its budget), and the expert's worker's own script;
    the rest of the standard library comes after, and what only the offline copy, the QR reader or
    live sync needs is not asked for at all."""
    import json
    import re

    from browser_support import SITE

    head = (SITE / "index.html").read_text().split("</head>")[0]
    named = re.findall(r'(?:href|src)="\./([^"]+)"', head)
    preloaded = [url.removeprefix("./") for found in re.findall(r'(\[".*?\])\.forEach', head)
                 for url in json.loads(found)]
    allowed = {site_url + name for name in named + preloaded + ["web/ai_worker.js"]}
    page.goto(site_url)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function(f"({FIRST_REQUESTS})().rest !== null", timeout=BOOT_TIMEOUT_MS)
    seen = page.evaluate(FIRST_REQUESTS)
    assert [url for url in seen["before"] if url not in allowed] == []
    assert site_url + "web/vendor/pyodide/python_stdlib.zip" in seen["before"]
    assert seen["rest"] >= seen["usable"], "the rest of the standard library was asked for during the start"
    assert not [url for url in seen["before"] if "/qr/" in url or "/pouchdb/" in url or url.endswith("sw.js")]


def hold_back(page, pattern: str):
    """Hold back the page's requests matching `pattern`; returns a function that lets them go on,
    and says how many it held."""
    held, released = [], []

    def hold(route):
        if released:
            route.fallback()
        else:
            held.append(route)

    page.route(pattern, hold)

    def release() -> int:
        released.append(True)
        for route in held:
            route.fallback()  # on to the request guard, which lets it through
        return len(held)

    return release


def test_loading_state_shows_before_python_is_ready(page, site_url):
    """The runtime is held back until the status has been seen, so no timing decides the test."""
    release = hold_back(page, "**/pyodide.asm.wasm")
    page.goto(site_url, wait_until="domcontentloaded")
    loading = page.get_by_role("status").filter(has_text="Loading the euchre engine")
    loading.wait_for(state="visible")
    assert page.evaluate("document.body.dataset.engine") == "loading"
    release()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert loading.is_hidden()


def test_python_starts_while_pyscript_itself_is_still_loading(page, site_url):
    """The head of the page starts Python at once (startEarly, web/interpreter.mjs); PyScript,
    held back here, then receives that interpreter when it asks for one."""
    release = hold_back(page, "**/web/vendor/pyscript/core.js")
    page.goto(site_url, wait_until="domcontentloaded")
    page.wait_for_selector("html[data-python=started]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.body.dataset.engine") == "loading"
    assert release() > 0, "PyScript was not held back"
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert "running on Python 3." in page.locator("#engine-status").inner_text()


# Whether PyScript had reported the page's main script done (web/boot.js marks "python-done") by the
# time the page's observers first hear that the table is ready.
DONE_WHEN_READY = """
window.doneWhenReady = null;
new MutationObserver((changes, observer) => {
  if (document.body && document.body.dataset.engine === "ready") {
    window.doneWhenReady = performance.getEntriesByName("python-done").length === 1;
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-engine"] });
"""


def test_the_main_script_is_done_as_soon_as_the_table_is_ready(page, site_url):
    """PyScript runs web/main.py as a plain script (async="false"): it reports the script done as
    main() returns, not after the event loop's next turns and the page's next frame."""
    page.add_init_script(DONE_WHEN_READY)
    page.goto(site_url)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function("window.doneWhenReady !== null")
    assert page.evaluate("window.doneWhenReady"), "the table was ready before PyScript reported main.py done"
    order = page.evaluate("""['python-ready', 'usable', 'python-done']
        .map((name) => performance.getEntriesByName(name)[0].startTime)""")
    assert order == sorted(order)


def test_rules_panel_shows_the_tournament_rules(ready_page):
    open_menu(ready_page)
    ready_page.get_by_text("Rules", exact=True).click()
    assert ready_page.get_by_role("radio", name="Tournament (our house rules)").is_checked()
    boxes = ready_page.locator("#rules-form").get_by_role("checkbox")  # the Menu's own switches are not rules
    assert boxes.count() == 4
    for index in range(4):
        assert boxes.nth(index).is_checked()
    assert ready_page.get_by_role("checkbox", name="Stick the dealer").count() == 1
    assert ready_page.get_by_role("checkbox", name="House rule 1").count() == 1


def test_engine_in_the_browser_plays_exactly_as_in_cpython(ready_page):
    seed = 2026
    expected = digest(random_hands(300, seed=seed))
    open_about(ready_page)
    ready_page.get_by_text("Check this device", exact=True).click()
    ready_page.get_by_label("Seed").fill(str(seed))
    ready_page.get_by_role("button", name="Run the check").click()
    shown = ready_page.locator("#check-digest")
    shown.wait_for()
    assert shown.inner_text() == expected
    assert "300 hands" in ready_page.locator("#check-result").inner_text()


def test_self_check_refuses_a_seed_that_is_not_a_number(ready_page):
    open_about(ready_page)
    ready_page.get_by_text("Check this device", exact=True).click()
    seed = ready_page.get_by_label("Seed")
    seed.fill("")
    seed.press("Enter")  # the browser's own validation keeps the empty form from submitting
    assert ready_page.locator("#check-digest").count() == 0


def test_self_check_is_reachable_by_keyboard(ready_page):
    open_about(ready_page)
    summary = ready_page.locator("#check-panel > summary")
    summary.focus()
    ready_page.keyboard.press("Enter")  # a <summary> opens its <details> from the keyboard
    ready_page.keyboard.press("Tab")
    assert ready_page.evaluate("document.activeElement.id") == "check-seed"
    ready_page.keyboard.press("Tab")
    focused = ready_page.evaluate("document.activeElement.textContent")
    assert focused == "Run the check"
    ready_page.keyboard.press("Enter")
    ready_page.locator("#check-digest").wait_for()


def boot_without(page, site_url, pattern: str) -> str:
    """Open the page with the files matching `pattern` missing (HTTP 404); the alert's text."""
    page.route(pattern, lambda route: route.fulfill(status=404, body="missing"))
    page.goto(site_url)
    page.wait_for_selector("body[data-engine=failed]", state="attached", timeout=BOOT_TIMEOUT_MS)
    alert = page.get_by_role("alert")
    assert alert.is_visible()
    assert page.get_by_role("button", name="Try again").is_visible()
    assert page.locator("#loading").is_hidden()
    return alert.inner_text()


def test_runtime_that_fails_to_load_is_reported_in_plain_words(guarded_context, site_url):
    context, guard = guarded_context
    assert "could not start" in boot_without(context.new_page(), site_url, "**/pyodide.asm.wasm")
    assert guard.blocked == []


def test_a_runtime_that_fails_before_the_page_listens_is_still_reported(guarded_context, site_url):
    """Python starts before web/boot.js runs (the page's first inline script): a runtime that fails
    at once, on a slow device, fails before boot.js watches for it, and is reported all the same."""
    context, guard = guarded_context
    page = context.new_page()
    held = []
    page.route("**/web/boot.js", lambda route: held.append(route))
    page.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body="missing"))
    page.goto(site_url, wait_until="commit")
    page.wait_for_function("window.euchreRuntimeFailure", timeout=BOOT_TIMEOUT_MS)
    assert held, "boot.js was not held back"
    held[0].continue_()
    page.wait_for_selector("body[data-engine=failed]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert "could not start" in page.get_by_role("alert").inner_text()
    assert guard.blocked == []


def test_the_standard_library_archive_missing_is_reported_in_plain_words(guarded_context, site_url):
    """The standard library archive carries the site's own Python too; if it cannot be had, the page says so."""
    context, guard = guarded_context
    assert "could not start" in boot_without(context.new_page(), site_url, "**/python_stdlib.zip")
    assert guard.blocked == []


def test_browser_too_old_for_the_runtime_is_told_so(guarded_context, site_url):
    context, guard = guarded_context
    page = context.new_page()
    guard.watch(page)
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.add_init_script("delete window.WebAssembly;")
    page.goto(site_url)
    page.wait_for_selector("body[data-engine=failed]", state="attached", timeout=10_000)
    assert "too old" in page.get_by_role("alert").inner_text()
    assert not any("/vendor/" in url for url in requested), "an unsupported browser still fetched the runtime"
    guard.assert_clean()


SHEET_CODE = "**/web/python-sheet.zst"


def test_a_score_sheet_whose_code_cannot_be_had_is_said_with_copy_details_and_the_page_goes_on(
        guarded_context, site_url):
    """Offline before the score sheet was ever opened, its Python cannot be fetched: opening it says
    so in words where the person is looking (no traceback), once however often it is tried, with
    "Copy details" that copies the details; the game goes on, and the sheet opens once it can."""
    context, guard = guarded_context
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    refused: list[str] = []
    context.route(SHEET_CODE, lambda route: refused.append(route.request.url) or route.fulfill(status=404, body="x"))
    page = context.new_page()
    guard.watch(page)
    page.goto(site_url)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    for _ in range(2):  # tried twice, said once
        with page.expect_console_message(lambda message: message.text.startswith("euchre: "),
                                         timeout=BOOT_TIMEOUT_MS):
            page.get_by_role("link", name="Score sheet", exact=True).click()
        page.locator("#oops [data-part=sheet]").wait_for()
        page.get_by_role("link", name="Play", exact=True).click()
    assert len(refused) == 2
    notice = page.locator("#oops .notice")
    assert notice.count() == 1 and notice.is_visible()
    assert notice.get_attribute("role") == "alert"
    said = notice.inner_text()
    assert "That did not work; nothing was lost." in said
    assert "The score sheet could not start: reloading the page may help" in said
    assert page.evaluate(TRACEBACK) == []
    box = notice.bounding_box()
    assert box["y"] < page.viewport_size["height"] / 2  # near the top, over the table: where it is seen

    notice.get_by_role("button", name="Copy details").click()
    notice.get_by_text("Copied: paste it into your message.").wait_for()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert "could not be fetched (HTTP 404)" in copied and "Traceback" in copied

    open_about(page)  # the page's Python goes on working
    page.get_by_text("Check this device", exact=True).click()
    page.get_by_role("button", name="Run the check").click()
    page.locator("#check-digest").wait_for()
    close_menu(page)

    context.unroute(SHEET_CODE)  # back online: the score sheet opens, and its notice goes
    page.get_by_role("link", name="Score sheet", exact=True).click()
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#oops [data-part=sheet]").count() == 0
    assert page.locator("#sheet-title").is_visible()
    assert page.evaluate(TRACEBACK) == []

    # Each refusal is an HTTP error and says what went wrong in the console; nothing else is.
    assert [e for e in guard.http_errors if "python-sheet.zst" not in e] == []
    said = [e for e in guard.console_errors if e.startswith("euchre: ")]
    assert len(said) == 2 and all("could not be fetched (HTTP 404)" in e for e in said)
    assert [e for e in guard.console_errors if e not in said and "404" not in e] == []
    assert guard.page_errors == [] and guard.blocked == []
