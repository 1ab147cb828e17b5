// Session 12 round 2 (decision 023): the description read clause by clause. A sentence with two
// clauses of which one is negated or uncertain ("die Löschung ist bestätigt, aber die Rückgabe steht
// noch aus", "er hat die Mail gelöscht, ob er sie gelesen hat, ist unklar") says the fact in the other:
// negation, uncertainty and requests are decided per clause, and each reader matches within one.

import { sentencesOf } from "./principles.js";

// Where a clause ends: a sentence end or ";" (principles.ts keeps an abbreviation's dot), and before a contrast ("aber", "jedoch", "während",
// "mais", "ma") or an indirect question ("ob", which opens a clause whose fact is open).
const CLAUSE_START = /,?\s(?=(?:aber|jedoch|während|mais|ma|ob)\s)/;

/** The lower-case text's clauses, for the readers of facts that a negation elsewhere must not undo. */
export function clausesOf(text: string): string[] {
  return sentencesOf(text).flatMap((sentence) => sentence.split(CLAUSE_START));
}

// The clause leaves its fact open: a question ("ob"), "unklar", "wissen nicht", French and Italian.
const UNCERTAIN =
  /^\s*ob\b|\bunklar\b|\bungewiss|\bfraglich|\bwissen\s(?:\S+\s){0,2}nicht\b|\bweiss\s(?:\S+\s){0,2}nicht\b|\bne\ssai[st]\spas\b|\bnon\s(?:si\s)?sa\b|\bincerto\b/;
// The clause asks for the fact rather than stating it: who did what ("wir haben den Empfänger
// gebeten zu bestätigen", "die Löschbestätigung wurde angefordert"), French and Italian.
const REQUESTED =
  /gebeten|\bbitten\b|aufgefordert|angefordert|ersucht|verlangt|\bdemandé|\bprié|\bchiesto|\brichiest[oa]|\bsollen\b|\bsollte/;

/** The clause leaves its fact open: an indirect question, "unklar", "wissen wir nicht". */
export function uncertain(clause: string): boolean {
  return UNCERTAIN.test(clause);
}

/** The clause asks someone for the fact (a confirmation requested) rather than stating it. */
export function requested(clause: string): boolean {
  return REQUESTED.test(clause);
}
