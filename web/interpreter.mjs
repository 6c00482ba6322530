// Pyodide for the page and for its web workers, restored from a memory snapshot when this
// device has one, with the site's own Python on sys.path.
//
// PyScript imports this module as its interpreter (pyscript.toml's `interpreter`), so it exports
// what Pyodide's own module does: `loadPyodide` and `version`. web/ai_worker.js loads it too.
// In the built site, loadPyodide() also fetches python.zip (the engine and the page's modules,
// packed by tools/build_site.py) alongside the runtime's own files, and puts it on sys.path.
//
// Pyodide's ordinary start-up spends most of its time initialising Python. A worker that starts
// Python the ordinary way saves a snapshot of the freshly started interpreter's memory in the
// browser's Cache Storage, before any of the site's code runs in it (so it holds nothing a person
// entered). Later starts, on the page and in workers, restore that snapshot instead. The page
// itself never takes one: it starts with its real globals, which Pyodide's snapshot mode would
// replace with stand-ins. After a page's ordinary start, saveForNextVisit() has a worker
// (web/snapshot_worker.js) take the snapshot if none is saved yet.
//
// On the page, the inline script at the top of index.html starts Python at once (startEarly);
// PyScript receives that interpreter when it asks for one.
//
// A snapshot belongs to one build of the site (and one Pyodide). If one cannot be restored, Python
// starts the ordinary way and this build stops using snapshots on this device; if a restored page
// fails to start, the snapshot is dropped (and after a second such failure, no longer used).
import { loadPyodide as loadRuntime, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const BUILD = "__BUILD__";  // tools/build_site.py writes the build's id here
const BUILT = !BUILD.startsWith("__");  // the built site, which packs its Python into python.zip
const ARCHIVE_URL = new URL("../python.zip", import.meta.url).href;
const ARCHIVE = "/home/pyodide/python.zip";  // where Python imports it from, as it is (zipimport)
const CACHE = "python-snapshot";
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
const IN_WORKER = typeof document === "undefined";
const SITE = new URL("./python-snapshot/", import.meta.url).href;  // this copy of the site's entries
const PREFIX = `${SITE}${BUILD}/${version}/`;  // this build's
const KEY = PREFIX + "python";
const UNUSABLE = PREFIX + "unusable";  // written when a restore failed: stop trying in this build
const FLAG = "python-snapshot " + SITE;  // localStorage: the page's note that KEY was saved
const STRUCK = "python-snapshot failed " + SITE;  // localStorage: a restored page failed once

/**
 * How Python started in this context: from "snapshot" or "fresh", in ms; `phases`: ms from the
 * start of loadPyodide() to each step (for the benchmarks in tools/).
 */
export const started = { from: "", ms: 0, snapshotBytes: 0, phases: {}, saving: null };

function cacheStorage() {
  // Cache Storage exists only on https: and local addresses; elsewhere Python starts fresh.
  try {
    return globalThis.caches || null;
  } catch (error) {
    return null;
  }
}

async function openCache() {
  const storage = cacheStorage();
  return storage ? storage.open(CACHE) : null;
}

// The page remembers that a snapshot was saved, so that a first visit (or a device where none
// could be saved) makes no Cache Storage request before Python starts.
function note(name, value) {
  try {
    if (value === undefined) return globalThis.localStorage.getItem(name);
    if (value === null) globalThis.localStorage.removeItem(name);
    else globalThis.localStorage.setItem(name, value);
  } catch (error) {
    // Without localStorage the page starts the ordinary way; nothing else depends on it.
  }
  return null;
}

// Look for a snapshot at once, while the runtime's own files are still arriving.
const saved = (async () => {
  if (!IN_WORKER && note(FLAG) !== KEY) return { response: null, unusable: false };
  try {
    const cache = await openCache();
    if (!cache) return { response: null, unusable: true };
    if (await cache.match(UNUSABLE)) return { response: null, unusable: true };
    return { response: (await cache.match(KEY)) || null, unusable: false };
  } catch (error) {
    return { response: null, unusable: false };
  }
})();

async function snapshotBytes(response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A snapshot must be whole: its length was written beside it.
  if (String(bytes.length) !== response.headers.get("x-snapshot-length")) throw new Error("incomplete snapshot");
  return bytes;
}

function handOver(promise) {
  // Pyodide keeps the options it was given for the whole session: it gets the snapshot's bytes
  // through a one-time thenable, so that 30 MB are not held after the restore.
  promise.catch(() => {});  // a failure is Pyodide's to report, once it asks
  let pending = promise;
  return {
    then(resolve, reject) {
      const bytes = pending || Promise.reject(new Error("the snapshot was already handed over"));
      pending = null;
      return bytes.then(resolve, reject);
    },
  };
}

async function markUnusable() {
  if (!IN_WORKER) note(FLAG, null);
  try {
    const cache = await openCache();
    await cache.delete(KEY);
    await cache.put(UNUSABLE, new Response("", { headers: { "content-type": "text/plain" } }));
  } catch (error) {
    // No storage: nothing will be restored again anyway.
  }
}

async function keep(snapshot) {
  try {
    const cache = await openCache();
    if (await cache.match(UNUSABLE)) return;
    for (const request of await cache.keys()) {
      // another build's (a copy of the site at another path keeps its own)
      if (request.url.startsWith(SITE) && !request.url.startsWith(PREFIX)) await cache.delete(request);
    }
    await cache.put(KEY, new Response(snapshot, {
      headers: { "content-type": "application/octet-stream", "x-snapshot-length": String(snapshot.length) },
    }));
  } catch (error) {
    // Out of space, or storage refused: later starts are ordinary ones, as this one was.
  }
}

async function fetchArchive() {
  const response = await fetch(ARCHIVE_URL);
  if (!response.ok) throw new Error(`python.zip could not be loaded (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

function reseed(pyodide) {
  // Python's start-up imports `random`; a restored one would replay the snapshot's sequence.
  // (The string hash seed is the snapshot's on every restored start; nothing here depends on it.)
  pyodide.runPython("import random as _r; _r.seed(); del _r");
}

// On the page, PyScript writes its own Python package to pyscript/ in the working directory as it
// starts, and Python would compile it there. The archive carries its bytecode (pyscript-bytecode/,
// from tools/pack_python.mjs), checked against the source: Python uses it only where PyScript's
// file is the very text it was compiled from.
const PYSCRIPT_BYTECODE = `
import os, zipfile
with zipfile.ZipFile(${JSON.stringify(ARCHIVE)}) as archive:
    for name in archive.namelist():
        if name.startswith("pyscript-bytecode/"):
            os.makedirs("pyscript/__pycache__", exist_ok=True)
            with open("pyscript/__pycache__/" + name.removeprefix("pyscript-bytecode/"), "wb") as file:
                file.write(archive.read(name))
`;

async function mount(pyodide, archive) {
  // The site's own Python (engine and browser modules), packed by the build.
  if (!archive) return;
  pyodide.FS.writeFile(ARCHIVE, await archive);
  pyodide.runPython(`import sys as _s; _s.path.insert(0, ${JSON.stringify(ARCHIVE)}); del _s`);
  if (IN_WORKER) return;
  const scope = pyodide.toPy({});
  try {
    pyodide.runPython(PYSCRIPT_BYTECODE, { globals: scope });
  } catch (error) {
    // Without it Python compiles PyScript's package as it imports it: slower, nothing more.
  } finally {
    scope.destroy();
  }
}

function phase(name, begin) {
  started.phases[name] = Math.round(performance.now() - begin);
}

function report(pyodide, from, begin, bytes) {
  Object.assign(started, { from, ms: Math.round(performance.now() - begin), snapshotBytes: bytes });
  // For the tests and the start-up benchmark: how the page's Python started.
  if (!IN_WORKER) document.documentElement.dataset.pythonStart = from;
  return pyodide;
}

let early = null;  // the page's Python, started by startEarly() before PyScript asked for it

const FATAL = /wasm instantiation failed|Aborted\(|CompileError|LinkError/;

/**
 * On the page: report the start's failure to web/boot.js, which says it in words. A runtime that
 * cannot compile its WebAssembly only logs it and never settles, so the console is watched until
 * Python has started. boot.js may not be listening yet (it runs once the page is parsed, and
 * Python starts before): the reason is also left in `window.euchreRuntimeFailure`.
 */
function watch(starting) {
  let watching = true;
  const failed = (text) => {
    if (!watching) return;
    watching = false;
    globalThis.euchreRuntimeFailure = text;
    globalThis.dispatchEvent(new CustomEvent("euchre:runtime-failed", { detail: text }));
  };
  for (const level of ["warn", "error"]) {
    const original = console[level];
    console[level] = function (...args) {
      original.apply(console, args);
      const text = args.map(String).join(" ");
      if (watching && FATAL.test(text)) failed(text);
    };
  }
  starting.then(() => { watching = false; }, (error) => failed(String((error && error.message) || error)));
  return starting;
}

/**
 * On the page: start Python at once, before PyScript has loaded and asks for it. The inline script
 * at the top of the built index.html calls this once the browser check passes, so that the
 * runtime's WebAssembly compiles while the page and PyScript are still loading. PyScript's own
 * loadPyodide() call then receives this interpreter, with the output handlers it passes; the page
 * passes no other options (pyscript.toml has no packages).
 */
export function startEarly() {
  if (IN_WORKER || early) return;
  early = start();
  watch(early);
}

/**
 * Pyodide's own loadPyodide(), with the site's python.zip on sys.path (in the built site), fetched
 * alongside the runtime's own files. `siteArchive: false` leaves it out. In a worker that takes
 * the snapshot, `saveLater: true` resolves before the snapshot is stored; `started.saving` is then
 * a promise of its storing (it never rejects). On the page, the first call after startEarly()
 * receives the Python it started.
 */
export async function loadPyodide(options = {}) {
  if (!early) return IN_WORKER ? start(options) : watch(start(options));
  const begun = early;
  early = null;
  const { stdout, stderr } = options;
  const pyodide = await begun;
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  return pyodide;
}

async function start({ siteArchive = true, saveLater = false, ...options } = {}) {
  const begin = performance.now();
  const config = { ...options, indexURL: INDEX_URL };
  const archive = BUILT && siteArchive ? fetchArchive() : null;
  if (archive) archive.catch(() => {});  // a failure is reported once Python is up and needs it
  const { response, unusable } = await saved;
  phase("looked", begin);
  if (response) {
    let restored = null;
    let size = 0;
    try {
      const bytes = snapshotBytes(response);
      bytes.then(() => phase("snapshot read", begin), () => {});
      restored = await loadRuntime({ ...config, _loadSnapshot: handOver(bytes) });
      phase("runtime", begin);
      reseed(restored);
      size = (await bytes).length;
    } catch (error) {
      restored = null;
      console.info("Python's saved start-up snapshot could not be restored; starting the ordinary way.",
                   String(error && error.message || error));
      await markUnusable();
    }
    if (restored) {
      report(restored, "snapshot", begin, size);  // a failure from here on is the page's (see setAside)
      await mount(restored, archive);
      return restored;
    }
  }
  const take = IN_WORKER && !response && !unusable && Boolean(cacheStorage());
  const pyodide = await loadRuntime({ ...config, _makeSnapshot: take });
  phase("runtime", begin);
  if (take) {
    let made = null;
    try {
      made = pyodide.makeMemorySnapshot();  // now, before anything else runs in it
    } catch (error) {
      // This runtime cannot take one: this device keeps starting the ordinary way.
    }
    phase("snapshot made", begin);
    started.saving = made ? keep(made).then(() => phase("snapshot kept", begin)) : Promise.resolve();
    made = null;
    if (!saveLater) await started.saving;
  }
  reseed(pyodide);
  report(pyodide, "fresh", begin, 0);
  await mount(pyodide, archive);
  return pyodide;
}

/**
 * Python was restored, and then the page (or a worker) failed to start: drop the snapshot, so the
 * next start is an ordinary one that saves a new one. A page that fails twice in a row after a
 * restore stops using snapshots in this build.
 */
export async function setAside() {
  if (started.from !== "snapshot") return;
  if (!IN_WORKER && note(STRUCK) === KEY) {
    note(STRUCK, null);
    await markUnusable();
    return;
  }
  if (!IN_WORKER) {
    note(STRUCK, KEY);
    note(FLAG, null);
  }
  try {
    await (await openCache()).delete(KEY);
  } catch (error) {
    // No storage: there is nothing to restore next time anyway.
  }
}

/** A restored page started: forget an earlier failure. */
export function startedWell() {
  if (!IN_WORKER && started.from === "snapshot") note(STRUCK, null);
}

/** Whether a snapshot for this build is saved on this device. */
export async function hasSnapshot() {
  try {
    const cache = await openCache();
    return Boolean(cache && await cache.match(KEY, { ignoreMethod: true }));
  } catch (error) {
    return false;
  }
}

/**
 * On the page, after an ordinary start: take a snapshot in a worker for the next visit, unless
 * one is saved already (a worker that started the ordinary way saves one) or snapshots do not
 * work here. Resolves to "saved", "not needed" or "not possible"; never rejects.
 */
export async function saveForNextVisit(timeoutMs = 120000) {
  try {
    const cache = await openCache();
    if (!cache || started.from !== "fresh") return "not needed";
    if (await cache.match(UNUSABLE)) {
      note(FLAG, null);
      return "not needed";
    }
    if (await hasSnapshot()) {
      note(FLAG, KEY);
      return "not needed";
    }
    const worker = new Worker(new URL("./snapshot_worker.js", import.meta.url), { type: "module" });
    const outcome = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve("not possible"), timeoutMs);
      worker.onmessage = () => { clearTimeout(timer); resolve(null); };
      worker.onerror = (event) => { event.preventDefault(); clearTimeout(timer); resolve("not possible"); };
    });
    worker.terminate();
    const kept = !outcome && await hasSnapshot();
    note(FLAG, kept ? KEY : null);
    return kept ? "saved" : "not possible";
  } catch (error) {
    return "not possible";
  }
}
