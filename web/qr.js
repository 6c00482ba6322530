// The score sheet's QR codes, drawn and read in the page with the vendored libraries
// (tools/vendor.py): qrcode-generator draws them, zxing-wasm's reader (ZXing-C++ in
// WebAssembly, loaded on the first read) reads them from a photo or the camera, in every
// engine (no BarcodeDetector needed). Nothing is fetched from another origin.
//
//   euchreQr.fill(root)                    draw every <img data-qr="text"> under root
//   euchreQr.decodeFile(file)              -> Promise of the text in a photo's code ("" if none)
//   euchreQr.startCamera(video, found, problem)   read codes from the camera until one is found
//   euchreQr.stopCamera()
//   euchreQr.copy(text)                    -> Promise (true once copied)
"use strict";

(() => {
  const here = (document.currentScript && document.currentScript.src) || new URL("./web/qr.js", document.baseURI).href;
  const vendored = (name) => new URL("./vendor/qr/" + name, here).href;
  const scripts = {};

  function load(name) {
    if (!scripts[name]) {
      scripts[name] = new Promise((resolve, reject) => {
        const script = document.createElement("script");
        script.src = vendored(name);
        script.onload = resolve;
        script.onerror = () => reject(new Error("could not load " + name));
        document.head.appendChild(script);
      });
    }
    return scripts[name];
  }

  async function encoder() {
    if (!window.qrcode) await load("qrcode.js");
    return window.qrcode;
  }

  let prepared = null;
  function reader() {
    if (!prepared) {
      prepared = load("zxing-reader.js").then(() => {
        // Without this the library would fetch its WebAssembly from a CDN.
        window.ZXingWASM.prepareZXingModule({
          overrides: { locateFile: (path) => vendored(path) },
          fireImmediately: true,
        });
        return window.ZXingWASM;
      });
    }
    return prepared;
  }

  async function fill(root) {
    const images = (root || document).querySelectorAll("img[data-qr]");
    if (!images.length) return;
    const qrcode = await encoder();
    for (const img of images) {
      const text = img.getAttribute("data-qr");
      if (img.getAttribute("data-qr-drawn") === text) continue;
      try {
        const qr = qrcode(0, text.length > 1200 ? "L" : "M");
        qr.addData(text, "Byte");
        qr.make();
        const svg = qr.createSvgTag({ cellSize: 4, margin: 16, scalable: true });
        img.src = "data:image/svg+xml," + encodeURIComponent(svg);
        img.setAttribute("data-qr-modules", String(qr.getModuleCount()));
        img.removeAttribute("data-qr-problem");
      } catch (error) {
        img.setAttribute("data-qr-problem", "too-long");
        img.hidden = true;
      }
      img.setAttribute("data-qr-drawn", text);
    }
  }

  async function read(source) {
    const zx = await reader();
    const results = await zx.readBarcodes(source, { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 1 });
    const found = results.find((r) => r.isValid && r.text);
    return found ? found.text : "";
  }

  function pixels(image, width, height) {
    const most = 1600; // a phone's photo is scaled down: a code fills much of it anyway
    const scale = Math.min(1, most / Math.max(width, height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext("2d", { willReadFrequently: true });
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return context.getImageData(0, 0, canvas.width, canvas.height);
  }

  // The browser decodes the photo (any format it shows: JPEG, PNG, HEIC on Apple devices, SVG).
  async function decodeFile(file) {
    const url = URL.createObjectURL(file);
    try {
      const image = new Image();
      image.src = url;
      await image.decode();
      return await read(pixels(image, image.naturalWidth || 800, image.naturalHeight || 800));
    } finally {
      URL.revokeObjectURL(url);
    }
  }

  let stream = null;
  let timer = null;
  let scan = 0;  // each start of the camera is a scan; stopCamera ends the one under way

  function stopCamera() {
    scan += 1;
    clearTimeout(timer);
    timer = null;
    if (stream) stream.getTracks().forEach((track) => track.stop());
    stream = null;
  }

  async function startCamera(video, found, problem) {
    stopCamera();
    const mine_scan = scan;
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
      problem("unavailable");
      return;
    }
    let mine;
    try {
      mine = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
    } catch (error) {
      // The person may have left the screen while the browser asked for the camera: then
      // nobody waits for the answer any more.
      if (scan === mine_scan) problem(error && error.name === "NotAllowedError" ? "refused" : "unavailable");
      return;
    }
    if (scan !== mine_scan) {  // stopped while the browser asked: the camera it gave goes off again
      mine.getTracks().forEach((track) => track.stop());
      return;
    }
    stream = mine;
    video.muted = true;
    video.setAttribute("playsinline", "");
    video.srcObject = mine;
    try {
      await video.play();
      await reader();
    } catch (error) {
      if (stream !== mine) return;  // stopped meanwhile: nobody waits for this scan
      stopCamera();
      problem("unavailable");
      return;
    }
    const tick = async () => {
      if (stream !== mine) return;
      if (video.videoWidth) {
        let text = "";
        try {
          text = await read(pixels(video, video.videoWidth, video.videoHeight));
        } catch (error) {
          text = "";
        }
        if (stream !== mine) return;
        if (text) {
          stopCamera();
          found(text);
          return;
        }
      }
      timer = setTimeout(tick, 120);
    };
    tick();
  }

  async function copy(text) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch (error) {
      return false;
    }
  }

  window.euchreQr = { fill, decodeFile, startCamera, stopCamera, copy };
  fill(document);
})();
