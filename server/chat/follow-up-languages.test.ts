// Follow-ups in French, Italian and English, and short ones in any language (issue 24, session 19), in
// our own conversations: a follow-up that asks only an aspect ("Entro quando?", "Dans quel délai ?",
// "To whom?") is read with its earlier question and not declined for its short form; its aspect is read
// in its own language; a follow-up that leaves the law ("Write me a poem about it") is still declined,
// and a full question with a subject of its own stays a new question.
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex } from "../../tooling/search/eval.js";
import { answerAsChat, directAnswer } from "../../tooling/answer/figures.js";
import { Composer } from "../answer/compose.js";
import { questionAspect } from "../answer/anchors.js";
import { ruleRequest } from "../search/requests.js";
import type { KnowledgeIndex } from "../search/index.js";
import { readsAsFollowUp } from "./streams.js";

const BREACH = {
  de: "Bei unserem Reisebüro wurden Kundendaten samt Passnummern gestohlen. Müssen wir das melden?",
  fr: "Notre agence de voyage s'est fait voler des données de clients avec les numéros de passeport. Devons-nous l'annoncer ?",
  it: "Alla nostra agenzia di viaggi sono stati rubati dati dei clienti con i numeri di passaporto. Dobbiamo segnalarlo?",
  en: "Customer data including passport numbers were stolen from our travel agency. Do we have to report this?",
};
const ACCESS = {
  de: "Kann ich von meinem Fitnesscenter verlangen, dass es mir alle Daten zeigt, die es über mich hat?",
  fr: "Puis-je demander à mon centre de fitness de me montrer toutes les données qu'il a sur moi ?",
  it: "Posso chiedere alla mia palestra di mostrarmi tutti i dati che ha su di me?",
  en: "Can I ask my gym to show me all the data it holds about me?",
};

describe("a short follow-up that asks only an aspect is read with its earlier question", () => {
  it("reads deadline, cost and whom-to-tell follow-ups in French, Italian and English", () => {
    for (const q of ["Dans quel délai ?", "Et à qui ?", "Combien de temps avons-nous ?"])
      expect({ q, read: readsAsFollowUp(q, BREACH.fr) }).toEqual({ q, read: true });
    for (const q of ["Entro quando?", "A chi?", "Quanto tempo abbiamo?"])
      expect({ q, read: readsAsFollowUp(q, BREACH.it) }).toEqual({ q, read: true });
    for (const q of ["By when?", "To whom?", "How soon?"]) expect({ q, read: readsAsFollowUp(q, BREACH.en) }).toEqual({ q, read: true });
    for (const [q, earlier] of [
      ["Combien ça coûte ?", ACCESS.fr],
      ["Quanto costa?", ACCESS.it],
      ["How much does that cost?", ACCESS.en],
      ["Kostet das etwas?", ACCESS.de],
    ])
      expect({ q, read: readsAsFollowUp(q, earlier) }).toEqual({ q, read: true });
  });

  it("reads a modal verb without its act in French, Italian and English", () => {
    expect(readsAsFollowUp("Dois-je ?", BREACH.fr)).toBe(true);
    expect(readsAsFollowUp("Dobbiamo?", BREACH.it)).toBe(true);
    expect(readsAsFollowUp("Do we have to?", BREACH.en)).toBe(true);
  });

  it("keeps a full question that asks a cost or a period about a subject of its own as a new question", () => {
    for (const q of [
      "Combien coûte une carte journalière CFF pour aller de Sion à Berne ?",
      "Quel est le délai pour contester une facture d'électricité à Fribourg ?",
      "Quanto costa un corso di sci per bambini ad Airolo durante le vacanze?",
      "How much does a yearly parking permit for residents in Basel cost?",
    ])
      expect({ q, read: readsAsFollowUp(q, BREACH.de) }).toEqual({ q, read: false });
  });
});

describe("the aspect of a short follow-up in its own language", () => {
  it("reads a cost asked as 'does it cost' in four languages", () => {
    for (const q of [
      "Kostet das etwas?",
      "Kostet mich das was?",
      "Combien ça coûte ?",
      "Ça coûte quelque chose ?",
      "Costa qualcosa?",
      "È gratuito?",
      "Does it cost anything?",
      "Is that free?",
    ])
      expect({ q, aspect: questionAspect(q) }).toEqual({ q, aspect: "cost" });
  });

  it("reads whom to turn to as a 'who' question in four languages", () => {
    for (const q of ["An wen?", "À qui ?", "Et à qui ?", "A chi?", "To whom?", "And to whom?"])
      expect({ q, aspect: questionAspect(q) }).toEqual({ q, aspect: "who" });
  });

  it("does not read a billing model named 'Tiers payant' as a cost question", () => {
    expect(
      questionAspect("Wir rechnen als Ergotherapie im Tiers payant ab. Müssen wir den Patienten eine Kopie der Rechnung geben?"),
    ).not.toBe("cost");
  });
});

