// /api/tools/breaches: the user's breach assessments. The assessment, the EDÖB draft and the
// documentation entry are computed from the saved form on every read, so rule fixes apply at once.
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { apiErrors, IdParams, NoContent } from "../../http/contracts.js";
import { Breach, BreachList, Evaluation } from "./contracts.js";
import type { ToolRouteDeps } from "../deps.js";
import { ApiError } from "../../http/errors.js";
import { breachInputSchema, identificationProblem, normalise, type BreachBody } from "./input.js";
import { assessBreach } from "./assess.js";
import { documentationEntry, draftReport } from "./draft.js";
import { toolRepo, type ToolRow } from "./repo.js";

const notFound = () => new ApiError(404, "breach_not_found", "Dieser Vorfall wurde nicht gefunden.");

/** The body as logic sees it, after the checks across fields that the schema cannot state (nothing is stored otherwise). */
function checked(body: BreachBody) {
  const problem = identificationProblem(body);
  if (problem)
    throw new ApiError(400, "validation_failed", "Die Angaben zu den Identifikationsdaten passen nicht zusammen.", { fields: [problem] });
  return normalise(body);
}

// Rows stored by older versions lack the newer fields (role, recipient, …) or use the sector
// "versicherung": normalise() gives every row the current shape before it is assessed or sent.
function full(stored: ToolRow<BreachBody>) {
  const row = { ...stored, data: normalise(stored.data) };
  const assessment = assessBreach(row.data);
  return { ...row, assessment, draft: draftReport(row.data, assessment), documentation: documentationEntry(row.data, assessment) };
}

export async function breachRoutes(parent: FastifyInstance, { guard, db, clock }: ToolRouteDeps): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const repo = toolRepo<BreachBody>(db, "tool_breaches");
  const guarded = { preHandler: guard };

  app.get("/tools/breaches", { ...guarded, schema: { response: { 200: BreachList, ...apiErrors } } }, async (request) => {
    const rows = await repo.list(guard.user(request).user.id);
    return {
      items: rows.map((r) => ({
        id: r.id,
        title: r.title,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        risk: assessBreach(normalise(r.data)).risk,
      })),
    };
  });

  app.post(
    "/tools/breaches/assess",
    { ...guarded, schema: { body: breachInputSchema, response: { 200: Evaluation, ...apiErrors } } },
    async (request) => {
      const input = checked(request.body);
      const assessment = assessBreach(input);
      return { assessment, draft: draftReport(input, assessment), documentation: documentationEntry(input, assessment) };
    },
  );

  app.post(
    "/tools/breaches",
    { ...guarded, schema: { body: breachInputSchema, response: { 201: Breach, ...apiErrors } } },
    async (request, reply) => {
      const input = checked(request.body);
      const row = await repo.create(guard.user(request).user.id, input.title, input, clock.iso());
      return reply.code(201).send(full(row));
    },
  );

  app.get("/tools/breaches/:id", { ...guarded, schema: { params: IdParams, response: { 200: Breach, ...apiErrors } } }, async (request) => {
    const row = await repo.get(guard.user(request).user.id, request.params.id);
    if (!row) throw notFound();
    return full(row);
  });

  app.put(
    "/tools/breaches/:id",
    { ...guarded, schema: { params: IdParams, body: breachInputSchema, response: { 200: Breach, ...apiErrors } } },
    async (request) => {
      const input = checked(request.body);
      const row = await repo.update(guard.user(request).user.id, request.params.id, input.title, input, clock.iso());
      if (!row) throw notFound();
      return full(row);
    },
  );

  app.delete(
    "/tools/breaches/:id",
    { ...guarded, schema: { params: IdParams, response: { 204: NoContent, ...apiErrors } } },
    async (request, reply) => {
      if (!(await repo.remove(guard.user(request).user.id, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
}
