// Session 18: outside requests that carry data-protection words (a tax deduction, a rent increase, IT
// support, copyright, the GDPR of a firm with no Swiss link), each beside a twin in the same setting
// that asks about people's data and stays ours. Written for this, not taken from the question sets.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../paths.js";
import { actOnPersons } from "./acts-on-persons.js";
import { swissLinked, swissRuledOut } from "./request-cues.js";
import { modelAbstains } from "./request-model.js";
import { ruleRequest } from "./requests.js";

describe("outside requests dressed in data words", () => {
  it("declines money claimed for someone else's work, not redress claimed by the person pictured", () => {
    expect(
      ruleRequest("Eine Fotoagentur will 700 Franken für ein Bild, das wir von einer fremden Website kopiert haben. Müssen wir zahlen?"),
    ).toBe("copyright");
    expect(ruleRequest("Un photographe nous envoie une facture pour sa photo reprise sur notre site. Faut-il payer ?")).toBe("copyright");
    expect(ruleRequest("L'autrice del testo chiede 400 franchi perché l'abbiamo copiato nel nostro blog. Dobbiamo pagare?")).toBe(
      "copyright",
    );
    expect(ruleRequest("An illustrator wants CHF 300 for a drawing we downloaded for our flyer. Do we have to pay?")).toBe("copyright");
    // The person in the picture claims, or the photographer's pictures show staff: their data.
    expect(
      ruleRequest("Eine Kundin verlangt 500 Franken, weil ihr Foto ohne Einwilligung in unserem Prospekt war. Müssen wir zahlen?"),
    ).toBeUndefined();
    expect(
      ruleRequest("Ein Fotograf will 400 Franken für Bilder unserer Mitarbeitenden auf der Website. Müssen wir zahlen?"),
    ).toBeUndefined();
  });

  it("declines the GDPR of a firm abroad that rules out Swiss customers, not one that serves them", () => {
    expect(
      ruleRequest("Wir sind ein Reisebüro in Stuttgart ohne Kunden in der Schweiz. Wie lange dürfen wir Passkopien nach DSGVO behalten?"),
    ).toBe("foreign GDPR");
    expect(ruleRequest("Notre boutique est à Strasbourg, sans clients en Suisse. Le RGPD exige-t-il un registre ?")).toBe("foreign GDPR");
    expect(ruleRequest("Siamo un hotel a Milano senza ospiti dalla Svizzera. Il GDPR ci impone un DPO?")).toBe("foreign GDPR");
    expect(ruleRequest("Our Madrid shop has no customers in Switzerland. What does the GDPR say about cookie banners?")).toBe(
      "foreign GDPR",
    );
    // A firm abroad with customers here, or a Swiss seat without foreign customers: ours.
    expect(
      ruleRequest(
        "Wir sind ein Reisebüro in Stuttgart ohne Filiale in der Schweiz, haben aber viele Schweizer Kunden. Gilt die DSGVO oder das DSG?",
      ),
    ).toBeUndefined();
    expect(ruleRequest("Wir sitzen in Basel und haben keine Kunden in Frankreich. Gilt die DSGVO für uns?")).toBeUndefined();
  });

  it("reads a Swiss word that rules the link out as no link, for the learned model too", () => {
    expect(swissRuledOut("Wir sitzen in Köln, ohne Kunden in der Schweiz.")).toBe(true);
    expect(swissLinked("Wir sitzen in Köln, ohne Kunden in der Schweiz.")).toBe(false);
    expect(swissLinked("Wir sitzen in Köln ohne Büro in der Schweiz, beliefern aber Schweizer Kunden.")).toBe(true);
    expect(swissRuledOut("Wir sitzen in Zug und haben keine Kunden in Deutschland.")).toBe(false);
    // The learned model judges the first; a GDPR question with a Swiss link stays the rules' alone.
    expect(modelAbstains("Wir sind in Köln, ohne Kunden in der Schweiz. Welche Frist gilt nach DSGVO für eine Meldung?")).toBe(false);
    expect(modelAbstains("Wir sind in Zug und haben Kunden in Köln. Welche Frist gilt nach DSGVO für eine Meldung?")).toBe(true);
  });

  it("declines slogans to think up, also as compounds, not a customer's name used in one", () => {
    expect(ruleRequest("Denk dir zwei Firmenslogans für unser Archivierungsbüro in Olten aus.")).toBe("creative writing");
    expect(ruleRequest("Propose-nous un slogan pour notre service de destruction de dossiers.")).toBe("creative writing");
    expect(ruleRequest("Come up with a radio jingle for our privacy training courses.")).toBe("creative writing");
    expect(ruleRequest("Darf unser Werbeslogan den Vornamen einer Stammkundin nennen?")).toBeUndefined();
  });

  it("declines getting a tool to stop blocking another, in French and Italian word order too", () => {
    expect(ruleRequest("Le pare-feu bloque notre logiciel de paie. Comment le désactiver ?")).toBe("IT support");
    expect(ruleRequest("L'antivirus blocca Outlook sul PC della reception. Come lo disattivo?")).toBe("IT support");
    expect(ruleRequest("Der Virenschutz blockiert seit gestern Excel. Wie schalte ich ihn aus?")).toBe("IT support");
    // What the tool does to people's data, asked as a question of what is allowed or must be reported.
    expect(
      ruleRequest("Le pare-feu a laissé passer un logiciel qui a copié les données des clients. Devons-nous l'annoncer ?"),
    ).toBeUndefined();
    expect(ruleRequest("Darf unser Virenschutz die privaten Mails der Angestellten scannen?")).toBeUndefined();
  });

  it("declines a tax deduction and a rent increase, not the tax office's or the landlord's data", () => {
    expect(ruleRequest("Können wir das Abo für den Datenschutz-Newsletter als Aufwand von den Steuern abziehen?")).toBe("tax");
    expect(ruleRequest("Is the shredding service for our client files tax-deductible?")).toBe("tax");
    expect(ruleRequest("Die Verwaltung will die Miete für unser Aktenlager um 10 % erhöhen. Geht das?")).toBe("tenancy");
    expect(ruleRequest("Notre bailleur veut augmenter le loyer du local d'archives de nos dossiers clients. Peut-il ?")).toBe("tenancy");
    expect(ruleRequest("Das Steueramt hat meine Steuerdaten an meinen Arbeitgeber geschickt. Durfte es das?")).toBeUndefined();
    expect(ruleRequest("Der Vermieter will vor einer Mieterhöhung meine Lohnabrechnungen sehen. Darf er die verlangen?")).toBeUndefined();
  });

  it("keeps someone's pay told to others ours, and declines what a job earns", () => {
    expect(
      ruleRequest("Der Hauswart hat die Lohnliste gesehen und allen erzählt, was wie viel verdient wird. Ist das strafbar?"),
    ).toBeUndefined();
    expect(ruleRequest("Was verdient ein Hauswart im Kanton Bern?")).toBe("pay and leave");
  });
});

