// Turns a question into a stream of answer events, with or without a language model.
import type { KnowledgeIndex } from "../search/index.js";
import { composeAnswer, NOTHING_FOUND, relevant, toCitation } from "./compose.js";
import { checkCitations, isTimeout, streamCompletion, type LlmSettings } from "./llm.js";
import type { AnswerEvent } from "./types.js";

export const LLM_ERROR = {
  timeout: "Der Sprachdienst hat nicht rechtzeitig geantwortet. Ihre Frage ist gespeichert; bitte versuchen Sie es erneut.",
  refused: "Der Sprachdienst hat keine Antwort geliefert. Ihre Frage ist gespeichert; bitte formulieren Sie sie anders oder versuchen Sie es erneut.",
  failed: "Der Sprachdienst ist im Moment nicht erreichbar. Ihre Frage ist gespeichert; bitte versuchen Sie es später erneut.",
};

/** Splits composed text into small pieces so that it streams like typed text. */
function* pieces(text: string): Generator<string> {
  const parts = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < parts.length; i += 6) yield parts.slice(i, i + 6).join("");
}

export class Answerer {
  constructor(
    private readonly index: KnowledgeIndex,
    private readonly llm: LlmSettings | null,
  ) {}

  get mode(): "extractive" | "llm" {
    return this.llm ? "llm" : "extractive";
  }

  async *answer(question: string, signal: AbortSignal): AsyncGenerator<AnswerEvent> {
    const results = this.index.query(question, 8);
    if (!this.llm) {
      const { text, citations } = composeAnswer(results);
      for (const piece of pieces(text)) {
        if (signal.aborted) return;
        yield { type: "delta", text: piece };
      }
      yield { type: "citations", citations, unverified: [] };
      return;
    }
    const sources = relevant(results).length ? results.slice(0, 6) : [];
    if (!sources.length) {
      yield { type: "delta", text: NOTHING_FOUND };
      yield { type: "citations", citations: [], unverified: [] };
      return;
    }
    let written = "";
    try {
      for await (const text of streamCompletion(this.llm, question, sources, signal)) {
        written += text;
        yield { type: "delta", text };
      }
    } catch (error) {
      if (signal.aborted) return;
      yield { type: "error", message: isTimeout(error) ? LLM_ERROR.timeout : LLM_ERROR.failed };
      return;
    }
    if (!written.trim()) {
      yield { type: "error", message: LLM_ERROR.refused };
      return;
    }
    const { verified, unverified } = checkCitations(written, sources);
    if (unverified.length) {
      yield { type: "delta", text: `\n\n_Hinweis: ${unverified.join(", ")} stammt nicht aus den gefundenen Quellen und ist nicht überprüft._` };
    }
    const shown = verified.length ? verified : relevant(sources);
    yield { type: "citations", citations: shown.map(toCitation), unverified };
  }
}
