// Hostile input at every endpoint, on SQLite and PostgreSQL (fast-check): malformed and
// oversized bodies, wrong types, deep nesting, huge arrays, odd headers and Unicode edge cases
// never produce a 5xx or a leaked stack trace, and a refused request writes nothing. SQL
// meta-characters are stored and returned verbatim.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { ENGINES, json, signUp, startTestApp, uniqueEmail, type TestApp } from "../support/app.js";
import { titleFrom } from "../../server/chat/repo.js";
import { bearer, ask } from "./support/http.js";
import { leaks, percentBytes, percentString, send, type RawRequest, type RawResponse } from "./support/raw-http.js";

const RUNS = 60;

// ---- Known server bugs this suite found ---------------------------------------------------------
// While they stand, the generators steer around them and the `it.fails` tests at the end pin
// each one down. When one is fixed, its `it.fails` test fails: make it an `it` and drop the
// matching exclusion here.
/** Fixed: U+0000 used to reach PostgreSQL (which refuses it) and gave a 500; bodies with NUL are
 *  now refused with a 400 on both engines and ids are checked before any query. */
const nulBreaksPostgres = false;
/** Fixed: deeply nested `data` overflowed the stack when a token was signed; bodies nested more
 *  than 32 levels are now refused and metadata is capped at 4096 characters. */
const MAX_SAFE_METADATA_DEPTH = 1500;

// ---- Generators ----------------------------------------------------------------------------
const SQL_META = [
  "'",
  "''",
  '"',
  "`",
  ";",
  "--",
  "/*",
  "*/",
  "%",
  "_",
  "\\",
  "\\'",
  "\\\\",
  "$1",
  "?",
  ":name",
  "'; DROP TABLE users;--",
  '" OR "1"="1',
  "' OR 1=1 --",
  "%_%",
  "\\%",
  "E'\\x00'",
  "||",
  "#",
  "{}",
  "[]",
];
const UNICODE_EDGE = [
  "\u0000",
  "\ud800",
  "\udfff",
  "\udbff\ud800",
  "\u200f",
  "\u202e",
  "\u2066",
  "\u200b",
  "\u200d",
  "\ufeff",
  "\u0301",
  "e\u0301",
  "\u0308\u0308\u0308",
  "Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319\u0324\u031e\u0349",
  "👩‍👩‍👧‍👦",
  "🇨🇭",
  "🏳️‍🌈",
  "𝕏",
  "\u2028",
  "\u2029",
  "\u00a0",
  "\uffff",
  "\ufffd",
  "ß",
  "İ",
  "ﬃ",
  "\u0085",
  "\u001b[31m",
  "\r\n",
  "\t",
  "ä",
  "Ö",
  "€",
  "日本語",
  "العربية",
  "עברית",
];
const PLAIN = "abcdefghijklmnopqrstuvwxyz ABCXYZ 0123456789 .,-".split("");

/** Strings rich in SQL meta-characters and Unicode edge cases. */
function hostileString(options: { nul: boolean; loneSurrogates: boolean; maxLength?: number }) {
  const edge = UNICODE_EDGE.filter(
    (s) =>
      (options.nul || !s.includes("\u0000")) &&
      (options.loneSurrogates || !/[\ud800-\udfff]/.test(s.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ""))),
  );
  const piece = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...PLAIN) },
    { weight: 2, arbitrary: fc.constantFrom(...SQL_META) },
    { weight: 2, arbitrary: fc.constantFrom(...edge) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 3 }) },
  );
  return fc.array(piece, { maxLength: options.maxLength ?? 20 }).map((parts) => parts.join(""));
}

/** Latin-1 header values (what HTTP/1.1 can carry), including very long ones. */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  fc.string({
    unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff })).map((c) => String.fromCharCode(c)),
    maxLength: 40,
  }),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => "x".repeat(n)),
  fc.constantFrom(
    "",
    " ",
    "\t",
    "null",
    "undefined",
    "[object Object]",
    "%00",
    "%ff",
    "../../etc/passwd",
    "${jndi:ldap://x}",
    "<script>alert(1)</script>",
  ),
);

