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

  it("bridges everyday words that missed the German statements (session 13)", () => {
    // A copy of one's data asked for is an access request, in Italian and English.
    expect(words("Il mio ex datore di lavoro mi ha chiesto una copia della lettera?")).toContain("Auskunft");
    expect(words("A customer asked for a copy of everything we store about her.")).toContain("Auskunft");
    // A club's disciplinary sanctions are not criminal penalties: no "Busse" or "Strafe".
    const club = words("La società di hockey pubblica le sanzioni disciplinari dei giocatori.");
    expect(club).toContain("Disziplinarmassnahme");
    expect(club).not.toMatch(/Busse|Strafe/);
    expect(words("Le club affiche les sanctions disciplinaires des juniors.")).not.toMatch(/Busse|Strafe/);
    // Orientation and faces are sensitive data.
    expect(words("The app guesses a user's sexual orientation from the profiles they like.")).toContain("sexuelle Orientierung");
    expect(words("Le logiciel compare le visage avec la photo du passeport.")).toContain("Gesichtserkennung");
    expect(words("L'app confronta il volto con la foto del documento.")).toContain("Gesichtserkennung");
    // A translator is a service provider; "indépendant" after a person is self-employed, not the
    // independence of a data protection adviser.
    const translator = words("Nous envoyons des actes à une traductrice indépendante à Tunis.");
    expect(translator).toContain("Übersetzer");
    expect(translator).not.toContain("Datenschutzberater");
    expect(words("Possiamo mandare i documenti dei nostri clienti a un traduttore che lavora a Casablanca?")).toContain("Übersetzer");
    // Whistleblowing and a mailbox, in each language.
    expect(words("We are setting up a whistleblowing line for staff.")).toContain("Hinweisgeber");
    expect(words("Nous voulons un canal pour les lanceurs d'alerte.")).toContain("Hinweisgeber");
    expect(words("Possiamo leggere la casella email di un ex collaboratore?")).toContain("Postfach");
    expect(words("Can we keep reading a former employee's mailbox?")).toContain("Postfach");
    // A team at work is staff, not a sports team.
    expect(words("Our HR team wants to check every applicant.")).not.toContain("Mannschaft");
  });
});
