// Pack the page's Python into one archive, with bytecode compiled by the same Pyodide
// the browser runs, so the page neither fetches a file per module nor compiles them.
//
//   node tools/pack_python.mjs OUT.zip DEST=SRC [DEST=SRC ...]
//        [--pyscript NAME=SRC ...] [--stdlib STDLIB.zip STDLIB_OUT.zip]
//
// Each DEST=SRC maps a .py file (SRC, relative to the repository) to its name in the
// archive (DEST). The page and the expert's worker import straight from the archive
// (Python's zipimport, with the archive on sys.path), so nothing is unpacked at start-up.
// Bytecode is written as unchecked-hash .pyc files beside the sources, where zipimport looks
// for it; Python loads it without reading the source, and if the interpreter ever differs, the
// sources are used instead (and shown in tracebacks either way).
//
// --pyscript NAME=SRC: a module of PyScript's own `pyscript` package (SRC holds the text PyScript
// writes to pyscript/NAME in Python's working directory as it starts). Its bytecode goes in the
// archive as pyscript-bytecode/<the name Python gives its cached bytecode>, for web/interpreter.mjs
// to put in pyscript/__pycache__/ before PyScript starts. It is checked-hash bytecode: Python uses
// it only if the file PyScript writes is that very text, and compiles the file otherwise.
//
// --stdlib writes a copy of the runtime's standard library archive (STDLIB.zip, Pyodide's
// python_stdlib.zip, which holds sources only) in which every module a start of the page
// imports is bytecode instead: the modules Pyodide's own start-up imports, and the ones the page's
// modules and PyScript's import (found from their import statements, with what those import in
// turn). Without it Python compiles each of them from source on every start, most of a first
// start's time. Those modules are written as bytecode only (no sources: Pyodide's archive is for
// the runtime, not for reading); every other file is copied as it is.
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import fs from "node:fs";

const args = process.argv.slice(2);
const out = args.shift();
const maps = [];
const pyscript = [];
const stdlib = [];
while (args.length) {
  const arg = args.shift();
  if (arg === "--stdlib") stdlib.push(args.shift(), args.shift());
  else if (arg === "--pyscript") pyscript.push(args.shift());
  else maps.push(arg);
}
if (!out || !maps.length || stdlib.includes(undefined) || pyscript.includes(undefined)) {
  console.error("usage: node tools/pack_python.mjs OUT.zip DEST=SRC ... [--pyscript NAME=SRC ...] " +
                "[--stdlib STDLIB.zip OUT.zip]");
  process.exit(2);
}

function read(list) {
  const texts = {};
  for (const map of list) {
    const [dest, src] = map.split("=");
    if (!dest.endsWith(".py") || !src.endsWith(".py")) {
      console.error(`not a Python file: ${map}`);
      process.exit(2);
    }
    texts[dest] = fs.readFileSync(src, "utf8");
  }
  return texts;
}

const pyodide = await loadPyodide();
pyodide.globals.set("sources", pyodide.toPy(read(maps)));
pyodide.globals.set("pyscript", pyodide.toPy(read(pyscript)));
const zipped = pyodide.runPython(`
import io, importlib.util, marshal, os, zipfile

def entry(name):
    # A fixed date: the same sources always make the same archive, so the site's build
    # id (and the service worker's cache) changes only when the files do.
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    return info

def bytecode(text, filename, checked=False):
    data = text.encode() if isinstance(text, str) else text
    code = compile(data, filename, "exec", dont_inherit=True)
    flags = (0b11 if checked else 0b01).to_bytes(4, "little")  # hash-based, checked or not
    return importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(data) + marshal.dumps(code)

buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
    for name, text in sorted(sources.items()):
        archive.writestr(entry(name), text.encode())
        archive.writestr(entry(name[:-3] + ".pyc"), bytecode(text, name))
    for name, text in sorted(pyscript.items()):
        path = os.path.abspath(f"pyscript/{name}")  # where PyScript writes it: the working directory
        cached = os.path.basename(importlib.util.cache_from_source(path))
        archive.writestr(entry(f"pyscript-bytecode/{cached}"), bytecode(text, path, checked=True))
buffer.getvalue()
`);
fs.writeFileSync(out, zipped.toJs());
console.log(`packed ${maps.length} modules (and ${pyscript.length} of PyScript's bytecode) into ${out}`);

if (stdlib.length) {
  const [stdlibIn, stdlibOut] = stdlib;
  pyodide.FS.writeFile("/tmp/python_stdlib.zip", fs.readFileSync(stdlibIn));
  pyodide.globals.set("STDLIB_IN", stdlibIn);
  const compiled = pyodide.runPython(`
import ast, importlib, sys

OWN = {name.split("/")[0].removesuffix(".py") for name in sources} | {"pyscript", "polyscript", "_pyscript"}
BROWSER = {"js", "pyodide", "_pyodide"}  # the runtime's own, which Pyodide's start imports already
HOME = next(path for path in sys.path if path.endswith(".zip"))  # where the runtime mounts its archive

def imported(text):
    """Absolute imports in a module, at any depth (lazy ones run in the page too)."""
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level:
            yield node.module
            yield from (f"{node.module}.{alias.name}" for alias in node.names)

wanted = {name for text in [*sources.values(), *pyscript.values()] for name in imported(text)}
for name in sorted(name for name in wanted if name.split(".")[0] not in OWN | BROWSER):
    try:
        importlib.import_module(name)
    except ImportError:
        pass  # a name imported from a module, not a module; or not in the runtime (its importer says so)

modules = {module.__file__[len(HOME) + 1:] for module in list(sys.modules.values())
           if str(getattr(module, "__file__", "")).startswith(HOME + "/")}
original = zipfile.ZipFile("/tmp/python_stdlib.zip")
missing = modules - set(original.namelist())
if missing:
    raise ValueError(f"modules imported from the runtime's archive are missing from {STDLIB_IN}: {sorted(missing)}")
buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
    for info in original.infolist():
        data = original.read(info)
        if info.filename in modules:
            archive.writestr(entry(info.filename[:-3] + ".pyc"), bytecode(data, f"{HOME}/{info.filename}"))
        else:
            archive.writestr(info, data)
[buffer.getvalue(), len(modules)]
`).toJs();
  fs.writeFileSync(stdlibOut, compiled[0]);
  console.log(`compiled ${compiled[1]} modules of the standard library into ${stdlibOut}`);
}
