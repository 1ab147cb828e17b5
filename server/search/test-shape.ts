// The search route's 200 body as its schema describes it, keys in the schema's order, built from the index's
// outcome by plain object mapping: the independent expectation the route tests and the fragment tests compare
// the assembled bytes with (JSON.stringify of this is what Fastify's schema serializer sent before session 18).
import type { SearchOutcome } from "./index.js";

export type SchemaBody = Pick<SearchOutcome, "results" | "coverage" | "guides">;

export const schemaShape = (outcome: SchemaBody) => ({
  results: outcome.results.map((r) => ({
    ref: r.ref,
    title: r.title,
    url: r.url,
    snippet: r.snippet,
    score: r.score,
    source: r.source,
    stand: r.stand,
  })),
  coverage: outcome.coverage,
  guides: outcome.guides.map(({ guide }) => ({ id: guide.id, title: guide.title, refs: guide.refs })),
});
