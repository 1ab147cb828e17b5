// The notice check over HTTP on both engines: signed-in only, text and file uploads, and hostile
// files (zip bombs, 50 MB, wrong extension, broken or encrypted PDF, macros) answered with a clear
// 4xx and stable code, with the server's memory bounded and nothing written to the data dir.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, signUp, startTestApp, type TestApp } from "../../../tests/support/app.js";
import { makeDocx, makePdf } from "../../../tests/fixtures/notices/make-files.js";
import { CORPUS_DIR } from "./corpus.js";

interface ZipItem {
  name: string;
  data: Buffer;
  /** Overrides the uncompressed size written into the headers (a lying archive). */
  declared?: number;
}

/** A deflated ZIP written by hand, so that sizes can lie. */
function makeZip(items: ZipItem[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const item of items) {
    const compressed = zlib.deflateRawSync(item.data);
    const name = Buffer.from(item.name);
    const size = item.declared ?? item.data.length;
    const crc = zlib.crc32(item.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(items.length, 8);
  end.writeUInt16LE(items.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_PARTS: ZipItem[] = [
  { name: "[Content_Types].xml", data: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: "word/document.xml", data: Buffer.from('<?xml version="1.0"?><w:document/>') },
];

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
  const url = () => `${t.url}/api/tools/notice-check`;
  beforeAll(async () => {
    t = await startTestApp(engine, { env: { AUTH_RATE_LIMIT_SIGNUP: "1000/60", AUTH_RATE_LIMIT_TOKEN: "1000/60" } });
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
  });

  it("refuses hostile files with a clear 4xx, bounded memory and nothing stored", async () => {
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
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      for (const [name, bytes, code, status] of hostile) {
        const res = await upload(bearer, bytes, name);
        expect([name, res.status, res.body.error?.code]).toEqual([name, status, code]);
        expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
      }
      // 50 MB body: cut off at the 10 MB limit while streaming.
      const big = await upload(bearer, Buffer.alloc(50 * 1024 * 1024, 0x41), "gross.txt");
      expect([big.status, big.body.error.code]).toEqual([413, "file_too_large"]);
      // A normal upload with the marker, to prove its content is kept nowhere.
      const ok = await upload(bearer, Buffer.from(`Verantwortlich ist die Muster AG, info@muster.ch. ${marker}`), "ok.txt");
      expect(ok.status).toBe(200);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    // The server runs in this process: its peak RSS (plus the client's buffers) stays below 512 MB.
    expect(peak).toBeLessThan(512 * 1024 * 1024);
    expect(listing(t.dataDir)).toEqual(before);
    expect(filesContaining(t.dataDir, marker)).toEqual([]);
  });

  it("limits checks per user", async () => {
    const bearer = await token();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await sendText(bearer, "Zweck: Versand.")).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
