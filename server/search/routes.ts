import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { apiErrors, StringEnum } from "../http/contracts.js";
import type { Guard } from "../http/require-user.js";
import type { KnowledgeIndex } from "./index.js";

// `doc` (the whole indexed document) stays on the server: the serializer sends only these fields.
const Result = Type.Object({
  ref: Type.String(),
  title: Type.String(),
  url: Type.String(),
  snippet: Type.String(),
  score: Type.Number(),
  source: StringEnum(["curated", "fedlex"] as const),
  stand: Type.String(),
});
const GuideRef = Type.Object({ id: Type.String(), title: Type.String(), refs: Type.Array(Type.String()) });
/**
 * The serialized answer goes out as UTF-8 bytes (issue 28, session 15). The route's compiled schema
 * serializer builds its text as a rope of some hundred pieces, and a snippet's "…" makes it two-byte;
 * on Fastify's string path Node flattened it for the Content-Length, joined it with the header block
 * and flattened that again for the socket: 8 of the 106 KB a search allocated per request over HTTP
 * (bench/search-gc.ts). A Buffer is measured and written as it is; the bytes on the wire are the
 * same (routes.test.ts).
 */
function asBytes(_request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  done(null, typeof payload === "string" ? Buffer.from(payload) : payload);
}

const SearchResponse = Type.Object({
  results: Type.Array(Result),
  coverage: StringEnum(["full", "none"] as const),
  guides: Type.Array(GuideRef),
});

export async function searchRoutes(parent: FastifyInstance, { guard, index }: { guard: Guard; index: KnowledgeIndex }): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/knowledge/search",
    {
      preHandler: guard,
      onSend: asBytes,
      schema: {
        // A query string's unknown parameters are ignored, as everywhere (decision 029).
        querystring: Type.Object({
          q: Type.String({ minLength: 1, maxLength: 500 }),
          limit: Type.Optional(Type.String({ pattern: "^([1-9]|[1-4][0-9]|50)$" })),
        }),
        response: {
          200: SearchResponse,
          ...apiErrors,
        },
      },
    },
    // Query strings are text; the pattern above allows 1 to 50. "coverage: none" with no results
    // means the question is outside what the knowledge base covers.
    async (request) => {
      const outcome = index.search(request.query.q, { limit: Number(request.query.limit ?? 10) });
      return {
        results: outcome.results,
        coverage: outcome.coverage,
        guides: outcome.guides.map(({ guide }) => ({ id: guide.id, title: guide.title, refs: guide.refs })),
      };
    },
  );
}
