// The notice check over HTTP on both engines: signed-in only, text and file uploads, and hostile
// files (zip bombs, 50 MB, wrong extension, broken or encrypted PDF, macros) answered with a clear
// 4xx and stable code, with the server's memory bounded and nothing written to the data dir.
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, signUp, startTestApp, type TestApp } from "../../../tests/support/app.js";
import { makeDocx, makePdf } from "../../../tests/fixtures/notices/make-files.js";
import { WORD_PARTS, makeZip } from "../../../tests/fixtures/notices/make-zip.js";
import { fixedClock } from "../../clock.js";
import { CORPUS_DIR } from "../../../tooling/notice/corpus.js";

/** Files listed with their size, to show that a request left nothing behind. */
function listing(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/\.(db|sqlite3?)(-wal|-shm|-journal)?$/.test(file))
    .sort();
}

function filesContaining(dir: string, marker: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file).includes(marker));
}

describe.each(ENGINES)("notice check API on %s", (engine) => {
  let t: TestApp;
  // Frozen so that the shared token bucket refills only when a test says so.
  const clock = fixedClock(Date.now());
  const url = () => `${t.url}/api/tools/notice-check`;
  beforeAll(async () => {
    t = await startTestApp(engine, {
      clock,
      env: { AUTH_RATE_LIMIT_SIGNUP: "1000/60", AUTH_RATE_LIMIT_TOKEN: "1000/60", TOOLS_RATE_LIMIT: "20/60" },
    });
  });
  afterAll(() => t.close());

  const token = async () => (await signUp(t.url)).session.access_token;
  const upload = async (bearer: string, bytes: Buffer, fileName: string) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), fileName);
    const res = await fetch(url(), { method: "POST", headers: { authorization: `Bearer ${bearer}` }, body: form });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const sendText = async (bearer: string, text: string) => {
    const res = await fetch(url(), {
      method: "POST",
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: JSON.stringify({ text }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  it("refuses requests without a signed-in user", async () => {
    const res = await fetch(url(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "x" }),
    });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
  });

  it("checks pasted text and each uploaded format", async () => {
    const bearer = await token();
    const pasted = await sendText(bearer, fs.readFileSync(path.join(CORPUS_DIR, "sources/n01-praxis-komplett.txt"), "utf8"));
    expect(pasted.status).toBe(200);
    expect(pasted.body.source).toEqual({ kind: "text", fileName: null });
    expect(pasted.body.items.find((item: { id: string }) => item.id === "controller").status).toBe("found");
    for (const [file, kind] of [
      ["n04-shop-unklar.pdf", "pdf"],
      ["n03-verein-ohne-ausland.docx", "docx"],
      ["sources/n05-boulangerie-fr.html", "html"],
      ["sources/n06-minimal.txt", "txt"],
    ] as const) {
      const res = await upload(bearer, fs.readFileSync(path.join(CORPUS_DIR, file)), path.basename(file));
      expect(res.status, file).toBe(200);
      expect(res.body.source.kind).toBe(kind);
      expect(res.body.items).toHaveLength(11);
      expect(res.body.items.some((item: { status: string }) => item.status === "missing")).toBe(true);
    }
  });

  it("answers empty and overlong text with stable codes", async () => {
    const bearer = await token();
    expect((await sendText(bearer, "   ")).body.error.code).toBe("notice_empty");
    const long = await sendText(bearer, "a".repeat(200_001));
    expect(long.status).toBe(413);
    expect(long.body.error.code).toBe("notice_too_long");
    // Past rawTextChars: refused before any pattern runs on it; CRLF line ends are not counted twice.
    clock.advance(60_000);
    const huge = await sendText(bearer, "a\r\n".repeat(150_000));
    expect([huge.status, huge.body.error.code]).toEqual([413, "notice_too_long"]);
    expect((await sendText(bearer, "Verantwortlich ist die Muster AG.\r\n".repeat(5_800))).status).toBe(200);
  });

  it("refuses hostile files with a clear 4xx and nothing stored", async () => {
    const bearer = await token();
    const before = listing(t.dataDir);
    const marker = `Geheimtext-${randomUUID()}`;
    const hostile: [string, Buffer, string, number][] = [
      // 60 MB of zeros declared honestly: refused on the central directory alone.
      ["bomb.docx", makeZip([...WORD_PARTS, { name: "word/media/big.bin", data: Buffer.alloc(60 * 1024 * 1024) }]), "zip_bomb", 422],
      // Declares 1 KB but inflates to 20 MB: caught by the capped inflation.
      [
        "liar.docx",
        makeZip([...WORD_PARTS, { name: "word/x.xml", data: Buffer.alloc(20 * 1024 * 1024), declared: 1024 }]),
        "zip_bomb",
        422,
      ],
      ["macro.docx", makeZip([...WORD_PARTS, { name: "word/vbaProject.bin", data: Buffer.from(marker) }]), "docx_macro", 415],
      ["wrong.pdf", await makeDocx(`Verantwortlich ist die Muster AG. ${marker}`), "file_type_mismatch", 415],
      ["broken.pdf", Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> ${marker} trailer garbage`), "file_corrupt", 422],
      ["locked.pdf", makePdf(`Verantwortlich ist die Muster AG. ${marker}`, { encrypted: true }), "pdf_encrypted", 422],
      ["scan.pdf", makePdf("", { noText: true }), "pdf_no_text", 422],
      ["thick.pdf", makePdf(`Verantwortlich ist die Muster AG. ${marker}`, { pages: 101 }), "pdf_too_many_pages", 413],
      ["bild.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), "unsupported_file_type", 415],
      ["leer.txt", Buffer.alloc(0), "notice_empty", 400],
    ];
    {
      for (const [name, bytes, code, status] of hostile) {
        clock.advance(60_000); // keeps the per-user limit out of this test
        const res = await upload(bearer, bytes, name);
        expect([name, res.status, res.body.error?.code]).toEqual([name, status, code]);
        expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
      }
      // A normal upload with the marker, to prove its content is kept nowhere.
      clock.advance(60_000);
      const ok = await upload(bearer, Buffer.from(`Verantwortlich ist die Muster AG, info@muster.ch. ${marker}`), "ok.txt");
      expect(ok.status).toBe(200);
    }
    // The server's memory under a 50 MB body is proved on the built server alone: tests/proof/notice-upload.test.ts.
    expect(listing(t.dataDir)).toEqual(before);
    expect(filesContaining(t.dataDir, marker)).toEqual([]);
  });

  it("limits checks per user with the shared TOOLS_RATE_LIMIT bucket", async () => {
    const bearer = await token();
    clock.advance(60_000);
    const statuses: number[] = [];
    // Burst 10, then 20 per minute: one token every 3 seconds.
    for (let i = 0; i < 10; i++) statuses.push((await sendText(bearer, "Zweck: Versand.")).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const res = await fetch(url(), {
      method: "POST",
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: JSON.stringify({ text: "Zweck: Versand." }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("3");
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/Bitte warten Sie einen Moment/);
    // Another user has a bucket of their own; the first refills after Retry-After.
    expect((await sendText(await token(), "Zweck: Versand.")).status).toBe(200);
    clock.advance(3_000);
    expect((await sendText(bearer, "Zweck: Versand.")).status).toBe(200);
    expect((await sendText(bearer, "Zweck: Versand.")).status).toBe(429);
    // The bucket lives in the database (shared by every instance on it), not in process memory.
    const empty = await t.database.db
      .selectFrom("rate_limits")
      .select("key")
      .where("key", "like", "tools:%")
      .where("milli_tokens", "<", 1000)
      .execute();
    expect(empty.length).toBe(1);
  });
});
