// Pyodide for the page and for its web workers, restored from a memory snapshot when this
// device has one.
//
// PyScript imports this module as its interpreter (pyscript.toml's `interpreter`), so it exports
// what Pyodide's own module does: `loadPyodide` and `version`. web/ai_worker.js loads it too.
//
// Pyodide's ordinary start-up spends most of its time initialising Python. A worker that starts
// Python the ordinary way saves a snapshot of the freshly started interpreter's memory in the
// browser's Cache Storage, before any of the site's code runs in it (so it holds nothing a person
// entered). Later starts, on the page and in workers, restore that snapshot instead. The page
// itself never takes one: it starts with its real globals, which Pyodide's snapshot mode would
// replace with stand-ins. After a page's ordinary start, saveForNextVisit() has a worker
// (web/snapshot_worker.js) take the snapshot if none is saved yet.
//
// A snapshot belongs to one build of the site. If one cannot be read or restored, Python starts
// the ordinary way, and this build stops using snapshots on this device.
import { loadPyodide as loadRuntime, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const BUILD = "__BUILD__";  // tools/build_site.py writes the build's id here
const CACHE = "python-snapshot";
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
const IN_WORKER = typeof document === "undefined";
const PREFIX = new URL(`./python-snapshot/${BUILD}/${version}/`, import.meta.url).href;
const KEY = PREFIX + "python";
const UNUSABLE = PREFIX + "unusable";  // written when a restore failed: stop trying in this build

/** How Python started in this context: from "snapshot" or "fresh", in ms. */
export const started = { from: "", ms: 0, snapshotBytes: 0 };

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

// The page remembers that a snapshot was saved, so that a first visit does not open Cache
// Storage (a new profile's first use of storage costs tens of milliseconds) before Python starts.
function remembered() {
  try {
    return IN_WORKER || globalThis.localStorage.getItem("python-snapshot") === KEY;
  } catch (error) {
    return false;
  }
}

function remember(saved) {
  try {
    if (saved) globalThis.localStorage.setItem("python-snapshot", KEY);
    else globalThis.localStorage.removeItem("python-snapshot");
  } catch (error) {
    // Without localStorage the page starts the ordinary way; nothing else depends on it.
  }
}

// Look for a snapshot at once, while the runtime's own files are still arriving. Its bytes are
// read while Pyodide fetches and compiles its WebAssembly, which is Pyodide's own order too.
const saved = (async () => {
  if (!remembered()) return null;
  try {
    const cache = await openCache();
    return cache && !(await cache.match(UNUSABLE)) ? (await cache.match(KEY)) || null : null;
  } catch (error) {
    return null;
  }
})();

async function snapshotBytes(response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A snapshot must be whole: its length was written beside it.
  if (String(bytes.length) !== response.headers.get("x-snapshot-length")) throw new Error("incomplete snapshot");
  return bytes;
}

async function markUnusable() {
  if (!IN_WORKER) remember(false);
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
      if (!request.url.startsWith(PREFIX)) await cache.delete(request);  // another build's
    }
    await cache.put(KEY, new Response(snapshot, {
      headers: { "content-type": "application/octet-stream", "x-snapshot-length": String(snapshot.length) },
    }));
  } catch (error) {
    // Out of space, or storage refused: later starts are ordinary ones, as this one was.
  }
}

function reseed(pyodide) {
  // Python's start-up imports `random`; a restored one would replay the snapshot's sequence.
  pyodide.runPython("import random as _r; _r.seed(); del _r");
}

function report(pyodide, from, begin, bytes) {
  Object.assign(started, { from, ms: Math.round(performance.now() - begin), snapshotBytes: bytes });
  // For the tests and the start-up benchmark: how the page's Python started.
  if (!IN_WORKER) document.documentElement.dataset.pythonStart = from;
  return pyodide;
}

export async function loadPyodide(options = {}) {
  const begin = performance.now();
  const config = { ...options, indexURL: INDEX_URL };
  const snapshot = await saved;
  if (snapshot) {
    try {
      const bytes = snapshotBytes(snapshot);
      const pyodide = await loadRuntime({ ...config, _loadSnapshot: bytes });
      reseed(pyodide);
      return report(pyodide, "snapshot", begin, (await bytes).length);
    } catch (error) {
      console.info("Python's saved start-up snapshot could not be restored; starting the ordinary way.",
                   String(error && error.message || error));
      await markUnusable();
    }
  }
  const take = IN_WORKER && Boolean(cacheStorage()) && !snapshot;
  const pyodide = await loadRuntime({ ...config, _makeSnapshot: take });
  if (take) {
    let made = null;
    try {
      made = pyodide.makeMemorySnapshot();  // now, before anything else runs in it
    } catch (error) {
      // This runtime cannot take one: this device keeps starting the ordinary way.
    }
    if (made) await keep(made);
  }
  reseed(pyodide);
  return report(pyodide, "fresh", begin, 0);
}

/** After a restored page failed to start: the next start is an ordinary one. */
export async function setAside() {
  if (started.from === "snapshot") await markUnusable();
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
      remember(false);
      return "not needed";
    }
    if (await hasSnapshot()) {
      remember(true);
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
    remember(kept);
    return kept ? "saved" : "not possible";
  } catch (error) {
    return "not possible";
  }
}
