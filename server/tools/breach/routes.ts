// /api/tools/breaches: the user's breach assessments. The assessment, the EDÖB draft and the
// documentation entry are computed from the saved form on every read, so rule fixes apply at once.
import type { FastifyInstance } from "fastify";
import type { AuthService } from "../../auth/service.js";
import type { Clock } from "../../clock.js";
import { currentUser, requireUser } from "../../http/require-user.js";
import { ApiError } from "../../http/errors.js";
import { breachInputSchema, normalise, type BreachInput } from "./input.js";
import { assessBreach } from "./assess.js";
import { documentationEntry, draftReport } from "./draft.js";
import { toolRepo, type ToolRow } from "./repo.js";

const idParams = { type: "object", required: ["id"], properties: { id: { type: "string", maxLength: 64 } } } as const;
const notFound = () => new ApiError(404, "breach_not_found", "Dieser Vorfall wurde nicht gefunden.");

function full(row: ToolRow<BreachInput>) {
  const assessment = assessBreach(row.data);
  return { ...row, assessment, draft: draftReport(row.data, assessment), documentation: documentationEntry(row.data, assessment) };
}

export async function breachRoutes(app: FastifyInstance, { auth, clock }: { auth: AuthService; clock: Clock }): Promise<void> {
  const repo = toolRepo<BreachInput>(auth.db, "tool_breaches");
  const guard = { preHandler: requireUser(auth) };

  app.get("/tools/breaches", guard, async (request) => {
    const rows = await repo.list(currentUser(request).user.id);
    return {
      items: rows.map((r) => ({
        id: r.id,
        title: r.title,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        risk: assessBreach(r.data).risk,
      })),
    };
  });

  app.post<{ Body: BreachInput }>("/tools/breaches/assess", { ...guard, schema: { body: breachInputSchema } }, async (request) => {
    const input = normalise(request.body);
    const assessment = assessBreach(input);
    return { assessment, draft: draftReport(input, assessment), documentation: documentationEntry(input, assessment) };
  });

  app.post<{ Body: BreachInput }>("/tools/breaches", { ...guard, schema: { body: breachInputSchema } }, async (request, reply) => {
    const input = normalise(request.body);
    const row = await repo.create(currentUser(request).user.id, input.title, input, clock.iso());
    return reply.code(201).send(full(row));
  });

  app.get<{ Params: { id: string } }>("/tools/breaches/:id", { ...guard, schema: { params: idParams } }, async (request) => {
    const row = await repo.get(currentUser(request).user.id, request.params.id);
    if (!row) throw notFound();
    return full(row);
  });

  app.put<{ Params: { id: string }; Body: BreachInput }>(
    "/tools/breaches/:id",
    { ...guard, schema: { params: idParams, body: breachInputSchema } },
    async (request) => {
      const input = normalise(request.body);
      const row = await repo.update(currentUser(request).user.id, request.params.id, input.title, input, clock.iso());
      if (!row) throw notFound();
      return full(row);
    },
  );

  app.delete<{ Params: { id: string } }>("/tools/breaches/:id", { ...guard, schema: { params: idParams } }, async (request, reply) => {
    if (!(await repo.remove(currentUser(request).user.id, request.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
