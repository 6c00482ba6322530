// The score sheet's write-through journal: every save it acknowledges is also written to
// IndexedDB with durability "strict" (committed to disk before the transaction completes),
// because Chromium writes localStorage to disk in batches, and a browser killed within about
// a minute of a save loses it. localStorage stays the sheet's store; the journal holds the
// last text written under each key, is replayed into localStorage at start (web/ui/sheet/store.py
// merges it with what is there) and trimmed once localStorage holds it.
//
//   await euchreJournal.put(key, text)     // true once on disk; false if it could not be
//   await euchreJournal.entries()          // [[key, text], ...]; a damaged record as [key, null, what it holds]
//   await euchreJournal.trim(key, text)    // forget key, if it still holds text
//   await euchreJournal.remove(key)        // forget key (the tournament was deleted)
//
// Nothing here ever throws or waits for good: without IndexedDB (some private modes) every
// call resolves false or empty within a few seconds, and the page goes on with localStorage.
(() => {
  "use strict";
  const NAME = "euchre-journal";
  const STORE = "writes";
  const PATIENCE_MS = 4000;
  let opening = null;

  function open() {
    if (!opening) {
      opening = new Promise((resolve) => {
        let request;
        try {
          request = indexedDB.open(NAME, 1);
        } catch (error) {
          resolve(null);
          return;
        }
        request.onupgradeneeded = () => request.result.createObjectStore(STORE);
        request.onsuccess = () => {
          const db = request.result;
          db.onversionchange = () => db.close();
          resolve(db);
        };
        request.onerror = () => resolve(null);
        request.onblocked = () => resolve(null);
        setTimeout(() => resolve(null), PATIENCE_MS);
      });
    }
    return opening;
  }

  // Run work(store) in one transaction; resolve with its answer once the transaction has
  // committed (for "readwrite": on disk), or with `failed` if it could not.
  function run(mode, work, failed) {
    return open().then((db) => new Promise((resolve) => {
      if (!db) {
        resolve(failed);
        return;
      }
      const answer = { value: true };
      try {
        const tx = db.transaction(STORE, mode, { durability: "strict" });
        work(tx.objectStore(STORE), answer);
        tx.oncomplete = () => resolve(answer.value);
        tx.onerror = () => resolve(failed);
        tx.onabort = () => resolve(failed);
      } catch (error) {
        resolve(failed);
      }
      setTimeout(() => resolve(failed), PATIENCE_MS);
    }));
  }

  window.euchreJournal = {
    put(key, text) {
      return run("readwrite", (store) => store.put({ text: String(text), at: Date.now() }, String(key)), false);
    },
    remove(key) {
      return run("readwrite", (store) => store.delete(String(key)), false);
    },
    trim(key, text) {
      return run("readwrite", (store) => {
        const request = store.get(String(key));
        request.onsuccess = () => {
          if (request.result && request.result.text === text) store.delete(String(key));
        };
      }, false);
    },
    entries() {
      return run("readonly", (store, answer) => {
        answer.value = [];
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () => {
          // A record that is not {text: "..."} (null, garbage) is handed over as it is, for keeping
          // aside: it must not stop the others being brought back.
          answer.value = keys.result.map((key, i) => {
            const value = values.result[i];
            if (value && typeof value.text === "string") return [String(key), value.text];
            let held;
            try {
              held = JSON.stringify(value);
            } catch (error) {
              held = String(value);
            }
            return [String(key), null, String(held)];
          });
        };
      }, []);
    },
  };
})();
