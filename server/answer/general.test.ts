// The general test leads where no specific rule governs (decision 005, session 13): the class, its
// condition read from the question, and the specific rules that keep the lead, with near misses on
// both sides. Questions in our own words.
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex } from "../../tooling/search/eval.js";
import { directAnswer } from "../../tooling/answer/figures.js";
import type { KnowledgeIndex } from "../search/index.js";
import { Composer } from "./compose.js";
import { generalTest, governingSituation } from "./general.js";

describe("the general test's class", () => {
  it("reads the condition from what the question says", () => {
    expect(generalTest("Ein Fitnesscenter will die Daten der Armbänder seiner Kunden für Werbung nutzen. Ist das erlaubt?")).toMatchObject({
      verdict: "no",
      grounds: ["purpose"],
      refs: ["DSG Art. 6", "DSG Art. 30", "DSG Art. 31"],
    });
    // An explicit objection and sensitive data passed on are violations by Art. 30 itself: it comes first.
    expect(generalTest("Ein Mitglied hat widersprochen. Dürfen wir seine Adresse trotzdem im Jahresbericht publizieren?")?.refs[0]).toBe(
      "DSG Art. 30",
    );
    expect(generalTest("Darf ich der Nachbarschaft erzählen, dass die Frau im zweiten Stock psychisch krank ist?")?.grounds[0]).toBe(
      "sensitive",
    );
    expect(generalTest("Dürfen wir die Ausweiskopien unserer Kundschaft unbefristet speichern?")).toMatchObject({
      verdict: "no",
      grounds: ["forever"],
    });
    expect(generalTest("Dürfen wir als Quartierladen die Telefonnummern unserer Stammkunden speichern?")?.verdict).toBe("needed");
    expect(generalTest("Brauchen wir eine Einwilligung, wenn wir im Yogastudio Allergien der Teilnehmenden notieren?")?.grounds).toEqual([
      "sensitive-kept",
    ]);
    // In the other languages too.
    expect(generalTest("Can our club share the members' phone list with a sponsor?")?.verdict).toBe("no");
    expect(generalTest("La nostra palestra può pubblicare online le foto dei clienti senza chiedere?")?.grounds).toContain("disclosure");
  });

  it("says yes where the disclosure serves the contract or the person published the data herself", () => {
    expect(
      generalTest("Dürfen wir die Adresse einer Bestellerin an den Paketdienst weitergeben, damit die Lieferung ankommt?"),
    ).toMatchObject({
      verdict: "yes",
      refs: ["DSG Art. 31", "DSG Art. 6"],
    });
    expect(
      generalTest(
        "Dürfen wir Telefonnummern von Coiffeursalons, die diese selbst auf ihrer Website veröffentlicht haben, in unser Verzeichnis übernehmen und publizieren?",
      )?.verdict,
    ).toBe("yes");
    // Anonymised data are no personal data any more; pseudonymised ones still are.
    expect(generalTest("Dürfen wir die Verbrauchsdaten für Statistiken behalten, wenn wir sie vorher anonymisieren?")).toMatchObject({
      verdict: "yes",
      grounds: ["anonymised"],
    });
    expect(generalTest("Dürfen wir die Verbrauchsdaten pseudonymisiert an eine Hochschule weitergeben?")?.grounds).not.toContain(
      "anonymised",
    );
    // Enforcing the contract through debt collection serves it too; data from a public register are public.
    expect(generalTest("Darf ich Name und offene Beträge eines Kunden einem Inkassobüro weitergeben?")?.verdict).toBe("yes");
    expect(
      generalTest("Jemand hat meine Angaben aus dem Handelsregister auf seiner Website veröffentlicht. Darf er das?")?.grounds[0],
    ).toBe("public");
    // Near miss: the same delivery address sold on is a new purpose, not the contract.
    expect(generalTest("Dürfen wir die Adressen aus den Lieferungen an einen Werbevermarkter verkaufen?")?.verdict).toBe("no");
  });

  it("leaves questions of another form alone", () => {
    // Not a permission question: what to do after the fact.
    expect(generalTest("Wir haben Kundendaten an einen Partner weitergegeben. Was müssen wir jetzt tun?")).toBeUndefined();
    // A permission question without a processing act: a right of the asker.
    expect(generalTest("Darf ich verlangen, dass mein Konto beim Onlineshop geschlossen wird?")).toBeUndefined();
    // An open question wants more than a yes or no.
    expect(generalTest("Was dürfen wir von den Unterlagen eines ausgetretenen Mitglieds noch behalten?")).toBeUndefined();
    expect(generalTest("What can I ask the forum to do about the photo it published?")).toBeUndefined();
    // "Gibt es" asks whether something exists, not about giving data away.
    expect(generalTest("Darf man das? Gibt es da eine Ausnahme für Vereine?")).toBeUndefined();
    // German "kann" asks for a right as often as for a permission.
    expect(generalTest("Kann ich verlangen, dass der Verein meine Fotos löscht?")).toBeUndefined();
  });

  it("gives the lead to the specific rule where one governs, and not for a mere mention of data", () => {
    expect(governingSituation("Darf unsere Bank einem Erben Kontoauszüge herausgeben?")).toBe("bank");
    expect(governingSituation("Darf der Arbeitgeber dem Team sagen, warum eine Kollegin fehlt?")).toBe("employment");
    expect(governingSituation("Darf die Ärztin den Befund an die Familie weiterleiten?")).toBe("professional secrecy");
    expect(governingSituation("Dürfen wir Tracking-Cookies setzen und die Daten nutzen?")).toBe("cookies");
    expect(governingSituation("Dürfen wir einen Newsletter an alle Kunden schicken?")).toBe("mass advertising");
    expect(governingSituation("Dürfen wir im Laden eine Videokamera aufhängen und die Bilder speichern?")).toBe("camera");
    expect(governingSituation("Darf ich eine Kopie aller Daten verlangen, die der Verein gespeichert hat?")).toBe("access");
    expect(governingSituation("Dörf ich Uskunft verlange, was de Verein über mich gspeicheret het?")).toBe("access");
    expect(governingSituation("Einer will am Telefon hören, was wir über ihn gespeichert haben. Dürfen wir das rausgeben?")).toBe("access");
    expect(governingSituation("Possiamo usare i dati dei pazienti per la tesi?")).toBe("professional secrecy");
    expect(governingSituation("Dürfen wir Kundendaten auf einen Server in den USA übermitteln?")).toBe("abroad");
    for (const q of [
      "Darf unsere Bank einem Erben Kontoauszüge herausgeben?",
      "Dürfen wir einen Newsletter an alle Kunden schicken?",
      "Darf der Arbeitgeber dem Team sagen, warum eine Kollegin krankgeschrieben ist?",
    ])
      expect(generalTest(q)).toBeUndefined();
    // Near misses: advertising as a purpose is not mass advertising by e-mail; a photo is not a camera;
    // "Bankett" is no bank.
    expect(governingSituation("Dürfen wir die Armbanddaten für Werbung nutzen?")).toBeUndefined();
    expect(governingSituation("Dürfen wir die Fotos vom Vereinsfest auf Facebook posten?")).toBeUndefined();
    expect(governingSituation("Dürfen wir die Gästeliste vom Bankett an den Fotografen geben?")).toBeUndefined();
    // A credit agency is not an access request, a parish newsletter or a cantonal federation no
    // authority, a supplementary insurer not the basic insurance of the KVG.
    expect(governingSituation("Dürfen wir Zahlungsausfälle an eine Auskunftei weitergeben?")).toBe("credit");
    expect(governingSituation("Dürfen wir Taufen im Gemeindebrief veröffentlichen?")).toBeUndefined();
    expect(governingSituation("Dürfen wir die Mitglieder dem kantonalen Turnverband melden?")).toBeUndefined();
    expect(governingSituation("Darf das Fitnessstudio der Zusatzversicherung die Check-ins schicken?")).toBeUndefined();
    expect(governingSituation("Darf die Gemeinde die Adressen an einen Verein weitergeben?")).toBe("public body");
    expect(governingSituation("Dürfen wir die Meldescheine an die Kantonspolizei weiterleiten?")).toBe("public body");
    // A form the police prescribes is no authority acting; a boss who acts does not make customers' data employee data.
    expect(governingSituation("Dürfen wir das Geburtsdatum aus dem polizeilichen Meldeschein für Werbung nutzen?")).toBeUndefined();
    expect(governingSituation("Der Chef möchte sehen, wo die Kunden mit den Ersatzwagen herumfahren. Darf er das?")).toBeUndefined();
    expect(governingSituation("Dürfen wir die Ersatzwagen mit einem GPS-Tracker orten?")).toBeUndefined();
  });

  it("reads transfers abroad from the ranking only for data passed on", () => {
    expect(generalTest("Dürfen wir Kundendaten an unsere Tochterfirma weitergeben?", undefined, "DSG Art. 16")).toBeUndefined();
    expect(generalTest("Dürfen wir die Telefonnummern unserer Stammkunden speichern?", undefined, "DSG Art. 16")?.verdict).toBe("needed");
  });
});

