// /api/tools/records: the record of processing activities (Art. 12 DSG), its exemption check
// (Art. 24 DSV) and its export as CSV and XLSX.
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { apiErrors, Binary, IdParams, NoContent } from "../../http/contracts.js";
import { Exemption, RecordList, SavedRecord } from "./contracts.js";
import type { ToolRouteDeps } from "../deps.js";
import { ApiError } from "../../http/errors.js";
import { toolRepo, type ToolRow } from "../breach/repo.js";
import { exemptionInputSchema, missingFields, normalise, recordInputSchema, type RecordInput } from "./input.js";
import { checkExemption } from "./exemption.js";
import { toCsv, toXlsx } from "./export.js";

const csv = Binary("text/csv", "The record as CSV (a download)");
const xlsx = Binary("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "The record as XLSX (a download)");
const notFound = () => new ApiError(404, "record_not_found", "Dieser Eintrag wurde nicht gefunden.");
const full = (row: ToolRow<RecordInput>) => ({ ...row, exemption: checkExemption(row.data), missing: missingFields(row.data) });
const stamp = (now: string) => now.slice(0, 10);

export async function recordRoutes(parent: FastifyInstance, { guard, db, clock }: ToolRouteDeps): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const repo = toolRepo<RecordInput>(db, "tool_records");
  const guarded = { preHandler: guard };

  const list = { 200: RecordList, ...apiErrors };
  app.get("/tools/records", { ...guarded, schema: { response: list } }, async (request) => {
    const rows = await repo.list(guard.user(request).user.id);
    return { items: rows.map(full) };
  });

  app.post(
    "/tools/records/exemption",
    { ...guarded, schema: { body: exemptionInputSchema, response: { 200: Exemption, ...apiErrors } } },
    async (request) => checkExemption(request.body),
  );

  app.get("/tools/records/export.csv", { ...guarded, schema: { response: { 200: csv, ...apiErrors } } }, async (request, reply) => {
    const rows = await repo.list(guard.user(request).user.id);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="verzeichnis-${stamp(clock.iso())}.csv"`)
      .send(toCsv(rows.map((r) => r.data)));
  });

  app.get("/tools/records/export.xlsx", { ...guarded, schema: { response: { 200: xlsx, ...apiErrors } } }, async (request, reply) => {
    const rows = await repo.list(guard.user(request).user.id);
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("content-disposition", `attachment; filename="verzeichnis-${stamp(clock.iso())}.xlsx"`)
      .send(await toXlsx(rows.map((r) => r.data)));
  });

  app.post(
    "/tools/records",
    { ...guarded, schema: { body: recordInputSchema, response: { 201: SavedRecord, ...apiErrors } } },
    async (request, reply) => {
      const input = normalise(request.body);
      return reply.code(201).send(full(await repo.create(guard.user(request).user.id, input.title, input, clock.iso())));
    },
  );

  app.get(
    "/tools/records/:id",
    { ...guarded, schema: { params: IdParams, response: { 200: SavedRecord, ...apiErrors } } },
    async (request) => {
      const row = await repo.get(guard.user(request).user.id, request.params.id);
      if (!row) throw notFound();
      return full(row);
    },
  );

  app.put(
    "/tools/records/:id",
    { ...guarded, schema: { params: IdParams, body: recordInputSchema, response: { 200: SavedRecord, ...apiErrors } } },
    async (request) => {
      const input = normalise(request.body);
      const row = await repo.update(guard.user(request).user.id, request.params.id, input.title, input, clock.iso());
      if (!row) throw notFound();
      return full(row);
    },
  );

  app.delete(
    "/tools/records/:id",
    { ...guarded, schema: { params: IdParams, response: { 204: NoContent, ...apiErrors } } },
    async (request, reply) => {
      if (!(await repo.remove(guard.user(request).user.id, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
}
