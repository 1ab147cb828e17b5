// The admin API (/auth/v1/admin/*, POST /invite) with the official client's auth.admin, on both
// engines: who may use it, user management, generated links that verify, invitations by e-mail,
// and a deletion that takes the user's product data with it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importJWK, SignJWT, type JWK } from "jose";
import { ENGINES, json, signUp, uniqueEmail, type TestApp, postChat, bearer } from "../../tests/support/app.js";
import { authApi, mailTo, SITE_URL, startAccountApp } from "../../tests/support/accounts.js";
import { readEvents } from "../../tests/support/fake-llm.js";
import { linkIn, startSmtp, type TestSmtp } from "../../tests/support/smtp.js";
import { generatePrivateJwk } from "./keys.js";
import { officialClient } from "../../tests/support/client.js";

const SERVICE_ROLE_KEY = "test-service-role-key-0123456789abcdef0123456789";
const INVITE = "Sie wurden zum Datenschutz-Assistenten eingeladen";

describe.each(ENGINES)("admin API on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let serviceJwt: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startAccountApp(engine, { smtp, env: { SERVICE_ROLE_KEY, CHAT_STREAM_DELAY_MS: "0", CHAT_RATE_LIMIT: "1000/60" } });
    serviceJwt = await signWithServerKey({ role: "service_role" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A JWT signed with the server's own key, as the upstream test suite makes its service_role token. */
  async function signWithServerKey(
    claims: Record<string, unknown>,
    options: { jwk?: JWK; withKid?: boolean; expiresAt?: number } = {},
  ): Promise<string> {
    const key = options.jwk ?? (JSON.parse(fs.readFileSync(path.join(t.dataDir, "jwt-keys.json"), "utf8")) as JWK[])[0];
    const alg = key.alg as string;
    return new SignJWT(claims)
      .setProtectedHeader({ alg, typ: "JWT", ...(options.withKid === false ? {} : { kid: key.kid }) })
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? "1h")
      .sign(await importJWK(key, alg));
  }

  const client = (key: string) => officialClient(t.url, { key: key, detectSessionInUrl: false });
  const admin = () => client(SERVICE_ROLE_KEY).auth.admin;
  const api = () => authApi(t.url);
  const as = bearer;
  const canSignIn = async (email: string, password: string) =>
    (await json(`${t.url}/auth/v1/token?grant_type=password`, { method: "POST", body: JSON.stringify({ email, password }) })).status ===
    200;
  const userByEmail = (email: string) => t.database.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();

  it("refuses without a key (401), with a wrong key or foreign JWT (403 bad_jwt) and a user's token (403 not_admin)", async () => {
    const email = uniqueEmail("refused");
    const user = await signUp(t.url);
    const foreign = await signWithServerKey({ role: "service_role" }, { jwk: await generatePrivateJwk("ES256") });
    const expired = await signWithServerKey({ role: "service_role" }, { expiresAt: Math.floor(Date.now() / 1000) - 10 });
    const attempts: [Record<string, string>, number, string][] = [
      [{}, 401, "no_authorization"],
      [as("not-the-service-role-key-0123456789abcdef"), 403, "bad_jwt"],
      [as(`${SERVICE_ROLE_KEY}x`), 403, "bad_jwt"],
      [as(foreign), 403, "bad_jwt"],
      [as(expired), 403, "bad_jwt"],
      [as(await signWithServerKey({ role: "authenticated" })), 403, "not_admin"],
      [as(user.session.access_token), 403, "not_admin"],
    ];
    for (const [headers, status, code] of attempts) {
      for (const [method, route] of [
        ["POST", "/admin/users"],
        ["GET", "/admin/users"],
        ["POST", "/invite"],
        ["POST", "/admin/generate_link"],
        ["DELETE", `/admin/users/${user.session.user.id}`],
      ]) {
        const body = method === "POST" ? JSON.stringify({ email, password: "geheim123", type: "signup" }) : undefined;
        const res = await json(`${t.url}/auth/v1${route}`, { method, headers, ...(body ? { body } : {}) });
        expect(res.status, `${method} ${route}`).toBe(status);
        expect(res.body.error_code).toBe(code);
        if (code === "not_admin") expect(res.body.msg).toBe("User not allowed");
      }
    }
    expect(await userByEmail(email)).toBeUndefined();
    expect(await userByEmail(user.email)).toBeDefined();
    expect(smtp.received.some((mail) => mail.to.includes(email))).toBe(false);
  });

  it("accepts a JWT with role service_role signed with the server's key, and the key itself", async () => {
    const viaJwt = await client(serviceJwt).auth.admin.listUsers();
    expect(viaJwt.error).toBeNull();
    expect("aud" in viaJwt.data && viaJwt.data.aud).toBe("authenticated");
    const viaKey = await admin().listUsers();
    expect(viaKey.error).toBeNull();
    const withoutKid = await client(await signWithServerKey({ role: "supabase_admin" }, { withKid: false })).auth.admin.listUsers();
    expect(withoutKid.error).toBeNull();
    // A user made service_role by the admin is an admin only while signed in (the session is checked).
    const promoted = await signUp(t.url);
    expect((await admin().updateUserById(promoted.session.user.id, { role: "service_role" })).error).toBeNull();
    const session = await api().signIn(promoted.email, promoted.password);
    expect((await json(`${t.url}/auth/v1/admin/users`, { headers: as(session.access_token) })).status).toBe(200);
    await api().post("/logout", {}, session.access_token);
    const after = await json(`${t.url}/auth/v1/admin/users`, { headers: as(session.access_token) });
    expect(after.status).toBe(403);
    expect(after.body.error_code).toBe("session_not_found");
  });

  it("createUser, getUserById, updateUserById (password, metadata, ban) and listUsers with pagination", async () => {
    const email = uniqueEmail("admin-created");
    const created = await admin().createUser({
      email,
      password: "anfang123",
      email_confirm: true,
      user_metadata: { name: "Anna" },
      app_metadata: { plan: "pro" },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user).toMatchObject({ email, role: "authenticated" });
    // Exactly what the administrator gave: no identity claims copied in (GoTrue's admin create).
    expect(user.user_metadata).toEqual({ name: "Anna" });
    expect(user.app_metadata).toMatchObject({ provider: "email", providers: ["email"], plan: "pro" });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities).toHaveLength(1);
    expect(await canSignIn(email, "anfang123")).toBe(true);

    const fetched = await admin().getUserById(user.id);
    expect(fetched.data.user?.email).toBe(email);

    const updated = await admin().updateUserById(user.id, {
      password: "nachher456",
      user_metadata: { name: "Anna B.", team: "Recht" },
      app_metadata: { plan: null },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ name: "Anna B.", team: "Recht" });
    expect(updated.data.user?.app_metadata.plan).toBeUndefined();
    expect(await canSignIn(email, "anfang123")).toBe(false);
    expect(await canSignIn(email, "nachher456")).toBe(true);

    const banned = await admin().updateUserById(user.id, { ban_duration: "24h" });
    expect(Date.parse(banned.data.user!.banned_until!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const refused = await json(`${t.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      body: JSON.stringify({ email, password: "nachher456" }),
    });
    expect(refused.body.error_code).toBe("user_banned");
    await admin().updateUserById(user.id, { ban_duration: "none" });
    expect(await canSignIn(email, "nachher456")).toBe(true);

    // The admin's own id (a UUID; not one already taken).
    const chosen = crypto.randomUUID();
    const withId = await admin().createUser({ id: chosen, email: uniqueEmail("admin-id"), password: "geheim123", email_confirm: true });
    expect(withId.data.user?.id).toBe(chosen);
    expect(withId.data.user?.identities?.[0]).toMatchObject({ id: chosen, user_id: chosen });
    expect(await canSignIn(withId.data.user!.email!, "geheim123")).toBe(true);
    const taken = await admin().createUser({ id: chosen, email: uniqueEmail("admin-id-2") });
    expect(taken.error?.code).toBe("user_already_exists");

    // Pagination: GoTrue's Link and X-Total-Count headers, read by the client.
    const second = await admin().createUser({ email: uniqueEmail("admin-second"), email_confirm: false });
    expect(second.data.user?.email_confirmed_at).toBeUndefined();
    const total = Number(
      (
        await t.database.db
          .selectFrom("users")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const page = await admin().listUsers({ page: 1, perPage: 1 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(1);
    expect(page.data).toMatchObject({ total, nextPage: 2 });
    // Newest first.
    expect(page.data.users[0].id).toBe(second.data.user!.id);
    const raw = await json(`${t.url}/auth/v1/admin/users?per_page=2&page=1`, { headers: as(SERVICE_ROLE_KEY) });
    expect(raw.headers.get("x-total-count")).toBe(String(total));
    expect(raw.headers.get("link")).toBe(
      `</auth/v1/admin/users?page=2&per_page=2>; rel="next", </auth/v1/admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
  });

  it("bad input gets a 4xx with a code and changes nothing", async () => {
    const existing = await admin().createUser({ email: uniqueEmail("bestehend"), password: "bleibt123", email_confirm: true });
    const id = existing.data.user!.id;
    const email = existing.data.user!.email!;
    const before = await userByEmail(email);
    const key = as(SERVICE_ROLE_KEY);
    const cases: [string, string, unknown, number, string][] = [
      ["POST", "/admin/users", { email: "kein-at-zeichen", password: "geheim123" }, 400, "validation_failed"],
      ["POST", "/admin/users", { email: uniqueEmail("schwach"), password: "123" }, 422, "weak_password"],
      ["POST", "/admin/users", { email, password: "geheim123" }, 422, "email_exists"],
      ["POST", "/admin/users", { password: "geheim123" }, 400, "validation_failed"],
      ["POST", "/admin/users", { email: uniqueEmail("bann"), ban_duration: "7d" }, 400, "validation_failed"],
      ["PUT", `/admin/users/${id}`, { password: "123" }, 422, "weak_password"],
      ["PUT", `/admin/users/${id}`, { email: "ungueltig@", user_metadata: { x: 1 } }, 400, "validation_failed"],
      ["PUT", `/admin/users/${id}`, { ban_duration: "lange", user_metadata: { x: 1 } }, 400, "validation_failed"],
      ["PUT", `/admin/users/${id}`, { email: "", password: "x".repeat(2000) }, 400, "validation_failed"],
      ["GET", "/admin/users/7d4f0b5e-0000-4000-8000-000000000000", undefined, 404, "user_not_found"],
      ["PUT", "/admin/users/7d4f0b5e-0000-4000-8000-000000000000", { user_metadata: { x: 1 } }, 404, "user_not_found"],
      ["GET", "/admin/users/keine-uuid", undefined, 404, "validation_failed"],
      ["DELETE", "/admin/users/keine-uuid", undefined, 404, "validation_failed"],
      ["DELETE", `/admin/users/${id}`, { should_soft_delete: true }, 400, "validation_failed"],
      ["GET", "/admin/users?page=0", undefined, 400, "validation_failed"],
      ["GET", "/admin/users?per_page=abc", undefined, 400, "validation_failed"],
      ["POST", "/admin/generate_link", { type: "recovery", email: uniqueEmail("niemand") }, 404, "user_not_found"],
      ["POST", "/admin/generate_link", { type: "nonsense", email }, 400, "validation_failed"],
      ["POST", "/admin/generate_link", { type: "signup", email }, 422, "email_exists"],
      ["POST", "/admin/generate_link", { type: "signup", email: uniqueEmail("ohne-pw") }, 400, "validation_failed"],
      ["POST", "/invite", { email: "nicht gueltig" }, 400, "validation_failed"],
      ["POST", "/invite", { email }, 422, "email_exists"],
    ];
    for (const [method, route, body, status, code] of cases) {
      const res = await json(`${t.url}/auth/v1${route}`, { method, headers: key, ...(body ? { body: JSON.stringify(body) } : {}) });
      expect(res.status, `${method} ${route} ${JSON.stringify(body)}`).toBe(status);
      expect(res.body.error_code, `${method} ${route}`).toBe(code);
    }
    expect(await userByEmail(email)).toEqual(before);
    expect(await canSignIn(email, "bleibt123")).toBe(true);
    expect(await userByEmail("kein-at-zeichen")).toBeUndefined();
    expect(await t.database.db.selectFrom("one_time_tokens").select("id").where("user_id", "=", id).execute()).toEqual([]);
  });

  it("generated recovery and magic links verify through /verify; a signup link confirms a new user", async () => {
    const email = uniqueEmail("link");
    await admin().createUser({ email, password: "geheim123", email_confirm: true });

    const recovery = await admin().generateLink({ type: "recovery", email });
    expect(recovery.error).toBeNull();
    const props = recovery.data.properties!;
    expect(props.verification_type).toBe("recovery");
    expect(props.redirect_to).toBe(SITE_URL);
    expect(props.email_otp).toMatch(/^\d{6}$/);
    expect(new URL(props.action_link).searchParams.get("token")).toBe(props.hashed_token);
    expect(recovery.data.user?.email).toBe(email);
    const verified = await client("public-anon-key").auth.verifyOtp({ token_hash: props.hashed_token, type: "recovery" });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    // Used once.
    const again = await client("public-anon-key").auth.verifyOtp({ token_hash: props.hashed_token, type: "recovery" });
    expect(again.error?.code).toBe("otp_expired");

    const magic = await admin().generateLink({ type: "magiclink", email });
    const link = new URL(magic.data.properties!.action_link);
    const opened = await fetch(`${t.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get("location")!);
    expect(`${location.origin}/`).toBe(`${SITE_URL}/`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    const me = await api().get("/user", fragment.get("access_token")!);
    expect(me.body.email).toBe(email);

    // The e-mail code of a generated link works as well.
    const code = await admin().generateLink({ type: "magiclink", email });
    const byCode = await client("public-anon-key").auth.verifyOtp({ email, token: code.data.properties!.email_otp, type: "magiclink" });
    expect(byCode.error).toBeNull();

    // An e-mail change link: the new address takes effect when it is opened.
    const changedTo = uniqueEmail("link-geaendert");
    const change = await admin().generateLink({ type: "email_change_new", email, newEmail: changedTo });
    expect(change.error).toBeNull();
    expect(change.data.properties?.verification_type).toBe("email_change_new");
    const switched = await client("public-anon-key").auth.verifyOtp({
      token_hash: change.data.properties!.hashed_token,
      type: "email_change",
    });
    expect(switched.error).toBeNull();
    expect(switched.data.user?.email).toBe(changedTo);
    expect(await userByEmail(email)).toBeUndefined();

    const newcomer = uniqueEmail("link-neu");
    const signup = await admin().generateLink({ type: "signup", email: newcomer, password: "geheim123" });
    expect(signup.error).toBeNull();
    expect(signup.data.user?.email_confirmed_at).toBeUndefined();
    expect(await canSignIn(newcomer, "geheim123")).toBe(false);
    const confirmed = await client("public-anon-key").auth.verifyOtp({ token_hash: signup.data.properties!.hashed_token, type: "signup" });
    expect(confirmed.error).toBeNull();
    expect(await canSignIn(newcomer, "geheim123")).toBe(true);
  });

  it("inviteUserByEmail creates an unconfirmed user and mails a link that confirms and signs in", async () => {
    const email = uniqueEmail("eingeladen");
    const invited = await admin().inviteUserByEmail(email, { data: { abteilung: "Recht" }, redirectTo: SITE_URL + "/willkommen" });
    expect(invited.error).toBeNull();
    expect(invited.data.user).toMatchObject({ email });
    expect(invited.data.user?.user_metadata).toEqual({ abteilung: "Recht" });
    expect(Date.parse(invited.data.user?.invited_at ?? "")).not.toBeNaN();
    expect(invited.data.user?.email_confirmed_at).toBeUndefined();
    const mail = await mailTo(smtp, email, INVITE);
    expect(mail.text).toContain("Einladung annehmen");
    expect(mail.text).not.toMatch(/ß/);
    const link = new URL(linkIn(mail));
    expect(link.searchParams.get("type")).toBe("invite");
    const opened = await fetch(`${t.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get("location")!);
    expect(location.pathname).toBe("/willkommen");
    const session = new URLSearchParams(location.hash.slice(1));
    const me = await api().get("/user", session.get("access_token")!);
    expect(me.body.email).toBe(email);
    expect((await userByEmail(email))?.email_confirmed_at).toBeTruthy();
    // Now confirmed: a second invitation is refused.
    const twice = await admin().inviteUserByEmail(email);
    expect(twice.error?.code).toBe("email_exists");
  });

  it("mfa.listFactors and mfa.deleteFactor manage a user's factors", async () => {
    const supabase = client("public-anon-key");
    const signed = await supabase.auth.signUp({ email: uniqueEmail("faktor"), password: "geheim123" });
    const userId = signed.data.user!.id;
    const enrol = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Telefon" });
    expect(enrol.error).toBeNull();
    const listed = await admin().mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors.map((factor) => [factor.id, factor.friendly_name])).toEqual([[enrol.data!.id, "Telefon"]]);
    const key = as(SERVICE_ROLE_KEY);
    const unknown = await json(`${t.url}/auth/v1/admin/users/${userId}/factors/7d4f0b5e-0000-4000-8000-000000000000`, {
      method: "DELETE",
      headers: key,
    });
    expect([unknown.status, unknown.body.error_code]).toEqual([404, "mfa_factor_not_found"]);
    const malformed = await json(`${t.url}/auth/v1/admin/users/${userId}/factors/xyz`, { method: "DELETE", headers: key });
    expect([malformed.status, malformed.body.error_code]).toEqual([404, "validation_failed"]);
    expect((await admin().mfa.listFactors({ userId })).data?.factors).toHaveLength(1);
    const removed = await admin().mfa.deleteFactor({ userId, id: enrol.data!.id });
    expect(removed.error).toBeNull();
    expect((await admin().mfa.listFactors({ userId })).data?.factors).toEqual([]);
  });

  it("deleteUser removes the user and their conversations", async () => {
    const alice = await signUp(t.url);
    await readEvents(await postChat(t.url, alice.session.access_token, { message: "Was regelt Art. 19 DSG?" }));
    const db = t.database.db;
    const id = alice.session.user.id;
    expect(await db.selectFrom("conversations").select("id").where("user_id", "=", id).execute()).toHaveLength(1);
    const deleted = await admin().deleteUser(id);
    expect(deleted.error).toBeNull();
    for (const table of ["users", "sessions", "identities", "conversations", "messages"] as const) {
      const column = table === "users" ? "id" : "user_id";
      expect(await db.selectFrom(table).select(column).where(column, "=", id).execute(), table).toEqual([]);
    }
    expect((await admin().getUserById(id)).error?.code).toBe("user_not_found");
    expect((await api().get("/user", alice.session.access_token)).status).toBe(403);
  });
});
