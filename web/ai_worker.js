// The expert computer player in a web worker, so the page never waits on it.
//
// A module worker started by web/ai_client.js. It loads the same vendored Pyodide, with the site's
// Python, as the page, through web/interpreter.mjs (the service worker's cache serves it offline),
// imports euchre.ai.remote and answers each request with its handle(): JSON text in, JSON text out.
// Every address is relative to this file, so the site works at the root or under a sub-path.
//
//   in:  {id, text}                        text: a request (see euchre/ai/remote.py)
//   out: {type: "step", name}              a step of the start is done ("runtime": Python runs)
//        {type: "ready", ms, phases}       Python is ready and the expert is imported; phases:
//                                          ms to each step
//        {type: "failed", error}           it could not start; nothing more will come
//        {type: "reply", id, text}         handle()'s reply, or {type: "reply", id, error}
import { loadPyodide, mountRest, started as pythonStarted } from "./interpreter.mjs";

const started = performance.now();

const ready = (async () => {
  const pyodide = await loadPyodide({
    // Python's own messages stay off the console's error channel.
    stdout: (text) => console.log(text),
    stderr: (text) => console.warn(text),
  });
  self.postMessage({ type: "step", name: "runtime" });
  pyodide.runPython(`
from euchre.ai.remote import handle
import euchre.ai.expert  # loaded now, not during the first decision
`);
  pythonStarted.phases["imported"] = Math.round(performance.now() - started);
  mountRest(pyodide);  // what no start needs, now that this one is over
  return pyodide.globals.get("handle");
})();

ready.then(
  () => self.postMessage({ type: "ready", ms: Math.round(performance.now() - started), phases: pythonStarted.phases }),
  (error) => self.postMessage({ type: "failed", error: String((error && error.message) || error) }),
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
