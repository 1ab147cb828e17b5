// Answers written by a language model behind any OpenAI-compatible endpoint, from the
// retrieved guide and passages only. Citations in its text are checked against what was retrieved.
import OpenAI from "openai";
import type { Guide } from "../knowledge/guide.js";
import type { Doc, SearchContext, SearchResult } from "../search/index.js";
import type { Language } from "../search/language.js";
import type { QuestionType } from "../search/query.js";
import { citationLabel, findTypedRefs } from "../search/refs.js";
import { formatStand } from "./compose.js";
import { ANSWER_IN_GERMAN, NOT_COVERED_DE } from "./language.js";

/** The first sentence of our refusal: a model that opens with it declined, and cites nothing. */
export const REFUSAL_OPENING = NOT_COVERED_DE.slice(0, NOT_COVERED_DE.indexOf(":")) + ".";

export const SYSTEM_PROMPT = [
  "Du bist ein Assistent für Schweizer Datenschutzrecht (DSG, DSV, KVG, Aufsicht durch FINMA, BAG und EDÖB).",
  "Antworte auf Deutsch in Schweizer Rechtschreibung (ss statt ß), sachlich und knapp.",
  "Beginne mit der direkten Antwort in einem oder zwei Sätzen, die genau das Gefragte nennen: Ja/Nein mit Bedingung bei «Darf/Muss ich …?», die Frist bei «bis wann», den Betrag oder «kostenlos» bei Kosten, wem und bis wann zu melden ist, ob etwas strafbar ist und wer den Strafantrag stellt.",
  "Nennen die Quellen den gefragten Punkt nicht, sage das im ersten Satz offen (etwa «Eine feste Frist nennt das Gesetz nicht; …») und gib die nächstliegende Regel; beginne nie mit einem anderen Thema.",
  "Beantworte bei mehrteiligen Fragen jeden Teil mit einem eigenen Satz; eine Folgefrage beantwortest du für ihren neuen Punkt, im Zusammenhang der vorherigen Frage.",
  "Nummerierte Schritte («Was jetzt zu tun ist») nur, wenn nach dem Vorgehen gefragt ist, und nur die Schritte, die die Frage betreffen. Nenne höchstens drei Bestimmungen, jede einmal.",
  `Ist die Anfrage keine Frage zum Datenschutz- oder Aufsichtsrecht (etwa ein Gedicht, Anlagetipps, eine Tabellenformel, Steuern, Urheber- oder Mietrecht), antworte nur mit diesem Satz und ohne Artikel: «${REFUSAL_OPENING}»`,
  "Stütze dich ausschliesslich auf die Quellen unten. Erfinde keine Artikel, Fristen oder Beträge.",
  "Zitiere jede Aussage mit dem Artikel in der Form «Art. 24 DSG» (bei Dokumenten mit ihrem Kurznamen, z. B. «FINMA-RS 2018/3»).",
  "Wenn die Quellen die Frage nicht beantworten, sage das offen und schlage vor, wie man die Frage präzisieren kann.",
  "Du bist eine KI; weise bei heiklen Fragen darauf hin, dass die Antwort im Zweifel fachlich zu prüfen ist.",
].join("\n");

const TYPE_LABEL: Record<QuestionType, string> = {
  deadline: "Frist (bis wann?)",
  amount: "Betrag oder Sanktion (wie viel?)",
  sanction: "Sanktion (was droht?)",
  may: "Zulässigkeit (darf man?)",
  must: "Pflicht (muss man?)",
  right: "Recht der betroffenen Person",
  who: "Zuständigkeit (wer?)",
  definition: "Begriff (was ist?)",
  howto: "Vorgehen (was tun?)",
};