function deepNesting(depth: number, kind: "array" | "object") {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

const FIELDS = [
  "email",
  "password",
  "phone",
  "data",
  "refresh_token",
  "grant_type",
  "message",
  "conversationId",
  "title",
  "messageId",
  "app_metadata",
  "__proto__",
  "constructor",
];

function bodyArb(nul: boolean) {
  const text = hostileString({ nul, loneSurrogates: true });
  const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), text, fc.constantFrom(null, true, 0, -1, 1e308, "", [], {}));
  return fc.oneof(
    // Valid JSON of any shape.
    fc.json({ maxDepth: 4 }),
    // Not JSON at all, or broken JSON.
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.constantFrom(
      "{",
      "}",
      "[1,2",
      '{"email":',
      '{"a":1,}',
      "nul",
      "undefined",
      "NaN",
      "1e999",
      "-0",
      "'x'",
      '"\\ud800"',
      '"\\u0000"',
      "\u0000",
      "\ufeff{}",
      '{"__proto__":{"admin":true},"email":"a@b.ch"}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '{"email":"a@b.ch","email":"b@c.ch"}',
    ),
    // The right fields with wrong types, and hostile strings in every field.
    fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 5 }).map((o) => JSON.stringify(o)),
    fc
      .record(
        { email: text, password: text, message: text, title: text, data: fc.dictionary(text, text, { maxKeys: 3 }) },
        { requiredKeys: [] },
      )
      .map((o) => JSON.stringify(o)),
    // Deep nesting, whole body or in a field; `data` only as deep as the server survives today.
    fc
      .tuple(
        fc.integer({ min: 1_000, max: 100_000 }),
        fc.constantFrom<"array" | "object">("array", "object"),
        fc.constantFrom(null, "email", "message", "title", "password", "refresh_token"),
      )
      .map(([depth, kind, field]) => (field ? `{"${field}":${deepNesting(depth, kind)}}` : deepNesting(depth, kind))),
    fc
      .tuple(fc.integer({ min: 1_000, max: MAX_SAFE_METADATA_DEPTH }), fc.constantFrom<"array" | "object">("array", "object"))
      .map(([depth, kind]) => `{"email":"${uniqueEmail("deep")}","password":"geheim123","data":{"x":${deepNesting(depth, kind)}}}`),
    // Huge arrays.
    fc.tuple(fc.integer({ min: 10_000, max: 150_000 }), fc.constantFrom(null, "message", "email", "data", "title")).map(([n, field]) => {
      const array = `[${new Array(n).fill("0").join(",")}]`;
      return field ? `{"${field}":${array}}` : array;
    }),
    // Bytes that are not UTF-8 (lone surrogates as ED A0 80, overlong forms, NUL).
    fc
      .uint8Array({ maxLength: 40 })
      .map((bytes) =>
        Buffer.concat([Buffer.from('{"message":"'), Buffer.from(nul ? bytes : bytes.filter((b) => b !== 0)), Buffer.from('"}')]),
      ),
  );
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "application/json;charset=utf-16",
  "APPLICATION/JSON",
  "application/json, text/plain",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/xml",
  "application/octet-stream",
  "application/vnd.api+json",
  "*/*",
  ";;;",
  "application/",
  "/",
  "json",
  'application/json; boundary="',
  "application/json; charset=\u00ff",
];

// ---- The app under attack -------------------------------------------------------------------
interface Ids {
  conversation: string;
  session: string;
}

