// Turns a question into a stream of answer events, with or without a language model.
import type { DenseIndex } from "../search/dense.js";
import type { KnowledgeIndex, SearchContext, SearchResult } from "../search/index.js";
import { Composer, pickGuide, toCitation } from "./compose.js";
import { notCovered } from "./language.js";
import { askedAspect } from "./aspect.js";
import { checkCitations, isTimeout, REFUSAL_OPENING, streamCompletion, type LlmSettings } from "./llm.js";
import type { AnswerEvent } from "./types.js";
import { toolForGuide, toolParagraph } from "./tools.js";

export const LLM_ERROR = {
  timeout: "Der Sprachdienst hat nicht rechtzeitig geantwortet. Ihre Frage ist gespeichert; bitte versuchen Sie es erneut.",
  refused:
    "Der Sprachdienst hat keine Antwort geliefert. Ihre Frage ist gespeichert; bitte formulieren Sie sie anders oder versuchen Sie es erneut.",
  failed: "Der Sprachdienst ist im Moment nicht erreichbar. Ihre Frage ist gespeichert; bitte versuchen Sie es später erneut.",
};

/** Splits composed text into small pieces so that it streams like typed text. */
function* pieces(text: string): Generator<string> {
  const parts = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < parts.length; i += 6) yield parts.slice(i, i + 6).join("");
}

/** Results worth showing a model or citing: one per article, within reach of the best. */
function sourcesOf(results: SearchResult[], max = 6): SearchResult[] {
  const best = results[0]?.score ?? 0;
  return results.filter((r) => r.score >= best * 0.3).slice(0, max);
}

export class Answerer {
  private readonly composer: Composer;

  constructor(
    private readonly index: KnowledgeIndex,
    private readonly llm: LlmSettings | null,
    private readonly dense: DenseIndex | null = null,
    private readonly siteUrl: string | null = null,
  ) {
    this.composer = new Composer(index, undefined, siteUrl);
  }

  get mode(): "extractive" | "llm" {
    return this.llm ? "llm" : "extractive";
  }

  /**
   * Searches and composes an answer to `question` and discards it, without the language model or
   * the dense signal: the start-up warm-up (server/chat/warm-up.ts) runs the answer's code once.
   */
  rehearse(question: string): void {
    this.composer.compose(question, this.index.search(question, { limit: 8 }));
  }

  async *answer(question: string, signal: AbortSignal, context?: SearchContext): AsyncGenerator<AnswerEvent> {
    const dense = this.dense?.ready
      ? await this.dense.similarities(context ? `${context.question}\n${question}` : question, signal)
      : undefined;
    const outcome = this.index.search(question, { limit: 8, context, dense });
    if (!this.llm || outcome.coverage === "none") {
      const { text, citations, suggestions } = this.composer.compose(question, outcome, context);
      for (const piece of pieces(text)) {
        if (signal.aborted) return;
        yield { type: "delta", text: piece };
      }
      yield { type: "citations", citations, unverified: [] };
      if (suggestions.length) yield { type: "suggestions", items: suggestions };
      return;
    }
    const sources = sourcesOf(outcome.results);
    if (!sources.length) {
      yield { type: "delta", text: notCovered(outcome.language) };
      yield { type: "citations", citations: [], unverified: [] };
      return;
    }
    const guide = pickGuide(outcome);
    const lead = this.composer.leadFor(question, outcome, context);
    let written = "";
    try {
      for await (const text of streamCompletion(
        this.llm,
        {
          question,
          sources,
          guide,
          types: outcome.types,
          context,
          language: outcome.language,
          aspect: askedAspect(question),
          lead,
        },
        signal,
      )) {
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
    // The model found the request not to be a legal question: a refusal cites nothing.
    if (written.trim().startsWith(REFUSAL_OPENING)) {
      yield { type: "citations", citations: [], unverified: [] };
      return;
    }
    const { verified, unverified } = checkCitations(
      written,
      sources,
      // The guide's and the lead's provisions were offered to the model: citing them is verified.
      [...(guide?.refs ?? []), ...(lead?.refs ?? [])].map((ref) => this.index.docByRef(ref)).filter((d) => d !== undefined),
    );
    if (unverified.length) {
      yield {
        type: "delta",
        text: `\n\n_Hinweis: ${unverified.join(", ")} stammt nicht aus den gefundenen Quellen und ist nicht überprüft._`,
      };
    }
    // The tool is ours, not the model's to mention: added after its text, as in composed answers.
    const tool = toolForGuide(guide?.id);
    if (tool) yield { type: "delta", text: `\n\n${toolParagraph(tool, this.siteUrl)}` };
    const shown = verified.length ? verified : sources.slice(0, 3).map((r) => r.doc);
    yield { type: "citations", citations: shown.map((doc) => toCitation(doc, outcome.language)), unverified };
  }
}
