// Pyodide for the page and for its web workers, with the site's own Python on sys.path.
//
// PyScript imports this module as its interpreter (pyscript.toml's `interpreter`), so it exports
// what Pyodide's own module does: `loadPyodide` and `version`. web/ai_worker.js loads it too.
//
// In the built site, the runtime's standard library archive is the build's own
// (tools/pack_python.mjs): what a start imports, the site's modules included, as bytecode packed as
// one, which Python unpacks as it starts (web/sitecustomize.py). The rest of the standard library
// is a second archive, fetched once the page has started (mountRest) so that it never competes with
// the start for the network; until then a module outside the first archive cannot be imported.
// The runtime's package lock is carried here (the page loads no packages), not fetched.
//
// On the page, the inline script at the top of index.html starts Python at once (startEarly);
// PyScript receives that interpreter when it asks for one.
import { loadPyodide as loadRuntime, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const LOCK = null;  // tools/build_site.py writes the runtime's package lock here, without its packages
const BUILT = LOCK !== null;
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
const REST_URL = new URL("python_stdlib_rest.zip", INDEX_URL).href;
const REST = "/lib/python-rest.zip";
const START = "/lib/python-start.zip";  // where web/sitecustomize.py unpacks the start's modules
const IN_WORKER = typeof document === "undefined";

/** How Python started in this context, in ms; `phases`: ms from the start of loadPyodide() to each step. */
export const started = { ms: 0, phases: {} };

function phase(name, begin) {
  started.phases[name] = Math.round(performance.now() - begin);
}

// On the page, PyScript writes its own Python package to pyscript/ in the working directory as it
// starts, and Python would compile it there. The start's archive carries its bytecode
// (pyscript-bytecode/, from tools/pack_python.mjs), checked against the source: Python uses it
// only where PyScript's file is the very text it was compiled from.
const PYSCRIPT_BYTECODE = `
import os, zipfile
with zipfile.ZipFile(${JSON.stringify(START)}) as archive:
    for name in archive.namelist():
        if name.startswith("pyscript-bytecode/"):
            os.makedirs("pyscript/__pycache__", exist_ok=True)
            with open("pyscript/__pycache__/" + name.removeprefix("pyscript-bytecode/"), "wb") as file:
                file.write(archive.read(name))
`;

function placePyScriptBytecode(pyodide) {
  const scope = pyodide.toPy({});
  try {
    pyodide.runPython(PYSCRIPT_BYTECODE, { globals: scope });
  } catch (error) {
    // Without it Python compiles PyScript's package as it imports it: slower, nothing more.
  } finally {
    scope.destroy();
  }
}

let early = null;  // the page's Python, started by startEarly() before PyScript asked for it
let pagePython = null;  // the page's Python, once started

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
 * Pyodide's own loadPyodide(), with the site's Python importable. On the page, the first call after
 * startEarly() receives the Python it started.
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

async function start(options = {}) {
  const begin = performance.now();
  const pyodide = await loadRuntime({ ...options, indexURL: INDEX_URL, ...(BUILT ? { lockFileContents: LOCK } : {}) });
  phase("runtime", begin);
  started.ms = Math.round(performance.now() - begin);
  if (!IN_WORKER) {
    pagePython = pyodide;
    if (BUILT) placePyScriptBytecode(pyodide);
    document.documentElement.dataset.python = "started";  // for the tests: before PyScript has asked for it
  }
  return pyodide;
}

let resting = null;

/**
 * Put the rest of the standard library on sys.path (`pyodide`: this context's Python; on the page,
 * the page's), fetched now; called once a start is over. Resolves once it is there (again: the
 * same promise); never rejects: without it, only modules no start imports are missing.
 */
export function mountRest(pyodide = pagePython) {
  if (!resting) {
    resting = (async () => {
      if (!BUILT || !pyodide) return false;
      try {
        const response = await fetch(REST_URL);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        pyodide.FS.writeFile(REST, new Uint8Array(await response.arrayBuffer()));
        pyodide.runPython(`import sys as _s\n_s.path.append(${JSON.stringify(REST)})\ndel _s`);
        return true;
      } catch (error) {
        const reason = String((error && error.message) || error);
        console.info("The rest of Python's standard library could not be loaded:", reason);
        return false;
      }
    })();
  }
  return resting;
}
