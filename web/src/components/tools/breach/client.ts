// Calls of the breach and records tools, over the shared client (web/shared/api): its token,
// its ApiError and its reaction to an expired session.
import { api } from "@shared/api";
import type { RecordForm } from "@/components/tools/records/RecordFormView";
import type { BreachForm, BreachResult } from "./types";

export interface Provision {
  ref: string;
  detail: string | null;
  title: string;
  url: string;
  stand: string;
}

export interface SavedBreachSummary {
  id: string;
  title: string;
  risk: string;
  updatedAt: string;
}

export type SavedBreach = BreachResult & { id: string; data: BreachForm };

export interface SavedRecord {
  id: string;
  title: string;
  data: RecordForm;
  exemption: { exempt: boolean; reasons: string[]; provisions: Provision[] };
  missing: string[];
}

const path = (kind: "breaches" | "records", id?: string) => `/api/tools/${kind}${id ? `/${encodeURIComponent(id)}` : ""}`;

export const breaches = {
  list: async () => (await api.json<{ items: SavedBreachSummary[] }>(path("breaches"))).items,
  get: (id: string) => api.json<SavedBreach>(path("breaches", id)),
  /** Creates the breach without an id, replaces it with one; the answer carries the assessment. */
  save: (id: string | null, form: BreachForm) =>
    api.json<SavedBreach>(path("breaches", id ?? undefined), { method: id ? "PUT" : "POST", json: form }),
  remove: async (id: string) => {
    await api.request(path("breaches", id), { method: "DELETE" });
  },
};

export const records = {
  list: async () => (await api.json<{ items: SavedRecord[] }>(path("records"))).items,
  /** Creates or replaces the record; the answer carries it with its exemption check. */
  save: (id: string | null, form: RecordForm) =>
    api.json<SavedRecord>(path("records", id ?? undefined), { method: id ? "PUT" : "POST", json: form }),
  remove: async (id: string) => {
    await api.request(path("records", id), { method: "DELETE" });
  },
  /** The whole register as a file; the body is read here, so a broken download fails here. */
  export: async (ext: "csv" | "xlsx") => (await api.request(`/api/tools/records/export.${ext}`)).blob(),
};
