// The tournament database's validate_doc_update, installed by tools/couch_setup.py as
// _design/euchre with __TOURNAMENT__ and __PREFIX__ replaced (the tournament's id and its roles'
// prefix, as JSON strings). CouchDB runs it on every write except design and _local documents.
// It checks what euchre/sheet/sync_docs.py's document_problem checks, and who may write what:
// - a stored document never changes, is never deleted and has no attachments (only a server
//   admin may change, delete or attach);
// - every document is one of the sheet's kinds, of this tournament, whole and well-formed, at
//   most 64 000 characters and 4 levels deep, and its id is its kind, place and the SHA-256 of
//   its content;
// - its source is the writer's user name (an organiser may add "/device");
// - the organiser (a database admin, or the role PREFIX + "organiser") writes any kind; a table's
//   credential (role PREFIX + "table:" + round + ":" + table) writes only hands and round totals
//   for that round and table, and nothing for a round the organiser has closed (the security
//   object's euchre.closed); a standings screen (PREFIX + "screen") writes nothing.
// Plain ES5: CouchDB's JavaScript engines differ in what newer syntax they take.
function (newDoc, oldDoc, userCtx, secObj) {
  var TOURNAMENT = __TOURNAMENT__;
  var PREFIX = __PREFIX__;
  var MAX_CHARS = 64000, MAX_DEPTH = 4, MAX_ROUNDS = 60, MAX_TABLE = 999, MAX_PLAYER = 9999;
  var MAX_REVISION = 1000, MAX_NAME = 100, MAX_TIME = 40, MAX_ID = 64, MAX_SOURCE = 200;
  var FIELDS = {
    tournament: ["organiser"],
    settings: ["source", "at", "name", "settings"],
    player: ["source", "player"],
    seating: ["source", "round", "at", "tables", "byes", "schedule"],
    status: ["source", "round", "at", "closed"],
    hand: ["source", "round", "table", "hand", "version"],
    totals: ["source", "round", "table", "version"]
  };
  var PLACE = {tournament: [], settings: [], player: [], seating: ["round"], status: ["round"],
               hand: ["round", "table", "hand"], totals: ["round", "table"]};

  function refuse(why) { throw({forbidden: why}); }
  var roles = (userCtx && userCtx.roles) || [];
  function has(role) { return roles.indexOf(role) >= 0; }
  if (has("_admin")) { return; }
  var admins = (secObj && secObj.admins) || {};
  var organiser = has(PREFIX + "organiser") || (admins.names || []).indexOf(userCtx.name) >= 0;
  for (var r = 0; r < (admins.roles || []).length; r++) { if (has(admins.roles[r])) { organiser = true; } }

  if (newDoc._deleted) { refuse("The score sheet's documents are never deleted."); }
  if (newDoc._attachments) { refuse("The score sheet's documents have no attachments."); }
  if (oldDoc && !oldDoc._deleted) {
    refuse("Document " + newDoc._id + " is already stored and never changes: a correction is a new version.");
  }
  if (has(PREFIX + "screen") && !organiser) { refuse("A standings screen only reads."); }

  function isInt(v, low, high) { return typeof v === "number" && v % 1 === 0 && v >= low && v <= high; }
  function isText(v, most) {
    return typeof v === "string" && v.length > 0 && v.length <= most && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(v);
  }
  function isArray(v) { return Object.prototype.toString.call(v) === "[object Array]"; }
  function isObject(v) { return v !== null && typeof v === "object" && !isArray(v); }
  function keys(v) { var out = []; for (var k in v) { if (Object.prototype.hasOwnProperty.call(v, k)) { out.push(k); } } return out; }
  function sameKeys(v, wanted) { return isObject(v) && keys(v).sort().join(",") === wanted.slice().sort().join(","); }

  // Size and nesting first, without recursion.
  var stack = [[newDoc, 0]], deepest = 0;
  while (stack.length) {
    var item = stack.pop();
    if (item[0] !== null && typeof item[0] === "object") {
      deepest = Math.max(deepest, item[1] + 1);
      if (deepest > MAX_DEPTH + 1) { refuse("The document is nested more than " + MAX_DEPTH + " levels deep."); }
      var ks = keys(item[0]);
      for (var i = 0; i < ks.length; i++) { stack.push([item[0][ks[i]], item[1] + 1]); }
    }
  }
  function canonical(v, top) {
    if (v === null || typeof v !== "object") { return JSON.stringify(v); }
    if (isArray(v)) { var parts = []; for (var a = 0; a < v.length; a++) { parts.push(canonical(v[a], false)); } return "[" + parts.join(",") + "]"; }
    var names = keys(v).sort(), out = [];
    for (var n = 0; n < names.length; n++) {
      if (top && names[n].charAt(0) === "_") { continue; }
      out.push(JSON.stringify(names[n]) + ":" + canonical(v[names[n]], false));
    }
    return "{" + out.join(",") + "}";
  }
  var text = canonical(newDoc, true);
  if (text.length > MAX_CHARS) { refuse("The document is " + text.length + " characters long; at most " + MAX_CHARS + " are allowed."); }

  var kind = newDoc.kind;
  if (!Object.prototype.hasOwnProperty.call(FIELDS, kind)) { refuse("Unknown kind of document: " + JSON.stringify(kind) + "."); }
  var wanted = ["kind", "tournament", "v"].concat(FIELDS[kind]);
  var own = keys(newDoc), k2;
  for (var f = 0; f < own.length; f++) {
    k2 = own[f];
    if (k2.charAt(0) !== "_" && wanted.indexOf(k2) < 0) { refuse("A " + kind + " document has an unknown field " + JSON.stringify(k2) + "."); }
  }
  for (var w = 0; w < wanted.length; w++) {
    if (!Object.prototype.hasOwnProperty.call(newDoc, wanted[w])) { refuse("A " + kind + " document lacks " + wanted[w] + "."); }
  }
  if (newDoc.v !== 1) { refuse("Unknown document schema v " + JSON.stringify(newDoc.v) + "; this database takes 1."); }
  if (newDoc.tournament !== TOURNAMENT) { refuse("This database is tournament " + TOURNAMENT + "'s, not " + JSON.stringify(newDoc.tournament) + "'s."); }
  if (kind === "tournament") {
    if (!organiser) { refuse("Only the organiser names the tournament."); }
    if (newDoc._id !== "tournament" || !isText(newDoc.organiser, MAX_SOURCE)) { refuse("The tournament document is malformed."); }
    return;
  }
  if (!isText(newDoc.source, MAX_SOURCE) || (newDoc.source !== userCtx.name && newDoc.source.indexOf(userCtx.name + "/") !== 0)) {
    refuse("A document's source must be the user who writes it (" + userCtx.name + ").");
  }
  if ("at" in newDoc && !isText(newDoc.at, MAX_TIME)) { refuse("The document's time is malformed."); }
  var limits = [["round", MAX_ROUNDS], ["table", MAX_TABLE], ["hand", 8]];
  for (var l = 0; l < limits.length; l++) {
    if (limits[l][0] in newDoc && !isInt(newDoc[limits[l][0]], 1, limits[l][1])) {
      refuse("The document's " + limits[l][0] + " must be a whole number from 1 to " + limits[l][1] + ".");
    }
  }
  if (kind === "settings") {
    if (!isText(newDoc.name, MAX_NAME) || !isObject(newDoc.settings)) { refuse("The settings document is malformed."); }
  } else if (kind === "player") {
    var p = newDoc.player;
    if (!sameKeys(p, ["id", "name", "active", "updated"]) || !isInt(p.id, 0, MAX_PLAYER) || !isText(p.name, MAX_NAME) ||
        typeof p.active !== "boolean" || !isText(p.updated, MAX_TIME)) {
      refuse("A player is an id, a name of 1 to " + MAX_NAME + " characters without control characters, active and updated.");
    }
  } else if (kind === "seating") {
    var tables = newDoc.tables;
    if (!isArray(tables) || tables.length < 1 || tables.length > 100) { refuse("A seating has 1 to 100 tables."); }
    for (var t = 0; t < tables.length; t++) {
      var table = tables[t];
      if (!sameKeys(table, ["number", "seats"]) || !isInt(table.number, 1, MAX_TABLE) || !isArray(table.seats) || table.seats.length !== 4) {
        refuse("Each table of a seating is a number and four seats.");
      }
      for (var s = 0; s < 4; s++) { if (!isInt(table.seats[s], 0, MAX_PLAYER)) { refuse("Seats are player ids."); } }
    }
    if (!isArray(newDoc.byes) || newDoc.byes.length > 400) { refuse("Byes are a list of player ids."); }
    for (var b = 0; b < newDoc.byes.length; b++) { if (!isInt(newDoc.byes[b], 0, MAX_PLAYER)) { refuse("Byes are player ids."); } }
    var sched = newDoc.schedule;
    if (sched !== null && (!isArray(sched) || sched.length !== 3 || !isInt(sched[0], 0, 1000) || !isInt(sched[1], 0, 1000) || !isInt(sched[2], 0, 1000))) {
      refuse("A seating's schedule is null or three whole numbers.");
    }
  } else if (kind === "status") {
    if (typeof newDoc.closed !== "boolean") { refuse("A round's status is closed true or false."); }
  } else {
    var v = newDoc.version;
    var allowed = kind === "hand" ? ["rev", "at", "makers", "tricks", "alone", "renege"] : ["rev", "at", "ab", "cd"];
    var most = {makers: 1, tricks: 5, alone: MAX_PLAYER, renege: 1, ab: 999, cd: 999};
    if (!isObject(v)) { refuse("A " + kind + " document's version must be an object."); }
    var vk = keys(v);
    for (var x = 0; x < vk.length; x++) {
      if (allowed.indexOf(vk[x]) < 0) { refuse("A " + kind + " version has an unknown field " + JSON.stringify(vk[x]) + "."); }
      if (vk[x] in most && !isInt(v[vk[x]], 0, most[vk[x]])) { refuse("A " + kind + " version's " + vk[x] + " must be a whole number from 0 to " + most[vk[x]] + "."); }
    }
    if (!isInt(v.rev, 1, MAX_REVISION) || !isText(v.at, MAX_TIME)) { refuse("A " + kind + " version needs rev (1 to " + MAX_REVISION + ") and at."); }
  }

  var place = [kind];
  for (var q = 0; q < PLACE[kind].length; q++) { place.push(String(newDoc[PLACE[kind][q]])); }
  place.push(sha256(unescape(encodeURIComponent(text))).slice(0, 32));
  if (newDoc._id !== place.join(":")) { refuse("Document id " + newDoc._id + " is not the one its content gives (" + place.join(":") + ")."); }

  if (!organiser) {
    if (kind !== "hand" && kind !== "totals") { refuse("Only the organiser writes " + kind + " documents."); }
    if (!has(PREFIX + "table:" + newDoc.round + ":" + newDoc.table)) {
      refuse("This credential cannot write for round " + newDoc.round + ", table " + newDoc.table + ".");
    }
    var closed = (secObj && secObj.euchre && secObj.euchre.closed) || [];
    if (closed.indexOf(newDoc.round) >= 0) { refuse("Round " + newDoc.round + " is closed: the organiser must reopen it first."); }
  }

  // SHA-256 of a string of bytes (each character one byte), as hex.
  function sha256(bytes) {
    var K = [0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
             0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
             0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
             0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
             0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
             0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
             0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
             0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2];
    var H = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    var words = [], length = bytes.length, j;
    for (j = 0; j < length; j++) { words[j >> 2] |= (bytes.charCodeAt(j) & 0xff) << (24 - (j % 4) * 8); }
    words[length >> 2] |= 0x80 << (24 - (length % 4) * 8);
    var total = ((length + 8) >> 6) * 16 + 16;
    for (j = (length >> 2) + 1; j < total; j++) { words[j] = words[j] | 0; }
    words[total - 1] = length * 8;
    var W = [];
    function rotr(x, n) { return (x >>> n) | (x << (32 - n)); }
    for (var block = 0; block < total; block += 16) {
      var h0 = H[0], h1 = H[1], h2 = H[2], h3 = H[3], h4 = H[4], h5 = H[5], h6 = H[6], h7 = H[7];
      for (j = 0; j < 64; j++) {
        if (j < 16) { W[j] = words[block + j] | 0; } else {
          var s0 = rotr(W[j - 15], 7) ^ rotr(W[j - 15], 18) ^ (W[j - 15] >>> 3);
          var s1 = rotr(W[j - 2], 17) ^ rotr(W[j - 2], 19) ^ (W[j - 2] >>> 10);
          W[j] = (W[j - 16] + s0 + W[j - 7] + s1) | 0;
        }
        var t1 = (h7 + (rotr(h4, 6) ^ rotr(h4, 11) ^ rotr(h4, 25)) + ((h4 & h5) ^ (~h4 & h6)) + K[j] + W[j]) | 0;
        var t2 = ((rotr(h0, 2) ^ rotr(h0, 13) ^ rotr(h0, 22)) + ((h0 & h1) ^ (h0 & h2) ^ (h1 & h2))) | 0;
        h7 = h6; h6 = h5; h5 = h4; h4 = (h3 + t1) | 0; h3 = h2; h2 = h1; h1 = h0; h0 = (t1 + t2) | 0;
      }
      H = [(H[0] + h0) | 0, (H[1] + h1) | 0, (H[2] + h2) | 0, (H[3] + h3) | 0,
           (H[4] + h4) | 0, (H[5] + h5) | 0, (H[6] + h6) | 0, (H[7] + h7) | 0];
    }
    var hex = "";
    for (j = 0; j < 8; j++) { hex += ("00000000" + (H[j] >>> 0).toString(16)).slice(-8); }
    return hex;
  }
}
