// Session 20: outside requests whose story does something with people's data (a competitor copied our
// privacy notice, a tenant keeps patient files in the rented room, we store customer data in a cloud)
// while the asking sentence asks about copyright, a notice period or VAT alone; a book's chapters
// reprinted by others. Beside each class, twins
// in the same setting whose asking sentence concerns the data, which stay ours. Own phrasings in four
// languages, written for this, not taken from the question sets.
import { describe, expect, it } from "vitest";
import { learnedFeatures, ruleRequest } from "./requests.js";

describe("a data action in the story, another field in the asking sentence", () => {
  it("declines copyright asked after a story of copying, in German and French", () => {
    expect(
      ruleRequest(
        "Eine Agentur hat unsere Datenschutzerklärung kopiert und auf ihrer Website veröffentlicht. Können wir sie wegen Urheberrechtsverletzung verklagen?",
      ),
    ).toBe("copyright");
    expect(
      ruleRequest(
        "Une agence qui conserve les données de nos clients a repris notre déclaration de protection des données mot pour mot. Pouvons-nous l'attaquer pour violation du droit d'auteur ?",
      ),
    ).toBe("copyright");
  });

  it("declines a notice period and a VAT rate asked after data stored, in Italian, German and English", () => {
    expect(
      ruleRequest(
        "La nostra ditta conserva i dati dei clienti in un server affittato. Qual è il termine di disdetta del contratto di locazione del server?",
      ),
    ).toBe("notice period");
    expect(
      ruleRequest(
        "Ich vermiete einer Arztpraxis einen Raum, in dem sie ihre Patientenakten aufbewahrt. Wie lange ist die Kündigungsfrist?",
      ),
    ).toBe("notice period");
    expect(ruleRequest("We store our customers' data in a cloud in Zurich. Which VAT rate applies to the monthly hosting invoice?")).toBe(
      "value added tax",
    );
  });

  it("keeps the twins whose asking sentence concerns the data, in four languages", () => {
    expect(
      ruleRequest(
        "Eine Agentur hat unsere Kundenliste kopiert. Ist das eine Urheberrechtsverletzung oder ein Verstoss gegen den Datenschutz?",
      ),
    ).toBeUndefined();
    expect(
      ruleRequest(
        "Notre bailleur conserve une copie de nos pièces d'identité. Pendant le délai de résiliation du bail, peut-il les communiquer au nouveau locataire ?",
      ),
    ).toBeUndefined();
    expect(
      ruleRequest(
        "Il nostro fornitore conserva i dati dei pazienti. Per il termine di disdetta del contratto, deve cancellare i dati dei pazienti?",
      ),
    ).toBeUndefined();
    expect(
      ruleRequest(
        "Our tax adviser stores our staff's salary data. Which VAT rate applies, and may he share the salary data with the tax office?",
      ),
    ).toBeUndefined();
    // One sentence: the data action is part of what is asked.
    expect(ruleRequest("Darf ich die Kündigungsfrist verkürzen, wenn der Mieter seine Daten löschen lässt?")).toBeUndefined();
  });

  it("declines a book's chapters reprinted by others, not a book that prints people's data, in four languages", () => {
    expect(
      ruleRequest(
        "Ich habe ein Fachbuch über Buchhaltung geschrieben. Darf ein anderer Verlag zwei Kapitel daraus ohne meine Zustimmung nachdrucken?",
      ),
    ).toBe("copyright");
    expect(ruleRequest("Un éditeur peut-il reproduire trois chapitres de mon ouvrage sans mon accord ?")).toBe("copyright");
    expect(ruleRequest("Una casa editrice può ristampare due capitoli del mio libro senza il mio permesso?")).toBe("copyright");
    expect(ruleRequest("May a publisher reproduce two chapters of my novel in an anthology without asking me?")).toBe("copyright");
    expect(
      ruleRequest("Darf der Verlag in meinem Buch die Krankengeschichten meiner Patienten abdrucken, wenn ich die Namen weglasse?"),
    ).toBeUndefined();
    expect(ruleRequest("Un éditeur peut-il reproduire dans mon livre les lettres de mes patients avec leurs noms ?")).toBeUndefined();
    expect(ruleRequest("Una casa editrice può riprodurre nel libro le foto dei miei dipendenti?")).toBeUndefined();
    expect(ruleRequest("May a publisher reproduce our customers' names and addresses in a chapter of its book?")).toBeUndefined();
  });

  it("gives the learned model the asking sentence's own request parts and the governing law it names", () => {
    const features = learnedFeatures(
      "Ein Konkurrent hat unsere Kundendaten gespeichert. Können wir ihn wegen Urheberrechtsverletzung einklagen?",
    );
    expect(features).toContain("law:other-asked");
    expect(features).not.toContain("asked:action");
    const howTo = learnedFeatures("Wir speichern Kundendaten in Excel. Wie mache ich in Excel eine Dropdown-Liste?");
    expect(howTo).toContain("apart:itObject");
    expect(howTo).toContain("apart:howTo");
    const story = learnedFeatures("Wir haben dem Mieter nach Mietrecht gekündigt. Dürfen wir seine Daten noch ein Jahr speichern?");
    expect(story).toContain("law:other");
    expect(story).toContain("asked:action");
    // A single sentence has no separate asking part.
    expect(learnedFeatures("Wie mache ich in Excel eine Dropdown-Liste?").some((f) => f.startsWith("apart:"))).toBe(false);
  });
});
