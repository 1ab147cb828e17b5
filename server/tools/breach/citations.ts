// Provisions the tools cite, taken from our knowledge base so that title, link and "Stand" are
// always the ones the rest of the product shows.
import { loadEntries } from "../../knowledge/load.js";

export interface Provision {
  ref: string;
  detail: string | null;
  title: string;
  url: string;
  stand: string;
}

let byRef: Map<string, { title: string; url: string; stand: string }> | null = null;

/** A citation of `ref` (e.g. "DSG Art. 24") with an optional paragraph; throws if the knowledge base lacks it. */
export function cite(ref: string, detail: string | null = null): Provision {
  if (!byRef) byRef = new Map(loadEntries().map((e) => [e.ref, { title: e.title, url: e.url, stand: e.stand }]));
  const entry = byRef.get(ref);
  if (!entry) throw new Error(`knowledge base lacks ${ref}`);
  return { ref, detail, title: entry.title, url: entry.url, stand: entry.stand };
}
