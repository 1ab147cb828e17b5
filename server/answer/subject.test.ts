// Whom and what a statement is about, and whether it may lead the answer to a question (subject.ts).
// Statements and questions are written here in our own words, with near misses on both sides.
import { describe, expect, it } from "vitest";
import { fitsSubject, inconsistency, isGeneral, questionProfile, statementProfile, SubjectProfiles, subjectPart } from "./subject.js";

const fits = (statement: string, question: string, asked?: "period" | "who", context?: string) =>
  fitsSubject(statementProfile(statement), questionProfile(question, context), asked);

describe("the subject profile of a statement", () => {
  it("reads the specific party whose rule it states", () => {
    expect(
      statementProfile("Krankenversicherer dürfen Gesundheitsdaten bearbeiten, soweit sie diese für ihre Aufgaben brauchen.").actors,
    ).toEqual(["insurer"]);
    expect(statementProfile("Eine Apotheke darf Medikamente nur der berechtigten Person aushändigen.").actors).toEqual(["health"]);
    expect(statementProfile("Mit Zustimmung der Firma darf der EDÖB eine Meldung an eine andere Stelle weitergeben.").actors).toEqual([
      "edoeb",
    ]);
  });

  it("does not take the recipient of a report for the one who acts", () => {
    expect(statementProfile("Eine schwere Datenpanne ist dem EDÖB so rasch als möglich zu melden.").actors).toEqual([]);
  });

  it("reads the specific thing it is about, from its first clause only", () => {
    expect(statementProfile("Werbe-SMS sind nur mit vorheriger Zustimmung zulässig.").objects).toEqual(["advertising"]);
    // The camera is an example of the impact assessment's rule, not its subject.
    const dpia =
      "Eine Folgenabschätzung braucht es nur bei hohem Risiko, etwa bei grossflächiger Überwachung; für eine einzelne Kamera nicht.";
    expect(subjectPart(dpia)).toBe("Eine Folgenabschätzung braucht es nur bei hohem Risiko");
    expect(statementProfile(dpia).objects).toEqual([]);
    expect(isGeneral(statementProfile(dpia))).toBe(true);
  });

  it("reads what a period is for from the whole statement", () => {
    expect(statementProfile("Innert 30 Tagen ist ein Auskunftsbegehren zu beantworten.").targets).toEqual(["access"]);
    expect(statementProfile("Unterlagen sind nach zehn Jahren zu löschen.").targets).toEqual(["retention"]);
    expect(statementProfile("Wer Strafantrag stellen will, hat dafür drei Monate Zeit.").targets).toEqual(["complaint"]);
    expect(statementProfile("Drei Jahre gilt eine Zertifizierung.").targets).toEqual([]);
  });

  it("profiles every statement once and keeps it", () => {
    const profiles = new SubjectProfiles(["Werbe-SMS sind nur mit vorheriger Zustimmung zulässig."]);
    expect(profiles.size).toBe(1);
    expect(profiles.of("Werbe-SMS sind nur mit vorheriger Zustimmung zulässig.")).toBe(
      profiles.of("Werbe-SMS sind nur mit vorheriger Zustimmung zulässig."),
    );
    profiles.of("Ein neuer Satz über nichts Bestimmtes.");
    expect(profiles.size).toBe(2);
  });
});

