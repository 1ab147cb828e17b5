// The search index over curated entries and imported Fedlex passages (MiniSearch, BM25).
import MiniSearch from "minisearch";
import type { Entry } from "../knowledge/entry.js";
import { analyze, Vocabulary } from "./analyzer.js";
import { findTypedRefs } from "./refs.js";
import { SYNONYMS } from "./synonyms.js";

import type { Passage } from "../knowledge/fedlex/parse.js";

export interface Doc {
  id: number;
  ref: string;
  /** The article a passage belongs to ("DSG Art. 22" for "DSG Art. 22 Abs. 2 lit. a"). */
  article: string;
  title: string;
  url: string;
  stand: string;
  source: "curated" | "fedlex";
  keywords: string;
  text: string;
  chapter: string;
  /** The curated entry, for answers. */
  entry?: Entry;
}

export interface SearchResult {
  ref: string;
  title: string;
  url: string;
  snippet: string;
  score: number;
  source: "curated" | "fedlex";
  stand: string;
  doc: Doc;
}

const articleOfRef = (ref: string) => /^(.+? Art\. [0-9a-z]+)/.exec(ref)?.[1] ?? ref;

export class KnowledgeIndex {
  readonly docs: Doc[] = [];
  private readonly vocabulary = new Vocabulary();
  private readonly search: MiniSearch<Doc>;
  private readonly byRef = new Map<string, Doc[]>();

  constructor(entries: Entry[], passages: Passage[] = []) {
    for (const entry of entries) {
      this.docs.push({
        id: this.docs.length, ref: entry.ref, article: articleOfRef(entry.ref), title: entry.title, url: entry.url, stand: entry.stand,
        source: "curated", keywords: entry.keywords.join(" "), text: `${entry.summary} ${entry.facts.join(" ")}`,
        chapter: `${entry.actName} ${entry.chapter}`, entry,
      });
    }
    for (const passage of passages) {
      this.docs.push({
        id: this.docs.length, ref: passage.ref, article: articleOfRef(passage.ref), title: passage.heading, url: passage.url, stand: passage.stand,
        source: "fedlex", keywords: "", text: passage.text, chapter: passage.chapter,
      });
    }
    for (const doc of this.docs) {
      this.vocabulary.add(`${doc.title} ${doc.keywords} ${doc.text}`);
      const list = this.byRef.get(doc.article) ?? [];
      list.push(doc);
      this.byRef.set(doc.article, list);
    }
    this.search = new MiniSearch<Doc>({
      fields: ["ref", "title", "keywords", "text", "chapter"],
      storeFields: [],
      tokenize: (text) => analyze(text, this.vocabulary),
      processTerm: (term) => term,
    });
    this.search.addAll(this.docs);
  }

  get size(): number {
    return this.docs.length;
  }

  query(q: string, limit = 10): SearchResult[] {
    const typed = findTypedRefs(q);
    const expanded = expandSynonyms(q);
    const hits = this.search.search(expanded, {
      boost: { title: 2.5, keywords: 2.5, ref: 2, text: 1, chapter: 0.4 },
      combineWith: "OR",
    });
    const scores = new Map<number, number>();
    for (const hit of hits) scores.set(hit.id as number, hit.score);
    // A reference typed by the user comes first, whatever the text scores say.
    const top = hits.length ? hits[0].score : 1;
    typed.forEach((ref, i) => {
      for (const doc of this.byRef.get(ref.article) ?? []) {
        const exact = doc.ref === ref.full || (doc.ref === ref.article && ref.full === ref.article);
        const bonus = (exact ? 3 : 2) * top + 100 - i;
        scores.set(doc.id, (scores.get(doc.id) ?? 0) + bonus);
      }
    });
    return [...scores]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([id, score]) => this.result(this.docs[id], score));
  }

  private result(doc: Doc, score: number): SearchResult {
    return { ref: doc.ref, title: doc.title, url: doc.url, snippet: snippet(doc.text), score: Math.round(score * 1000) / 1000, source: doc.source, stand: doc.stand, doc };
  }
}

export function expandSynonyms(q: string): string {
  const extra: string[] = [];
  for (const word of q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const synonym = SYNONYMS[word];
    if (synonym) extra.push(synonym);
  }
  return extra.length ? `${q} ${extra.join(" ")}` : q;
}

export function snippet(text: string, max = 220): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentenceEnd = cut.lastIndexOf(". ");
  return sentenceEnd > max / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut.slice(0, cut.lastIndexOf(" "))} …`;
}
