// Session 14: acts on persons told in the words of their trade make a question ours without a data
// word, and requests of other fields that name a person's data stay outside. Written for this, in our
// own words, not taken from the question sets: each act beside a near miss that does not describe it.
import { describe, expect, it } from "vitest";
import { actOnPersons } from "./acts-on-persons.js";
import { ruleRequest } from "./requests.js";

describe("acts on persons without a data word", () => {
  it("reads a picture of what identifies a person, not any picture or any plate", () => {
    expect(
      actOnPersons(
        "Unsere Garage stellt Bilder der reparierten Fahrzeuge auf Facebook, man sieht die Nummernschilder. Ist das ein Problem?",
      ),
    ).toBe(true);
    expect(
      actOnPersons(
        "Ein Parkplatzbetreiber fotografiert die Kennzeichen aller Autos bei der Einfahrt. Wie lange darf er die Bilder behalten?",
      ),
    ).toBe(true);
    expect(actOnPersons("Notre boulangerie publie des photos où l'on reconnaît les visages des clients. Est-ce permis ?")).toBe(true);
    expect(actOnPersons("Wie viel kostet ein neues Kontrollschild im Kanton Bern?")).toBe(false);
    expect(actOnPersons("Welche Fotos brauchen wir für den Jahresbericht unserer Garage?")).toBe(false);
  });

  it("reads a decision a system takes about a person, not anything that happens automatically", () => {
    expect(
      actOnPersons(
        "Die Versicherung stuft mich automatisch in eine höhere Prämienklasse ein, weil die Telematik-Box meine Fahrweise bewertet. Kann ich verlangen, dass das ein Mensch prüft?",
      ),
    ).toBe(true);
    expect(actOnPersons("Mein Online-Kredit wurde vollautomatisch abgelehnt. Muss mir die Bank den Grund sagen?")).toBe(true);
    expect(actOnPersons("Mein Abo hat sich automatisch verlängert. Kann ich es noch kündigen?")).toBe(false);
    expect(actOnPersons("Die Heizung regelt sich automatisch, aber die Nebenkosten sind gestiegen. Muss ich das bezahlen?")).toBe(false);
  });

  it("reads a check on where someone lives through a home's consumption, not a disputed bill", () => {
    expect(
      actOnPersons(
        "Die Verwaltung will beim Wasserwerk den Wasserverbrauch unserer Wohnung abfragen, um zu prüfen, ob wir zu viert dort wohnen. Darf sie das?",
      ),
    ).toBe(true);
    expect(
      actOnPersons(
        "Mein Vermieter hat mir die Stromkosten nach dem Smart-Meter-Verbrauch verrechnet. Bis wann kann ich die Abrechnung anfechten?",
      ),
    ).toBe(false);
  });

  it("reads a copy of an identity document, telling others about a person and selling their data", () => {
    expect(actOnPersons("Das Fitnesscenter macht beim Eintritt eine Kopie meiner Identitätskarte. Ist das erlaubt?")).toBe(true);
    expect(actOnPersons("Il dipendente della banca ha rivelato a mia suocera il saldo del mio conto. Cosa posso fare?")).toBe(true);
    expect(actOnPersons("Mon médecin a révélé mon diagnostic à mon employeur. Est-ce punissable ?")).toBe(true);
    expect(
      actOnPersons("Unsere Spitex möchte die KESB von sich aus über die Verwahrlosung eines Klienten informieren. Dürfen wir das?"),
    ).toBe(true);
    expect(actOnPersons("Mein früherer Fitnessclub hat meine Daten an eine Werbefirma verkauft. Ist das zulässig?")).toBe(true);
    // A copy of a contract, informing on request, selling a car.
    expect(actOnPersons("Muss ich dem Käufer eine Kopie des Kaufvertrags geben?")).toBe(false);
    expect(actOnPersons("Muss ich den Vermieter informieren, wenn ich für drei Monate ins Ausland gehe?")).toBe(false);
    expect(actOnPersons("Wir wollen unser Auto verkaufen. Was müssen wir im Kaufvertrag regeln?")).toBe(false);
  });

  it("reads software counting a person's keystrokes, a door system's record and a client file taken over (session 16)", () => {
    expect(
      actOnPersons("Die Geschäftsleitung will wissen, wie viele Tastenanschläge jede Sachbearbeiterin pro Stunde macht. Geht das?"),
    ).toBe(true);
    expect(actOnPersons("Can our boss track mouse movements to see who is really working?")).toBe(true);
    expect(
      actOnPersons("Unsere Schliessanlage protokolliert jede Türöffnung. Darf der Vermieter damit prüfen, wann ein Mieter zu Hause ist?"),
    ).toBe(true);
    expect(actOnPersons("Ich übernehme die Apotheke meines Onkels samt Kundenkartei. Was muss ich beachten?")).toBe(true);
    // A broken keyboard, a lock to replace, a shop taken over without its files.
    expect(actOnPersons("Unsere Tastaturen sind kaputt. Welche Marke empfiehlst du für ein Büro?")).toBe(false);
    expect(actOnPersons("Das Schliesssystem im Keller klemmt. Wer muss die Reparatur bezahlen, Mieter oder Vermieter?")).toBe(false);
    expect(actOnPersons("Ich übernehme die Bäckerei meiner Tante. Welche Bewilligungen brauche ich?")).toBe(false);
  });
});

describe("other fields' requests that name a person's data", () => {
  it("declines a fee for one's own work, not whether a picture of oneself may be shown", () => {
    expect(
      ruleRequest("Ein Magazin hat meinen Text unter meinem Namen gedruckt, ohne zu zahlen. Welches Honorar darf ich verlangen?"),
    ).toBe("copyright");
    expect(ruleRequest("A blog used my photo with my name in the caption. What licence fee can I charge them?")).toBe("copyright");
    expect(
      ruleRequest("Ein Magazin hat ein Foto von mir mit meinem Namen gedruckt. Kann ich verlangen, dass es gelöscht wird?"),
    ).toBeUndefined();
    expect(
      ruleRequest(
        "Unser Fotograf verlangt ein Honorar für die Porträts des Teams. Dürfen wir die Bilder der Mitarbeitenden auf der Website zeigen?",
      ),
    ).toBeUndefined();
  });

  it("declines a seat abroad that serves only foreign people and says so, not a Swiss one", () => {
    expect(
      ruleRequest("Unsere Pension in Vorarlberg hat nur deutsche Gäste, keine Schweizer. Brauchen wir nach der DSGVO ein Verzeichnis?"),
    ).toBe("foreign GDPR");
    expect(ruleRequest("Our B&B in England has only UK guests, no Swiss ones. Do we need a GDPR privacy notice?")).toBe("foreign GDPR");
    // A Swiss seat, or Swiss guests too: ours.
    expect(ruleRequest("Unser Hotel in Interlaken hat nur EU-Gäste, keine Schweizer. Gilt für uns die DSGVO?")).toBeUndefined();
    expect(ruleRequest("Wir haben ein Hotel in Tirol, aber auch Schweizer Gäste. Gilt die DSGVO oder das DSG?")).toBeUndefined();
  });
});
