"""Offline and installable: the service worker, the update prompt and the manifest.

These tests allow service workers (the guarded context blocks them) and serve their
own copy of the site, so they can stop the server or publish a new build.
"""

from __future__ import annotations

import json
import re
import shutil
import sys

import pytest
from browser_support import BOOT_TIMEOUT_MS, CHROMIUM_ARGS, READY, ROOT, SITE, Guard, chromium_path, is_local, set_levels

sys.path.insert(0, str(ROOT / "tools"))

from build_site import write_service_worker  # noqa: E402
from serve import serve_in_thread  # noqa: E402

CONTROLLED = "navigator.serviceWorker.controller !== null"


@pytest.fixture
def site_copy(tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(SITE, copy)
    return copy


def checked(context):
    """Yield (context, guard); afterwards, fail if any request left 127.0.0.1.

    Service workers run here, so requests are recorded rather than routed (routing
    would not see what a service worker answers)."""
    guard = Guard()
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    yield context, guard
    context.close()
    outside = [url for url in requested if not is_local(url)]
    assert outside == [], f"requests left 127.0.0.1: {outside}"


@pytest.fixture
def open_context(browser):
    """A context that lets service workers run, with the usual error checks."""
    yield from checked(browser.new_context(service_workers="allow"))


def boot(page, url):
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)


def wait_until_controlled(page):
    page.wait_for_function(CONTROLLED, timeout=60_000)
    page.evaluate("navigator.serviceWorker.ready")


def take_a_turn(page):
    """Set a computer speed and make one choice, so there is a saved game to find later.

    The computer seats are at the default level, expert: their web worker starts here too."""
    set_levels(page, None, "instant")
    page.wait_for_function("document.querySelector('#game').dataset.toAct === '0' "
                           "|| document.querySelector('#summary button[data-action=next-hand]') !== null",
                           timeout=BOOT_TIMEOUT_MS)  # the hand can end without the person (a partner alone)
    before = page.locator("#game").get_attribute("data-step")
    page.locator("#actions button, #seat-0 button:not([disabled]):not([aria-disabled=true]), "
                 "#summary button[data-action=next-hand]").first.click()
    page.wait_for_function(f"document.querySelector('#game').dataset.step !== {before!r}")
    page.wait_for_function("document.querySelector('#game').dataset.toAct === '0' "
                           "|| document.querySelector('#summary button') !== null", timeout=BOOT_TIMEOUT_MS)
    return page.locator("#game").get_attribute("data-step")


