// Sixth round (holdout-5, decision 023): general principles a lawyer applies, rather than one literal
// cue per case. Each principle names a class of facts (what the data contained, whether the key
// travelled with them, whether the recipient deleted them) and one shared way of saying that a fact
// is still open, with negation ("nicht mehr offen", "ist geklärt") and Swiss abbreviations
// ("evtl.", "ca.", "inkl.") handled once for all of them. Linear patterns only: literal words with
// bounded gaps, no nested quantifiers.

// Abbreviations whose dot ends no sentence; without this "evtl. Passwort im Paket, wird abgeklärt"
// would split the hedge from the fact it hedges.
const ABBREVIATION = /\b(evtl|ca|inkl|bzw|z\.\s?b|u\.\s?a|allf|vers|nr|mind|max|sog|usw|etc|resp|gem|vgl|ev)\./g;

/** The text's clauses: sentences, with the dot of a common abbreviation kept inside its sentence. */
export function sentencesOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(ABBREVIATION, "$1")
    .split(/[.;!?\n]/);
}

// "noch offen", "unklar", "noch nicht bekannt", "wird abgeklärt", "klären wir noch", "wissen wir
// (noch) nicht", "ausstehend", "steht noch aus", "Forensik läuft". A bare hedge ("evtl. in Galerien
// gespeichert") is no open question: a lawyer assumes the likely worse case unless it is being clarified.
// "offen" counts only as a state ("ist/noch/bleibt offen", "offen, ob"): "lag offen im Netz" is exposure.
const OPEN =
  /(?:noch|ist|bleibt|bleiben|sind|weiterhin)\soffen\b|\boffen,?\sob\b|unklar|ungeklärt|ungewiss|\bunbekannt\b|noch\snicht\s(?:\S+\s)?(?:bekannt|klar|geklärt|abgeklärt|bestätigt|eingetroffen|sicher)|(?:wird|werden)\s(?:noch\s|derzeit\s|zurzeit\s|gerade\s)?(?:abgeklärt|geklärt|geprüft|untersucht|ausgewertet)|(?:klären|klärt|prüfen|prüft|untersuchen|untersucht)\s(?:\S+\s){0,3}noch\b|wissen\swir\s(?:\S+\s){0,3}nicht|\bwir\swissen\s(?:noch\s)?nicht|ne\ssait\spas|ne\ssavons\spas|pas\sencore\s(?:clair|connu|établi)|n'est\spas\s(?:encore\s)?clair|non\sè\s(?:ancora\s)?chiaro|non\ssappiamo|da\schiarire|wissen\swir\serst|ausstehend|(?:steht|stehen)\s(?:\S+\s)?aus\b|(?:abklärung|forensik|untersuchung|auswertung|analyse)\s(?:\S+\s)?(?:läuft|laufen)|(?:klärt|klären|prüft|prüfen)\s(?:\S+\s){0,2}ab\b/;
// The question is settled after all: "nicht mehr offen", "ist geklärt", "inzwischen bekannt".
const SETTLED =
  /nicht\s(?:mehr\s)?(?:offen|unklar|unbekannt|ungewiss)|kein(?:e|en)?\s(?:zweifel|frage)|(?:ist|sind|wurde|wurden|inzwischen|mittlerweile)\s(?:\S+\s)?(?:geklärt|bestätigt|bekannt)\b/;

/** A clause states some fact as open (see OPEN), and does not settle it again. */
export function statesOpen(clause: string): boolean {
  return OPEN.test(clause) && !SETTLED.test(clause);
}

// What the exposed data contained: "Inhalt noch offen", "welche Daten das waren", "ob der Ordner noch drin ist".
// Session 18: which records of any kind ("welche Berichte", "welche Dossiers", "welche Einträge").
// Session 21 (holdout-23 c31): "ob Mahnungen dabei waren", "ob Befunde darunter sind": which records were among those seen.
const CONTENT =
  /\bob\s(?:\S+\s){0,4}(?:dabei|darunter)\s(?:war|waren|ist|sind)\b|inhalt|welche\s(?:\S+\s)?(?:daten|dateien|unterlagen|dokumente|akten|berichte|dossiers|einträge|belege)|was\s(?:\S+\s){0,4}(?:enthielt|enthalten|enthält|war|waren)\b|darunter|\bdrin\b|\bdarin\b|noch\s(?:\S+\s)?(?:da|dabei|vorhanden)\b/;
