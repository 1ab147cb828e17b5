// Downloads the current consolidated version of an act from Fedlex and stores it under
// DATA_DIR/fedlex. Official texts are fetched at run time and never committed.
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { systemClock, type Clock } from "../../clock.js";
import { actFileStem, fedlexPageUrl, type FedlexAct } from "./acts.js";
import { parseAkomaNtoso, type ParsedAct } from "./parse.js";
import { fedlexDir, type StoredAct } from "./store.js";

export const SPARQL_ENDPOINT = "https://fedlex.data.admin.ch/sparqlendpoint";
const FEDLEX_DATA = "https://fedlex.data.admin.ch/";
const GERMAN = "http://publications.europa.eu/resource/authority/language/DEU";
const XML_FORMAT = "https://fedlex.data.admin.ch/vocabulary/user-format/xml";

export interface FedlexOptions {
  fetchImpl?: typeof fetch;
  endpoint?: string;
  /** Per request, including reading the body. */
  timeoutMs?: number;
  clock?: Clock;
}

export interface ResolvedVersion {
  consolidation: string;
  stand: string;
  fileUrl: string;
}

export interface ImportResult {
  act: string;
  sr: string;
  stand: string;
  passages: number;
  source: string;
  xmlPath: string;
  jsonPath: string;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/** Today in Switzerland, as YYYY-MM-DD: a consolidation applies from the Swiss calendar day. */
function swissDate(ms: number): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Zurich" }).format(new Date(ms));
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const err = error as Error & { cause?: { code?: string; message?: string } };
  if (err?.name === "TimeoutError" || err?.name === "AbortError") return `no answer within ${timeoutMs / 1000} s`;
  const cause = err?.cause;
  const detail = cause?.message || cause?.code || err?.message || String(error);
  switch (cause?.code) {
    case "ECONNREFUSED":
      return `connection refused (${detail})`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `host not found (${detail}); check the network connection`;
    case "ECONNRESET":
      return `connection reset (${detail})`;
    default:
      return detail;
  }
}

async function fetchText(act: FedlexAct, what: string, url: string, init: RequestInit, options: FedlexOptions): Promise<string> {
  const { fetchImpl = fetch, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  let response: Response;
  let body: string;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    body = await response.text();
  } catch (error) {
    throw new Error(`${act.key}: could not ${what} (${url}): ${describeFailure(error, timeoutMs)}`);
  }
  if (!response.ok) {
    throw new Error(`${act.key}: could not ${what} (${url}): the server answered HTTP ${response.status} ${response.statusText}`.trimEnd());
  }
  return body;
}

function currentVersionQuery(act: FedlexAct, today: string): string {
  // OPTIONAL, so that a newest consolidation without XML is reported instead of silently
  // falling back to an older one that has XML.
  return `PREFIX jolux: <http://data.legilux.public.lu/resource/ontology/jolux#>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
SELECT ?consolidation ?dateApplicability ?file WHERE {
  ?consolidation a jolux:Consolidation ;
    jolux:isMemberOf <${FEDLEX_DATA}${act.eli}> ;
    jolux:dateApplicability ?dateApplicability .
  FILTER(xsd:date(?dateApplicability) <= "${today}"^^xsd:date)
  OPTIONAL {
    ?consolidation jolux:isRealizedBy ?expression .
    ?expression jolux:language <${GERMAN}> ;
      jolux:isEmbodiedBy ?manifestation .
    ?manifestation jolux:userFormat <${XML_FORMAT}> ;
      jolux:isExemplifiedBy ?file .
  }
}
ORDER BY DESC(?dateApplicability) DESC(?file)
LIMIT 1`;
}

interface SparqlResults {
  results?: { bindings?: Record<string, { value?: string } | undefined>[] };
}

