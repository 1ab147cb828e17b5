// Uploads are streamed, never buffered whole: the built server runs alone in a child process, takes
// 50 MB uploads (a raw stream and a multipart form) and refuses one over the limit, and its peak
// resident memory (VmHWM) stays within a generous 512 MB.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/app.js";
import { createDatabase } from "../support/postgres.js";
import { clusterUrl } from "../support/cluster.js";
import { startServer, tempDataDir, type ServerProcess } from "./support/server-process.js";

const KEY = "proof-storage-service-role-key-0123456789abcdef";
const MB = 1024 * 1024;

function peakRss(pid: number): number {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no VmHWM for ${pid}`);
  return Number(match[1]) * 1024;
}

/** `total` bytes in 64 KiB chunks of a repeating pattern, produced as they are read; with their MD5. */
function body(total: number): { stream: ReadableStream<Uint8Array>; md5: string } {
  const chunk = Buffer.alloc(64 * 1024, "Datenschutz-Assistent ");
  const hash = crypto.createHash("md5");
  for (let sent = 0; sent < total; sent += chunk.length) hash.update(chunk.subarray(0, Math.min(chunk.length, total - sent)));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += part.length;
      controller.enqueue(new Uint8Array(part));
    },
  });
  return { stream, md5: hash.digest("hex") };
}

describe.each(ENGINES)("storage uploads on the built server (%s)", (engine) => {
  let server: ServerProcess;
  const auth = { authorization: `Bearer ${KEY}` };
  beforeAll(async () => {
    const databaseUrl = engine === "postgres" ? await createDatabase(await clusterUrl(), "proof_storage") : undefined;
    server = await startServer({ dataDir: tempDataDir("proof-storage-"), databaseUrl, env: { SERVICE_ROLE_KEY: KEY } });
    const created = await fetch(`${server.url}/storage/v1/bucket`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ name: "gross" }),
    });
    expect(created.status).toBe(200);
  });
  afterAll(async () => {
    await server?.kill();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("stores 50 MB uploads and refuses a larger one, with the server's peak memory below 512 MB", async () => {
    const before = peakRss(server.pid);
    const raw = body(50 * MB);
    const put = await fetch(`${server.url}/storage/v1/object/gross/roh.bin`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/octet-stream" },
      body: raw.stream,
      duplex: "half",
    } as RequestInit);
    expect(put.status).toBe(200);

    const form = new FormData();
    form.append("cacheControl", "3600");
    form.append("", new Blob([new Uint8Array(Buffer.alloc(50 * MB, 7))]), "formular.bin");
    const multipart = await fetch(`${server.url}/storage/v1/object/gross/formular.bin`, { method: "POST", headers: auth, body: form });
    expect(multipart.status).toBe(200);

    const tooBig = await fetch(`${server.url}/storage/v1/object/gross/zu-gross.bin`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/octet-stream" },
      body: body(50 * MB + 1).stream,
      duplex: "half",
    } as RequestInit);
    expect(tooBig.status).toBe(413);

    const info = await (await fetch(`${server.url}/storage/v1/object/info/gross/roh.bin`, { headers: auth })).json();
    expect(info).toMatchObject({ size: 50 * MB, etag: `"${raw.md5}"` });
    const download = await fetch(`${server.url}/storage/v1/object/gross/roh.bin`, { headers: auth });
    // The test process may hold the download; only the server's memory is measured.
    expect(
      crypto
        .createHash("md5")
        .update(Buffer.from(await download.arrayBuffer()))
        .digest("hex"),
    ).toBe(raw.md5);

    const stored = fs.readdirSync(path.join(server.dataDir, "storage"));
    expect(stored).toHaveLength(2);
    const peak = peakRss(server.pid);
    console.log(
      `storage proof (${engine}): peak RSS ${(before / MB).toFixed(0)} MB at start, ${(peak / MB).toFixed(0)} MB after 2 × 50 MB uploads, a refused one and a download`,
    );
    expect(peak).toBeLessThanOrEqual(512 * MB);
  }, 180_000);
});
