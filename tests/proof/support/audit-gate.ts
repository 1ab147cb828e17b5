// The supply-chain gate: which high or critical advisories of an `npm audit --json` report
// (format of npm 7 and later) are not covered by a current entry of .audit-exceptions.json.

export interface AuditException {
  /** Advisory id (npm source number or GHSA id), advisory URL, or package name. */
  advisory: string;
  reason: string;
  /** Last day (YYYY-MM-DD, UTC) the exception holds; after it the advisory fails again. */
  until: string;
}

export interface Advisory {
  package: string;
  severity: string;
  title: string;
  url: string;
  source: string;
  ghsa: string | null;
}

const BLOCKING = new Set(["high", "critical"]);

/** Validates the exceptions file; throws with every problem listed. */
export function parseExceptions(text: string): AuditException[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`.audit-exceptions.json is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(value)) throw new Error(".audit-exceptions.json must be a JSON array");
  const problems: string[] = [];
  value.forEach((entry, i) => {
    const e = entry as Partial<AuditException>;
    if (!e || typeof e !== "object") return problems.push(`entry ${i} is not an object`);
    if (typeof e.advisory !== "string" || !e.advisory.trim())
      problems.push(`entry ${i}: "advisory" must name an advisory id, URL or package`);
    if (typeof e.reason !== "string" || e.reason.trim().length < 10)
      problems.push(`entry ${i}: "reason" must say why (10 characters or more)`);
    if (
      typeof e.until !== "string" ||
      !/^\d{4}-\d{2}-\d{2}$/.test(e.until) ||
      Number.isNaN(Date.parse(`${e.until}T00:00:00Z`)) ||
      new Date(`${e.until}T00:00:00Z`).toISOString().slice(0, 10) !== e.until
    ) {
      problems.push(`entry ${i}: "until" must be a date YYYY-MM-DD`);
    }
    const extra = Object.keys(e).filter((k) => !["advisory", "reason", "until"].includes(k));
    if (extra.length) problems.push(`entry ${i}: unknown field(s) ${extra.join(", ")}`);
  });
  if (problems.length) throw new Error(`.audit-exceptions.json is invalid:\n${problems.join("\n")}`);
  return value as AuditException[];
}

/** Every advisory object of the report, once (the same advisory appears under each package it reaches). */
export function advisoriesOf(report: any): Advisory[] {
  const seen = new Map<string, Advisory>();
  for (const vulnerability of Object.values<any>(report?.vulnerabilities ?? {})) {
    for (const via of vulnerability?.via ?? []) {
      if (!via || typeof via !== "object") continue;
      const url = String(via.url ?? "");
      const advisory: Advisory = {
        package: String(via.name ?? via.dependency ?? vulnerability.name ?? ""),
        severity: String(via.severity ?? vulnerability.severity ?? ""),
        title: String(via.title ?? ""),
        url,
        source: String(via.source ?? ""),
        ghsa: /GHSA(-[0-9a-z]{4}){3}/i.exec(url)?.[0] ?? null,
      };
      seen.set(`${advisory.source}|${advisory.url}|${advisory.package}`, advisory);
    }
  }
  return [...seen.values()];
}

function matches(exception: AuditException, advisory: Advisory): boolean {
  const wanted = exception.advisory.trim().toLowerCase();
  return [advisory.source, advisory.url, advisory.ghsa ?? "", advisory.package].some((id) => id && id.toLowerCase() === wanted);
}

export interface GateResult {
  /** High or critical advisories without a current exception: these fail the build. */
  blocking: Advisory[];
  /** High or critical advisories covered by a current exception. */
  excepted: { advisory: Advisory; exception: AuditException }[];
  /** Exceptions whose `until` has passed (they cover nothing any more). */
  expired: AuditException[];
}

export function gate(report: any, exceptions: AuditException[], today = new Date().toISOString().slice(0, 10)): GateResult {
  const current = exceptions.filter((e) => e.until >= today);
  const expired = exceptions.filter((e) => e.until < today);
  const result: GateResult = { blocking: [], excepted: [], expired };
  for (const advisory of advisoriesOf(report)) {
    if (!BLOCKING.has(advisory.severity.toLowerCase())) continue;
    const exception = current.find((e) => matches(e, advisory));
    if (exception) result.excepted.push({ advisory, exception });
    else result.blocking.push(advisory);
  }
  return result;
}

/**
 * Why an `npm audit` run could not audit: the registry is unreachable, or its audit endpoint
 * refuses (some registry mirrors and proxies answer 4xx/5xx). Null when there is a report, or
 * when npm failed for another reason (which then fails the test instead of skipping it).
 */
export function unavailableReason(stdout: string, stderr: string): string | null {
  let parsed: any = null;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    // not JSON at all
  }
  if (parsed && typeof parsed === "object" && parsed.vulnerabilities && parsed.auditReportVersion) return null;
  const network =
    /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|UNABLE_TO_GET_ISSUER_CERT|CERT_|request to \S+ failed)\b/.exec(
      `${stdout}\n${stderr}`,
    );
  if (network) return `the npm registry is unreachable (${network[1]})`;
  if (parsed?.statusCode || parsed?.error || parsed?.message) {
    return `the registry's audit endpoint refused: ${parsed.message ?? parsed.error?.summary ?? `HTTP ${parsed.statusCode}`}`;
  }
  return null;
}
