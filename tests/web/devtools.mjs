// Headless Chromium over the DevTools protocol with Node's own WebSocket (no packages): a page
// to drive — its calls (each failing after WEB_CALL_MS ms, default 60,000, with the page's
// console in the error), its title (where the app says its state), screenshots, clicks, taps
// and keys.

import { writeFileSync } from "node:fs";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const callMs = Number(process.env.WEB_CALL_MS ?? 60000);

/// A page (or, with `isPage` false, the browser) over its DevTools WebSocket address.
export async function pageAt(socketUrl, isPage = true) {
  const ws = new WebSocket(socketUrl);
  await new Promise((ok, fail) => { ws.onopen = ok; ws.onerror = fail; });
  let next = 0;
  const waiting = new Map();
  const logs = [];
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.id && waiting.has(msg.id)) {
      waiting.get(msg.id)(msg);
      waiting.delete(msg.id);
    } else if (msg.method === "Runtime.consoleAPICalled" || msg.method === "Runtime.exceptionThrown") {
      logs.push(JSON.stringify(msg.params).slice(0, 400));
    }
  };
  function send(method, params = {}) {
    const id = ++next;
    ws.send(JSON.stringify({ id, method, params }));
    return new Promise((ok, fail) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        fail(new Error(`${method}: no answer in ${callMs} ms; console: ${logs.join("\n")}`));
      }, callMs);
      waiting.set(id, (msg) => {
        clearTimeout(timer);
        msg.error ? fail(new Error(`${method}: ${msg.error.message}`)) : ok(msg.result);
      });
    });
  }
  const title = async () => (await send("Runtime.evaluate", { expression: "document.title" })).result.value;
  async function waitTitle(test, what, ms = 30000) {
    const start = Date.now();
    let t = "";
    while (Date.now() - start < ms) {
      t = await title();
      if (test(t)) return t;
      await sleep(50);
    }
    throw new Error(`waited ${ms} ms for ${what}; the title is ${JSON.stringify(t)}; console: ${logs.join("\n")}`);
  }
  async function screenshot(path) {
    const { data } = await send("Page.captureScreenshot", { format: "png" });
    writeFileSync(path, Buffer.from(data, "base64"));
  }
  async function key(key, code, keyCode, modifiers = 0) {
    for (const type of ["keyDown", "keyUp"]) {
      await send("Input.dispatchKeyEvent", { type, key, code, windowsVirtualKeyCode: keyCode, modifiers });
      await sleep(60);
    }
  }
  async function tap(x, y) {
    for (const type of ["touchStart", "touchEnd"]) {
      await send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
      await sleep(80);
    }
  }
  if (isPage) {
    await send("Runtime.enable");
    await send("Page.enable");
  }
  return { send, title, waitTitle, screenshot, key, tap, logs, close: () => ws.close() };
}

/// The browser's first page.
export async function firstPage(port) {
  for (let i = 0; i < 100; i++) {
    try {
      const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
      const page = list.find((t) => t.type === "page");
      if (page) return pageAt(page.webSocketDebuggerUrl);
    } catch {}
    await sleep(100);
  }
  throw new Error("no page in the browser");
}

/// A new blank page in a browser context of its own (its own local storage, as on another
/// device).
export async function isolatedPage(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const browser = await pageAt(webSocketDebuggerUrl, false);
  const { browserContextId } = await browser.send("Target.createBrowserContext");
  const { targetId } = await browser.send("Target.createTarget", { url: "about:blank", browserContextId });
  return pageAt(`ws://127.0.0.1:${port}/devtools/page/${targetId}`);
}
