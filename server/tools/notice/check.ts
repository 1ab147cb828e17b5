// Applies the item specs (items.ts) to a text: per item found / unclear / missing / not_applicable,
// with the passage that decided it (by offsets into the analysed text) and the provisions from the knowledge base.
import { loadEntries } from "../../knowledge/load.js";
import { ITEMS, type ItemSpec, type Lang } from "./items.js";

/**
 * Issue 26, as a lawyer labels: found (specific enough), unclear (dealt with too vaguely), missing (not dealt with
 * although the notice's own text shows the item applies), not_applicable (nothing shows that it applies).
 */
export type Status = "found" | "unclear" | "missing" | "not_applicable";

export interface CitedProvision {
  ref: string;
  detail: string | null;
  title: string;
  url: string;
  stand: string;
}

export interface Quote {
  text: string;
  start: number;
  end: number;
}

export interface ItemResult {
  id: string;
  label: string;
  required: boolean;
  status: Status;
  reason: string;
  quote: Quote | null;
  provisions: CitedProvision[];
}

export interface CheckResult {
  language: Lang;
  characters: number;
  /** 0–100: required items weigh 2, good practice 1; "unclear" counts half; not applicable items are left out. */
  score: number;
  counts: Record<Status, number>;
  items: ItemResult[];
}

let provisionIndex: Map<string, { title: string; url: string; stand: string }> | null = null;

function provision(ref: string) {
  provisionIndex ??= new Map(loadEntries().map((entry) => [entry.ref, { title: entry.title, url: entry.url, stand: entry.stand }]));
  const found = provisionIndex.get(ref);
  if (!found) throw new Error(`knowledge base has no entry ${ref}`);
  return found;
}

const STOPWORDS: Record<Lang, RegExp> = {
  de: /\b(und|der|die|das|wir|ihre|sie|nicht|mit|für)\b/giu,
  fr: /\b(et|les|des|nous|vos|vous|une|pour|avec|données)\b/giu,
  en: /\b(and|the|we|your|you|with|for|data|our|of)\b/giu,
  it: /\b(il|della|delle|degli|dei|che|per|sono|con|vostri|suoi|nostri|trattamento|dati)\b/giu,
};

export function detectLanguage(text: string): Lang {
  const sample = text.slice(0, 20_000);
  let best: Lang = "de";
  let bestCount = -1;
  for (const lang of ["de", "fr", "en", "it"] as Lang[]) {
    const count = sample.match(STOPWORDS[lang])?.length ?? 0;
    if (count > bestCount) [best, bestCount] = [lang, count];
  }
  return best;
}

// Titles and degrees too ("Dr. Marc Favre", "lic. iur. Regula Imobersteg", "Dott. Rossi"): a quote never ends inside them.
const ABBREVIATION =
  /\b(art|abs|bst|lit|ch|nr|bzw|ca|inkl|z|b|d|h|u|a|s|ff|str|al|let|cf|etc|e\.g|i\.e|no|vgl|evtl|gem|resp|dr|dres|prof|lic|iur|med|dent|phil|oec|rer|pol|dipl|ing|st|sog|ggf|usw|bsp|geb|mme|mlle|me|m|sig|sigg|dott|avv|ecc|cpv|cap|lett|n|ziff|kap|abschn|chap|par|pt|sez)\.$/i;

const SECTION_NUMBER = /^\s*\d{1,2}(\.\d{1,2})*$/u;

/** Sentence spans: line breaks end one; so do . ! ? before a capital, unless after an abbreviation. */
export function sentences(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) spans.push({ start: start + lead, end: start + lead + trimmed.length });
    start = end;
  };
  const boundary = /\n|[.!?](?=\s+["«“]?[\p{Lu}\d])/gu;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const end = match.index + match[0].length;
    if (match[0] !== "\n" && ABBREVIATION.test(text.slice(Math.max(start, match.index - 8), end))) continue;
    // A section number is no sentence: "9. Durata della conservazione" is one heading (session 12 round 2), so it
    // speaks through its sub-numbered lines below.
    if (match[0] === "." && SECTION_NUMBER.test(text.slice(start, match.index))) continue;
    push(end);
  }
  push(text.length);
  return spans;
}

