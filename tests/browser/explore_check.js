// What a person must never see on the page, after two animation frames (what the last action drew
// is laid out): a Python traceback (PyScript's red error box, `.py-error`, or traceback text
// anywhere in the page's visible text), the start-up's failure panel, or text (a name, something
// typed) turned into markup. Returns a list of problems.
// Calls `done` with the list when given one (WebDriver's asynchronous scripts), else returns a promise.
(done) => {
  const look = () => {
    const problems = [];
    for (const box of document.querySelectorAll(".py-error")) {
      problems.push(`PyScript's error box: ${box.textContent.trim().slice(-600)}`);
    }
    const text = document.body ? document.body.innerText : "";
    for (const marker of ["Traceback (most recent call last)", 'File "/']) {
      const at = text.indexOf(marker);
      if (at >= 0 && !problems.length) problems.push(`traceback text in the page: ${text.slice(at, at + 600)}`);
    }
    const failed = document.getElementById("failed");
    if (failed && !failed.hidden) problems.push(`the page says it could not start: ${failed.innerText.trim().slice(0, 300)}`);
    // The page draws no <b>, <i> or inline script of its own: one there was made from text (a
    // name, a typed field) read as markup.
    const made = [...document.querySelectorAll("b, i, script:not([src]), img[src$='/x']")]
      .filter((el) => el.closest("#app, dialog, #print-area"));
    if (made.length) problems.push(`text became markup: ${made.map((el) => el.outerHTML).join(" ").slice(0, 300)}`);
    return problems;
  };
  const settled = new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(look()))));
  // A page in the background gets no animation frames: look at once after 200 ms.
  const either = Promise.race([settled, new Promise((resolve) => setTimeout(() => resolve(look()), 200))]);
  if (typeof done === "function") either.then(done);
  else return either;
}
