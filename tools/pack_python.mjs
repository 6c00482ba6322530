// Pack the page's Python into one archive, with bytecode compiled by the same Pyodide
// the browser runs, so the page neither fetches a file per module nor compiles them.
//
//   node tools/pack_python.mjs OUT.zip DEST=SRC [DEST=SRC ...]
//
// Each DEST=SRC maps a .py file (SRC, relative to the repository) to its name in the
// archive (DEST). The page and the expert's worker import straight from the archive
// (Python's zipimport, with the archive on sys.path), so nothing is unpacked at start-up.
// Bytecode is written as unchecked-hash .pyc files beside the sources, where zipimport looks
// for it; Python loads it without reading the source, and if the interpreter ever differs, the
// sources are used instead (and shown in tracebacks either way).
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import fs from "node:fs";

const [out, ...maps] = process.argv.slice(2);
if (!out || !maps.length) {
  console.error("usage: node tools/pack_python.mjs OUT.zip DEST=SRC ...");
  process.exit(2);
}
const pyodide = await loadPyodide();
const sources = {};
for (const map of maps) {
  const [dest, src] = map.split("=");
  if (!dest.endsWith(".py") || !src.endsWith(".py")) {
    console.error(`not a Python file: ${map}`);
    process.exit(2);
  }
  sources[dest] = fs.readFileSync(src, "utf8");
}
pyodide.globals.set("sources", pyodide.toPy(sources));
const zipped = pyodide.runPython(`
import io, importlib.util, marshal, zipfile

def entry(name):
    # A fixed date: the same sources always make the same archive, so the site's build
    # id (and the service worker's cache) changes only when the files do.
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    return info

buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
    for name, text in sorted(sources.items()):
        data = text.encode()
        archive.writestr(entry(name), data)
        code = compile(text, name, "exec", dont_inherit=True)
        pyc = name[:-3] + ".pyc"
        flags = (0b01).to_bytes(4, "little")  # hash-based, unchecked
        archive.writestr(entry(pyc), importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(data)
                         + marshal.dumps(code))
buffer.getvalue()
`);
fs.writeFileSync(out, zipped.toJs());
console.log(`packed ${Object.keys(sources).length} modules into ${out}`);
