import type { FastifyInstance } from "fastify";
import { Type, type Static } from "@sinclair/typebox";
import { apiErrors } from "../http/contracts.js";
import type { Guard } from "../http/require-user.js";
import type { KnowledgeIndex } from "./index.js";
import { SearchBody, SearchResponse } from "./search-body.js";

// A query string's unknown parameters are ignored, as everywhere (decision 029).
const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 500 }),
  limit: Type.Optional(Type.String({ pattern: "^([1-9]|[1-4][0-9]|50)$" })),
});

/**
 * The 200 answer is `SearchResponse` (declared below, the API's contract) and goes out as UTF-8 bytes made
 * by `SearchBody` from fragments serialised at start-up (issue 28, session 18): a Buffer with a JSON content
 * type is sent as it is, without the schema serializer, which escaped the same titles, snippets and URLs on
 * every request and built a rope of some hundred pieces that Node flattened twice (session 15). `doc` (the
 * whole indexed document) stays on the server: only the schema's fields are written. The bytes are those
 * the serializer sent (routes.test.ts, search-body.test.ts). The route is declared without the TypeBox type
 * provider, whose reply type would refuse bytes; its query's type is still the schema's.
 */
export async function searchRoutes(parent: FastifyInstance, { guard, index }: { guard: Guard; index: KnowledgeIndex }): Promise<void> {
  const body = new SearchBody(index);
  parent.get<{ Querystring: Static<typeof SearchQuery> }>(
    "/knowledge/search",
    {
      preHandler: guard,
      schema: {
        querystring: SearchQuery,
        response: {
          200: SearchResponse,
          ...apiErrors,
        },
      },
    },
    // Query strings are text; the pattern above allows 1 to 50. "coverage: none" with no results
    // means the question is outside what the knowledge base covers.
    async (request, reply) => {
      const outcome = index.search(request.query.q, { limit: Number(request.query.limit ?? 10) });
      return reply.type("application/json; charset=utf-8").send(body.of(outcome));
    },
  );
}
