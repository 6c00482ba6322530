/*
The gate of tools/couch_server.js: every request meets it before pouchdb-server's parts
(express-pouchdb), and only the server's admin and the replication requests of a tournament's
own credentials get past it.

    const gate = createGate({ PouchDB: Local, config: couch.couchConfig });
    app.use(gate.handle);           // before express-pouchdb
    app.use(couch);
    ...
    await gate.stop();              // refuse new requests, let writes finish, close the databases

Who is asking comes from the Basic Authorization header alone (cookies are dropped): the server's
admin from the configuration (`-pbkdf2-` hashes, as express-pouchdb keeps them), anyone else from
the `_users` database (PBKDF2-SHA1, as CouchDB keeps it). A user's tournament database is the one
its roles name (`<db>:organiser`, `<db>:table`, `<db>:table:R:T`, `<db>:screen`, see
euchre/sheet/sync_access.py); the user must also be a member of it by its security object.

The admin passes unchecked. Anyone else gets only what PouchDB's replication asks of that one
database, each with the query parameters replication uses, and everything else is refused (401
without a credential, 403 with one):

    GET /                      anyone (the server's welcome, no data)
    GET /_session              who the credential is
    GET /<db>/                 the database's information
    GET /<db>/<id>             a document (rev, revs, open_revs, latest, conflicts, revs_info)
    GET /<db>/_changes         normal or longpoll (style, heartbeat, since, limit, timeout, ...)
    POST /<db>/_revs_diff      of no _local document
    POST /<db>/_bulk_get       (revs, latest) of no _local document
    POST /<db>/_bulk_docs      the organiser and tables: each document validated
    PUT /<db>/<id>             the organiser and tables: validated the same way
    GET|PUT /<db>/_local/<id>  the credential's own replication checkpoints

Reads go on to express-pouchdb with the address and query the gate rebuilt; writes the gate
makes itself: it runs the database's own validate_doc_update (compiled here in a vm sandbox)
on every document, whatever `new_edits` says, with the round closed when the security object's
`euchre.closed` lists it (tools/couch_setup.py --close) or when the organiser's latest status
document for it says so, which is what the score sheet writes when the organiser closes a round.
Writes to one database take turns, so a write is judged on everything stored before it.
`_local` documents (replication checkpoints) are kept apart for each user, small and few, and
each is read only at its own address by its own credential: `_bulk_get` and `_revs_diff` name
none (replication asks them only of the documents), so the security object, another credential's
checkpoints and the gate's count of them never come back.
*/
"use strict";

const crypto = require("crypto");
const vm = require("vm");

const LIMITS = {
  bulkDocs: 4 * 1024 * 1024,       // bytes of a _bulk_docs request (PouchDB sends 100 documents at a time)
  docsPerRequest: 1000,
  document: 256 * 1024,            // bytes of one PUT document (the validation allows 64 000 characters)
  lookup: 1024 * 1024,             // bytes of _revs_diff and _bulk_get
  local: 16 * 1024,                // bytes of a _local document (a checkpoint is a few hundred)
  localPerUser: 64,                // _local documents one user may have in one database
  discard: 64 * 1024 * 1024,       // bytes of a refused body read and dropped before hanging up
  validationMs: 2000,
  credentialMs: 5000,              // how long a checked password is taken as checked
};

const CHANGES_PARAMS = {
  style: (v) => v === "all_docs" || v === "main_only",
  feed: (v) => v === "normal" || v === "longpoll",
  heartbeat: (v) => isIntText(v, 1000, 60000),
  timeout: (v) => isIntText(v, 0, 60000),
  since: (v) => v.length <= 200 && /^("?[0-9A-Za-z_\-]*"?|now)$/.test(v),
  limit: (v) => isIntText(v, 1, 10000),
  seq_interval: (v) => isIntText(v, 1, 10000),
  include_docs: isFlag,
  conflicts: isFlag,
  descending: isFlag,
};
const DOC_PARAMS = {
  rev: (v) => REV.test(v),
  revs: isFlag,
  open_revs: (v) => v === "all" || (v.length <= 64 * 1024 && /^\[("\d{1,9}-[0-9a-f]{1,64}",?)*\]$/.test(v)),
  latest: isFlag,
  conflicts: isFlag,
  revs_info: isFlag,
};
const BULK_GET_PARAMS = { revs: isFlag, latest: isFlag };

