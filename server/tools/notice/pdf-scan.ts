// Measures what a PDF's compressed streams inflate to before pdf.js reads it: pdf.js inflates a
// page's content in full, with no cap, and the file limit counts only compressed bytes (issue 23:
// 131 KB became 54 MB of text operators and 15 s of parsing). Each FlateDecode stream that is not an
// image is inflated here as a stream whose output is only counted, never kept, and the scan stops
// as soon as the sum passes the budget. Images are skipped: extracting text never decodes them.
import zlib from "node:zlib";

const KEYWORD = Buffer.from("stream");
/** How far back from "stream" the stream's dictionary is looked for. */
const DICTIONARY_WINDOW = 4096;

export interface ScanResult {
  /** Bytes counted before the scan ended (at most a chunk past the budget). */
  inflated: number;
  /** The streams inflate to more than the budget, or there are more than maxStreams of them. */
  overBudget: boolean;
}

export async function scanPdfStreams(buffer: Buffer, budget: number, maxStreams: number): Promise<ScanResult> {
  let inflated = 0;
  let streams = 0;
  // Windows never overlap (each starts after the previous keyword), so the scan stays linear.
  let previous = 0;
  for (let at = buffer.indexOf(KEYWORD); at >= 0; at = buffer.indexOf(KEYWORD, at + KEYWORD.length)) {
    const dataStart = streamData(buffer, at);
    const from = Math.max(previous, at - DICTIONARY_WINDOW);
    previous = at + KEYWORD.length;
    if (dataStart < 0) continue;
    const dictionary = buffer.toString("latin1", from, at);
    const own = dictionary.slice(dictionary.lastIndexOf("obj") + 1);
    if (!own.includes("/FlateDecode") || /\/Subtype\s*\/Image\b/.test(own)) continue;
    if (++streams > maxStreams) return { inflated, overBudget: true };
    inflated += await inflatedSize(buffer.subarray(dataStart), budget - inflated);
    if (inflated > budget) return { inflated, overBudget: true };
  }
  return { inflated, overBudget: false };
}

/** Where a stream's data starts, or -1 when this "stream" is "endstream" or not a keyword. */
function streamData(buffer: Buffer, at: number): number {
  const before = buffer[at - 1];
  if (before !== undefined && ((before >= 0x41 && before <= 0x5a) || (before >= 0x61 && before <= 0x7a))) return -1;
  const after = at + KEYWORD.length;
  if (buffer[after] === 0x0d && buffer[after + 1] === 0x0a) return after + 2;
  if (buffer[after] === 0x0a || buffer[after] === 0x0d) return after + 1;
  return -1;
}

/**
 * Bytes the zlib stream at the start of data inflates to, counting at most past the budget.
 * zlib stops at the end of its own stream, so the rest of the file after it does not matter; a
 * stream broken halfway still counts what it produced before the break (pdf.js keeps that part too).
 */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflate();
    let size = 0;
    const done = () => {
      inflate.removeAllListeners();
      inflate.on("error", () => {});
      inflate.destroy();
      resolve(size);
    };
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) done();
    });
    inflate.on("end", done);
    inflate.on("error", done);
    inflate.end(data);
  });
}
