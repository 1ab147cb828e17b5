// Query understanding: languages, question types, word forms, the subject index and the
// signals of scope. Each test names a class of questions, not a single one.
import { describe, expect, it } from "vitest";
import { stem } from "./analyzer.js";
import { relatedForms } from "./forms.js";
import { detectLanguage } from "./language.js";
import { questionTypes } from "./query.js";
import { scopeSignals } from "./scope.js";
import { SubjectMatcher } from "./subject-matcher.js";

describe("language", () => {
  it("tells German, French, Italian and English apart", () => {
    expect(detectLanguage("Darf mein Chef die Mails lesen, wenn ich krank bin?")).toBe("de");
    expect(detectLanguage("Est-ce que mon employeur peut lire mes e-mails pendant que je suis malade ?")).toBe("fr");
    expect(detectLanguage("Il mio datore di lavoro può leggere le mie e-mail quando sono malato?")).toBe("it");
    expect(detectLanguage("Can my employer read my emails while I am on sick leave?")).toBe("en");
  });
});

describe("question types", () => {
  it("recognises deadlines, amounts, permissions, duties, rights, definitions and multi-part questions", () => {
    expect(questionTypes("Bis wann müssen wir antworten?")).toEqual(["deadline", "must"]);
    expect(questionTypes("Wie hoch ist die Busse?")).toContain("amount");
    expect(questionTypes("Darf ich die Fotos posten?")).toEqual(["may"]);
    expect(questionTypes("Was ist ein Profiling?")).toEqual(["definition"]);
    expect(questionTypes("Kann ich verlangen, dass die Bilder gelöscht werden?")).toContain("right");
    expect(questionTypes("Dürfen wir das, und wie lange haben wir Zeit?")).toEqual(["deadline", "may"]);
  });
});

describe("word forms", () => {
  it("meets participles and inflected verbs with the nouns and infinitives of the corpus", () => {
    const known = new Set([stem("Speicherung"), stem("Löschung"), stem("veröffentlichen")]);
    expect(relatedForms("gespeichert", known)).toContain(stem("Speicherung"));
    expect(relatedForms("gelöscht", known)).toContain(stem("Löschung"));
    expect(relatedForms("veröffentlicht", known)).toContain(stem("veröffentlichen"));
    // Nothing is invented: a form the corpus does not know is not returned.
    expect(relatedForms("getanzt", known)).toEqual([]);
  });
});

describe("subject index", () => {
  const matcher = new SubjectMatcher({
    stand: "2026-11-23",
    terms: [
      {
        term: "Ransomware",
        variants: ["Verschlüsselungstrojaner", "rançongiciel"],
        concept: "Verletzung der Datensicherheit",
        refs: ["DSG Art. 24", "DSV Art. 15"],
      },
      {
        term: "Auskunftsrecht",
        variants: ["droit d'accès", "diritto di accesso", "right of access"],
        concept: "Auskunftsrecht",
        refs: ["DSG Art. 25"],
      },
    ],
  });

  it("matches a term in any of its forms and languages, all words of a form required", () => {
    expect(matcher.match("Ein Verschlüsselungstrojaner hat alles gesperrt", "de").map((m) => m.refs[0])).toEqual(["DSG Art. 24"]);
    expect(matcher.match("J'ai exercé mon droit d'accès auprès de mon employeur", "fr").map((m) => m.refs[0])).toEqual(["DSG Art. 25"]);
    expect(matcher.match("Ho chiesto il diritto di accesso ai miei dati", "it").map((m) => m.refs[0])).toEqual(["DSG Art. 25"]);
    expect(matcher.match("I asked for access to my file", "en")).toEqual([]);
  });
});

describe("scope signals", () => {
  it("counts data words and the words of neighbouring fields of law", () => {
    expect(scopeSignals("Darf der Vermieter Kameras im Treppenhaus aufhängen?").dataTopic).toBeGreaterThan(0);
    expect(scopeSignals("Der Vermieter hat die Miete erhöht, wie kann ich die Mieterhöhung anfechten?")).toEqual({
      dataTopic: 0,
      otherFields: 2,
    });
  });

  it("does not count a channel named as the way something is sent as a data word", () => {
    expect(scopeSignals("Darf die Kündigung per WhatsApp kommen?")).toEqual({ dataTopic: 0, otherFields: 1 });
    expect(scopeSignals("Rechnung über E-Mail oder mit Post?").dataTopic).toBe(0);
    // Named as the subject, the channel still counts, and so does the data sent through it.
    expect(scopeSignals("Liest der Chef meine WhatsApp-Nachrichten?").dataTopic).toBeGreaterThan(0);
    expect(scopeSignals("Darf ich Patientendaten per WhatsApp schicken?").dataTopic).toBe(1);
  });

  it("counts a doctor's certificate of sick leave as employment terms, what is done with it as data", () => {
    expect(scopeSignals("Ab wann braucht es ein Arztzeugnis?")).toEqual({ dataTopic: 0, otherFields: 1 });
    // A rent's reference rate is not a job reference; resetting a password or rescuing a broken drive is support.
    expect(scopeSignals("Darf die Miete wegen dem Referenzzinssatz steigen?")).toEqual({ dataTopic: 0, otherFields: 2 });
    expect(scopeSignals("Passwort vergessen, wie kann ich es zurücksetzen?")).toEqual({ dataTopic: 1, otherFields: 1 });
    expect(scopeSignals("Die Festplatte ist nicht mehr lesbar.")).toEqual({ dataTopic: 0, otherFields: 2 });
    expect(scopeSignals("Darf der Chef mein Arztzeugnis weitergeben?")).toEqual({ dataTopic: 1, otherFields: 1 });
  });
});
