// The exact response headers of every surface (issue 27): CORS comes from @fastify/cors, configured to send
// what the hand-written hooks sent before, byte for byte; the security headers are one table set per request
// (session 15; they were @fastify/helmet's, with these values). Everything but the per-response headers (date, length, type, validators) is compared.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, startTestApp, type TestApp } from "../../tests/support/app.js";

const ALLOWED = "https://app.example";
const SERVICE_KEY = "wire-headers-service-role-key-0123456789abcdef";
const PER_RESPONSE = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "content-type",
  "transfer-encoding",
  "etag",
  "last-modified",
  "accept-ranges",
]);

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; frame-src 'self' https://chat.example; frame-ancestors 'self'; base-uri 'self'; " +
  "form-action 'self'; object-src 'none'";
const SECURITY = {
  "content-security-policy": CSP,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};
const API = { ...SECURITY, "cache-control": "no-store" };
const AUTH = { ...API, vary: "Origin" };
const AUTH_CORS = {
  ...AUTH,
  "access-control-allow-origin": ALLOWED,
  "access-control-expose-headers": "X-Total-Count, Link, X-Supabase-Api-Version, Retry-After",
};
const PREFLIGHT = {
  ...AUTH_CORS,
  "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
  "access-control-allow-headers": "Accept, Authorization, Content-Type, X-Client-Info, X-Supabase-Api-Version, apikey",
  "access-control-max-age": "300",
};
const STORAGE_CORS = {
  ...AUTH,
  "access-control-allow-origin": ALLOWED,
  "access-control-expose-headers": "Content-Disposition, Content-Length, ETag, Last-Modified, Retry-After",
};
const STORAGE_PREFLIGHT = {
  ...STORAGE_CORS,
  "access-control-allow-methods": "GET, HEAD, POST, PUT, PATCH, DELETE",
  "access-control-allow-headers":
    "Accept, Authorization, Cache-Control, Content-Type, X-Client-Info, X-Metadata, X-Supabase-Api-Version, X-Upsert, apikey",
  "access-control-max-age": "300",
};

