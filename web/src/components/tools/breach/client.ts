// Calls of the breach and records tools, over the shared client (web/shared/api): its token,
// its ApiError and its reaction to an expired session.
import { api } from "@shared/api";
import type { BreachBody, BreachList, SavedBreach } from "@server/tools/breach/contracts";
import type { RecordBody, RecordList, SavedRecord } from "@server/tools/records/contracts";

// The answers and the saved forms, declared once by the server (type-only imports).
export type { Provision } from "@server/tools/contracts";
export type { SavedBreach, SavedBreachSummary } from "@server/tools/breach/contracts";
export type { SavedRecord } from "@server/tools/records/contracts";

const path = (kind: "breaches" | "records", id?: string) => `/api/tools/${kind}${id ? `/${encodeURIComponent(id)}` : ""}`;

export const breaches = {
  list: async () => (await api.json<BreachList>(path("breaches"))).items,
  get: (id: string) => api.json<SavedBreach>(path("breaches", id)),
  /** Creates the breach without an id, replaces it with one; the answer carries the assessment. */
  save: (id: string | null, form: BreachBody) =>
    api.json<SavedBreach>(path("breaches", id ?? undefined), { method: id ? "PUT" : "POST", json: form }),
  remove: async (id: string) => {
    await api.request(path("breaches", id), { method: "DELETE" });
  },
};

export const records = {
  list: async () => (await api.json<RecordList>(path("records"))).items,
  /** Creates or replaces the record; the answer carries it with its exemption check. */
  save: (id: string | null, form: RecordBody) =>
    api.json<SavedRecord>(path("records", id ?? undefined), { method: id ? "PUT" : "POST", json: form }),
  remove: async (id: string) => {
    await api.request(path("records", id), { method: "DELETE" });
  },
  /** The whole register as a file; the body is read here, so a broken download fails here. */
  export: async (ext: "csv" | "xlsx") => (await api.request(`/api/tools/records/export.${ext}`)).blob(),
};
