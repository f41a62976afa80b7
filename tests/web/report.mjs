// The class's report after class, opened in headless Chromium as a teacher opens it: the file
// `linlab class --report` wrote (from the class the window keeps) loads from disk, every
// exercise's picture decodes, the students who answered are named, and each student's link to
// their lecture to take home points at a file that is there. Prints what it found; exits 1 on
// a failed check.
//
// node --experimental-websocket report.mjs DEVTOOLS_PORT REPORT_PATH SCREENSHOT_DIR NAME…

import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { isolatedPage, sleep } from "./devtools.mjs";

const [port, report, shots, ...names] = process.argv.slice(2);
const check = (ok, what) => {
  if (!ok) throw new Error(what);
};

const page = await isolatedPage(port);
await page.send("Emulation.setDeviceMetricsOverride", { width: 1024, height: 900, deviceScaleFactor: 1, mobile: false });
await page.send("Page.navigate", { url: pathToFileURL(report).href });
let found = null;
for (let i = 0; i < 100 && !found?.loaded; i++) {
  await sleep(100);
  const { result } = await page.send("Runtime.evaluate", {
    expression: `(() => {
      const images = [...document.images];
      return {
        loaded: document.readyState === "complete" && images.every((i) => i.complete),
        images: images.length,
        decoded: images.filter((i) => i.naturalWidth >= 1000 && i.naturalHeight >= 700).length,
        text: document.body ? document.body.innerText : "",
        links: [...document.querySelectorAll("a")].map((a) => a.getAttribute("href")),
      };
    })()`,
    returnByValue: true,
  });
  found = result.value;
}
check(found?.loaded, `the report never finished loading: ${JSON.stringify(found)?.slice(0, 400)}`);
check(found.images >= 1, "the report has no picture");
check(found.decoded === found.images, `${found.images - found.decoded} of ${found.images} pictures did not decode at 1024×768`);
for (const name of names) {
  check(found.text.includes(name), `the report does not name ${name}`);
}
const takeHome = found.links.filter((href) => href.startsWith("take-home/"));
check(takeHome.length === names.length, `links to take home: ${JSON.stringify(found.links)}`);
for (const href of takeHome) {
  check(existsSync(join(dirname(report), href)), `${href} is not beside the report`);
}
await page.screenshot(`${shots}/class-report.png`);
console.log(`the report: ${found.images} pictures decoded, ${takeHome.length} lectures to take home linked and present`);
page.close();
process.exit(0);