const REV = /^[1-9][0-9]{0,8}-[0-9a-f]{1,64}$/;
const ROLE = /^([a-z][a-z0-9_$()+\/-]*):(organiser|screen|table(?::([0-9]+):([0-9]+))?)$/;
const LOCAL_ID = /^[A-Za-z0-9._=~-]{1,100}$/;
const MAX_NESTING = 32;            // levels of a request's JSON (a document may have 4, the validation says)
const SPECIAL_FIELDS = ["_id", "_rev", "_revisions", "_deleted"];

// Without recursion: JSON.stringify, and so the validation, would overflow the stack on a deep one.
function deeperThan(value, most) {
  const stack = [[value, 0]];
  while (stack.length) {
    const [item, level] = stack.pop();
    if (item === null || typeof item !== "object") continue;
    if (level >= most) return true;
    for (const child of Object.values(item)) stack.push([child, level + 1]);
  }
  return false;
}

function isIntText(value, low, high) {
  return /^[0-9]{1,9}$/.test(value) && Number(value) >= low && Number(value) <= high;
}
// What PouchDB reads from its _local store rather than from the documents (pouchdb-merge's isLocalId).
function isLocal(id) { return id.startsWith("_local"); }
function isFlag(value) { return value === "true" || value === "false"; }
function isObject(value) { return value !== null && typeof value === "object" && !Array.isArray(value); }

class Refusal extends Error {
  constructor(status, error, reason, headers) {
    super(reason);
    this.status = status;
    this.error = error;
    this.reason = reason;
    this.headers = headers || {};
  }
}
const refuse = (status, error, reason, headers) => { throw new Refusal(status, error, reason, headers); };
const UNAUTHORIZED = "You are not authorized to access this db.";
const FORBIDDEN = "You are not allowed to access this db.";
const ELSEWHERE = "The document's _id is not the one in its address.";
const LOCAL_ELSEWHERE = "A credential reads its own _local documents at /<db>/_local/<id>, nowhere else.";
const ONLY_REPLICATION =
  "A tournament's credential may make only the score sheet's replication requests on this server.";

function send(res, status, body, headers) {
  if (res.headersSent) { res.destroy(); return; }
  const text = JSON.stringify(body) + "\n";
  res.writeHead(status, Object.assign({
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "must-revalidate",
  }, headers));
  res.end(text);
}

// --- requests -----------------------------------------------------------------------------------

// The path's segments, decoded, and the query's parameters, each at most once.
function target(req) {
  const url = req.url || "";
  const mark = url.indexOf("?");
  const path = mark < 0 ? url : url.slice(0, mark);
  if (!path.startsWith("/") || path.length > 2000) refuse(400, "bad_request", "Malformed address.");
  const raw = path.slice(1).split("/");
  const trailing = raw.length > 1 && raw[raw.length - 1] === "";
  if (trailing) raw.pop();
  let segments;
  try {
    segments = raw.map((part) => decodeURIComponent(part));
  } catch (error) {
    refuse(400, "bad_request", "Malformed address.");
  }
  if (segments.length > 1 && segments.some((part) => part === "")) refuse(400, "bad_request", "Malformed address.");
  const query = new Map();
  if (mark >= 0) {
    for (const [key, value] of new URLSearchParams(url.slice(mark + 1))) {
      if (query.has(key)) refuse(400, "bad_request", `The parameter ${key} is given twice.`);
      query.set(key, value);
    }
  }
  return { segments: segments[0] === "" ? [] : segments, trailing, query };
}

function checkedQuery(query, allowed) {
  const out = {};
  for (const [key, value] of query) {
    if (!Object.prototype.hasOwnProperty.call(allowed, key) || !allowed[key](value)) {
      refuse(400, "bad_request", `This server does not take ${key}=${value.slice(0, 40)} here.`);
    }
    out[key] = value;
  }
  return out;
}

// The body, at most `limit` bytes, as JSON; over the limit is 413, with the rest read and dropped.
function readJSON(req, limit) {
  const type = String(req.headers["content-type"] || "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json") {
    return Promise.reject(new Refusal(415, "bad_content_type", "Content-Type must be application/json"));
  }
  const encoding = String(req.headers["content-encoding"] || "identity").toLowerCase();
  if (encoding !== "identity") {
    return Promise.reject(new Refusal(415, "bad_content_type", "This server takes request bodies uncompressed."));
  }
  const declared = Number(req.headers["content-length"]);
  if (declared > LIMITS.discard) {
    req.destroy();
    return Promise.reject(new Refusal(413, "too_large", "the request entity is too large"));
  }
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let over = declared > limit;
    const tooLarge = () => new Refusal(413, "too_large", "the request entity is too large", { Connection: "close" });
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
      if (size > LIMITS.discard) { req.destroy(); reject(tooLarge()); }
    });
    req.on("end", () => {
      if (over) { reject(tooLarge()); return; }
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch (error) {
        reject(new Refusal(400, "bad_request", "invalid_json"));
        return;
      }
      if (deeperThan(body, MAX_NESTING)) {
        reject(new Refusal(400, "bad_request", `The request is nested more than ${MAX_NESTING} levels deep.`));
        return;
      }
      resolve(body);
    });
    req.on("error", reject);
  });
}

