// Live sync of the score sheet through CouchDB replication: PouchDB (vendored from npm by
// tools/vendor.py, loaded on first use) keeps a database in the browser that replicates with the
// server live, retrying with back-off while the network is gone. No rule of the sheet is here:
// the page's Python (ui/sheet/sync.py) says what to add and reads back what arrives.
//
//   euchreSync.open(key, url, user, password, mode, onDocs, onStatus)
//       mode "both" (the organiser), "table" (a table's phone: both ways too, and it may write
//       before the organiser's identity document is there), "pull" (a standings screen);
//       onDocs(json): documents of the local database, every one once, in batches;
//       onStatus(kind, detail): "syncing", "uptodate", "offline", "refused", "missing",
//       "denied", "nostore" (the browser's own database would not open),
//       "identity" (detail: the tournament id the server's database holds)
//   euchreSync.put(key, json)      add documents (a JSON list) to the local database
//   euchreSync.close(key)
"use strict";

(() => {
  const here = (document.currentScript && document.currentScript.src) || new URL("./web/sync.js", document.baseURI).href;
  let loading = null;
  const open = {};
  const BATCH_MS = 150;
  const OPEN_MS = 15000;

  function script(name) {
    return new Promise((resolve, reject) => {
      const element = document.createElement("script");
      element.src = new URL("./vendor/pouchdb/" + name, here).href;
      element.onload = resolve;
      element.onerror = () => reject(new Error("could not load " + name));
      document.head.appendChild(element);
    });
  }

  // Whether this browser's IndexedDB stores a Blob. WebKit's private and automated sessions refuse
  // to, and PouchDB's default adapter ("idb") then never finishes opening (its set-up stores one);
  // its "indexeddb" adapter stores none, so there the databases use that one.
  function storesBlobs() {
    return new Promise((resolve) => {
      const name = "euchre-sync-probe";
      const done = (answer) => { resolve(answer); try { indexedDB.deleteDatabase(name); } catch (error) { /* gone */ } };
      setTimeout(() => done(false), 5000);
      try {
        const request = indexedDB.open(name, 1);
        request.onupgradeneeded = () => request.result.createObjectStore("probe");
        request.onerror = () => done(false);
        request.onsuccess = () => {
          const db = request.result;
          try {
            const transaction = db.transaction("probe", "readwrite");
            transaction.objectStore("probe").put(new Blob(["."], { type: "text/plain" }), "blob");
            transaction.oncomplete = () => { db.close(); done(true); };
            transaction.onerror = transaction.onabort = () => { db.close(); done(false); };
          } catch (error) { db.close(); done(false); }
        };
      } catch (error) { done(false); }
    });
  }

  function pouch() {  // PouchDB, and the adapter and name prefix of this browser's databases
    if (!loading) {
      loading = (async () => {
        if (!window.PouchDB) await script("pouchdb.min.js");
        if (await storesBlobs()) return { PouchDB: window.PouchDB, options: {}, prefix: "euchre-sync-" };
        if (!window.PouchDB.adapters.indexeddb) await script("pouchdb.indexeddb.min.js");
        return { PouchDB: window.PouchDB, options: { adapter: "indexeddb" }, prefix: "euchre-sync-indexeddb-" };
      })();
      loading.catch(() => { loading = null; });
    }
    return loading;
  }

  function reason(error) {
    if (!error) return "";
    return String(error.reason || error.message || error.name || error);
  }

  function kindOf(error) {
    const status = error && error.status;
    if (status === 401 || status === 403 && error.name === "unauthorized") return "refused";
    if (status === 404) return "missing";
    return "offline";
  }

  async function start(key, url, user, password, mode, onDocs, onStatus) {
    const { PouchDB, options: where, prefix } = await pouch();
    const entry = open[key];
    if (!entry || entry.closed) return;
    const local = new PouchDB(prefix + key, where);
    const remote = new PouchDB(url, { auth: { username: user, password }, skip_setup: true });
    entry.local = local;

    let batch = [];
    let timer = null;
    const flush = () => {
      timer = null;
      if (entry.closed || !batch.length) return;
      const docs = batch;
      batch = [];
      onDocs(JSON.stringify(docs));
    };
    const opened = await Promise.race([  // a browser that will not open the database says so, not "connecting"
      local.info().then(() => true, () => false),
      new Promise((resolve) => setTimeout(() => resolve(false), OPEN_MS)),
    ]);
    if (entry.closed) return;
    if (!opened) { onStatus("nostore", ""); return; }
    const held = await local.changes({ since: 0, include_docs: true });  // what it holds, said once even if nothing
    if (entry.closed) return;
    onDocs(JSON.stringify(held.results.filter((change) => change.doc && !change.deleted).map((change) => change.doc)));
    entry.feed = local.changes({ since: held.last_seq, live: true, include_docs: true })
      .on("change", (change) => {
        if (change.doc && !change.deleted) batch.push(change.doc);
        if (!timer) timer = setTimeout(flush, BATCH_MS);
      });

    try {  // who answers, and with what tournament, before replicating
      const identity = await remote.get("tournament");
      onStatus("identity", String(identity.tournament));
    } catch (error) {
      if (entry.closed) return;
      const kind = kindOf(error);
      if (kind === "refused") { onStatus("refused", reason(error)); return; }
      if (kind === "missing" && mode !== "table") { onStatus("missing", reason(error)); return; }
      if (kind === "offline") onStatus("offline", reason(error));
    }
    if (entry.closed) return;
    const options = {
      live: true,
      retry: true,
      back_off_function: (delay) => Math.min(Math.max(delay * 2, 500), 8000),
    };
    // Each direction on its own: a two-way sync hides the error behind a pause, and its state is
    // the worse of the two (refused, then offline, then syncing, then up to date).
    const directions = mode === "pull" ? [local.replicate.from(remote, options)]
      : [local.replicate.to(remote, options), local.replicate.from(remote, options)];
    const states = directions.map(() => "syncing");
    let said = "";
    const say = (index, kind, detail) => {
      if (entry.closed) return;
      states[index] = kind;
      const worst = ["refused", "missing", "offline", "syncing", "uptodate"].find((k) => states.includes(k));
      if (worst !== said || kind === worst && detail) onStatus(worst, detail);
      said = worst;
    };
    directions.forEach((replication, index) => {
      replication.on("active", () => say(index, "syncing", ""));
      replication.on("paused", (error) => say(index, error ? kindOf(error) : "uptodate", reason(error)));
      replication.on("requestError", (error) => say(index, kindOf(error), reason(error)));
      replication.on("error", (error) => say(index, kindOf(error), reason(error)));
      replication.on("denied", (error) => onStatus("denied", reason(error)));
    });
    entry.sync = { cancel: () => directions.forEach((replication) => replication.cancel()) };
  }

  // While the server cannot be reached, PouchDB 9 leaves some of its own requests' failures
  // unhandled (its replication retries them and reports "paused" with the error, which the page
  // says as "offline"). Only those are quietened: a fetch that failed while a link is open.
  window.addEventListener("unhandledrejection", (event) => {
    const error = event.reason;
    const network = error instanceof TypeError &&
      /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/.test(error.message);
    if (network && Object.keys(open).length) event.preventDefault();
  });

  window.euchreSync = {
    open(key, url, user, password, mode, onDocs, onStatus) {
      this.close(key);
      open[key] = { closed: false };
      start(key, url, user, password, mode, onDocs, onStatus).catch((error) => onStatus("offline", reason(error)));
    },
    async put(key, json) {
      const entry = open[key];
      if (!entry) return;
      while (!entry.local && !entry.closed) await new Promise((resolve) => setTimeout(resolve, 50));
      if (entry.closed) return;
      await entry.local.bulkDocs(JSON.parse(json));  // a document already there is a conflict: left as it is
    },
    close(key) {
      const entry = open[key];
      if (!entry) return;
      entry.closed = true;
      if (entry.sync) entry.sync.cancel();
      if (entry.feed) entry.feed.cancel();
      delete open[key];
    },
  };
})();