/** The newest consolidation applicable today and the URL of its German XML file. */
export async function resolveCurrentVersion(act: FedlexAct, options: FedlexOptions = {}): Promise<ResolvedVersion> {
  const today = swissDate((options.clock ?? systemClock).now());
  const body = await fetchText(
    act,
    "query the Fedlex SPARQL endpoint",
    options.endpoint ?? SPARQL_ENDPOINT,
    {
      method: "POST",
      headers: { Accept: "application/sparql-results+json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ query: currentVersionQuery(act, today) }).toString(),
    },
    options,
  );
  let results: SparqlResults;
  try {
    results = JSON.parse(body) as SparqlResults;
  } catch {
    throw new Error(`${act.key}: the Fedlex SPARQL endpoint did not return JSON`);
  }
  const row = results.results?.bindings?.[0];
  const consolidation = row?.consolidation?.value;
  const stand = row?.dateApplicability?.value?.slice(0, 10);
  if (!consolidation || !stand) {
    throw new Error(`${act.key}: Fedlex lists no consolidated version of ${act.eli} applicable on ${today}`);
  }
  const fileUrl = row?.file?.value;
  if (!fileUrl) {
    throw new Error(`${act.key}: the current consolidation ${consolidation} (Stand ${stand}) has no German XML file on Fedlex`);
  }
  return { consolidation, stand, fileUrl };
}

function parseFor(act: FedlexAct, xml: string, fallbackStand?: string): ParsedAct {
  let parsed = parseAkomaNtoso(xml, { act: act.key, baseUrl: fedlexPageUrl(act, "de") });
  if (parsed.language && parsed.language !== "de") {
    parsed = parseAkomaNtoso(xml, { act: act.key, baseUrl: fedlexPageUrl(act, parsed.language) });
  }
  if (parsed.articles.length === 0) throw new Error(`${act.key}: the file contains no articles`);
  if (!parsed.stand && fallbackStand) {
    parsed = { ...parsed, stand: fallbackStand, passages: parsed.passages.map((p) => ({ ...p, stand: fallbackStand })) };
  }
  return parsed;
}

/** Writes both files next to their final names first, so a failed run leaves the previous import intact. */
async function writeImport(act: FedlexAct, dataDir: string, xml: string, stored: StoredAct) {
  const dir = fedlexDir(dataDir);
  const stem = actFileStem(act.key);
  const xmlPath = path.join(dir, `${stem}.xml`);
  const jsonPath = path.join(dir, `${stem}.json`);
  const suffix = `.${process.pid}-${Date.now()}.tmp`;
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(xmlPath + suffix, xml);
    await fs.writeFile(jsonPath + suffix, JSON.stringify(stored, null, 2) + "\n");
    await fs.rename(xmlPath + suffix, xmlPath);
    // The JSON is what the server reads, so it is replaced last.
    await fs.rename(jsonPath + suffix, jsonPath);
  } catch (error) {
    await Promise.all([fs.rm(xmlPath + suffix, { force: true }), fs.rm(jsonPath + suffix, { force: true })]);
    throw new Error(`${act.key}: could not write ${dir}: ${(error as Error).message}`);
  }
  return { xmlPath, jsonPath };
}

async function store(act: FedlexAct, dataDir: string, xml: string, parsed: ParsedAct, source: string, clock: Clock): Promise<ImportResult> {
  const stored: StoredAct = {
    act: act.key,
    title: parsed.title,
    sr: parsed.sr,
    stand: parsed.stand,
    language: parsed.language,
    source,
    importedAt: clock.iso(),
    articles: parsed.articles,
    passages: parsed.passages,
  };
  const paths = await writeImport(act, dataDir, xml, stored);
  return { act: act.key, sr: parsed.sr, stand: parsed.stand, passages: parsed.passages.length, source, ...paths };
}

export async function importAct(act: FedlexAct, dataDir: string, options: FedlexOptions = {}): Promise<ImportResult> {
  const version = await resolveCurrentVersion(act, options);
  const xml = await fetchText(act, "download the XML file", version.fileUrl, { headers: { Accept: "application/xml" } }, options);
  const parsed = parseFor(act, xml, version.stand);
  return store(act, dataDir, xml, parsed, version.fileUrl, options.clock ?? systemClock);
}

/** Imports an XML file downloaded by hand, for machines without network access. */
export async function importLocalFile(
  act: FedlexAct,
  file: string,
  dataDir: string,
  options: Pick<FedlexOptions, "clock"> = {},
): Promise<ImportResult> {
  let xml: string;
  try {
    xml = await fs.readFile(file, "utf8");
  } catch (error) {
    throw new Error(`${act.key}: could not read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const parsed = parseFor(act, xml);
  if (act.sr && parsed.sr !== act.sr) {
    throw new Error(`${act.key}: ${file} is SR ${parsed.sr || "(none)"}, but ${act.key} is SR ${act.sr}`);
  }
  return store(act, dataDir, xml, parsed, pathToFileURL(path.resolve(file)).href, options.clock ?? systemClock);
}
