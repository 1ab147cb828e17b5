// Questions as people in a sector ask them name the provision of that sector first (issue 24,
// session 10): health staff asked by a third party (professional secrecy), bank staff asked about a
// client (banking secrecy), monitoring of staff, an employer and its staff's data, secretly reading
// someone's account or phone, a private school's pupils. The phrasings are new, not from any
// question set; they hold as long as the subject index and the situations know the sector's words.
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex } from "../../tooling/search/eval.js";
import type { KnowledgeIndex } from "./index.js";

let index: KnowledgeIndex;
beforeAll(() => {
  index = buildIndex();
});

const CASES: [question: string, first: string[]][] = [
  [
    "Die Personalabteilung eines Patienten ruft in unserer Physiopraxis an und fragt, wie lange die Behandlung noch dauert. Dürfen wir Auskunft geben?",
    ["StGB Art. 321"],
  ],
  [
    "Ein Polizist will am Telefon wissen, ob eine bestimmte Person Kundin unserer Privatbank ist. Dürfen wir das bestätigen?",
    ["BankG Art. 47"],
  ],
  ["Mein Ehemann hat bei meiner Bank angerufen und nach meinem Kontostand gefragt. Darf die Bank ihm das sagen?", ["BankG Art. 47"]],
  ["Our CEO wants software that logs keystrokes and takes screenshots of every employee's screen. Is that allowed?", ["ArGV 3 Art. 26"]],
  [
    "Unser Transportunternehmen will in den Lastwagen eine Fahrerkamera einbauen, die den Chauffeur während der ganzen Fahrt filmt. Erlaubt?",
    ["ArGV 3 Art. 26"],
  ],
  ["Muss ich dem Arbeitgeber meine private Telefonnummer angeben, damit er mich am Wochenende erreicht?", ["OR Art. 328b"]],
  ["Mon ex connaît mon mot de passe et lit mes e-mails. Est-ce punissable ?", ["StGB Art. 143bis"]],
  ["Ein Kollege hat heimlich Nachrichten auf meinem Handy gelesen und abfotografiert. Ist das strafbar?", ["StGB Art. 179novies"]],
  [
    "Wir sind eine private Berufsschule. Dürfen wir die Noten einer volljährigen Lernenden dem Lehrbetrieb schicken?",
    ["DSG Art. 6", "DSG Art. 30", "DSG Art. 31"],
  ],
  [
    "Bei uns an der Hotelrezeption fragt ein Anrufer, ob ein bestimmter Gast bei uns eingecheckt hat. Dürfen wir das sagen?",
    ["DSG Art. 30", "DSG Art. 6"],
  ],
];

describe("sector words in the ranking", () => {
  it.each(CASES)("%s", (question, first) => {
    const outcome = index.search(question, { limit: 5 });
    expect(outcome.coverage).toBe("full");
    expect(first.some((ref) => outcome.results[0].ref.startsWith(ref))).toBe(true);
  });
});
