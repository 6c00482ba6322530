#!/usr/bin/env node
/*
A CouchDB-protocol server for the tests and for a club without Apache CouchDB:
pouchdb-server's own parts (express-pouchdb over LevelDB), pinned in package.json, behind a gate
of ours (tools/couch_gate.js).

    COUCH_PASSWORD=secret node tools/couch_server.js --dir DIR [--port 5984] [--host 127.0.0.1] [--admin admin]

Prints one line, `listening on http://HOST:PORT/`, once it answers requests (`--port 0` takes
any free port). Databases, users (`_users`) and the configuration (`DIR/config.json`, where the
server admin's password is stored hashed) live in DIR, so a restart keeps everything. SIGTERM or
SIGINT stops it within 5 seconds, devices connected or not: it stops taking requests, lets the
writes under way finish, hangs up on the rest (long-polls included), closes the databases and
exits with 0.

Every request meets the gate first: the server's admin may do anything, a tournament's
credentials only what replication needs in their own database, with every document written
checked by the database's validation function, closed rounds included (see the gate's comment
and docs/SYNC.md). No request brings the server down: a failure answers that request alone.

Two fixes to pouchdb-server 4.2.0's parts: `PouchDB.new`'s promise also answers `.info()`, since
once a server admin exists `PUT /db` otherwise crashes the server (pouchdb-server issue 374); and
databases are created and deleted in turns that a failed turn does not block, since one refused
`DELETE /db` otherwise leaves every later request unanswered.
*/
"use strict";

const crypto = require("crypto");
const fs = require("fs");
const path = require("path");
const express = require("express");
const { createGate } = require("./couch_gate");

turnsThatRecover();   // before express-pouchdb's modules take its functions
const expressPouchDB = require("express-pouchdb");
const cors = require("pouchdb-server/lib/cors");

const STOP_MS = 4000;        // SIGTERM to exit, at most (devices get a retry, not a hang)
const WRITES_MS = 2000;      // of which the writes under way may take
const ADMIN_ITERATIONS = 10; // express-pouchdb's own, which it checks in plain JavaScript on every admin request

function options(argv) {
  const given = { port: "5984", host: "127.0.0.1", dir: null, admin: null };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, "");
    if (!(key in given) || argv[i + 1] === undefined) {
      throw new Error(`usage: couch_server.js --dir DIR [--port N] [--host H] [--admin NAME]; not ${argv[i]}`);
    }
    given[key] = argv[i + 1];
  }
  if (!given.dir) throw new Error("--dir DIR is required");
  return given;
}

// express-pouchdb's own form of an admin's password: PBKDF2-SHA1 hex, salt, iterations.
function hashed(password) {
  const salt = crypto.randomBytes(16).toString("hex");
  const key = crypto.pbkdf2Sync(password, salt, ADMIN_ITERATIONS, 20, "sha1").toString("hex");
  return `-pbkdf2-${key},${salt},${ADMIN_ITERATIONS}`;
}

// Writes the admin (when given) and hashes every admin password still in plain text, before
// anything reads the file: the gate knows admins by their hashes only.
function writeAdmins(configPath, name, password) {
  const config = fs.existsSync(configPath) ? JSON.parse(fs.readFileSync(configPath, "utf8")) : {};
  const admins = Object.assign({}, config.admins);
  if (name) admins[name] = password;
  for (const [who, secret] of Object.entries(admins)) {
    if (typeof secret === "string" && !/^-(pbkdf2|hashed)-/.test(secret)) admins[who] = hashed(secret);
  }
  if (!name && !config.admins) return;
  config.admins = admins;
  const temporary = configPath + ".new";
  fs.writeFileSync(temporary, JSON.stringify(config, null, 2) + "\n", { mode: 0o600 });
  fs.renameSync(temporary, configPath);
}

