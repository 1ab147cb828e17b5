// The description cues one by one: each word list only counts within one sentence, and the near
// misses a careless cue would catch stay out.
import { describe, expect, it } from "vitest";
import {
  accountDetailsOnly,
  attackerControlledSystem,
  circleRevealsSensitive,
  freeTextMayBeHeikel,
  listMeaningUnclear,
  loginMisused,
  publicFigure,
  restoredWithoutLoss,
  reviewOpen,
} from "./cues.js";

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
  ["account", accountDetailsOnly, "rechnungen mit name, adresse und iban", true],
  ["account", accountDetailsOnly, "kontaktdaten und bankverbindungen der handwerker", true],
  ["account", accountDetailsOnly, "lohnabrechnungen mit iban", false],
  ["account", accountDetailsOnly, "kreditkartennummern und iban", false],
  ["account", accountDetailsOnly, "kundendaten mit zahlungsangaben", false],
  ["circle", circleRevealsSensitive, "verein für menschen mit hiv", true],
  ["circle", circleRevealsSensitive, "mitgliederliste der gewerkschaft", true],
  ["circle", circleRevealsSensitive, "die dauer wird noch untersucht", false],
  ["circle", circleRevealsSensitive, "die liste lässt keine rückschlüsse auf die gewerkschaft zu", false],
  ["control", attackerControlledSystem, "ransomware im policensystem", true],
  ["control", attackerControlledSystem, "angreifer hatten 2 tage adminrechte", true],
  ["control", attackerControlledSystem, "postfach per phishing übernommen", false],
  ["public figure", publicFigure, "dossier eines bekannten patienten", true],
  ["public figure", publicFigure, "akte eines regionalpolitikers", true],
  ["public figure", publicFigure, "die ursache ist nicht bekannt", false],
  ["restored", restoredWithoutLoss, "kein datenverlust, kein unbefugter zugriff", true],
  ["restored", restoredWithoutLoss, "es gingen keine daten verloren", true],
  ["restored", restoredWithoutLoss, "nach 6 h aus dem backup wiederhergestellt", true],
  ["restored", restoredWithoutLoss, "die daten konnten nicht wiederhergestellt werden", false],
  ["restored", restoredWithoutLoss, "teilweise wiederhergestellt", false],
  ["restored", restoredWithoutLoss, "ausfall ohne datenverlust, seit dem abend wieder normalbetrieb", true],
  ["control", attackerControlledSystem, "die angreifer verlangen lösegeld", true],
  ["public figure", publicFigure, "das dossier einer nationalrätin", true],
];

describe("breach description cues", () => {
  for (const [name, cue, text, want] of cases) it(`${name}: "${text}" → ${want}`, () => expect(cue(text)).toBe(want));
});