@pytest.mark.parametrize("prefix", ["/", "/euchre/"])
def test_second_visit_starts_with_the_server_stopped(open_context, site_copy, prefix):
    context, guard = open_context
    server, url = serve_in_thread(site_copy, prefix=prefix)
    page = context.new_page()
    guard.watch(page)
    boot(page, url)
    wait_until_controlled(page)
    step = take_a_turn(page)
    build = json.loads((site_copy / "build.json").read_text())["build"]
    cached = page.evaluate(f"caches.open('euchre-{build}').then(async c => (await c.keys()).map(r => r.url))")
    listed = json.loads(re.search(r"const FILES = (\[.*?\]);", (site_copy / "sw.js").read_text(), re.S).group(1))
    assert len(cached) == len(listed), "the service worker did not pre-cache every file of the site"
    assert any(url.endswith("/pyodide.asm.wasm") for url in cached)

    page.get_by_role("link", name="Score sheet").click()
    page.get_by_label("New tournament name").fill("Offline cup")
    page.get_by_role("button", name="Create tournament").click()
    page.get_by_label("Player name").fill("Ann")
    page.get_by_role("button", name="Add player").click()

    server.shutdown()
    server.server_close()
    page.reload()
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    # The runtime's data files are preloaded on a first visit only: the worker serves them now.
    assert page.locator("link[rel=preload]").count() == 0
    # The address names the screen the organiser was on, so the reload comes back to it.
    assert "#sheet/" in page.url
    assert page.locator(".players .player-name").all_inner_texts() == ["Ann"]
    page.get_by_role("link", name="Play", exact=True).click()
    assert page.locator("#game").get_attribute("data-step") == step, "the saved game did not come back offline"
    page.wait_for_function("['ready', 'failed'].includes(document.body.dataset.ai)", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.body.dataset.ai") == "ready", "the expert's worker did not start offline"
    page.goto(url + "?seed=5")  # any address of the site works offline
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert "round in progress" in page.locator("#notices").inner_text()
    guard.assert_clean()


def test_the_service_worker_waits_until_python_has_started(open_context, site_copy):
    """On a first visit the worker's install fetches every file again: it must not compete
    with Python's own start-up, so the page registers it only once Python is ready."""
    context, guard = open_context
    context.add_init_script("""
        if (navigator.serviceWorker) {
          const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
          navigator.serviceWorker.register = (...args) => {
            window.engineWhenRegistered = document.body && document.body.dataset.engine;
            return register(...args);
          };
        }""")
    server, url = serve_in_thread(site_copy, prefix="/euchre/")
    page = context.new_page()
    guard.watch(page)
    boot(page, url)
    wait_until_controlled(page)
    assert page.evaluate("window.engineWhenRegistered") == "ready"
    # Every file of the runtime came from the server, none through a half-installed worker.
    through_worker = page.evaluate("""performance.getEntriesByType("resource")
        .filter((e) => e.name.includes("/vendor/") && e.workerStart > 0).map((e) => e.name)""")
    assert through_worker == []
    server.shutdown()
    guard.assert_clean()


def test_a_browser_too_old_to_play_gets_no_service_worker(open_context, site_copy):
    """Its install would download the whole runtime, which that browser cannot run."""
    context, guard = open_context
    context.add_init_script("delete window.WebAssembly;")
    server, url = serve_in_thread(site_copy, prefix="/euchre/")
    page = context.new_page()
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    page.goto(url)
    page.wait_for_selector("body[data-engine=failed]", state="attached", timeout=10_000)
    assert "too old" in page.get_by_role("alert").inner_text()
    # The page decides at once whether to offer an offline copy, before it says it failed.
    assert page.locator("body").get_attribute("data-offline") == "unsupported"
    assert page.evaluate("navigator.serviceWorker.getRegistrations().then((r) => r.length)") == 0
    assert not any("/vendor/" in address for address in requested)
    server.shutdown()


def test_a_new_version_is_offered_and_applied_without_losing_the_game(open_context, site_copy):
    context, guard = open_context
    server, url = serve_in_thread(site_copy, prefix="/euchre/")
    page = context.new_page()
    guard.watch(page)
    boot(page, url)
    wait_until_controlled(page)
    step = take_a_turn(page)
    old_build = page.evaluate("fetch('build.json').then(r => r.json()).then(j => j.build)")
    # A snapshot of a started Python, as builds of this site before 2026-12-07 kept one, and one of
    # another copy of the site on this origin.
    page.evaluate(f"""caches.open('python-snapshot').then(async (cache) => {{
        await cache.put({url + 'web/python-snapshot/0123/314.0.7/python'!r}, new Response('31 MB'));
        await cache.put('/elsewhere/web/python-snapshot/0123/314.0.7/python', new Response('31 MB'));
    }})""")

    # Publish a new build: a changed page and its new service worker.
    index = site_copy / "index.html"
    index.write_text(index.read_text().replace("<title>Euchre</title>", "<title>Euchre, updated</title>"))
    new_build = write_service_worker(site_copy)
    assert new_build != old_build

    page.reload()  # the browser looks for a new service worker on navigation
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    page.evaluate("window.stillHere = true")
    banner = page.get_by_role("status").filter(has_text="A new version")
    banner.wait_for(timeout=60_000)
    # Nothing reloads the page unasked: the new version waits to be asked, the old one still in charge.
    assert page.evaluate("navigator.serviceWorker.getRegistration().then(r => Boolean(r && r.waiting) "
                         "&& r.waiting !== navigator.serviceWorker.controller)"), "the new version did not wait"
    assert page.evaluate("window.stillHere === true"), "the page reloaded without being asked"
    assert page.evaluate("fetch('build.json').then(r => r.json()).then(j => j.build)") == old_build

    page.get_by_role("button", name="Reload to update").click()
    page.wait_for_function("window.stillHere === undefined", timeout=30_000)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("fetch('build.json').then(r => r.json()).then(j => j.build)") == new_build
    assert page.title() == "Euchre, updated"
    assert page.locator("#game").get_attribute("data-step") == step, "the saved game was lost in the update"
    caches = page.evaluate("caches.keys()")
    assert [c for c in caches if c != "python-snapshot"] == [f"euchre-{new_build}"], \
        "the old version's cache was not removed"
    kept = page.evaluate("caches.open('python-snapshot').then(async (c) => (await c.keys()).map((r) => r.url))")
    assert kept == [url.split("/euchre/")[0] + "/elsewhere/web/python-snapshot/0123/314.0.7/python"], \
        "this site's old snapshot of a started Python was not removed, or another site's was"
    server.shutdown()
    guard.assert_clean()


@pytest.fixture
def profile_context(browser, tmp_path):
    """A browser with a real profile: installability is never granted to an incognito context."""
    yield from checked(browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=chromium_path(), args=CHROMIUM_ARGS, service_workers="allow"))


def test_the_manifest_makes_the_site_installable(profile_context, site_copy):
    context, guard = profile_context
    server, url = serve_in_thread(site_copy, prefix="/euchre/")
    page = context.new_page()
    guard.watch(page)
    boot(page, url)
    wait_until_controlled(page)
    cdp = context.new_cdp_session(page)
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["errors"] == [], manifest["errors"]
    assert manifest["url"].endswith("/euchre/web/manifest.webmanifest")
    installability = cdp.send("Page.getInstallabilityErrors")
    assert installability["installabilityErrors"] == []
    parsed = page.evaluate("fetch('web/manifest.webmanifest').then(r => r.json())")
    assert parsed["display"] == "standalone"
    assert {icon["sizes"] for icon in parsed["icons"]} >= {"192x192", "512x512"}
    for icon in parsed["icons"]:
        status = page.evaluate(f"fetch(new URL({icon['src']!r}, location.href + 'web/')).then(r => r.status)")
        assert status == 200, icon["src"]
    server.shutdown()
    guard.assert_clean()