describe("wire headers of every surface", () => {
  let server: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "wire-headers-web-"));
    fs.mkdirSync(path.join(webRoot, "webchat"));
    fs.writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>App</title>");
    fs.writeFileSync(path.join(webRoot, "webchat", "index.html"), "<!doctype html><title>Chat</title>");
    server = await startTestApp("sqlite", {
      webRoot,
      env: {
        SERVICE_ROLE_KEY: SERVICE_KEY,
        CORS_ALLOWED_ORIGINS: ALLOWED,
        WEBCHAT_URL: "https://chat.example/webchat/",
        CHAT_STREAM_DELAY_MS: "0",
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  async function headersOf(pathname: string, init: RequestInit = {}) {
    const res = await fetch(`${server.url}${pathname}`, init);
    await res.arrayBuffer();
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!PER_RESPONSE.has(name)) headers[name] = value;
    });
    return { status: res.status, headers };
  }

  it("/auth/v1 without, with an allowed and with a foreign origin", async () => {
    expect(await headersOf("/auth/v1/health")).toEqual({ status: 200, headers: AUTH });
    expect(await headersOf("/auth/v1/health", { headers: { origin: ALLOWED } })).toEqual({ status: 200, headers: AUTH_CORS });
    expect(await headersOf("/auth/v1/health", { headers: { origin: "https://evil.example" } })).toEqual({ status: 200, headers: AUTH });
    expect(await headersOf("/auth/v1/user", { headers: { origin: ALLOWED } })).toEqual({
      status: 401,
      headers: { ...AUTH_CORS, "x-sb-error-code": "no_authorization" },
    });
    expect(await headersOf("/auth/v1/nowhere")).toEqual({ status: 404, headers: { ...AUTH, "x-sb-error-code": "not_found" } });
  });

  it("/auth/v1 preflights: allowed origin, foreign origin, no request method", async () => {
    const preflight = (origin: string, extra: Record<string, string> = { "access-control-request-method": "POST" }) =>
      headersOf("/auth/v1/token", { method: "OPTIONS", headers: { origin, ...extra } });
    expect(await preflight(ALLOWED)).toEqual({ status: 204, headers: PREFLIGHT });
    expect(await preflight(ALLOWED, {})).toEqual({ status: 204, headers: PREFLIGHT });
    expect(await preflight("https://evil.example")).toEqual({ status: 204, headers: AUTH });
    expect(await headersOf("/auth/v1/token", { method: "OPTIONS" })).toEqual({ status: 204, headers: AUTH });
  });

  it("/storage/v1 from an allowed and a foreign origin, its preflights, and a public object's own caching", async () => {
    const service = { authorization: `Bearer ${SERVICE_KEY}` };
    expect(await headersOf("/storage/v1/bucket", { headers: service })).toEqual({ status: 200, headers: AUTH });
    expect(await headersOf("/storage/v1/bucket", { headers: { ...service, origin: ALLOWED } })).toEqual({
      status: 200,
      headers: STORAGE_CORS,
    });
    expect(await headersOf("/storage/v1/bucket", { headers: { ...service, origin: "https://evil.example" } })).toEqual({
      status: 200,
      headers: AUTH,
    });
    expect(await headersOf("/storage/v1/nowhere", { headers: { origin: ALLOWED } })).toEqual({ status: 404, headers: STORAGE_CORS });

    const preflight = (origin: string) =>
      headersOf("/storage/v1/object/dokumente/a/b.txt", {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, x-upsert" },
      });
    expect(await preflight(ALLOWED)).toEqual({ status: 204, headers: STORAGE_PREFLIGHT });
    expect(await preflight("https://evil.example")).toEqual({ status: 204, headers: AUTH });

    const json = { ...service, "content-type": "application/json" };
    await fetch(`${server.url}/storage/v1/bucket`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "offen", public: true }),
    });
    const upload = await fetch(`${server.url}/storage/v1/object/offen/bild.txt`, {
      method: "POST",
      headers: { ...service, "content-type": "text/plain" },
      body: "Hallo",
    });
    expect(upload.status).toBe(200);
    expect(await headersOf("/storage/v1/object/public/offen/bild.txt", { headers: { origin: ALLOWED } })).toEqual({
      status: 200,
      // Stored bytes are never a page of ours: they run sandboxed, whatever they hold.
      headers: { ...STORAGE_CORS, "cache-control": "max-age=3600", "content-security-policy": "default-src 'none'; sandbox" },
    });
  });

  it("/api: same-origin only, never cached", async () => {
    expect(await headersOf("/api/me", { headers: { origin: ALLOWED } })).toEqual({
      status: 401,
      headers: { ...API, "www-authenticate": 'Bearer realm="api"' },
    });
    expect(await headersOf("/api/nowhere")).toEqual({ status: 404, headers: API });
    const preflight = await headersOf("/api/me", {
      method: "OPTIONS",
      headers: { origin: ALLOWED, "access-control-request-method": "GET" },
    });
    expect(preflight).toEqual({ status: 404, headers: API });
  });

  it("the chat's event stream (a hijacked reply) carries them too", async () => {
    const { session } = await signUp(server.url);
    const stream = await headersOf("/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ message: "Was regelt Art. 19 DSG?" }),
    });
    expect(stream).toEqual({ status: 200, headers: { ...API, "cache-control": "no-store, no-transform", "x-accel-buffering": "no" } });
  });

  it("the app and the webchat page", async () => {
    expect(await headersOf("/")).toEqual({ status: 200, headers: { ...SECURITY, "cache-control": "no-cache" } });
    expect(await headersOf("/konto")).toEqual({ status: 200, headers: { ...SECURITY, "cache-control": "no-cache" } });
    expect(await headersOf("/webchat/")).toEqual({ status: 200, headers: { ...SECURITY, "cache-control": "no-cache" } });
    expect(await headersOf("/nowhere", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).toEqual({
      status: 404,
      headers: SECURITY,
    });
  });
});
