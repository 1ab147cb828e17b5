// The scope decision tests some 90 regular expressions of whole-word alternatives against every
// question; most find nothing, and each scan of the text cost about a microsecond (issue 28,
// session 13). A guarded expression is run only when one of its alternatives' leading letters
// begins a word of the text: the words are found once per text, and the leading letters of every
// guarded expression sit in one trie, so a single walk over the words tells which expressions may
// match. The expression decides as before; a guard only skips those that cannot match, so every
// decision is the same.
/** What the request classes, the model's cues and the scope lexicon need of an expression. */
export interface Pattern {
  test(text: string): boolean;
}

interface TrieNode {
  /** Children by UTF-16 code unit, so that a walk makes no one-letter strings. */
  next: Map<number, TrieNode>;
  /** Expressions one of whose alternatives begins with the letters up to here. */
  begins: number[];
  /** Expressions one of whose alternatives is a whole word of exactly these letters. */
  whole: number[];
}

/** The letters an alternative's match begins with, and whether they are a whole word of it. */
export interface Lead {
  letters: string;
  whole: boolean;
}

const root: TrieNode = { next: new Map(), begins: [], whole: [] };
let count = 0;
/** Every guarded expression, in the order of their ids (the tests compare each guard with it). */
export const guarded: RegExp[] = [];

// The letters a `(?<!\p{L})`-led expression's match must begin with: each top-level alternative's
// leading run of plain letters (a letter made optional by `?`, `*` or `{` ends the run before it; a
// group at an alternative's start contributes its own alternatives' runs). The run is a whole word
// when a non-letter must follow it: a space, hyphen, apostrophe, digit, dot or `\s`, or the end of the
// alternative before `(?!\p{L})` ("pc" then matches the word "pc", not "pcs"). Null when some
// alternative has no such letters, for then any text may match.
const GUARDED = /^\(\?<!\\p\{L\}\)\(\?:/;
const NOT_LETTER_AFTER = "(?!\\p{L})";
const LETTER = /^\p{L}$/u;
// Whether the pattern element at i is a quantifier that makes what stands before it optional.
const QUANTIFIER = new Set(["?", "*", "{"]);
const quantified = (source: string, i: number) => QUANTIFIER.has(source[i]);
const SEPARATOR = new Set([" ", "-", "'", "’"]);
const DIGIT = /^\d$/;

function groupEnd(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") {
      while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
    } else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

function alternatives(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "\\") i++;
    else if (c === "[") {
      while (i < body.length && body[i] !== "]") i += body[i] === "\\" ? 2 : 1;
    } else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}

function leads(alternative: string, endsWord: boolean): Lead[] | null {
  if (alternative.startsWith("(?:")) {
    const end = groupEnd(alternative, 0);
    if (end < 0 || quantified(alternative, end + 1)) return null;
    return allLeads(alternative.slice(3, end), false);
  }
  let i = 0;
  while (i < alternative.length && LETTER.test(alternative[i]) && !quantified(alternative, i + 1)) i++;
  if (i === 0) return null;
  const letters = canonical(alternative.slice(0, i));
  const next = alternative[i];
  // "wi-?fi", "e-?mails?": the word ends at the hyphen, or goes on without it.
  if (SEPARATOR.has(next) && alternative[i + 1] === "?") {
    const joined = leads(alternative.slice(0, i) + alternative.slice(i + 2), endsWord);
    return joined && [{ letters, whole: true }, ...joined];
  }
  const whole =
    i === alternative.length
      ? endsWord
      : SEPARATOR.has(next) || DIGIT.test(next)
        ? !quantified(alternative, i + 1)
        : next === "\\" && (alternative[i + 1] === "s" || alternative[i + 1] === ".") && !quantified(alternative, i + 2);
  return [{ letters, whole }];
}

function allLeads(body: string, endsWord: boolean): Lead[] | null {
  const found: Lead[] = [];
  for (const alternative of alternatives(body)) {
    const lead = leads(alternative, endsWord);
    if (!lead) return null;
    found.push(...lead);
  }
  return found;
}

// Lower case, as the \`i\` flag compares letters; the long s is the one Latin letter whose lower case
// is not what the flag compares it as.
const canonical = (text: string) => text.toLowerCase().replace(/ſ/g, "s");

/** The leading letters of an expression's alternatives, or null when it cannot be guarded. */
export function leadingLetters(re: RegExp): Lead[] | null {
  if (!re.flags.includes("i") || !re.flags.includes("u") || !GUARDED.test(re.source)) return null;
  // "(?<!\p{L})(?:was|wie viel) verdien…|combien gagne": an alternative beside the led group may match anywhere.
  if (alternatives(re.source).length > 1) return null;
  const open = "(?<!\\p{L})".length;
  const end = groupEnd(re.source, open);
  if (end < 0 || quantified(re.source, end + 1)) return null;
  return allLeads(re.source.slice(open + 3, end), re.source.startsWith(NOT_LETTER_AFTER, end + 1));
}

/** An expression that is run only when its leading letters begin a word of the text. */
export function guard(re: RegExp): Pattern {
  if (re.global || re.sticky) throw new Error("a guarded expression keeps no state between tests");
  const found = leadingLetters(re);
  if (!found) return re;
  const id = count++;
  guarded.push(re);
  for (const { letters, whole } of found) {
    let node = root;
    for (let i = 0; i < letters.length; i++) {
      const c = letters.charCodeAt(i);
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map(), begins: [], whole: [] }));
      node = child;
    }
    (whole ? node.whole : node.begins).push(id);
  }
  flat = undefined;
  return { test: (text) => mayMatch(text)[id] === 1 && re.test(text) };
}

