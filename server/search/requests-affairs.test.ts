// Session 13: requests of other fields told by what is asked of the assistant in the asking
// sentence, each beside a question in the same setting that asks what may be done with people's
// data and so stays ours. Written for this, not taken from the question sets.
import { describe, expect, it } from "vitest";
import { modelAbstains } from "./request-model.js";
import { ruleRequest } from "./requests.js";
import { scopeSignals } from "./scope.js";

describe("requests of other fields that use our words", () => {
  it("declines a product the assistant is to pick, also when data is the buyer's criterion", () => {
    expect(ruleRequest("Welches Armband ist das beste?")).toBe("products and prices");
    expect(ruleRequest("Empfiehl mir eine Smartwatch, die möglichst wenig Daten in die Cloud lädt.")).toBe("products and prices");
    expect(ruleRequest("Quale marca di orologio GPS ci consigli per la nostra squadra di corsa?")).toBe("products and prices");
    expect(ruleRequest("Can you recommend a fitness tracker that stores health data only on the device?")).toBe("products and prices");
    expect(ruleRequest("Peux-tu nous recommander un modèle de montre connectée pour nos livreurs ?")).toBe("products and prices");
    // The same setting asking what may be done with the data, or what a regulator recommends.
    expect(ruleRequest("Darf das Fitnesscenter die Daten des Armbands für Werbung nutzen?")).toBeUndefined();
    expect(ruleRequest("Welche Massnahmen empfiehlt der EDÖB für Gesundheitsdaten in der Cloud?")).toBeUndefined();
    expect(
      ruleRequest("Unsere Praxis will eine Cloud. Welche empfiehlst du, und dürfen wir dort Patientendaten speichern?"),
    ).toBeUndefined();
  });

  it("declines a fix for code, not a breach that code caused", () => {
    expect(ruleRequest("Can you fix the bug in our newsletter sign-up form?")).toBe("IT support");
    expect(ruleRequest("Unser PHP-Skript für das Kontaktformular wirft einen Fehler. Wie behebe ich das?")).toBe("IT support");
    expect(ruleRequest("Ein Bug in unserer App hat Kundendaten an falsche Empfänger geschickt. Müssen wir das melden?")).toBeUndefined();
    expect(ruleRequest("Unser Cookie-Banner in React setzt Tracking-Cookies vor der Zustimmung. Ist das zulässig?")).toBeUndefined();
  });

  it("declines pay and working time asked in the last sentence, whatever the setting", () => {
    expect(
      ruleRequest(
        "Unsere Informatiker haben am Wochenende Pikett, damit die Kundendatenbank läuft. Wird die Pikettzeit als Arbeitszeit bezahlt?",
      ),
    ).toBe("pay and leave");
    expect(ruleRequest("Quante ore di straordinari possono essere pagate a un dipendente del nostro call center?")).toBe("pay and leave");
    expect(ruleRequest("Is on-call time at home paid as working time in Switzerland?")).toBe("pay and leave");
    // The asking sentence is about the data gathered during that time.
    expect(
      ruleRequest(
        "Unser Pikettdienst wird per GPS überwacht. Darf der Arbeitgeber die Standortdaten auch ausserhalb der Pikettzeit auswerten?",
      ),
    ).toBeUndefined();
    expect(ruleRequest("Darf der Arbeitgeber die Überstunden jedes Mitarbeiters im Team-Chat veröffentlichen?")).toBeUndefined();
  });

  it("declines a vehicle or a permit to be dealt with at an office", () => {
    expect(ruleRequest("Muss ich mein Auto nach dem Umzug nach Bern ummelden?")).toBe("vehicle and residence");
    expect(ruleRequest("How do I register my motorbike in the canton of Vaud?")).toBe("vehicle and residence");
    expect(ruleRequest("Comment obtenir un permis de séjour pour mon mari américain ?")).toBe("vehicle and residence");
    // What the office does with the keeper's data is ours.
    expect(
      ruleRequest("Darf das Strassenverkehrsamt meine Halterdaten an Private weitergeben, die mein Kontrollschild melden?"),
    ).toBeUndefined();
    expect(ruleRequest("Darf die Gemeinde meine Aufenthaltsbewilligung dem Arbeitgeber zeigen?")).toBeUndefined();
  });

  it("declines what another office charges for its document, not what a data request costs", () => {
    expect(ruleRequest("Was kostet ein Strafregisterauszug, und wie lange ist er gültig?")).toBe("fees of another office");
    expect(ruleRequest("Combien coûte un extrait du registre des poursuites à Lausanne ?")).toBe("fees of another office");
    expect(ruleRequest("Darf der Vermieter jedes Jahr einen neuen Betreibungsregisterauszug von mir verlangen?")).toBeUndefined();
    expect(ruleRequest("Was kostet eine Auskunft über meine Daten beim Betreibungsamt?")).toBeUndefined();
  });

  it("counts an identifier and a record of the screen as data words", () => {
    expect(scopeSignals("Die Liste mit AHV-Nummer und Lohn ging an die falschen Arbeitgeber.").dataTopic).toBeGreaterThan(0);
    expect(scopeSignals("Die Software macht alle fünf Minuten einen Screenshot.").dataTopic).toBeGreaterThan(0);
  });

  it("leaves a question that opens with its verb and points back to its conversation", () => {
    expect(modelAbstains("Gehören da auch die Notizen unserer Mitarbeiterin dazu?")).toBe(true);
    expect(modelAbstains("Gilt das auch für Bewerbungen, die per Post kamen?")).toBe(true);
    expect(modelAbstains("Gehören Notizen unserer Mitarbeiterin zu den Personendaten?")).toBe(false);
  });

  it("leaves a Swiss seat asking whether a foreign law applies to the rules, which keep it ours", () => {
    expect(modelAbstains("Wir haben nur Kunden in der EU, sitzen aber in Lugano. Gilt die DSGVO?")).toBe(true);
    expect(ruleRequest("Wir haben nur Kunden in der EU, sitzen aber in Lugano. Gilt die DSGVO?")).toBeUndefined();
    expect(modelAbstains("Wir sind eine Agentur in Lyon mit nur französischen Kunden. Gilt die DSGVO?")).toBe(false);
  });
});

