// Session 12 round 2 (decision 023): misspelt key words of the description's readers ("bestätgt",
// "exfiltirert", "Zugrife", "verschlüselt") are written as the key word before any reader runs. Only a
// word of seven letters or more that is one edit (a letter missing, added, changed, or two neighbours
// swapped) from exactly one key word is rewritten: short words are too close to other words ("Abflus"
// stays), and a word that is itself a known form ("vernichten", "angezogen") is never touched.

// The readers' key words, as the word lists spell them (lower case, with umlauts).
const KEY_WORDS = [
  // Session 13: the recipient's silence (weighing.ts).
  "reaktion",
  "rückmeldung",
  "bestätigt",
  "bestätigung",
  "löschbestätigung",
  "zurückgeschickt",
  "zurückgegeben",
  "zurückgesandt",
  "vernichtet",
  "vernichtung",
  "geschreddert",
  "weggeworfen",
  "gelöscht",
  "löschung",
  "zugriffe",
  "zugegriffen",
  "abgerufen",
  "heruntergeladen",
  "geöffnet",
  "eingesehen",
  "protokoll",
  "protokolle",
  "logfiles",
  "logdateien",
  "ausgewertet",
  "auswertung",
  "analysiert",
  "verschlüsselt",
  "unverschlüsselt",
  "schlüssel",
  "passwort",
  "kennwort",
  "exfiltriert",
  "exfiltration",
  "abgeflossen",
  "abgezogen",
  "veröffentlicht",
  "hinweise",
  "anzeichen",
  "datenabfluss",
  "ausgeschlossen",
  "festgestellt",
  "nachgewiesen",
];
// Forms that are words of their own one edit from a key word: inflections and other words.
const OWN_WORDS = new Set([
  // Session 15: a newsroom is no misspelt "Reaktion".
  "redaktion",
  "bestätigte",
  "bestätigen",
  "bestätige",
  "vernichten",
  "vernichtete",
  "gelöschte",
  "zugriffs",
  "zugriff",
  "angezogen",
  "abgezogene",
  "protokolls",
  "protokollen",
  "ausgewertete",
  "analysiere",
  "analysieren",
  "analysierte",
  "schlüssels",
  "passworts",
  "kennworts",
  "verschlüsselte",
  "exfiltrierte",
  "veröffentlichte",
  "hinweisen",
  "festgestellte",
  "nachgewiesene",
]);
const KEY_SET = new Set(KEY_WORDS);
// A key word typed without umlauts is read as it even where withUmlauts (readers.ts) keeps the pair
// after a vowel: "geoeffnet" is "geöffnet".
const TYPED_WITHOUT_UMLAUTS = new Map(
  KEY_WORDS.filter((key) => /[äöü]/.test(key)).map((key) => [key.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue"), key]),
);
const MIN_LENGTH = 7;

/** Whether a and b differ by one edit: a letter inserted, deleted or changed, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length + restB.length <= 1) return true; // one letter inserted or deleted
  if (restA.length === 1 && restB.length === 1) return true; // one letter changed
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0]; // swapped
}

/** The key word a long word is a one-edit misspelling of, if exactly one. */
function keyWordOf(word: string): string | null {
  const typed = TYPED_WITHOUT_UMLAUTS.get(word);
  if (typed) return typed;
  if (word.length < MIN_LENGTH || KEY_SET.has(word) || OWN_WORDS.has(word)) return null;
  const near = KEY_WORDS.filter((key) => key.length >= MIN_LENGTH && oneEditApart(word, key));
  return near.length === 1 ? near[0] : null;
}

/** The lower-case text with misspelt key words of the readers written as the key words. */
export function withKeyWordsSpelled(text: string): string {
  return text.replace(/[a-zäöüéèàç]+/g, (word) => keyWordOf(word) ?? word);
}
