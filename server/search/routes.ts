import type { FastifyInstance } from "fastify";
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

export async function searchRoutes(parent: FastifyInstance, { guard, index }: { guard: Guard; index: KnowledgeIndex }): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/knowledge/search",
    {
      preHandler: guard,
      schema: {
        // A query string's unknown parameters are ignored, as everywhere (decision 029).
        querystring: Type.Object({
          q: Type.String({ minLength: 1, maxLength: 500 }),
          limit: Type.Optional(Type.String({ pattern: "^([1-9]|[1-4][0-9]|50)$" })),
        }),
        response: {
          200: Type.Object({
            results: Type.Array(Result),
            coverage: StringEnum(["full", "none"] as const),
            guides: Type.Array(GuideRef),
          }),
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
