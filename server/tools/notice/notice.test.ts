// The check on the corpus (thresholds enforced here) and the text extraction per format.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, readManifest, scoreCorpus } from "./corpus.js";
import { checkNotice, sentences } from "./check.js";
import { decodeText, extractText, sniff } from "./extract.js";
import { htmlToText } from "./html-text.js";
import { ITEMS } from "./items.js";

describe("notice corpus", () => {
  it("has at least 12 notices in all four formats, French among them, 4+ held out", () => {
    const notices = readManifest();
    expect(notices.length).toBeGreaterThanOrEqual(12);
    expect(new Set(notices.map((notice) => path.extname(notice.file)))).toEqual(new Set([".txt", ".html", ".pdf", ".docx"]));
    expect(notices.some((notice) => notice.language === "fr")).toBe(true);
    expect(notices.filter((notice) => notice.split === "holdout").length).toBeGreaterThanOrEqual(4);
    for (const notice of notices) expect(Object.keys(notice.expected).sort()).toEqual(ITEMS.map((item) => item.id).sort());
  });

  it("detects found items with precision and recall of at least 0.90 (tuning set and whole corpus)", async () => {
    const tune = await scoreCorpus("tune");
    const holdout = await scoreCorpus("holdout");
    expect(tune.precision).toBeGreaterThanOrEqual(0.9);
    expect(tune.recall).toBeGreaterThanOrEqual(0.9);
    const tp = tune.truePositives + holdout.truePositives;
    expect(tp / (tune.predictedFound + holdout.predictedFound)).toBeGreaterThanOrEqual(0.9);
    expect(tp / (tune.expectedFound + holdout.expectedFound)).toBeGreaterThanOrEqual(0.9);
  });
});

describe("checkNotice", () => {
  it("quotes the user's passage by offsets and cites provisions from the knowledge base", () => {
    const text = fs.readFileSync(path.join(CORPUS_DIR, "sources/n01-praxis-komplett.txt"), "utf8");
    const result = checkNotice(text);
    const controller = result.items.find((item) => item.id === "controller")!;
    expect(controller.status).toBe("found");
    expect(controller.quote!.text).toContain("Physiopraxis Seeblick GmbH");
    expect(text.slice(controller.quote!.start, controller.quote!.end).replace(/\s+/g, " ").trim()).toBe(controller.quote!.text);
    expect(controller.provisions[0]).toMatchObject({
      ref: "DSG Art. 19",
      detail: "Abs. 2 Bst. a",
      url: expect.stringMatching(/^https:\/\/www\.fedlex\.admin\.ch\//),
    });
    expect(controller.provisions[0].stand).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.score).toBeGreaterThan(80);
  });

  it("marks a controller without contact and a transfer abroad without guarantee as unclear", () => {
    const result = checkNotice("Die Muster AG ist für die Bearbeitung verantwortlich. Wir speichern Daten in den USA.");
    const status = Object.fromEntries(result.items.map((item) => [item.id, item.status]));
    expect(status.controller).toBe("unclear");
    expect(status.abroad).toBe("unclear");
    expect(status.purposes).toBe("missing");
  });

  it("accepts a clear statement that nothing goes abroad", () => {
    const result = checkNotice("Wir geben keine Personendaten ins Ausland bekannt.");
    expect(result.items.find((item) => item.id === "abroad")!.status).toBe("found");
  });

  it("recognises French and matches words that start with an accent or umlaut", () => {
    expect(checkNotice("Nous traitons vos données à des fins de facturation.").language).toBe("fr");
    const de = checkNotice("Wir übermitteln Ihre Daten an unsere Bank.");
    expect(de.items.find((item) => item.id === "recipients")!.status).toBe("found");
  });

  it("does not split sentences after abbreviations such as Art. and z. B.", () => {
    const text = "Gemäss Art. 19 DSG informieren wir z. B. über Zwecke. Zweiter Satz.";
    expect(sentences(text).map((span) => text.slice(span.start, span.end))).toEqual([
      "Gemäss Art. 19 DSG informieren wir z. B. über Zwecke.",
      "Zweiter Satz.",
    ]);
  });
});

describe("text extraction", () => {
  const read = (file: string) => fs.readFileSync(path.join(CORPUS_DIR, file));

  it("reads PDF, DOCX, HTML and TXT by their bytes", async () => {
    expect(await extractText(read("n04-shop-unklar.pdf"), "n04.pdf")).toMatchObject({
      kind: "pdf",
      text: expect.stringContaining("Velo-Kiosk"),
    });
    expect(await extractText(read("n03-verein-ohne-ausland.docx"), "x.docx")).toMatchObject({
      kind: "docx",
      text: expect.stringContaining("Turnverein Bergli"),
    });
    const html = await extractText(read("sources/n02-versicherung.html"), "n02.html");
    expect(html.kind).toBe("html");
    expect(html.text).toContain("Zürich");
    expect(html.text).not.toContain("Dieser Text darf nicht");
    expect(html.text).not.toContain("interner Kommentar");
    expect(await extractText(Buffer.from("Verantwortlich ist die Muster AG."), "notiz.txt")).toMatchObject({ kind: "txt" });
  });

  it("reads PDF umlauts (WinAnsi) correctly", async () => {
    const { text } = await extractText(read("n08-treuhand.pdf"), "t.pdf");
    expect(text).toContain("Datenschutzerklärung");
  });

  it("falls back to Windows-1252 for text that is not UTF-8", () => {
    expect(decodeText(Buffer.from([0x4c, 0xf6, 0x73, 0x63, 0x68, 0x75, 0x6e, 0x67, 0x20, 0x80]))).toBe("Löschung €");
    expect(decodeText(Buffer.from("Löschung", "utf8"))).toBe("Löschung");
  });

  it("drops scripts, styles and event handlers and decodes entities", () => {
    const text = htmlToText('<p onclick="alert(1)">A&amp;B &#252;</p><script>alert("x")</script><style>p{}</style><p>C</p>');
    expect(text).toBe("A&B ü\n\nC");
  });

  it("sniffs the type from the bytes, not from the name", () => {
    expect(sniff(Buffer.from("%PDF-1.7\n"))).toBe("pdf");
    expect(sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]))).toBe("zip");
    expect(sniff(Buffer.from("<!DOCTYPE html><p>x</p>"))).toBe("html");
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("binary");
  });
});
