import type { FastifyInstance } from "fastify";
import type { AuthService } from "../auth/service.js";
import { requireUser } from "../http/require-user.js";
import type { KnowledgeIndex } from "./index.js";

const resultSchema = {
  type: "object",
  properties: {
    ref: { type: "string" },
    title: { type: "string" },
    url: { type: "string" },
    snippet: { type: "string" },
    score: { type: "number" },
    source: { type: "string" },
    stand: { type: "string" },
  },
} as const;

export async function searchRoutes(app: FastifyInstance, { auth, index }: { auth: AuthService; index: KnowledgeIndex }): Promise<void> {
  app.get<{ Querystring: { q: string; limit?: string } }>(
    "/knowledge/search",
    {
      preHandler: requireUser(auth),
      schema: {
        querystring: {
          type: "object",
          required: ["q"],
          properties: {
            q: { type: "string", minLength: 1, maxLength: 500 },
            limit: { type: "string", pattern: "^([1-9]|[1-4][0-9]|50)$" },
          },
          additionalProperties: false,
        },
        response: {
          200: {
            type: "object",
            required: ["results", "coverage"],
            properties: {
              results: { type: "array", items: resultSchema },
              coverage: { type: "string", enum: ["full", "none"] },
              guides: {
                type: "array",
                items: {
                  type: "object",
                  properties: { id: { type: "string" }, title: { type: "string" }, refs: { type: "array", items: { type: "string" } } },
                },
              },
            },
          },
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
