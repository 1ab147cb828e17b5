// The lint's regexp rules (eslint.config.js, decision 018) read only patterns written as literals or
// built from constants. The notice check compiles its patterns at start (\b and \w made Unicode-aware)
// and the typed-reference patterns are joined from lists, so these are linted here as they run.
import { ESLint, Linter } from "eslint";
import regexp from "eslint-plugin-regexp";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../server/paths.js";
import { TYPED_REF_PATTERNS } from "../../server/search/refs.js";
import { unicodeAware } from "../../server/tools/notice/check.js";
import { ITEMS } from "../../server/tools/notice/items.js";

function patternsIn(value: unknown, out: RegExp[] = []): RegExp[] {
  if (value instanceof RegExp) out.push(value);
  else if (Array.isArray(value)) for (const item of value) patternsIn(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) patternsIn(item, out);
  return out;
}

/** The regexp rules with the options eslint.config.js gives them for server code. */
async function configuredRules(): Promise<Linter.RulesRecord> {
  const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(path.join(ROOT, "server/search/refs.ts"))) as {
    rules: Linter.RulesRecord;
  };
  return Object.fromEntries(Object.entries(config.rules).filter(([name]) => name.startsWith("regexp/")));
}

/** Lint findings for each pattern, as if it were written as a literal that is searched for. */
function findings(patterns: RegExp[], rules: Linter.RulesRecord): string[] {
  const linter = new Linter({ configType: "flat" });
  const code = patterns.map((pattern) => `String(globalThis.text).search(/${pattern.source}/${pattern.flags});`).join("\n");
  return linter
    .verify(code, [{ plugins: { regexp }, rules }])
    .map((message) => `${message.ruleId}: ${patterns[message.line - 1]?.source.slice(0, 120)} — ${message.message}`);
}

describe("patterns built at run time", () => {
  it("lints with the regexp rules switched on", async () => {
    const rules = await configuredRules();
    expect(Object.keys(rules)).toEqual(expect.arrayContaining(["regexp/no-super-linear-backtracking", "regexp/no-super-linear-move"]));
    // The rules see what a literal would show them: quadratic patterns are reported, their linear forms not.
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- the example the rules must report.
    expect(findings([/\bstand\s*:?\s*\d/], rules)).not.toEqual([]);
    // eslint-disable-next-line regexp/no-super-linear-move -- the example the rules must report.
    expect(findings([/a+$/], rules)).not.toEqual([]);
    expect(findings([/\bstand\s*(?::\s*)?\d/, /(?<!a)a+$/], rules)).toEqual([]);
  });

  it("has no super-linear pattern in the notice check, as compiled", async () => {
    const compiled = patternsIn(ITEMS).map(unicodeAware);
    expect(compiled.length).toBeGreaterThan(200);
    expect(findings(compiled, await configuredRules())).toEqual([]);
    // Analysing some 250 patterns takes seconds, more on a busy machine: the "evaluation" project
    // (vitest.config.ts) sets no time limit.
  });

  it("has no super-linear pattern among the typed references", async () => {
    expect(findings(TYPED_REF_PATTERNS, await configuredRules())).toEqual([]);
  });
});
