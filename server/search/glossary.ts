// French, Italian and English words of everyday data-protection questions with the German words
// the knowledge base uses (server/search/glossary.json, our own list). Questions in those
// languages are searched with the German words added; answers stay German for now.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../paths.js";
import type { Language } from "./language.js";
import { countryWords } from "./countries.js";

type Glossary = Partial<Record<Exclude<Language, "de">, Record<string, string>>>;

const FILE = path.join(ROOT, "server", "search", "glossary.json");
const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']/g, " ");

let compiled: Map<Language, Map<string, string>> | null = null;

function load(): Map<Language, Map<string, string>> {
  if (compiled) return compiled;
  const raw: Glossary = fs.existsSync(FILE) ? (JSON.parse(fs.readFileSync(FILE, "utf8")) as Glossary) : {};
  compiled = new Map();
  const columns = { fr: 1, it: 2, en: 3 } as const;
  for (const [language, column] of Object.entries(columns) as [Exclude<Language, "de">, 1 | 2 | 3][]) {
    // Names of states first, so that a glossary entry of the same words wins.
    const entries = { ...Object.fromEntries(countryWords(column)), ...(raw[language] ?? {}) };
    compiled.set(language, new Map(Object.entries(entries).map(([key, value]) => [plain(key).replace(/\s+/g, " ").trim(), value])));
  }
  return compiled;
}

/** The German words for the glossary phrases (1–3 words) found in a question. */
export function translate(question: string, language: Language): string[] {
  const table = load().get(language);
  if (!table) return [];
  const tokens = plain(question).match(/[a-z0-9-]+/g) ?? [];
  const found: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = 3; n >= 1; n--) {
      if (i + n > tokens.length) continue;
      const german = table.get(tokens.slice(i, i + n).join(" "));
      if (german) {
        found.push(german);
        break;
      }
    }
  }
  return found;
}
