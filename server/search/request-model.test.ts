// The learned second opinion on outside requests: what it reads of a question, that the rules
// decide first, that it never judges a question continuing another, and that without it the rules
// decide alone.
import { afterAll, describe, expect, it } from "vitest";
import {
  askedSentence,
  continuesAnother,
  loadRequestModel,
  modelAbstains,
  outsideProbability,
  requestFeatures,
  type RequestModel,
} from "./request-model.js";
import { LEARNED, learnedFeatures, nonLegalRequest, ruleRequest, useRequestModel } from "./requests.js";

afterAll(() => useRequestModel(loadRequestModel() ?? null));

// A model that knows one thing: a request to produce something is outside.
const produceOnly: RequestModel = { bias: -3, threshold: 0.7, weights: { "form:produce-request": 5 } };

describe("the request model's features", () => {
  it("reads the form of a request to produce something, in any language", () => {
    for (const question of [
      "Kannst du mir einen Trainingsplan für den Halbmarathon erstellen?",
      "Could you draft a short welcome text for our new intern?",
      "Pourriez-vous rédiger une lettre de bienvenue pour notre stagiaire ?",
      "Scrivimi una lista di dieci nomi per il nostro gatto.",
    ])
      expect({ question, produce: requestFeatures(question).includes("form:produce-request") }).toEqual({ question, produce: true });
    expect(requestFeatures("Darf ich die Adressliste der Mitglieder an den Sponsor weitergeben?")).not.toContain("form:produce-request");
  });

  it("reads sentence openings, words, word pairs, word beginnings and the rules' cues", () => {
    const features = learnedFeatures("Wie richte ich in Outlook eine Regel ein? Müssen wir das dokumentieren?");
    expect(features).toEqual(
      expect.arrayContaining([
        "open:wie",
        "open2:wie_richte",
        "open:mussen",
        "w:outlook",
        "b:in_outlook",
        "p:dokum",
        "cue:legal",
        "cue:asks",
        "part:itObject",
        "part:howTo",
      ]),
    );
  });

  it("does not read a quoted label as what the question asks", () => {
    const features = requestFeatures("Wie sortiere ich die Spalte 'Einwilligung erteilt' nach Datum?");
    expect(features).not.toContain("w:einwilligung");
    expect(features).not.toContain("cue:legal");
  });

  it("weighs the features it knows and ignores the others", () => {
    expect(outsideProbability(produceOnly, ["form:produce-request", "w:unknown"])).toBeCloseTo(1 / (1 + Math.exp(-2)), 10);
    expect(outsideProbability(produceOnly, ["w:unknown"])).toBeCloseTo(1 / (1 + Math.exp(3)), 10);
  });
});

describe("rules first, then the learned model", () => {
  const trainingPlan = "Ich hätte gern, dass du einen Trainingsplan für den Halbmarathon erstellst.";

  it("declines what only the model recognises, and nothing more without it", () => {
    expect(ruleRequest(trainingPlan)).toBeUndefined();
    useRequestModel(produceOnly);
    expect(nonLegalRequest(trainingPlan)).toBe(LEARNED);
    expect(nonLegalRequest("Darf ich die Adressliste der Mitglieder an den Sponsor weitergeben?")).toBeUndefined();
    useRequestModel(null);
    expect(nonLegalRequest(trainingPlan)).toBeUndefined();
  });

  it("keeps the rules' class where the rules are certain", () => {
    useRequestModel(produceOnly);
    expect(nonLegalRequest("Schreib mir ein Geburtstagsgedicht für meine Chefin.")).toBe("creative writing");
  });

  it("never lets the model judge a question that continues another", () => {
    const followUp = "Und erstellst du mir dazu einen Trainingsplan?";
    expect(continuesAnother(followUp)).toBe(true);
    expect(continuesAnother("Et si le client refuse ?")).toBe(true);
    expect(continuesAnother("Entro quando dobbiamo rispondere?")).toBe(false);
    useRequestModel(produceOnly);
    expect(nonLegalRequest(followUp)).toBeUndefined();
  });

  it("judges a message by what its asking sentence is about, not its background", () => {
    // The data action is the background; the question asks about a strike's notice.
    const strike = "Das Personal streikt wegen der Videoüberwachung im Lager. Wie früh müssen wir den Streik ankündigen?";
    expect(askedSentence(strike)).toBe("Wie früh müssen wir den Streik ankündigen?");
    expect(modelAbstains(strike)).toBe(false);
    // The asking sentence is about the data: the model stays out.
    expect(modelAbstains("Das Personal streikt. Müssen wir die Aufnahmen der Videoüberwachung löschen?")).toBe(true);
    expect(requestFeatures(strike)).toEqual(expect.arrayContaining(["asked:data0", "asked:other1"]));
  });

  it("never lets the model judge what the law allows about something done with people's data", () => {
    const asked = "Darf ich dir einen Text schreiben, um die Adressen der Mitglieder an den Sponsor weiterzugeben?";
    expect(requestFeatures(asked)).toContain("form:produce-request");
    expect(modelAbstains(asked)).toBe(true);
    expect(modelAbstains(trainingPlan)).toBe(false);
    useRequestModel(produceOnly);
    expect(nonLegalRequest(asked)).toBeUndefined();
  });
});