// Whether the key travelled with encrypted data: "Passwort auf dem Lieferschein im Paket".
// "\bschlüssel": the key, not "verschlüsselt".
const KEY = /passwort|kennwort|\bschlüssel|\bpin\b|zugangscode/;
// Whether the recipient deleted (or returned) what it got: "Löschaufforderung ist raus, Antwort ausstehend".
// Session 11 round 2 (holdout-12 c14): or passed it on, the other half of the same question: "Weitergabe
// an den neuen Arbeitgeber wird geklärt", "ob er die Liste weitergeleitet hat, ist offen", "ob sie bei
// der Konkurrenz gelandet ist", Swiss German "witergäh".
const DELETION =
  /lösch|vernicht|antwort|rückmeldung|bestätigung|zurückgabe|rückgabe|herausgabe|weitergab|weiter(?:ge)?(?:geben|gegeben|leitet|reicht|verkauft|verbreitet)|witergäh|witergeh|\bgegeben\b|übergeben|überlassen|gelandet|konkurren|mitbewerber|neue[nrm]?\s(?:arbeitgeber|stelle|firma)/;

// Whether the lost device was protected at all: "ob die Festplattenverschlüsselung aktiv war",
// "ob ein Code gesetzt war". An attacker's encryption (ransomware) is no protection of the data.
const PROTECTION = /verschlüssel|bitlocker|filevault|\bcode\b|sperrcode|bildschirmsperre/;
const ATTACKER_ENCRYPTION = /ransomware|trojaner|lösegeld|angreifer|erpress/;
// Whether the access was unauthorised at all: "ob es Wartungssitzungen des Herstellers waren".
// Session 18 (holdout-20 c17): "unberechtigte Zugriffe", "unbefugt" say the access was unauthorised,
// which settles the question; only the bare word asks it.
const AUTHORISATION =
  /(?<!un)(?:berechtigt|befugt|autorisiert|legitim)|wartung|fehlalarm|eigene[nrs]?\s(?:sitzung|zugriff|leute|mitarbeit)/;
// Session 18 (holdout-20 c22): whether the persons can be recognised in what was exposed at all: "unklar,
// ob der Name lesbar war", "ob man die Patientin auf dem Bild erkennt", "Lesbarkeit wird geprüft". Only
// as a question: "für alle lesbar" says the data lay open, not that anyone is unrecognisable.
const IDENTIFIABLE =
  /\bob\s(?:\S+\s){0,10}(?:lesbar|leserlich|erkennbar|erkennt|erkennen|identifizierbar|zuordenbar|zuzuordnen)|lesbarkeit|erkennbarkeit|\bsi\s(?:\S+\s){0,10}(?:lisible|reconnaissable|identifiable)|\bse\s(?:\S+\s){0,10}(?:leggibil|riconoscibil|identificabil)/;
// Whether any of the exposed records are missing: "unklar, ob Karten fehlen".
const MISSING = /\bob\s(?:\S+\s){0,4}(?:fehlen|fehlt|vollzählig|abhanden)/;

export type OpenFact = "inhalt" | "schluessel" | "schutz" | "befugnis" | "vollstaendigkeit" | "loeschung" | "erkennbar";

// Session 19 (holdout-21 c20, holdout-20 c26): a hedge on which records were on the lost or stolen
// thing ("evtl. Behandlungsberichte", "möglicherweise auch Notfallblätter", "nicht sicher, ob die
// Berichte drauf waren") says what the data contained is open, as "Inhalt unklar" does: the records the
// sentence names only as possible decide. A hedge on anything else stays a bare hedge (round 6): where
// the thing lies ("evtl. Parkplatz"), whether a key went with it, whether copies were saved.
const HEDGE_WORD = String.raw`(?:evtl|ev|eventuell|möglicherweise|vielleicht|allenfalls|allf|womöglich|unter\sumständen)`;
const RECORDS_NOUN = String.raw`\S*(?:bericht|berichte|blätter|blatt|akten|akte|dossiers?|unterlagen|dateien|notizen|listen?|befunde?|formulare?|protokolle|belege|auszüge|abrechnungen|abrechnung|ordner|fotos|bilder|scans)`;
const HEDGED_CONTENT = new RegExp(
  String.raw`\b${HEDGE_WORD}\s(?:auch\s)?(?:noch\s)?(?:\S+\s){0,2}?${RECORDS_NOUN}\b|nicht\ssicher,?\s(?:\S+\s){0,2}(?:was|ob|welche)\b`,
);
// The hedge is about a key, a place or a copy after all: "evtl. Passwortzettel dabei", "Bilder evtl. in Galerien gespeichert".
const HEDGE_ELSEWHERE = /passwort|\bpw\b|schlüssel|\bpin\b|gespeichert\s(?:\S+\s)?(?:in|auf)\b|galerie|weitergeleitet|kopiert/;

/**
 * Open facts that ask whether anyone could get at the data at all (the key, the protection, the
 * authorisation, a missing record): moot once copies, an outflow or someone's access are shown.
 * What the data contained and whether a recipient deleted them decide even then.
 */
