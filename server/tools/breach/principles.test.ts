// Round 6 (decision 023): the general principles, first as cues (one shared way of saying a fact is
// open, with negation, question clauses and Swiss abbreviations), then as verdicts with near misses.
import { describe, expect, it } from "vitest";
import { assessBreach } from "./assess.js";
import type { BreachBody } from "./input.js";
import { dutiesOf, incidentsFrom } from "./test-incident.js";
import { allCorrected, completeCopyElsewhere, decisiveFactOpen, sentencesOf, statesOpen, stigmatisingDetails } from "./principles.js";

describe("a fact stated as open", () => {
  it.each([
    "Inhalt noch offen",
    "welche Daten das waren, klärt die Forensikfirma noch",
    "Ob der Ordner noch drin ist, wissen wir erst, wenn die Polizei ihn zurückgibt",
    "Passwort auf dem Lieferschein, wird abgeklärt",
    "Antwort ausstehend",
    "die Bestätigung steht noch aus",
    "Hersteller klärt ab, ob es eigene Sitzungen waren",
    "es ist unklar, ob Karten fehlen",
    "offen, ob die Liste dabei war",
    "noch nicht bekannt",
    "Abklärung läuft",
    "das wissen wir noch nicht",
  ])("open: %s", (clause) => expect(statesOpen(clause.toLowerCase())).toBe(true));

  it.each([
    ["exposure, not a question", "die Akten lagen offen im Treppenhaus"],
    ["a bare hedge", "bilder evtl. in galerien gespeichert"],
    ["settled again", "der inhalt ist nicht mehr offen"],
    ["settled: clarified", "inzwischen geklärt, dass nur rechnungen dabei waren"],
    ["an unknown recipient is no open question", "an eine unbekannte adresse geschickt"],
    ["a finished review", "die abklärung ist abgeschlossen"],
  ])("not open (%s)", (_name, clause) => expect(statesOpen(clause)).toBe(false));

  it("keeps the dot of a Swiss abbreviation inside its sentence", () => {
    expect(sentencesOf("Verschlüsselt, aber evtl. Passwort im Paket, wird abgeklärt. Ca. 300 Personen.")).toEqual([
      "verschlüsselt, aber evtl passwort im paket, wird abgeklärt",
      " ca 300 personen",
      "",
    ]);
  });
});

describe("which decisive fact is open", () => {
  it.each([
    ["the content taken", "2 GB abgeflossen. Inhalt noch offen, Forensik läuft.", false, "inhalt"],
    ["the folder still in the bag", "Tasche gefunden, Inhalt noch nicht bekannt.", false, "inhalt"],
    ["the key with the data", "Verschlüsselt, aber evtl. Passwort auf Lieferschein im Paket, wird abgeklärt.", true, "schluessel"],
    ["a device's protection", "Ob die Festplattenverschlüsselung aktiv war, klärt die IT noch.", false, "schutz"],
    ["a code set on a tablet", "Ob ein Code gesetzt war, wird noch geklärt.", false, "schutz"],
    ["the authorisation", "Der Hersteller klärt ab, ob es eigene Wartungssitzungen waren.", false, "befugnis"],
    ["missing records", "Abgleich läuft, unklar ob Karten fehlen.", false, "vollstaendigkeit"],
    ["a recipient's deletion", "Löschaufforderung ist raus, Antwort ausstehend.", false, "loeschung"],
  ])("%s", (_name, text, encrypted, want) => expect(decisiveFactOpen(text, encrypted)).toBe(want));

  it.each([
    ["an open fact that decides nothing (the count)", "Die genaue Zahl der Personen ist noch unklar.", false],
    ["the key question without encrypted data", "Welche Passwörter betroffen sind, ist unklar.", false],
    ["ransomware's 'encryption' is no protection", "Ransomware hat den Server verschlüsselt, ob Daten abflossen, ist unklar.", true],
    ["the content known", "Inhalt ist inzwischen bekannt: nur Rechnungen.", false],
    ["deletion confirmed", "Die Empfängerin hat die Löschung bestätigt.", false],
    ["a hedge about copies", "Nach 40 Min gelöscht, Bilder evtl. in Galerien gespeichert.", false],
  ])("near miss: %s", (_name, text, encrypted) => expect(decisiveFactOpen(text, encrypted)).toBeNull());
});

describe("stigmatising details, a complete copy, all records corrected", () => {
  it.each([
    ["psychotherapy", "Fragen zur Psychotherapie", true],
    ["gender reassignment", "geschlechtsangleichende OP", true],
    ["a psychiatric stay", "8 Wochen psychiatrische Klinik", true],
    ["near miss: allergies", "Allergieliste der Kinder", false],
    ["near miss: readers under professional secrecy", "Psychiatrie-Bericht an Teamverteiler (Schweigepflicht)", false],
  ])("stigmatising: %s", (_name, text, want) => expect(stigmatisingDetails(text)).toBe(want));

  it.each([
    ["scanned", "Ordner zerstört. Alles eingescannt vorhanden.", true],
    ["digitally complete", "Im Archivsystem vollständig vorhanden.", true],
    ["near miss: partly scanned", "Nur teilweise eingescannt.", false],
    ["near miss: not scanned", "Die Ordner waren nicht eingescannt.", false],
  ])("complete copy: %s", (_name, text, want) => expect(completeCopyElsewhere(text)).toBe(want));

  it.each([
    ["everything", "Von der Blutbank erkannt, alles korrigiert, keine Folgen.", true],
    ["all entries", "Alle 26 Einträge sind korrigiert.", true],
    ["near miss: not yet", "Alle Einträge werden noch nicht korrigiert.", false],
    ["near miss: partly", "Alle bisher teilweise korrigiert.", false],
  ])("all corrected: %s", (_name, text, want) => expect(allCorrected(text)).toBe(want));
});