describe("the general test in the composed answer", () => {
  let index: KnowledgeIndex;
  let composer: Composer;
  beforeAll(() => {
    index = buildIndex();
    composer = new Composer(index);
  });
  const answer = (q: string) => composer.compose(q, index.search(q, { limit: 8 }));

  it("opens with the yes or no and its condition, cites the general provisions first and the specific ones after", () => {
    const { text, citations } = answer(
      "Ein Fitnesscenter will die Trainingsdaten aus den Armbändern seiner Kunden für gezielte Werbung nutzen. Ist das erlaubt?",
    );
    expect(directAnswer(text)).toMatch(/^Nein, nicht ohne Rechtfertigung: .*Zweck.*Einwilligung/su);
    expect(citations.slice(0, 2).map((c) => c.ref)).toEqual(["DSG Art. 6", "DSG Art. 30"]);
    expect(citations.length).toBeLessThanOrEqual(5);
    const provisions = text.split("**Massgebliche Bestimmungen**\n")[1].split("\n\n")[0].split("\n");
    expect(provisions.length).toBeLessThanOrEqual(3);
    // Each provision is cited once.
    expect(new Set(citations.map((c) => c.ref)).size).toBe(citations.length);
  });

  it("keeps the specific rule's lead where one governs", () => {
    expect(answer("Darf unsere Bank einem Erben Kontoauszüge des Verstorbenen herausgeben?").citations[0].ref).toBe("BankG Art. 47");
    expect(answer("Darf ich eine Kopie aller Daten verlangen, die der Verein über mich gespeichert hat?").citations[0].ref).toBe(
      "DSG Art. 25",
    );
    expect(directAnswer(answer("Dürfen wir einen Newsletter an alle Kunden schicken?").text)).not.toMatch(
      /^Nein, nicht ohne Rechtfertigung/u,
    );
  });

  it("does not answer a period with the general yes or no", () => {
    expect(directAnswer(answer("Wie lange dürfen wir die Fotos vom Vereinsfest aufbewahren?").text)).not.toMatch(
      /^(?:Ja, aber nur soweit|Nein, nicht)/u,
    );
  });
});