const endpoints: { method: string; path: (ids: Ids, arb: { segment: string; query: string }) => string; destructive?: boolean }[] = [
  { method: "POST", path: () => "/auth/v1/signup" },
  { method: "POST", path: () => "/auth/v1/token?grant_type=password" },
  { method: "POST", path: () => "/auth/v1/token?grant_type=refresh_token" },
  { method: "POST", path: (_ids, a) => `/auth/v1/token?grant_type=${a.query}` },
  { method: "POST", path: (_ids, a) => `/auth/v1/logout?scope=${a.query}`, destructive: true },
  { method: "POST", path: () => "/auth/v1/logout", destructive: true },
  { method: "GET", path: () => "/auth/v1/user" },
  { method: "PUT", path: () => "/auth/v1/user" },
  { method: "GET", path: () => "/auth/v1/settings" },
  { method: "GET", path: () => "/auth/v1/health" },
  { method: "GET", path: () => "/auth/v1/.well-known/jwks.json" },
  { method: "OPTIONS", path: () => "/auth/v1/token" },
  { method: "POST", path: () => "/api/chat" },
  { method: "POST", path: () => "/api/chat/stop" },
  { method: "GET", path: () => "/api/conversations" },
  { method: "GET", path: (ids) => `/api/conversations/${ids.conversation}` },
  { method: "GET", path: (_ids, a) => `/api/conversations/${a.segment}` },
  { method: "PATCH", path: (ids) => `/api/conversations/${ids.conversation}` },
  { method: "PATCH", path: (_ids, a) => `/api/conversations/${a.segment}` },
  { method: "DELETE", path: (ids) => `/api/conversations/${ids.conversation}`, destructive: true },
  { method: "GET", path: (_ids, a) => `/api/knowledge/search?q=${a.query}` },
  { method: "GET", path: (_ids, a) => `/api/knowledge/search?q=DSG&limit=${a.query}` },
  { method: "GET", path: (_ids, a) => `/api/knowledge/search?${a.query}` },
  { method: "GET", path: () => "/api/me" },
  { method: "GET", path: () => "/api/me/sessions" },
  { method: "DELETE", path: (ids) => `/api/me/sessions/${ids.session}`, destructive: true },
  { method: "DELETE", path: (_ids, a) => `/api/me/sessions/${a.segment}` },
  { method: "GET", path: () => "/api/me/export" },
  { method: "DELETE", path: () => "/api/me", destructive: true },
  { method: "GET", path: () => "/api/privacy" },
  { method: "GET", path: (_ids, a) => `/api/${a.segment}` },
  { method: "GET", path: (_ids, a) => `/auth/v1/${a.segment}` },
  { method: "GET", path: (_ids, a) => `/${a.segment}` },
];