// express-pouchdb opens and deletes databases in turns, one promise chain for the whole server;
// a turn that fails (a DELETE refused) leaves the chain failed, and every later request that opens
// a database goes unanswered. Same turns and the same cache here, but a failed turn ends alone.
function turnsThatRecover() {
  const databases = require("express-pouchdb/lib/create-or-delete-dbs");
  let last = Promise.resolve();
  const inTurn = (work) => {
    const done = last.then(work);
    last = done.catch(() => undefined);
    return done;
  };
  databases.getOrCreateDB = (PouchDB, name) => inTurn(() => {
    const cache = PouchDB.__dbCacheMap || (PouchDB.__dbCacheMap = new Map());
    if (!cache.has(name)) cache.set(name, new PouchDB(name));
    return cache.get(name);
  });
  databases.deleteDB = (PouchDB, name, opts) => inTurn(() => {
    const db = PouchDB.__dbCacheMap && PouchDB.__dbCacheMap.get(name);
    if (!db) return PouchDB.destroy(name, opts);
    PouchDB.__dbCacheMap.delete(name);
    return db.destroy(opts);
  });
}

function creatingAnswersInfo(PouchDB) {
  const create = PouchDB.new;
  PouchDB.new = function (...args) {
    const made = create.apply(this, args);
    if (made && typeof made.then === "function" && typeof made.info !== "function") {
      made.info = (callback) => made.then((db) => db.info()).then((info) => callback(null, info), callback);
    }
    return made;
  };
}

async function main() {
  const opts = options(process.argv.slice(2));
  const dir = path.resolve(opts.dir);
  fs.mkdirSync(dir, { recursive: true });
  const configPath = path.join(dir, "config.json");
  if (opts.admin && !process.env.COUCH_PASSWORD) throw new Error("--admin NAME needs the password in COUCH_PASSWORD");
  writeAdmins(configPath, opts.admin, process.env.COUCH_PASSWORD);
  const PouchDB = require("pouchdb-core")
    .plugin(require("pouchdb-adapter-http"))
    .plugin(require("pouchdb-replication"))
    .plugin(require("pouchdb-mapreduce"))
    .plugin(require("pouchdb-adapter-leveldb"));
  const couch = expressPouchDB({ configPath, logPath: path.join(dir, "log.txt") });
  couch.couchConfig.registerDefault("couchdb", "database_dir", dir);
  const Local = PouchDB.defaults({ prefix: dir + path.sep });
  await couch.setPouchDB(Local);
  creatingAnswersInfo(Local);

  const gate = createGate({ PouchDB: Local, config: couch.couchConfig });
  const app = express();
  app.disable("x-powered-by");
  app.use(cors(couch.couchConfig));
  app.use(gate.handle);
  app.use(couch);
  const server = app.listen(Number(opts.port), opts.host, () => {
    const { address, port } = server.address();
    process.stdout.write(`listening on http://${address}:${port}/\n`);
  });
  server.on("error", (error) => {
    process.stderr.write(`couch_server: ${error.message}\n`);
    process.exit(1);
  });
  server.requestTimeout = 120000;   // a body (not a long-poll's answer) that takes longer is dropped
  const stop = stopper(server, gate, Local);
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

function stopper(server, gate, Local) {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => {
      process.stderr.write("couch_server: stopped before every database was closed\n");
      process.exit(0);
    }, STOP_MS);
    server.close();
    server.closeIdleConnections();
    gate.stop(WRITES_MS)
      .then(() => {
        server.closeAllConnections();
        const cached = Local.__dbCacheMap ? [...Local.__dbCacheMap.values()] : [];
        return Promise.all(cached.map((db) => db.close().catch(() => undefined)));
      })
      .catch((error) => process.stderr.write(`couch_server: while stopping: ${error.message}\n`))
      .then(() => {
        clearTimeout(deadline);
        process.exit(0);
      });
  };
}

// A request that makes pouchdb-server's parts fail where nothing catches it must not end the
// night for every device: the failure is logged and the server goes on.
process.on("unhandledRejection", (reason) => {
  process.stderr.write(`couch_server: unhandled: ${(reason && reason.stack) || reason}\n`);
});
process.on("uncaughtException", (error) => {
  process.stderr.write(`couch_server: uncaught: ${(error && error.stack) || error}\n`);
});

main().catch((error) => {
  process.stderr.write(`couch_server: ${error.message}\n`);
  process.exit(1);
});
