// Searching one's own conversations (issue 25): titles and message text, with German word forms.
// The matching runs here on the server's German analyser (search/analyzer.ts) rather than in SQL,
// so that SQLite and PostgreSQL find exactly the same and "Meldungen" finds "melden", "Auskünfte"
// finds "Auskunft" and "Panne" finds "Datenpanne" on both.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { fold, isStopWord, stem, words } from "../search/analyzer.js";
import type { SearchHit } from "./contracts.js";

export type { SearchHit };

export const MAX_RESULTS = 20;
const SNIPPET_CHARS = 160;

/** The query's word stems (folded); stop words count only when the query has nothing else. */
export function searchTerms(query: string): string[] {
  const all = words(query).filter((word) => word.length > 1);
  const meaningful = all.filter((word) => !isStopWord(word));
  return [...new Set((meaningful.length ? meaningful : all).map(stem))];
}

/** Every term occurs in the text, as a word form or inside a compound. */
export function containsAll(text: string, terms: string[]): boolean {
  const folded = fold(text);
  return terms.every((term) => folded.includes(term));
}

/** The line of the text where the first term occurs, without Markdown, cut to a readable length. */
export function snippetOf(text: string, terms: string[]): string {
  const lines = text.split("\n").map((line) =>
    line
      // The text excludes "[" too: a run of "[" then fails at once instead of rescanning the line.
      .replace(/\[([^[\]\n]+)\]\([^)\s]*\)/g, "$1")
      .replace(/[*_`#>|]+/g, "")
      .trim(),
  );
  const line = lines.find((candidate) => candidate && terms.some((term) => fold(candidate).includes(term))) ?? lines.find(Boolean) ?? "";
  if (line.length <= SNIPPET_CHARS) return line;
  const at = Math.max(0, fold(line).indexOf(terms.find((term) => fold(line).includes(term)) ?? "") - 40);
  const cut = line.slice(at, at + SNIPPET_CHARS);
  return `${at > 0 ? "… " : ""}${cut}${at + SNIPPET_CHARS < line.length ? " …" : ""}`;
}

/** The user's conversations that match, most recently used first. */
export async function searchConversations(db: Kysely<Database>, userId: string, terms: string[]): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom("conversations")
    .leftJoin("messages", (join) =>
      join.onRef("messages.conversation_id", "=", "conversations.id").on("messages.status", "!=", "streaming"),
    )
    .select([
      "conversations.id as conversationId",
      "conversations.title as title",
      "conversations.updated_at as updatedAt",
      "messages.id as messageId",
      "messages.content as content",
    ])
    .where("conversations.user_id", "=", userId)
    .orderBy("conversations.updated_at", "desc")
    .orderBy("conversations.id")
    .orderBy("messages.seq")
    .execute();
  const hits = new Map<string, SearchHit>();
  for (const row of rows) {
    const known = hits.get(row.conversationId);
    if (known?.messageId) continue;
    if (row.messageId && row.content && containsAll(row.content, terms)) {
      hits.set(row.conversationId, { ...base(row), messageId: row.messageId, snippet: snippetOf(row.content, terms) });
    } else if (!known && containsAll(row.title, terms)) {
      hits.set(row.conversationId, { ...base(row), messageId: null, snippet: row.title });
    }
  }
  return [...hits.values()].slice(0, MAX_RESULTS);
}

const base = (row: { conversationId: string; title: string; updatedAt: string }) => ({
  conversationId: row.conversationId,
  title: row.title,
  updatedAt: row.updatedAt,
});