// Which guarded expressions may match a text. One question asks about up to four texts in turn (the
// question, without its quoted labels, its asking sentence, without the registering words), so the
// last few are remembered; marks made before a later guard existed are made again.
const recent = new Map<string, Uint8Array>();

// Whether a code point is a letter (\p{L}), remembered for the Basic Multilingual Plane: 1 yes, 2 no.
const letterOfUnit = new Uint8Array(0x10000);
function isLetter(point: number): boolean {
  if (point > 0xffff) return LETTER.test(String.fromCodePoint(point));
  let known = letterOfUnit[point];
  if (known === 0) letterOfUnit[point] = known = LETTER.test(String.fromCharCode(point)) ? 1 : 2;
  return known === 1;
}

let last: { text: string; marks: Uint8Array } = { text: "", marks: new Uint8Array(0) };

function mayMatch(text: string): Uint8Array {
  if (text === last.text && last.marks.length === count) return last.marks;
  let marks = recent.get(text);
  if (marks && marks.length === count) {
    last = { text, marks };
    return marks;
  }
  marks = marksOf(text);
  if (recent.size >= 8) recent.clear();
  recent.set(text, marks);
  last = { text, marks };
  return marks;
}

// The trie as flat arrays (issue 28, session 21), made from it when first walked after a guard was added:
// a step is two typed-array reads instead of a Map lookup per letter. The nodes are numbered from the
// root (0), which is no node's child, so 0 in `next` means "no child". A code unit that begins or goes
// on no guarded word has column 0, which has no children.
interface FlatTrie {
  /** Each UTF-16 code unit's column, 0 for those in no path. */
  column: Uint16Array;
  /** Columns per node: the code units in some path, plus column 0. */
  width: number;
  /** `next[node * width + column]`: the child's number, or 0 for none. */
  next: Int32Array;
  /** The ids of `begins` of node n are `begins[beginsFrom[n]]` up to `begins[beginsFrom[n + 1]]`; the same for `whole`. */
  beginsFrom: Int32Array;
  begins: Int32Array;
  wholeFrom: Int32Array;
  whole: Int32Array;
}

let flat: FlatTrie | undefined;

function flatten(): FlatTrie {
  const nodes: TrieNode[] = [root];
  const column = new Uint16Array(0x10000);
  let width = 1;
  for (let n = 0; n < nodes.length; n++)
    for (const [unit, child] of nodes[n].next) {
      if (column[unit] === 0) column[unit] = width++;
      nodes.push(child);
    }
  const number = new Map(nodes.map((node, n) => [node, n]));
  const next = new Int32Array(nodes.length * width);
  nodes.forEach((node, n) => node.next.forEach((child, unit) => (next[n * width + column[unit]] = number.get(child)!)));
  const lists = (of: (node: TrieNode) => number[]) => {
    const from = new Int32Array(nodes.length + 1);
    nodes.forEach((node, n) => (from[n + 1] = from[n] + of(node).length));
    return { from, ids: Int32Array.from(nodes.flatMap(of)) };
  };
  const begins = lists((node) => node.begins);
  const whole = lists((node) => node.whole);
  return { column, width, next, beginsFrom: begins.from, begins: begins.ids, wholeFrom: whole.from, whole: whole.ids };
}

/**
 * Which guarded expressions may match a text, found in one pass over its code points (session 16): the words are the
 * runs of letters, as /\p{L}+/gu finds them, walked in the trie unit by unit without making a string of each word.
 */
function marksOf(text: string): Uint8Array {
  const trie = (flat ??= flatten());
  const { column, width, next, beginsFrom, begins, wholeFrom, whole } = trie;
  const marks = new Uint8Array(count);
  const lower = canonical(text);
  // The trie node the current word has reached; -1 outside a word or once the word left the trie.
  let node = -1;
  let inWord = false;
  for (let i = 0; i < lower.length;) {
    const point = lower.codePointAt(i)!;
    const units = point > 0xffff ? 2 : 1;
    if (isLetter(point)) {
      if (!inWord) {
        inWord = true;
        node = 0;
      }
      for (let k = 0; k < units && node >= 0; k++) {
        node = next[node * width + column[lower.charCodeAt(i + k)]] || -1;
        if (node > 0) for (let p = beginsFrom[node]; p < beginsFrom[node + 1]; p++) marks[begins[p]] = 1;
      }
    } else {
      if (node > 0) for (let p = wholeFrom[node]; p < wholeFrom[node + 1]; p++) marks[whole[p]] = 1;
      inWord = false;
      node = -1;
    }
    i += units;
  }
  if (node > 0) for (let p = wholeFrom[node]; p < wholeFrom[node + 1]; p++) marks[whole[p]] = 1;
  return marks;
}

/** The same marks by walking the trie's Maps (the walk before session 21), which the tests compare with the flat walk. */
export function marksByTrie(text: string): Uint8Array {
  const marks = new Uint8Array(count);
  const lower = canonical(text);
  let node: TrieNode | null = null;
  let inWord = false;
  for (let i = 0; i < lower.length;) {
    const point = lower.codePointAt(i)!;
    const width = point > 0xffff ? 2 : 1;
    if (isLetter(point)) {
      if (!inWord) {
        inWord = true;
        node = root;
      }
      for (let k = 0; k < width && node; k++) {
        node = node.next.get(lower.charCodeAt(i + k)) ?? null;
        if (node) for (const id of node.begins) marks[id] = 1;
      }
    } else {
      if (node) for (const id of node.whole) marks[id] = 1;
      inWord = false;
      node = null;
    }
    i += width;
  }
  if (node) for (const id of node.whole) marks[id] = 1;
  return marks;
}

/** The flat walk's marks (for the tests). */
export const marksByTable = marksOf;
