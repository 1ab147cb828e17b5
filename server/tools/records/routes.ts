// /api/tools/records: the record of processing activities (Art. 12 DSG), its exemption check
// (Art. 24 DSV) and its export as CSV and XLSX.
import type { FastifyInstance } from "fastify";
import type { AuthService } from "../../auth/service.js";
import type { Clock } from "../../clock.js";
import { currentUser, requireUser } from "../../http/require-user.js";
import { ApiError } from "../../http/errors.js";
import { toolRepo, type ToolRow } from "../breach/repo.js";
import { missingFields, normalise, recordInputSchema, type RecordInput } from "./input.js";
import { checkExemption } from "./exemption.js";
import { toCsv, toXlsx } from "./export.js";

const idParams = { type: "object", required: ["id"], properties: { id: { type: "string", maxLength: 64 } } } as const;
const exemptionBody = {
  type: "object",
  required: ["employeesOnJan1", "largeScaleSensitive", "highRiskProfiling"],
  properties: recordInputSchema.properties,
} as const;
const notFound = () => new ApiError(404, "record_not_found", "Dieser Eintrag wurde nicht gefunden.");
const full = (row: ToolRow<RecordInput>) => ({ ...row, exemption: checkExemption(row.data), missing: missingFields(row.data) });
const stamp = (now: string) => now.slice(0, 10);

export async function recordRoutes(app: FastifyInstance, { auth, clock }: { auth: AuthService; clock: Clock }): Promise<void> {
  const repo = toolRepo<RecordInput>(auth.db, "tool_records");
  const guard = { preHandler: requireUser(auth) };

  app.get("/tools/records", guard, async (request) => {
    const rows = await repo.list(currentUser(request).user.id);
    return { items: rows.map(full) };
  });

  app.post<{ Body: Pick<RecordInput, "employeesOnJan1" | "largeScaleSensitive" | "highRiskProfiling"> }>(
    "/tools/records/exemption",
    { ...guard, schema: { body: exemptionBody } },
    async (request) => checkExemption(request.body),
  );

  app.get("/tools/records/export.csv", guard, async (request, reply) => {
    const rows = await repo.list(currentUser(request).user.id);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="verzeichnis-${stamp(clock.iso())}.csv"`)
      .send(toCsv(rows.map((r) => r.data)));
  });

  app.get("/tools/records/export.xlsx", guard, async (request, reply) => {
    const rows = await repo.list(currentUser(request).user.id);
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("content-disposition", `attachment; filename="verzeichnis-${stamp(clock.iso())}.xlsx"`)
      .send(await toXlsx(rows.map((r) => r.data)));
  });

  app.post<{ Body: RecordInput }>("/tools/records", { ...guard, schema: { body: recordInputSchema } }, async (request, reply) => {
    const input = normalise(request.body);
    return reply.code(201).send(full(await repo.create(currentUser(request).user.id, input.title, input, clock.iso())));
  });

  app.get<{ Params: { id: string } }>("/tools/records/:id", { ...guard, schema: { params: idParams } }, async (request) => {
    const row = await repo.get(currentUser(request).user.id, request.params.id);
    if (!row) throw notFound();
    return full(row);
  });

  app.put<{ Params: { id: string }; Body: RecordInput }>(
    "/tools/records/:id",
    { ...guard, schema: { params: idParams, body: recordInputSchema } },
    async (request) => {
      const input = normalise(request.body);
      const row = await repo.update(currentUser(request).user.id, request.params.id, input.title, input, clock.iso());
      if (!row) throw notFound();
      return full(row);
    },
  );

  app.delete<{ Params: { id: string } }>("/tools/records/:id", { ...guard, schema: { params: idParams } }, async (request, reply) => {
    if (!(await repo.remove(currentUser(request).user.id, request.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
