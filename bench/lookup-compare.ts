// The session lookup of two builds in one process (issue 28, session 13): both builds' SessionLookup
// on one SQLite database of 2 000 users, each with an identity and a session, in alternating rounds
// of 20 000 lookups per kind, so that a shared machine's load falls on both alike. Reported: the
// process's CPU per lookup, the median and range over the rounds. Over HTTP the same change is a
// few per cent of a request, below what a loaded machine lets autocannon resolve.
// `npx tsx bench/lookup-compare.ts BEFORE/dist [AFTER/dist]`; needs `npm run build:server` for each.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./support.js";

type Lookup = { guard(id: string): Promise<unknown>; account(id: string): Promise<unknown> };
type LookupClass = new (db: unknown, engine: "sqlite") => Lookup;

const load = async <T>(dist: string, file: string): Promise<T> => (await import(pathToFileURL(path.join(dist, file)).href)) as T;

async function main() {
  const before = path.resolve(process.argv[2] ?? "");
  const after = path.resolve(process.argv[3] ?? path.join(ROOT, "dist"));
  const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
  const perRound = 20_000;
  // The after build opens the database: its SessionLookup finds the SQLite file through it.
  const { openDatabase } = await load<typeof import("../server/db/database.js")>(after, "server/db/database.js");
  const { db, close } = await openDatabase({ databaseUrl: null, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "lookupcmp-")) });
  const now = new Date().toISOString();
  const users = 2_000;
  for (let i = 0; i < users; i++) {
    const id = `user-${i}`;
    await db
      .insertInto("users")
      .values({
        id,
        aud: "authenticated",
        role: "authenticated",
        email: `person${i}@example.ch`,
        encrypted_password: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo",
        email_confirmed_at: now,
        confirmation_sent_at: now,
        last_sign_in_at: now,
        raw_app_meta_data: '{"provider":"email","providers":["email"]}',
        raw_user_meta_data: '{"name":"Muster"}',
        banned_until: null,
        is_anonymous: 0,
        created_at: now,
        updated_at: now,
        email_change: null,
        email_change_sent_at: null,
        reauthentication_sent_at: null,
        invited_at: null,
        email_unproven: 0,
      })
      .execute();
    await db
      .insertInto("identities")
      .values({
        id: `identity-${i}`,
        provider_id: id,
        user_id: id,
        provider: "email",
        identity_data: JSON.stringify({ sub: id, email: `person${i}@example.ch`, email_verified: true }),
        last_sign_in_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto("sessions")
      .values({
        id: `session-${i}`,
        user_id: id,
        aal: "aal1",
        amr: "[]",
        user_agent: "bench",
        ip: "127.0.0.1",
        created_at: now,
        updated_at: now,
        refreshed_at: null,
      })
      .execute();
  }
  const builds: [string, Lookup][] = [];
  for (const [name, dist] of [
    ["before", before],
    ["after", after],
  ] as const) {
    const { SessionLookup } = await load<{ SessionLookup: LookupClass }>(dist, "server/auth/session-lookup.js");
    builds.push([name, new SessionLookup(db, "sqlite")]);
  }
  const samples = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const [name, lookup] of round % 2 ? [...builds].reverse() : builds) {
      for (const kind of ["account", "guard"] as const) {
        const start = process.cpuUsage();
        for (let i = 0; i < perRound; i++) await lookup[kind](`session-${(i * 7919) % users}`);
        const used = process.cpuUsage(start);
        const key = `${kind} ${name}`;
        samples.set(key, [...(samples.get(key) ?? []), (used.user + used.system) / perRound]);
      }
    }
  }
  await close();
  console.log(
    `${new Date().toISOString()}, ${rounds} alternating rounds of ${perRound} lookups, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  for (const [key, values] of [...samples].sort()) {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `${key.padEnd(16)} ${median.toFixed(1)} µs CPU per lookup (${sorted[0].toFixed(1)}–${sorted[sorted.length - 1].toFixed(1)})`,
    );
  }
}

await main();
