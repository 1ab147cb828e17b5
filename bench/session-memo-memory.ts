// What the remembered session lookups cost in memory on SQLite (issue 28, session 15): a full memo
// (MAX_REMEMBERED sessions, each with its guard and GET /user lookup and the serialised body, as a
// user with one e-mail identity and no factor has them) against an empty one, the V8 heap after a
// full collection. `npx tsx --expose-gc bench/session-memo-memory.ts`
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, sqliteFileOf } from "../server/db/database.js";
import { SessionLookup } from "../server/auth/session-lookup.js";
import { MAX_REMEMBERED } from "../server/auth/session-memo.js";
import { userJson } from "../server/auth/user-json.js";
import { factorsFieldOf } from "../server/auth/factors-store.js";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc");

function heapAfterCollection(): number {
  for (let i = 0; i < 3; i++) gc!();
  return process.memoryUsage().heapUsed;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "memo-memory-"));
  const { db, close } = await openDatabase({ databaseUrl: null, dataDir });
  const file = sqliteFileOf(db)!;
  const now = new Date().toISOString();
  const user = file.prepare(
    `insert into users (id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at, last_sign_in_at,
       raw_app_meta_data, raw_user_meta_data, banned_until, is_anonymous, created_at, updated_at, email_change,
       email_change_sent_at, reauthentication_sent_at, invited_at, email_unproven)
     values (?, 'authenticated', 'authenticated', ?, '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g', ?, ?, ?,
       '{"provider":"email","providers":["email"]}', ?, null, 0, ?, ?, null, null, null, null, 0)`,
  );
  const identity = file.prepare(
    `insert into identities (id, provider_id, user_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
     values (?, ?, ?, 'email', ?, ?, ?, ?)`,
  );
  const session = file.prepare(
    `insert into sessions (id, user_id, aal, amr, user_agent, ip, created_at, updated_at, refreshed_at)
     values (?, ?, 'aal1', ?, ?, '203.0.113.7', ?, ?, null)`,
  );
  file.transaction(() => {
    for (let i = 0; i < MAX_REMEMBERED; i++) {
      const id = crypto.randomUUID();
      const email = `person.${i}@muster-treuhand.ch`;
      const meta = JSON.stringify({ sub: id, email, email_verified: true, phone_verified: false });
      user.run(id, email, now, now, now, meta, now, now);
      identity.run(crypto.randomUUID(), id, id, meta, now, now, now);
      const amr = JSON.stringify([{ method: "password", timestamp: Math.floor(Date.now() / 1000) }]);
      session.run(`s-${i}`, id, amr, "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36", now, now);
    }
  })();
  const lookup = new SessionLookup(db, "sqlite");
  await lookup.guard("s-0");
  const empty = heapAfterCollection();
  for (let i = 0; i < MAX_REMEMBERED; i++) {
    await lookup.guard(`s-${i}`);
    const found = (await lookup.account(`s-${i}`))!;
    found.wire!.body = JSON.stringify({ ...userJson(found.user, found.identities), ...factorsFieldOf(found.factors) });
  }
  const full = heapAfterCollection();
  if ((await lookup.account("s-1"))?.wire?.body === undefined) throw new Error("the memo did not keep the lookups");
  console.log(
    `${new Date().toISOString()}: ${MAX_REMEMBERED} remembered sessions: heap ${((full - empty) / 1024 / 1024).toFixed(1)} MB, ` +
      `${((full - empty) / MAX_REMEMBERED / 1024).toFixed(2)} KB per session`,
  );
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
