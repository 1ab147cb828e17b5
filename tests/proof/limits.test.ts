// Rate limits, on SQLite and PostgreSQL: every 429 on both surfaces says when to come back
// (Retry-After), refreshes have a bucket of their own, IPv6 clients are counted per /64, and a
// real server process behind TRUST_PROXY believes only the proxies it was told to trust.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import { ENGINES, json, startTestApp, uniqueEmail, type TestApp } from "../support/app.js";
import { fixedClock } from "../../server/clock.js";
import { startServer, tempDataDir, type ServerProcess } from "./support/server-process.js";
import { inspect } from "./support/db.js";
import { bearer, postChat } from "./support/http.js";
import { addressesIn } from "../support/addresses.js";

const LIMITED = { code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" };

describe.each(ENGINES)("rate limits on %s", (engine) => {
  let t: TestApp;
  // A fixed clock: buckets refill only when a test moves time, so Retry-After is exact.
  const clock = fixedClock(Date.now());
  const freshIp = addressesIn(engine === "sqlite" ? "10.21" : "10.22");

  beforeAll(async () => {
    t = await startTestApp(engine, {
      clock,
      env: {
        TRUST_PROXY: "1",
        CORS_ALLOWED_ORIGINS: "http://example.test",
        AUTH_RATE_LIMIT_TOKEN: "3/300",
        AUTH_RATE_LIMIT_TOKEN_REFRESH: "4/300",
        AUTH_RATE_LIMIT_SIGNUP: "2/300",
        CHAT_RATE_LIMIT: "2/60",
        CHAT_STREAM_DELAY_MS: "0",
      },
    });
  });
  afterAll(() => t?.close());

  const post = (path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
    json(`${t.url}/auth/v1${path}`, { method: "POST", body: JSON.stringify(body), headers: { "x-forwarded-for": ip, ...headers } });
  const signUp = async (ip: string) => {
    const res = await post("/signup", { email: uniqueEmail("limits"), password: "geheim123" }, ip);
    expect(res.status, res.text).toBe(200);
    return res.body as { access_token: string; refresh_token: string };
  };
  const guess = (ip: string) => post("/token?grant_type=password", { email: uniqueEmail("nobody"), password: "falsch" }, ip);

  it("gives refresh a bucket of its own: failed sign-ins from a shared address do not block it", async () => {
    const shared = freshIp();
    let session = await signUp(shared);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await guess(shared)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const refreshStatuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post("/token?grant_type=refresh_token", { refresh_token: session.refresh_token }, shared);
      refreshStatuses.push(res.status);
      if (res.status === 200) session = res.body;
    }
    expect(refreshStatuses).toEqual([200, 200, 200, 200]);
    const limited = await post("/token?grant_type=refresh_token", { refresh_token: session.refresh_token }, shared);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(LIMITED);
    // 4 per 300 s: one token every 75 s.
    expect(limited.headers.get("retry-after")).toBe("75");
  });

  it("answers every 429 of the auth API with Retry-After, in both error formats", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await guess(ip)).status).toBe(400);
    const token = await guess(ip);
    expect(token.status).toBe(429);
    expect(token.body).toEqual(LIMITED);
    expect(token.headers.get("retry-after")).toBe("100");
    const v2024 = await post("/token?grant_type=password", { email: uniqueEmail(), password: "x" }, ip, {
      "X-Supabase-Api-Version": "2024-01-01",
      Origin: "http://example.test",
    });
    expect(v2024.body).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" });
    expect(v2024.headers.get("retry-after")).toBe("100");
    // A browser client may read it.
    expect(v2024.headers.get("access-control-expose-headers")).toContain("Retry-After");
    // Part of a token has refilled: the wait shrinks with the clock.
    clock.advance(40_000);
    expect((await guess(ip)).headers.get("retry-after")).toBe("60");

    const signupIp = freshIp();
    const session = await signUp(signupIp);
    await signUp(signupIp);
    const signup = await post("/signup", { email: uniqueEmail(), password: "geheim123" }, signupIp);
    expect(signup.status).toBe(429);
    expect(signup.body).toEqual(LIMITED);
    expect(signup.headers.get("retry-after")).toBe("150");
    const update = await json(`${t.url}/auth/v1/user`, {
      method: "PUT",
      body: JSON.stringify({ data: { name: "Anna" } }),
      headers: { ...bearer(session.access_token), "x-forwarded-for": signupIp },
    });
    expect(update.status).toBe(429);
    expect(update.headers.get("retry-after")).toBe("150");
  });

  it("answers the chat's 429 with Retry-After and the German message", async () => {
    const session = await signUp(freshIp());
    for (let i = 0; i < 2; i++) {
      const ok = await postChat(t.url, session.access_token, { message: `Frage ${i}: Was ist Profiling?` });
      expect(ok.status).toBe(200);
      await ok.text();
    }
    const limited = await postChat(t.url, session.access_token, { message: "Noch eine Frage?" });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe("rate_limited");
    // 2 per 60 s: one question every 30 s.
    expect(limited.headers.get("retry-after")).toBe("30");
  });

  it("counts an IPv6 client per /64 and an IPv4-mapped address as its IPv4 address", async () => {
    const prefix = `2001:db8:${engine === "sqlite" ? "a" : "b"}:1`;
    const statuses: number[] = [];
    for (const ip of [`${prefix}::1`, `${prefix}:ffff:ffff:ffff:fffe`, `${prefix}:0:0:0:2`]) statuses.push((await guess(ip)).status);
    expect(statuses).toEqual([400, 400, 400]);
    expect((await guess(`${prefix}::abcd`)).status).toBe(429);
    // The neighbouring /64 is someone else.
    expect((await guess(`2001:db8:${engine === "sqlite" ? "a" : "b"}:2::1`)).status).toBe(400);

    const v4 = freshIp();
    for (let i = 0; i < 3; i++) expect((await guess(i % 2 ? `::ffff:${v4}` : v4)).status).toBe(400);
    expect((await guess(`::ffff:${v4}`)).status).toBe(429);
  });
});

