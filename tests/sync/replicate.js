/*
One device's replication with a CouchDB-protocol server, as the score sheet's page does it
(web/sync.js: PouchDB 9 from node_modules, each direction on its own), for tests/sync/.

    echo '{"docs": [...]}' | node tests/sync/replicate.js URL DB USER PASSWORD MODE FOLDER

MODE is "push", "pull" or "both"; the documents read from stdin are added to the device's own
database (kept in FOLDER, so a second run is the same device again) before replicating once.
Prints one line of JSON: for each direction, what PouchDB reported (docs_read, docs_written,
doc_write_failures, the ids it was denied, or the error that stopped it), and every document the
device's database then holds.
*/
"use strict";

const fs = require("fs");
const path = require("path");
const PouchDB = require("pouchdb");

async function once(replication) {
  const denied = [];
  replication.on("denied", (error) => denied.push(String((error && (error.id || error.reason)) || error)));
  try {
    const info = await replication;
    return { ok: true, docs_read: info.docs_read, docs_written: info.docs_written,
      doc_write_failures: info.doc_write_failures, denied };
  } catch (error) {
    return { ok: false, status: error.status, error: error.name, reason: error.reason || error.message, denied };
  }
}

async function main() {
  const [url, db, user, password, mode, folder] = process.argv.slice(2);
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const given = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : { docs: [] };
  fs.mkdirSync(folder, { recursive: true });
  const local = new PouchDB(path.join(folder, "device"));
  const remote = new PouchDB(url.replace(/\/?$/, "/") + encodeURIComponent(db),
    { auth: { username: user, password }, skip_setup: true });
  if (given.docs.length) await local.bulkDocs(given.docs);
  const out = {};
  if (mode === "push" || mode === "both") out.push = await once(local.replicate.to(remote, { retry: false }));
  if (mode === "pull" || mode === "both") out.pull = await once(local.replicate.from(remote, { retry: false }));
  const held = await local.allDocs({ include_docs: true });
  out.docs = held.rows.map((row) => row.doc).filter((doc) => !doc._id.startsWith("_design/"));
  await local.close();
  process.stdout.write(JSON.stringify(out) + "\n");
}

main().catch((error) => {
  process.stderr.write(`replicate.js: ${(error && error.stack) || error}\n`);
  process.exit(1);
});