export function formatPassages(results: SearchResult[]): string {
  return results
    .map((r, i) => {
      const body = r.doc.entry
        ? `${r.doc.entry.summary}\n${[...(r.doc.entry.answers ?? []).map((a) => a.text), ...r.doc.entry.facts].map((f) => `- ${f}`).join("\n")}`
        : r.doc.text;
      return `[${i + 1}] ${citationLabel(r.ref)} – ${r.title} (Stand ${formatStand(r.stand)})\n${body.trim()}`;
    })
    .join("\n\n");
}

export function formatGuide(guide: Guide): string {
  const cite = (refs: string[]) => refs.map(citationLabel).join(", ");
  return [
    `Leitfaden «${guide.title}» (Stand ${formatStand(guide.stand)})`,
    ...guide.answers.map((a) => `- ${a.text} (${cite(a.refs)})`),
    "Schritte:",
    ...guide.steps.map((s, i) => `${i + 1}. ${s.text} (${cite(s.refs)})`),
  ].join("\n");
}

export interface Prompt {
  question: string;
  /** The question's language: fr, it and en questions get the German answer opened by a line in theirs. */
  language?: Language;
  /** The aspect asked for in so many words (deadline, cost, penalty), named to the model. */
  aspect?: QuestionType;
  sources: SearchResult[];
  guide?: Guide;
  types: QuestionType[];
  context?: SearchContext;
  /** Our anchored statement for this question and aspect (decision 005, session 8), offered as the lead. */
  lead?: { text: string; refs: string[] };
}

export function buildMessages(prompt: Prompt) {
  const parts = [`Quellen:\n\n${formatPassages(prompt.sources)}`];
  if (prompt.guide) parts.push(formatGuide(prompt.guide));
  if (prompt.types.length) parts.push(`Art der Frage: ${prompt.types.map((t) => TYPE_LABEL[t]).join("; ")}`);
  if (prompt.aspect) parts.push(`Gefragt ist vor allem: ${TYPE_LABEL[prompt.aspect]}; die direkte Antwort nennt genau das.`);
  if (prompt.language && prompt.language !== "de")
    parts.push(
      `Die Frage ist nicht auf Deutsch. Antworte auf Deutsch und beginne mit genau dieser Zeile: ${ANSWER_IN_GERMAN[prompt.language]}`,
    );
  if (prompt.lead)
    parts.push(
      `Geprüfte direkte Antwort auf genau diese Frage (als ersten Satz übernehmen, wenn die Quellen nichts anderes sagen): ${prompt.lead.text} (${prompt.lead.refs.map(citationLabel).join(", ")})`,
    );
  if (prompt.context) parts.push(`Vorherige Frage im Gespräch: ${prompt.context.question}`);
  parts.push(`Frage: ${prompt.question}`);
  return [
    { role: "system" as const, content: SYSTEM_PROMPT },
    { role: "user" as const, content: parts.join("\n\n") },
  ];
}

/** Refs the model cited, split into those we retrieved (or the guide named) and those we did not. */
export function checkCitations(text: string, results: SearchResult[], guideDocs: Doc[] = []): { verified: Doc[]; unverified: string[] } {
  const docs = [...results.map((r) => r.doc), ...guideDocs];
  const verified = new Map<string, Doc>();
  const unverified = new Set<string>();
  for (const typed of findTypedRefs(text)) {
    const hit = docs.find((d) => d.ref === typed.full || d.article === typed.article);
    if (hit) verified.set(hit.ref, hit);
    else unverified.add(citationLabel(typed.full));
  }
  for (const d of docs) {
    if (!d.ref.includes(" Art. ") && text.includes(d.ref)) verified.set(d.ref, d);
  }
  return { verified: [...verified.values()], unverified: [...unverified] };
}

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
}

export async function* streamCompletion(settings: LlmSettings, prompt: Prompt, signal: AbortSignal): AsyncGenerator<string> {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey || "not-needed",
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  const stream = await client.chat.completions.create(
    { model: settings.model, messages: buildMessages(prompt), stream: true, temperature: 0.1 },
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
