// Questions in French, Italian and English reach the German words of the knowledge base: the
// language is told apart even where French and Italian share articles, and the glossary finds
// inflected and elided forms it does not spell out.
import { describe, expect, it } from "vitest";
import { translate } from "./glossary.js";
import { detectLanguage } from "./language.js";

const words = (question: string) => translate(question, detectLanguage(question)).join(" ");

describe("language detection", () => {
  it("does not take Italian for French because of the articles both share", () => {
    // "la", "le", "un", "il" alone made these French.
    expect(detectLanguage("La palestra vuole le impronte digitali per entrare, posso rifiutare e chiedere un badge?")).toBe("it");
    expect(detectLanguage("Ho un piccolo negozio online a Lugano. Un cliente mi chiede di cancellare le fatture.")).toBe("it");
    expect(detectLanguage("Le médecin-conseil de ma caisse maladie veut m'examiner avant de payer. Il a le droit?")).toBe("fr");
  });

  it("keeps Swiss German questions German", () => {
    expect(detectLanguage("Mi Gym het d Öffnigsziite kürzt, aber de Priis bliibt glich. Chan i drum künde?")).toBe("de");
  });
});

describe("glossary", () => {
  it("finds inflected forms through the stems of the question's language", () => {
    // None of these forms is in the list; "échantillons", "prélèvements", "riutilizzare" and "advertise" are.
    expect(translate("Les patients ont été échantillonnés", "fr").join(" ")).toContain("Proben");
    expect(translate("On a fait un prélèvement", "fr").join(" ")).toContain("Proben");
    expect(translate("i dati vengono riutilizzati", "it").join(" ")).toContain("Weiterverwendung");
    expect(translate("they keep sending advertisements", "en").join(" ")).toContain("Werbung");
  });

  it("splits elisions at the apostrophe", () => {
    expect(translate("Que dit l'employeur?", "fr")).toContain("Arbeitgeber");
    expect(translate("i dati dell'azienda", "it").join(" ")).toContain("Unternehmen");
  });

  it("leaves out stems that would guess between two meanings or are too short", () => {
    // "loi" and "loyer" share a stem; "posto" would otherwise meet "postare" (to publish).
    expect(translate("le loyé", "fr")).toEqual([]);
    expect(translate("al suo posto", "it")).toEqual([]);
  });

  it("prefers the longer phrase and the exact spelling", () => {
    // "records" are files, though the stem is that of "to record"; "buttare via" is one phrase.
    expect(translate("records", "en")).toEqual(["Akten Unterlagen"]);
    expect(translate("recording", "en")).toEqual(["Aufzeichnung aufzeichnen"]);
    expect(translate("buttare via", "it")).toEqual(["vernichten löschen Löschung"]);
  });

  it("does not send everyday words to a misleading German word", () => {
    // A company's privacy person is not the federal commissioner (who is the "incaricato federale"),
    // and charging for copies is about costs, not about invoices, though "facturer" has the stem of
    // "factures".
    const dpo = words("La responsabile IT fa anche da incaricata per la privacy nella nostra ditta.");
    expect(dpo).toContain("Datenschutzberater");
    expect(dpo).not.toContain("EDÖB");
    expect(translate("l'incaricato federale", "it")).toEqual(["EDÖB"]);
    expect(words("Est-ce qu'on peut facturer les copies du dossier?")).toContain("Kosten");
    expect(words("Est-ce qu'on peut facturer les copies du dossier?")).not.toContain("Rechnungen");
  });

  it("covers the everyday words of the knowledge base's fields in all three languages", () => {
    expect(words("Our lab wants to reuse blood samples from an older study. Who has to approve it?")).toMatch(
      /Forschung.*Proben|Proben.*Forschung/,
    );
    expect(words("Qualcuno è entrato nel nostro gestionale e ha scaricato la lista dei clienti.")).toContain("Hacker");
    expect(words("Un client nous demande si on a une liste de tous nos traitements de données.")).toContain(
      "Verzeichnis der Bearbeitungstätigkeiten",
    );
    expect(words("How do I ask them to show me what they've got about me?")).toContain("Auskunft");
  });
});