function allCues(map: Record<Lang, RegExp[]> | undefined, lang: Lang): RegExp[] {
  if (!map) return [];
  // The document's language first, the others after: mixed notices exist.
  return [...map[lang], ...(Object.keys(map) as Lang[]).filter((other) => other !== lang).flatMap((other) => map[other])];
}

interface Hit {
  index: number;
  pattern: RegExp;
}

const LETTER = "[\\p{L}\\p{N}_]";
const compiled = new Map<RegExp, RegExp>();

/**
 * JavaScript's \b and \w know ASCII only ("\bübermittelt" never matches): the specs are written
 * with them for readability and compiled here to Unicode-aware equivalents, global and case-blind.
 */
export function unicodeAware(pattern: RegExp): RegExp {
  let found = compiled.get(pattern);
  if (!found) {
    const source = pattern.source
      // A \b that opens an alternative always precedes a word character in these specs, so there it
      // only means "no letter before"; one that follows a literal letter only means "no letter
      // after". Written as one-sided lookarounds V8 scans a long text up to 100 times faster than
      // with the two-sided form, which is kept for every other \b (notice.test.ts: same matches).
      .replace(/(^|(?<!\\)\||(?<!\\)\((?:\?:)?)\\b/g, `$1(?<!${LETTER})`)
      .replace(/(?<=(?<!\\)\p{L})\\b/gu, `(?!${LETTER})`)
      .replace(/(?<!\\)\\b/g, `(?:(?<=${LETTER})(?!${LETTER})|(?<!${LETTER})(?=${LETTER}))`)
      .replace(/(?<!\\)\\w/g, LETTER);
    found = new RegExp(source, "giu");
    compiled.set(pattern, found);
  }
  return found;
}

function hits(text: string, patterns: RegExp[]): Hit[] {
  const out: Hit[] = [];
  for (const pattern of patterns) {
    // exec on the cached regex, not matchAll: matchAll works on a fresh clone per call, which V8 does not
    // run at the cached instance's speed (measured on a 42 000-character notice: 154 ms per check → 33 ms).
    const regex = unicodeAware(pattern);
    regex.lastIndex = 0;
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      out.push({ index: match.index, pattern });
      if (match[0] === "") regex.lastIndex++;
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

const MAX_QUOTE = 320;

function quoteAt(text: string, spans: { start: number; end: number }[], index: number): Quote {
  // The span holding the cue, or the next one when the cue starts in the blank between two (a heading's line break).
  let i = spans.findIndex((span) => index < span.end);
  if (i < 0) i = spans.length - 1;
  const start = spans[i].start;
  let end = spans[i].end;
  // A heading alone says little: take the sentence after it too.
  if (end - start < 40 && spans[i + 1]) end = spans[i + 1].end;
  if (end - start > MAX_QUOTE) {
    // Keep the cue inside the cut.
    const from = Math.max(start, Math.min(index - 80, end - MAX_QUOTE));
    const to = Math.min(end, from + MAX_QUOTE);
    return { text: text.slice(from, to).replace(/\s+/g, " ").trim(), start: from, end: to };
  }
  return { text: text.slice(start, end).replace(/\s+/g, " ").trim(), start, end };
}

/** Negations that make a mention a clear answer ("Wir geben keine Daten an Dritte"). */
const NEGATED =
  /(?<!\p{L})(?:(kein\p{L}*|nicht|nie|niemals|niemand\p{L}*|aucune?|jamais|ne|pas|not|never|no|non|mai|nessun\p{L}*)(?!\p{L})|n['’])/iu;

/** A purpose sentence that points elsewhere for the purposes ("für die oben genannten Zwecke"): judged there, not here. */
const POINTS_ELSEWHERE =
  /(genannt|beschrieben|aufgeführt|aufgezählt|erwähnt|\boben\b|folgend|nachstehend|nachfolgend|\bmentionnée?s?|\bdécrite?s?|\bindiquée?s?|ci-dessus|\bsuivant|\bsopra\b|\bindicat[ie]\b|\bdescritt[ie]\b|\bseguent[ie]\b|\babove\b|\bbelow\b|\bfollowing\b|\bdescribed\b|\b(andere|anderen|diese[mn]?|welche[mnr]?|jene[mn]?)\s+zweck|\bautres fins\b|\b(ces|cette) fins?\b|\baltri scopi\b|\btal[ei] (fine|fini|scop[oi])\b|\bother purposes\b|\b(this|these) purposes?\b|\b(zu|für) (dem|den|denen|die) sie\b|\bpour lesquel\w*|\bper (cui|i quali|le quali)\b|\bfor which\b|\b(ziff|ziffer|abschnitt|kapitel|abschn|kap|ch|chiffre|section|chap|chapitre|paragraphe|punto|sezione|capitolo|cifra|pt|sez)\.?\s*\d)/iu;

const MAX_LIST = 600;

/** A table row written as a line: cells separated by a vertical bar ("Kontodaten | alle Nutzer | Konto führen"). */
const TABLE_ROW = /\S[ \t]+\|[ \t]+\S/u;

/**
 * A list line: a dash, bullet or star, or a number or letter with a dot or parenthesis ("1.", "a)"), or a sub-number
 * under a numbered heading ("4.1", "9.2.", session 12 round 2: "4. Scopi" / "4.1 Valutare la domanda …").
 */
const LIST_ITEM = /^(?:[-–•*]|\d{1,2}[.)]|\d{1,2}(?:\.\d{1,2})+\.?|\p{Ll}\))\s/u;

/**
 * A purpose label used as the measure of keeping data ("bewahren wir auf, bis sie für unsere Zwecke ausgedient haben",
 * blindE): the sentence is about retention and points back at the purposes; it does not state them.
 */
const KEEPING =
  /\b(aufbewahr\w*|bewahr\w*|speicher\w*|lösch\w*|vernicht\w*|conserv\w*|supprim\w*|effac\w*|détrui\w*|cancell\w*|distrugg\w*|distrutt\w*|retain\w*|delet\w*)\b/iu;

/**
 * A frame is no purpose: "im Rahmen unseres Betreuungsauftrags", "dans le cadre de notre mandat", "nell'ambito della
 * nostra attività" name the setting of the processing, so an activity noun inside them does not make a label specific (blindD).
 */
const FRAME =
  /\b(im rahmen|dans le cadre|nell['’]ambito|nel quadro|as part of)\s+(d(e|es|u)\s+|d['’]|(della|del|dei|delle)\s+)?(\p{L}+\s+){0,3}\p{L}+/giu;

/** The index of the span holding `index` (or the next one): spans are sorted, so a binary search. */
function spanAt(spans: { start: number; end: number }[], index: number): number {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (spans[middle].end <= index) low = middle + 1;
    else high = middle;
  }
  return low < spans.length ? low : -1;
}

/**
 * What a cue says, by the structure of the text: its sentence; a short heading speaks through the sentence after
 * it ("Weitergabe von Daten" / "… an Dritte …"); a sentence that opens a list (ends with a colon) through its lines
 * up to the next blank line ("zu folgenden Zwecken:" / "- Vertragsabwicklung").
 */
function cueContext(text: string, spans: { start: number; end: number }[], i: number): string {
  // A heading's length without its section number ("4. Welche Daten wir verarbeiten und wofür" is a heading).
  const number = /^\d{1,2}(\.\d{1,2})*\.?\s+/u.exec(text.slice(spans[i].start, spans[i].end))?.[0].length ?? 0;
  const heading = spans[i + 1] && (spans[i].end - spans[i].start - number < 40 || headingByForm(text, spans, i));
  let end = heading ? spans[i + 1].end : spans[i].end;
  // A heading over a list speaks through the whole list, not its first line (blindE: "Finalités" / "- examen, …" /
  // "- prise de rendez-vous …"): the list runs to the next blank line, as after a colon.
  const list = heading && LIST_ITEM.test(text.slice(spans[i + 1].start, spans[i + 1].start + 10));
  // A table written as lines speaks through its rows (blindG: "Daten | wofür | wie lange." over "Kontodaten | Konto
  // führen, …"): the sentence holding the header row, or the line after a heading, runs to the next blank line too.
  const table = TABLE_ROW.test(text.slice(heading ? spans[i + 1].start : spans[i].start, end));
  // Session 17 (blindN): a line without a closing stop right over a list ("Wir bearbeiten Ihre Personendaten insbesondere"
  // / "- zur Prüfung …", "Nous traitons vos données notamment" / "- …") opens it, as a colon does.
  const opensList =
    /\p{L}[ \t]*$/u.test(text.slice(Math.max(spans[i].start, end - 5), end)) &&
    /^[ \t]*\n[ \t]*/u.test(text.slice(end, end + 10)) &&
    LIST_ITEM.test(
      text
        .slice(end, end + 30)
        .replace(/^[ \t]*\n[ \t]*/u, "")
        .slice(0, 10),
    );
  if (list || table || opensList || /:\s*$/.test(text.slice(Math.max(spans[i].start, end - 20), end))) {
    const blank = text.slice(end, end + MAX_LIST).search(/\n[ \t]*\n/);
    end = blank < 0 ? Math.min(text.length, end + MAX_LIST) : end + blank;
  }
  return text.slice(spans[i].start, end);
}

/**
 * A heading by its form rather than its length (session 13, blindJ): a line of its own that asks a question
 * ("Pourquoi le syndicat a-t-il besoin de mes données ?" over its answer), or a line without a closing stop right over a
 * list ("2. Kategorien von Personendaten und Zwecke der Bearbeitung" / "2.1 …"). Either speaks through what follows.
 */
function headingByForm(text: string, spans: { start: number; end: number }[], i: number): boolean {
  const line = text.slice(spans[i].start, spans[i].end);
  const ownLine =
    /^[ \t]*(\n|$)/u.test(text.slice(spans[i].end, spans[i].end + 20)) &&
    /(^|\n)[ \t]*$/u.test(text.slice(Math.max(0, spans[i].start - 20), spans[i].start));
  if (!ownLine || line.length > 160) return false;
  if (/\?$/u.test(line)) return true;
  return !/[.;:!,]$/u.test(line) && LIST_ITEM.test(text.slice(spans[i + 1].start, spans[i + 1].start + 10));
}

/** A recipient sentence that denies giving ("ne la communiquons jamais à votre employeur"), not one that restricts it. */
function denies(context: string): boolean {
  return (NEGATED.test(context) || /(?<!\p{L})(nichts|niente|nulla)(?!\p{L})/iu.test(context)) && !RESTRICTS.test(context);
}
const RESTRICTS =
  /(?<!\p{L})(qu['’]|que|sondern|nur|ausser|außer|ausschliesslich|seulement|uniquement|solo|soltanto|unicamente|tranne|eccetto|sauf|only|except)(?!\p{L})/iu;

/**
 * Issue 26, session 9: "found" needs the specific element (a concrete purpose, a kind of recipient, a period or a
 * criterion), by structure rather than by a list of vague phrases. Unclear when no cue context names one (unless a
 * negation answers the item), or when a statement of the item itself (`statement`: "Zweck", "finalità") names none.
 */
function lacksSpecific(
  spec: NonNullable<ItemSpec["specific"]>,
  text: string,
  spans: { start: number; end: number }[],
  cueHits: Hit[],
): boolean {
  // One context per sentence (a document can hold thousands of cues in one sentence).
  const indices = [...new Set(cueHits.map((hit) => spanAt(spans, hit.index)).filter((i) => i >= 0))];
  const has = (context: string, patterns: RegExp[]) => patterns.some((pattern) => context.search(unicodeAware(pattern)) >= 0);
  // Parts that only look specific ("Verwaltungsaufgaben", "damit der Betrieb läuft", session 11) are read as blank.
  const blank = (context: string) => (spec.vague ?? []).reduce((rest, pattern) => rest.replace(unicodeAware(pattern), " "), context);
  const raw = indices.map((i) => cueContext(text, spans, i));
  const contexts = raw.map(blank);
  const specific = (context: string) => has(context, spec.patterns);
  // Session 17 (blindN): an item may have several kinds of statement ("solange nötig" beside the controller's discretion),
  // each with what it needs in its own context, and with parts that only look like that (a reservation of legal duties).
  const statements = spec.statement ? [spec.statement].flat() : [];
  for (const statement of statements) {
    const unreserved = (context: string) =>
      (statement.reservations ?? []).reduce((rest, pattern) => rest.replace(unicodeAware(pattern), " "), context);
    const aboutUs = (context: string) =>
      (statement.aboutOthers ?? []).reduce((rest, pattern) => rest.replace(unicodeAware(pattern), " "), context);
    const generic = (context: string) =>
      has(aboutUs(context), statement.words) &&
      !has(unreserved(blank(context)).replace(FRAME, " "), statement.needs) &&
      !(statement.notKeeping && KEEPING.test(context)) &&
      // Session 18 (blindO): a restriction is no denial ("n'a lieu que si nécessaire", "nicht … ausser wenn nötig").
      !(denies(context) && !statement.negated) &&
      // Session 19 (blindP): a reserved part that points elsewhere ("aux fins décrites ci-dessus") points at no period.
      !POINTS_ELSEWHERE.test(unreserved(context)) &&
      !/[:?]\s*$/.test(context);
    if (raw.some(generic)) return true;
  }
  // Session 13 (blindJ): a kind named only where the giving is denied ("never to your employer") does not make a vague
  // recipient elsewhere ("à des organismes de notre réseau") specific; when every mention denies, the negation settles it.
  // Session 18: the item's own section decides. Under a heading of the item ("Weitergabe an Dritte", "Avec qui
  // partageons-nous vos données ?", "A chi comunichiamo i dati"), a section that names no kind leaves the item open,
  // however many kinds are mentioned in passing elsewhere (publishing, a purpose line, a tool).
  if (spec.section) {
    const sections = ownSections(text, spec.section).map(blank);
    // Session 20 (blindQ): a denial settles the section only when no sentence of it gives to a catch-all ("Nous pouvons
    // partager vos données avec nos partenaires. Nous ne vendons jamais vos données." stays open).
    const catchAll = (section: string) =>
      section
        .split(/(?<=[.!?])\s+/u)
        .some((sentence) => statements.some((statement) => has(sentence, statement.words)) && !denies(sentence));
    const settles = (section: string) => denies(section) && !catchAll(section);
    if (sections.length && !sections.some(specific) && !(spec.negationSettles && sections.some(settles))) return true;
  }
  const affirmed = spec.negationSettles ? contexts.filter((context) => !denies(context)) : contexts;
  if ((affirmed.length ? affirmed : contexts).some(specific)) return false;
  // "Wir geben keine Daten an Dritte weiter" answers the item; beside a vague "an Dritte, wenn nötig" it does not.
  return !(spec.negationSettles && contexts.every((context) => NEGATED.test(context)));
}

function judge(
  spec: ItemSpec,
  text: string,
  spans: { start: number; end: number }[],
  lang: Lang,
): Omit<ItemResult, "provisions" | "label" | "required" | "id"> {
  const settled = hits(text, allCues(spec.settles, lang));
  if (settled.length) return { status: "found", reason: spec.found, quote: quoteAt(text, spans, settled[0].index) };
  const cueHits = hits(spec.denials ? withoutDenials(text, spans, spec.denials) : text, allCues(spec.cues, lang));
  if (spec.openingCues) {
    // Searched in the opening only: a pattern over the whole text would run its lookbehind at every position.
    cueHits.push(...hits(text.slice(0, spec.openingCues.within), spec.openingCues.patterns));
    cueHits.sort((a, b) => a.index - b.index);
  }
  if (!cueHits.length) return absent(spec, text, lang);
  if (spec.specific && lacksSpecific(spec.specific, text, spans, cueHits)) {
    return { status: "unclear", reason: spec.unclear ?? spec.missing, quote: quoteAt(text, spans, cueHits[0].index) };
  }
  let detailHits = cueHits;
  if (spec.general) {
    // The topic is there, but only in general words ("ins Ausland", "weltweit"): the law asks for the state.
    const general = new Set(allCues(spec.general.cues, lang));
    detailHits = cueHits.filter((hit) => !general.has(hit.pattern));
    // Session 16 (blindM): a general cue whose own context names a state in a form the cues do not know ("I dati vanno
    // all'estero?" / "Soltanto verso i Paesi Bassi") names it; only there, so an address abroad names no destination.
    if (!detailHits.length) detailHits = namedInContext(spec.general.namedInContext ?? [], text, spans, cueHits);
    if (!detailHits.length) return { status: "unclear", reason: spec.general.unclear, quote: quoteAt(text, spans, cueHits[0].index) };
    // A member of a group left unnamed, then (session 18) a destination named only by its extent: each makes the
    // item unclear with its own reason.
    const unnamedKinds: [RegExp[] | undefined, string | undefined][] = [
      [spec.general.oneOfGroup, spec.general.oneOfGroupUnclear],
      [spec.general.unnamedDestination, spec.general.unnamedDestinationUnclear],
    ];
    for (const [patterns, reason] of unnamedKinds) {
      const unnamed = oneOfGroupUnnamed(patterns ?? [], text, spans, allCues(spec.cues, lang), general);
      if (unnamed) return { status: "unclear", reason: reason ?? spec.general.unclear, quote: quoteAt(text, spans, unnamed.index) };
    }
  }
  if (spec.vagueDetails) {
    const named = allCues(spec.vagueDetails.named, lang);
    const vague = hits(text, spec.vagueDetails.words).find((hit) => {
      const i = spanAt(spans, hit.index);
      if (i < 0) return false;
      const context = text.slice(spans[i].start, (spans[i + 1] ?? spans[i]).end);
      return !named.some((pattern) => context.search(unicodeAware(pattern)) >= 0);
    });
    if (vague) return { status: "unclear", reason: spec.vagueDetails.unclear, quote: quoteAt(text, spans, vague.index) };
  }
  if (spec.details) {
    const details = allCues(spec.details, lang);
    const detailed = (hit: Hit) => {
      const span = spans.find((candidate) => hit.index >= candidate.start && hit.index < candidate.end);
      const start = span?.start ?? hit.index;
      let from = spec.detailsFromCue === undefined ? start : Math.max(start, hit.index - spec.detailsFromCue);
      let to = from + (spec.window ?? 300);
      if (spec.detailsInParagraph && span) {
        to = Math.min(to, paragraphEnd(text, spans, span));
        // "Diese Daten erhalten wir von …": the categories are the ones just named in the paragraph.
        if (POINTS_BACK.test(text.slice(span.start, span.end))) from = paragraphStart(text, span.start);
      }
      const windowText = text.slice(Math.max(0, from - (spec.windowBefore ?? 0)), to);
      return details.some((pattern) => windowText.search(unicodeAware(pattern)) >= 0);
    };
    const hit = detailHits.find(detailed);
    if (hit) return { status: "found", reason: spec.found, quote: quoteAt(text, spans, hit.index) };
    return { status: "unclear", reason: spec.unclear ?? spec.missing, quote: quoteAt(text, spans, detailHits[0].index) };
  }
  if (spec.minDistinctCues) {
    // A general phrase ("Ihre gesetzlichen Rechte") shows the topic but names no right: it is not counted.
    const generic = new Set(spec.generic ?? []);
    const distinct = new Set(cueHits.filter((hit) => !generic.has(hit.pattern)).map((hit) => hit.pattern.source));
    if (distinct.size < spec.minDistinctCues)
      return { status: "unclear", reason: spec.unclear ?? spec.missing, quote: quoteAt(text, spans, cueHits[0].index) };
  }
  if (spec.requiresWhenShown) {
    const { shown, needs, unclear } = spec.requiresWhenShown;
    const affirmed = hits(text, shown).find((hit) => {
      const span = spans[spanAt(spans, hit.index)];
      return span && !NEGATED.test(text.slice(span.start, span.end));
    });
    if (affirmed && !hits(text, needs).length) return { status: "unclear", reason: unclear, quote: quoteAt(text, spans, affirmed.index) };
  }
  return { status: "found", reason: spec.found, quote: quoteAt(text, spans, cueHits[0].index) };
}

/**
 * Session 21 (blindR): the text with each sentence that says there is none ("Wir haben keine Datenschutzberaterin
 * ernannt") blanked, and a short heading over such a sentence ("Datenschutzberater" / "Wir haben keinen ernannt."), so
 * that no cue is read there; lengths are kept, so indices still point into the text.
 */
function withoutDenials(text: string, spans: { start: number; end: number }[], denials: RegExp[]): string {
  const denied = (context: string) => denials.some((pattern) => context.search(unicodeAware(pattern)) >= 0);
  let out = text;
  spans.forEach((span, i) => {
    const own = text.slice(span.start, span.end);
    if (!denied(own) && !(own.length < 60 && denied(cueContext(text, spans, i)))) return;
    out = out.slice(0, span.start) + own.replace(/[^\n]/gu, " ") + out.slice(span.end);
  });
  return out;
}

/** The text under each heading line matching one of `headings`, up to the next heading line (at most 2000 characters). */
function ownSections(text: string, headings: RegExp[]): string[] {
  const out: string[] = [];
  const line = /(?<=^|\n)([^\n]{3,90})(?=\n)/gu;
  // A heading: a line of its own after a blank line (or the first line), without a closing stop, colon or comma.
  const lines: { start: number; end: number; text: string }[] = [];
  for (let match = line.exec(text); match; match = line.exec(text)) {
    const afterBlank = match.index === 0 || /\n[ \t]*\n$/u.test(text.slice(Math.max(0, match.index - 20), match.index));
    const heading = match[1].trim();
    if (afterBlank && !/[.;:,]$/u.test(heading)) lines.push({ start: match.index, end: match.index + match[0].length, text: heading });
  }
  lines.forEach((heading, i) => {
    if (!headings.some((pattern) => heading.text.search(unicodeAware(pattern)) >= 0)) return;
    const end = Math.min(lines[i + 1]?.start ?? text.length, heading.end + 2000);
    const body = text.slice(heading.end, end);
    if (body.trim()) out.push(body);
  });
  return out;
}

/** The general cues whose context (check.ts `cueContext`) names the element by one of `patterns`. */
function namedInContext(patterns: RegExp[], text: string, spans: { start: number; end: number }[], cueHits: Hit[]): Hit[] {
  if (!patterns.length) return [];
  return cueHits.filter((hit) => {
    const i = spanAt(spans, hit.index);
    return i >= 0 && patterns.some((pattern) => cueContext(text, spans, i).search(unicodeAware(pattern)) >= 0);
  });
}

/**
 * Session 15 (blindL): a destination given as one state of a group ("in einem EU-Mitgliedstaat") whose own sentence
 * names no state once that phrase is blanked. The group named elsewhere, to say it is adequate, does not say where the
 * data go.
 */
function oneOfGroupUnnamed(
  patterns: RegExp[],
  text: string,
  spans: { start: number; end: number }[],
  cues: RegExp[],
  general: Set<RegExp>,
): Hit | undefined {
  const named = cues.filter((cue) => !general.has(cue));
  return hits(text, patterns).find((hit) => {
    const span = spans[spanAt(spans, hit.index)];
    if (!span) return false;
    const regex = unicodeAware(hit.pattern);
    regex.lastIndex = hit.index;
    const phrase = regex.exec(text)?.[0] ?? "";
    const sentence = text.slice(span.start, hit.index) + " ".repeat(phrase.length) + text.slice(hit.index + phrase.length, span.end);
    return !named.some((cue) => sentence.search(unicodeAware(cue)) >= 0);
  });
}

/**
 * Where the paragraph holding a span ends: the next blank line after it, or after the paragraph below when the span is a
 * heading standing alone, a line without a full stop ("Daten von Dritten" or "Bekommen Sie Daten von anderen?" / blank /
 * "Wir erhalten …").
 */
function paragraphEnd(text: string, spans: { start: number; end: number }[], span: { start: number; end: number }): number {
  const blankAfter = (index: number) => {
    const found = text.slice(index).search(/\n[ \t]*\n/);
    return found < 0 ? text.length : index + found;
  };
  const end = blankAfter(span.end);
  const heading = span.end - span.start < 120 && !/[.;]$/.test(text.slice(span.start, span.end));
  if (!heading || text.slice(span.end, end).trim()) return end;
  const next = spans[spanAt(spans, end + 1)];
  return next ? blankAfter(next.end) : end;
}

/** Where the paragraph holding `index` starts (after the last blank line before it). */
function paragraphStart(text: string, index: number): number {
  const from = Math.max(0, index - 1000);
  let start = from;
  const blank = /\n[ \t]*\n/g;
  const before = text.slice(from, index);
  for (let match = blank.exec(before); match; match = blank.exec(before)) start = from + match.index + match[0].length;
  return start;
}

/** A sentence that points back at data just named ("Diese Daten erhalten wir von …", "Ces données nous viennent de …"). */
const POINTS_BACK =
  /^(diese|solche|ces|de telles|questi|queste|tali|these|such)\s+(\p{L}+\s+)?(daten|angaben|informationen|données|informations|dati|informazioni|data|information)\b/iu;

/**
 * Not dealt with at all: "missing" only if the item applies; for items that apply only in some cases (automated
 * decisions, a representative, data from others, transfers abroad) the notice's own text must show that it does.
 */
function absent(spec: ItemSpec, text: string, lang: Lang): Omit<ItemResult, "provisions" | "label" | "required" | "id"> {
  const applies = spec.appliesWhen;
  if (!applies) return { status: "missing", reason: spec.missing, quote: null };
  const evidence = (hit: Hit) => {
    const regex = unicodeAware(hit.pattern);
    regex.lastIndex = hit.index;
    return regex.exec(text)?.[0].trim() ?? "";
  };
  const shown = hits(applies.within ? text.slice(0, applies.within) : text, allCues(applies.shownBy, lang))[0];
  if (shown) {
    const unless = applies.unless && hits(text, applies.unless.shownBy)[0];
    if (unless) return { status: "not_applicable", reason: applies.unless!.because.replace("{evidence}", evidence(unless)), quote: null };
    return { status: "missing", reason: `${spec.missing} ${applies.because.replace("{evidence}", evidence(shown))}`, quote: null };
  }
  return { status: "not_applicable", reason: applies.otherwise, quote: null };
}

export function checkNotice(text: string, items: ItemSpec[] = ITEMS): CheckResult {
  const lang = detectLanguage(text);
  const spans = sentences(text);
  const results: ItemResult[] = items.map((spec) => ({
    id: spec.id,
    label: spec.label,
    required: spec.required,
    ...judge(spec, text, spans, lang),
    provisions: spec.provisions.map(({ ref, detail }) => ({ ref, detail: detail ?? null, ...provision(ref) })),
  }));
  return { language: lang, characters: text.length, ...scoreItems(results), items: results };
}

/** Score and counts of a list of results; exported so the model's second pass (second-pass.ts) can recompute them. */
export function scoreItems(results: Pick<ItemResult, "required" | "status">[]): Pick<CheckResult, "score" | "counts"> {
  let earned = 0;
  let possible = 0;
  const counts: Record<Status, number> = { found: 0, unclear: 0, missing: 0, not_applicable: 0 };
  for (const item of results) {
    counts[item.status]++;
    if (item.status === "not_applicable") continue;
    const weight = item.required ? 2 : 1;
    possible += weight;
    earned += item.status === "found" ? weight : item.status === "unclear" ? weight / 2 : 0;
  }
  return { score: possible ? Math.round((100 * earned) / possible) : 100, counts };
}