describe("TRUST_PROXY on a real server process", () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) {
      await server.kill("SIGTERM");
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
  async function start(trustProxy: string) {
    const dataDir = tempDataDir("proof-proxy-");
    try {
      const server = await startServer({ dataDir, env: { TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT_TOKEN: "3/300" } });
      servers.push(server);
      return server;
    } catch (error) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const guess = (server: ServerProcess, forwardedFor: string) =>
    json(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      body: JSON.stringify({ email: uniqueEmail("proxy"), password: "falsch" }),
      headers: { "x-forwarded-for": forwardedFor },
    });
  /** The client address the server recorded for a failed sign-in with this e-mail. */
  async function recordedIp(server: ServerProcess, forwardedFor: string) {
    const email = uniqueEmail("proxy-ip");
    await json(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      body: JSON.stringify({ email, password: "falsch" }),
      headers: { "x-forwarded-for": forwardedFor },
    });
    const inspector = inspect({ dataDir: server.dataDir });
    try {
      const row = await inspector.db.selectFrom("audit_log").select("ip").where("actor_username", "=", email).executeTakeFirstOrThrow();
      return row.ip;
    } finally {
      await inspector.close();
    }
  }

  it("with one hop (TRUST_PROXY=1) takes the address the proxy appended, not one the client forged", async () => {
    const server = await start("1");
    const statuses: number[] = [];
    // The client forges a new left-most address each time; the proxy appends the real one.
    for (let i = 0; i < 4; i++) statuses.push((await guess(server, `203.0.113.${i + 1}, 198.51.100.7`)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(await recordedIp(server, "203.0.113.99, 198.51.100.8")).toBe("198.51.100.8");
  });

  it("keeps TRUST_PROXY=true working as one hop", async () => {
    const server = await start("true");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await guess(server, `203.0.113.${i + 1}, 198.51.100.9`)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it("with a list of proxy addresses trusts exactly those", async () => {
    const trusted = await start("10.0.0.1, 127.0.0.0/8");
    expect(await recordedIp(trusted, "203.0.113.50, 198.51.100.10")).toBe("198.51.100.10");
    // Two trusted proxies in a row: the first untrusted address from the right is the client.
    expect(await recordedIp(trusted, "203.0.113.51, 198.51.100.11, 10.0.0.1")).toBe("198.51.100.11");
    const untrusted = await start("10.0.0.1");
    // The TCP peer (127.0.0.1) is not a trusted proxy: its header is ignored.
    expect(await recordedIp(untrusted, "203.0.113.52")).toBe("127.0.0.1");
  });

  it("with two hops skips exactly two proxies", async () => {
    const server = await start("2");
    expect(await recordedIp(server, "203.0.113.53, 198.51.100.12, 10.0.0.2")).toBe("198.51.100.12");
  });

  it("refuses a malformed TRUST_PROXY at start-up, naming the variable", async () => {
    await expect(start("10.0.0.300")).rejects.toThrow(/TRUST_PROXY/);
  });
});
