// What an answer is produced from, so that "Erneut beantworten" can say whether asking again
// would change anything. A composed answer (no language model) is a pure function of the question,
// the previous exchange, the knowledge base and the ranker's weights: asked again on the same
// basis it comes out word for word the same. A language model writes a new attempt every time.
import crypto from "node:crypto";

/** What asking the last question again would give: a new answer, or the same one. */
export type Retry = "new" | "same";

const LLM = "llm:";

/** The basis of this server's answers; `parts` are everything a composed answer depends on. */
export function answerBasis(llm: { model: string } | null, parts: unknown[]): string {
  if (llm) return `${LLM}${llm.model}`;
  const hash = crypto.createHash("sha256");
  for (const part of parts) hash.update(JSON.stringify(part) ?? "").update("\0");
  return `kb:${hash.digest("hex").slice(0, 16)}`;
}

/**
 * An answer that did not complete, one from before bases were recorded, and any from a language
 * model can be asked again; a composed answer only once its basis has changed.
 */
export function retryOf(answer: { status: string; basis: string | null }, current: string): Retry {
  if (current.startsWith(LLM) || answer.status !== "complete" || answer.basis === null) return "new";
  return answer.basis === current ? "same" : "new";
}