describe("acts on persons in tenancy and police words", () => {
  it("a list of people put up where others see it", () => {
    expect(actOnPersons("Die Hausverwaltung will die Namen der säumigen Mieter im Treppenhaus aushängen.")).toBe(true);
    expect(actOnPersons("Le club veut afficher la liste des membres qui n'ont pas payé.")).toBe(true);
    expect(actOnPersons("Die Hausordnung hängt im Treppenhaus. Muss ich sie befolgen?")).toBe(false);
  });

  it("the police asking a business about one of its customers", () => {
    expect(actOnPersons("Die Polizei will von unserem Hotel wissen, wann ein Gast abgereist ist.")).toBe(true);
    expect(actOnPersons("A police officer asked our pharmacy for information about a customer's prescriptions.")).toBe(true);
    expect(actOnPersons("Die Polizei hat unseren Firmenwagen abgeschleppt. Wer zahlt das?")).toBe(false);
  });
});

describe("the class phrasings of tooling/answer/train", () => {
  const lines = fs
    .readFileSync(path.join(ROOT, "tooling/answer/train/requests-classes.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { q: string; kind: string });

  it("declines all but at most one outside request by a rule, and no in-scope twin", () => {
    const outside = lines.filter((l) => l.kind === "no_answer");
    const twins = lines.filter((l) => l.kind === "in_scope");
    expect(outside.length).toBeGreaterThan(30);
    expect(outside.filter((l) => !ruleRequest(l.q)).length).toBeLessThanOrEqual(1);
    expect(twins.filter((l) => ruleRequest(l.q)).map((l) => l.q)).toEqual([]);
  });
});
