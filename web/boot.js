// Starts the Python runtime, and says so in plain words if it cannot.
// Runs before PyScript: checks the browser can run Pyodide at all (class static
// blocks arrived in Safari 16.4), then loads PyScript from web/vendor/.
(function () {
  "use strict";
  var SLOW_AFTER_MS = 30000;
  var GIVE_UP_AFTER_MS = 180000;
  var settled = false;

  function show(state) {
    // The page's layout is painted at once; while Python loads, a status sits over the table.
    document.getElementById("app").hidden = state === "failed";
    document.getElementById("failed").hidden = state !== "failed";
    document.getElementById("loading").hidden = state !== "loading";
  }

  function showView() {
    // The same choice main.py makes once Python runs, so the right half paints first.
    var sheet = window.location.hash === "#sheet";
    document.getElementById("sheet").hidden = !sheet;
    document.getElementById("play-view").hidden = sheet;
  }

  function fail(reason) {
    if (settled) return;
    settled = true;
    offline();  // a fixed build can still be found and offered
    document.body.dataset.engine = "failed";
    document.getElementById("failed-reason").textContent = reason;
    show("failed");
  }

  function runtime() {
    // import() through Function, so that a browser too old for it can still run this file.
    return new Function("url", "return import(url)")(new URL("web/interpreter.mjs", document.baseURI).href);
  }

  function supported() {
    try {
      // Pyodide's module uses class static blocks and top-level await in modules.
      new Function("class A { static { this.ok = 1; } } return A.ok;")();
      return typeof WebAssembly === "object" && typeof WebAssembly.instantiate === "function";
    } catch (e) {
      return false;
    }
  }

  function start() {
    showView();
    show("loading");
    document.getElementById("reload").addEventListener("click", function () {
      window.location.reload();
    });
    if (!supported()) {
      fail("This browser is too old to run the game. Please update it (Safari 16.4 or newer, " +
           "or a current Chrome, Edge or Firefox) and open this page again.");
      return;
    }
    // PyScript has run the page's main script (web/main.py) to its end: the start-up benchmark
    // (tools/bench_startup.py) measures to here.
    document.addEventListener("py:done", function () { performance.mark("python-done"); }, { once: true });
    var script = document.createElement("script");
    script.type = "module";
    script.src = "./web/vendor/pyscript/core.js";
    script.onerror = function () {
      fail("The game's files could not be loaded. Check your connection and try again.");
    };
    document.head.appendChild(script);
    if (expertEarly() && window.euchreAI) window.euchreAI.start();

    var slow = setTimeout(function () {
      if (!settled) {
        document.getElementById("loading-text").textContent =
          "Still loading the euchre engine… this can take a while on a slow connection or an older device.";
      }
    }, SLOW_AFTER_MS);
    var giveUp = setTimeout(function () {
      fail("The game engine did not start in time. Check your connection and try again.");
    }, GIVE_UP_AFTER_MS);

    // main.py marks the body ready as its last step.
    new MutationObserver(function (changes, observer) {
      var state = document.body.dataset.engine;
      if (state === "ready") {
        settled = true;
        clearTimeout(slow);
        clearTimeout(giveUp);
        observer.disconnect();
        offline();
        // What no start needs (the rest of the standard library) comes now, not during the start.
        runtime().then(function (module) { return module.mountRest(); }, function () {});
      }
    }).observe(document.body, { attributes: true, attributeFilter: ["data-engine"] });

    function runtimeError(event) {
      if (settled) return;
      var detail = event && (event.message || (event.reason && event.reason.message) || event.reason);
      fail("The game engine failed to start" + (detail ? ": " + String(detail) : ".") +
           " Reload the page to try again; if it keeps failing, try another browser.");
    }
    window.addEventListener("error", runtimeError);
    window.addEventListener("unhandledrejection", runtimeError);

    // web/interpreter.mjs watches Python's start (it may fail before this script runs) and says why.
    function couldNotStart(text) {
      fail("The game engine could not start (" + text.slice(0, 160) +
           "). Reload the page to try again; if it keeps failing, try another browser.");
    }
    if (window.euchreRuntimeFailure) couldNotStart(String(window.euchreRuntimeFailure));
    window.addEventListener("euchre:runtime-failed", function (event) { couldNotStart(String(event.detail)); });
  }

  // The expert's worker (web/ai_client.js) boots its own Python. When a computer seat plays at
  // the expert's level and the device has cores to spare, it starts now, beside the page's own
  // Python, so that it is ready by the first computer decision; the page's Python adopts it
  // (ui/ai.py). Two Pythons starting at once share the cores: with fewer than four, the table
  // came up seconds later on a first visit (tools/bench_first_move.py, on 2 cores), so there the
  // worker starts once the table is shown (web/ui/app.py), as before.
  // The settings are read as web/ui/store.py saves them and web/ui/app.py reads them: a level
  // that is missing or not known, or settings that cannot be read, mean the default level, the
  // expert.
  var SPARE_CORES = 4;
  var SETTINGS_KEY = "euchre:settings";
  var OTHER_LEVELS = ["beginner", "standard"];
  function expertWanted() {
    var hash = window.location.hash;
    if (hash === "#sheet" || hash.indexOf("#sheet/") === 0) return false;  // the score sheet needs no expert
    var settings = null;
    try {
      settings = JSON.parse(window.localStorage.getItem(SETTINGS_KEY) || "null");
    } catch (e) {
      return true;
    }
    if (!settings || typeof settings !== "object" || settings.schema !== 1) return true;
    return !(OTHER_LEVELS.indexOf(settings.partner) >= 0 && OTHER_LEVELS.indexOf(settings.opponents) >= 0);
  }

  function expertEarly() {
    return (navigator.hardwareConcurrency || 0) >= SPARE_CORES && expertWanted();
  }

  // Offline: one service worker (sw.js at the site's root) caches every file of a build.
  // A new build waits until the person chooses to reload; nothing reloads by itself.
  // It is registered once Python has started (or failed to): on a first visit its install
  // fetches every file again, which would compete with Python's own start-up.
  var registering = false;
  function offline() {
    if (registering) return;
    registering = true;
    // A browser that cannot run the game must not download the runtime for later either.
    if (!supported() || !("serviceWorker" in navigator) || !window.isSecureContext) {
      document.body.dataset.offline = "unsupported";  // decided at once: no worker registers later
      return;
    }
    var reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (reloading) window.location.reload();
    });
    navigator.serviceWorker.register("./sw.js").then(function (registration) {
      if (!registration) throw new Error("no registration");  // service workers switched off
      function offer(worker) {
        // A first install needs no prompt: nothing controlled the page before it, or (WebKit may tell
        // of the "installed" state late) the worker already controls the page itself.
        var controller = navigator.serviceWorker.controller;
        if (!worker || !controller || controller === worker || registration.active === worker) return;
        var banner = document.getElementById("update");
        banner.hidden = false;
        document.body.dataset.update = "ready";
        document.getElementById("update-reload").onclick = function () {
          reloading = true;
          worker.postMessage({ type: "skip-waiting" });
        };
      }
      function track(worker) {
        if (!worker) return;
        if (worker.state === "installed") return offer(worker);
        worker.addEventListener("statechange", function () {
          if (worker.state === "installed") offer(worker);
        });
      }
      offer(registration.waiting);
      track(registration.installing);  // an update found while this page was loading
      registration.addEventListener("updatefound", function () { track(registration.installing); });
      document.body.dataset.offline = "registered";
    }).catch(function () {
      // No offline copy in this browser (private mode, or service workers switched off):
      // the page works as before, it just needs the network next time.
      document.body.dataset.offline = "unavailable";
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
