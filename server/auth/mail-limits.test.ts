// The e-mail allowances (decision 019) on both engines: requests for unknown addresses charge no
// instance allowance and get the answer a real address gets; each requester's caps stay below the
// instance allowances; a signed-in user's own mail has buckets no stranger can reach.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, startTestApp, uniqueEmail, type TestApp } from "../../tests/support/app.js";

describe.each(ENGINES)("e-mail allowances on %s", (engine) => {
  let t: TestApp;
  let nextIp = 0;
  const freshIp = () => `198.51.100.${(nextIp += 1)}`;
  beforeAll(async () => {
    t = await startTestApp(engine, {
      env: {
        TRUST_PROXY: "true",
        AUTH_RATE_LIMIT_SIGNUP: "1000/60",
        // Small pools, so that the tests can empty them: 8 new-address, 6 account mails an hour;
        // the per-requester caps then default to 5 (below both).
        AUTH_RATE_LIMIT_EMAIL: "8",
        AUTH_RATE_LIMIT_EMAIL_ACCOUNTS: "6",
        SMTP_MAX_FREQUENCY: "0",
      },
    });
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, ip: string, token?: string) =>
    json(`${t.url}/auth/v1${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "x-forwarded-for": ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const reauthenticate = (token: string, ip: string) =>
    json(`${t.url}/auth/v1/reauthenticate`, { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip } });
  const bucket = async (key: string) =>
    await t.database.db.selectFrom("rate_limits").select("milli_tokens").where("key", "=", key).executeTakeFirst();
  const clearBuckets = () => t.database.db.deleteFrom("rate_limits").execute();

  it("derives the caps below both pools", () => {
    expect(t.config.mail.perIpRateLimit).toEqual({ count: 5, periodSeconds: 3600, burst: 5 });
    expect(t.config.mail.perAddressRateLimit).toEqual({ count: 5, periodSeconds: 3600, burst: 5 });
  });

  it("charges no pool for unknown addresses: 40 from 40 addresses leave reauthentication and a real reset working", async () => {
    await clearBuckets();
    const user = await signUp(t.url, uniqueEmail("owner"));
    for (let i = 0; i < 40; i++) {
      const res = await post("/recover", { email: uniqueEmail("made-up") }, freshIp());
      expect([res.status, res.body]).toEqual([200, {}]);
    }
    expect(await bucket("email:accounts")).toBeUndefined();
    expect(await bucket("email:instance")).toBeUndefined();
    expect((await reauthenticate(user.session.access_token, freshIp())).status).toBe(200);
    const reset = await post("/recover", { email: user.email }, freshIp());
    expect([reset.status, reset.body]).toEqual([200, {}]);
    // The two real mails, and only they, came out of the accounts pool.
    // (plus what trickled back in the seconds between: 6 an hour is under 2 thousandths a second).
    const left = Number((await bucket("email:accounts"))?.milli_tokens);
    expect(left).toBeGreaterThanOrEqual(4000);
    expect(left).toBeLessThan(4500);
  });

  it("caps one client address below the pools; a signed-in user on that network is not affected", async () => {
    await clearBuckets();
    const ip = freshIp();
    const user = await signUp(t.url, uniqueEmail("neighbour"));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post("/recover", { email: uniqueEmail("flood") }, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await post("/recover", { email: user.email }, ip);
    expect(refused.body).toEqual({ code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await reauthenticate(user.session.access_token, ip)).status).toBe(200);
  });

  it("caps one recipient below the pools, the same for a known and an unknown address", async () => {
    await clearBuckets();
    const known = (await signUp(t.url, uniqueEmail("known"))).email;
    const unknown = uniqueEmail("unknown");
    for (const email of [known, unknown]) {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await post("/recover", { email }, freshIp()));
      expect(answers.slice(0, 5).map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers[5].status).toBe(429);
      expect(answers[5].body.error_code).toBe("over_email_send_rate_limit");
      expect(answers[5].body.msg).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    }
  });

  it("answers an unknown address like a known one once the accounts pool is empty, and charges it nothing", async () => {
    await clearBuckets();
    const owners = await Promise.all(Array.from({ length: 7 }, () => signUp(t.url, uniqueEmail("drain"))));
    const statuses = [];
    for (const owner of owners) statuses.push((await post("/recover", { email: owner.email }, freshIp())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const known = await post("/recover", { email: owners[0].email }, freshIp());
    const unknown = await post("/recover", { email: uniqueEmail("nobody") }, freshIp());
    expect(known.body).toEqual({ code: 429, error_code: "over_email_send_rate_limit", msg: "email rate limit exceeded" });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    // The sign-up pool is separate: a new address still gets its confirmation elsewhere.
    expect(await bucket("email:instance")).toBeUndefined();
  });

  it("keeps a signed-in user's own allowance away from strangers naming the address", async () => {
    await clearBuckets();
    const user = await signUp(t.url, uniqueEmail("target"));
    for (let i = 0; i < 6; i++) await post("/recover", { email: user.email }, freshIp());
    expect((await post("/recover", { email: user.email }, freshIp())).status).toBe(429);
    // The address's cap is used up; the user's own one is not.
    expect((await reauthenticate(user.session.access_token, freshIp())).status).toBe(200);
  });

  it("does not charge a pool for /otp refused without create_user, nor for /resend without a pending mail", async () => {
    await clearBuckets();
    const user = await signUp(t.url, uniqueEmail("confirmed"));
    const otp = await post("/otp", { email: uniqueEmail("stranger"), create_user: false }, freshIp());
    expect([otp.status, otp.body.error_code]).toEqual([422, "otp_disabled"]);
    for (const body of [
      { type: "signup", email: uniqueEmail("stranger") },
      { type: "signup", email: user.email },
      { type: "email_change", email: user.email },
    ]) {
      expect((await post("/resend", body, freshIp())).status).toBe(200);
    }
    expect(await bucket("email:accounts")).toBeUndefined();
    expect(await bucket("email:instance")).toBeUndefined();
  });
});
