// GET /api/knowledge/search on the wire (issue 28, sessions 15 and 18): the route sends UTF-8 bytes it
// assembles itself from fragments serialised at start-up, so the bytes, their length and the content
// type must be exactly what Fastify's own path sent. The expectation is built here from the index's
// outcome, independently of the route's serializer. SQLite only: the route reads nothing from the
// database but the guard's lookup, which server/http and server/auth test on both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, startTestApp, type TestApp } from "../../tests/support/app.js";
import { schemaShape } from "./test-shape.js";

// An everyday question whose snippets end in "…" (a character outside Latin-1) and one in French.
const QUESTIONS = [
  "Unser Online-Shop hatte einen Hackerangriff und Kundendaten sind weg. Müssen wir das melden und bis wann?",
  "Combien de temps une entreprise peut-elle conserver les données «sensibles» d’un client?",
];

/** The response the route's schema describes, keys in its order, from the index's own outcome. */
function expected(t: TestApp, q: string, limit: number): string {
  const outcome = t.app.index.search(q, { limit });
  return JSON.stringify(schemaShape(outcome));
}

describe("GET /api/knowledge/search on the wire", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp("sqlite");
    token = (await signUp(t.url)).session.access_token;
  });
  afterAll(() => t?.close());

  it("sends the schema's JSON as UTF-8 with its byte length and content type", async () => {
    for (const q of QUESTIONS)
      for (const limit of [10, 3]) {
        const res = await fetch(`${t.url}/api/knowledge/search?q=${encodeURIComponent(q)}&limit=${limit}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
        const text = bytes.toString("utf8");
        expect(text).toBe(expected(t, q, limit));
      }
    // The question with "…" in its snippets: the length counts bytes, not characters.
    const res = await fetch(`${t.url}/api/knowledge/search?q=${encodeURIComponent(QUESTIONS[0])}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await res.text();
    expect((JSON.parse(text) as { results: unknown[] }).results).toHaveLength(10);
    expect(text).toMatch(/…/);
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(text.length);
  });

  it("answers errors in the product's format, not the search's", async () => {
    const missing = await fetch(`${t.url}/api/knowledge/search?q=`, { headers: { authorization: `Bearer ${token}` } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
    const anonymous = await fetch(`${t.url}/api/knowledge/search?q=Auskunft`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });
});
