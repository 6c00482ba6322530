#!/usr/bin/env node
/*
A CouchDB-protocol server for the tests and for a club without Apache CouchDB:
pouchdb-server's own parts (express-pouchdb over LevelDB), pinned in package.json.

    COUCH_PASSWORD=secret node tools/couch_server.js --dir DIR [--port 5984] [--host 127.0.0.1] [--admin admin]

Prints one line, `listening on http://HOST:PORT/`, once it answers requests (`--port 0` takes
any free port). Databases, users (`_users`) and the configuration (`DIR/config.json`, where the
server admin's password is stored hashed) live in DIR, so a restart keeps everything.

It is pouchdb-server 4.2.0's start-up (lib/index.js) without its command-line options, with one
fix: in 4.2.0, once a server admin exists, `PUT /db` crashes the whole server, whoever asks
(pouchdb-server issue 374: the security plugin makes `PouchDB.new` return a promise, and the
route calls `.info()` on it). Here `PouchDB.new`'s promise also answers `.info()`, so creating a
database works for the admin and is refused, with 401, for anyone else.

Apache CouchDB 3 is what docs/SYNC.md recommends for a club's night; this server speaks the same
protocol for everything the score sheet uses: the security object, users and roles,
validate_doc_update with the user's roles and the security object, _changes and replication.
*/
"use strict";

const fs = require("fs");
const path = require("path");
const express = require("express");
const expressPouchDB = require("express-pouchdb");
const cors = require("pouchdb-server/lib/cors");

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

function writeAdmin(configPath, name, password) {
  const config = fs.existsSync(configPath) ? JSON.parse(fs.readFileSync(configPath, "utf8")) : {};
  config.admins = Object.assign({}, config.admins, { [name]: password });
  fs.writeFileSync(configPath, JSON.stringify(config, null, 2) + "\n");
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
  if (opts.admin) {
    if (!process.env.COUCH_PASSWORD) throw new Error("--admin NAME needs the password in COUCH_PASSWORD");
    writeAdmin(configPath, opts.admin, process.env.COUCH_PASSWORD);
  }
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

  const app = express();
  app.use(cors(couch.couchConfig));
  app.use(couch);
  const server = app.listen(Number(opts.port), opts.host, () => {
    const { address, port } = server.address();
    process.stdout.write(`listening on http://${address}:${port}/\n`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  process.stderr.write(`couch_server: ${error.message}\n`);
  process.exit(1);
});
