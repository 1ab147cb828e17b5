// The SQLite session memo's stamp (server/auth/session-memo.ts), read once per signed-in request:
// session 15–19's one select from the pragma_data_version table against session 20's two prepared
// statements, in one process on a WAL file as the server opens it, alternating rounds, CPU per read.
// `npx tsx bench/memo-stamp.ts` (SAMPLE_ROUNDS, default 12; READS, default 20 000 per round).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { median } from "./pairs.js";

const rounds = Number(process.env.SAMPLE_ROUNDS ?? 12);
const reads = Number(process.env.READS ?? 20_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "memo-stamp-"));
const file = new SQLite(path.join(dir, "app.db"));
file.pragma("journal_mode = WAL");
file.pragma("synchronous = FULL");
file.exec("create table t (x integer)");
file.prepare("insert into t values (1)").run();

const table = file.prepare<[], string>("select total_changes() || ':' || data_version from pragma_data_version").pluck();
const version = file.prepare<[], number>("PRAGMA data_version").pluck();
const changes = file.prepare<[], number>("select total_changes()").pluck();
const ways: Record<string, () => unknown> = {
  "pragma table (sessions 15–19)": () => table.get(),
  "two statements (session 20)": () => {
    const v = version.get();
    return `${changes.get()}:${v}`;
  },
};
if (ways["pragma table (sessions 15–19)"]() !== ways["two statements (session 20)"]()) throw new Error("the stamps differ");

const cpu: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (const [name, read] of Object.entries(ways)) {
    for (let i = 0; i < 2_000; i++) read();
    const start = process.cpuUsage();
    for (let i = 0; i < reads; i++) read();
    const used = process.cpuUsage(start);
    cpu[name].push((used.user + used.system) / reads);
  }
}
console.log(`${rounds} alternating rounds of ${reads} reads, load average ${os.loadavg()[0].toFixed(1)}; CPU per read`);
for (const [name, values] of Object.entries(cpu)) {
  console.log(`${name}: median ${median(values).toFixed(2)} µs (${values.map((v) => v.toFixed(1)).join(" ")})`);
}
file.close();
fs.rmSync(dir, { recursive: true, force: true });
