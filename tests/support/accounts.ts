// For the account-change tests: an app that sends its e-mails to an in-process SMTP server, and
// small HTTP helpers for the auth API.
import type { Engine } from "../../server/db/database.js";
import type { Clock } from "../../server/clock.js";
import { json, startTestApp, type TestApp } from "./app.js";
import type { ReceivedMail, TestSmtp } from "./smtp.js";

export const SITE_URL = "http://app.example.test";
export const ALLOWED_REDIRECT = "https://mobile.example.test/callback";

export const SUBJECTS = {
  reauthentication: "Ihr Bestätigungscode für den Datenschutz-Assistenten",
  emailChangeNew: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
  emailChangeCurrent: "Ihre E-Mail-Adresse soll geändert werden – bitte bestätigen",
  emailChangeNotice: "Ihre E-Mail-Adresse soll geändert werden",
  emailChanged: "Ihre E-Mail-Adresse wurde geändert",
  passwordChanged: "Ihr Passwort wurde geändert",
  magicLink: "Ihr Anmeldelink für den Datenschutz-Assistenten",
  recovery: "Passwort zurücksetzen",
  signupConfirmation: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
  invite: "Sie wurden zum Datenschutz-Assistenten eingeladen",
  addressClaimed: "Ihre E-Mail-Adresse ist bestätigt – Ihr Konto wurde abgesichert",
};

export function startAccountApp(
  engine: Engine,
  options: {
    smtp?: TestSmtp | null;
    smtpUrl?: string;
    clock?: Clock;
    env?: Record<string, string>;
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const smtpUrl = options.smtpUrl ?? options.smtp?.url;
  return startTestApp(engine, {
    clock: options.clock,
    logStream: options.logStream,
    env: {
      AUTH_RATE_LIMIT_SIGNUP: "1000/60",
      AUTH_RATE_LIMIT_TOKEN: "1000/60",
      AUTH_RATE_LIMIT_VERIFY: "1000/60",
      AUTH_RATE_LIMIT_EMAIL: "1000/60",
      AUTH_RATE_LIMIT_EMAIL_ACCOUNTS: "1000/60",
      AUTH_RATE_LIMIT_EMAIL_PER_IP: "500/60",
      AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: "500/60",
      SITE_URL,
      ADDITIONAL_REDIRECT_URLS: ALLOWED_REDIRECT,
      OPERATOR_NAME: "Muster AG",
      ...(smtpUrl ? { SMTP_URL: smtpUrl, MAIL_FROM: "Muster AG <noreply@muster.ch>" } : {}),
      ...options.env,
    },
  });
}

export function authApi(base: string) {
  const call = (method: string, path: string, body?: unknown, token?: string) =>
    json(`${base}/auth/v1${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  return {
    get: (path: string, token?: string) => call("GET", path, undefined, token),
    put: (path: string, body: unknown, token?: string) => call("PUT", path, body, token),
    post: (path: string, body: unknown, token?: string) => call("POST", path, body, token),
    signIn: async (email: string, password: string) => {
      const res = await call("POST", "/token?grant_type=password", { email, password });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
      return res.body as { access_token: string; refresh_token: string; user: { id: string; email: string } };
    },
  };
}

export function mailTo(smtp: TestSmtp, address: string, subject: string): Promise<ReceivedMail> {
  return smtp.waitFor((mail) => mail.to.includes(address) && mail.subject === subject);
}
