// The description cues one by one: each word list only counts within one sentence, and the near
// misses a careless cue would catch stay out.
import { describe, expect, it } from "vitest";
import { freeTextMayBeHeikel, listMeaningUnclear, loginMisused, reviewOpen } from "./cues.js";

const cases: [string, (t: string) => boolean, string, boolean][] = [
  ["review", reviewOpen, "die abklärung läuft noch", true],
  ["review", reviewOpen, "die stellungnahme der mitarbeiterin ist ausstehend", true],
  ["review", reviewOpen, "was genau kopiert wurde, wissen wir noch nicht", true],
  ["review", reviewOpen, "welche akten er geöffnet hat, ist unklar", true],
  ["review", reviewOpen, "der vorfall ist in abklärung", true],
  ["review", reviewOpen, "das ergebnis der forensik liegt noch nicht vor", true],
  ["review", reviewOpen, "die befragung des mitarbeiters steht aus", true],
  ["review", reviewOpen, "die auswertung ist abgeschlossen", false],
  ["review", reviewOpen, "die auswertung ergab nichts. es läuft alles normal", false],
  ["login", loginMisused, "ein unbekannter hat sich mit ihrem passwort angemeldet", true],
  ["login", loginMisused, "das postfach wurde kompromittiert", true],
  ["login", loginMisused, "ein brief ging an die falsche adresse", false],
  ["free text", freeTextMayBeHeikel, "teils gesundheit/finanzen im freitext", true],
  ["free text", freeTextMayBeHeikel, "die notizfelder enthalten keine gesundheitsangaben", false],
  ["free text", freeTextMayBeHeikel, "im freitext stehen termine. gesundheitsdaten sind separat", false],
  ["list", listMeaningUnclear, "ob die liste rückschlüsse auf kunden zulässt, ist offen", true],
  ["list", listMeaningUnclear, "unklar ist, ob es sich bei den empfängern um patienten handelt", true],
  ["list", listMeaningUnclear, "der newsletter ging mit offenem verteiler an alle kunden", false],
  ["list", listMeaningUnclear, "wie viele personen betroffen sind, ist unklar", false],
];

describe("breach description cues", () => {
  for (const [name, cue, text, want] of cases) it(`${name}: "${text}" → ${want}`, () => expect(cue(text)).toBe(want));
});
