// What the server's V8 heap keeps (issue 28, session 12): the built server with bench/memwatch.mjs,
// one sign-up, then optionally some seconds of load on one route; then a heap snapshot (which
// collects the garbage first) summarised by what each object is (its constructor, or strings,
// arrays, code, ...), self sizes only. `npx tsx bench/heap-summary.ts [sqlite|postgres] [route seconds]`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cannon } from "./requests.js";
import { GENEROUS_LIMITS, ROOT, sessionsFor, startServer } from "./support.js";
import { createDatabase, startPostgres } from "../tests/support/postgres.js";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Self size per kind of object, largest first. */
export function summariseSnapshot(file: string, top = 30): string {
  const snap = JSON.parse(fs.readFileSync(file, "utf8")) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [TYPE, NAME, SIZE] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const groups = new Map<string, { bytes: number; count: number }>();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + TYPE]];
    const name = snap.strings[snap.nodes[i + NAME]];
    const key = type === "object" || type === "closure" ? `${type} ${name}` : type === "native" ? `native ${name.slice(0, 40)}` : type;
    const size = snap.nodes[i + SIZE];
    const g = groups.get(key) ?? { bytes: 0, count: 0 };
    g.bytes += size;
    g.count++;
    groups.set(key, g);
    total += size;
  }
  const mb = (b: number) => (b / 1048576).toFixed(1);
  const lines = [`heap in the snapshot: ${mb(total)} MB`, "", "| MB | objects | kind |", "|---|---|---|"];
  for (const [key, g] of [...groups].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top))
    lines.push(`| ${mb(g.bytes)} | ${g.count} | ${key.replaceAll("|", "\\|")} |`);
  return lines.join("\n");
}

async function main() {
  const engine = process.argv[2] ?? "sqlite";
  const route = process.argv[3];
  const seconds = Number(process.argv[4] ?? 10);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "heapsum-"));
  const pg = engine === "postgres" ? await startPostgres() : null;
  try {
    const server = await startServer({
      ...GENEROUS_LIMITS,
      ...(pg ? { DATABASE_URL: await createDatabase(pg.url) } : {}),
      NODE_OPTIONS: `--import=${path.join(ROOT, "bench/memwatch.mjs")}`,
      MEMWATCH_FILE: path.join(dir, "report"),
      MEMWATCH_SNAPSHOT: path.join(dir, "heap"),
    });
    try {
      const auth = await sessionsFor(server.url, 32);
      if (route) await cannon(server, route, seconds, route === "/auth/v1/health" ? {} : auth);
      process.kill(server.pid, "SIGUSR2");
      for (let i = 0; i < 3000 && !fs.existsSync(path.join(dir, "report.0")); i++) await new Promise((r) => setTimeout(r, 100));
      const report = JSON.parse(fs.readFileSync(path.join(dir, "report.0"), "utf8")) as {
        now: Record<string, number>;
        peak: Record<string, number>;
        snapshot: string;
      };
      console.log(
        `${engine}${route ? `, after ${seconds} s of ${route}` : ", after start-up and 32 sign-ups"}, load ${os.loadavg()[0].toFixed(1)}`,
      );
      console.log(
        `kept after a full collection (MB): ${JSON.stringify(report.now)}\npeak before it (MB): ${JSON.stringify(report.peak)}\n`,
      );
      console.log(summariseSnapshot(report.snapshot));
      fs.rmSync(report.snapshot);
    } finally {
      await server.stop();
    }
  } finally {
    await pg?.stop();
  }
}

if (process.argv[1]?.endsWith("heap-summary.ts")) await main();