// --- who is asking ------------------------------------------------------------------------------

function basic(header) {
  const match = /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(header || "");
  if (!match) return null;
  const text = Buffer.from(match[1], "base64").toString("utf8");
  const colon = text.indexOf(":");
  return colon < 0 ? null : { name: text.slice(0, colon), password: text.slice(colon + 1) };
}

function pbkdf2(password, salt, iterations) {
  return new Promise((resolve, reject) => crypto.pbkdf2(password, salt, iterations, 20, "sha1",
    (error, key) => (error ? reject(error) : resolve(key.toString("hex")))));
}

function sameHex(a, b) {
  const left = Buffer.from(String(a), "utf8");
  const right = Buffer.from(String(b), "utf8");
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

// Who a request's Basic credentials are. A credential found right is taken as right for a few
// seconds (replication sends several requests a second), so a password or a role the admin
// changes holds within LIMITS.credentialMs.
function makeIdentities(users, config) {
  const recent = new Map();   // SHA-256 of name and password -> {identity, until}

  async function check(name, password) {
    const admins = config.getSection("admins") || {};
    if (Object.prototype.hasOwnProperty.call(admins, name)) {
      const parts = /^-pbkdf2-([0-9a-f]+),([0-9a-f]+),([0-9]+)$/.exec(String(admins[name]));
      const ok = parts && await matches(password, parts[1], parts[2], Number(parts[3]));
      return ok ? { kind: "admin", name } : null;
    }
    let user;
    try {
      user = await users().get("org.couchdb.user:" + name);
    } catch (error) {
      if (error.status === 404) return null;
      throw error;
    }
    if (user.type !== "user" || user.name !== name || user.password_scheme !== "pbkdf2" ||
        !(await matches(password, user.derived_key, user.salt, user.iterations))) {
      return null;
    }
    const roles = Array.isArray(user.roles) ? user.roles.filter((role) => typeof role === "string") : [];
    return { kind: "user", name, roles };
  }

  async function matches(password, hash, salt, iterations) {
    if (!Number.isInteger(iterations) || iterations < 1 || iterations > 10000000 || typeof salt !== "string") {
      return false;
    }
    return sameHex(await pbkdf2(password, salt, iterations), hash);
  }

  return async function identify(req) {
    const given = req.headers.authorization;
    if (given === undefined) return { kind: "anonymous" };
    const credentials = basic(given);
    if (!credentials) return { kind: "wrong" };
    const key = crypto.createHash("sha256").update(JSON.stringify([credentials.name, credentials.password]))
      .digest("hex");
    const known = recent.get(key);
    if (known && known.until > Date.now()) return known.identity;
    const identity = await check(credentials.name, credentials.password);
    if (!identity) return { kind: "wrong" };
    if (recent.size > 10000) recent.clear();
    recent.set(key, { identity, until: Date.now() + LIMITS.credentialMs });
    return identity;
  };
}

// What a user's roles let it do in database `db` (organiser, table, or only read), or null when
// none of them names it.
function access(identity, db) {
  const out = { organiser: false, table: false };
  let any = false;
  for (const role of identity.roles) {
    const match = ROLE.exec(role);
    if (!match || match[1] !== db) continue;
    any = true;
    if (match[2] === "organiser") out.organiser = true;
    else if (match[2] !== "screen") out.table = true;
  }
  return any ? out : null;
}

function member(identity, security) {
  const names = (list) => (Array.isArray(list) ? list : []);
  const admins = isObject(security.admins) ? security.admins : {};
  const members = isObject(security.members) ? security.members : {};
  const inGroup = (group) => names(group.names).includes(identity.name) ||
    names(group.roles).some((role) => identity.roles.includes(role));
  const open = !names(members.names).length && !names(members.roles).length;
  return { member: open || inGroup(members) || inGroup(admins), admin: inGroup(admins) };
}

// --- the database's own validation --------------------------------------------------------------

const RUNNER = `(function (validate) {
  return function (args) {
    var a = JSON.parse(args);
    try { validate(a[0], a[1], a[2], a[3]); return ""; }
    catch (e) {
      if (e && typeof e === "object" && "forbidden" in e) {
        return JSON.stringify({forbidden: String(e.forbidden)});
      }
      if (e && typeof e === "object" && "unauthorized" in e) {
        return JSON.stringify({unauthorized: String(e.unauthorized)});
      }
      return JSON.stringify({failed: String((e && e.message) || e)});
    }
  };
})`;
const CALL = new vm.Script("__check(__args)");

function makeValidators() {
  const compiled = new Map();   // source -> {context} or {problem}
  function compile(source) {
    if (!compiled.has(source)) {
      if (compiled.size > 50) compiled.clear();
      try {
        const context = vm.createContext({ log() {} }, { codeGeneration: { strings: false, wasm: false } });
        const validate = vm.runInContext("(" + source + "\n)", context, { timeout: LIMITS.validationMs });
        if (typeof validate !== "function") throw new Error("not a function");
        context.__check = vm.runInContext(RUNNER, context)(validate);
        compiled.set(source, { context });
      } catch (error) {
        compiled.set(source, { problem: String(error.message || error) });
      }
    }
    return compiled.get(source);
  }
  // Null when every function takes the document, else the refusal as CouchDB gives it.
  const failed = (why) => ({ error: "forbidden", reason: "The database's validation function failed: " + why });
  return function judge(sources, newDoc, oldDoc, userCtx, secObj) {
    if (!sources.length) {
      return { error: "forbidden",
        reason: "This database has no validation function: its admin must run tools/couch_setup.py." };
    }
    for (const source of sources) {
      const fn = compile(source);
      if (fn.problem) return failed(fn.problem);
      fn.context.__args = JSON.stringify([newDoc, oldDoc, userCtx, secObj]);
      let outcome;
      try {
        outcome = CALL.runInContext(fn.context, { timeout: LIMITS.validationMs });
      } catch (error) {
        return failed(String(error.message || error));
      }
      if (outcome) {
        const verdict = JSON.parse(outcome);
        if ("forbidden" in verdict) return { error: "forbidden", reason: verdict.forbidden };
        if ("unauthorized" in verdict) return { error: "unauthorized", reason: verdict.unauthorized };
        return failed(verdict.failed);
      }
    }
    return null;
  };
}

// --- the gate -----------------------------------------------------------------------------------

function createGate({ PouchDB, config, log = (line) => process.stderr.write(line + "\n") }) {
  const open = new Map();      // database name -> PouchDB instance of the gate's own
  const turns = new Map();     // database name -> the promise its last write ends with
  const rules = new Map();     // database name -> what its writes were last judged by (rulesOf)
  let known = null;            // the names of the databases, until one is created or destroyed
  let usersDb = null;
  let stopping = false;
  let writing = 0;
  const judge = makeValidators();

  const forget = (name) => {
    known = null;
    open.delete(name);
    rules.delete(name);
    if (name === usersName()) usersDb = null;
  };
  PouchDB.on("created", () => { known = null; });
  PouchDB.on("destroyed", forget);

  function usersName() { return config.get("couch_httpd_auth", "authentication_db") || "_users"; }
  function users() {
    if (!usersDb) usersDb = new PouchDB(usersName());
    return usersDb;
  }
  const identify = makeIdentities(users, config);

  async function database(name) {
    if (!known || !known.has(name)) known = new Set(await PouchDB.allDbs());   // a new one may be a moment old
    if (!known.has(name)) return null;
    if (!open.has(name)) open.set(name, new PouchDB(name));
    return open.get(name);
  }

  // As pouchdb-security keeps it (in the field `security` of _local/_security).
  async function securityOf(db) {
    try {
      const doc = await db.get("_local/_security");
      return isObject(doc.security) ? doc.security : {};
    } catch (error) {
      if (error.status === 404) return {};
      throw error;
    }
  }

  function inTurn(name, work) {
    const done = (turns.get(name) || Promise.resolve()).then(work);
    const settled = done.then(() => undefined, () => undefined);
    turns.set(name, settled);
    settled.then(() => { if (turns.get(name) === settled) turns.delete(name); });
    return done;
  }

  // The rounds the organiser's status documents close: for each round, the latest status
  // document from the organiser (by its time, then its id, as the score sheet reads them).
  async function closedByStatus(db, security) {
    let identity = null;
    try { identity = await db.get("tournament"); } catch (error) { if (error.status !== 404) throw error; }
    const organisers = identity && typeof identity.organiser === "string" ? [identity.organiser]
      : (isObject(security.admins) && Array.isArray(security.admins.names) ? security.admins.names : []);
    const fromOrganiser = (source) => typeof source === "string" &&
      organisers.some((name) => source === name || source.startsWith(name + "/"));
    const rows = (await db.allDocs({ startkey: "status:", endkey: "status:\ufff0", include_docs: true })).rows;
    const latest = new Map();
    for (const { doc } of rows) {
      if (!doc || doc.kind !== "status" || !Number.isInteger(doc.round) || typeof doc.closed !== "boolean" ||
          typeof doc.at !== "string" || !fromOrganiser(doc.source) ||
          (identity && doc.tournament !== identity.tournament)) continue;
      const seen = latest.get(doc.round);
      if (!seen || doc.at > seen.at || (doc.at === seen.at && doc._id > seen._id)) latest.set(doc.round, doc);
    }
    return [...latest.values()].filter((doc) => doc.closed).map((doc) => doc.round);
  }

  async function validationSources(db) {
    const rows = (await db.allDocs({ startkey: "_design/", endkey: "_design/\ufff0", include_docs: true })).rows;
    return rows.map((row) => row.doc && row.doc.validate_doc_update).filter((source) => typeof source === "string");
  }

  // What a write is judged by: the validation functions and the closed rounds (the security
  // object's and the status documents'). Read again whenever a design, status or identity
  // document has been stored since, whoever stored it; else taken from the last write.
  async function rulesOf(name, db, security) {
    const admins = JSON.stringify(security.admins || null);
    let known = rules.get(name);
    if (known && known.admins === admins) {
      const since = await db.changes({ since: known.seq, limit: 500 });
      const touched = since.results.length >= 500 ||
        since.results.some((change) => /^(status:|_design\/|tournament$)/.test(change.id));
      if (touched) known = null;
      else known.seq = since.last_seq;
    } else {
      known = null;
    }
    if (!known) {
      const seq = (await db.info()).update_seq;
      const [closed, sources] = await Promise.all([closedByStatus(db, security), validationSources(db)]);
      known = { seq, admins, closed, sources };
      rules.set(name, known);
    }
    const fromSecurity = isObject(security.euchre) && Array.isArray(security.euchre.closed)
      ? security.euchre.closed.filter(Number.isInteger) : [];
    const closed = [...new Set(fromSecurity.concat(known.closed))].sort((a, b) => a - b);
    const euchre = Object.assign({}, isObject(security.euchre) ? security.euchre : {}, { closed });
    return { sources: known.sources, secObj: Object.assign({}, security, { euchre }) };
  }

  function content(doc) {
    const out = {};
    for (const key of Object.keys(doc).sort()) if (!key.startsWith("_")) out[key] = doc[key];
    return JSON.stringify(out);
  }

  // What is wrong with a document's form before the validation function sees it, or null.
  function formProblem(doc, newEdits) {
    if (!isObject(doc)) return { error: "bad_request", reason: "A document must be a JSON object." };
    const id = doc._id;
    if (typeof id !== "string" || !id || id.length > 300) {
      return { error: "bad_request", reason: "A document needs its _id." };
    }
    if (id.startsWith("_")) {
      return { error: "forbidden", reason: "Only the server's admin writes design documents and special documents." };
    }
    for (const key of Object.keys(doc)) {
      if (key.startsWith("_") && !SPECIAL_FIELDS.includes(key)) {
        const what = key === "_attachments" ? "attachments" : `${key} field`;
        return { error: "forbidden", reason: `The score sheet's documents have no ${what}.` };
      }
    }
    if ("_rev" in doc && (typeof doc._rev !== "string" || !REV.test(doc._rev))) {
      return { error: "bad_request", reason: "Invalid rev format" };
    }
    if (newEdits) {
      if ("_revisions" in doc) return { error: "bad_request", reason: "_revisions goes only with new_edits false." };
      return null;
    }
    if (!("_rev" in doc)) return { error: "bad_request", reason: "A replicated document needs its _rev." };
    if ("_revisions" in doc) {
      const revisions = doc._revisions;
      const [generation, hash] = doc._rev.split("-");
      if (!isObject(revisions) || revisions.start !== Number(generation) || !Array.isArray(revisions.ids) ||
          !revisions.ids.length || revisions.ids.length > 1000 || revisions.ids[0] !== hash ||
          !revisions.ids.every((h) => typeof h === "string" && /^[0-9a-f]{1,64}$/.test(h)) ||
          Object.keys(revisions).length !== 2) {
        return { error: "bad_request", reason: "The document's _revisions do not match its _rev." };
      }
    }
    return null;
  }

  async function current(db, id) {
    try {
      return await db.get(id);
    } catch (error) {
      if (error.status === 404) return null;
      throw error;
    }
  }

  // Writes `docs` as `who` would through CouchDB with the validation run on every one of them;
  // returns one outcome for each: {ok, id, rev}, {id, error, reason}, or {skip: true} when the very
  // same revision (or the same content) is stored already.
  function write(name, db, who, security, docs, newEdits) {
    writing += 1;
    return inTurn(name, async () => {
      const outcomes = docs.map((doc) => formProblem(doc, newEdits));
      outcomes.forEach((problem, i) => {
        if (problem) problem.id = isObject(docs[i]) && typeof docs[i]._id === "string" ? docs[i]._id : null;
      });
      const seen = new Set();
      docs.forEach((doc, i) => {
        if (outcomes[i]) return;
        if (seen.has(doc._id)) {
          outcomes[i] = { id: doc._id, error: "conflict", reason: "The same document twice in one request." };
        }
        seen.add(doc._id);
      });
      const asked = {};
      docs.forEach((doc, i) => { if (!outcomes[i]) asked[doc._id] = [doc._rev]; });
      const [missing, { sources, secObj }, stored] = await Promise.all([
        newEdits || !Object.keys(asked).length ? {} : db.revsDiff(asked),
        rulesOf(name, db, security),
        Promise.all(docs.map((doc, i) => (outcomes[i] ? null : current(db, doc._id)))),
      ]);
      docs.forEach((doc, i) => { if (!newEdits && !outcomes[i] && !missing[doc._id]) outcomes[i] = { skip: true }; });
      const userCtx = { db: name, name: who.name, roles: who.roles };
      const accepted = [];
      for (let i = 0; i < docs.length; i += 1) {
        if (outcomes[i]) continue;
        const doc = docs[i];
        const old = stored[i];
        if (old && !newEdits && content(old) === content(doc)) { outcomes[i] = { skip: true }; continue; }
        const verdict = judge(sources, doc, old, userCtx, secObj);
        if (verdict) { outcomes[i] = Object.assign({ id: doc._id }, verdict); continue; }
        accepted.push(i);
      }
      if (accepted.length) {
        const results = await db.bulkDocs(accepted.map((i) => docs[i]), { new_edits: newEdits });
        const failure = (r, id) => ({ id, error: r.name || "error", reason: r.message || "" });
        if (newEdits) {   // one result for each document, in order
          accepted.forEach((i, k) => {
            const r = results[k] || {};
            outcomes[i] = r.ok ? { ok: true, id: r.id, rev: r.rev } : failure(r, docs[i]._id);
          });
        } else {          // the failures only, as CouchDB answers
          accepted.forEach((i) => { outcomes[i] = { skip: true }; });
          for (const r of results) {
            const i = accepted.find((j) => docs[j]._id === r.id);
            if (r.error && i !== undefined) outcomes[i] = failure(r, r.id);
          }
        }
      }
      return outcomes;
    }).finally(() => { writing -= 1; });
  }

  function localId(who, id) { return "_local/u:" + encodeURIComponent(who.name) + ":" + id; }

  async function readLocal(res, db, who, id) {
    const doc = await current(db, localId(who, id));
    if (!doc) { send(res, 404, { error: "not_found", reason: "missing" }); return; }
    send(res, 200, Object.assign({}, doc, { _id: "_local/" + id }));
  }

  async function writeLocal(req, res, name, db, who, id) {
    const body = await readJSON(req, LIMITS.local);
    if (!isObject(body)) refuse(400, "bad_request", "A document must be a JSON object.");
    if ("_id" in body && body._id !== "_local/" + id) refuse(400, "bad_request", ELSEWHERE);
    for (const key of Object.keys(body)) {
      if (key.startsWith("_") && key !== "_id" && key !== "_rev") {
        refuse(403, "forbidden", `A checkpoint has no ${key} field.`);
      }
    }
    writing += 1;
    const answer = await inTurn(name, async () => {
      const mapped = localId(who, id);
      if (!(await current(db, mapped))) {
        const countId = "_local/gate:count:" + encodeURIComponent(who.name);
        const count = (await current(db, countId)) || { _id: countId, n: 0 };
        if (count.n >= LIMITS.localPerUser) {
          refuse(403, "forbidden", `This credential keeps at most ${LIMITS.localPerUser} checkpoints in this database.`);
        }
        await db.put(Object.assign({}, count, { n: count.n + 1 }));
      }
      try {
        const done = await db.put(Object.assign({}, body, { _id: mapped }));
        return { ok: true, id: "_local/" + id, rev: done.rev };
      } catch (error) {
        if (error.status === 409) refuse(409, "conflict", "Document update conflict.");
        throw error;
      }
    }).finally(() => { writing -= 1; });
    send(res, 201, answer);
  }

  async function bulkDocs(req, res, name, db, who, security) {
    const body = await readJSON(req, LIMITS.bulkDocs);
    if (!isObject(body)) refuse(400, "bad_request", "Request body must be a JSON object");
    if (Object.keys(body).some((key) => key !== "docs" && key !== "new_edits")) {
      refuse(400, "bad_request", "This server takes docs and new_edits in a _bulk_docs request, nothing else.");
    }
    if (!Array.isArray(body.docs)) refuse(400, "bad_request", "Missing JSON list of 'docs'");
    if (body.docs.length > LIMITS.docsPerRequest) {
      refuse(413, "too_large", `At most ${LIMITS.docsPerRequest} documents in one request.`);
    }
    if ("new_edits" in body && typeof body.new_edits !== "boolean") {
      refuse(400, "bad_request", "new_edits is true or false.");
    }
    const newEdits = body.new_edits !== false;
    const outcomes = await write(name, db, who, security, body.docs, newEdits);
    send(res, 201, outcomes.filter((o) => !o.skip && (newEdits || o.error))
      .map((o) => (o.error ? { id: o.id, error: o.error, reason: o.reason } : o)));
  }

  async function putDoc(req, res, name, db, who, security, id) {
    const body = await readJSON(req, LIMITS.document);
    if (!isObject(body)) refuse(400, "bad_request", "A document must be a JSON object.");
    if ("_id" in body && body._id !== id) refuse(400, "bad_request", ELSEWHERE);
    const [outcome] = await write(name, db, who, security, [Object.assign({}, body, { _id: id })], true);
    if (outcome.ok) { send(res, 201, outcome, { ETag: `"${outcome.rev}"` }); return; }
    const status = { forbidden: 403, unauthorized: 401, conflict: 409, bad_request: 400 }[outcome.error] || 500;
    send(res, status, { error: outcome.error, reason: outcome.reason });
  }

  // Hands an allowed read on to express-pouchdb with the address and the body the gate checked.
  function pass(req, next, path, query, body) {
    const search = new URLSearchParams(query).toString();
    req.url = path + (search ? "?" + search : "");
    req.originalUrl = req.url;
    req.query = Object.assign({}, query);
    if (body !== undefined) {
      req.body = body;
      req._body = true;
    }
    next();
  }

  async function route(req, res, next) {
    delete req.headers.cookie;
    const { segments, trailing, query } = target(req);
    const method = req.method;
    const who = await identify(req);
    if (who.kind === "wrong") refuse(401, "unauthorized", "Name or password is incorrect.");
    if (who.kind === "admin") { next(); return; }
    if (method === "GET" && !segments.length) { pass(req, next, "/", {}); return; }
    if (who.kind === "anonymous") refuse(401, "unauthorized", UNAUTHORIZED);
    if (method === "GET" && segments.length === 1 && segments[0] === "_session" && !query.size) {
      pass(req, next, "/_session", {});
      return;
    }
    const name = segments[0];
    const rights = access(who, name);
    if (!rights) refuse(403, "forbidden", name && ROLE.test(name + ":screen") ? FORBIDDEN : ONLY_REPLICATION);
    const db = await database(name);
    if (!db) refuse(404, "not_found", "Database does not exist.");
    const security = await securityOf(db);
    const standing = member(who, security);
    if (!standing.member) refuse(403, "forbidden", FORBIDDEN);
    const dbPath = "/" + encodeURIComponent(name);
    const writer = rights.organiser || rights.table || standing.admin;
    const [, second, third] = segments;

    if (segments.length === 1) {
      if (method === "GET" && !query.size) { pass(req, next, dbPath + "/", {}); return; }
    } else if (segments.length === 2 && !trailing) {
      if (second === "_changes" && method === "GET") {
        pass(req, next, dbPath + "/_changes", checkedQuery(query, CHANGES_PARAMS));
        return;
      }
      if (second === "_revs_diff" && method === "POST" && !query.size) {
        const body = await readJSON(req, LIMITS.lookup);
        const revisions = (revs) => Array.isArray(revs) && revs.every((rev) => typeof rev === "string");
        if (!isObject(body) || Object.keys(body).length > 10000 || !Object.values(body).every(revisions)) {
          refuse(400, "bad_request", "A _revs_diff request maps document ids to lists of revisions.");
        }
        if (Object.keys(body).some(isLocal)) refuse(403, "forbidden", LOCAL_ELSEWHERE);
        pass(req, next, dbPath + "/_revs_diff", {}, body);
        return;
      }
      if (second === "_bulk_get" && method === "POST") {
        const params = checkedQuery(query, BULK_GET_PARAMS);
        const body = await readJSON(req, LIMITS.lookup);
        if (isObject(body) && Array.isArray(body.docs) && !body.docs.length) {
          send(res, 200, { results: [] });   // PouchDB's bulkGet never answers an empty list
          return;
        }
        const wanted = (doc) => isObject(doc) && typeof doc.id === "string" &&
          Object.keys(doc).every((key) => key === "id" || (key === "rev" && typeof doc.rev === "string"));
        if (!isObject(body) || Object.keys(body).some((key) => key !== "docs") || !Array.isArray(body.docs) ||
            body.docs.length > LIMITS.docsPerRequest || !body.docs.every(wanted)) {
          refuse(400, "bad_request", "A _bulk_get request is {docs: [{id, rev}]}.");
        }
        if (body.docs.some((doc) => isLocal(doc.id))) refuse(403, "forbidden", LOCAL_ELSEWHERE);
        pass(req, next, dbPath + "/_bulk_get", params, body);
        return;
      }
      if (second === "_bulk_docs" && method === "POST" && !query.size) {
        if (!writer) refuse(403, "forbidden", "A standings screen only reads.");
        await bulkDocs(req, res, name, db, who, security);
        return;
      }
      if (!second.startsWith("_")) {
        if (method === "GET") {
          pass(req, next, dbPath + "/" + encodeURIComponent(second), checkedQuery(query, DOC_PARAMS));
          return;
        }
        if (method === "PUT" && !query.size) {
          if (!writer) refuse(403, "forbidden", "A standings screen only reads.");
          await putDoc(req, res, name, db, who, security, second);
          return;
        }
      }
    } else if (segments.length === 3 && !trailing && second === "_local" && LOCAL_ID.test(third) && !query.size) {
      if (third === "_security") refuse(403, "forbidden", "Only the server's admin reads or writes the security object.");
      if (method === "GET") { await readLocal(res, db, who, third); return; }
      if (method === "PUT") { await writeLocal(req, res, name, db, who, third); return; }
    }
    refuse(403, "forbidden", ONLY_REPLICATION);
  }

  function handle(req, res, next) {
    if (stopping) {
      send(res, 503, { error: "unavailable", reason: "The server is stopping." }, { Connection: "close" });
      return;
    }
    route(req, res, next).catch((error) => {
      if (error instanceof Refusal) {
        if (error.status === 413 && !req.complete) {
          req.on("end", () => send(res, 413, { error: error.error, reason: error.reason }, error.headers));
          req.on("close", () => res.destroy());
          req.resume();
          return;
        }
        send(res, error.status, { error: error.error, reason: error.reason }, error.headers);
        return;
      }
      log(`couch_gate: ${req.method} ${String(req.url).slice(0, 200)}: ${(error && error.stack) || error}`);
      const known = error && Number.isInteger(error.status) && error.status >= 400 && error.status < 600;
      send(res, known ? error.status : 500,
        { error: (error && error.name) || "error", reason: (error && error.message) || "The server failed." });
    });
  }

  // Refuses every request from now on, waits (at most `ms`) for the writes under way, then closes
  // the databases the gate opened.
  async function stop(ms) {
    stopping = true;
    const until = Date.now() + ms;
    while (writing > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    const dbs = [...open.values()].concat(usersDb ? [usersDb] : []);
    open.clear();
    usersDb = null;
    await Promise.all(dbs.map((db) => db.close().catch(() => undefined)));
  }

  return { handle, stop };
}

module.exports = { createGate, LIMITS };
