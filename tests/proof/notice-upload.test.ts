// The notice check's memory bound, measured honestly: the built server runs alone in a child
// process and its peak resident memory (VmHWM in /proc/<pid>/status) is read after hostile uploads
// (zip bombs, a 50 MB body, broken PDFs). The test process's own buffers do not count against it.
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, signUp } from "../support/app.js";
import { createDatabase } from "../support/postgres.js";
import { clusterUrl } from "../support/cluster.js";
import { makeDocx, makePdf } from "../fixtures/notices/make-files.js";
import { WORD_PARTS, makeZip } from "../fixtures/notices/make-zip.js";
import { startServer, tempDataDir, type ServerProcess } from "./support/server-process.js";

/** The server's peak resident set so far, in bytes (Linux). */
function peakRss(pid: number): number {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no VmHWM for ${pid}`);
  return Number(match[1]) * 1024;
}

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/\.(db|sqlite3?)(-wal|-shm|-journal)?$/.test(file))
    .sort();
}

describe.each(ENGINES)("notice upload on the built server (%s)", (engine) => {
  let server: ServerProcess;
  beforeAll(async () => {
    const databaseUrl = engine === "postgres" ? await createDatabase(await clusterUrl(), "proof_notice") : undefined;
    server = await startServer({ dataDir: tempDataDir("proof-notice-"), databaseUrl, env: { TOOLS_RATE_LIMIT: "100000/60" } });
  });
  afterAll(async () => {
    await server?.kill();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("refuses hostile files with a clear 4xx, the server's peak memory below 512 MB and nothing stored", async () => {
    const bearer = (await signUp(server.url)).session.access_token;
    const upload = async (bytes: Buffer, fileName: string) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)]), fileName);
      const res = await fetch(`${server.url}/api/tools/notice-check`, {
        method: "POST",
        headers: { authorization: `Bearer ${bearer}` },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    const before = files(server.dataDir);
    const marker = `Geheimtext-${randomUUID()}`;
    const hostile: [string, () => Promise<Buffer> | Buffer, string, number][] = [
      ["bomb.docx", () => makeZip([...WORD_PARTS, { name: "word/media/big.bin", data: Buffer.alloc(60 * 1024 * 1024) }]), "zip_bomb", 422],
      [
        "liar.docx",
        () => makeZip([...WORD_PARTS, { name: "word/x.xml", data: Buffer.alloc(20 * 1024 * 1024), declared: 1024 }]),
        "zip_bomb",
        422,
      ],
      ["macro.docx", () => makeZip([...WORD_PARTS, { name: "word/vbaProject.bin", data: Buffer.from(marker) }]), "docx_macro", 415],
      ["wrong.pdf", () => makeDocx(`Verantwortlich ist die Muster AG. ${marker}`), "file_type_mismatch", 415],
      ["locked.pdf", () => makePdf(`Verantwortlich ist die Muster AG. ${marker}`, { encrypted: true }), "pdf_encrypted", 422],
      ["thick.pdf", () => makePdf(`Verantwortlich ist die Muster AG. ${marker}`, { pages: 101 }), "pdf_too_many_pages", 413],
      // 50 MB body: cut off at the 10 MB limit while streaming.
      ["gross.txt", () => Buffer.alloc(50 * 1024 * 1024, 0x41), "file_too_large", 413],
    ];
    const baseline = peakRss(server.pid);
    for (const [name, make, code, status] of hostile) {
      const res = await upload(await make(), name);
      expect([name, res.status, res.body.error?.code]).toEqual([name, status, code]);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    }
    const ok = await upload(Buffer.from(`Verantwortlich ist die Muster AG, info@muster.ch. ${marker}`), "ok.txt");
    expect(ok.status).toBe(200);
    const peak = peakRss(server.pid);
    expect(peak, `server peak RSS ${Math.round(peak / 2 ** 20)} MB (start ${Math.round(baseline / 2 ** 20)} MB)`).toBeLessThan(
      512 * 1024 * 1024,
    );
    expect(files(server.dataDir)).toEqual(before);
    for (const file of files(server.dataDir)) expect(fs.readFileSync(file).includes(marker), file).toBe(false);
  });
});
