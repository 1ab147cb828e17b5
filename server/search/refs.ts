// Recognises references typed by users ("Art. 19 DSG", "DSG 19", "Art. 22 Abs. 2 lit. a DSG",
// "Artikel 84a KVG") and turns them into canonical refs ("DSG Art. 22 Abs. 2 lit. a").
export const ACTS = [
  "DSG",
  "DSV",
  "VDSZ",
  "KVG",
  "KVV",
  "FINMAG",
  "BankG",
  "EpG",
  "EPDG",
  "ArGV 3",
  "OR",
  "StGB",
  "UWG",
  "FMG",
  "ZGB",
  "HFG",
];

// Other names of the acts, among them the French and Italian (LPD, OLPD/OPDa) and English (FADP).
const ALIASES: Record<string, string> = {
  ndsg: "DSG",
  revdsg: "DSG",
  lpd: "DSG",
  nlpd: "DSG",
  fadp: "DSG",
  nfadp: "DSG",
  olpd: "DSV",
  opda: "DSV",
  ordpd: "DSV",
  argv3: "ArGV 3",
  "argv 3": "ArGV 3",
};
const aliasPattern = "ndsg|revdsg|nlpd|lpd|nfadp|fadp|olpd|opda|argv ?3";
const actPattern = `(${aliasPattern}|${ACTS.filter((a) => a !== "ArGV 3").join("|")})`;
// "OR 5" is too easily an English "or 5": the Obligationenrecht is recognised after "Art." only.
const actFirstPattern = `(${aliasPattern}|${ACTS.filter((a) => a !== "ArGV 3" && a !== "OR").join("|")})`;
const number = "(\\d+[a-z]?(?:bis|ter|quater|quinquies|sexies|septies|octies|novies|decies)?)";
const detail = "(?:\\s*(?:Abs\\.?|Absatz)\\s*(\\d+[a-z]*))?(?:\\s*(?:lit\\.?|Buchstabe|Bst\\.?)\\s*([a-z]))?";
const ARTICLE_FIRST = new RegExp(
  `\\b(?:Art\\.?|Artikel|article|articolo)\\s*${number}${detail}\\s*(?:des\\s+|der\\s+)?${actPattern}\\b`,
  "gi",
);
// `\s*(?:(?:Art\.?|Artikel)\s*)?`, not `\s*(?:Art\.?|Artikel)?\s*`: two adjacent `\s*` split a run of blanks in
// quadratically many ways (issue 23). The lint cannot read these built patterns; tests/lint checks them.
const ACT_FIRST = new RegExp(`\\b${actFirstPattern}\\s*(?:(?:Art\\.?|Artikel)\\s*)?${number}${detail}(?![\\d.])`, "gi");

/** The patterns built above, for the lint of patterns built at run time (tests/lint). */
export const TYPED_REF_PATTERNS = [ARTICLE_FIRST, ACT_FIRST];

export interface TypedRef {
  /** Canonical article ref, e.g. "DSG Art. 22". */
  article: string;
  /** With paragraph and letter when given, e.g. "DSG Art. 22 Abs. 2 lit. a". */
  full: string;
}

function canonicalAct(raw: string): string {
  const lower = raw.toLowerCase();
  return ALIASES[lower] ?? ACTS.find((a) => a.toLowerCase() === lower) ?? raw;
}

function build(act: string, num: string, para?: string, letter?: string): TypedRef {
  const article = `${canonicalAct(act)} Art. ${num.toLowerCase()}`;
  let full = article;
  if (para) full += ` Abs. ${para}`;
  if (letter) full += ` lit. ${letter.toLowerCase()}`;
  return { article, full };
}

export function findTypedRefs(text: string): TypedRef[] {
  const found = new Map<string, TypedRef>();
  for (const m of text.matchAll(ARTICLE_FIRST)) {
    const ref = build(m[4], m[1], m[2], m[3]);
    found.set(ref.full, ref);
  }
  for (const m of text.matchAll(ACT_FIRST)) {
    const ref = build(m[1], m[2], m[3], m[4]);
    found.set(ref.full, ref);
  }
  // "Art. 5 or 6" in an English question is not the Obligationenrecht.
  for (const [key, ref] of found) if (ref.article.startsWith("OR ") && !/\bOR\b/.test(text)) found.delete(key);
  return [...found.values()];
}

/** "DSG Art. 24" → "Art. 24 DSG", the form used in citations; other refs stay as they are. */
export function citationLabel(ref: string): string {
  const match = /^(.+?) (Art\. .+)$/.exec(ref);
  return match ? `${match[2]} ${match[1]}` : ref;
}
