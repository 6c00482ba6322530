// Pack the Python the site runs into the runtime's standard library archive, as bytecode compiled
// by the same Pyodide the browser runs, so that a start neither fetches a file per module nor
// compiles any, and downloads only what a start imports.
//
//   node tools/pack_python.mjs --stdlib STDLIB.zip --start START.zip --rest REST.zip
//        --sitecustomize SRC [DEST=SRC ...] [--pyscript NAME=SRC ...]
//        [--later LATER.zst --later-package DEST_PREFIX ...]
//   node tools/pack_python.mjs --list START.zip    # what python.zst holds: {name: its first 16 bytes, hex}
//   node tools/pack_python.mjs --list LATER.zst    # the same for a LATER.zst
//
// STDLIB.zip is Pyodide's python_stdlib.zip (sources only). Two archives come out of it:
//
// START.zip, which Pyodide mounts as the standard library (its python_stdlib.zip), holds what
// Python reads before it runs `sitecustomize` (the start of the `encodings` package), SRC as
// `sitecustomize`, and `python.zst` (stored as it is): one zstd frame of a zip (stored, not
// deflated) of every module a start imports, as bytecode. Those are the standard library's modules
// that Pyodide's own start-up imports, and the ones the site's modules (each DEST=SRC: a .py file,
// SRC relative to the repository, DEST its name in the archive) and PyScript's import (found from
// their import statements, at any depth, with what those import in turn); the site's own modules;
// and PyScript's package's bytecode. web/sitecustomize.py unpacks it as Python starts and puts it
// on sys.path. The bytecode is unchecked-hash .pyc files (Python loads them without the source),
// compiled without column positions (a traceback names the line, not the columns: the tables
// would be a third of the bytecode), and without docstrings: none in the standard library's (as
// `python -OO` runs it), none but classes' in the site's (a dataclass with none would make one
// from its signature as it is defined). Nothing in the page reads a docstring. Modules the runtime
// carries frozen in its WebAssembly are left out: Python never reads them from the archive.
//
// REST.zip is every other file of STDLIB.zip, as it is: web/interpreter.mjs puts it on sys.path
// once the page has started, for any module a start does not import.
//
// --later LATER.zst --later-package DEST_PREFIX ...: the site's modules whose DEST starts with a
// prefix (say ui/sheet/: a package no start imports) go as bytecode into LATER.zst (one zstd frame
// of a zip, as python.zst), not into START.zip; the page fetches it when it first needs them
// (web/main.py). The modules of the standard library they import are still packed for a start.
//
// --pyscript NAME=SRC: a module of PyScript's own `pyscript` package (SRC holds the text PyScript
// writes to pyscript/NAME in Python's working directory as it starts). Its bytecode goes in the
// packed zip as pyscript-bytecode/<the name Python gives its cached bytecode>, for
// web/interpreter.mjs to put in pyscript/__pycache__/ before PyScript starts. It is checked-hash
// bytecode: Python uses it only if the file PyScript writes is that very text.
//
// The archives depend on the files only (fixed dates, sorted names): the same sources make the
// same bytes, so the site's build id changes only when the files do.
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import fs from "node:fs";

