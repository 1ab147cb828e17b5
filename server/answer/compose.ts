// Answers without a language model: the key statement of each relevant article, each followed
// by its citation. It only ever repeats what the knowledge base says; it never invents.
import type { SearchResult } from "../search/index.js";
import { citationLabel } from "../search/refs.js";
import type { Citation } from "./types.js";

/** Results scoring below this share of the best one are not relevant enough to cite. */
const RELATIVE_CUTOFF = 0.45;
const MAX_ARTICLES = 3;

export function formatStand(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day}.${month}.${year}`;
}

export function relevant(results: SearchResult[]): SearchResult[] {
  if (!results.length) return [];
  const best = results[0].score;
  const seen = new Set<string>();
  const picked: SearchResult[] = [];
  for (const result of results) {
    if (result.score < best * RELATIVE_CUTOFF) break;
    const article = result.doc.article;
    if (seen.has(article)) continue;
    seen.add(article);
    picked.push(result);
    if (picked.length === MAX_ARTICLES) break;
  }
  return picked;
}

function keyStatement(result: SearchResult): string {
  const text = result.doc.entry?.summary ?? result.doc.text;
  const sentences = text.match(/[^.!?]+(?:[.!?](?=\s|$)|$)/g) ?? [text];
  let statement = sentences[0].trim();
  if (statement.length < 120 && sentences[1]) statement += ` ${sentences[1].trim()}`;
  return statement;
}

export function toCitation(result: SearchResult): Citation {
  return { ref: result.ref, title: result.title, url: result.url, stand: result.stand };
}

export const NOTHING_FOUND =
  "Zu dieser Frage habe ich in der Wissensbasis keine passende Bestimmung gefunden. " +
  "Formulieren Sie die Frage bitte anders, etwa mit einem Fachbegriff (z. B. «Auskunftsrecht», «Datensicherheit», " +
  "«Bekanntgabe ins Ausland») oder mit einem Artikel (z. B. «Art. 24 DSG»).";

export function composeAnswer(results: SearchResult[]): { text: string; citations: Citation[] } {
  const picked = relevant(results);
  if (!picked.length) return { text: NOTHING_FOUND, citations: [] };
  const parts = picked.map((result) => {
    const label = citationLabel(result.ref);
    const facts = result.doc.entry?.facts.slice(0, 2) ?? [];
    const factLines = facts.map((fact) => `  - ${fact}`).join("\n");
    return `**${result.title}**: ${keyStatement(result)} ([${label}](${result.url}), Stand ${formatStand(result.stand)})${factLines ? `\n${factLines}` : ""}`;
  });
  const intro = picked.length === 1 ? "Massgeblich ist diese Bestimmung:" : "Massgeblich sind diese Bestimmungen:";
  const text = `${intro}\n\n${parts.map((p) => `- ${p}`).join("\n")}\n\nDie Links führen zum amtlichen Text; prüfen Sie ihn im Zweifel nach.`;
  return { text, citations: picked.map(toCitation) };
}
