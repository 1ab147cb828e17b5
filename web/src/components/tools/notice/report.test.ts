import { describe, expect, it } from "vitest";
import type { NoticeCheckResult } from "@/lib/api";
import { toMarkdown } from "./report";

const result: NoticeCheckResult = {
  source: { kind: "pdf", fileName: "dse.pdf" },
  language: "de",
  characters: 1234,
  score: 55,
  counts: { found: 1, unclear: 0, missing: 1, not_applicable: 0 },
  items: [
    {
      id: "purposes",
      label: "Bearbeitungszwecke",
      required: true,
      status: "found",
      reason: "Die Zwecke werden angegeben.",
      quote: { text: "Wir verwenden Daten für den Versand.", start: 0, end: 36 },
      source: "rules",
      ruleReason: null,
      provisions: [
        {
          ref: "DSG Art. 19",
          detail: "Abs. 2 Bst. b",
          title: "Informationspflicht",
          url: "https://www.fedlex.admin.ch/x",
          stand: "2025-07-07",
        },
      ],
    },
    {
      id: "advisor",
      label: "Datenschutzberater",
      required: false,
      status: "missing",
      reason: "Keiner genannt.",
      quote: null,
      provisions: [],
      source: "rules",
      ruleReason: null,
    },
  ],
  secondPass: "none",
};

describe("toMarkdown", () => {
  it("lists each item with status in words, quote, provision link and Stand", () => {
    const markdown = toMarkdown(result, new Date("2026-01-15T10:00:00Z"));
    expect(markdown).toContain("# Prüfbericht Datenschutzerklärung: dse.pdf");
    expect(markdown).toContain("**Ergebnis: 55 von 100 Punkten**");
    expect(markdown).toContain("## Bearbeitungszwecke – Vorhanden");
    expect(markdown).toContain("> «Wir verwenden Daten für den Versand.»");
    expect(markdown).toContain("- [DSG Art. 19 Abs. 2 Bst. b](https://www.fedlex.admin.ch/x) – Informationspflicht (Stand 07.07.2025)");
    expect(markdown).toContain("## Datenschutzberater – Fehlt (empfohlen)");
    expect(markdown).toContain("ersetzt keine Rechtsberatung");
    expect(markdown).toContain("ohne Sprachmodell");
    expect(markdown).not.toContain("(Sprachmodell)");
  });

  it("marks an item the language model found, keeps the rules' reason and says a model took part", () => {
    const withModel: NoticeCheckResult = {
      ...result,
      secondPass: "done",
      items: [
        result.items[0],
        {
          ...result.items[1],
          status: "found",
          reason: "Vom Sprachmodell gefunden – bitte prüfen.",
          quote: { text: "Unsere Beraterin ist Frau Muster.", start: 40, end: 73 },
          source: "model",
          ruleReason: "Keiner genannt.",
        },
      ],
    };
    const markdown = toMarkdown(withModel, new Date("2026-01-15T10:00:00Z"));
    expect(markdown).toContain("## Datenschutzberater – Vorhanden (Sprachmodell) (empfohlen)");
    expect(markdown).toContain("## Bearbeitungszwecke – Vorhanden\n");
    expect(markdown).toContain("Regelbasierte Prüfung: Keiner genannt.");
    expect(markdown).toContain("ein Sprachmodell nachgeprüft");
    expect(markdown).not.toContain("ohne Sprachmodell");
  });

  it("says so when the language model could not be reached", () => {
    expect(toMarkdown({ ...result, secondPass: "failed" })).toContain("Die zusätzliche Prüfung durch das Sprachmodell war nicht möglich.");
  });
});
