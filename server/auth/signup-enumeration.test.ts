// Sign-up for an address that is already registered: with confirmation by e-mail on, the answer
// must not tell (GoTrue's sanitizeUser); with it off, the seed's error catalogue relies on 422.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, startTestApp, uniqueEmail, type TestApp } from "../../tests/support/app.js";

describe.each(ENGINES)("sign-up of a registered address on %s", (engine) => {
  let confirming: TestApp;
  let autoconfirm: TestApp;
  beforeAll(async () => {
    // Without the one-minute window: it applies to a known address as to a new one (decision 019),
    // and these tests sign up the same address twice in a row.
    confirming = await startTestApp(engine, {
      env: { MAILER_AUTOCONFIRM: "false", AUTH_RATE_LIMIT_SIGNUP: "1000/60", SMTP_MAX_FREQUENCY: "0" },
    });
    autoconfirm = await startTestApp(engine, { env: { AUTH_RATE_LIMIT_SIGNUP: "1000/60" } });
  });
  afterAll(async () => {
    await confirming.close();
    await autoconfirm.close();
  });
  const signUp = (t: TestApp, email: string, data: Record<string, unknown> = {}) =>
    json(`${t.url}/auth/v1/signup`, { method: "POST", body: JSON.stringify({ email, password: "Zugspitze-1962", data }) });

  it("with confirmation on, answers a confirmed address as a new one: 200, a fresh id, no identities", async () => {
    const email = uniqueEmail("known");
    const first = await signUp(confirming, email);
    expect(first.status).toBe(200);
    // Without a session GoTrue answers with the user itself.
    const id = first.body.id;
    expect(first.body.identities).toHaveLength(1);
    // Confirm the address directly in the database, as the e-mail link would.
    await confirming.database.db.updateTable("users").set({ email_confirmed_at: new Date().toISOString() }).where("id", "=", id).execute();

    const again = await signUp(confirming, email, { name: "Mallory" });
    expect(again.status).toBe(200);
    const user = again.body;
    expect(user.email).toBe(email);
    expect(user.id).not.toBe(id);
    expect(user.identities).toEqual([]);
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.confirmation_sent_at).toBeDefined();
    expect(user.access_token).toBeUndefined();
    expect(Object.keys(user).sort()).toEqual(Object.keys(first.body).sort());
    // Nothing of the real account leaks or changes.
    const stored = await confirming.database.db
      .selectFrom("users")
      .select(["raw_user_meta_data"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.raw_user_meta_data).name).toBeUndefined();
    const count = await confirming.database.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("with confirmation off, keeps the seed's 422 user_already_exists", async () => {
    const email = uniqueEmail("seed");
    expect((await signUp(autoconfirm, email)).status).toBe(200);
    const again = await signUp(autoconfirm, email);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ error_code: "user_already_exists", msg: "User already registered" });
  });
});
