// Answers written by a language model behind any OpenAI-compatible endpoint, from the
// retrieved passages only. Citations in its text are checked against what was retrieved.
import OpenAI from "openai";
import type { SearchResult } from "../search/index.js";
import { citationLabel, findTypedRefs } from "../search/refs.js";
import { formatStand } from "./compose.js";

export const SYSTEM_PROMPT = [
  "Du bist ein Assistent für Schweizer Datenschutzrecht (DSG, DSV, KVG, Aufsicht durch FINMA, BAG und EDÖB).",
  "Antworte auf Deutsch in Schweizer Rechtschreibung (ss statt ß), sachlich und knapp.",
  "Stütze dich ausschliesslich auf die Quellen unten. Erfinde keine Artikel, Fristen oder Beträge.",
  "Zitiere jede Aussage mit dem Artikel in der Form «Art. 24 DSG» (bei Dokumenten mit ihrem Kurznamen, z. B. «FINMA-RS 2018/3»).",
  "Wenn die Quellen die Frage nicht beantworten, sage das offen und schlage vor, wie man die Frage präzisieren kann.",
  "Du bist eine KI; weise bei heiklen Fragen darauf hin, dass die Antwort im Zweifel fachlich zu prüfen ist.",
].join("\n");

export function formatPassages(results: SearchResult[]): string {
  return results
    .map((r, i) => {
      const body = r.doc.entry ? `${r.doc.entry.summary}\n${r.doc.entry.facts.map((f) => `- ${f}`).join("\n")}` : r.doc.text;
      return `[${i + 1}] ${citationLabel(r.ref)} – ${r.title} (Stand ${formatStand(r.stand)})\n${body.trim()}`;
    })
    .join("\n\n");
}

export function buildMessages(question: string, results: SearchResult[]) {
  return [
    { role: "system" as const, content: SYSTEM_PROMPT },
    { role: "user" as const, content: `Quellen:\n\n${formatPassages(results)}\n\nFrage: ${question}` },
  ];
}

/** Refs the model cited, split into those we retrieved and those we did not. */
export function checkCitations(text: string, results: SearchResult[]): { verified: SearchResult[]; unverified: string[] } {
  const verified = new Map<string, SearchResult>();
  const unverified = new Set<string>();
  for (const typed of findTypedRefs(text)) {
    const hit = results.find((r) => r.ref === typed.full || r.doc.article === typed.article);
    if (hit) verified.set(hit.ref, hit);
    else unverified.add(citationLabel(typed.full));
  }
  for (const r of results) {
    if (!r.ref.includes(" Art. ") && text.includes(r.ref)) verified.set(r.ref, r);
  }
  return { verified: [...verified.values()], unverified: [...unverified] };
}

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
}

export async function* streamCompletion(settings: LlmSettings, question: string, results: SearchResult[], signal: AbortSignal): AsyncGenerator<string> {
  const client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey || "not-needed", timeout: settings.timeoutMs, maxRetries: 0 });
  const stream = await client.chat.completions.create(
    { model: settings.model, messages: buildMessages(question, results), stream: true, temperature: 0.1 },
    { signal },
  );
  for await (const chunk of stream) {
    const text = chunk.choices[0]?.delta?.content;
    if (text) yield text;
  }
}

export function isTimeout(error: unknown): boolean {
  return error instanceof OpenAI.APIConnectionTimeoutError || /timed? ?out/i.test((error as Error)?.message ?? "");
}
