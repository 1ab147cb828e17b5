// Session 13 (decision 023): the classes of holdout-15's misses as principles, each with near misses
// that keep their verdict. Scenarios and phrasings in our own words, none from a blind set.
import { describe, expect, it } from "vitest";
import { lostInTransit } from "./transit.js";
import { recipientSilent } from "./weighing.js";
import { dutyCases, readerCases } from "./test-cases.js";
import { factTextsOf, incidentsFrom } from "./test-incident.js";

describe("a consignment lost in the post's or a carrier's custody: where it is decides", () => {
  readerCases(lostInTransit, [
    ["a registered letter never arrived", "Das Einschreiben an die Gutachterstelle ist nie angekommen, die Post sucht.", true],
    ["a parcel lost at the courier", "Ein Paket mit Blutproben ging beim Kurierdienst verloren.", true],
    ["near miss: our trainee lost it on the way to the post", "Der Lernende verlor das Couvert auf dem Weg zur Post.", false],
    ["near miss: it turned up again", "Der verschollene Brief ist bei der Post wieder aufgetaucht.", false],
    ["near miss: stolen from the courier's van", "Das Paket wurde aus dem Wagen des Kuriers gestohlen.", false],
    ["near miss: only whether it was lost is open", "Ob das Paket beim Kurier verloren ging, ist unklar.", false],
  ]);

  const posted = incidentsFrom({
    categories: ["gesundheit"],
    personsApprox: 5,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "unbekannt",
    description: "Einschreiben mit fünf Therapieberichten an die Gutachterstelle ging auf dem Postweg verloren; die Post sucht danach.",
  });
  dutyCases(posted, [
    ["lost in the post: whether it lies at the post or at a stranger decides", {}, ["pruefen", "pruefen"]],
    [
      "near miss: left in a tram by our own employee, its finder presumed to read it",
      { description: "Die Praktikantin hat das Couvert mit fünf Therapieberichten im Tram liegen gelassen." },
      ["ja", "ja"],
    ],
    [
      "near miss: stolen from the courier's van",
      { description: "Das Couvert mit fünf Therapieberichten wurde aus dem Lieferwagen des Kuriers gestohlen." },
      ["ja", "ja"],
    ],
    [
      "near miss: back from the post unopened",
      { description: "Einschreiben mit fünf Therapieberichten ging bei der Post verloren, kam nach drei Tagen ungeöffnet zurück." },
      ["nein", "nein"],
    ],
    ["near miss: the user knows it reached someone who knows the persons", { recipientKnowsPersons: "ja" }, ["ja", "ja"]],
    ["near miss: encrypted, the key kept apart", { encrypted: true, keySafe: "ja" }, ["nein", "nein"]],
  ]);

  it("names where the consignment is as the fact that decides", () =>
    expect(factTextsOf(posted({}))).toContain(
      "Wo die verlorene Sendung liegt (noch bei der Post oder dem Kurier oder bei Unbekannten), ist nach Ihren Angaben offen.",
    ));
});

describe("an intermediary's silence is not the recipient's", () => {
  readerCases(recipientSilent, [
    ["the recipient ignores our request", "Die Empfängerin hat auf unsere Bitte um Löschung nicht reagiert.", true],
    ["the holder of the address is silent", "Vom Inhaber der Adresse kam auf die Löschbitte keine Antwort.", true],
    ["near miss: the registry is silent", "Die Registrierstelle der Domain antwortet nicht.", false],
    ["near miss: the police give no answer", "Die Polizei hat uns noch keine Antwort gegeben.", false],
    ["near miss: the recipient's answer is awaited", "Eine Antwort der Empfängerin steht noch aus.", false],
  ]);

  const mistyped = incidentsFrom({
    categories: ["identifikation", "finanz"],
    identificationKinds: ["ausweis"],
    personsApprox: 9,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "unbekannt",
    description:
      "Mietverträge mit Ausweiskopien von 9 Mietern an eine vertippte Domain gemailt. Wem die Domain gehört, wissen wir nicht; die Registrierstelle antwortet nicht auf unsere Anfrage.",
  });
  dutyCases(mistyped, [
    ["nobody has asked the recipient yet: who he is and whether he deletes decides", {}, ["pruefen", "pruefen"]],
    [
      "near miss: the holder of the domain ignores our request to delete",
      {
        description:
          "Mietverträge mit Ausweiskopien von 9 Mietern an eine vertippte Domain gemailt. Der Inhaber der Domain hat auf unsere Löschbitte nicht reagiert.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: the registry is silent, but the holder confirmed the deletion",
      {
        description:
          "Mietverträge mit Ausweiskopien von 9 Mietern an eine vertippte Domain gemailt. Die Registrierstelle antwortet nicht, der Inhaber hat die Löschung schriftlich bestätigt.",
      },
      ["nein", "nein"],
    ],
  ]);
});
