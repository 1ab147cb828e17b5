// The downloadable report, built in the browser from the result the page already has: nothing is
// sent again and nothing is stored on the server. DOCX uses the `docx` package, loaded on demand.
import type { NoticeCheckResult } from "@/lib/api";
import { formatStand, LANGUAGE_LABEL, provisionLabel, STATUS_LABEL } from "./labels";

const DISCLAIMER =
  "Automatische, regelbasierte Prüfung ohne Sprachmodell. Das Ergebnis kann falsch oder unvollständig sein und ersetzt keine Rechtsberatung.";

function title(result: NoticeCheckResult): string {
  return result.source.fileName ? `Prüfbericht Datenschutzerklärung: ${result.source.fileName}` : "Prüfbericht Datenschutzerklärung";
}

export function reportFileName(result: NoticeCheckResult, ext: "md" | "docx"): string {
  return `pruefbericht-datenschutzerklaerung-${new Date().toISOString().slice(0, 10)}.${ext}`;
}

export function toMarkdown(result: NoticeCheckResult, date = new Date()): string {
  const lines = [
    `# ${title(result)}`,
    "",
    `Erstellt am ${date.toLocaleDateString("de-CH")} · Sprache erkannt: ${LANGUAGE_LABEL[result.language]} · ${result.characters.toLocaleString("de-CH")} Zeichen`,
    "",
    `**Ergebnis: ${result.score} von 100 Punkten** (${result.counts.found} vorhanden, ${result.counts.unclear} unklar, ${result.counts.missing} fehlen)`,
    "",
    `> ${DISCLAIMER}`,
    "",
  ];
  for (const item of result.items) {
    lines.push(`## ${item.label} – ${STATUS_LABEL[item.status]}${item.required ? "" : " (empfohlen)"}`, "", item.reason, "");
    if (item.quote) lines.push(`> «${item.quote.text}»`, "");
    for (const provision of item.provisions) {
      lines.push(`- [${provisionLabel(provision)}](${provision.url}) – ${provision.title} (Stand ${formatStand(provision.stand)})`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

export async function toDocx(result: NoticeCheckResult, date = new Date()): Promise<Blob> {
  const { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } = await import("docx");
  const children = [
    new Paragraph({ text: title(result), heading: HeadingLevel.HEADING_1 }),
    new Paragraph({ text: `Erstellt am ${date.toLocaleDateString("de-CH")} · Sprache erkannt: ${LANGUAGE_LABEL[result.language]}` }),
    new Paragraph({
      children: [
        new TextRun({ text: `Ergebnis: ${result.score} von 100 Punkten`, bold: true }),
        new TextRun(` (${result.counts.found} vorhanden, ${result.counts.unclear} unklar, ${result.counts.missing} fehlen)`),
      ],
    }),
    new Paragraph({ children: [new TextRun({ text: DISCLAIMER, italics: true })] }),
  ];
  for (const item of result.items) {
    children.push(
      new Paragraph({
        text: `${item.label} – ${STATUS_LABEL[item.status]}${item.required ? "" : " (empfohlen)"}`,
        heading: HeadingLevel.HEADING_2,
      }),
      new Paragraph({ text: item.reason }),
    );
    if (item.quote) children.push(new Paragraph({ children: [new TextRun({ text: `«${item.quote.text}»`, italics: true })] }));
    for (const provision of item.provisions) {
      children.push(
        new Paragraph({
          bullet: { level: 0 },
          children: [
            new ExternalHyperlink({
              link: provision.url,
              children: [new TextRun({ text: provisionLabel(provision), style: "Hyperlink" })],
            }),
            new TextRun(` – ${provision.title} (Stand ${formatStand(provision.stand)})`),
          ],
        }),
      );
    }
  }
  return Packer.toBlob(new Document({ creator: "Datenschutz-Assistent", sections: [{ children }] }));
}
