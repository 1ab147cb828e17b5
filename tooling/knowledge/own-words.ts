// The knowledge base is written in our own words: no run of 12 words may be shared with an
// official text. The test runs this against the official XML kept in tests/fixtures; `.ci/run`
// runs it against every official text beside the project (`npx tsx tooling/knowledge/own-words.ts DIR`).
import fs from "node:fs";
import path from "node:path";
import { ANCHORS_FILE, GUIDES_DIR, SUBJECT_INDEX_FILE } from "../../server/paths.js";
import { readGuideFiles, readKnowledgeFiles } from "../../server/knowledge/load.js";

const RUN = 12;
const words = (text: string) => text.toLowerCase().match(/[a-zäöüéèàß0-9]+/g) ?? [];

/** Official texts (XML or Markdown) below a folder, as plain text. */
export function officialTexts(dir: string): string[] {
  const texts: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) texts.push(...officialTexts(file));
    // eslint-disable-next-line regexp/no-super-linear-move -- official Fedlex XML in the repository, read by the knowledge check (a developer command); no user input.
    else if (entry.name.endsWith(".xml")) texts.push(fs.readFileSync(file, "utf8").replace(/<[^>]+>/g, " "));
    else if (entry.name.endsWith(".md") && /reference\/law|law/.test(file) && entry.name !== "README.md")
      texts.push(fs.readFileSync(file, "utf8"));
  }
  return texts;
}

/** Our own texts: every entry, guide and the subject index, labelled for the report. */
export function ownTexts(): { label: string; text: string }[] {
  const own: { label: string; text: string }[] = [];
  // Official titles of acts, chapters and articles are names and may stand verbatim: they are
  // left out; every other field is checked on its own.
  for (const { file, data } of readKnowledgeFiles()) {
    for (const entry of data.entries) {
      const fields = [
        entry.summary,
        ...entry.facts,
        ...entry.keywords,
        ...(entry.situations ?? []),
        ...(entry.answers ?? []).map((a) => a.text),
      ];
      for (const text of fields) own.push({ label: `${file} ${entry.ref}`, text });
    }
  }
  for (const { file, data } of readGuideFiles(GUIDES_DIR)) {
    for (const text of [...data.situations, ...data.answers.map((a) => a.text), ...data.steps.map((s) => s.text)])
      own.push({ label: `guides/${file}`, text });
  }
  // The anchored answer statements and their phrasings (server/answer/anchors.ts).
  if (fs.existsSync(ANCHORS_FILE))
    for (const anchor of JSON.parse(fs.readFileSync(ANCHORS_FILE, "utf8")) as { id: string; text: string; asks: string[] }[])
      for (const text of [anchor.text, ...anchor.asks]) own.push({ label: `anchors.json ${anchor.id}`, text });
  if (fs.existsSync(SUBJECT_INDEX_FILE)) own.push({ label: "subject-index.json", text: fs.readFileSync(SUBJECT_INDEX_FILE, "utf8") });
  return own;
}

/** Labels of our texts that share a run of 12 words with one of the official texts. */
export function copiedPassages(official: string[], own = ownTexts()): string[] {
  const shingles = new Set<string>();
  for (const text of official) {
    const w = words(text);
    for (let i = 0; i + RUN <= w.length; i++) shingles.add(w.slice(i, i + RUN).join(" "));
  }
  const copied: string[] = [];
  for (const { label, text } of own) {
    const w = words(text);
    for (let i = 0; i + RUN <= w.length; i++) {
      const run = w.slice(i, i + RUN).join(" ");
      if (shingles.has(run)) {
        copied.push(`${label}: "${run}"`);
        break;
      }
    }
  }
  return copied;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir || !fs.existsSync(dir)) {
    console.error(`usage: own-words.ts DIR (official texts); "${dir ?? ""}" does not exist`);
    process.exit(2);
  }
  const official = officialTexts(dir);
  const copied = copiedPassages(official);
  console.log(`own words: ${official.length} official texts, ${ownTexts().length} texts of ours checked`);
  for (const line of copied) console.log(`  copied: ${line}`);
  process.exit(copied.length ? 1 : 0);
}
