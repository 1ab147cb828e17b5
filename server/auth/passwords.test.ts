// The password policy and hashing, without a server: GoTrue's errors, Unicode normalisation and
// hashes written before normalisation existed.
import { describe, expect, it } from "vitest";
import { hash } from "@node-rs/argon2";
import { ApiError } from "../http/errors.js";
import { Passwords } from "./passwords.js";

const argon2 = { memoryCost: 4096, timeCost: 1 };
const PASSPHRASE = Array.from({ length: 200 }, (_, i) => `wort${(i * 7919) % 1000}`)
  .join("-")
  .slice(0, 1024);
const passwords = new Passwords({ minLength: 6, argon2 });

function refusal(password: string) {
  try {
    passwords.check(password);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, code: error.code, message: error.message, extra: error.extra };
  }
}

describe("password policy", () => {
  it("refuses known and trivially guessable passwords as GoTrue's pwned reason", () => {
    for (const password of ["123456", "password", "aaaaaa", "Passwort1", "1q2w3e4r", "abcdefghij", "Hallo123"]) {
      expect(refusal(password), password).toEqual({
        status: 422,
        code: "weak_password",
        message: "Password is known to be weak and easy to guess, please choose a different one.",
        extra: { weak_password: { reasons: ["pwned"] } },
      });
    }
  });

  it("keeps the length reason alone for a short password, as before", () => {
    expect(refusal("12345")).toEqual({
      status: 422,
      code: "weak_password",
      message: "Password should be at least 6 characters.",
      extra: { weak_password: { reasons: ["length"] } },
    });
  });

  it("accepts ordinary passwords, long umlaut ones and passphrases up to 1024 characters", () => {
    for (const password of ["geheim123", "Öäüß·Üöäß·Äöüß·Öüäß·ÜÄÖß·äöÜß·ÖÜäß·üÄößÄ", "Kaffee-Tasse-Fenster-Bahnhof", PASSPHRASE]) {
      expect(refusal(password), password.slice(0, 40)).toBeNull();
    }
  });

  it("refuses more than 1024 characters with GoTrue's validation error", () => {
    expect(refusal(`${PASSPHRASE}x`)).toEqual({
      status: 400,
      code: "validation_failed",
      message: "Password cannot be longer than 1024 characters",
      extra: {},
    });
  });

  it("counts the minimum length after normalisation, in characters not bytes", () => {
    expect(refusal("ÄÖÜäö")).toMatchObject({ extra: { weak_password: { reasons: ["length"] } } });
    const six = new Passwords({ minLength: 6, argon2 });
    expect(() => six.check("Äöüß-7")).not.toThrow();
  });

  it("stays quick on long hostile input (the estimator sees a bounded prefix)", () => {
    const started = performance.now();
    for (const unit of ["pA$$w0rd", "1q2w3e4r5t", "123456password"]) refusal(unit.repeat(128).slice(0, 1024));
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

describe("password hashing", () => {
  it("verifies a password typed in another Unicode form (NFKC before hashing and verifying)", async () => {
    const composed = "Grüezi-mitenand-2024";
    const decomposed = composed.normalize("NFD");
    expect(await passwords.verify(await passwords.hash(decomposed), composed)).toBe(true);
    expect(await passwords.verify(await passwords.hash(composed), decomposed)).toBe(true);
    expect(await passwords.verify(await passwords.hash("Ｓｏｍｍｅｒｆｅｓｔ-２０２４"), "Sommerfest-2024")).toBe(true);
    expect(await passwords.verify(await passwords.hash(composed), "Gruezi-mitenand-2024")).toBe(false);
  });

  it("still verifies hashes written before normalisation: ASCII ones and non-NFKC ones", async () => {
    const legacy = (password: string) => hash(password, { algorithm: 2, ...argon2, parallelism: 1 });
    expect(await passwords.verify(await legacy("geheim123"), "geheim123")).toBe(true);
    const decomposed = "Grüezi-mitenand-2024".normalize("NFD");
    expect(await passwords.verify(await legacy(decomposed), decomposed)).toBe(true);
    expect(await passwords.verify(await legacy(decomposed), "falsch-2024")).toBe(false);
  });

  it("never confirms a password against a missing hash", async () => {
    expect(await passwords.verify(null, "geheim123")).toBe(false);
    expect(await passwords.verify("", "not-a-real-password-used-for-timing")).toBe(false);
  });
});
