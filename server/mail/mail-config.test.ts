// The mail and account-change settings as server/config.ts parses them.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/tmp/mail-config-test", ...env });

describe("mail configuration", () => {
  it("defaults to files, GoTrue's secure e-mail change, secure password change and a one-hour code", () => {
    const config = load({});
    expect(config.mail).toMatchObject({
      smtp: null,
      otpExpSeconds: 3600,
      maxFrequencySeconds: 60,
      secureEmailChange: true,
      rateLimit: { count: 30, periodSeconds: 3600, burst: 30 },
    });
    expect(config.mail.from.address).toBe("noreply@localhost");
    expect(config.auth.securePasswordChange).toBe(true);
    expect(config.additionalRedirectUrls).toEqual([]);
  });

  it("reads host, port, TLS and percent-encoded credentials from SMTP_URL", () => {
    const smtps = load({ SMTP_URL: "smtps://konto%40muster.ch:p%2Fw%3Ard@mail.muster.ch", MAIL_FROM: "noreply@muster.ch" });
    expect(smtps.mail.smtp).toEqual({
      host: "mail.muster.ch",
      port: 465,
      secure: true,
      requireTls: false,
      user: "konto@muster.ch",
      pass: "p/w:rd",
    });
    const smtp = load({ SMTP_URL: "smtp://u:p@mail.muster.ch", MAIL_FROM: "noreply@muster.ch" });
    expect(smtp.mail.smtp).toMatchObject({ port: 587, secure: false, requireTls: true });
    const local = load({ SMTP_URL: "smtp://u:p@127.0.0.1:2525", MAIL_FROM: "noreply@muster.ch" });
    expect(local.mail.smtp).toMatchObject({ port: 2525, requireTls: false });
    const anonymous = load({ SMTP_URL: "smtp://relay.intern:25", MAIL_FROM: "noreply@muster.ch" });
    expect(anonymous.mail.smtp).toMatchObject({ user: null, pass: null, requireTls: false });
  });

  it("refuses a bad SMTP_URL without repeating the password", () => {
    for (const value of [
      "http://u:geheimnis@mail.muster.ch",
      "smtp://u:geheimnis@mail.muster.ch/pfad",
      "smtp://u:geheimnis@mail.muster.ch?tls=no",
      "kein url geheimnis",
    ]) {
      let error: unknown;
      try {
        load({ SMTP_URL: value, MAIL_FROM: "noreply@muster.ch" });
      } catch (caught) {
        error = caught;
      }
      expect(error, value).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^SMTP_URL must/);
      expect((error as Error).message).not.toContain("geheimnis");
    }
  });

  it("needs MAIL_FROM with SMTP_URL and accepts a name with it", () => {
    expect(() => load({ SMTP_URL: "smtps://u:p@mail.muster.ch" })).toThrow(/MAIL_FROM must be set/);
    expect(load({ MAIL_FROM: '"Muster AG" <noreply@muster.ch>' }).mail.from).toEqual({ name: "Muster AG", address: "noreply@muster.ch" });
    expect(load({ MAIL_FROM: "noreply@muster.ch", OPERATOR_NAME: "Beispiel GmbH" }).mail.from).toEqual({
      name: "Beispiel GmbH",
      address: "noreply@muster.ch",
    });
    for (const bad of ["kein-mail", "a@b.ch\r\nBcc: x@y.ch", "<>", "a b@c.ch"])
      expect(() => load({ MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM/);
  });

  it("reads the other switches and limits", () => {
    const config = load({
      MAILER_OTP_EXP: "600",
      SMTP_MAX_FREQUENCY: "0",
      MAILER_SECURE_EMAIL_CHANGE_ENABLED: "false",
      SECURE_PASSWORD_CHANGE: "off",
      AUTH_RATE_LIMIT_EMAIL: "5",
      AUTH_RATE_LIMIT_VERIFY: "10/60",
      ADDITIONAL_REDIRECT_URLS: "https://app.muster.ch/auth/callback, http://localhost:5173",
    });
    expect(config.mail).toMatchObject({
      otpExpSeconds: 600,
      maxFrequencySeconds: 0,
      secureEmailChange: false,
      rateLimit: { count: 5, periodSeconds: 3600 },
    });
    expect(config.auth.securePasswordChange).toBe(false);
    expect(config.auth.rateLimitVerify).toMatchObject({ count: 10, periodSeconds: 60 });
    expect(config.additionalRedirectUrls).toEqual(["https://app.muster.ch/auth/callback", "http://localhost:5173/"]);
    expect(() => load({ MAILER_OTP_EXP: "10" })).toThrow(/MAILER_OTP_EXP must be between 60 and 86400/);
    expect(() => load({ ADDITIONAL_REDIRECT_URLS: "https://*.muster.ch" })).toThrow(/ADDITIONAL_REDIRECT_URLS/);
    expect(() => load({ ADDITIONAL_REDIRECT_URLS: "javascript:alert(1)" })).toThrow(/ADDITIONAL_REDIRECT_URLS/);
    expect(() => load({ ADDITIONAL_REDIRECT_URLS: "https://user:pw@muster.ch/x" })).toThrow(/ADDITIONAL_REDIRECT_URLS/);
  });

  it("keeps the per-requester e-mail caps below both instance allowances (decision 019)", () => {
    const defaults = load({}).mail;
    expect(defaults.rateLimit).toEqual({ count: 30, periodSeconds: 3600, burst: 30 });
    expect(defaults.accountsRateLimit).toEqual({ count: 100, periodSeconds: 3600, burst: 100 });
    expect(defaults.perIpRateLimit).toEqual({ count: 10, periodSeconds: 3600, burst: 10 });
    expect(defaults.perAddressRateLimit).toEqual({ count: 5, periodSeconds: 3600, burst: 5 });
    // Unset caps follow smaller allowances down.
    expect(load({ AUTH_RATE_LIMIT_EMAIL: "4" }).mail.perIpRateLimit.count).toBe(3);
    expect(load({ AUTH_RATE_LIMIT_EMAIL_ACCOUNTS: "2" }).mail.perAddressRateLimit.count).toBe(1);
    expect(load({ AUTH_RATE_LIMIT_EMAIL_PER_IP: "20/7200" }).mail.perIpRateLimit).toEqual({ count: 20, periodSeconds: 7200, burst: 20 });
    expect(() => load({ AUTH_RATE_LIMIT_EMAIL_PER_IP: "30" })).toThrow(/AUTH_RATE_LIMIT_EMAIL_PER_IP must allow fewer e-mails per hour/);
    expect(() => load({ AUTH_RATE_LIMIT_EMAIL_ACCOUNTS: "50", AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: "50/3600" })).toThrow(
      /AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS/,
    );
    expect(() => load({ AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: "fünf" })).toThrow(/AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS must be "COUNT"/);
  });

  it("reads CORS_ALLOWED_ORIGINS as bare origins only (the same list parser as the redirect URLs)", () => {
    expect(load({ CORS_ALLOWED_ORIGINS: "https://app.muster.ch, http://localhost:5173/" }).corsAllowedOrigins).toEqual([
      "https://app.muster.ch",
      "http://localhost:5173",
    ]);
    for (const bad of ["https://app.muster.ch/pfad", "ftp://muster.ch", "https://*.muster.ch", "keine-url", "https://muster.ch?"]) {
      expect(() => load({ CORS_ALLOWED_ORIGINS: bad }), bad).toThrow(/CORS_ALLOWED_ORIGINS/);
    }
  });
});
