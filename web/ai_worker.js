// The expert computer player in a web worker, so the page never waits on it.
//
// A module worker started by web/ai_client.js. It loads the same vendored Pyodide and the same
// python.zip as the page, through web/interpreter.mjs (which restores this device's snapshot of a
// started Python when it has one; the service worker's cache serves both offline), imports
// euchre.ai.remote and answers each request with its handle(): JSON text in, JSON text out.
// Every address is relative to this file, so the site works at the root or under a sub-path.
//
//   in:  {id, text}                        text: a request (see euchre/ai/remote.py)
//   out: {type: "ready", ms, start, phases, saving}
//                                          Python is ready and the expert is imported;
//                                          start: "snapshot" or "fresh"; phases: ms to each
//                                          step; saving: a snapshot is still being stored
//        {type: "saved"}                   after "ready" with saving: it is stored (or could
//                                          not be)
//        {type: "failed", error}           it could not start; nothing more will come
//        {type: "reply", id, text}         handle()'s reply, or {type: "reply", id, error}
import { loadPyodide, setAside, started as pythonStarted } from "./interpreter.mjs";

const started = performance.now();

const ready = (async () => {
  const pyodide = await loadPyodide({
    // Python's own messages stay off the console's error channel.
    stdout: (text) => console.log(text),
    stderr: (text) => console.warn(text),
    saveLater: true,  // a snapshot taken here is stored while the expert gets ready
  });
  pyodide.runPython(`
from euchre.ai.remote import handle
import euchre.ai.expert  # loaded now, not during the first decision
`);
  pythonStarted.phases["imported"] = Math.round(performance.now() - started);
  return pyodide.globals.get("handle");
})();

ready.then(
  () => {
    self.postMessage({ type: "ready", ms: Math.round(performance.now() - started), start: pythonStarted.from,
                       phases: pythonStarted.phases, saving: Boolean(pythonStarted.saving) });
    if (pythonStarted.saving) pythonStarted.saving.then(() => self.postMessage({ type: "saved" }));
  },
  (error) => {
    self.postMessage({ type: "failed", error: String((error && error.message) || error) });
    setAside();  // if Python was restored from a snapshot, the next start is an ordinary one
  },
);

self.onmessage = async (event) => {
  const { id, text } = event.data || {};
  let handle;
  try {
    handle = await ready;
  } catch (error) {
    return;  // already reported as "failed"
  }
  try {
    const reply = handle(text);
    self.postMessage({ type: "reply", id, text: reply });
  } catch (error) {
    self.postMessage({ type: "reply", id, error: String((error && error.message) || error) });
  }
};