describe.each(ENGINES)("hostile input on %s", (engine) => {
  let t: TestApp;
  /** The account whose token is used as the "valid" credential. */
  let main: Awaited<ReturnType<typeof signUp>>;
  let mainConversation: string;
  /** A second account: destructive endpoints (sign-out, deletions) get a fresh session of it. */
  let victim: Awaited<ReturnType<typeof signUp>>;
  const nul = engine === "sqlite" || !nulBreaksPostgres;

  beforeAll(async () => {
    t = await startTestApp(engine, {
      env: {
        AUTH_RATE_LIMIT_SIGNUP: "100000/60",
        AUTH_RATE_LIMIT_TOKEN: "100000/60",
        CHAT_RATE_LIMIT: "100000/60",
        CHAT_STREAM_DELAY_MS: "0",
        TRUST_PROXY: "true",
      },
    });
    main = await signUp(t.url);
    victim = await signUp(t.url);
    mainConversation = (await ask(t.url, main.session.access_token, "Was regelt Art. 19 DSG?")).conversationId;
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  async function counts() {
    const tables = ["users", "sessions", "conversations", "messages", "refresh_tokens", "identities"] as const;
    const values = await Promise.all(
      tables.map(async (table) =>
        Number(
          (
            await db()
              .selectFrom(table)
              .select(({ fn }) => fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
    return Object.fromEntries(tables.map((table, i) => [table, values[i]]));
  }

  async function victimSession() {
    const res = await json(`${t.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      body: JSON.stringify({ email: victim.email, password: victim.password }),
    });
    if (res.status !== 200) throw new Error(`victim sign-in failed: ${res.status} ${res.text}`);
    return res.body as { access_token: string; user: { id: string } };
  }

  /** Sends, then checks the three promises: no 5xx, no leak, no write on refusal. */
  async function attack(request: RawRequest): Promise<RawResponse> {
    const before = await counts();
    let res: RawResponse;
    try {
      res = await send(t.url, request);
    } catch (error) {
      throw new Error(`${request.method} ${request.path.slice(0, 100)}: no response (${(error as Error).message})`);
    }
    const what = `${request.method} ${request.path.slice(0, 100)} -> ${res.status} ${res.text.slice(0, 300)}`;
    expect(res.status, what).toBeGreaterThanOrEqual(200);
    expect(res.status, what).toBeLessThan(500);
    const sent = [request.path, ...Object.values(request.headers ?? {}), request.body?.toString() ?? ""].join("\n");
    expect(leaks(res.text, sent), what).toEqual([]);
    if (res.status >= 400) expect(await counts(), what).toEqual(before);
    return res;
  }

  const segment = fc.oneof(
    fc.uuid(),
    hostileString({ nul, loneSurrogates: true, maxLength: 8 })
      .filter((s) => s.length > 0)
      .map(percentString),
    fc
      .uint8Array({ minLength: 1, maxLength: 24 })
      .map((b) => percentBytes(nul ? b : b.filter((x) => x !== 0)))
      .filter((s) => s.length > 0),
    fc
      .constantFrom(
        "..",
        "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
        "%",
        "%zz",
        "%E0%A4%A",
        "a%00b",
        "\u00ff\u00fe",
        "x".repeat(10_000),
        "%C0%AF",
        "~",
        "null",
        "00000000-0000-0000-0000-000000000000",
      )
      .map((s) => (nul ? s : s.replace("%00", ""))),
  );
  const query = fc.oneof(
    hostileString({ nul, loneSurrogates: true, maxLength: 10 }).map(percentString),
    fc.uint8Array({ maxLength: 24 }).map((b) => percentBytes(nul ? b : b.filter((x) => x !== 0))),
    fc.constantFrom(
      "",
      "&",
      "=",
      "q",
      "q=&q=",
      "q[]=1",
      "q[a]=1",
      "limit=0",
      "limit=51",
      "limit=-1",
      "limit=1e1",
      "limit=%00",
      "password",
      "refresh_token",
      "id_token",
      "pkce",
      "x".repeat(3000),
      "global",
      "local",
      "others",
    ),
  );

  function authArb() {
    const jwtish = fc
      .tuple(fc.uint8Array({ maxLength: 60 }), fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 80 }))
      .map((parts) => parts.map((p) => Buffer.from(p).toString("base64url")).join("."));
    const header = fc
      .record(
        {
          alg: fc.oneof(fc.constantFrom("none", "None", "HS256", "ES256", "RS256", "PS256", "EdDSA", ""), fc.jsonValue({ maxDepth: 1 })),
          kid: fc.jsonValue({ maxDepth: 2 }),
          typ: fc.jsonValue({ maxDepth: 1 }),
        },
        { requiredKeys: [] },
      )
      .map((h) => {
        const [, payload, signature] = main.session.access_token.split(".");
        return `${Buffer.from(JSON.stringify(h)).toString("base64url")}.${payload}.${signature}`;
      });
    return fc.oneof(
      fc.constant(undefined),
      fc.constant("valid"),
      fc.constantFrom(
        "Bearer",
        "Bearer ",
        "Bearer  ",
        "bearer",
        "Basic dXNlcjpwYXNz",
        "Token abc",
        "Bearer null",
        "Bearer undefined",
        "Bearer a.b.c",
        "Bearer ...",
        "Bearer \u00ff",
      ),
      fc.constantFrom("VALID-lower", "VALID-upper", "VALID-suffix", "VALID-double-space", "VALID-tab", "VALID-twice"),
      jwtish.map((token) => `Bearer ${token}`),
      header.map((token) => `Bearer ${token}`),
      headerValue.map((value) => `Bearer ${value}`),
      headerValue,
    );
  }

  function authorization(choice: string | undefined, token: string): string | undefined {
    switch (choice) {
      case "valid":
        return `Bearer ${token}`;
      case "VALID-lower":
        return `bearer ${token}`;
      case "VALID-upper":
        return `BEARER ${token}`;
      case "VALID-suffix":
        return `Bearer ${token}x`;
      case "VALID-double-space":
        return `Bearer  ${token}`;
      case "VALID-tab":
        return `Bearer\t${token}`;
      case "VALID-twice":
        return `Bearer ${token} Bearer ${token}`;
      default:
        return choice;
    }
  }

  const extraHeaders = fc.record(
    {
      "x-supabase-api-version": fc.oneof(
        fc.constantFrom(
          "2024-01-01",
          "2023-12-31",
          "2024-02-30",
          "9999-99-99",
          "0000-00-00",
          "2024-01-01T00:00:00Z",
          "2024-1-1",
          "-2024-01-01",
        ),
        headerValue,
      ),
      "x-jwt-aud": headerValue,
      "x-forwarded-for": fc.oneof(
        headerValue,
        fc.constantFrom("1.2.3.4", "::1", "1.2.3.4, 5.6.7.8", ", , ,", "999.999.999.999", "[::1]:80", "unknown", "1.2.3.4\t5.6.7.8"),
      ),
      origin: headerValue,
      "user-agent": headerValue,
      accept: headerValue,
      "accept-encoding": headerValue,
      cookie: headerValue,
      apikey: headerValue,
      "x-client-info": headerValue,
    },
    { requiredKeys: [] },
  );

  const requestArb = () =>
    fc.record({
      endpoint: fc.constantFrom(...endpoints),
      method: fc.option(fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "PROPFIND"), { freq: 8 }),
      segment,
      query,
      body: fc.option(bodyArb(nul), { freq: 6 }),
      contentType: fc.option(fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerValue), { freq: 4 }),
      auth: authArb(),
      headers: extraHeaders,
    });

  interface Input {
    endpoint: (typeof endpoints)[number];
    method: string | null;
    segment: string;
    query: string;
    body: string | Buffer | null;
    contentType: string | null;
    auth: string | undefined;
    headers: Record<string, string | undefined>;
  }

  async function build(input: Input): Promise<RawRequest> {
    const { endpoint } = input;
    let token = main.session.access_token;
    let session = main.session.refresh_token; // not a session id: a realistic wrong value
    if (endpoint.destructive && typeof input.auth === "string" && (input.auth === "valid" || input.auth.startsWith("VALID"))) {
      const fresh = await victimSession();
      token = fresh.access_token;
      session = JSON.parse(Buffer.from(fresh.access_token.split(".")[1], "base64url").toString()).session_id;
    }
    const headers: Record<string, string | undefined> = { ...input.headers, authorization: authorization(input.auth, token) };
    if (input.contentType !== null) headers["content-type"] = input.contentType;
    return {
      method: input.method ?? endpoint.method,
      path: endpoint.path({ conversation: mainConversation, session }, { segment: input.segment, query: input.query }),
      headers,
      body: input.body ?? undefined,
    };
  }

  it("answers every hostile request at every endpoint without a 5xx, a leak or a stray write", async () => {
    await fc.assert(
      fc.asyncProperty(requestArb(), async (input) => {
        await attack(await build(input));
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it("survives every class of hostile body at every endpoint", async () => {
    const bodies: [string, string | Buffer][] = [
      ["malformed JSON", '{"email": "a@b.ch", "password": '],
      [
        "wrong types",
        JSON.stringify({
          email: 1,
          password: [],
          data: "x",
          message: { a: 1 },
          title: false,
          conversationId: 7,
          refresh_token: {},
          messageId: null,
        }),
      ],
      ["nested 1000 deep", deepNesting(1_000, "array")],
      ["nested 200000 deep", deepNesting(200_000, "object")],
      ["nested in a field", `{"message":${deepNesting(50_000, "array")},"title":${deepNesting(50_000, "object")}}`],
      ["huge array", `[${new Array(200_000).fill("1").join(",")}]`],
      [
        "huge string",
        JSON.stringify({
          message: "ü".repeat(400_000),
          title: "x".repeat(100_000),
          email: "a".repeat(100_000) + "@b.ch",
          password: "p".repeat(100_000),
        }),
      ],
      ["oversized (1.1 MB)", JSON.stringify({ message: "x".repeat(1_150_000) })],
      ["invalid UTF-8", Buffer.from([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xc0, 0xaf, 0xff, 0x22, 0x7d])],
      ["lone surrogates", '{"email":"\\ud800@b.ch","password":"\\udfff\\udfff\\udfff","message":"\\ud800","title":"\\udc00"}'],
      ["prototype pollution", '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}},"message":"Hallo"}'],
    ];
    for (const endpoint of endpoints) {
      for (const [, body] of bodies) {
        for (const auth of ["valid", undefined]) {
          const request = await build({
            endpoint,
            method: null,
            segment: "x",
            query: "x",
            body,
            contentType: "application/json",
            auth,
            headers: {},
          });
          await attack(request);
        }
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("answers hostile Unicode in URLs, queries and bodies without a 5xx", async () => {
    const text = hostileString({ nul, loneSurrogates: true, maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints.filter((e) => !e.destructive)), text, text, async (endpoint, a, b) => {
        const body = JSON.stringify({
          email: `${a}@example.ch`,
          password: b,
          message: a,
          title: b,
          data: { [a]: b },
          conversationId: a,
          messageId: b,
          refresh_token: a,
        });
        await attack({
          method: endpoint.method,
          path: endpoint.path(
            { conversation: mainConversation, session: a },
            { segment: percentString(a) || "x", query: percentString(b) },
          ),
          headers: { "content-type": "application/json", ...bearer(main.session.access_token) },
          body,
        });
      }),
      { numRuns: RUNS },
    );
  });

  // ---- Verbatim: SQL meta-characters and Unicode are data, never syntax ------------------------
  const localPart = fc
    .array(fc.constantFrom(..."'%_\\*/=?{}|~^&!+$#`-.".replace("\\", "").split(""), "a", "z", "0"), { minLength: 1, maxLength: 12 })
    .map((c) => c.join(""));

  it("stores e-mail addresses with SQL meta-characters verbatim, and % or _ match only themselves", async () => {
    await fc.assert(
      fc.asyncProperty(localPart, async (local) => {
        const email = `${local}.${Math.random().toString(36).slice(2, 8)}@example.ch`;
        const signup = await json(`${t.url}/auth/v1/signup`, { method: "POST", body: JSON.stringify({ email, password: "geheim123" }) });
        expect(signup.status, signup.text).toBe(200);
        expect(signup.body.user.email).toBe(email.toLowerCase());
        const me = await json(`${t.url}/api/me`, { headers: bearer(signup.body.access_token) });
        expect(me.body.email).toBe(email.toLowerCase());
        const signIn = await json(`${t.url}/auth/v1/token?grant_type=password`, {
          method: "POST",
          body: JSON.stringify({ email, password: "geheim123" }),
        });
        expect(signIn.status).toBe(200);
        expect(signIn.body.user.id).toBe(signup.body.user.id);
        // A LIKE pattern would let "a%" or "a_" stand for other addresses: they must not sign in.
        const sibling = email.replace(/[%_]/g, "q");
        if (sibling !== email) {
          const wrong = await json(`${t.url}/auth/v1/token?grant_type=password`, {
            method: "POST",
            body: JSON.stringify({ email: sibling, password: "geheim123" }),
          });
          expect(wrong.status).toBe(400);
        }
      }),
      { numRuns: RUNS },
    );
    const users = await db().selectFrom("users").select("email").where("email", "like", "%'%").execute();
    expect(users.length).toBeGreaterThan(0);
  });

  it("stores user metadata verbatim (sign-up, update, token claims, export)", async () => {
    const reserved = new Set(["sub", "email", "email_verified", "phone_verified", "__proto__", "constructor", "prototype"]);
    // Metadata travels as JSON text, so every code unit survives, NUL and lone surrogates too.
    // U+0000 is refused with a 400 on both engines (PostgreSQL cannot store it); see the NUL tests below.
    const text = hostileString({ nul: false, loneSurrogates: true, maxLength: 12 });
    // Keys the JSON parser drops on purpose (prototype pollution) are not data either.
    const metadata = fc
      .dictionary(
        text.filter((k) => !reserved.has(k)),
        fc.oneof(text, fc.jsonValue({ maxDepth: 2 })),
        { minKeys: 1, maxKeys: 4 },
      )
      .filter((value) => !/"(__proto__|constructor)"/.test(JSON.stringify(value)));
    await fc.assert(
      fc.asyncProperty(metadata, metadata, async (data, update) => {
        const email = uniqueEmail("meta");
        const signup = await json(`${t.url}/auth/v1/signup`, {
          method: "POST",
          body: JSON.stringify({ email, password: "geheim123", data }),
        });
        expect(signup.status, signup.text).toBe(200);
        const expected = JSON.parse(JSON.stringify(data)); // -0 becomes 0, as in any JSON round trip
        expect(signup.body.user.user_metadata).toMatchObject(expected);
        const token = signup.body.access_token;
        expect(JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).user_metadata).toMatchObject(expected);
        const updated = await json(`${t.url}/auth/v1/user`, {
          method: "PUT",
          headers: bearer(token),
          body: JSON.stringify({ data: update }),
        });
        expect(updated.status, updated.text).toBe(200);
        const merged = { ...expected, ...JSON.parse(JSON.stringify(update)) };
        for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
        const user = await json(`${t.url}/auth/v1/user`, { headers: bearer(token) });
        expect(user.body.user_metadata).toMatchObject(merged);
        const exported = await json(`${t.url}/api/me/export`, { headers: bearer(token) });
        expect(exported.body.account.userMetadata).toMatchObject(merged);
      }),
      { numRuns: RUNS },
    );
  });

  it("stores chat messages and conversation titles verbatim", async () => {
    // Lone surrogates cannot be stored as text (they become U+FFFD); they are hostile input
    // above, not data here.
    const text = hostileString({ nul: false, loneSurrogates: false, maxLength: 40 }).filter((s) => s.trim().length > 0);
    await fc.assert(
      fc.asyncProperty(text, text, async (message, title) => {
        const asked = await ask(t.url, main.session.access_token, message);
        expect(asked.done).toEqual({ type: "done", status: "complete" });
        const conversation = await json(`${t.url}/api/conversations/${asked.conversationId}`, {
          headers: bearer(main.session.access_token),
        });
        expect(conversation.body.messages[0].content).toBe(message.trim());
        expect(conversation.body.title).toBe(titleFrom(message.trim()));
        const normalized = title.replace(/\s+/g, " ").trim();
        const renamed = await json(`${t.url}/api/conversations/${asked.conversationId}`, {
          method: "PATCH",
          headers: bearer(main.session.access_token),
          body: JSON.stringify({ title }),
        });
        if (normalized.length === 0 || normalized.length > 200) {
          expect(renamed.status).toBe(400);
          return;
        }
        expect(renamed.status, renamed.text).toBe(200);
        expect(renamed.body.title).toBe(normalized);
        const list = await json(`${t.url}/api/conversations`, { headers: bearer(main.session.access_token) });
        expect(list.body.conversations.find((c: { id: string }) => c.id === asked.conversationId).title).toBe(normalized);
      }),
      { numRuns: RUNS },
    );
    const tables = await db()
      .selectFrom("users")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(tables.n)).toBeGreaterThan(0); // "DROP TABLE users" was only ever data
  });

  // ---- Bugs this suite found, pinned --------------------------------------------------------------
  // While a bug stands its test is `it.fails`; fixed, each asserts the refusal the error catalogue
  // gives (server/http/plumbing.ts inspectBody; GoTrue's format on /auth/v1) and that nothing was written.
  const knownBug = engine === "postgres" && nulBreaksPostgres ? it.fails : it;
  const NUL_API = { error: { code: "validation_failed", message: "Die Anfrage enthält ein unzulässiges Zeichen (NUL)." } };
  describe("U+0000 in text that reaches the database", () => {
    knownBug("is refused in a chat message: 400 validation_failed, no message stored", async () => {
      const before = await counts();
      const res = await send(t.url, {
        method: "POST",
        path: "/api/chat",
        headers: { "content-type": "application/json", ...bearer(main.session.access_token) },
        body: JSON.stringify({ message: "Hallo\u0000Welt" }),
      });
      expect(res.status, res.text).toBe(400);
      expect(JSON.parse(res.text)).toEqual(NUL_API);
      expect(await counts()).toEqual(before);
    });
    knownBug("is refused as a sign-in e-mail: 400 validation_failed in GoTrue's format", async () => {
      const res = await json(`${t.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        body: JSON.stringify({ email: "a\u0000@example.ch", password: "x" }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, error_code: "validation_failed", msg: "Invalid body: NUL characters are not allowed" });
    });
    knownBug("is refused in a conversation title: 400 validation_failed, the title unchanged", async () => {
      const headers = bearer(main.session.access_token);
      const title = async () =>
        (await json(`${t.url}/api/conversations`, { headers })).body.conversations.find((c: { id: string }) => c.id === mainConversation)
          ?.title;
      const before = await title();
      const res = await json(`${t.url}/api/conversations/${mainConversation}`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ title: "a\u0000b" }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(NUL_API);
      expect(await title()).toBe(before);
    });
    knownBug("in a session id is a 404 session_missing, not a 500", async () => {
      const res = await json(`${t.url}/api/me/sessions/a%00b`, { method: "DELETE", headers: bearer(main.session.access_token) });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: "session_missing", message: "Diese Sitzung gibt es nicht." } });
    });
  });

  const TOO_DEEP = { code: 400, error_code: "validation_failed", msg: "Invalid body: nested more than 32 levels" };
  describe("user metadata nested thousands of levels deep", () => {
    it("is refused at sign-up: 400 validation_failed, no account created", async () => {
      const before = await counts();
      const email = uniqueEmail("deep");
      const res = await send(t.url, {
        method: "POST",
        path: "/auth/v1/signup",
        headers: { "content-type": "application/json" },
        body: `{"email":"${email}","password":"geheim123","data":{"x":${deepNesting(5_000, "array")}}}`,
      });
      expect(res.status, res.text).toBe(400);
      expect(JSON.parse(res.text)).toEqual(TOO_DEEP);
      expect(await counts()).toEqual(before);
    });
    it("is refused on update (400 validation_failed, metadata unchanged), and the account can still sign in", async () => {
      const { email, password, session } = await signUp(t.url);
      const metadata = async () => (await json(`${t.url}/auth/v1/user`, { headers: bearer(session.access_token) })).body.user_metadata;
      const before = await metadata();
      const update = await send(t.url, {
        method: "PUT",
        path: "/auth/v1/user",
        headers: { "content-type": "application/json", ...bearer(session.access_token) },
        body: `{"data":{"x":${deepNesting(3_000, "array")}}}`,
      });
      expect(update.status, update.text).toBe(400);
      expect(JSON.parse(update.text)).toEqual(TOO_DEEP);
      expect(await metadata()).toEqual(before);
      const signIn = await json(`${t.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status).toBe(200);
      expect(signIn.body.user.email).toBe(email);
    });
  });
});