const base = incidentsFrom({ categories: ["gesundheit", "identifikation"], personsApprox: 120 });
const duties = (over: Partial<BreachBody>) => dutiesOf(base(over));
const reasons = (over: Partial<BreachBody>) =>
  assessBreach(base(over))
    .parts.find((p) => p.id === "edoeb")
    ?.reasons.join(" ");

describe("verdict: a decisive fact named as open gives 'prüfen', naming it", () => {
  const exfil = { recipient: "krimineller" as const, cyberAttack: true, categories: ["finanz" as const, "identifikation" as const] };
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    ["what the 2 GB contained", { ...exfil, description: "2 GB abgeflossen. Inhalt noch offen, Forensik läuft." }, ["pruefen", "pruefen"]],
    ["near miss: the content is known", { ...exfil, description: "2 GB abgeflossen: Kundenstamm mit Depotwerten." }, ["ja", "ja"]],
    [
      "whether the password travelled with the stick",
      {
        encrypted: true,
        accessedByThirdParty: "unbekannt",
        recipient: "unbekannt",
        description: "Verschlüsselt, aber evtl. Passwort auf Lieferschein im Paket, wird abgeklärt.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: the password was in the parcel",
      { encrypted: true, accessedByThirdParty: "unbekannt", recipient: "unbekannt", description: "Passwort lag im selben Paket." },
      ["ja", "ja"],
    ],
    [
      "whether the ex-employee deleted",
      { recipient: "vertrauenswuerdig", copiesExist: "ja", description: "Löschaufforderung ist raus, Antwort ausstehend." },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: she confirmed the deletion (300 persons' heikle data)",
      {
        recipient: "vertrauenswuerdig",
        copiesExist: "ja",
        personsApprox: 300,
        description: "Löschung schriftlich bestätigt, nichts weitergegeben.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: she refuses to delete",
      { recipient: "vertrauenswuerdig", copiesExist: "ja", description: "Sie will die Daten nicht löschen." },
      ["ja", "ja"],
    ],
    [
      "near miss: an access question is moot once copies are known",
      { recipient: "krimineller", copiesExist: "ja", description: "Hersteller klärt ab, ob es eigene Wartungssitzungen waren." },
      ["ja", "ja"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));

  it("names the open fact in the reasons", () => {
    expect(reasons({ ...exfil, description: "Inhalt noch offen." })).toContain("was die abgeflossenen");
    expect(reasons({ recipient: "vertrauenswuerdig", copiesExist: "ja", description: "Antwort ausstehend, Löschung verlangt." })).toContain(
      "gelöscht",
    );
  });
});

describe("verdict: stigmatising details, a complete copy, all records corrected", () => {
  const misdirected = { recipient: "vertrauenswuerdig" as const, personsApprox: 1, copiesExist: "unbekannt" as const };
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "a decision on gender reassignment read by the employer's HR",
      {
        ...misdirected,
        categories: ["gesundheit", "intimsphaere_herkunft"],
        description: "Verfügung (geschlechtsangleichende OP) an Arbeitgeber, HR hat sie gelesen.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: an ordinary diagnosis to a known recipient",
      { ...misdirected, description: "Rechnung mit Diagnose Grippe an falsche Versicherte." },
      ["nein", "nein"],
    ],
    [
      "near miss: a psychiatric report to a team bound by secrecy",
      { ...misdirected, description: "Psychiatrie-Bericht an Teamverteiler (Schweigepflicht)." },
      ["nein", "nein"],
    ],
    [
      "paper files destroyed but all scanned",
      {
        kinds: ["verfuegbarkeit"],
        recipient: "keiner",
        accessedByThirdParty: "nein",
        personsApprox: 4000,
        description: "Wasserschaden, 120 Ordner vernichtet. Alles eingescannt vorhanden.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: paper files destroyed, no copy",
      {
        kinds: ["verfuegbarkeit"],
        recipient: "keiner",
        accessedByThirdParty: "nein",
        personsApprox: 4000,
        description: "Wasserschaden, 120 Ordner vernichtet.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "wrong blood groups, all corrected before use",
      {
        kinds: ["integritaet"],
        categories: ["gesundheit"],
        recipient: "keiner",
        accessedByThirdParty: "nein",
        personsApprox: 26,
        description: "Falsche Blutgruppen, alles korrigiert, keine Folgen.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: not yet corrected",
      {
        kinds: ["integritaet"],
        categories: ["gesundheit"],
        recipient: "keiner",
        accessedByThirdParty: "nein",
        personsApprox: 26,
        description: "Falsche Blutgruppen, noch nicht korrigiert.",
      },
      ["ja", "ja"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});
