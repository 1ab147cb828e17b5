// The notice check's figure (issue 16): time per check of a 20-page PDF through the HTTP API (upload,
// pdf.js text extraction, rules, JSON answer), sequential, against the built server; plus its peak RSS.
import fs from "node:fs";
import path from "node:path";
import { GENEROUS_LIMITS, percentile, ROOT, signUp, startServer } from "./support.js";
import { makePdf } from "../tests/fixtures/notices/make-files.js";

export const BENCH_PDF_PAGES = 20;

/** A long, realistic notice: the corpus's German sources, repeated until 20 full pages (50 lines each). */
export function twentyPagePdf(): Buffer {
  const dir = path.join(ROOT, "tests/fixtures/notices/sources");
  const sources = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".txt") && !file.includes("-fr") && !file.includes("-en"))
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"));
  // Wrapped here at 85 characters (makePdf wraps at 90, so it keeps these lines): exactly 50 lines per page.
  const lines: string[] = [];
  for (let i = 0; lines.length < BENCH_PDF_PAGES * 50; i++) {
    for (const paragraph of sources[i % sources.length].split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        if (line && line.length + word.length + 1 > 85) {
          lines.push(line);
          line = word;
        } else line = line ? `${line} ${word}` : word;
      }
      lines.push(line);
    }
  }
  return makePdf(lines.slice(0, BENCH_PDF_PAGES * 50).join("\n"), { pages: BENCH_PDF_PAGES });
}

export async function noticeBench(checks = 20): Promise<string> {
  const server = await startServer({ ...GENEROUS_LIMITS, TOOLS_RATE_LIMIT: "1000000/60" });
  try {
    const user = await signUp(server.url, 5000);
    const pdf = twentyPagePdf();
    const check = async () => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(pdf)]), "datenschutzerklaerung-lang.pdf");
      const start = performance.now();
      const res = await fetch(`${server.url}/api/tools/notice-check`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.access_token}` },
        body: form,
      });
      const body = (await res.json()) as { characters?: number; items?: unknown[] };
      const ms = performance.now() - start;
      if (!res.ok || body.items?.length !== 11) throw new Error(`notice check failed: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      return { ms, characters: body.characters ?? 0 };
    };
    await check(); // warm-up: loads pdf.js and the knowledge base in the server
    const times: number[] = [];
    let characters = 0;
    for (let i = 0; i < checks; i++) {
      const result = await check();
      times.push(result.ms);
      characters = result.characters;
    }
    times.sort((a, b) => a - b);
    return [
      `### Notice check (POST /api/tools/notice-check, SQLite)`,
      "",
      `${BENCH_PDF_PAGES}-page PDF (${Math.round(pdf.length / 1024)} KB, ${characters.toLocaleString("en")} characters of text), ${checks} sequential checks after one warm-up: ` +
        `median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms.`,
      "",
      `Server peak RSS: ${server.peakRssMb()} MB`,
      "",
    ].join("\n");
  } finally {
    await server.stop();
  }
}
