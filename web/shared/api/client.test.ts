// The shared client against a real local HTTP server: what reaches the server, how each failure
// becomes an ApiError, and that an expired session is reported once.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, type ClientConfig } from "./client";
import { API_MESSAGES, ApiError, errorMessage, parseRetryAfter } from "./errors";

type Handler = (request: http.IncomingMessage, response: http.ServerResponse, body: string) => void;

let server: http.Server;
let baseUrl: string;
let handler: Handler;
/** Every request the server saw: method, path, Authorization and body. */
let seen: { method: string; url: string; authorization: string | undefined; contentType: string | undefined; body: string }[];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({
        method: request.method!,
        url: request.url!,
        authorization: request.headers.authorization,
        contentType: request.headers["content-type"],
        body,
      });
      handler(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  handler = (_request, response) => send(response, 200, { ok: true });
});

function send(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  response.writeHead(status, { "content-type": typeof body === "string" ? "text/html" : "application/json", ...headers });
  response.end(text);
}

function client(config: Partial<ClientConfig> = {}) {
  return createApiClient({ baseUrl, token: async () => "token-1", ...config });
}

/** The error a call is rejected with (and a failure if it resolves). */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("the call succeeded");
}

describe("requests", () => {
  it("sends the bearer token, JSON with its content type, and returns the JSON answer", async () => {
    handler = (_request, response, body) => send(response, 200, { echo: JSON.parse(body) });
    const answer = await client().json<{ echo: unknown }>("/api/things", { method: "POST", json: { name: "Meier" } });
    expect(answer).toEqual({ echo: { name: "Meier" } });
    expect(seen).toEqual([
      { method: "POST", url: "/api/things", authorization: "Bearer token-1", contentType: "application/json", body: '{"name":"Meier"}' },
    ]);
  });

  it("sends public requests without a token", async () => {
    await client().json("/api/privacy", { auth: false });
    expect(seen[0].authorization).toBeUndefined();
  });

  it("sends nothing without a session and says so in German", async () => {
    const error = await failure(client({ token: async () => null }).request("/api/me"));
    expect(error).toMatchObject({ status: 401, code: "unauthorized", message: API_MESSAGES.signedOut });
    expect(seen).toEqual([]);
  });

  it("refuses a success answer that is not JSON as invalid_response", async () => {
    handler = (_request, response) => send(response, 200, "<html>Wartung</html>");
    const error = await failure(client().json("/api/me"));
    expect(error).toMatchObject({ status: 200, code: "invalid_response", message: API_MESSAGES.unknown });
  });
});

