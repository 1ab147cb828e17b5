// Table-driven tests of the breach rules and the Art. 15 DSV draft.
import { describe, expect, it } from "vitest";
import { assessBreach } from "./assess.js";
import { draftReport, DRAFT_ELEMENTS } from "./draft.js";
import { normalise, type BreachInput } from "./input.js";

const base = (over: Partial<BreachInput>): BreachInput =>
  normalise({
    title: "Vorfall",
    kinds: ["vertraulichkeit"],
    categories: ["kontakt"],
    personsApprox: 10,
    encrypted: false,
    accessedByThirdParty: "ja",
    discoveredAt: "2026-03-01T08:00:00Z",
    sector: "andere",
    ...over,
  });

type Row = [string, Partial<BreachInput>, { edoeb: string; persons?: string; branche?: string | null }];
const rows: Row[] = [
  [
    "encrypted laptop, key safe",
    { categories: ["gesundheit"], personsApprox: 5000, encrypted: true, keySafe: true },
    { edoeb: "nein", persons: "nein", branche: null },
  ],
  ["encrypted, key stolen too", { categories: ["gesundheit"], encrypted: true, keySafe: false }, { edoeb: "ja", persons: "ja" }],
  ["tiny number of contact data", { categories: ["kontakt"], personsApprox: 3 }, { edoeb: "pruefen", persons: "pruefen" }],
  [
    "tiny number, no access, contained",
    { personsApprox: 3, accessedByThirdParty: "nein", containedAt: "2026-03-01T08:05:00Z" },
    { edoeb: "nein", persons: "nein" },
  ],
  [
    "health data contained immediately, no access",
    { categories: ["gesundheit"], personsApprox: 500, accessedByThirdParty: "nein", containedAt: "2026-03-01T08:01:00Z" },
    { edoeb: "nein" },
  ],
  [
    "misdirected e-mail, 2 persons, contact only, access unknown",
    { personsApprox: 2, accessedByThirdParty: "unbekannt" },
    { edoeb: "nein", persons: "nein" },
  ],
  ["health data leaked", { categories: ["gesundheit"], personsApprox: 40 }, { edoeb: "ja", persons: "ja" }],
  ["criminal records leaked", { categories: ["strafrecht_sozialhilfe"], personsApprox: 1 }, { edoeb: "ja", persons: "ja" }],
  ["passwords leaked", { categories: ["zugangsdaten"], personsApprox: 200 }, { edoeb: "ja", persons: "ja" }],
  ["credit cards leaked", { categories: ["finanz", "kontakt"], personsApprox: 20 }, { edoeb: "ja", persons: "ja" }],
  ["large newsletter list", { categories: ["kontakt"], personsApprox: 50_000 }, { edoeb: "ja", persons: "pruefen" }],
  ["medium contact list", { categories: ["kontakt"], personsApprox: 300 }, { edoeb: "pruefen", persons: "pruefen" }],
  ["bank ransomware", { sector: "bank", cyberAttack: true, categories: ["finanz"], personsApprox: 10_000 }, { edoeb: "ja", branche: "ja" }],
  [
    "insurer cyber attack without data access",
    { sector: "versicherung", cyberAttack: true, accessedByThirdParty: "nein", containedAt: "2026-03-01T09:00:00Z" },
    { edoeb: "nein", branche: "ja" },
  ],
  ["bank, lost letter", { sector: "bank", categories: ["finanz"], personsApprox: 1 }, { edoeb: "ja", branche: "pruefen" }],
  [
    "clinic, lost patient file",
    { sector: "gesundheit", categories: ["gesundheit"], personsApprox: 1 },
    { edoeb: "ja", persons: "ja", branche: "pruefen" },
  ],
  [
    "availability only, not contained",
    { kinds: ["verfuegbarkeit"], categories: ["sonstige"], personsApprox: 20, accessedByThirdParty: "nein" },
    { edoeb: "nein" },
  ],
  [
    "integrity of records altered",
    {
      kinds: ["integritaet"],
      categories: ["kontakt"],
      personsApprox: 20,
      accessedByThirdParty: "nein",
      containedAt: "2026-03-02T08:00:00Z",
    },
    { edoeb: "pruefen" },
  ],
];

describe("breach assessment", () => {
  it("has at least 15 scenarios", () => expect(rows.length).toBeGreaterThanOrEqual(15));
  for (const [name, over, want] of rows) {
    it(name, () => {
      const a = assessBreach(base(over));
      const part = (id: string) => a.parts.find((p) => p.id === id);
      expect(part("edoeb")?.duty).toBe(want.edoeb);
      if (want.persons) expect(part("betroffene")?.duty).toBe(want.persons);
      if (want.branche === null) expect(part("branche")).toBeUndefined();
      else if (want.branche) expect(part("branche")?.duty).toBe(want.branche);
      expect(part("dokumentation")?.duty).toBe("ja");
      for (const p of a.parts) {
        expect(p.reasons.length).toBeGreaterThan(0);
        expect(p.provisions.length).toBeGreaterThan(0);
        for (const prov of p.provisions) expect(prov.stand).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });
  }

  it("computes the FINMA 24 and 72 hour deadlines from the discovery", () => {
    const a = assessBreach(base({ sector: "bank", cyberAttack: true }));
    const finma = a.parts.find((p) => p.id === "branche");
    expect(finma?.deadline).toContain("2026-03-02T08:00:00.000Z");
    expect(finma?.deadline).toContain("2026-03-04T08:00:00.000Z");
    expect(finma?.provisions.map((p) => p.ref)).toContain("FINMA-AM 05/2020");
  });

  it("draft contains every element of Art. 15 para. 1 DSV with the user's facts", () => {
    const input = base({
      categories: ["gesundheit"],
      personsApprox: 321,
      recordsApprox: 4567,
      occurredAt: "2026-02-28",
      containedAt: "2026-03-01T10:00:00Z",
      consequences: "Risiko der Blossstellung",
      measuresTaken: "Passwörter zurückgesetzt",
      measuresPlanned: "MFA einführen",
      contactName: "Erika Muster",
      contactEmail: "dsb@muster.ch",
    });
    const draft = draftReport(input, assessBreach(input));
    for (const heading of DRAFT_ELEMENTS) expect(draft).toContain(`## ${heading}`);
    for (const fact of [
      "321",
      "4567",
      "2026-02-28",
      "2026-03-01T10:00:00Z",
      "Gesundheitsdaten",
      "Risiko der",
      "Passwörter zurückgesetzt",
      "MFA einführen",
      "Erika Muster",
      "dsb@muster.ch",
    ])
      expect(draft).toContain(fact);
  });
});
