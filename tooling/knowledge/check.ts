// `npm run knowledge:check`: validates every entry, fails on a missing required article and
// prints the coverage per act.
import { REQUIRED } from "./coverage.js";
import { validateFile } from "../../server/knowledge/entry.js";
import { validateGuide } from "../../server/knowledge/guide.js";
import { loadSubjectIndex, readGuideFiles, readKnowledgeFiles } from "../../server/knowledge/load.js";
import { validateSubjectIndex } from "../../server/knowledge/subject-index.js";

export function checkKnowledge(files = readKnowledgeFiles()): { problems: string[]; coverage: Map<string, number> } {
  const problems: string[] = [];
  const coverage = new Map<string, number>();
  const seen = new Map<string, string>();
  for (const { file, data } of files) {
    problems.push(...validateFile(data, file));
    for (const entry of data.entries ?? []) {
      const previous = seen.get(entry.ref);
      if (previous) problems.push(`${file}: ${entry.ref} is also defined in ${previous}`);
      seen.set(entry.ref, file);
      coverage.set(data.act, (coverage.get(data.act) ?? 0) + 1);
    }
  }
  for (const { file, data } of files) {
    for (const entry of data.entries ?? []) {
      for (const related of entry.related ?? []) {
        if (!seen.has(related)) problems.push(`${file}: ${entry.ref} names related ref "${related}", which has no entry`);
      }
      for (const ref of (entry.answers ?? []).flatMap((a) => a.refs ?? [])) {
        if (!seen.has(ref)) problems.push(`${file}: an answer of ${entry.ref} rests on "${ref}", which has no entry`);
      }
    }
  }
  const known = new Set(seen.keys());
  const guides = readGuideFiles();
  for (const { file, data } of guides) problems.push(...validateGuide(data, file, known));
  coverage.set("Leitfäden", guides.length);
  const subjectIndex = loadSubjectIndex();
  problems.push(...validateSubjectIndex(subjectIndex, "subject-index.json", known));
  coverage.set("Sachregister", subjectIndex.terms.length);
  for (const [act, refs] of Object.entries(REQUIRED)) {
    for (const ref of refs) if (!seen.has(ref)) problems.push(`missing required entry: ${ref} (${act})`);
  }
  return { problems, coverage };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, coverage } = checkKnowledge();
  console.log("Coverage per act:");
  for (const [act, count] of [...coverage].sort()) {
    const required = REQUIRED[act];
    console.log(
      `  ${act.padEnd(8)} ${String(count).padStart(3)} entries${required ? ` (required ${required.length}, all present: ${required.every(() => true) && !problems.some((p) => p.includes(`(${act})`)) ? "yes" : "no"})` : ""}`,
    );
  }
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  const entries = [...coverage].filter(([act]) => act !== "Leitfäden" && act !== "Sachregister").reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `\nknowledge:check passed: ${entries} entries, ${coverage.get("Leitfäden") ?? 0} guides, ${coverage.get("Sachregister") ?? 0} subject-index terms.`,
  );
}
