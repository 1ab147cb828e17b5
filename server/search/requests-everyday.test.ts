// Everyday requests told by their form (products and prices, recipes, health and travel, learning a
// language, contracts), in four languages; the same words in a question of data-protection law stay ours.
import { describe, expect, it } from "vitest";
import { nonLegalRequest } from "./requests.js";

describe("everyday requests", () => {
  it("recognises a product or service to choose and what it costs on the market", () => {
    expect(nonLegalRequest("Welcher Anbieter für Cloud-Backups ist am günstigsten für eine Arztpraxis?")).toBe("products and prices");
    expect(nonLegalRequest("Welches CRM ist besser für ein Treuhandbüro, Bexio oder Abacus?")).toBe("products and prices");
    expect(nonLegalRequest("Quale software di contabilità è la migliore per una piccola impresa?")).toBe("products and prices");
    expect(nonLegalRequest("Was kostet eine Datenschutzschulung für 15 Mitarbeitende durchschnittlich?")).toBe("products and prices");
    expect(nonLegalRequest("Combien coûte en moyenne un audit de protection des données pour une PME ?")).toBe("products and prices");
    expect(nonLegalRequest("How much does a data protection consultant typically cost per day in Zurich?")).toBe("products and prices");
    expect(nonLegalRequest("Peux-tu me recommander un bon logiciel de sauvegarde pour notre cabinet ?")).toBe("products and prices");
    expect(nonLegalRequest("Welches Antivirenprogramm empfehlt ihr für Arztpraxen?")).toBe("products and prices");
    // What the law says a request costs, and which measure the law's duties call for, stay ours.
    expect(nonLegalRequest("Was kostet eine Auskunft?")).toBeUndefined();
    expect(nonLegalRequest("Wie viel kostet eine Auskunft typischerweise?")).toBeUndefined();
    expect(nonLegalRequest("Combien coûte une demande d'accès à mes données ?")).toBeUndefined();
    expect(nonLegalRequest("Welche Massnahme eignet sich am besten, um Personendaten zu anonymisieren?")).toBeUndefined();
    // Handing the data to the provider chosen is a data action.
    expect(nonLegalRequest("Welcher Anbieter ist am besten, wenn wir Patientendaten auslagern wollen?")).toBeUndefined();
    expect(nonLegalRequest("Dürfen wir Kundendaten in Indien speichern lassen, der Anbieter dort ist viel günstiger?")).toBeUndefined();
  });

  it("recognises recipes, whether to see a doctor, vaccinations for a trip and learning a language", () => {
    expect(nonLegalRequest("Kannst du mir ein Rezept für einen Zopf geben? Wir sind zwölf Personen am Brunch.")).toBe("everyday advice");
    expect(nonLegalRequest("Peux-tu me donner une recette de fondue pour six personnes ?")).toBe("everyday advice");
    expect(nonLegalRequest("Mi dai una ricetta per il risotto per quattro persone?")).toBe("everyday advice");
    expect(nonLegalRequest("Can you give me a recipe for a chocolate cake for 12 people?")).toBe("everyday advice");
    expect(nonLegalRequest("Soll ich mit starken Rückenschmerzen zum Arzt oder reicht es, abzuwarten?")).toBe("everyday advice");
    expect(nonLegalRequest("Quels vaccins faut-il pour un voyage au Vietnam ?")).toBe("everyday advice");
    expect(nonLegalRequest("Soll ich bei Fieber über 39 Grad zum Arzt?")).toBe("everyday advice");
    expect(nonLegalRequest("Wie kann ich als Expat am schnellsten Schweizerdeutsch lernen?")).toBe("everyday advice");
    // A prescription, a vaccination record or a travel booking handled by someone else is data.
    expect(nonLegalRequest("Darf die Apotheke mein Rezept an die Krankenkasse weiterleiten?")).toBeUndefined();
    expect(nonLegalRequest("Darf der Arbeitgeber meine Impfung für die Dienstreise nach Afrika abfragen?")).toBeUndefined();
    expect(nonLegalRequest("Muss der Reiseveranstalter meine Passdaten nach der Reise löschen?")).toBeUndefined();
  });

  it("recognises getting out of a contract and a dismissal by text message", () => {
    expect(nonLegalRequest("Unser Abo beim Software-Anbieter hat sich automatisch verlängert. Wie kommen wir vorzeitig raus?")).toBe(
      "contract terms",
    );
    expect(nonLegalRequest("Mein Arbeitgeber hat mir per SMS gekündigt. Ist das gültig?")).toBe("contract terms");
    expect(nonLegalRequest("Mon patron m'a licencié par e-mail, est-ce valable ?")).toBe("contract terms");
    // Sent on to others, or what happens to the data at the contract's end, is ours.
    expect(
      nonLegalRequest("Mein Chef hat mir per Mail gekündigt und die Kündigung an alle in Kopie geschickt. Darf er das?"),
    ).toBeUndefined();
    expect(nonLegalRequest("Der Vertrag mit unserem Auftragsbearbeiter läuft aus. Muss er die Daten zurückgeben?")).toBeUndefined();
    expect(
      nonLegalRequest("Ich wurde wegen 'ungenügender Bonität' abgelehnt. Wie bekomme ich den falschen Eintrag bei der Auskunftei raus?"),
    ).toBeUndefined();
  });
});
