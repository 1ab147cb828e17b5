// The password policy at sign-up and at PUT /user, on SQLite and PostgreSQL: known and trivially
// guessable passwords are refused with GoTrue's weak_password shape and change nothing; long and
// non-ASCII passwords work; the same text typed in another Unicode form signs in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, startTestApp, uniqueEmail, type TestApp } from "../support/app.js";
import { bearer } from "./support/http.js";

const PWNED = {
  code: 422,
  error_code: "weak_password",
  msg: "Password is known to be weak and easy to guess, please choose a different one.",
  weak_password: { reasons: ["pwned"] },
};

describe.each(ENGINES)("password policy on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { env: { AUTH_RATE_LIMIT_SIGNUP: "100000/60", AUTH_RATE_LIMIT_TOKEN: "100000/60" } });
  });
  afterAll(() => t?.close());

  const post = (path: string, body: unknown) => json(`${t.url}/auth/v1${path}`, { method: "POST", body: JSON.stringify(body) });
  const signIn = (email: string, password: string) => post("/token?grant_type=password", { email, password });
  const userCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom("users")
          .select(({ fn }) => fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses common and trivially guessable passwords at sign-up, and creates no account", async () => {
    const before = await userCount();
    for (const password of ["123456", "password", "aaaaaa", "P@ssw0rd", "qwerty123", "abcdefgh", "11111111111111111111"]) {
      const email = uniqueEmail();
      const res = await post("/signup", { email, password });
      expect(res.status, password).toBe(422);
      expect(res.body, password).toEqual(PWNED);
      expect((await signIn(email, password)).body.error_code).toBe("invalid_credentials");
    }
    // The new error format of API version 2024-01-01 carries the reasons too.
    const v2024 = await json(`${t.url}/auth/v1/signup`, {
      method: "POST",
      headers: { "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ email: uniqueEmail(), password: "password" }),
    });
    expect(v2024.body).toEqual({ code: "weak_password", message: PWNED.msg, weak_password: { reasons: ["pwned"] } });
    expect(await userCount()).toBe(before);
  });

  it("refuses a common password at PUT /user and keeps the old one", async () => {
    const { email, password, session } = await signUp(t.url);
    const res = await json(`${t.url}/auth/v1/user`, {
      method: "PUT",
      headers: bearer(session.access_token),
      body: JSON.stringify({ password: "123456789" }),
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(PWNED);
    expect((await signIn(email, password)).status).toBe(200);
    expect((await signIn(email, "123456789")).status).toBe(400);
  });

  it("accepts a 40-character umlaut password and passphrases up to 1024 characters, refuses longer ones", async () => {
    const umlauts = "Öäüß·Üöäß·Äöüß·Öüäß·ÜÄÖß·äöÜß·ÖÜäß·üÄößÄ";
    expect([...umlauts].length).toBe(40);
    expect(Buffer.byteLength(umlauts)).toBe(80);
    const a = await signUp(t.url, uniqueEmail(), umlauts);
    expect((await signIn(a.email, umlauts)).status).toBe(200);
    expect((await signIn(a.email, umlauts.slice(0, 36))).status).toBe(400);

    const passphrase = Array.from({ length: 200 }, (_, i) => `wort${(i * 7919) % 1000}`)
      .join("-")
      .slice(0, 1024);
    expect(passphrase.length).toBe(1024);
    const b = await signUp(t.url, uniqueEmail(), passphrase);
    expect((await signIn(b.email, passphrase)).status).toBe(200);
    // The same password confirms the deletion of the account (Art. 32 DSG).
    const deleted = await fetch(`${t.url}/api/me`, {
      method: "DELETE",
      headers: { ...bearer(b.session.access_token), "content-type": "application/json" },
      body: JSON.stringify({ password: passphrase }),
    });
    expect(deleted.status).toBe(204);
    expect((await signIn(b.email, passphrase)).status).toBe(400);

    const before = await userCount();
    const tooLong = await post("/signup", { email: uniqueEmail(), password: `${passphrase}x` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ code: 400, error_code: "validation_failed", msg: "Password cannot be longer than 1024 characters" });
    expect(await userCount()).toBe(before);
  });

  it("signs in with the same password typed in another Unicode form (NFKC)", async () => {
    const composed = "Grüezi-mitenand-2024"; // ü as one code point, as a Mac or Windows keyboard types it
    const decomposed = composed.normalize("NFD"); // u + combining diaeresis, as some devices send it
    expect(decomposed).not.toBe(composed);
    const a = await signUp(t.url, uniqueEmail(), decomposed);
    expect((await signIn(a.email, composed)).status).toBe(200);
    const b = await signUp(t.url, uniqueEmail(), composed);
    expect((await signIn(b.email, decomposed)).status).toBe(200);
    // Compatibility forms too: full-width letters are the same password.
    const fullWidth = "Ｓｏｍｍｅｒｆｅｓｔ-２０２４";
    const c = await signUp(t.url, uniqueEmail(), fullWidth);
    expect((await signIn(c.email, "Sommerfest-2024")).status).toBe(200);
  });
});
