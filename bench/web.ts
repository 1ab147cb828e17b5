// Web front-end benchmark: gzipped JS/CSS of the sign-in page, the webchat's gzipped JS (the page
// the home page frames) and Lighthouse scores of /auth (mobile preset) against the production
// build. Builds nothing: run `npm run build` first.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WEB = path.join(ROOT, "dist/web");

export interface WebBenchResult {
  jsGzipKb: number;
  cssGzipKb: number;
  webchatJsGzipKb: number;
  lighthousePerformance: number;
  lighthouseAccessibility: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** What an HTML entry (index.html is served for /auth) makes the browser load up front. */
function assetSizes(entry = "index.html"): { jsGzipKb: number; cssGzipKb: number } {
  const htmlPath = path.join(WEB, entry);
  if (!fs.existsSync(htmlPath)) throw new Error(`dist/web/${entry} is missing; run \`npm run build\` first`);
  const html = fs.readFileSync(htmlPath, "utf8");
  const files = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
  const gzipKb = (list: string[]) =>
    list.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(WEB, file)), { level: 9 }).length, 0) / 1024;
  const js = [...files(/<script[^>]*\ssrc="([^"]+)"/g), ...files(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const css = files(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  return { jsGzipKb: round(gzipKb(js)), cssGzipKb: round(gzipKb(css)) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, "dist/server/main.js")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/auth/v1/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("server did not start within 30 s");
}

async function lighthouseScores(url: string): Promise<{ performance: number; accessibility: number }> {
  const chrome = await launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
  try {
    // No config: Lighthouse's default, the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility"],
    });
    const categories = result?.lhr.categories;
    if (!categories) throw new Error("Lighthouse returned no result");
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}

export async function runWebBench(): Promise<WebBenchResult> {
  const sizes = { ...assetSizes(), webchatJsGzipKb: assetSizes("webchat/index.html").jsGzipKb };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "datenschutz-bench-web-"));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  try {
    const scores = await lighthouseScores(`http://127.0.0.1:${port}/auth`);
    return { ...sizes, lighthousePerformance: scores.performance, lighthouseAccessibility: scores.accessibility };
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await runWebBench();
  console.log(`/auth JavaScript: ${result.jsGzipKb} KB gzipped`);
  console.log(`/auth CSS:        ${result.cssGzipKb} KB gzipped`);
  console.log(`/webchat/ JavaScript: ${result.webchatJsGzipKb} KB gzipped`);
  console.log(`Lighthouse (mobile) performance:   ${result.lighthousePerformance}`);
  console.log(`Lighthouse (mobile) accessibility: ${result.lighthouseAccessibility}`);
}
