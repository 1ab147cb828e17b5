// Abuse, on SQLite and PostgreSQL: brute force against one account and credential stuffing
// across many accounts from one address meet 429 and the lockout, and the audit log records
// login_failed / login_locked. Sign-up floods and chat floods meet their limits too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, startTestApp, uniqueEmail, type TestApp } from "../support/app.js";
import { fixedClock } from "../../server/clock.js";
import { bearer, postChat } from "./support/http.js";
import { addressesIn, accountFrom, signInFrom } from "../support/addresses.js";

const TOKEN_BURST = 20;
const LOCKOUT_THRESHOLD = 5;
/** Failed guesses per account and hour from addresses it never signed in from (decision 008). */
const ACCOUNT_BUDGET = 8;
const SIGNUP_BURST = 10;

describe.each(ENGINES)("abuse on %s", (engine) => {
  let t: TestApp;
  // A fixed clock: buckets do not refill and locks do not expire unless a test moves time.
  const clock = fixedClock(Date.now());
  const freshIp = addressesIn(engine === "sqlite" ? "10.1" : "10.2");

  beforeAll(async () => {
    t = await startTestApp(engine, {
      clock,
      env: {
        TRUST_PROXY: "true",
        AUTH_RATE_LIMIT_TOKEN: `${TOKEN_BURST}/300`,
        AUTH_RATE_LIMIT_SIGNUP: `${SIGNUP_BURST}/300`,
        AUTH_LOCKOUT_THRESHOLD: String(LOCKOUT_THRESHOLD),
        AUTH_LOCKOUT_SECONDS: "300",
        AUTH_LOCKOUT_ACCOUNT_PER_HOUR: String(ACCOUNT_BUDGET),
        CHAT_RATE_LIMIT: "5/60",
        CHAT_STREAM_DELAY_MS: "0",
      },
    });
  });
  afterAll(() => t?.close());

  /** A real account, created from an address of its own (so sign-up limits stay out of the way). */
  const account = (password?: string) => accountFrom(t.url, freshIp(), "abuse", password);
  const signIn = (email: string, password: string, ip: string) => signInFrom(t.url, email, password, ip);
  const auditOf = (email: string) =>
    t.database.db
      .selectFrom("audit_log")
      .select(["action", "ip", "actor_id"])
      .where("actor_username", "=", email)
      .orderBy("created_at")
      .execute();
  const tally = (rows: { action: string }[]) =>
    rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.action]: (acc[r.action] ?? 0) + 1 }), {});
  const sessionsOf = async (userId: string) =>
    (await t.database.db.selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).length;

  it("meets brute force against one account with the lockout, then 429 for the address, and audits it", async () => {
    const victim = await account();
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signIn(victim.email, `passwort${i}`, attacker)).status);
    // Threshold failures, then locked (429) until the address's bucket is empty (429 as well).
    expect(statuses.slice(0, LOCKOUT_THRESHOLD)).toEqual(Array(LOCKOUT_THRESHOLD).fill(400));
    expect(statuses.slice(LOCKOUT_THRESHOLD)).toEqual(Array(30 - LOCKOUT_THRESHOLD).fill(429));
    // Even the right password is refused from the attacker's address...
    const right = await signIn(victim.email, victim.password, attacker);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" });
    expect(await sessionsOf(victim.id)).toBe(1); // the one from sign-up, nothing more
    // ...but the attacker's failures lock only the attacker's address, not the owner (issue 14, V2).
    const elsewhere = await signIn(victim.email, victim.password, freshIp());
    expect(elsewhere.status).toBe(200);

    const audit = await auditOf(victim.email);
    const counts = tally(audit);
    expect(counts.login_failed).toBe(LOCKOUT_THRESHOLD - 1);
    // The failure that locks and each attempt while locked (until the bucket ran dry).
    expect(counts.login_locked).toBe(1 + (TOKEN_BURST - LOCKOUT_THRESHOLD));
    expect(counts.login).toBe(2); // the sign-up's own sign-in and the owner's from elsewhere
    expect(audit.filter((a) => a.action === "login_failed").every((a) => a.ip === attacker && a.actor_id === victim.id)).toBe(true);

    // The lock ends after its time; the owner gets in from their own address.
    clock.advance(301_000);
    const later = await signIn(victim.email, victim.password, freshIp());
    expect(later.status).toBe(200);
  });

  it("meets distributed brute force (a new address per attempt) with the per-account budget", async () => {
    const victim = await account();
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_BUDGET + 3; i++) statuses.push((await signIn(victim.email, `falsch${i}`, freshIp())).status);
    expect(statuses).toEqual([...Array(ACCOUNT_BUDGET).fill(400), 429, 429, 429]);
    expect((await signIn(victim.email, victim.password, freshIp())).status).toBe(429);
    const counts = tally(await auditOf(victim.email));
    expect(counts).toMatchObject({ login_failed: ACCOUNT_BUDGET - 1, login_locked: 1 + 3 + 1 });
    // The address the owner signed up from is still heard.
    expect((await signIn(victim.email, victim.password, victim.home)).status).toBe(200);
    clock.advance(301_000);
  });

  it("meets credential stuffing across many accounts from one address with 429, and audits it", async () => {
    const accounts = await Promise.all(Array.from({ length: 25 }, () => account()));
    const unknown = Array.from({ length: 5 }, () => ({ email: uniqueEmail("nobody"), password: "x", id: null }));
    // A leaked list: known and unknown addresses, one guess each, all from one address.
    const list = [...accounts.slice(0, 12), ...unknown, ...accounts.slice(12)];
    const stuffer = freshIp();
    const results: { email: string; status: number }[] = [];
    for (const entry of list) results.push({ email: entry.email, status: (await signIn(entry.email, "Sommer2024!", stuffer)).status });
    expect(results.slice(0, TOKEN_BURST).map((r) => r.status)).toEqual(Array(TOKEN_BURST).fill(400));
    expect(results.slice(TOKEN_BURST).map((r) => r.status)).toEqual(Array(list.length - TOKEN_BURST).fill(429));
    // Once limited, even a correct pair gets no answer from this address: nothing can be tested.
    const hit = accounts.at(-1)!;
    expect((await signIn(hit.email, hit.password, stuffer)).status).toBe(429);

    // Every guess that reached the password check is in the audit log, known account or not.
    const tried = results.slice(0, TOKEN_BURST).map((r) => r.email);
    const rows = await t.database.db
      .selectFrom("audit_log")
      .select(["action", "actor_username", "actor_id", "ip"])
      .where("ip", "=", stuffer)
      .execute();
    expect(rows.every((r) => r.action === "login_failed")).toBe(true);
    expect(rows.map((r) => r.actor_username).sort()).toEqual([...tried].sort());
    expect(rows.filter((r) => r.actor_id === null).length).toBe(unknown.length);
    // One failure per account locks none of them: the owners are not punished.
    for (const owner of accounts.slice(0, 3)) expect((await signIn(owner.email, owner.password, freshIp())).status).toBe(200);
    const sessionsAfter = await Promise.all(accounts.slice(3).map((a) => sessionsOf(a.id)));
    expect(sessionsAfter.every((n) => n === 1)).toBe(true);
  });

  it("meets a sign-up flood from one address with 429 and writes nothing for it", async () => {
    const flooder = freshIp();
    const before = Number(
      (
        await t.database.db
          .selectFrom("users")
          .select(({ fn }) => fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const statuses: number[] = [];
    for (let i = 0; i < SIGNUP_BURST + 5; i++) {
      statuses.push(
        (
          await json(`${t.url}/auth/v1/signup`, {
            method: "POST",
            body: JSON.stringify({ email: uniqueEmail("flood"), password: "geheim123" }),
            headers: { "x-forwarded-for": flooder },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(SIGNUP_BURST).fill(200), ...Array(5).fill(429)]);
    const after = Number(
      (
        await t.database.db
          .selectFrom("users")
          .select(({ fn }) => fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after - before).toBe(SIGNUP_BURST);
  });

  it("meets a chat flood from one account with 429 per user, and stores no refused question", async () => {
    const flooder = await account();
    const bystander = await account();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await postChat(t.url, flooder.token, { message: `Flut ${i}: Was ist Profiling?` });
      statuses.push(res.status);
      await res.text();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const questions = await t.database.db
      .selectFrom("messages")
      .select("content")
      .where("user_id", "=", flooder.id)
      .where("role", "=", "user")
      .execute();
    expect(questions.length).toBe(5);
    const other = await postChat(t.url, bystander.token, { message: "Was ist Profiling?" });
    expect(other.status).toBe(200);
    await other.text();
    expect((await json(`${t.url}/api/conversations`, { headers: bearer(flooder.token) })).status).toBe(200);
  });
});
