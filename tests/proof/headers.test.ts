// Security headers on every kind of response of the real server process: 200, 204, 4xx, 404,
// 413, 429, event streams, the streamed export and the static web app (when dist/web is built).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import net from "node:net";
import { signUp, uniqueEmail } from "../support/app.js";
import { ConfigError, loadConfig } from "../../server/config.js";
import { startServer, tempDataDir, type ServerProcess } from "./support/server-process.js";
import { bearer, postChat } from "./support/http.js";
import { WEB_ROOT } from "../../server/paths.js";

const ALLOWED_ORIGIN = "https://app.example";
const SAFE_REFERRER_POLICIES = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];

function securityHeaderProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const csp = headers.get("content-security-policy") ?? "";
  if (!/(^|;)\s*frame-ancestors 'self'\s*(;|$)/.test(csp))
    problems.push(`content-security-policy without frame-ancestors 'self': "${csp}"`);
  if (!/(^|;)\s*default-src 'self'/.test(csp)) problems.push("content-security-policy without default-src 'self'");
  if (!/(^|;)\s*object-src 'none'/.test(csp)) problems.push("content-security-policy without object-src 'none'");
  if (headers.get("x-content-type-options") !== "nosniff")
    problems.push(`x-content-type-options: ${headers.get("x-content-type-options")}`);
  if (!SAFE_REFERRER_POLICIES.includes(headers.get("referrer-policy") ?? ""))
    problems.push(`referrer-policy: ${headers.get("referrer-policy")}`);
  if (headers.get("x-frame-options")?.toUpperCase() !== "SAMEORIGIN") problems.push(`x-frame-options: ${headers.get("x-frame-options")}`);
  return problems;
}

