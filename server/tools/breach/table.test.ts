// The decision table (decision 023, session 9): the form's decisive facts answered "ja", "nein" or
// "unbekannt"; "unbekannt" gives "prüfen" naming the fact only where the answer tips the verdict;
// older forms (booleans, fields absent) keep their verdicts; the facts come in their order of weight.
import { describe, expect, it } from "vitest";
import { assessBreach } from "./assess.js";
import { draftReport } from "./draft.js";
import { normalise, type BreachBody, type BreachInput } from "./input.js";

const base = (over: Partial<BreachBody>): BreachInput =>
  normalise({
    title: "Vorfall",
    kinds: ["vertraulichkeit"],
    categories: ["gesundheit"],
    personsApprox: 400,
    encrypted: false,
    accessedByThirdParty: "unbekannt",
    discoveredAt: "2026-11-02T08:00:00Z",
    sector: "andere",
    ...over,
  });
const duties = (input: BreachInput) => {
  const parts = assessBreach(input).parts;
  const duty = (id: string) => parts.find((p) => p.id === id)?.duty;
  return { edoeb: duty("edoeb"), persons: duty("betroffene") };
};
const reasons = (input: BreachInput, id: string) =>
  assessBreach(input)
    .parts.find((p) => p.id === id)
    ?.reasons.join(" ") ?? "";

// A backup disk with therapy notes of 400 clients, taken from a car: encrypted, the key's fate is the question.
const stolenDisk: Partial<BreachBody> = { encrypted: true, recipient: "krimineller", copiesExist: "unbekannt" };

describe("the key of encrypted data", () => {
  it.each([
    ["ja", "nein", "nein"],
    ["nein", "ja", "ja"],
    ["unbekannt", "pruefen", "pruefen"],
  ] as const)("keySafe %s gives EDÖB %s and persons %s", (keySafe, edoeb, persons) => {
    expect(duties(base({ ...stolenDisk, keySafe }))).toEqual({ edoeb, persons });
  });

  it("names the key and what each answer would lead to", () => {
    const text = reasons(base({ ...stolenDisk, keySafe: "unbekannt" }), "edoeb");
    expect(text).toContain("ob der Schlüssel der verschlüsselten Daten sicher geblieben ist");
    expect(text).toContain("Ist er sicher, ist kein hohes Risiko zu erwarten");
    expect(text).toContain("ist er es nicht, ist ein hohes Risiko zu erwarten");
  });

  it("an unknown key of unencrypted data decides nothing", () => {
    expect(duties(base({ ...stolenDisk, encrypted: false, keySafe: "unbekannt" }))).toEqual({ edoeb: "ja", persons: "ja" });
  });

  it("an unknown key decides nothing when even a readable disk would not be high risk", () => {
    const input = base({ ...stolenDisk, categories: ["kontakt"], personsApprox: 30, keySafe: "unbekannt" });
    expect(duties(input)).toEqual({ edoeb: "nein", persons: "nein" });
    expect(
      assessBreach(input)
        .facts.map((f) => f.text)
        .join(" "),
    ).not.toContain("Schlüssel");
  });

  it("the form's answer wins over the description; an unticked old checkbox lets the description speak", () => {
    const description = "Verschlüsselte Festplatte gestohlen, der Schlüssel liegt getrennt im Tresor.";
    expect(duties(base({ ...stolenDisk, description, keySafe: false })).edoeb).toBe("nein");
    expect(duties(base({ ...stolenDisk, description, keySafe: "nein" })).edoeb).toBe("ja");
    const hedged = "Verschlüsselte Festplatte gestohlen; ob der Schlüssel mitgenommen wurde, klären wir noch.";
    expect(duties(base({ ...stolenDisk, description: hedged, keySafe: false })).edoeb).toBe("pruefen");
    expect(duties(base({ ...stolenDisk, description: hedged, keySafe: "ja" })).edoeb).toBe("nein");
  });

  it("an open key still decides when encrypted copies are known to be out", () => {
    const description = "Angreifer haben die verschlüsselte Datenbank kopiert; ob der Schlüssel im HSM blieb, steht noch aus.";
    const input = base({ ...stolenDisk, description, copiesExist: "ja", accessedByThirdParty: "ja", keySafe: false });
    expect(duties(input)).toEqual({ edoeb: "pruefen", persons: "pruefen" });
  });
});

describe("a processor", () => {
  it("is told what decides its controller's risk, with the duty to inform him unchanged", () => {
    const input = base({ ...stolenDisk, role: "processor", keySafe: "unbekannt" });
    expect(assessBreach(input).parts.find((p) => p.id === "verantwortlicher")?.duty).toBe("ja");
    expect(duties(input)).toEqual({ edoeb: "nein", persons: "nein" });
    expect(reasons(input, "edoeb")).toContain("Entscheidend ist, ob der Schlüssel der verschlüsselten Daten sicher geblieben ist");
  });
});

describe("the outflow", () => {
  // An intruder in the practice network over a weak VPN password, nothing known yet about what he took.
  const intrusion: Partial<BreachBody> = { recipient: "krimineller", cyberAttack: true, copiesExist: "unbekannt" };

  it.each([
    ["ja", "ja", "ja"],
    ["nein", "nein", "nein"],
    ["unbekannt", "pruefen", "pruefen"],
  ] as const)("dataOutflow %s gives EDÖB %s and persons %s", (dataOutflow, edoeb, persons) => {
    expect(duties(base({ ...intrusion, dataOutflow }))).toEqual({ edoeb, persons });
  });

  it("an excluded outflow does not undo data someone demonstrably read", () => {
    expect(duties(base({ ...intrusion, accessedByThirdParty: "ja", dataOutflow: "nein" })).edoeb).toBe("ja");
  });

  it("ransomware over the whole system: the report is due now, the outflow decides the information", () => {
    const description = "Ransomware hat den Server verschlüsselt, die Angreifer hatten Administratorrechte.";
    expect(duties(base({ ...intrusion, description, dataOutflow: "unbekannt" }))).toEqual({ edoeb: "ja", persons: "pruefen" });
  });

  it("the form's answer wins over an exfiltration named in the description", () => {
    const description = "Die Angreifer drohen, Daten im Darknet zu veröffentlichen.";
    expect(duties(base({ ...intrusion, description })).edoeb).toBe("ja");
    expect(duties(base({ ...intrusion, description, dataOutflow: "nein" })).edoeb).toBe("nein");
  });
});

