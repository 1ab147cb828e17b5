// The sign-in lock-out (docs/decisions/008-lockout.md), on SQLite and PostgreSQL: someone
// else's failures never lock the owner out of an address that is not failing; a distributed
// guesser gets no more than the account's hourly budget; guesses are counted before they are
// verified, also in parallel against a real server process; a malformed e-mail is refused
// without storing anything; the password check of the account deletion is throttled the same way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import { sql } from "kysely";
import { ENGINES, json, startTestApp, uniqueEmail, type TestApp } from "../support/app.js";
import { createDatabase } from "../support/postgres.js";
import { fixedClock } from "../../server/clock.js";
import { startServer, tempDataDir, type ServerProcess } from "./support/server-process.js";
import { inspect, type Inspector } from "./support/db.js";
import { bearer } from "./support/http.js";
import { clusterUrl } from "../support/cluster.js";
import { addressesIn, accountFrom, signInFrom } from "../support/addresses.js";

const THRESHOLD = 3;
const LOCK_SECONDS = 300;
// More than one guess per lock period an hour (3600 / 300 = 12): one address alone can never
// empty an account's budget (decision 008).
const PER_HOUR = 15;
const HOUR = 3_600_000;

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe.each(ENGINES)("lock-out on %s", (engine) => {
  let t: TestApp;
  const clock = fixedClock(Date.now());
  const freshIp = addressesIn(engine === "sqlite" ? "10.11" : "10.12");

  beforeAll(async () => {
    t = await startTestApp(engine, {
      clock,
      env: {
        TRUST_PROXY: "1",
        AUTH_RATE_LIMIT_TOKEN: "1000/60",
        AUTH_RATE_LIMIT_SIGNUP: "1000/60",
        AUTH_LOCKOUT_THRESHOLD: String(THRESHOLD),
        AUTH_LOCKOUT_SECONDS: String(LOCK_SECONDS),
        AUTH_LOCKOUT_ACCOUNT_PER_HOUR: String(PER_HOUR),
      },
    });
  });
  afterAll(() => t?.close());

  /** A real account, signed up (and so signed in) from an address of its own: its known address. */
  const account = (password?: string) => accountFrom(t.url, freshIp(), "lockout", password);
  const signIn = (email: string, password: string, ip: string) => signInFrom(t.url, email, password, ip);
  const auditOf = async (email: string) =>
    (await t.database.db.selectFrom("audit_log").select("action").where("actor_username", "=", email).execute()).reduce<
      Record<string, number>
    >((acc, r) => ({ ...acc, [r.action]: (acc[r.action] ?? 0) + 1 }), {});

  it("locks only the failing address: the owner still signs in from any other", async () => {
    const victim = await account();
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < THRESHOLD + 2; i++) statuses.push((await signIn(victim.email, `falsch${i}`, attacker)).status);
    expect(statuses).toEqual([...Array(THRESHOLD).fill(400), 429, 429]);
    const right = await signIn(victim.email, victim.password, attacker);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" });
    expect(Number(right.headers.get("retry-after"))).toBe(LOCK_SECONDS);
    // An address that has never failed, known or not, is not locked by the attacker's failures.
    expect((await signIn(victim.email, victim.password, freshIp())).status).toBe(200);
    expect((await signIn(victim.email, victim.password, victim.home)).status).toBe(200);
    // The lock of the attacker's address ends with its time; then one guess per lock period.
    clock.advance(LOCK_SECONDS * 1000);
    expect((await signIn(victim.email, "wieder-falsch", attacker)).status).toBe(400);
    const again = await signIn(victim.email, "noch-einmal", attacker);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBe(LOCK_SECONDS);
    expect(await auditOf(victim.email)).toMatchObject({ login_failed: THRESHOLD - 1, login: 3 });
  });

  it("lets one address keep no account locked: five victims, two hours of guessing, the owners get in", async () => {
    const victims = await Promise.all(Array.from({ length: 5 }, () => account()));
    const attacker = freshIp();
    const verified = new Map(victims.map((v) => [v.email, 0]));
    for (let minute = 0; minute < 120; minute += 5) {
      for (const victim of victims) {
        const res = await signIn(victim.email, `rate-${minute}`, attacker);
        expect([400, 429]).toContain(res.status);
        if (res.status === 400) verified.set(victim.email, verified.get(victim.email)! + 1);
      }
      clock.advance(5 * 60_000);
    }
    // The threshold at once, then one guess per lock period: at most 3 + 24 in two hours.
    for (const count of verified.values()) expect(count).toBeLessThanOrEqual(THRESHOLD + (120 * 60) / LOCK_SECONDS);
    // A last burst from the attacker: its address is locked, nobody else's.
    for (const victim of victims) for (let i = 0; i < THRESHOLD; i++) await signIn(victim.email, `burst-${i}`, attacker);
    for (const victim of victims) expect((await signIn(victim.email, victim.password, freshIp())).status).toBe(200);
  });

  it("caps a distributed guesser at the account's hourly budget, and the owner's known address still gets in", async () => {
    const victim = await account();
    const statuses: number[] = [];
    for (let i = 0; i < PER_HOUR + 15; i++) statuses.push((await signIn(victim.email, `verteilt${i}`, freshIp())).status);
    expect(statuses).toEqual([...Array(PER_HOUR).fill(400), ...Array(15).fill(429)]);
    // Guesses beyond the budget are refused without verification, from any address the owner
    // has never signed in from: the stated price of the cap (decision 008).
    const fresh = await signIn(victim.email, victim.password, freshIp());
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get("retry-after"))).toBe(HOUR / 1000 / PER_HOUR);
    // The address the owner signed up from is known: the right password is verified there.
    expect((await signIn(victim.email, victim.password, victim.home)).status).toBe(200);

    // Three hours of one guess a minute from ever new addresses: the budget refills PER_HOUR an hour.
    const perHour: number[] = [];
    for (let hour = 0; hour < 3; hour++) {
      let verified = 0;
      for (let minute = 0; minute < 60; minute++) {
        clock.advance(60_000);
        const res = await signIn(victim.email, `langsam-${hour}-${minute}`, freshIp());
        expect([400, 429]).toContain(res.status);
        if (res.status === 400) verified++;
      }
      perHour.push(verified);
    }
    for (const verified of perHour) expect(verified).toBeLessThanOrEqual(PER_HOUR);
    expect(await auditOf(victim.email)).toMatchObject({ login: 2 });
    const counts = await auditOf(victim.email);
    expect((counts.login_failed ?? 0) + (counts.login_locked ?? 0)).toBeGreaterThan(0);

    // The attack stops; an hour later the owner gets in from anywhere.
    clock.advance(HOUR);
    expect((await signIn(victim.email, victim.password, freshIp())).status).toBe(200);
  });

  it("forgives an address its failures when the right password comes from it", async () => {
    const owner = await account();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < THRESHOLD - 1; i++) expect((await signIn(owner.email, `vertippt${i}`, owner.home)).status).toBe(400);
      expect((await signIn(owner.email, owner.password, owner.home)).status).toBe(200);
    }
  });

  it("treats an unknown account exactly like a known one", async () => {
    const nobody = uniqueEmail("nobody");
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < THRESHOLD + 1; i++) statuses.push((await signIn(nobody, `x${i}`, attacker)).status);
    expect(statuses).toEqual([...Array(THRESHOLD).fill(400), 429]);
  });

  it("refuses a malformed or oversized e-mail with invalid_credentials and stores nothing for it", async () => {
    const counts = async () => {
      const row = await sql<{
        audit: number | string;
        budgets: number | string;
        pairs: number | string;
      }>`select (select count(*) from audit_log) as audit, (select count(*) from login_budgets) as budgets, (select count(*) from login_pairs) as pairs`.execute(
        t.database.db,
      );
      return row.rows[0] && { audit: Number(row.rows[0].audit), budgets: Number(row.rows[0].budgets), pairs: Number(row.rows[0].pairs) };
    };
    const before = await counts();
    const huge = `${"a".repeat(500_000)}@example.ch`;
    const bad = [huge, `${"b".repeat(250)}@example.ch`, "not-an-email", "a@b@example.ch", "<script>@example.ch"];
    for (let i = 0; i < 20; i++) {
      const email = bad[i % bad.length];
      const res = await signIn(email, "irgendwas", freshIp());
      expect(res.status, email.slice(0, 40)).toBe(400);
      expect(res.body).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });
    }
    expect(await counts()).toEqual(before);
  });

  it("throttles the password check of the account deletion through the same accounting", async () => {
    const owner = await account();
    const thief = freshIp();
    const del = (password: string, ip: string, token = owner.token) =>
      json(`${t.url}/api/me`, {
        method: "DELETE",
        headers: { ...bearer(token), "x-forwarded-for": ip },
        body: JSON.stringify({ password }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < THRESHOLD; i++) statuses.push((await del(`rate${i}`, thief)).status);
    expect(statuses).toEqual(Array(THRESHOLD).fill(403));
    const locked = await del(owner.password, thief);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe("too_many_attempts");
    expect(locked.body.error.message).toMatch(/Es wurde nichts gelöscht/);
    expect(Number(locked.headers.get("retry-after"))).toBe(LOCK_SECONDS);
    // The same accounting: the thief's address is locked for signing in to this account too.
    expect((await signIn(owner.email, owner.password, thief)).status).toBe(429);
    // A per-user bucket too: spreading the guesses over fresh addresses meets it.
    const spread: number[] = [];
    for (let i = 0; i < 8; i++) spread.push((await del(`verteilt${i}`, freshIp())).status);
    expect(spread.filter((s) => s === 403).length).toBeLessThanOrEqual(5);
    expect(spread.at(-1)).toBe(429);
    expect((await json(`${t.url}/api/me`, { headers: bearer(owner.token) })).status).toBe(200);
    // The owner, later, from home: deleted, and with it what the lock-out kept about the account.
    clock.advance(HOUR);
    const session = await signIn(owner.email, owner.password, owner.home);
    expect(session.status).toBe(200);
    const key = t.app.auth.lockout.accountKey(owner.email);
    const rowsOf = async () =>
      (await t.database.db.selectFrom("login_budgets").select("account_key").where("account_key", "=", key).execute()).length +
      (await t.database.db.selectFrom("login_pairs").select("account_key").where("account_key", "=", key).execute()).length +
      (await t.database.db.selectFrom("login_known_addresses").select("account_key").where("account_key", "=", key).execute()).length;
    expect(await rowsOf()).toBeGreaterThan(0);
    expect((await del(owner.password, owner.home, session.body.access_token)).status).toBe(204);
    expect(await rowsOf()).toBe(0);
  });

  it("prunes what the lock-out remembers once it no longer matters", async () => {
    const owner = await account();
    for (let i = 0; i < 4; i++) await signIn(owner.email, `alt${i}`, freshIp());
    await signIn(uniqueEmail("vergessen"), "x", freshIp());
    const size = async () => ({
      budgets: (await t.database.db.selectFrom("login_budgets").select("account_key").execute()).length,
      pairs: (await t.database.db.selectFrom("login_pairs").select("pair_key").execute()).length,
      known: (await t.database.db.selectFrom("login_known_addresses").select("pair_key").execute()).length,
    });
    const before = await size();
    expect(before.budgets).toBeGreaterThan(0);
    expect(before.pairs).toBeGreaterThan(0);
    expect(before.known).toBeGreaterThan(0);
    clock.advance(2 * 24 * HOUR);
    await t.app.retention();
    expect(await size()).toMatchObject({ budgets: 0, pairs: 0 });
    expect((await size()).known).toBe(before.known);
    clock.advance(100 * 24 * HOUR);
    await t.app.retention();
    expect((await size()).known).toBe(0);
  });
});

