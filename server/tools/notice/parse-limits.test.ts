// The limits of document parsing (issue 23): inflated bytes of a PDF measured before pdf.js reads
// it, text refused once it passes the limit, and the worker pool's time limit and queue bound as
// the check's German errors with stable codes.
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { ApiError } from "../../http/errors.js";
import { makePdf } from "../../../tests/fixtures/notices/make-files.js";
import { makeInflatingPdf } from "../../../tests/fixtures/notices/make-pdf-bomb.js";
import { checkNotice } from "./check.js";
import { extractText } from "./extract.js";
import { NOTICE_LIMITS } from "./limits.js";
import { DocumentParser } from "./parse-pool.js";
import { scanPdfStreams } from "./pdf-scan.js";

const MB = 1024 * 1024;
const file = (bytes: Buffer, fileName: string) => ({ kind: "file" as const, bytes, fileName });

async function refusal(promise: Promise<unknown>): Promise<[number, string, string] | "resolved"> {
  return promise.then(
    () => "resolved" as const,
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return [error.status, error.code, error.message];
    },
  );
}

function streamObject(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`7 0 obj\n<< ${dictionary} /Length ${data.length} >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream\nendobj\n"),
  ]);
}

// Issue 27: no outcome may depend on the machine's speed. These tests inflate tens of megabytes and
// start workers; on a busy shared machine that can take minutes, so the limits below are only a
// backstop against a hang, far above any plausible run time (the default 30 s was not).
const GENEROUS = { timeout: 600_000 };

describe("scanPdfStreams", GENEROUS, () => {
  const big = zlib.deflateSync(Buffer.alloc(40 * MB, 0x20), { level: 9 });

  it("counts what compressed streams inflate to and stops past the budget", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), streamObject("/Filter /FlateDecode", big)]);
    const scan = await scanPdfStreams(pdf, 32 * MB, 100);
    expect(scan.overBudget).toBe(true);
    expect(scan.inflated).toBeGreaterThan(32 * MB);
    expect(scan.inflated).toBeLessThan(33 * MB); // stopped, not inflated to the end
    expect((await scanPdfStreams(pdf, 48 * MB, 100)).inflated).toBe(40 * MB);
  });

  it("skips images (text extraction never decodes them) and streams of other filters", async () => {
    const image = streamObject("/Type /XObject /Subtype /Image /Width 100 /Height 100 /Filter /FlateDecode", big);
    const other = streamObject("/Filter /DCTDecode", Buffer.from("not deflate"));
    expect(await scanPdfStreams(Buffer.concat([Buffer.from("%PDF-1.4\n"), image, other]), 32 * MB, 100)).toEqual({
      inflated: 0,
      overBudget: false,
    });
  });

  it("counts what a stream broken halfway produced before the break, as pdf.js keeps it", async () => {
    const broken = Buffer.from(big);
    broken.fill(0xff, Math.floor(broken.length * 0.9));
    const scan = await scanPdfStreams(
      Buffer.concat([Buffer.from("%PDF-1.4\n"), streamObject("/Filter /FlateDecode", broken)]),
      64 * MB,
      100,
    );
    expect(scan.inflated).toBeGreaterThan(20 * MB);
  });

  it("refuses more compressed streams than maxStreams", async () => {
    const small = streamObject("/Filter /FlateDecode", zlib.deflateSync(Buffer.from("q Q")));
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), ...Array.from({ length: 5 }, () => small)]);
    expect((await scanPdfStreams(pdf, MB, 5)).overBudget).toBe(false);
    expect((await scanPdfStreams(pdf, MB, 4)).overBudget).toBe(true);
  });
});

describe("extractText limits", GENEROUS, () => {
  it("refuses a small PDF whose content inflates to 50 MB before pdf.js reads it", async () => {
    const pdf = makeInflatingPdf(50 * MB);
    expect(pdf.length).toBeLessThan(200 * 1024);
    expect(await refusal(extractText(pdf, "klein.pdf"))).toEqual([422, "document_too_complex", expect.stringContaining("Entpacken")]);
  });

  it("refuses text past the limit in every format, with the same code as pasted text", async () => {
    const words = "Verantwortlich ist die Muster AG. ".repeat(Math.ceil(NOTICE_LIMITS.textChars / 34) + 100);
    const tooLong = [413, "notice_too_long", expect.stringContaining("200'000 Zeichen")];
    expect(await refusal(extractText(Buffer.from(`<!DOCTYPE html><p>${words}</p>`), "a.html"))).toEqual(tooLong);
    expect(await refusal(extractText(makePdf(words), "a.pdf"))).toEqual(tooLong);
    expect(await refusal(extractText(Buffer.from("x".repeat(NOTICE_LIMITS.rawTextChars + 1)), "a.txt"))).toEqual(tooLong);
    // A TXT with CRLF line ends may be longer than textChars: the route normalises and decides.
    const crlf = "Muster AG.\r\n".repeat(18_000);
    expect((await extractText(Buffer.from(crlf), "a.txt")).text).toHaveLength(crlf.length);
  });
});

// A new worker loads tsx, pdf.js, mammoth and the rules before its first job: seconds on a busy machine.
describe("DocumentParser (worker pool)", GENEROUS, () => {
  const parsers: DocumentParser[] = [];
  afterAll(async () => {
    await Promise.all(parsers.map((parser) => parser.close()));
  }, GENEROUS.timeout);

  it("extracts and checks in a worker what extractText and checkNotice give in-process", async () => {
    const parser = new DocumentParser({ size: 1 });
    parsers.push(parser);
    const pdf = makePdf("Verantwortlich ist die Muster AG, Bahnhofstrasse 1, 8001 Zürich.");
    const { text } = await extractText(pdf, "a.pdf");
    expect(await parser.analyse(file(pdf, "a.pdf"))).toEqual({ kind: "pdf", text, result: checkNotice(text) });
    expect(await parser.analyse({ kind: "text", text: "Verantwortlich ist die Muster AG.\r\n" })).toMatchObject({
      kind: "text",
      text: "Verantwortlich ist die Muster AG.\n",
    });
    expect(await refusal(parser.analyse(file(makeInflatingPdf(50 * MB), "b.pdf")))).toEqual([
      422,
      "document_too_complex",
      expect.any(String),
    ]);
    expect(await refusal(parser.analyse(file(Buffer.from([0x00, 0x01, 0x02]), "c.bin")))).toEqual([
      415,
      "unsupported_file_type",
      expect.any(String),
    ]);
    expect(await refusal(parser.analyse({ kind: "text", text: " \n " }))).toEqual([400, "notice_empty", expect.any(String)]);
  });

  it("ends a parse past its time with document_timeout and reads the next file with a new worker", async () => {
    const parser = new DocumentParser({ size: 1, jobMs: 2_000 });
    parsers.push(parser);
    // 30 MB of empty text operators: under the inflated budget, many seconds of pdf.js work.
    const slow = makeInflatingPdf(30 * MB, "() Tj\n");
    expect(await refusal(parser.analyse(file(slow, "langsam.pdf")))).toEqual([
      422,
      "document_timeout",
      expect.stringContaining("mehr als 2 Sekunden"),
    ]);
    expect((await parser.analyse(file(Buffer.from("Verantwortlich ist die Muster AG."), "a.txt"))).text).toBe(
      "Verantwortlich ist die Muster AG.",
    );
  });

  it("refuses with tools_busy (503, Retry-After) when every worker is busy and the queue is full", async () => {
    const parser = new DocumentParser({ size: 1, queue: 0, jobMs: 60_000 });
    parsers.push(parser);
    await parser.analyse({ kind: "text", text: "warm" });
    const slow = parser.analyse(file(makeInflatingPdf(8 * MB, "() Tj\n"), "langsam.pdf")).catch(() => null);
    const refused = await parser.analyse({ kind: "text", text: "Text" }).catch((error: ApiError) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect([(refused as ApiError).status, (refused as ApiError).code, (refused as ApiError).headers]).toEqual([
      503,
      "tools_busy",
      { "retry-after": "5" },
    ]);
    await slow;
  });
});