describe("security headers", () => {
  let server: ServerProcess;
  let dataDir: string;
  let token: string;
  let conversation: string;

  beforeAll(async () => {
    dataDir = tempDataDir("proof-headers-");
    server = await startServer({
      dataDir,
      // info: the request log is under test too (no query strings in it).
      env: { CHAT_RATE_LIMIT: "3/60", LOG_LEVEL: "info", CORS_ALLOWED_ORIGINS: ALLOWED_ORIGIN },
    });
    token = (await signUp(server.url)).session.access_token;
  });
  afterAll(async () => {
    await server?.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (pathname: string, init: RequestInit = {}) => fetch(`${server.url}${pathname}`, init);
  const jsonInit = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method,
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

  // The server answers 413 from the length header and closes the connection while a busy client may still be
  // writing the body: the client then sees EPIPE instead of the answer (a CI run did). Only such a transport
  // failure is retried; any answer, right or wrong, counts as it is.
  async function answered(request: () => Promise<Response>, attempts = 3): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await request();
      } catch (error) {
        if (attempt >= attempts) throw error;
      }
    }
  }

  async function check(cases: [string, number, () => Promise<Response>][]) {
    const failures: string[] = [];
    for (const [name, status, request] of cases) {
      const res = await request();
      const contentType = res.headers.get("content-type") ?? "";
      await res.arrayBuffer(); // read to the end (event streams included)
      if (res.status !== status) failures.push(`${name}: status ${res.status}, expected ${status}`);
      for (const problem of securityHeaderProblems(res.headers)) failures.push(`${name} (${res.status} ${contentType}): ${problem}`);
    }
    expect(failures).toEqual([]);
  }

  it("are on API answers: 200, 204, event streams, exports", async () => {
    const chat = await postChat(server.url, token, { message: "Was regelt Art. 19 DSG?" });
    expect(chat.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(securityHeaderProblems(chat.headers)).toEqual([]);
    const text = await chat.text();
    conversation = JSON.parse(text.split("\n\n")[0].slice(6)).conversationId;
    const throwaway = (await signUp(server.url)).session.access_token;
    await check([
      ["GET /auth/v1/health", 200, () => call("/auth/v1/health")],
      ["GET /auth/v1/settings", 200, () => call("/auth/v1/settings")],
      ["GET jwks", 200, () => call("/auth/v1/.well-known/jwks.json")],
      ["GET /auth/v1/user", 200, () => call("/auth/v1/user", { headers: bearer(token) })],
      ["GET /api/privacy", 200, () => call("/api/privacy")],
      ["GET /api/me", 200, () => call("/api/me", { headers: bearer(token) })],
      ["GET /api/me/sessions", 200, () => call("/api/me/sessions", { headers: bearer(token) })],
      ["GET /api/conversations", 200, () => call("/api/conversations", { headers: bearer(token) })],
      ["GET /api/conversations/:id", 200, () => call(`/api/conversations/${conversation}`, { headers: bearer(token) })],
      ["GET /api/knowledge/search", 200, () => call("/api/knowledge/search?q=Auskunft", { headers: bearer(token) })],
      ["GET /api/me/export (stream)", 200, () => call("/api/me/export", { headers: bearer(token) })],
      ["POST /api/chat (event stream)", 200, () => postChat(server.url, token, { message: "Was ist Profiling?" })],
      ["OPTIONS /auth/v1/token (no Origin)", 204, () => call("/auth/v1/token", { method: "OPTIONS" })],
      ["POST /auth/v1/logout", 204, () => call("/auth/v1/logout", { method: "POST", headers: bearer(throwaway) })],
      [
        "DELETE /api/conversations/:id",
        204,
        () => call(`/api/conversations/${conversation}`, { method: "DELETE", headers: bearer(token) }),
      ],
    ]);
  });

  it("are on errors: 400, 401, 403, 404, 413, 422, 429", async () => {
    const existing = await signUp(server.url);
    await check([
      ["POST /auth/v1/signup bad JSON", 400, () => call("/auth/v1/signup", jsonInit("POST", "{kaputt"))],
      ["POST /api/chat bad JSON", 400, () => call("/api/chat", jsonInit("POST", "{kaputt", bearer(token)))],
      ["GET /api/knowledge/search without q", 400, () => call("/api/knowledge/search", { headers: bearer(token) })],
      ["GET /api/me without token", 401, () => call("/api/me")],
      ["GET /auth/v1/user without token", 401, () => call("/auth/v1/user")],
      ["GET /auth/v1/user forged token", 403, () => call("/auth/v1/user", { headers: bearer("a.b.c") })],
      ["GET /api/nope", 404, () => call("/api/nope")],
      ["GET /auth/v1/nope", 404, () => call("/auth/v1/nope")],
      [
        "GET /api/conversations/<unknown>",
        404,
        () => call("/api/conversations/00000000-0000-4000-8000-000000000000", { headers: bearer(token) }),
      ],
      ["PUT /api/privacy (no such route)", 404, () => call("/api/privacy", { method: "PUT" })],
      [
        "POST /api/chat 1.1 MB",
        413,
        () => answered(() => call("/api/chat", jsonInit("POST", { message: "x".repeat(1_150_000) }, bearer(token)))),
      ],
      ["POST /api/chat 4001 characters", 413, () => call("/api/chat", jsonInit("POST", { message: "x".repeat(4001) }, bearer(token)))],
      [
        "POST /auth/v1/signup existing",
        422,
        () => call("/auth/v1/signup", jsonInit("POST", { email: existing.email, password: existing.password })),
      ],
    ]);
    // The chat limit of this server is 3 per minute: the fourth question is refused.
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 4 && !limited; i++) {
      const res = await postChat(server.url, existing.session.access_token, { message: "Was ist Profiling?" });
      statuses.push(res.status);
      if (res.status === 429) limited = res;
      await res.arrayBuffer();
    }
    expect(limited?.status, String(statuses)).toBe(429);
    expect(securityHeaderProblems(limited!.headers)).toEqual([]);
  });

  it("are on the static web app (index, client routes, assets)", async (ctx) => {
    if (!fs.existsSync(path.join(WEB_ROOT, "index.html")))
      ctx.skip(`${WEB_ROOT}/index.html is missing: run \`npm run build:web\` to check the static files too`);
    const assets = fs.existsSync(path.join(WEB_ROOT, "assets"))
      ? fs.readdirSync(path.join(WEB_ROOT, "assets")).filter((f) => /\.(js|css)$/.test(f))
      : [];
    const cases: [string, number, () => Promise<Response>][] = [
      ["GET /", 200, () => call("/")],
      ["HEAD /", 200, () => call("/", { method: "HEAD" })],
      ["GET /index.html", 200, () => call("/index.html")],
      ["GET /anmelden (client route)", 200, () => call("/anmelden")],
      ["GET /chat/some/deep/route", 200, () => call("/chat/some/deep/route")],
    ];
    if (assets[0])
      cases.push([`GET /assets/${assets[0]}`, 200, () => call(`/assets/${assets[0]}`, { headers: { "accept-encoding": "br, gzip" } })]);
    if (fs.existsSync(path.join(WEB_ROOT, "favicon.svg"))) cases.push(["GET /favicon.svg", 200, () => call("/favicon.svg")]);
    await check(cases);
  });

  // The CORS hook of /auth/v1 answers preflights itself; server/app.ts installs the security
  // headers before it, so its answers carry them too.
  it("are on CORS preflight answers", async () => {
    await check([
      [
        "OPTIONS /auth/v1/token (CORS preflight)",
        204,
        () =>
          call("/auth/v1/token", {
            method: "OPTIONS",
            headers: { origin: "https://app.example", "access-control-request-method": "POST" },
          }),
      ],
    ]);
  });

  // Requests Node cannot parse (oversized headers, broken request lines) are answered by
  // Fastify's default clientError handler, outside the hooks that set the headers. The body is
  // a short JSON error, so the risk is small; a custom `clientErrorHandler` would close the gap.
  it("are on answers to unparseable requests", async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(server.port, "127.0.0.1", () =>
        socket.write(`GET /api/privacy HTTP/1.1\r\nHost: x\r\nCookie: ${"x".repeat(20_000)}\r\n\r\n`),
      );
      let data = "";
      socket.on("data", (chunk) => {
        data += chunk;
      });
      socket.on("close", () => resolve(data));
      socket.on("error", reject);
      setTimeout(() => socket.destroy(), 2_000).unref();
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    expect(raw.toLowerCase()).toContain("x-content-type-options: nosniff");
  });

  // Tokens and personal data must not stay in a browser's or a proxy's cache (issue 14, W6).
  it("forbid caching of every API answer, errors included; only the public keys may be cached", async () => {
    const user = await signUp(server.url);
    const own = user.session.access_token;
    const throwaway = (await signUp(server.url)).session.access_token;
    const chat = await postChat(server.url, own, { message: "Was regelt Art. 19 DSG?" });
    const id = JSON.parse((await chat.text()).split("\n\n")[0].slice(6)).conversationId;
    const cases: [string, number, () => Promise<Response>][] = [
      ["POST /auth/v1/signup", 200, () => call("/auth/v1/signup", jsonInit("POST", { email: uniqueEmail(), password: "geheim123" }))],
      [
        "POST /auth/v1/signup existing",
        422,
        () => call("/auth/v1/signup", jsonInit("POST", { email: user.email, password: user.password })),
      ],
      [
        "POST /auth/v1/token password",
        200,
        () => call("/auth/v1/token?grant_type=password", jsonInit("POST", { email: user.email, password: user.password })),
      ],
      [
        "POST /auth/v1/token wrong password",
        400,
        () => call("/auth/v1/token?grant_type=password", jsonInit("POST", { email: user.email, password: "falsch123" })),
      ],
      [
        "POST /auth/v1/token refresh",
        200,
        () => call("/auth/v1/token?grant_type=refresh_token", jsonInit("POST", { refresh_token: user.session.refresh_token })),
      ],
      ["GET /auth/v1/user", 200, () => call("/auth/v1/user", { headers: bearer(own) })],
      ["PUT /auth/v1/user", 200, () => call("/auth/v1/user", jsonInit("PUT", { data: { name: "Anna" } }, bearer(own)))],
      ["GET /auth/v1/user without token", 401, () => call("/auth/v1/user")],
      ["GET /auth/v1/user forged token", 403, () => call("/auth/v1/user", { headers: bearer("a.b.c") })],
      ["POST /auth/v1/logout", 204, () => call("/auth/v1/logout", { method: "POST", headers: bearer(throwaway) })],
      ["GET /auth/v1/nope", 404, () => call("/auth/v1/nope")],
      ["GET /api/me", 200, () => call("/api/me", { headers: bearer(own) })],
      ["GET /api/me without token", 401, () => call("/api/me")],
      ["GET /api/me/sessions", 200, () => call("/api/me/sessions", { headers: bearer(own) })],
      ["GET /api/me/export", 200, () => call("/api/me/export", { headers: bearer(own) })],
      ["GET /api/conversations", 200, () => call("/api/conversations", { headers: bearer(own) })],
      ["GET /api/conversations/:id", 200, () => call(`/api/conversations/${id}`, { headers: bearer(own) })],
      [
        "GET /api/conversations/<unknown>",
        404,
        () => call("/api/conversations/00000000-0000-4000-8000-000000000000", { headers: bearer(own) }),
      ],
      ["GET /api/knowledge/search", 200, () => call("/api/knowledge/search?q=Auskunft", { headers: bearer(own) })],
      ["GET /api/knowledge/search without q", 400, () => call("/api/knowledge/search", { headers: bearer(own) })],
      ["POST /api/chat (event stream)", 200, () => postChat(server.url, own, { message: "Was ist Profiling?" })],
      ["POST /api/chat bad JSON", 400, () => call("/api/chat", jsonInit("POST", "{kaputt", bearer(own)))],
      ["GET /api/nope", 404, () => call("/api/nope")],
    ];
    const failures: string[] = [];
    for (const [name, status, request] of cases) {
      const res = await request();
      await res.arrayBuffer();
      if (res.status !== status) failures.push(`${name}: status ${res.status}, expected ${status}`);
      const cacheControl = res.headers.get("cache-control") ?? "";
      if (!/(^|,)\s*no-store\s*(,|$)/.test(cacheControl)) failures.push(`${name}: cache-control "${cacheControl}"`);
      // No validators, so no conditional request can ever be answered from a stored copy.
      if (res.headers.has("etag") || res.headers.has("last-modified")) failures.push(`${name}: has a cache validator`);
    }
    expect(failures).toEqual([]);
    // The public keys are the same for everyone; GoTrue lets them be cached for ten minutes.
    expect((await call("/auth/v1/.well-known/jwks.json")).headers.get("cache-control")).toBe("public, max-age=600");
  });

  // /auth/v1 answers cross-origin requests only from the configured origins, never with the
  // credentials flag: the API takes bearer tokens, never cookies (issue 14, W7).
  describe("CORS", () => {
    const preflight = (origin: string, pathname = "/auth/v1/token") =>
      call(pathname, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization,apikey,content-type,x-client-info,x-supabase-api-version",
        },
      });

    it("gives a foreign origin no access", async () => {
      const failures: string[] = [];
      for (const origin of ["https://evil.example", "http://app.example", "https://app.example.evil.example", "null"]) {
        const answers = {
          preflight: await preflight(origin),
          "GET /auth/v1/user": await call("/auth/v1/user", { headers: { origin, ...bearer(token) } }),
          "POST /auth/v1/token": await call(
            "/auth/v1/token?grant_type=password",
            jsonInit("POST", { email: "x@example.ch", password: "x" }, { origin }),
          ),
        };
        for (const [name, res] of Object.entries(answers)) {
          await res.arrayBuffer();
          for (const header of ["access-control-allow-origin", "access-control-allow-credentials", "access-control-allow-methods"])
            if (res.headers.has(header)) failures.push(`${origin} ${name}: ${header}: ${res.headers.get(header)}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it("answers an allowed origin's preflight with what supabase-js sends, and no credentials flag", async () => {
      const res = await preflight(ALLOWED_ORIGIN);
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
      expect(res.headers.has("access-control-allow-credentials")).toBe(false);
      expect(res.headers.get("vary")).toMatch(/\borigin\b/i);
      // eslint-disable-next-line regexp/no-super-linear-move -- a header of our own response, a few dozen characters.
      const methods = (res.headers.get("access-control-allow-methods") ?? "").toUpperCase().split(/\s*,\s*/);
      expect(methods).toEqual(expect.arrayContaining(["GET", "POST", "PUT", "DELETE"]));
      // eslint-disable-next-line regexp/no-super-linear-move -- a header of our own response, a few dozen characters.
      const headers = (res.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/\s*,\s*/);
      expect(headers).toEqual(
        expect.arrayContaining(["authorization", "apikey", "content-type", "x-client-info", "x-supabase-api-version"]),
      );
    });

    it("lets an allowed origin read answers, without the credentials flag", async () => {
      const res = await call("/auth/v1/user", { headers: { origin: ALLOWED_ORIGIN, ...bearer(token) } });
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
      expect(res.headers.has("access-control-allow-credentials")).toBe(false);
      expect(res.headers.get("access-control-expose-headers")).toContain("X-Supabase-Api-Version");
      expect(res.headers.get("vary")).toMatch(/\borigin\b/i);
    });

    it("is same-origin only on /api", async () => {
      const res = await call("/api/me", { headers: { origin: ALLOWED_ORIGIN, ...bearer(token) } });
      expect(res.status).toBe(200);
      expect(res.headers.has("access-control-allow-origin")).toBe(false);
    });

    it("defaults to SITE_URL's origin and refuses values that are not origins", () => {
      expect(loadConfig({}).corsAllowedOrigins).toEqual([]);
      expect(loadConfig({ SITE_URL: "https://assistent.example.ch/start" }).corsAllowedOrigins).toEqual(["https://assistent.example.ch"]);
      expect(
        loadConfig({ SITE_URL: "https://assistent.example.ch", CORS_ALLOWED_ORIGINS: " https://a.example , http://localhost:5173," })
          .corsAllowedOrigins,
      ).toEqual(["https://a.example", "http://localhost:5173"]);
      for (const bad of ["*", "null", "app.example", "ftp://app.example", "https://app.example/pfad", "https://user@app.example"])
        expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: bad }), bad).toThrow(ConfigError);
    });
  });

  // A form or text/plain body needs no CORS preflight, so any site could post one with the
  // visitor's browser; nothing accepts such bodies (issue 14, W7).
  it("refuses bodies that are not JSON with a 4xx, and nothing is created", async () => {
    const email = uniqueEmail("form");
    const credentials = { email, password: "geheim123" };
    const multipart = new FormData();
    for (const [key, value] of Object.entries(credentials)) multipart.append(key, value);
    const bodies: [string, RequestInit][] = [
      ["text/plain", { headers: { "content-type": "text/plain" }, body: JSON.stringify(credentials) }],
      ["text/plain;charset=UTF-8", { headers: { "content-type": "text/plain;charset=UTF-8" }, body: JSON.stringify(credentials) }],
      ["form", { headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(credentials).toString() }],
      ["multipart", { body: multipart }],
      ["no content type", { body: new TextEncoder().encode(JSON.stringify(credentials)) }],
    ];
    for (const [name, init] of bodies) {
      const res = await call("/auth/v1/signup", { method: "POST", ...init });
      expect(res.status, name).toBe(400);
      expect(await res.json(), name).toMatchObject({ error_code: "bad_json" });
    }
    const signIn = await call("/auth/v1/token?grant_type=password", jsonInit("POST", credentials));
    expect(signIn.status, "the account was never created").toBe(400);

    const existing = await signUp(server.url);
    const form = new URLSearchParams({ grant_type: "password", email: existing.email, password: existing.password }).toString();
    for (const pathname of ["/auth/v1/token?grant_type=password", "/auth/v1/token"]) {
      const res = await call(pathname, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form });
      expect(res.status, pathname).toBe(400);
      expect(await res.text(), pathname).not.toContain("access_token");
    }

    const own = existing.session.access_token;
    const chat = await call("/api/chat", {
      method: "POST",
      headers: { "content-type": "text/plain", ...bearer(own) },
      body: JSON.stringify({ message: "Was ist Profiling?" }),
    });
    expect(chat.status).toBe(415);
    expect(await chat.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
    expect(await (await call("/api/conversations", { headers: bearer(own) })).json()).toEqual({ conversations: [] });
    const deletion = await call("/api/me", {
      method: "DELETE",
      headers: { "content-type": "application/x-www-form-urlencoded", ...bearer(own) },
      body: new URLSearchParams({ password: existing.password }).toString(),
    });
    expect(deletion.status).toBe(415);
    expect((await call("/api/me", { headers: bearer(own) })).status).toBe(200);

    // What supabase-js sends still works.
    const ok = await call("/auth/v1/signup", {
      method: "POST",
      headers: { "content-type": "application/json;charset=UTF-8" },
      body: JSON.stringify({ email: uniqueEmail("json"), password: "geheim123" }),
    });
    expect(ok.status).toBe(200);
  });

  // A search query is the user's question, and a query string can carry a token (/verify).
  it("logs request paths without their query strings", async () => {
    const question = `Darf mein Arbeitgeber meine E-Mails lesen ${randomUUID()}`;
    const verifyToken = randomUUID();
    await (await call(`/api/knowledge/search?q=${encodeURIComponent(question)}`, { headers: bearer(token) })).arrayBuffer();
    await (await call(`/auth/v1/verify?token=${verifyToken}&type=signup`)).arrayBuffer();
    await logged(server, /"route":"\/api\/knowledge\/search"/);
    await logged(server, /"route":"\/auth\/v1\/verify"/);
    const secrets = [question.split(" ").pop()!, verifyToken];
    const lines = server.output().split("\n");
    expect(lines.filter((line) => secrets.some((secret) => line.includes(secret)))).toEqual([]);
    expect(lines.some((line) => line.includes('"route":"/api/knowledge/search"'))).toBe(true);
  });
});

/** Resolves once the server's output matches; the test's timeout ends the wait otherwise. */
function logged(server: ServerProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!pattern.test(server.output())) return;
      server.child.stdout!.off("data", check);
      resolve();
    };
    server.child.stdout!.on("data", check);
    check();
  });
}
