// The check on the corpus (thresholds enforced here) and the text extraction per format.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, readManifest, scoreCorpus } from "../../../tooling/notice/corpus.js";
import { checkNotice, sentences, unicodeAware } from "./check.js";
import { decodeText, extractText, joinPdfLines, sniff } from "./extract.js";
import { makePdf } from "../../../tests/fixtures/notices/make-files.js";
import { htmlToText } from "./html-text.js";
import { ITEMS } from "./items.js";

// Corpus-wide checks run every rule over 66 notices: seconds on a quiet machine, minutes when CI
// shares its two cores. Their outcome must not depend on that, so they get a bound of minutes.
describe("notice corpus", { timeout: 300_000 }, () => {
  it("has at least 12 notices in all four formats, French among them, 4+ held out", () => {
    const notices = readManifest();
    expect(notices.length).toBeGreaterThanOrEqual(12);
    expect(new Set(notices.map((notice) => path.extname(notice.file)))).toEqual(new Set([".txt", ".html", ".pdf", ".docx"]));
    expect(notices.some((notice) => notice.language === "fr")).toBe(true);
    expect(notices.filter((notice) => notice.split === "holdout").length).toBeGreaterThanOrEqual(4);
    expect(notices.filter((notice) => notice.split === "heldout2").length).toBeGreaterThanOrEqual(6);
    expect(notices.filter((notice) => notice.split === "heldout3").length).toBeGreaterThanOrEqual(6);
    expect(notices.filter((notice) => notice.split === "heldout4").length).toBeGreaterThanOrEqual(5);
    for (const split of ["heldout5", "heldout6", "heldout7", "heldout8", "heldout9", "heldout10"])
      expect(notices.filter((notice) => notice.split === split).length).toBe(6);
    for (const notice of notices) expect(Object.keys(notice.expected).sort()).toEqual(ITEMS.map((item) => item.id).sort());
  });

  it("detects found items with precision and recall of at least 0.90 (tuning set and whole corpus)", async () => {
    const tune = await scoreCorpus("tune");
    expect(tune.precision).toBeGreaterThanOrEqual(0.9);
    expect(tune.recall).toBeGreaterThanOrEqual(0.9);
    const all = await scoreCorpus("all");
    expect(all.notices).toBe(readManifest().length);
    expect(all.precision).toBeGreaterThanOrEqual(0.9);
    expect(all.recall).toBeGreaterThanOrEqual(0.9);
  });

  it("keeps the held-out splits honest: precision 0.90 and recall no lower than measured", async () => {
    // Not targets to tune towards: floors so a rule change that loses what the notices already get
    // right fails here. heldout2 and heldout3 are "seen" since their classes were fixed (1.000 each).
    const heldout2 = await scoreCorpus("heldout2");
    expect(heldout2.precision).toBeGreaterThanOrEqual(0.9);
    expect(heldout2.recall).toBeGreaterThanOrEqual(0.95);
    const heldout3 = await scoreCorpus("heldout3");
    expect(heldout3.precision).toBeGreaterThanOrEqual(0.9);
    expect(heldout3.recall).toBeGreaterThanOrEqual(1);
    // heldout4 to heldout9 were each scored blind once (README) and are "seen" since their classes were fixed.
    for (const split of ["heldout4", "heldout5", "heldout6", "heldout7", "heldout8", "heldout9"] as const) {
      const scores = await scoreCorpus(split);
      expect(scores.precision, split).toBeGreaterThanOrEqual(0.95);
      expect(scores.recall, split).toBeGreaterThanOrEqual(0.95);
    }
    // heldout10 is never tuned on: measured once after the heldout9 class fixes, precision 0.953 (41/43), recall 1.000 (41/41).
    const heldout10 = await scoreCorpus("heldout10");
    expect(heldout10.precision).toBeGreaterThanOrEqual(0.95);
    expect(heldout10.recall).toBeGreaterThanOrEqual(0.95);
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

  it("knows wording classes: French purposes and states, separable retention verbs, date labels", () => {
    const status = (text: string, id: string) => checkNotice(text).items.find((item) => item.id === id)!.status;
    expect(status("Vos données sont traitées aux fins de la gestion des contrats.", "purposes")).toBe("found");
    expect(status("Nous utilisons vos coordonnées pour envoyer les factures.", "purposes")).toBe("found");
    expect(status("Le serveur est hébergé en Allemagne, un État offrant une protection adéquate.", "abroad")).toBe("found");
    expect(status("Le serveur est hébergé en Allemagne.", "abroad")).toBe("unclear");
    expect(status("Ihre Daten bewahren wir bis drei Jahre nach Vertragsende auf.", "retention")).toBe("found");
    expect(status("Datum: 05.09.2024", "version")).toBe("found");
    expect(status("Fassung vom 1. Juli 2025", "version")).toBe("found");
    expect(status("Wir holen Angaben zur Zahlungsfähigkeit bei einer Auskunftei ein.", "indirect")).toBe("found");
  });

  // The classes the heldout2 notices missed (README), each with a near miss that must stay "not found":
  // a false "found" is worse than "unclear".
  const status = (text: string, id: string) => checkNotice(text).items.find((item) => item.id === id)!.status;

  it("class: recipients named through the verb only", () => {
    expect(status("Für Zahnersatz senden wir Abdrücke an ein zahntechnisches Labor.", "recipients")).toBe("found");
    expect(status("Bei Unfällen leiten wir die Unterlagen an die Unfallversicherung weiter.", "recipients")).toBe("found");
    expect(status("Damit das Paket ankommt, erhält die Post Ihre Lieferadresse.", "recipients")).toBe("found");
    expect(status("Ihr Gesuch wird den Mitgliedern des Stiftungsrats vorgelegt.", "recipients")).toBe("found");
    expect(status("Wer Ihre Daten erhält\nDas Labor in Bern.", "recipients")).toBe("found");
    // Sending to the person, the person receiving a copy, documents sent to us: no recipient.
    expect(status("Die Rechnung senden wir an Ihre E-Mail-Adresse.", "recipients")).toBe("missing");
    expect(status("Jedes Mitglied erhält auf Wunsch eine Kopie seiner Daten.", "recipients")).toBe("missing");
    expect(status("Befunde früherer Ärzte werden uns mit Ihrem Einverständnis zugestellt.", "recipients")).toBe("missing");
    expect(status("Wir senden Ihnen den Newsletter an die angegebene Adresse.", "recipients")).toBe("missing");
    expect(status("Die Rechnung senden wir an die angegebene Adresse.", "recipients")).toBe("missing");
    expect(status("Der Bestätigungslink wird an Ihre Adresse übergeben.", "recipients")).toBe("missing");
    expect(status("Jede Person sieht nur ihre eigenen Daten.", "recipients")).toBe("missing");
  });

  it("class: purposes as a verb of using with 'um … zu' or 'damit'", () => {
    expect(status("Diese Angaben brauchen wir, um Sie zu behandeln.", "purposes")).toBe("found");
    expect(status("Ihre Adresse benötigen wir, damit wir liefern können.", "purposes")).toBe("found");
    expect(status("Wofür wir Ihre Daten nutzen\nTrainingspläne.", "purposes")).toBe("found");
    expect(status("Wir brauchen Ihren Namen und Ihre Adresse.", "purposes")).toBe("missing");
  });

  it("class: a controller named without the word 'verantwortlich'", () => {
    const contact = " Kontakt: info@muster.example.";
    expect(status(`Wir, die Muster AG, Bahnhofstrasse 1, 8001 Zürich, bearbeiten Ihre Daten.${contact}`, "controller")).toBe("found");
    expect(status(`Betreiberin dieser Website ist die Muster GmbH, 3011 Bern.${contact}`, "controller")).toBe("found");
    expect(status(`Diese Erklärung gilt für den Shop www.muster.example der Muster GmbH, 7000 Chur.${contact}`, "controller")).toBe(
      "found",
    );
    expect(status(`Nous, Muster SA, Rue du Lac 1, 1003 Lausanne, traitons vos données.${contact}`, "controller")).toBe("found");
    expect(status("Betreiberin dieser Website ist die Muster GmbH.", "controller")).toBe("unclear");
    expect(status(`Anbieter der Plattform ist die Booking AG.${contact}`, "controller")).toBe("missing");
    // A processor operating software for us is not the controller.
    expect(status(`Die Software wird von einem Anbieter in Zürich als Auftragsbearbeiter betrieben.${contact}`, "controller")).toBe(
      "missing",
    );
    expect(status(`Wir, das Team, freuen uns über Ihren Besuch.${contact}`, "controller")).toBe("missing");
  });

  it("class: data sources as plural nouns or with 'vom', in either word order", () => {
    // Sources without the categories of data obtained are unclear (issue 26).
    expect(status("Wir beziehen Informationen von Versicherungsvermittlern und von Behörden.", "indirect")).toBe("unclear");
    expect(status("Mit Ihrer Zustimmung übernehmen wir vom Hersteller Ihre Schritte.", "indirect")).toBe("found");
    expect(status("Daten, die wir von anderen erhalten", "indirect")).toBe("unclear");
    expect(status("Die meisten Angaben erhalten wir direkt von Ihnen.", "indirect")).toBe("not_applicable");
    expect(status("Diese Angaben erhalten wir beim Besuch unserer Website.", "indirect")).toBe("not_applicable");
  });

  it("class: an automated decision described as made without a person", () => {
    expect(
      status("Die App prüft automatisch, ob Sie den Bonus erhalten. Dieser Entscheid erfolgt ohne Zutun einer Person.", "automated"),
    ).toBe("found");
    expect(status("Der Antrag wird ohne menschliches Eingreifen geprüft und angenommen oder abgelehnt.", "automated")).toBe("found");
    expect(status("Ihre Bewerbung wird sans intervention humaine triée.", "automated")).toBe("found");
    expect(status("Cookies werden automatisch gelöscht. Sie entscheiden selbst über Werbung.", "automated")).toBe("not_applicable");
  });

  // The classes the heldout3 notices missed (README), again each with near misses that must stay "not found".
  it("class: no transfer abroad said with the negation after the noun", () => {
    expect(status("Eine Bekanntgabe ins Ausland findet nicht statt.", "abroad")).toBe("found");
    expect(status("Kein Datentransfer ins Ausland\nAlles liegt in Zürich.", "abroad")).toBe("found");
    expect(status("Nos données sont hébergées en Suisse et ne quittent pas le pays.", "abroad")).toBe("found");
    // An open statement stays open: "nicht nur", or a transfer that does take place.
    expect(status("Eine Bekanntgabe ins Ausland findet nicht nur in die EU statt.", "abroad")).toBe("unclear");
    expect(status("Eine Bekanntgabe ins Ausland findet statt, wenn Sie es wünschen.", "abroad")).toBe("unclear");
    expect(status("Nos données quittent le pays pour les États-Unis.", "abroad")).toBe("unclear");
  });

  it("class: a date line without a label, or the date of the decision", () => {
    expect(status("Datenschutz\nAarau, im März 2026", "version")).toBe("found");
    expect(status("Protection des données\nNeuchâtel, le 5 mai 2026\n", "version")).toBe("found");
    expect(status("Datenschutz\nBern, 1.3.2026", "version")).toBe("found");
    expect(status("Beschlossen an der Generalversammlung vom 14. März 2025", "version")).toBe("found");
    // A date inside a sentence, an address line, a meeting date without a decision: no version.
    expect(status("Die Kurse im März 2026 finden in Bern statt.", "version")).toBe("missing");
    expect(status("Anmeldungen bis Zürich, 3. März 2026 sind möglich.", "version")).toBe("missing");
    expect(status("Kontakt\nZürich, Bahnhofstrasse 3", "version")).toBe("missing");
    expect(status("Die Generalversammlung vom 14. März 2025 hat den Vorstand gewählt.", "version")).toBe("missing");
  });

  it("class: rights as other verbs (einsehen, consulter, faire rectifier)", () => {
    expect(status("Sie dürfen Ihre Akte jederzeit einsehen. Unrichtige Angaben korrigieren wir.", "rights")).toBe("found");
    expect(status("Vous pouvez consulter vos données, les faire rectifier ou les faire effacer.", "rights")).toBe("found");
    // Staff looking at the file is not a right; one right alone stays unclear.
    expect(status("Nur die behandelnden Ärzte können sie einsehen. Unrichtige Angaben korrigieren wir.", "rights")).toBe("unclear");
    expect(status("Nos collaborateurs peuvent consulter le dossier. Nous effaçons les données après deux ans.", "rights")).toBe("missing");
  });

  it("class: 'zeichnet … verantwortlich', purposes 'dienen der …'", () => {
    const contact = " Kontakt: Dorfstrasse 3, 4436 Oberdorf.";
    expect(status(`Für die Bearbeitung zeichnet der Vorstand des Vereins verantwortlich.${contact}`, "controller")).toBe("found");
    expect(status(`Wir zeichnen Telefongespräche nicht auf.${contact}`, "controller")).toBe("missing");
    expect(status("Die Daten dienen der Mitgliederverwaltung.", "purposes")).toBe("found");
    expect(status("Angaben dienen uns ausschliesslich zur Abrechnung.", "purposes")).toBe("found");
    expect(status("Unser Team dient dem Verein seit Jahren.", "purposes")).toBe("missing");
    expect(status("Die Dienstleistungen des Vereins sind für alle offen.", "purposes")).toBe("missing");
  });

  it("class: recipients through 'melden … bei … an' and compounds such as 'Unterauftragsbearbeiterin'", () => {
    expect(status("Für Wettkämpfe melden wir Name und Lizenz beim kantonalen Verband an.", "recipients")).toBe("found");
    expect(status("Die Nordcloud GmbH handelt als Unterauftragsbearbeiterin.", "recipients")).toBe("found");
    // Signing oneself up, or with us: nobody receives anything.
    expect(status("Sie melden sich bei uns online an.", "recipients")).toBe("missing");
    expect(status("Mitglieder melden Änderungen bei uns an.", "recipients")).toBe("missing");
    expect(status("Die Auftragsbearbeitung regeln wir in einem Vertrag.", "recipients")).toBe("missing");
  });

  it("class: data sources named through verbs (kennen … aus, demander des références à)", () => {
    expect(status("Lädt ein Teammitglied Sie ein, kennen wir Ihre E-Mail-Adresse aus dieser Einladung.", "indirect")).toBe("found");
    expect(status("Avec votre accord, nous demandons des références à vos anciens employeurs.", "indirect")).toBe("found");
    // From the person's own form or from the person: no other source.
    expect(status("Ihre Adresse kennen wir aus Ihrer Anmeldung.", "indirect")).toBe("not_applicable");
    expect(status("Ihre Wünsche erfahren wir von Ihnen im Gespräch.", "indirect")).toBe("not_applicable");
    expect(status("Nous vous demandons des informations sur votre parcours.", "indirect")).toBe("not_applicable");
  });

  it("does not take a credit agency (Auskunftei) for the right of access (Auskunft)", () => {
    const text = "Wir holen Bonitätsangaben bei einer Auskunftei ein. Die Auskunftei erhält Ihren Namen.";
    expect(checkNotice(text).items.find((item) => item.id === "rights")!.status).toBe("missing");
    const rights = checkNotice("Sie können Auskunft verlangen und unrichtige Daten berichtigen lassen.");
    expect(rights.items.find((item) => item.id === "rights")!.status).toBe("found");
  });

  it("compiles \\b to the fast one-sided lookarounds without changing a single match on the corpus", { timeout: 600_000 }, async () => {
    const letter = "[\\p{L}\\p{N}_]";
    const twoSided = (pattern: RegExp) =>
      new RegExp(
        pattern.source.replace(/(?<!\\)\\b/g, `(?:(?<=${letter})(?!${letter})|(?<!${letter})(?=${letter}))`).replace(/(?<!\\)\\w/g, letter),
        "giu",
      );
    const texts = ["Übermittlung an «Dritte» (Auskunft), 8000 Zürich, +41 44 123 45 67, CH-3000 Bern, _x_ é-mail."];
    for (const notice of readManifest())
      texts.push((await extractText(fs.readFileSync(path.join(CORPUS_DIR, notice.file)), notice.file)).text);
    const patterns = ITEMS.flatMap((item) =>
      [item.cues, item.details, item.settles].flatMap((map) => (map ? Object.values(map).flat() : [])),
    );
    expect(patterns.length).toBeGreaterThan(100);
    for (const pattern of patterns) {
      for (const text of texts) {
        const spans = (regex: RegExp) => [...text.matchAll(regex)].map((match) => `${match.index}:${match[0]}`);
        expect(spans(unicodeAware(pattern)), pattern.source).toEqual(spans(twoSided(pattern)));
      }
    }
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

  it("joins a PDF's wrapped lines into sentences but keeps headings and paragraph ends", async () => {
    const long =
      "Die Muster AG, Bahnhofstrasse 1, 8001 Zürich, ist für die Bearbeitung Ihrer Personendaten in allen ihren Filialen verantwortlich.";
    const { text } = await extractText(makePdf(`Wer ist verantwortlich?\n${long}\nZweck`), "w.pdf");
    expect(text).toContain(long);
    expect(text).toMatch(/^Wer ist verantwortlich\?\n/);
    expect(text).toMatch(/verantwortlich\.\nZweck/);
    expect(checkNotice(text).items.find((item) => item.id === "controller")!.status).toBe("found");
    const line = (t: string, y: number, right = 500) => ({ text: t, x: 50, y, right });
    // A wide gap is a new paragraph even after a full line.
    expect(joinPdfLines([line("a b", 800), line("c d", 786), line("e f", 700)])).toBe("a b c d\ne f\n");
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