describe("composed answers to short follow-ups", () => {
  let index: KnowledgeIndex;
  let composer: Composer;
  beforeAll(() => {
    index = buildIndex();
    composer = new Composer(index);
  }, 120_000);
  const ask = (prev: string, q: string) => answerAsChat(composer, index, { q, prev, refs: [] });

  it("does not decline a short follow-up of an in-scope question for its form alone, in four languages", () => {
    for (const [prev, q] of [
      [BREACH.fr, "Dans quel délai ?"],
      [BREACH.fr, "Et à qui ?"],
      [BREACH.it, "Entro quando?"],
      [BREACH.it, "A chi?"],
      [BREACH.en, "By when?"],
      [BREACH.en, "To whom, and how fast?"],
      [ACCESS.it, "Quanto costa?"],
      [ACCESS.fr, "Combien ça coûte ?"],
    ])
      expect({ q, cited: ask(prev, q).citations.length > 0 }).toEqual({ q, cited: true });
  });

  it("does not decline a follow-up that tells how the story went on after an in-scope question", () => {
    for (const [prev, q] of [
      [
        "Un impiegato comunale ha raccontato a un giornalista i dati fiscali di un vicino. È punibile?",
        "Nel frattempo si è licenziato. Cambia qualcosa?",
      ],
      [
        "Ein Gemeindeangestellter hat einer Zeitung Angaben aus dem Steuerdossier eines Nachbarn gegeben. Ist das strafbar?",
        "Er ist aber inzwischen pensioniert. Ändert das etwas?",
      ],
      [
        "Un fonctionnaire a raconté à un journaliste des détails du dossier fiscal d'un voisin. Est-ce punissable ?",
        "Il a démissionné depuis. Est-ce que ça change quelque chose ?",
      ],
    ])
      expect({ q, cited: ask(prev, q).citations.length > 0 }).toEqual({ q, cited: true });
  });

  it("answers the cost of an access request, asked as a short follow-up, with 'free of charge' first", () => {
    for (const [prev, q] of [
      [ACCESS.de, "Kostet das etwas?"],
      [ACCESS.fr, "Combien ça coûte ?"],
      [ACCESS.it, "Quanto costa?"],
      [ACCESS.en, "How much does that cost?"],
    ])
      expect({ q, direct: /kostenlos/i.test(directAnswer(ask(prev, q).text)) }).toEqual({ q, direct: true });
  });

  it("still declines a follow-up that leaves the law, in four languages", () => {
    for (const [prev, q] of [
      [BREACH.de, "Schreib mir ein Gedicht darüber."],
      [BREACH.fr, "Écris-moi un poème là-dessus."],
      [BREACH.it, "Scrivimi una poesia su questo."],
      [BREACH.en, "Can you write me a poem about it?"],
    ])
      expect({ q, cited: ask(prev, q).citations.length }).toEqual({ q, cited: 0 });
  });
});

describe("a causative 'make me' is no request to produce a text", () => {
  it("keeps questions whose subject makes the asker do something", () => {
    for (const q of [
      "Can my employer make me sign a consent form for a drug test?",
      "Can the landlord make us hand over our last three bank statements?",
      "Could the insurer make me undergo a medical examination before signing?",
    ])
      expect({ q, rule: ruleRequest(q) }).toEqual({ q, rule: undefined });
  });

  it("still reads the assistant told to make something as a text to produce", () => {
    for (const q of [
      "Make me a packing list for a weekend of hiking in the Jura.",
      "Can you make me a seating plan for a wedding with 80 guests?",
      "Fais-moi une liste de courses pour un pique-nique à six.",
      "Fammi un elenco delle cose da portare in campeggio.",
      "Mach mir bitte einen Wochenplan für das Putzen der WG.",
    ])
      expect({ q, rule: ruleRequest(q) }).toEqual({ q, rule: "text to produce" });
  });
});
