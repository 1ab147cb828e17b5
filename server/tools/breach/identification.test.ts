// Session 11 (decision 023): which identification data. The form's answer weighs them (an identity
// document or number is a key to the person's identity, name, address, a birth date or an internal
// number alone are not), wins over the description's cues, and "unbekannt" is a row of the decision
// table. Absent, everything is as before. In our own words, none from a blind set.
import { describe, expect, it } from "vitest";
import { draftReport } from "./draft.js";
import { assessBreach } from "./assess.js";
import { identificationProblem, type BreachBody } from "./input.js";
import { dutiesOf, factTextsOf, incidentsFrom, PLAIN_INCIDENT } from "./test-incident.js";

const stolen = incidentsFrom({
  categories: ["kontakt", "identifikation"],
  personsApprox: 400,
  recipient: "krimineller",
  copiesExist: "ja",
  accessedByThirdParty: "ja",
  cyberAttack: true,
  description: "Angreifer haben die Kundenliste exportiert.",
});

describe("the form's answer weighs the identification data", () => {
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    ["an identity document at criminals is high", { identificationKinds: ["ausweis"] }, ["ja", "ja"]],
    ["an AHV number at criminals is high", { identificationKinds: ["name_adresse", "ahv"] }, ["ja", "ja"]],
    ["a customer number is a key too", { identificationKinds: ["kundennummer"] }, ["ja", "ja"]],
    ["a birth year beside contact data is not high; the persons are warned", { identificationKinds: ["geburtsdatum"] }, ["nein", "ja"]],
    ["name, address and a staff number: not high", { identificationKinds: ["name_adresse", "interne_nummer"] }, ["nein", "ja"]],
    [
      "near miss: a birth date beside credentials keeps its weight",
      { categories: ["kontakt", "identifikation", "zugangsdaten"], identificationKinds: ["geburtsdatum"] },
      ["ja", "ja"],
    ],
    [
      "near miss: a birth date beside card data keeps its weight",
      {
        categories: ["kontakt", "identifikation", "finanz"],
        identificationKinds: ["geburtsdatum"],
        description: "Kreditkartendaten exportiert.",
      },
      ["ja", "ja"],
    ],
    [
      "the answer wins over the description: a birth date named, an AHV number answered",
      { identificationKinds: ["ahv"], description: "Liste mit Geburtsdatum exportiert." },
      ["ja", "ja"],
    ],
    [
      "the answer wins over the description: an ID named, a birth date answered",
      { identificationKinds: ["geburtsdatum"], description: "Liste mit Ausweisnummer exportiert." },
      ["nein", "ja"],
    ],
    ["not answered: the bare tick still means its own example", {}, ["ja", "ja"]],
    ["not answered: the description's birth date still speaks", { description: "Liste mit Jahrgang exportiert." }, ["nein", "ja"]],
  ])("%s", (_name, over, want) => expect(dutiesOf(stolen(over))).toEqual(want));

  it("says which identification data decided, from the form", () => {
    const weak = assessBreach(stolen({ identificationKinds: ["geburtsdatum"] })).facts;
    expect(weak).toContainEqual(
      expect.objectContaining({
        text: "Als Identifikationsdaten nennen Sie nur Geburtsdatum oder Jahrgang, keinen Ausweis und keine AHV- oder Kundennummer: Sie eignen sich für sich allein kaum für Identitätsmissbrauch.",
        effect: "senkt",
        source: "formular",
      }),
    );
    expect(factTextsOf(stolen({ identificationKinds: ["name_adresse", "ahv"] }))).toContain(
      "Die Identifikationsdaten umfassen nach Ihren Angaben AHV-Nummer; damit kann sich jemand als die betroffene Person ausgeben.",
    );
  });
});

describe("'unbekannt, welche' is a row of the decision table", () => {
  it("decides 'prüfen' where documents and a birth date would differ, naming the fact", () => {
    const input = stolen({ identificationKinds: ["unbekannt"] });
    // Session 18: the persons are told under either answer (informed of a high risk, or warned of
    // phishing because criminals hold the list), as dev d40/d41 label it: only the report waits.
    expect(dutiesOf(input)).toEqual(["pruefen", "ja"]);
    const assessment = assessBreach(input);
    expect(assessment.facts[0]?.text).toBe("Welche Identifikationsdaten betroffen sind, ist nach Ihren Angaben unbekannt.");
    expect(assessment.parts.find((p) => p.id === "edoeb")?.reasons.join(" ")).toContain(
      "Sind es Ausweise oder Nummern, ist ein hohes Risiko zu erwarten (Meldung an den EDÖB); sind es nur Name, Adresse oder Geburtsdatum, ist kein hohes Risiko zu erwarten",
    );
  });

  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "near miss: deleted by a known recipient, it does not decide",
      { recipient: "vertrauenswuerdig_geloescht", copiesExist: "nein", cyberAttack: false, description: "" },
      ["nein", "nein"],
    ],
    ["near miss: health data beside it decide anyway", { categories: ["kontakt", "identifikation", "gesundheit"] }, ["ja", "ja"]],
  ])("%s", (_name, over, want) => expect(dutiesOf(stolen({ identificationKinds: ["unbekannt"], ...over }))).toEqual(want));
});

describe("the EDÖB draft lists which identification data", () => {
  it("names the kinds instead of the label's example", () => {
    const input = stolen({ identificationKinds: ["name_adresse", "ausweis"] });
    const draft = draftReport(input, assessBreach(input));
    expect(draft).toContain("Identifikationsdaten (Name und Adresse, Ausweis oder Pass (Kopie oder Nummer))");
    expect(draft).not.toContain("ß");
  });
  it("keeps the label without an answer, and says when it is unknown", () => {
    const plain = stolen({});
    expect(draftReport(plain, assessBreach(plain))).toContain("Identifikationsdaten (z. B. AHV-Nummer, Ausweisnummer)");
    const open = stolen({ identificationKinds: ["unbekannt"] });
    expect(draftReport(open, assessBreach(open))).toContain("Identifikationsdaten (welche, ist unbekannt)");
  });
});

describe("checks across fields", () => {
  const body = (over: Partial<BreachBody>): BreachBody => ({ ...PLAIN_INCIDENT, ...over });
  it("accepts the kinds with the category ticked, and no kinds at all", () => {
    expect(identificationProblem(body({ categories: ["identifikation"], identificationKinds: ["ahv", "geburtsdatum"] }))).toBeNull();
    expect(identificationProblem(body({ categories: ["identifikation"] }))).toBeNull();
  });
  it("refuses kinds without the category, and 'unbekannt' beside others, in German", () => {
    expect(identificationProblem(body({ identificationKinds: ["ahv"] }))).toEqual({
      field: "identificationKinds",
      message: "Nur anzugeben, wenn Identifikationsdaten betroffen sind.",
    });
    expect(identificationProblem(body({ categories: ["identifikation"], identificationKinds: ["unbekannt", "ahv"] }))?.message).toBe(
      "«Unbekannt, welche» lässt sich nicht mit anderen Angaben verbinden.",
    );
  });
});
