// Starts Python once in the background so that web/interpreter.mjs saves a snapshot of it for
// the next visit, then says so and is stopped. Started by saveForNextVisit() after a page's
// ordinary start, when no other worker has saved one.
import { loadPyodide, started } from "./interpreter.mjs";

loadPyodide({ siteArchive: false }).then(
  () => self.postMessage({ type: "done", from: started.from }),
  (error) => self.postMessage({ type: "failed", error: String((error && error.message) || error) }),
);
