// Session 12 round 3 (decision 023): the classes of holdout-14's misses as principles, each with near
// misses that keep their verdict. Scenarios and phrasings in our own words, none from a blind set.
import { describe, expect, it } from "vitest";
import { ordinaryAmountsOnly } from "./kept.js";
import { enteredIntoOnlineService, personsAlreadyWarned } from "./service.js";
import { dutyCases, readerCases } from "./test-cases.js";
import { factTextsOf, incidentsFrom } from "./test-incident.js";

describe("data typed into an online tool went to its provider, a known business", () => {
  readerCases(enteredIntoOnlineService, [
    ["pasted into a machine translator", "Vertrag mit Kundendaten in einen Online-Übersetzer kopiert.", true],
    ["uploaded to an AI assistant", "Die Tabelle wurde in ChatGPT hochgeladen, um sie zusammenzufassen.", true],
    ["typed into a free tool", "Sie hat die Adressliste in ein Gratis-Tool eingefügt.", true],
    ["a translation service, passive", "Der Brief wurde in einen Übersetzungsdienst eingegeben.", true],
    ["DeepL by name", "Protokoll in DeepL kopiert, um es ins Englische zu übertragen.", true],
    ["near miss: a human translator", "Die Übersetzerin hat die Akten kopiert und zurückgeschickt.", false],
    ["near miss: not entered", "Der Text wurde nicht in den KI-Assistenten eingegeben.", false],
    ["near miss: only intended", "Er wollte die Liste in den Online-Übersetzer kopieren.", false],
    ["near miss: unclear whether", "Ob sie die Daten in ChatGPT eingefügt hat, ist unklar.", false],
    ["near miss: copied to a USB stick", "Die Liste wurde auf einen USB-Stick kopiert.", false],
  ]);

  readerCases(
    ordinaryAmountsOnly,
    [
      ["a premium", "Liste mit Namen und Prämien der Versicherten", true],
      ["a deductible", "Franchise und Selbstbehalt je Mitglied", true],
      ["near miss: premium beside the account", "Prämie und Kontonummer der Kunden", false],
      ["near miss: premium beside the salary", "Prämie und Lohn der Angestellten", false],
    ],
    "ordinary amounts: %s",
  );

  const pasted = incidentsFrom({
    categories: ["identifikation", "finanz"],
    identificationKinds: ["kundennummer", "geburtsdatum"],
    personsApprox: 1800,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "unbekannt",
    description:
      "Tabelle mit Mitgliedern (Name, Mitgliedernummer, Geburtsjahr, Jahresprämie) in einen KI-Assistenten kopiert. Anbieter darf Eingaben speichern.",
  });
  dutyCases(pasted, [
    ["numbers and premiums at the tool's provider", {}, ["nein", "nein"]],
    [
      "near miss: the same list mailed to a wrong address, where who the reader is still decides",
      { description: "Tabelle mit Mitgliedern (Name, Mitgliedernummer, Geburtsjahr, Jahresprämie) an falsche Adresse gemailt." },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: the list holds bank accounts",
      { description: "Tabelle mit Mitgliedern (Name, Mitgliedernummer, IBAN, Kontostand) in einen KI-Assistenten kopiert." },
      ["ja", "ja"],
    ],
    [
      "near miss: an attacker took the list from the tool's account",
      { cyberAttack: true, description: "Angreifer haben die in den KI-Assistenten kopierte Mitgliedertabelle exfiltriert." },
      ["ja", "ja"],
    ],
  ]);
});

describe("a warning the persons already got is the information owed", () => {
  readerCases(personsAlreadyWarned, [
    ["contacts warned", "Alle Kontakte wurden vor Phishing gewarnt.", true],
    ["we warned", "Wir haben die Kunden per Mail gewarnt.", true],
    ["a warning went out", "Eine Warnung an die Abonnenten ist verschickt.", true],
    ["informed", "Die Betroffenen haben wir bereits schriftlich informiert.", true],
    ["near miss: not yet", "Die Kunden sind noch nicht gewarnt.", false],
    ["near miss: will be", "Die Mitglieder werden morgen gewarnt.", false],
    ["near miss: planned", "Eine Warnung an die Kunden ist geplant.", false],
    ["near miss: whether", "Ob die Kontakte gewarnt wurden, wissen wir nicht.", false],
    ["near miss: the bank was informed", "Die Bank ist informiert.", false],
  ]);

  const stolen = incidentsFrom({
    categories: ["kontakt"],
    personsApprox: 800,
    recipient: "krimineller",
    accessedByThirdParty: "ja",
    copiesExist: "ja",
    cyberAttack: true,
    dataOutflow: "ja",
    description:
      "Angreifer hat unsere Adressdatenbank der Geschäftskontakte (Name, Firma, E-Mail) exportiert. Kontakte sind vor Phishing gewarnt.",
  });
  dutyCases(stolen, [
    ["business contacts at criminals, already warned", {}, ["nein", "nein"]],
    [
      "near miss: not warned yet",
      { description: "Angreifer hat unsere Adressdatenbank der Geschäftskontakte (Name, Firma, E-Mail) exportiert." },
      ["nein", "ja"],
    ],
    [
      "near miss: hashed passwords beside them, where a warning of phishing is not all",
      {
        categories: ["kontakt", "zugangsdaten"],
        description: "Angreifer hat Kundenkonten (Name, E-Mail, Passwort als bcrypt-Hash) exportiert. Kunden vor Phishing gewarnt.",
      },
      ["nein", "ja"],
    ],
    [
      "near miss: health data, where the warning does not replace the information",
      {
        categories: ["kontakt", "gesundheit"],
        description: "Angreifer hat Patientendaten (Name, Diagnose) exportiert. Patienten vor Phishing gewarnt.",
      },
      ["ja", "ja"],
    ],
  ]);

  it("says why nothing is left to inform", () =>
    expect(factTextsOf(stolen({}))).toContain(
      "Die Betroffenen sind nach Ihrer Beschreibung bereits vor Phishing gewarnt: Eine weitere Information ist nicht nötig.",
    ));
});

describe("an identity document at a stranger who does not answer the request to delete", () => {
  const misdirected = incidentsFrom({
    categories: ["identifikation", "finanz"],
    identificationKinds: ["ausweis"],
    personsApprox: 4,
    encrypted: true,
    keySafe: "nein",
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "unbekannt",
    description:
      "Passkopien und Lohnausweise von 4 Stellenbewerbern an falsche Adresse gemailt, Passwort der Datei im selben Mail. Auf die Löschbitte kam keine Antwort.",
  });
  dutyCases(misdirected, [
    ["whoever he is, he keeps the copies", {}, ["ja", "ja"]],
    ["the user says he is a stranger", { recipientKnowsPersons: "nein" }, ["ja", "ja"]],
    [
      "near miss: nobody asked yet, so who he is decides",
      { description: "Passkopien und Lohnausweise von 4 Stellenbewerbern an falsche Adresse gemailt, Passwort der Datei im selben Mail." },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: he confirmed the deletion",
      {
        description:
          "Passkopien und Lohnausweise von 4 Stellenbewerbern an falsche Adresse gemailt. Der Empfänger hat die Löschung schriftlich bestätigt.",
      },
      ["nein", "nein"],
    ],
    ["near miss: the key stayed safe", { keySafe: "ja" }, ["nein", "nein"]],
  ]);
});
