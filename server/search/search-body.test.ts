// The search route's body from fragments serialised at start-up (issue 28, session 18) must be, byte for byte,
// what the route's schema serializer sent: for the eval questions at several limits, for results and guides the
// fragments do not know (serialised on the spot), and for characters JSON escapes. Each answer is a fresh buffer:
// nothing of one question's body reaches the next.
import Fastify from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex, DEV_SET, EVERYDAY_DEV_SET, readQuestions } from "../../tooling/search/eval.js";
import type { Guide } from "../knowledge/guide.js";
import type { KnowledgeIndex, SearchResult } from "./index.js";
import { resultFragments, SearchBody, SearchResponse } from "./search-body.js";
import { schemaShape, type SchemaBody } from "./test-shape.js";

/** The bytes Fastify's compiled response schema makes of a body (the route's serializer until session 18). */
async function schemaSerializer() {
  const app = Fastify();
  let next: SchemaBody | null = null;
  app.get("/", { schema: { response: { 200: SearchResponse } } }, async () => schemaShape(next!));
  await app.ready();
  return async (outcome: SchemaBody) => {
    next = outcome;
    return (await app.inject({ method: "GET", url: "/" })).rawPayload;
  };
}

const expected = (outcome: SchemaBody) => Buffer.from(JSON.stringify(schemaShape(outcome)), "utf8");

describe("SearchBody", () => {
  let index: KnowledgeIndex;
  let body: SearchBody;
  beforeAll(() => {
    index = buildIndex();
    body = new SearchBody(index);
  });

  it("writes JSON.stringify's bytes of the schema's shape, the schema serializer's too", async () => {
    const serialize = await schemaSerializer();
    const questions = [...readQuestions(DEV_SET), ...readQuestions(EVERYDAY_DEV_SET)].map((q) => q.q);
    let full = 0;
    let none = 0;
    for (const [i, q] of questions.entries()) {
      const limit = [10, 3, 50][i % 3];
      const outcome = index.search(q, { limit });
      if (outcome.coverage === "full") full++;
      else none++;
      const bytes = body.of(outcome);
      expect(bytes.equals(expected(outcome)), q).toBe(true);
      if (i % 10 === 0) expect(bytes.equals(await serialize(outcome)), q).toBe(true);
    }
    // Both kinds of answer were compared, with results, guides and snippets that end in "…".
    expect(full).toBeGreaterThan(50);
    expect(none).toBeGreaterThan(0);
  });

  it("serialises a result or guide it has no fragments for on the spot, escaping as JSON does", () => {
    const doc = { ...index.docs[0] };
    const odd = 'Anführungszeichen " und \\ Rückstrich, Steuerzeichen \u0001\n\t, U+2028 \u2028, 😀, halbes Paar \ud800 …';
    const result: SearchResult = {
      ...index.resultOf(doc, 0),
      title: odd,
      snippet: odd,
      url: `https://example.ch/?q="${odd}"`,
      score: 1.5e-7,
    };
    const guide: Guide = { ...index.guides[0], title: odd, refs: ["DSG Art. 1", odd] };
    const outcome: SchemaBody = {
      results: [result, index.resultOf(index.docs[1], -2.125)],
      coverage: "full",
      guides: [{ guide, score: 1 }],
    };
    expect(body.of(outcome).toString("utf8")).toBe(JSON.stringify(schemaShape(outcome)));
    const [head, tail] = resultFragments(result);
    expect(`${head.toString("utf8")}1.5e-7${tail.toString("utf8")}`).toBe(JSON.stringify(schemaShape(outcome).results[0]));
  });

  it("answers each question with a fresh buffer, so nothing of one body reaches the next", () => {
    const [a, b] = ["Wie lange darf ich Bewerbungsunterlagen aufbewahren?", "Muss ich einen Datenschutzberater ernennen?"].map((q) =>
      index.search(q, { limit: 10 }),
    );
    const first = body.of(a);
    first.fill(0x20);
    for (const outcome of [b, a, { results: [], coverage: "none" as const, guides: [] }, a]) {
      const bytes = body.of(outcome);
      expect(bytes.equals(expected(outcome))).toBe(true);
      expect(bytes.buffer === first.buffer && bytes.byteOffset === first.byteOffset).toBe(false);
    }
  });

  it("keeps one head and tail per document and one fragment per guide, bounded by the corpus", () => {
    let sum = 0;
    for (const doc of index.docs) {
      const [head, tail] = resultFragments(index.resultOf(doc, 0));
      sum += head.length + tail.length;
    }
    for (const guide of index.guides) sum += Buffer.byteLength(JSON.stringify({ id: guide.id, title: guide.title, refs: guide.refs }));
    expect(body.size).toBe(sum);
    // A few hundred bytes per document: the fixed fields, not the document's text.
    expect(body.size / (index.docs.length + index.guides.length)).toBeLessThan(1024);
  });
});