describe("error parsing", () => {
  it("takes code, message and fields from our JSON error body, and drops malformed fields", async () => {
    handler = (_request, response) =>
      send(response, 400, {
        error: {
          code: "validation_failed",
          message: "Bitte prüfen Sie die markierten Felder.",
          fields: [{ field: "personsApprox", message: "Bitte eine Zahl angeben." }, { field: 3 }, "kinds"],
        },
      });
    const error = await failure(client().request("/api/tools/breaches", { method: "POST", json: {} }));
    expect(error).toMatchObject({ status: 400, code: "validation_failed", message: "Bitte prüfen Sie die markierten Felder." });
    expect(error.fields).toEqual([{ field: "personsApprox", message: "Bitte eine Zahl angeben." }]);
    expect(error.retryAfter).toBeUndefined();
    expect(errorMessage(error)).toBe("Bitte prüfen Sie die markierten Felder.");
  });

  it("gives a non-JSON answer (a proxy's error page) the surface's text for its status, else the generic one", async () => {
    handler = (_request, response) => send(response, 413, "<html><h1>413 Request Entity Too Large</h1></html>");
    const generic = await failure(client().request("/api/chat"));
    expect(generic).toMatchObject({ status: 413, code: "invalid_response", message: API_MESSAGES.unknown });
    expect(generic.fields).toBeUndefined();
    const chat = { ...API_MESSAGES, unknown: "Anders.", status: { 413: "Die Nachricht ist zu lang." } };
    expect(await failure(client().request("/api/chat", { messages: chat }))).toMatchObject({ message: "Die Nachricht ist zu lang." });
    handler = (_request, response) => send(response, 502, "Bad Gateway");
    expect(await failure(client().request("/api/chat", { messages: chat }))).toMatchObject({ status: 502, message: "Anders." });
  });

  it("gives an empty body and JSON of another shape the generic text", async () => {
    handler = (_request, response) => {
      response.writeHead(500);
      response.end();
    };
    expect(await failure(client().request("/api/me"))).toMatchObject({
      status: 500,
      code: "invalid_response",
      message: API_MESSAGES.unknown,
    });
    handler = (_request, response) => send(response, 500, { message: "Internal Server Error", statusCode: 500 });
    expect(await failure(client().request("/api/me"))).toMatchObject({
      status: 500,
      code: "invalid_response",
      message: API_MESSAGES.unknown,
    });
  });

  it("reads Retry-After as seconds and as an HTTP date", async () => {
    handler = (_request, response) =>
      send(response, 429, { error: { code: "rate_limited", message: "Bitte warten Sie einen Moment." } }, { "retry-after": "17" });
    expect(await failure(client().request("/api/chat"))).toMatchObject({ status: 429, code: "rate_limited", retryAfter: 17 });
    const now = Date.parse("2026-01-01T10:00:00Z");
    expect(parseRetryAfter("Thu, 01 Jan 2026 10:01:30 GMT", now)).toBe(90);
    expect(parseRetryAfter("Thu, 01 Jan 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("bald", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it("shows the generic text for anything that is not an ApiError", () => {
    expect(errorMessage(new TypeError("x is undefined"))).toBe(API_MESSAGES.unknown);
  });
});

describe("a second factor owed", () => {
  it("reports 403 mfa_required once per token, and nothing for other 403s", async () => {
    handler = (request, response) =>
      request.url === "/api/other"
        ? send(response, 403, { error: { code: "forbidden", message: "Nein." } })
        : send(response, 403, { error: { code: "mfa_required", message: "Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor." } });
    let token = "token-1";
    const api = client({ token: async () => token });
    let calls = 0;
    let expired = 0;
    api.onSecondFactorRequired(() => calls++);
    api.onSessionExpired(() => expired++);
    const errors = await Promise.all([failure(api.request("/api/me")), failure(api.request("/api/me"))]);
    expect(errors.map((error) => [error.status, error.code])).toEqual([
      [403, "mfa_required"],
      [403, "mfa_required"],
    ]);
    expect(calls).toBe(1);
    await failure(api.request("/api/other"));
    expect(calls).toBe(1);
    token = "token-2";
    await failure(api.request("/api/me"));
    expect(calls).toBe(2);
    expect(expired).toBe(0);
  });
});

describe("an expired session", () => {
  const unauthorized: Handler = (_request, response) =>
    send(response, 401, { error: { code: "unauthorized", message: "Bitte melden Sie sich an." } });

  it("is reported once, however many requests fail with the same token", async () => {
    handler = unauthorized;
    const api = client();
    let calls = 0;
    api.onSessionExpired(() => calls++);
    const errors = await Promise.all([
      failure(api.request("/api/me")),
      failure(api.request("/api/me/sessions")),
      failure(api.request("/api/me")),
    ]);
    expect(errors.map((error) => error.code)).toEqual(["unauthorized", "unauthorized", "unauthorized"]);
    expect(calls).toBe(1);
    // A new session that expires in turn is reported again.
    let token = "token-1";
    const renewed = client({ token: async () => token });
    renewed.onSessionExpired(() => calls++);
    await failure(renewed.request("/api/me"));
    token = "token-2";
    await failure(renewed.request("/api/me"));
    expect(calls).toBe(3);
  });

  it("is first refreshed once; a new token that works is used and nothing is reported", async () => {
    let token = "old";
    handler = (request, response, body) =>
      request.headers.authorization === "Bearer new" ? send(response, 200, { body }) : unauthorized(request, response, body);
    let refreshes = 0;
    const api = client({
      token: async () => token,
      refresh: async () => {
        refreshes++;
        token = "new";
        return true;
      },
    });
    let calls = 0;
    api.onSessionExpired(() => calls++);
    expect(await api.json("/api/chat/stop", { method: "POST", json: { messageId: "m1" } })).toEqual({ body: '{"messageId":"m1"}' });
    expect(seen.map((request) => request.authorization)).toEqual(["Bearer old", "Bearer new"]);
    expect(refreshes).toBe(1);
    expect(calls).toBe(0);
  });

  it("is reported when the refresh fails, and not for a public request, another 401 code or a 403", async () => {
    handler = unauthorized;
    let refreshes = 0;
    const api = client({ refresh: async () => (refreshes++, false) });
    let calls = 0;
    api.onSessionExpired(() => calls++);
    await failure(api.request("/api/me"));
    expect(refreshes).toBe(1);
    expect(seen).toHaveLength(1);
    expect(calls).toBe(1);

    const other = client();
    other.onSessionExpired(() => calls++);
    await failure(other.request("/api/privacy", { auth: false }));
    handler = (_request, response) => send(response, 401, { error: { code: "invalid_credentials", message: "Falsch." } });
    await failure(other.request("/api/me"));
    handler = (_request, response) => send(response, 403, { error: { code: "password_invalid", message: "Das Passwort ist falsch." } });
    expect(await failure(other.request("/api/me", { method: "DELETE" }))).toMatchObject({ status: 403, code: "password_invalid" });
    expect(calls).toBe(1);
  });

  it("keeps one callback: registering replaces, unregistering ends it", async () => {
    handler = unauthorized;
    let first = 0;
    let second = 0;
    let token = "a";
    const api = client({ token: async () => token });
    api.onSessionExpired(() => first++);
    const unregister = api.onSessionExpired(() => second++);
    await failure(api.request("/api/me"));
    unregister();
    token = "b";
    await failure(api.request("/api/me"));
    expect([first, second]).toEqual([0, 1]);
  });
});

describe("network, timeout and abort", () => {
  /** A server that receives the request and never answers; resolves once the request arrived. */
  function hang(): Promise<void> {
    return new Promise((resolve) => {
      handler = () => resolve();
    });
  }

  it("turns an aborted request into code aborted, also before it was sent", async () => {
    const arrived = hang();
    const controller = new AbortController();
    const call = failure(client().request("/api/chat", { method: "POST", json: { message: "Hallo" }, signal: controller.signal }));
    await arrived;
    controller.abort();
    expect(await call).toMatchObject({ status: 0, code: "aborted", message: API_MESSAGES.aborted });
    const before = await failure(client().request("/api/me", { signal: AbortSignal.abort() }));
    expect(before.code).toBe("aborted");
    expect(seen).toHaveLength(1);
  });

  it("aborts the reading of a streamed body too", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write('data: {"type":"delta","text":"Erst"}\n\n');
    };
    const controller = new AbortController();
    const response = await client().request("/api/chat", { method: "POST", signal: controller.signal, timeoutMs: null });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("Erst");
    controller.abort();
    await expect(reader.read()).rejects.toThrow();
  });

  it("gives up after the timeout with the network text", async () => {
    const arrived = hang();
    const error = await failure(client({ timeoutMs: 100 }).request("/api/me"));
    await arrived;
    expect(error).toMatchObject({ status: 0, code: "timeout", message: API_MESSAGES.network });
  });

  it("turns an unreachable server into code network", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(createApiClient({ baseUrl: `http://127.0.0.1:${port}`, token: async () => "t" }).request("/api/me"));
    expect(error).toMatchObject({ status: 0, code: "network", message: API_MESSAGES.network });
  });
});