const args = process.argv.slice(2);
if (args[0] === "--list" && args.length === 2) {
  const pyodide = await loadPyodide();
  pyodide.FS.writeFile("/tmp/start.zip", fs.readFileSync(args[1]));
  console.log(pyodide.runPython(`
import _zstd, io, json, zipfile
packed = zipfile.ZipFile("/tmp/start.zip").read("python.zst") if zipfile.is_zipfile("/tmp/start.zip") \\
    else open("/tmp/start.zip", "rb").read()  # a LATER.zst: the zstd frame itself
inner = zipfile.ZipFile(io.BytesIO(_zstd.ZstdDecompressor().decompress(packed)))
json.dumps({info.filename: inner.read(info)[:16].hex() for info in inner.infolist()})
`));
  process.exit(0);
}
const options = { stdlib: null, start: null, rest: null, sitecustomize: null };
const maps = [];
const pyscript = [];
const later = { archive: null, packages: [] };
while (args.length) {
  const arg = args.shift();
  if (arg.startsWith("--") && arg.slice(2) in options) options[arg.slice(2)] = args.shift() ?? null;
  else if (arg === "--pyscript") pyscript.push(args.shift());
  else if (arg === "--later") later.archive = args.shift() ?? null;
  else if (arg === "--later-package") later.packages.push(args.shift());
  else maps.push(arg);
}
if (Object.values(options).includes(null) || pyscript.includes(undefined) || later.packages.includes(undefined)
    || (later.archive === null) !== (later.packages.length === 0)) {
  console.error("usage: node tools/pack_python.mjs --stdlib STDLIB.zip --start START.zip --rest REST.zip " +
                "--sitecustomize SRC [DEST=SRC ...] [--pyscript NAME=SRC ...] " +
                "[--later LATER.zst --later-package DEST_PREFIX ...]");
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

// Without column positions: code objects compiled here carry line numbers only.
const pyodide = await loadPyodide({ env: { PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.writeFile("/tmp/python_stdlib.zip", fs.readFileSync(options.stdlib));
pyodide.globals.set("sources", pyodide.toPy(read(maps)));
pyodide.globals.set("pyscript", pyodide.toPy(read(pyscript)));
pyodide.globals.set("sitecustomize", fs.readFileSync(options.sitecustomize, "utf8"));
pyodide.globals.set("STDLIB_IN", options.stdlib);
pyodide.globals.set("LATER_PACKAGES", pyodide.toPy(later.packages));
const [start, rest, laterBytes, summary] = pyodide.runPython(`
import ast, importlib, importlib.util, io, marshal, os, sys, zipfile
from compression import zstd

assert sys.flags.optimize == 0 and "PYTHONNODEBUGRANGES" in os.environ

BEFORE_SITE = ("encodings/__init__.py", "encodings/aliases.py", "encodings/utf_8.py")
"""What Python imports from the archive before it runs sitecustomize."""
CODECS = ("encodings/ascii.py", "encodings/latin_1.py", "encodings/cp437.py", "encodings/utf_8_sig.py",
          "encodings/utf_16.py", "encodings/utf_32.py")
"""Codecs a start may look up by name (zipfile reads names it does not know as UTF-8 as cp437)."""
OWN = {name.split("/")[0].removesuffix(".py") for name in sources} | {"pyscript", "polyscript", "_pyscript"}
BROWSER = {"js", "pyodide", "_pyodide"}  # the runtime's own, which Pyodide's start imports already
HOME = next(path for path in sys.path if path.endswith(".zip"))  # where the runtime mounts its archive


def entry(name, stored=False):
    # A fixed date: the same sources always make the same archive.
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
    return info


NOT_CLASSES = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)
EVERY = NOT_CLASSES + (ast.ClassDef,)
class SITE_CLASSES:
    """With NOT_CLASSES: the docstrings of classes too, but for a decorated class (a dataclass with
    none would make one from its signature as it is defined) or an Enum."""
SITE = NOT_CLASSES + (SITE_CLASSES,)


class Docstrings(ast.NodeTransformer):
    """Drops the docstrings of the kinds of node given (EVERY: modules, classes and functions)."""

    def __init__(self, kinds):
        self.kinds = kinds

    def generic_visit(self, node):
        super().generic_visit(node)
        body = getattr(node, "body", None)
        if (isinstance(node, self.kinds) or isinstance(node, ast.ClassDef) and SITE_CLASSES in self.kinds
                and not node.decorator_list and not any("Enum" in ast.unparse(base) for base in node.bases)) \\
                and body and isinstance(body[0], ast.Expr) \\
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
        return node


def bytecode(data, filename, checked=False, docstrings=()):
    tree = ast.parse(data, filename)
    if docstrings:
        tree = Docstrings(docstrings).visit(tree)
    code = compile(tree, filename, "exec", dont_inherit=True)
    flags = (0b11 if checked else 0b01).to_bytes(4, "little")  # hash-based, checked or not
    return importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(data) + marshal.dumps(code)


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

original = zipfile.ZipFile("/tmp/python_stdlib.zip")
modules = {module.__file__[len(HOME) + 1:] for module in list(sys.modules.values())
           if str(getattr(module, "__file__", "")).startswith(HOME + "/")
           and getattr(module.__spec__, "origin", "") != "frozen"} | set(CODECS)
missing = modules - set(original.namelist())
if missing or not set(BEFORE_SITE) <= modules:
    raise ValueError(f"modules imported from the runtime's archive are missing from {STDLIB_IN}: {sorted(missing)}")

packed = io.BytesIO()
with zipfile.ZipFile(packed, "w") as archive:
    files = {}
    for name in modules - set(BEFORE_SITE):
        files[name + "c"] = bytecode(original.read(name), f"{HOME}/{name}", docstrings=EVERY)
    for name, text in sources.items():
        if not name.startswith(tuple(LATER_PACKAGES)):
            files[name + "c"] = bytecode(text.encode(), name, docstrings=SITE)
    for name, text in pyscript.items():
        path = os.path.abspath(f"pyscript/{name}")  # where PyScript writes it: the working directory
        cached = os.path.basename(importlib.util.cache_from_source(path))
        files[f"pyscript-bytecode/{cached}"] = bytecode(text.encode(), path, checked=True)
    for name in sorted(files):
        archive.writestr(entry(name, stored=True), files[name])

start = io.BytesIO()
with zipfile.ZipFile(start, "w") as archive:
    for name in BEFORE_SITE:
        archive.writestr(entry(name + "c"), bytecode(original.read(name), f"{HOME}/{name}", docstrings=EVERY))
    archive.writestr(entry("sitecustomize.pyc"), bytecode(sitecustomize.encode(), f"{HOME}/sitecustomize.py",
                                                          docstrings=EVERY))
    archive.writestr(entry("python.zst", stored=True), zstd.compress(packed.getvalue(), level=19))

rest = io.BytesIO()
with zipfile.ZipFile(rest, "w") as archive:
    for info in original.infolist():
        if info.filename not in modules:
            archive.writestr(info, original.read(info))

later = io.BytesIO()
with zipfile.ZipFile(later, "w") as archive:
    for name in sorted(sources):
        if name.startswith(tuple(LATER_PACKAGES)):
            archive.writestr(entry(name + "c", stored=True), bytecode(sources[name].encode(), name, docstrings=SITE))
later = io.BytesIO(zstd.compress(later.getvalue(), level=19)) if LATER_PACKAGES else later

summary = (f"{len(files)} files ({len(modules) - len(BEFORE_SITE)} of the standard library's modules, "
           f"{len(sources)} of the site's) in {len(packed.getvalue()):,} bytes, packed into "
           f"{len(start.getvalue()):,}; the rest of the standard library: {len(rest.getvalue()):,} bytes"
           + (f"; later packages: {len(later.getvalue()):,} bytes" if LATER_PACKAGES else ""))
[start.getvalue(), rest.getvalue(), later.getvalue(), summary]
`).toJs();
fs.writeFileSync(options.start, start);
fs.writeFileSync(options.rest, rest);
if (later.archive !== null) fs.writeFileSync(later.archive, laterBytes);
console.log(summary);
