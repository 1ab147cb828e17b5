import { describe, expect, it } from "vitest";
import type { NoticeCheckResult } from "@/lib/api";
import { toMarkdown } from "./report";

const result: NoticeCheckResult = {
  source: { kind: "pdf", fileName: "dse.pdf" },
  language: "de",
  characters: 1234,
  score: 55,
  counts: { found: 1, unclear: 0, missing: 1 },
  items: [
    {
      id: "purposes",
      label: "Bearbeitungszwecke",
      required: true,
      status: "found",
      reason: "Die Zwecke werden angegeben.",
      quote: { text: "Wir verwenden Daten für den Versand.", start: 0, end: 36 },
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
    },
  ],
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
  });
});