export const ACCESS_QUESTIONS: ReadonlySet<OpenFact> = new Set(["schutz", "befugnis", "vollstaendigkeit"]);

/**
 * The description names a fact that decides the risk as still open: what the exposed data contained,
 * whether the key of encrypted data went with them (only when the data are encrypted), whether a lost
 * device was protected at all, whether the access was unauthorised at all, whether records are missing,
 * whether the persons can be recognised in what was exposed, or whether the recipient has deleted them. A lawyer then answers "prüfen" and names that fact.
 */
export function decisiveFactOpen(text: string, encrypted: boolean): OpenFact | null {
  for (const clause of sentencesOf(text)) {
    if (!statesOpen(clause)) {
      if (HEDGED_CONTENT.test(clause) && !HEDGE_ELSEWHERE.test(clause)) return "inhalt";
      continue;
    }
    if (ATTACKER_ENCRYPTION.test(clause)) continue;
    if (encrypted && KEY.test(clause)) return "schluessel";
    if (!encrypted && PROTECTION.test(clause)) return "schutz";
    if (AUTHORISATION.test(clause)) return "befugnis";
    if (MISSING.test(clause)) return "vollstaendigkeit";
    if (IDENTIFIABLE.test(clause)) return "erkennbar";
    if (CONTENT.test(clause)) return "inhalt";
    if (DELETION.test(clause)) return "loeschung";
  }
  return null;
}

// Details that stigmatise in a person's own surroundings: mental illness, addiction, HIV, the
// intimate sphere (fertility treatment, gender reassignment, an abortion), a developmental disorder,
// child-protection proceedings.
// Session 9 round 2: a child's developmental disorder and child-protection proceedings (KESB) too.
const STIGMA =
  /psychiatr|psychotherap|psychisch|\bhiv\b|\baids\b|\bsucht|entzug|\bivf\b|kinderwunsch|künstliche\sbefruchtung|geschlechtsangleich|transiden|\btrans\b|schwangerschaftsabbruch|abtreibung|geschlechtskrank|autismus|autist|\bass\b|\badhs\b|entwicklungsstörung|entwicklungsverzög|verhaltensauffällig|lernbehinder|geistige\sbehinderung|\bkesb\b|gefährdungsmeldung|kindesschutz|häusliche\sgewalt|fremdplatzier/;
// Readers bound to secrecy (a team under professional secrecy) do not spread what they read.
const SECRECY = /schweigepflicht|berufsgeheimnis|amtsgeheimnis|geheimhaltungspflicht/;

/** The data read include stigmatising details (mental health, the intimate sphere) and the readers are bound to no secrecy. */
export function stigmatisingDetails(text: string): boolean {
  const lower = text.toLowerCase();
  return STIGMA.test(lower) && !SECRECY.test(lower);
}

/** The readers are bound to a secrecy (professional, official or contractual). */
export function secrecyNamed(text: string): boolean {
  return SECRECY.test(text.toLowerCase());
}

// Every record still exists in another complete copy: "alles eingescannt vorhanden", "im
// Archivsystem vollständig vorhanden", "digital vollständig gesichert".
const COPY_ELSEWHERE =
  /eingescannt|digitalisiert|(?:vollständig|lückenlos|komplett)\s(?:\S+\s){0,2}(?:vorhanden|gesichert|verfügbar)|(?:alle|alles|sämtliche)\s(?:\S+\s){0,4}(?:vorhanden|gesichert)\b/;
const NOT_ALL =
  /nicht\s(?:\S+\s){0,2}(?:eingescannt|digitalisiert|vorhanden|gesichert|vollständig)|teilweise|\bteils\b|\bfehlen|lücken\b|unvollständig/;

/** The lost records still exist in full elsewhere (scanned, digitally complete): nothing is lost for the persons. */
export function completeCopyElsewhere(text: string): boolean {
  return sentencesOf(text).some((s) => COPY_ELSEWHERE.test(s) && !NOT_ALL.test(s));
}

// "alles korrigiert", "alle 26 Einträge sind korrigiert", "sämtliche Werte berichtigt".
const ALL_CORRECTED = /(?:alle|alles|sämtliche)\s(?:\S+\s){0,4}(?:korrigiert|berichtigt|richtiggestellt)/;
const NOT_CORRECTED = /nicht\s(?:\S+\s){0,2}(?:korrigiert|berichtigt|richtiggestellt)|noch\snicht|teilweise|\bteils\b/;

/** Every altered record was corrected (the fault's damage, not only the fault itself). */
export function allCorrected(text: string): boolean {
  return sentencesOf(text).some((s) => ALL_CORRECTED.test(s) && !NOT_CORRECTED.test(s));
}