describe("whether a statement may lead", () => {
  const insurer = "Krankenversicherer dürfen Gesundheitsdaten bearbeiten, soweit sie diese für ihre Aufgaben brauchen.";
  const advertising = "Werbe-E-Mails sind nur mit vorheriger Zustimmung erlaubt, ausser an eigene Kundschaft für ähnliche Angebote.";
  const staffMonitoring = "Systeme, die das Verhalten der Angestellten am Arbeitsplatz überwachen sollen, sind verboten.";
  const principle = "Personendaten sind verhältnismässig und nur für einen erkennbaren Zweck zu bearbeiten.";

  it("a party's rule leads only where the question is about that party", () => {
    expect(fits(insurer, "Darf unser Tennisclub die Geburtsdaten der Junioren auf der Website zeigen?")).toBe(false);
    expect(fits(insurer, "Darf meine Krankenkasse meine Diagnosen an die Zusatzversicherung geben?")).toBe(true);
    expect(fits(insurer, "Mon assurance-maladie peut-elle transmettre mes données ?")).toBe(true);
  });

  it("a rule about a thing leads only where the question names that thing", () => {
    expect(fits(advertising, "Unser Webshop schickt Fehlerberichte samt E-Mail-Adresse an einen Dienst. Braucht es einen Vertrag?")).toBe(
      false,
    );
    expect(fits(advertising, "Dürfen wir unseren Kunden einen Newsletter mit Angeboten schicken?")).toBe(true);
    // The star in the telephone directory is the opt-out from advertising calls (session 14); a hotel's stars are not.
    expect(fits(advertising, "Unsere Stammkunden haben einen Stern im Telefonbuch. Dürfen wir sie trotzdem anrufen?")).toBe(true);
    expect(fits(advertising, "Wir führen ein 4-Sterne-Hotel. Dürfen wir die Gäste nach dem Aufenthalt anrufen?")).toBe(false);
    expect(fits(staffMonitoring, "Unsere Werkstatt verleiht Ersatzautos mit GPS. Darf der Chef sehen, wo die Kunden fahren?")).toBe(false);
    expect(fits(staffMonitoring, "Darf ich sehen, wo meine Mitarbeitenden mit dem Firmenauto fahren?")).toBe(true);
  });

  it("a follow-up keeps the earlier question's parties and things", () => {
    expect(fits(advertising, "Und wenn sie sich vorher abgemeldet haben?")).toBe(true); // "abgemeldet" names the opt-out
    expect(fits(insurer, "Und wer kontrolliert das?", undefined, "Meine Krankenkasse will meine Daten weitergeben.")).toBe(true);
    expect(fits(insurer, "Und wer kontrolliert das?", undefined, "Unser Verein will Mitgliederdaten weitergeben.")).toBe(false);
  });

  it("a short question that names nothing points back and contradicts nothing", () => {
    const accessCost = "Die Auskunft ist grundsätzlich kostenlos; höchstens 300 Franken bei grossem Aufwand.";
    expect(fits(accessCost, "Und dürfen wir dafür etwas verlangen?")).toBe(true);
    expect(questionProfile("Und dürfen wir dafür etwas verlangen?").vague).toBe(true);
    // A longer question that names nothing specific is not pointing back: it asks about something else.
    expect(
      fits(
        accessCost,
        "Wir bieten allen einen freiwilligen Check beim Hausarzt an; die Geschäftsleitung möchte die einzelnen Resultate auswerten. Geht das?",
      ),
    ).toBe(false);
  });

  it("a general principle fits any question", () => {
    expect(fits(principle, "Darf unser Chor alte Fotos in der Festschrift zeigen?")).toBe(true);
    expect(fits(principle, "Dürfen wir die Liste der säumigen Mitglieder im Clubhaus aufhängen?")).toBe(true);
  });

  it("a period answers only a question about the same thing", () => {
    const accessReply = "Innert 30 Tagen ist ein Auskunftsbegehren zu beantworten.";
    const keep = "Eine feste Frist gibt es nicht: Daten sind zu löschen, sobald der Zweck erfüllt ist.";
    const keepingQuestion = "Wie lange dürfen wir die Aufnahmen der Kamera aufbewahren?";
    expect(fits(accessReply, keepingQuestion, "period")).toBe(false);
    expect(fits(keep, keepingQuestion, "period")).toBe(true);
    expect(fits(accessReply, "Bis wann müssen wir auf die Auskunftsanfrage antworten?", "period")).toBe(true);
    // A period that does not say what it is for does not answer a question that does.
    expect(fits("Drei Jahre gilt eine Zertifizierung.", keepingQuestion, "period")).toBe(false);
    // The same statement outside a period question is judged by its subject alone.
    expect(fits(accessReply, "Ein Kunde will wissen, welche Daten wir über ihn haben. Müssen wir Auskunft geben?")).toBe(true);
    // A follow-up's own words say what the period is for, whatever the earlier question was about.
    expect(
      inconsistency(
        statementProfile(accessReply),
        questionProfile("Und wie lange dürfen wir sie speichern?", "Ein Mieter will eine Kopie der Aufnahmen."),
        "period",
      ).target,
    ).toBe(true);
  });

  it("who files a complaint is not who is fined", () => {
    const fined = "Die Busse trifft die verantwortliche natürliche Person, nicht die Firma.";
    const files = "Die verletzte Person stellt den Strafantrag, innert drei Monaten.";
    expect(fits(fined, "Wer muss die Anzeige machen?", "who")).toBe(false);
    expect(fits(files, "Wer muss die Anzeige machen?", "who")).toBe(true);
    expect(fits(fined, "Wen trifft die Busse?", "who")).toBe(true);
  });
});
