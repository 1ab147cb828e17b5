// The 200 body of GET /api/knowledge/search, assembled from fragments serialised once (issue 28, session 18).
// A result's fields other than its score are those of its document, and a guide's are the guide's own, so each
// is escaped and encoded to UTF-8 once at start-up instead of by the schema serializer on every request; a
// request writes the pieces and its scores into one buffer. The bytes are JSON.stringify's of the schema's
// shape (search-body.test.ts, routes.test.ts).
import { Type } from "@sinclair/typebox";
import { StringEnum } from "../http/contracts.js";
import type { Guide } from "../knowledge/guide.js";
import type { GuideHit, KnowledgeIndex, SearchOutcome, SearchResult } from "./index.js";

export const Result = Type.Object({
  ref: Type.String(),
  title: Type.String(),
  url: Type.String(),
  snippet: Type.String(),
  score: Type.Number(),
  source: StringEnum(["curated", "fedlex"] as const),
  stand: Type.String(),
});
export const GuideRef = Type.Object({ id: Type.String(), title: Type.String(), refs: Type.Array(Type.String()) });
export const SearchResponse = Type.Object({
  results: Type.Array(Result),
  coverage: StringEnum(["full", "none"] as const),
  guides: Type.Array(GuideRef),
});

/** The one field of a result that depends on the question. */
const SCORE = "score";
const RESULT_KEYS = Object.keys(Result.properties) as (keyof typeof Result.properties)[];
const SCORE_AT = RESULT_KEYS.indexOf(SCORE);

const bytes = (text: string) => Buffer.from(text, "utf8");
const member = (key: string, value: unknown) => `${JSON.stringify(key)}:${JSON.stringify(value)}`;

/** A result's JSON before its score's digits (`{"ref":…,"score":`) and after them (`,"source":…}`). */
export function resultFragments(result: SearchResult): [head: Buffer, tail: Buffer] {
  const before = RESULT_KEYS.slice(0, SCORE_AT).map((key) => member(key, result[key]));
  const after = RESULT_KEYS.slice(SCORE_AT + 1).map((key) => `,${member(key, result[key])}`);
  return [bytes(`{${[...before, `${JSON.stringify(SCORE)}:`].join(",")}`), bytes(`${after.join("")}}`)];
}

export const guideFragment = (guide: Guide) => bytes(JSON.stringify({ id: guide.id, title: guide.title, refs: guide.refs }));

const OPEN = bytes('{"results":[');
const COVERAGE = bytes('],"coverage":');
const GUIDES = bytes(',"guides":[');
const CLOSE = bytes("]}");
const COMMA = bytes(",");

/**
 * The fragments of every document and guide of one index. Bounded by the corpus (the index does not change
 * after start-up): `size` bytes outside the V8 heap. A result or guide of another index is serialised on the
 * spot, with the same bytes.
 */
export class SearchBody {
  private readonly heads: Buffer[] = [];
  private readonly tails: Buffer[] = [];
  private readonly docs: unknown[] = [];
  private readonly guides = new Map<Guide, Buffer>();
  private readonly coverage = new Map<string, Buffer>();
  /** The bytes the fragments take. */
  readonly size: number;

  constructor(index: KnowledgeIndex) {
    let size = 0;
    for (const doc of index.docs) {
      const [head, tail] = resultFragments(index.resultOf(doc, 0));
      this.heads[doc.id] = head;
      this.tails[doc.id] = tail;
      this.docs[doc.id] = doc;
      size += head.length + tail.length;
    }
    for (const guide of index.guides) {
      const fragment = guideFragment(guide);
      this.guides.set(guide, fragment);
      size += fragment.length;
    }
    for (const value of SearchResponse.properties.coverage.enum as string[]) this.coverage.set(value, bytes(JSON.stringify(value)));
    this.size = size;
  }

  /** The response's bytes for a search's outcome; a fresh buffer, every byte written here. */
  of(outcome: Pick<SearchOutcome, "results" | "coverage" | "guides">): Buffer {
    const { results, guides } = outcome;
    const scores: string[] = [];
    let length = OPEN.length + COVERAGE.length + this.coverageOf(outcome.coverage).length + GUIDES.length + CLOSE.length;
    for (let i = 0; i < results.length; i++) {
      // Digits, sign, point and exponent: one byte per character (a non-finite score is `null`, as in JSON).
      scores.push(JSON.stringify(results[i].score));
      length += this.headOf(results[i]).length + scores[i].length + this.tailOf(results[i]).length + (i > 0 ? 1 : 0);
    }
    for (let i = 0; i < guides.length; i++) length += this.guideOf(guides[i]).length + (i > 0 ? 1 : 0);
    const out = Buffer.allocUnsafe(length);
    let at = put(out, 0, OPEN);
    for (let i = 0; i < results.length; i++) {
      if (i > 0) at = put(out, at, COMMA);
      at = put(out, at, this.headOf(results[i]));
      const score = scores[i];
      for (let c = 0; c < score.length; c++) out[at++] = score.charCodeAt(c);
      at = put(out, at, this.tailOf(results[i]));
    }
    at = put(out, at, COVERAGE);
    at = put(out, at, this.coverageOf(outcome.coverage));
    at = put(out, at, GUIDES);
    for (let i = 0; i < guides.length; i++) {
      if (i > 0) at = put(out, at, COMMA);
      at = put(out, at, this.guideOf(guides[i]));
    }
    at = put(out, at, CLOSE);
    if (at !== length) throw new Error(`search body: wrote ${at} of ${length} bytes`);
    return out;
  }

  /** Whether the fragments were made from this result's document (a result of another index is not). */
  private owns(result: SearchResult): boolean {
    return this.docs[result.doc.id] === result.doc;
  }

  private headOf(result: SearchResult): Buffer {
    return this.owns(result) ? this.heads[result.doc.id] : resultFragments(result)[0];
  }

  private tailOf(result: SearchResult): Buffer {
    return this.owns(result) ? this.tails[result.doc.id] : resultFragments(result)[1];
  }

  private guideOf(hit: GuideHit): Buffer {
    return this.guides.get(hit.guide) ?? guideFragment(hit.guide);
  }

  private coverageOf(value: string): Buffer {
    return this.coverage.get(value) ?? bytes(JSON.stringify(value));
  }
}

function put(out: Buffer, at: number, piece: Buffer): number {
  out.set(piece, at);
  return at + piece.length;
}