describe("the trained model (knowledge/request-model.json)", () => {
  it("declines requests no rule knows, in four languages, written for this test and in no set", () => {
    useRequestModel(loadRequestModel() ?? null);
    // Since session 15 the rules know the assistant told to make something for the asker.
    for (const question of [
      "Erstelle mir bitte einen Trainingsplan für meinen ersten Marathon.",
      "Mach mir bitte einen Menüplan für unser Firmenfest mit 40 Gästen.",
    ])
      expect({ question, rule: ruleRequest(question) }).toEqual({ question, rule: "text to produce" });
    for (const question of [
      "Wie hoch ist die Grundstückgewinnsteuer im Kanton Zug?",
      "Wie berechne ich in Google Sheets den Durchschnitt einer Spalte?",
      "Prépare-moi un discours pour le mariage de ma soeur.",
      "Quanti giorni di ferie mi spettano all'anno in Svizzera?",
      "Create a weekly workout plan for our office running club.",
    ]) {
      expect({ question, rule: ruleRequest(question) }).toEqual({ question, rule: undefined });
      expect({ question, declined: nonLegalRequest(question) }).toEqual({ question, declined: LEARNED });
    }
  });

  it("leaves questions about people's data alone, other fields' words notwithstanding", () => {
    useRequestModel(loadRequestModel() ?? null);
    for (const question of [
      "Mein Vermieter hat meine Lohnabrechnung an den neuen Eigentümer geschickt. Darf er das?",
      "Der Nachbar filmt mit seiner Kamera unseren Garten. Was kann ich tun?",
      "Wer haftet, wenn unser IT-Dienstleister Kundendaten verliert?",
      "Wie erstelle ich ein Verzeichnis der Bearbeitungstätigkeiten?",
      "Puis-je filmer l'entrée de mon immeuble avec une caméra ?",
      "Il mio datore di lavoro può leggere le mie e-mail private?",
      "Can my employer track my phone's location after work?",
    ])
      expect({ question, declined: nonLegalRequest(question) }).toEqual({ question, declined: undefined });
  });

  it("leaves a question asked in a conversation to the rules: a short continuation has no cues of its own", () => {
    useRequestModel(loadRequestModel() ?? null);
    const question = "Wer zahlt die Busse am Ende, die AG oder ich persönlich?";
    expect(nonLegalRequest(question)).toBe(LEARNED);
    expect(nonLegalRequest(question, true)).toBeUndefined();
    // The rules still decline in a conversation what is certainly not ours.
    const poem = "Schreib mir ein Gedicht über den Datenschutz.";
    expect(nonLegalRequest(poem, true)).toBe(ruleRequest(poem));
    expect(ruleRequest(poem)).toBeDefined();
  });
});
