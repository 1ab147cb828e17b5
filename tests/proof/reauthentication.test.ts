// Finding W1, the password half: a password change needs GoTrue's reauthentication nonce unless
// the session signed in within the last 10 minutes. Real server, real SMTP, both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../server/clock.js";
import { ENGINES, signUp, type TestApp } from "../support/app.js";
import { authApi, mailTo, startAccountApp, SUBJECTS } from "../support/accounts.js";
import { codeIn, startSmtp, type TestSmtp } from "../support/smtp.js";

const MINUTE = 60_000;

describe.each(ENGINES)("password change with reauthentication on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  const clock = fixedClock(Date.parse("2026-03-02T08:00:00.000Z"));
  let api: ReturnType<typeof authApi>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startAccountApp(engine, { smtp, clock });
    api = authApi(t.url);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const reauthenticate = async (email: string, token: string) => {
    const before = smtp.received.length;
    const res = await api.get("/reauthenticate", token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({});
    const mail = await smtp.waitFor(
      (m) => smtp.received.indexOf(m) >= before && m.to.includes(email) && m.subject === SUBJECTS.reauthentication,
    );
    return codeIn(mail);
  };
  const actions = async (userId: string) =>
    await t.database.db
      .selectFrom("audit_log")
      .select(["action", "payload"])
      .where("actor_id", "=", userId)
      .orderBy("created_at")
      .execute();

  it("needs no nonce right after sign-in, and GoTrue's error once the session is older than 10 minutes", async () => {
    const { email, session } = await signUp(t.url);
    const fresh = await api.put("/user", { password: "frisch-123" }, session.access_token);
    expect(fresh.status, fresh.text).toBe(200);
    clock.advance(10 * MINUTE + 1);
    const old = await api.put("/user", { password: "spaeter-456" }, session.access_token);
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ code: 400, error_code: "reauthentication_needed", msg: "Password update requires reauthentication" });
    // Nothing changed: the password is still the one set while the session was fresh.
    expect((await api.signIn(email, "frisch-123")).access_token).toBeTruthy();
  });

  it("accepts a valid nonce once: the password changes, other sessions end, the owner is told", async () => {
    const { email, password, session } = await signUp(t.url);
    const other = await api.signIn(email, password);
    clock.advance(11 * MINUTE);
    const code = await reauthenticate(email, session.access_token);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await api.put(
      "/user",
      { password: "neu-geheim-2", nonce: code === "000000" ? "111111" : "000000" },
      session.access_token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ code: 422, error_code: "reauthentication_not_valid", msg: "Nonce has expired or is invalid" });
    // A refused change leaves the nonce usable.
    const same = await api.put("/user", { password, nonce: code }, session.access_token);
    expect(same.body.error_code).toBe("same_password");
    const changed = await api.put("/user", { password: "neu-geheim-2", nonce: code }, session.access_token);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.reauthentication_sent_at).toBe(new Date(clock.now()).toISOString());
    expect((await api.get("/user", other.access_token)).body.error_code).toBe("session_not_found");
    expect((await api.signIn(email, "neu-geheim-2")).user.email).toBe(email);
    const notice = await mailTo(smtp, email, SUBJECTS.passwordChanged);
    expect(notice.text).toContain("Muster AG");
    const reused = await api.put("/user", { password: "neu-geheim-3", nonce: code }, session.access_token);
    expect(reused.status).toBe(422);
    expect(reused.body.error_code).toBe("reauthentication_not_valid");
    const log = await actions(session.user.id);
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["user_reauthenticate_requested", "reauthentication_failed", "user_updated_password"]),
    );
    expect(JSON.stringify(log)).not.toContain(code);
  });

  it("refuses an expired nonce, a replaced one, and one that was guessed at five times", async () => {
    const { email, session } = await signUp(t.url);
    clock.advance(11 * MINUTE);
    const first = await reauthenticate(email, session.access_token);
    clock.advance(3600 * 1000 + 1);
    // The access token has expired by now; a refresh keeps the (old) session.
    const refreshed = await api.post("/token?grant_type=refresh_token", { refresh_token: session.refresh_token });
    const token = refreshed.body.access_token as string;
    const expired = await api.put("/user", { password: "neu-geheim-2", nonce: first }, token);
    expect(expired.body).toMatchObject({ error_code: "reauthentication_not_valid" });
    const second = await reauthenticate(email, token);
    clock.advance(61 * 1000);
    const third = await reauthenticate(email, token);
    if (second !== third) {
      expect((await api.put("/user", { password: "neu-geheim-2", nonce: second }, token)).body.error_code).toBe(
        "reauthentication_not_valid",
      );
    }
    for (let i = 0; i < 5; i += 1) {
      const guess = String((Number(third) + 1 + i) % 1_000_000).padStart(6, "0");
      expect((await api.put("/user", { password: "neu-geheim-2", nonce: guess }, token)).status).toBe(422);
    }
    const late = await api.put("/user", { password: "neu-geheim-2", nonce: third }, token);
    expect(late.body.error_code).toBe("reauthentication_not_valid");
    expect((await api.signIn(email, "geheim123")).user.email).toBe(email);
  });

  it("sends at most one nonce a minute per user, with GoTrue's code and message", async () => {
    const { email, session } = await signUp(t.url);
    await reauthenticate(email, session.access_token);
    const again = await api.get("/reauthenticate", session.access_token);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({
      code: 429,
      error_code: "over_email_send_rate_limit",
      msg: "For security purposes, you can only request this after 60 seconds.",
    });
    clock.advance(25 * 1000);
    expect((await api.get("/reauthenticate", session.access_token)).body.msg).toBe(
      "For security purposes, you can only request this after 35 seconds.",
    );
    clock.advance(35 * 1000);
    await reauthenticate(email, session.access_token);
    expect((await api.get("/reauthenticate")).status).toBe(401);
  });
});

describe.each(ENGINES)("password change with SECURE_PASSWORD_CHANGE off on %s", (engine) => {
  let t: TestApp;
  const clock = fixedClock(Date.parse("2026-03-02T08:00:00.000Z"));
  beforeAll(async () => {
    t = await startAccountApp(engine, { clock, env: { SECURE_PASSWORD_CHANGE: "false" } });
  });
  afterAll(() => t.close());

  it("changes the password of an old session without a nonce, as GoTrue does by default", async () => {
    const { email, session } = await signUp(t.url);
    clock.advance(30 * MINUTE);
    const res = await authApi(t.url).put("/user", { password: "ohne-nonce-1" }, session.access_token);
    expect(res.status, res.text).toBe(200);
    expect((await authApi(t.url).signIn(email, "ohne-nonce-1")).user.email).toBe(email);
  });
});
