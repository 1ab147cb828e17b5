// Several instances: two server processes on one PostgreSQL database, sharing signing keys,
// behave as one service — sessions, sign-out, rate limits and the account lockout.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import fs from "node:fs";
import { createDatabase } from "../support/postgres.js";
import { json, signUp, uniqueEmail } from "../support/app.js";
import { generatePrivateJwk } from "../../server/auth/keys.js";
import { startServer, tempDataDir, type ServerProcess } from "./support/server-process.js";
import { inspect, type Inspector } from "./support/db.js";
import { ask, bearer } from "./support/http.js";

describe("two instances on one PostgreSQL", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let inspector: Inspector;
  const dirs: string[] = [];
  // Each test speaks from its own client address (TRUST_PROXY, as behind the reverse proxy),
  // so that the 6-per-5-minutes sign-in bucket of one test does not starve another.
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;
  const grant = (base: string, body: Record<string, string>, ip: string, type = "password") =>
    json(`${base}/auth/v1/token?grant_type=${type}`, { method: "POST", body: JSON.stringify(body), headers: { "x-forwarded-for": ip } });

  beforeAll(async () => {
    const databaseUrl = await createDatabase(inject("pgUrl"), "proof_instances");
    const jwtKeys = JSON.stringify([await generatePrivateJwk("ES256")]);
    const env = {
      JWT_KEYS: jwtKeys,
      AUTH_RATE_LIMIT_TOKEN: "6/300",
      AUTH_LOCKOUT_THRESHOLD: "4",
      AUTH_LOCKOUT_SECONDS: "300",
      TRUST_PROXY: "true",
    };
    // One after the other: the first runs the migrations, the second finds them done.
    dirs.push(tempDataDir(), tempDataDir());
    a = await startServer({ dataDir: dirs[0], databaseUrl, env });
    b = await startServer({ dataDir: dirs[1], databaseUrl, env });
    inspector = inspect({ databaseUrl, dataDir: dirs[0] });
  });

  afterAll(async () => {
    await Promise.all([a?.kill("SIGTERM"), b?.kill("SIGTERM")]);
    await inspector?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("publish the same signing keys", async () => {
    const [ka, kb] = await Promise.all([json(`${a.url}/auth/v1/.well-known/jwks.json`), json(`${b.url}/auth/v1/.well-known/jwks.json`)]);
    expect(ka.body.keys).toHaveLength(1);
    expect(kb.body).toEqual(ka.body);
  });

  it("accept a session made on the other instance, and share its data", async () => {
    const { session, email } = await signUp(a.url);
    const onB = await json(`${b.url}/auth/v1/user`, { headers: bearer(session.access_token) });
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ id: session.user.id, email });

    const asked = await ask(a.url, session.access_token, "Was regelt Art. 19 DSG?");
    expect(asked.done).toEqual({ type: "done", status: "complete" });
    const list = await json(`${b.url}/api/conversations`, { headers: bearer(session.access_token) });
    expect(list.status).toBe(200);
    expect(list.body.conversations.map((c: { id: string }) => c.id)).toEqual([asked.conversationId]);
    const conversation = await json(`${b.url}/api/conversations/${asked.conversationId}`, { headers: bearer(session.access_token) });
    expect(conversation.body.messages.map((m: { status: string }) => m.status)).toEqual(["complete", "complete"]);

    // A refresh on B of a token issued by A; the new access token works on A.
    const refreshed = await grant(b.url, { refresh_token: session.refresh_token }, nextIp(), "refresh_token");
    expect(refreshed.status).toBe(200);
    expect((await json(`${a.url}/api/me`, { headers: bearer(refreshed.body.access_token) })).body).toMatchObject({ id: session.user.id });
    // Signing in on B with the password set on A.
    const signedIn = await grant(b.url, { email, password: "geheim123" }, nextIp());
    expect(signedIn.status).toBe(200);
    const sessions = await json(`${a.url}/api/me/sessions`, { headers: bearer(signedIn.body.access_token) });
    expect(sessions.body.sessions).toHaveLength(2);
  });

  it("end a session everywhere when it is signed out on one instance", async () => {
    const { session } = await signUp(b.url);
    const token = session.access_token;
    expect((await json(`${a.url}/api/conversations`, { headers: bearer(token) })).status).toBe(200);
    const logout = await fetch(`${a.url}/auth/v1/logout`, { method: "POST", headers: bearer(token) });
    expect(logout.status).toBe(204);
    for (const server of [a, b]) {
      const user = await json(`${server.url}/auth/v1/user`, { headers: bearer(token) });
      expect(user.status, server.url).toBe(403);
      expect(user.body.error_code).toBe("session_not_found");
      expect((await json(`${server.url}/api/conversations`, { headers: bearer(token) })).status, server.url).toBe(401);
      expect((await json(`${server.url}/api/me`, { headers: bearer(token) })).status, server.url).toBe(401);
    }
    const refresh = await grant(b.url, { refresh_token: session.refresh_token }, nextIp(), "refresh_token");
    expect(refresh.status).toBe(400);
  });

  it("share the sign-in rate limit: 3 failures on A and 3 on B, then 429 on either", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (const server of [a, a, a, b, b, b]) {
      statuses.push((await grant(server.url, { email: uniqueEmail("ratelimit"), password: "falsch" }, ip)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    const seventhA = await grant(a.url, { email: uniqueEmail("ratelimit"), password: "falsch" }, ip);
    const seventhB = await grant(b.url, { email: uniqueEmail("ratelimit"), password: "falsch" }, ip);
    for (const res of [seventhA, seventhB]) {
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" });
    }
    // The bucket is per client address: another client is unaffected.
    expect((await grant(b.url, { email: uniqueEmail("ratelimit"), password: "falsch" }, nextIp())).status).toBe(400);
  });

  it("hold the per-account lockout across instances, whatever the client address", async () => {
    const { email, password } = await signUp(a.url);
    const statuses: number[] = [];
    // Threshold 4: failures alternate between the instances, each from a new address.
    for (const server of [a, b, a, b])
      statuses.push((await grant(server.url, { email, password: "falsch-" + statuses.length }, nextIp())).status);
    expect(statuses).toEqual([400, 400, 400, 400]);
    for (const server of [a, b]) {
      const res = await grant(server.url, { email, password }, nextIp());
      expect(res.status, server.url).toBe(429);
      expect(res.body.error_code).toBe("over_request_rate_limit");
    }
    const actions = await inspector.db
      .selectFrom("audit_log")
      .select("action")
      .where("actor_username", "=", email)
      .orderBy("created_at")
      .execute();
    const counts = actions.reduce<Record<string, number>>((acc, { action }) => ({ ...acc, [action]: (acc[action] ?? 0) + 1 }), {});
    expect(counts).toMatchObject({ login_failed: 3, login_locked: 3 });
    const row = await inspector.db.selectFrom("login_failures").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(Number(row.locked_until_ms)).toBeGreaterThan(Date.now());
  });
});