// Session 15: the fields of law holdout-9's answered outside requests asked, each class beside a
// question in the same setting that asks what may be done with people's data. Our own words.
describe("requests of other fields, session 15", () => {
  it("declines how much a social insurance pays, not what the insurer may do with the data", () => {
    expect(ruleRequest("Wie hoch ist die Witwenrente der AHV, wenn mein Mann mit 58 stirbt?")).toBe("social insurance benefits");
    expect(ruleRequest("Comment calcule-t-on les indemnités journalières de l'assurance accident ?")).toBe("social insurance benefits");
    expect(ruleRequest("Quanto è alta la rendita d'invalidità con un grado del 70 per cento?")).toBe("social insurance benefits");
    expect(ruleRequest("Darf die Taggeldversicherung meine Krankengeschichte beim Hausarzt anfordern?")).toBeUndefined();
    expect(ruleRequest("Wie viel darf die Pensionskasse für eine Kopie meiner Daten verlangen?")).toBeUndefined();
  });

  it("declines an entry of an office's register to be removed, not the same entry at a credit agency", () => {
    expect(ruleRequest("Die Betreibung war ein Irrtum. Wie lasse ich sie im Betreibungsregister löschen?")).toBe("an office's register");
    expect(ruleRequest("Comment effacer une condamnation de mon casier judiciaire ?")).toBe("an office's register");
    expect(
      ruleRequest(
        "Eine Auskunftei meldet eine Betreibung aus dem Betreibungsregister, die längst gelöscht ist. Wie kriege ich die dort weg?",
      ),
    ).toBeUndefined();
    expect(ruleRequest("Darf der Vermieter einen Auszug aus dem Betreibungsregister verlangen?")).toBeUndefined();
  });

  it("declines whether to end an employment or contract, not what the dismissal does with data", () => {
    expect(ruleRequest("Ein Lehrling hat das Kundenarchiv gelöscht. Dürfen wir ihn fristlos entlassen?")).toBe("ending a contract");
    expect(ruleRequest("Un dipendente ha perso una chiavetta USB con i dati dei clienti. Possiamo licenziarlo?")).toBe("ending a contract");
    expect(ruleRequest("Ein Mitarbeiter hat Kundendaten mitgenommen. Dürfen wir ihn entlassen und das dem EDÖB melden?")).toBeUndefined();
    expect(ruleRequest("Dürfen wir im Team sagen, warum wir einem Kollegen fristlos gekündigt haben?")).toBeUndefined();
    expect(ruleRequest("Eine Angestellte hat Patientendaten ausgeplaudert. Ist das nur ein Fall für eine Abmahnung?")).toBeUndefined();
  });

  it("declines two products to choose between, not a choice the law makes", () => {
    expect(ruleRequest("Für unsere Praxis: ist ein NAS von Synology oder Buffalo besser für die Patientenakten?")).toBe(
      "products and prices",
    );
    expect(ruleRequest("Which server is better for our law firm, Dell or HP?")).toBe("products and prices");
    expect(ruleRequest("Ist Threema oder Signal datenschutzkonform genug für Gesundheitsdaten?")).toBeUndefined();
    expect(ruleRequest("Ist es besser, Kunden oder Mitarbeitende zuerst über die Datenpanne zu informieren?")).toBeUndefined();
  });

  it("declines setting up an analytics tool, not whether it may be used", () => {
    expect(ruleRequest("Wie richte ich in Matomo ein Ziel für Newsletter-Anmeldungen ein?")).toBe("IT support");
    expect(ruleRequest("Darf ich Google Analytics auf meiner Praxis-Website ohne Banner einsetzen?")).toBeUndefined();
  });

  it("declines a seat abroad serving only foreign families or pupils, not one with Swiss ones", () => {
    expect(
      ruleRequest(
        "Unsere Musikschule in Lörrach (Deutschland) hat nur deutsche Schüler. Brauchen wir nach der DSGVO einen Datenschutzbeauftragten?",
      ),
    ).toBe("foreign GDPR");
    expect(
      ruleRequest("Unsere Kita in Lörrach (Deutschland) betreut nur Kinder von Grenzgängern aus Basel. Gilt für uns die DSGVO?"),
    ).toBeUndefined();
  });
});

describe("ideas asked for as a need, session 15", () => {
  it("declines ideas one needs for a party or a gift, not tips on what the law requires", () => {
    expect(ruleRequest("Mi serve qualche idea per il pensionamento di un collega a Bellinzona.")).toBe("text to produce");
    expect(ruleRequest("Ich brauche Ideen für ein Teamessen mit zwölf Leuten in Bern.")).toBe("text to produce");
    expect(ruleRequest("Ich brauche Tipps, was wir nach einer Datenpanne dem EDÖB melden müssen.")).toBeUndefined();
  });
});

describe("something to make for the asker, session 15", () => {
  it("declines a list or plan to make, not one asked of what the law requires", () => {
    expect(ruleRequest("Mach mir bitte einen Menüplan für eine Woche Skilager mit 40 Jugendlichen.")).toBe("text to produce");
    expect(ruleRequest("Fammi un elenco delle cose da portare per una gita in montagna.")).toBe("text to produce");
    expect(ruleRequest("Mach mir eine Liste, welche Daten wir nach dem Austritt löschen müssen.")).toBeUndefined();
  });
});