describe.each(ENGINES)("parallel guesses against a real server on %s", (engine) => {
  let server: ServerProcess;
  let inspector: Inspector;
  let dataDir: string;
  const PARALLEL_THRESHOLD = 5;
  const PARALLEL_PER_HOUR = 10;
  const freshIp = addressesIn(engine === "sqlite" ? "172.16" : "172.17");

  beforeAll(async () => {
    dataDir = tempDataDir("proof-lockout-");
    const databaseUrl = engine === "postgres" ? await createDatabase(await clusterUrl(), "proof_lockout") : undefined;
    server = await startServer({
      dataDir,
      databaseUrl,
      env: {
        TRUST_PROXY: "1",
        AUTH_LOCKOUT_THRESHOLD: String(PARALLEL_THRESHOLD),
        AUTH_LOCKOUT_ACCOUNT_PER_HOUR: String(PARALLEL_PER_HOUR),
        // Production's hash cost: the window between the check and the count is as wide as there.
        ARGON2_MEMORY_KIB: "19456",
        ARGON2_ITERATIONS: "2",
      },
    });
    inspector = inspect({ databaseUrl, dataDir });
  });
  afterAll(async () => {
    await server?.kill("SIGTERM");
    await inspector?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const account = () => accountFrom(server.url, freshIp(), "parallel");
  const signIn = (email: string, password: string, ip: string) => signInFrom(server.url, email, password, ip);
  /** Verified attempts as the audit log saw them: failures (and the one that locked) and sign-ins, less the sign-up's. */
  const verifiedInAudit = async (id: string) =>
    (
      await inspector.db
        .selectFrom("audit_log")
        .select("action")
        .where("actor_id", "=", id)
        .where("action", "in", ["login_failed", "login_locked", "login"])
        .execute()
    ).length - 1;

  it("verifies at most the threshold of 50 parallel wrong guesses and the right one from one address", async () => {
    const victim = await account();
    const attacker = freshIp();
    const attempts = [...Array.from({ length: 50 }, (_, i) => `falsch-${i}`), victim.password];
    const results = await Promise.all(attempts.map((pw) => signIn(victim.email, pw, attacker)));
    const counts = tally(results.map((r) => r.status));
    const accepted = counts[200] ?? 0;
    // Had the right one been verified early, its success forgives the address: at most one more round.
    expect(counts[400] ?? 0).toBeLessThanOrEqual(accepted ? 2 * PARALLEL_THRESHOLD - 1 : PARALLEL_THRESHOLD);
    expect(counts[429]).toBeGreaterThanOrEqual(51 - 2 * PARALLEL_THRESHOLD);
    expect((counts[400] ?? 0) + accepted + (counts[429] ?? 0)).toBe(51);
    expect(await verifiedInAudit(victim.id)).toBe((counts[400] ?? 0) + accepted);
    for (const res of results.filter((r) => r.status === 429)) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("verifies at most the account's budget of 50 parallel guesses from 50 addresses", async () => {
    const victim = await account();
    const attempts = [...Array.from({ length: 50 }, (_, i) => `verteilt-${i}`), victim.password];
    const results = await Promise.all(attempts.map((pw) => signIn(victim.email, pw, freshIp())));
    const counts = tally(results.map((r) => r.status));
    const accepted = counts[200] ?? 0;
    // A success gives its own guess back to the budget.
    expect((counts[400] ?? 0) + accepted).toBeLessThanOrEqual(PARALLEL_PER_HOUR + accepted);
    expect(await verifiedInAudit(victim.id)).toBe((counts[400] ?? 0) + accepted);
  });
});