describe("the logs", () => {
  const exposedShare: Partial<BreachBody> = { recipient: "unbekannt", copiesExist: "unbekannt" };
  it.each([
    ["ja", "nein"],
    [true, "nein"],
    ["nein", "ja"],
    [false, "ja"],
    ["unbekannt", "pruefen"],
  ] as const)("accessRuledOutByLogs %s gives EDÖB %s", (accessRuledOutByLogs, edoeb) => {
    expect(duties(base({ ...exposedShare, accessRuledOutByLogs })).edoeb).toBe(edoeb);
  });
});

describe("a recipient who knows the persons", () => {
  // A biopsy report sent by mistake to a private e-mail address; nobody has reached the recipient yet.
  const misdirected: Partial<BreachBody> = { personsApprox: 1, recipient: "unbekannt", copiesExist: "unbekannt" };

  it.each([
    ["ja", "ja"],
    ["nein", "nein"],
    ["unbekannt", "pruefen"],
  ] as const)("recipientKnowsPersons %s gives EDÖB %s", (recipientKnowsPersons, edoeb) => {
    expect(duties(base({ ...misdirected, recipientKnowsPersons })).edoeb).toBe(edoeb);
    expect(duties(base({ ...misdirected, recipientKnowsPersons })).persons).toBe(edoeb);
  });

  it("names the acquaintance as the open fact, first among the facts", () => {
    const assessment = assessBreach(base({ ...misdirected, recipientKnowsPersons: "unbekannt" }));
    expect(assessment.facts[0].text).toBe("Ob der Empfänger die betroffenen Personen kennt, ist nach Ihren Angaben unbekannt.");
    expect(reasons(base({ ...misdirected, recipientKnowsPersons: "unbekannt" }), "edoeb")).toContain("Kennt er sie, ist ein hohes Risiko");
  });

  it("contact data only: whether the recipient knows them decides nothing", () => {
    expect(duties(base({ ...misdirected, categories: ["kontakt"], recipientKnowsPersons: "unbekannt" })).edoeb).toBe("nein");
  });

  it("a recipient who knows the persons but never opened the letter read nothing", () => {
    expect(duties(base({ ...misdirected, accessedByThirdParty: "nein", recipientKnowsPersons: "ja" })).edoeb).toBe("nein");
  });
});

describe("criminal records read by colleagues", () => {
  it("a conviction shown to the whole team is high risk for one person", () => {
    const input = base({
      categories: ["strafrecht_sozialhilfe"],
      personsApprox: 1,
      recipient: "vertrauenswuerdig",
      accessedByThirdParty: "ja",
    });
    expect(duties(input)).toEqual({ edoeb: "ja", persons: "ja" });
  });
  it("readers bound to professional secrecy keep the trusted-recipient threshold", () => {
    const input = base({
      categories: ["strafrecht_sozialhilfe"],
      personsApprox: 1,
      recipient: "vertrauenswuerdig",
      accessedByThirdParty: "ja",
      description: "Der Auszug ging an das Anwaltsbüro, das dem Berufsgeheimnis untersteht.",
    });
    expect(duties(input).edoeb).toBe("nein");
  });
});

describe("the facts in their order of weight", () => {
  it("the rule that decided comes before how far the data got, the data and the number of persons", () => {
    const facts = assessBreach(base({ ...stolenDisk, keySafe: "unbekannt" })).facts.map((f) => f.text);
    expect(facts[0]).toContain("Ob der Schlüssel");
    const exposure = facts.findIndex((t) => t.includes("Kriminellen"));
    const data = facts.findIndex((t) => t.includes("besonders schützenswerte"));
    const count = facts.findIndex((t) => t.includes("Personen betroffen"));
    expect(0).toBeLessThan(exposure);
    expect(exposure).toBeLessThan(data);
    expect(data).toBeLessThan(count);
  });

  it("a supposed answer of the table never shows as a fact", () => {
    const facts = assessBreach(base({ ...stolenDisk, keySafe: "unbekannt" })).facts.map((f) => f.text);
    expect(facts.join(" ")).not.toContain("der Schlüssel ist nicht betroffen");
  });
});

describe("the draft lists the answers", () => {
  it("names the key, the outflow, the logs and the recipient as answered", () => {
    const input = base({
      ...stolenDisk,
      keySafe: "unbekannt",
      dataOutflow: "nein",
      accessRuledOutByLogs: "unbekannt",
      recipientKnowsPersons: "nein",
    });
    const draft = draftReport(input, assessBreach(input));
    expect(draft).toContain("Verschlüsselt: ja, ob der Schlüssel betroffen ist, ist noch ungeklärt");
    expect(draft).toContain("- Abfluss der Daten: ausgeschlossen");
    expect(draft).toContain("- Protokolle (Logs): Auswertung noch offen");
    expect(draft).toContain("- Empfänger kennt die betroffenen Personen: nein");
  });
  it("leaves out what the form did not ask", () => {
    const input = base({ encrypted: false });
    expect(draftReport(input, assessBreach(input))).not.toContain("Abfluss der Daten");
  });
});
