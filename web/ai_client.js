// The page's side of the expert's web worker (web/ai_worker.js): a promise per request.
//
//   euchreAI.start()                        boot the worker now (it boots on first request anyway;
//                                           web/boot.js starts it as the page loads when a seat
//                                           plays at the expert's level); again: nothing
//   euchreAI.request(text)                  a Promise of the reply's JSON text
//   const id = euchreAI.submit(text, timeoutMs); euchreAI.result(id)   the same in two steps, so
//                                           the caller knows the id before it waits
//   euchreAI.cancel(id)                     drop a request nobody needs any more
//   euchreAI.state                          "idle", "starting", "ready" or "failed"
//   euchreAI.reason                         why it failed, in words
//   euchreAI.restart()                      forget a failure and boot a fresh worker
//
// The worker answers one request at a time; requests wait here, so a cancelled one never
// costs the worker any time. If the worker cannot start (a step of its start, loading the
// runtime or importing the expert, takes over a minute: a slow device is given each), takes longer
// than a request's timeout to answer it (30 s unless given), or breaks, every
// waiting request is rejected with an Error and the state becomes "failed": the game then
// goes on without the expert. The state is mirrored on <body data-ai="...">, and a
// "euchre-ai" event on window says when it changes.
(function () {
  "use strict";
  var BOOT_TIMEOUT_MS = 60000;
  var HERE = (document.currentScript && document.currentScript.src) || new URL("web/ai_client.js", document.baseURI).href;
  var REPLY_TIMEOUT_MS = 30000;  // unless the request names its own

  var worker = null;
  var nextId = 1;
  var queue = [];       // waiting to be sent: {id, text, resolve, reject}
  var current = null;   // sent, not answered yet
  var timer = null;
  var api = { state: "idle", reason: "", bootMs: null, readyAt: Infinity, timings: [], bootPhases: {} };
  // bootPhases: ms from the worker's start to each step of its start-up (web/interpreter.mjs).
  // timings: the last requests answered, {op, waitedMs (submitted to answered), queuedMs,
  // workerMs, samples (deals the expert sampled), beforeReady (asked while the worker was
  // still starting)}.

  function setState(state, reason) {
    api.state = state;
    api.reason = reason || "";
    if (document.body) document.body.dataset.ai = state;
    window.dispatchEvent(new CustomEvent("euchre-ai", { detail: { state: state, reason: api.reason } }));
  }

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function fail(reason) {
    if (api.state === "failed") return;
    clearTimer();
    if (worker) {
      worker.terminate();
      worker = null;
    }
    var waiting = (current ? [current] : []).concat(queue);
    current = null;
    queue = [];
    setState("failed", reason);
    waiting.forEach(function (job) { job.reject(new Error(reason)); });
  }

  function pump() {
    if (api.state !== "ready" || current || !queue.length) return;
    current = queue.shift();
    current.sentAt = performance.now();
    worker.postMessage({ id: current.id, text: current.text });
    clearTimer();
    timer = setTimeout(function () {
      fail("it stopped answering");
    }, current.timeoutMs || REPLY_TIMEOUT_MS);
  }

  function onMessage(event) {
    var data = event.data || {};
    if (data.type === "step") {
      if (api.state === "starting") bootTimer();  // the start goes on: the next step has its own minute
    } else if (data.type === "ready") {
      clearTimer();
      api.bootMs = data.ms;
      api.bootPhases = data.phases || {};
      api.readyAt = performance.now();
      setState("ready");
      performance.mark("ai-ready");
      pump();
    } else if (data.type === "failed") {
      fail("it could not start: " + data.error);
    } else if (data.type === "reply") {
      if (!current || current.id !== data.id) return;
      var job = current;
      current = null;
      clearTimer();
      var ms = /"ms":\s*([0-9.]+)/.exec(data.text || "");
      var samples = /"samples":\s*([0-9]+)/.exec(data.text || "");
      api.timings.push({ op: job.op, waitedMs: performance.now() - job.submittedAt,
                         queuedMs: job.sentAt - job.submittedAt, workerMs: ms ? Number(ms[1]) : null,
                         samples: samples ? Number(samples[1]) : null,
                         beforeReady: job.submittedAt < api.readyAt });
      if (api.timings.length > 1000) api.timings.shift();
      if (data.error) job.reject(new Error("the expert hit a problem: " + data.error));
      else job.resolve(data.text);
      pump();
    }
  }

  api.start = function () {
    if (api.state !== "idle") return;
    setState("starting");
    performance.mark("ai-start");
    try {
      worker = new Worker(new URL("ai_worker.js", HERE), { type: "module" });
    } catch (error) {
      worker = null;
      fail("this browser cannot run it in the background: " + String(error && error.message || error));
      return;
    }
    worker.onmessage = onMessage;
    worker.onerror = function (event) {
      if (event && event.preventDefault) event.preventDefault();
      var detail = event && event.message ? ": " + event.message : "";
      fail((api.state === "ready" ? "it stopped working" : "its files could not be loaded") + detail);
    };
    worker.onmessageerror = function () { fail("a message to it could not be read"); };
    bootTimer();
  };

  function bootTimer() {
    clearTimer();
    timer = setTimeout(function () { fail("it did not start in time"); }, BOOT_TIMEOUT_MS);
  }

  var promises = {};

  api.submit = function (text, timeoutMs) {
    var id = nextId++;
    promises[id] = new Promise(function (resolve, reject) {
      if (api.state === "failed") {
        reject(new Error(api.reason));
        return;
      }
      text = String(text);
      var op = /"op":\s*"(\w+)"/.exec(text);
      queue.push({ id: id, text: text, resolve: resolve, reject: reject, op: op ? op[1] : "",
                   submittedAt: performance.now(), timeoutMs: timeoutMs || 0 });
    });
    promises[id].catch(function () { /* whoever takes the result handles the failure */ });
    api.start();
    pump();
    return id;
  };

  api.result = function (id) {
    var promise = promises[id];
    delete promises[id];
    return promise || Promise.reject(new Error("no such request"));
  };

  api.request = function (text) {
    return api.result(api.submit(text));
  };

  api.cancel = function (id) {
    for (var i = 0; i < queue.length; i++) {
      if (queue[i].id === id) {
        var job = queue.splice(i, 1)[0];
        job.reject(new Error("cancelled"));
        return;
      }
    }
    // A request the worker is already answering runs to its end (a worker cannot be interrupted);
    // its reply settles a promise nobody waits for any more.
  };

  api.restart = function () {
    if (api.state !== "failed") return;
    setState("idle");
    api.start();
  };

  window.euchreAI = api;
})();
