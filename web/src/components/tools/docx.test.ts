// The Word downloads: the file is opened as Word would (ZIP → word/document.xml) and read for the
// content that matters, the breach draft's Art. 15 DSV elements above all.
import { describe, expect, it } from "vitest";
import { markdownToDocx } from "./docx";
import { toDocx } from "./notice/report";
import type { NoticeCheckResult } from "@/lib/api";

/** word/document.xml out of a DOCX: central directory → local header → raw deflate. */
async function documentXml(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const view = new DataView(bytes.buffer);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  expect(end).toBeGreaterThanOrEqual(0);
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 10, true); i++) {
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (name === "word/document.xml") {
      const method = view.getUint16(at + 10, true);
      const size = view.getUint32(at + 20, true);
      const local = view.getUint32(at + 42, true);
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const data = bytes.slice(start, start + size);
      if (method === 0) return new TextDecoder().decode(data);
      const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
      return new Response(stream).text();
    }
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  throw new Error("word/document.xml not in the DOCX");
}

/** The visible text of document.xml, paragraph by paragraph. */
const paragraphs = (xml: string) =>
  xml
    .split("</w:p>")
    .map((p) => [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(""))
    .map((t) =>
      t
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"'),
    )
    .filter(Boolean);

interface BreachServer {
  assessBreach(input: unknown): unknown;
  draftReport(input: unknown, assessment: unknown): string;
  DRAFT_ELEMENTS: readonly string[];
  normalise(input: unknown): unknown;
}

/**
 * The draft the server really writes (vitest runs in Node). Imported by a computed path so that the
 * web type check does not pull the server's Node-only modules into the browser project.
 */
async function serverDraft(): Promise<{ draft: string; elements: readonly string[] }> {
  const base = "../../../../server/tools/breach/";
  const [assess, draft, input] = (await Promise.all(
    ["assess.ts", "draft.ts", "input.ts"].map((file) => import(/* @vite-ignore */ base + file)),
  )) as [BreachServer, BreachServer, BreachServer];
  const breach = input.normalise({
    title: "Fehlversand Laborbefunde",
    description: "Befunde von 40 Patientinnen wurden an eine falsche Praxis gemailt.",
    kinds: ["vertraulichkeit"],
    categories: ["gesundheit", "kontakt"],
    personsApprox: 40,
    encrypted: false,
    accessedByThirdParty: "ja",
    discoveredAt: "2026-03-02T09:00:00Z",
    containedAt: "2026-03-02T11:00:00Z",
    sector: "gesundheit",
    consequences: "Offenlegung von Gesundheitsdaten an Unbefugte.",
    measuresTaken: "Empfängerin um Löschung gebeten, Bestätigung erhalten.",
    contactName: "Anna Muster",
    contactEmail: "datenschutz@praxis.example",
  });
  return { draft: draft.draftReport(breach, assess.assessBreach(breach)), elements: draft.DRAFT_ELEMENTS };
}

describe("markdownToDocx", () => {
  it("puts every Art. 15 DSV element of the breach draft into the Word file, as headings", async () => {
    const { draft, elements } = await serverDraft();
    expect(elements).toHaveLength(7);
    const xml = await documentXml(await markdownToDocx(draft));
    const text = paragraphs(xml);
    for (const element of elements) expect(text).toContain(element);
    expect(text).toContain("Meldung einer Verletzung der Datensicherheit an den EDÖB");
    expect(text.join("\n")).toContain("Befunde von 40 Patientinnen wurden an eine falsche Praxis gemailt.");
    expect(text.join("\n")).toContain("datenschutz@praxis.example");
    // Headings are Word headings (navigable), not bold body text; Markdown markers are gone.
    expect(xml.match(/<w:pStyle w:val="Heading2"\/>/g)?.length).toBe(elements.length);
    expect(xml).not.toMatch(/<w:t[^>]*>[^<]*(##|\*\*)/);
  });

  it("turns bullets, quotes, bold, emphasis and links into Word formatting", async () => {
    const xml = await documentXml(
      await markdownToDocx(
        "# T\n\n- Eingetreten: _(noch zu ergänzen)_\n> «Zitat»\n**Fett** und [DSG Art. 24](https://www.fedlex.admin.ch/x) user_name",
      ),
    );
    expect(xml).toContain("<w:numPr>");
    expect(xml).toMatch(/<w:i\/>[\s\S]*?\(noch zu ergänzen\)/);
    expect(xml).toMatch(/<w:b\/>[\s\S]*?Fett/);
    expect(xml).toContain("<w:hyperlink");
    expect(paragraphs(xml)).toContain("Fett und DSG Art. 24 user_name");
  });

  it("writes the notice report with the same converter (items, quote, provision)", async () => {
    const result: NoticeCheckResult = {
      source: { kind: "txt", fileName: null },
      language: "de",
      characters: 100,
      score: 40,
      counts: { found: 1, unclear: 0, missing: 0, not_applicable: 0 },
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
          source: "rules",
          ruleReason: null,
        },
      ],
      secondPass: "none",
    };
    const text = paragraphs(await documentXml(await toDocx(result, new Date("2026-01-15T10:00:00Z"))));
    expect(text).toContain("Bearbeitungszwecke – Vorhanden");
    expect(text).toContain("«Wir verwenden Daten für den Versand.»");
    expect(text).toContain("DSG Art. 19 Abs. 2 Bst. b – Informationspflicht (Stand 07.07.2025)");
  });
});
