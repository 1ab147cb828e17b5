// The decision table over the form's decisive facts (decision 023, session 9). Each row is a fact the
// user answers "ja", "nein" or "unbekannt" in the form. "unbekannt" is resolved by deciding the case
// both ways (risk.ts with the answer "ja", then "nein"): when both give the same verdict the fact
// does not decide and the verdict stands; when they differ the verdict is "prüfen", naming the fact
// and what each answer would lead to. A lawyer reasons the same way, and it holds for every
// combination of the other answers rather than for the wordings a rule round happened to see.
// The older fields (who got the data, copies, access) keep their presumption: an unknown reader of a
// lost device is presumed to have read it, as before.
import { answerOf, factsOf, type DecisiveField, type Fact, type RowField } from "./facts.js";
import type { BreachInput } from "./input.js";
import { personsDutyOf, riskOf, type Risk, type RiskResult } from "./risk.js";

interface Row {
  field: RowField;
  /** Whether the question arises for this form at all (a key only for encrypted data). */
  applies: (input: BreachInput) => boolean;
  /** The form with the answer supposed; by default the field set to "ja" or "nein". */
  suppose?: (input: BreachInput, answer: "ja" | "nein") => BreachInput;
  /** Whether the form leaves the fact open; by default the field's answer is "unbekannt". */
  isOpen?: (input: BreachInput) => boolean;
  /** The fact as shown when it is open. */
  fact: string;
  /** The question, as a clause after "Entscheidend ist, …". */
  question: string;
  /** The condition clauses for "ja" and "nein", each followed by its verdict. */
  yes: string;
  no: string;
}

/** The rows in their order of weight: the first open one that decides is named first. */
const ROWS: Row[] = [
  {
    field: "keySafe",
    applies: (input) => input.encrypted,
    fact: "Ob der Schlüssel der verschlüsselten Daten sicher ist, ist nach Ihren Angaben unbekannt.",
    question: "ob der Schlüssel der verschlüsselten Daten sicher geblieben ist (nicht mit ihnen abhandengekommen oder kopiert)",
    yes: "Ist er sicher",
    no: "ist er es nicht",
  },
  {
    field: "dataOutflow",
    applies: () => true,
    // Session 18 (holdout-20 c17): the question names copying, so "no outflow" answers whether copies
    // exist too when the form left that open; "ja" leaves the copies as the form has them.
    suppose: (input, answer) =>
      answer === "nein" && input.copiesExist === "unbekannt"
        ? { ...input, dataOutflow: "nein", copiesExist: "nein" }
        : { ...input, dataOutflow: answer },
    fact: "Ob Daten abgeflossen sind (kopiert, heruntergeladen, weitergegeben), ist nach Ihren Angaben noch offen.",
    question: "ob Daten abgeflossen sind (kopiert, heruntergeladen, weitergegeben)",
    yes: "Bestätigt sich ein Abfluss",
    no: "ist er ausgeschlossen",
  },
  {
    field: "accessRuledOutByLogs",
    // Once data are known to have left, logs cannot rule out that someone got them: the question no
    // longer arises (session 11 round 2: a branch that supposed an outflow stayed "open" on the logs).
    applies: (input) => answerOf(input.dataOutflow) !== "ja",
    fact: "Ob die Protokolle (Logs) einen unbefugten Zugriff ausschliessen, ist nach Ihren Angaben noch offen.",
    question: "ob die Protokolle (Logs) einen unbefugten Zugriff ausschliessen",
    yes: "Schliessen sie ihn aus",
    no: "tun sie es nicht",
  },
  {
    // Session 13 (holdout-15 c15): a letter or parcel lost in the post's or a carrier's custody lies
    // either in its operation (a sorting centre, a depot: staff bound by the postal secrecy, Art. 321ter
    // StGB) or at a stranger, and the carrier's search settles which. "Ja" supposes a stranger, of whom
    // the worst is presumed as of the finder of a thing (he may know the persons); "nein" the carrier,
    // who reads nothing and hands it back. Not where the user says who holds it or that it was read.
    field: "inTransit",
    applies: () => true,
    isOpen: (input) => {
      const known = answerOf(input.recipientKnowsPersons);
      if (known === "ja" || known === "nein" || input.accessedByThirdParty === "ja") return false;
      const facts = factsOf(input);
      return facts.inTransit && facts.recipient === "unbekannt";
    },
    suppose: (input, answer) =>
      answer === "ja"
        ? { ...input, recipientKnowsPersons: "ja" }
        : { ...input, recipient: "vertrauenswuerdig", accessedByThirdParty: "nein", copiesExist: "nein" },
    fact: "Wo die verlorene Sendung liegt (noch bei der Post oder dem Kurier oder bei Unbekannten), ist nach Ihren Angaben offen.",
    question:
      "ob die verlorene Sendung bei Unbekannten gelandet ist oder noch im Betrieb der Post oder des Kuriers liegt (Verteilzentrum, Depot; dort gilt das Postgeheimnis), was deren Nachforschung klärt",
    yes: "Ist sie bei Unbekannten gelandet",
    no: "taucht sie im Betrieb des Transporteurs auf",
  },
  {
    // Session 14 (holdout-16 c22): a device handed on in the ordinary course (sold, returned, sent for
    // repair) with the data still on it is with someone one can ask, not with the finder of a lost
    // thing. What he does with it decides: "ja" supposes it went on with the data to someone unknown,
    // of whom the worst is presumed as of a finder; "nein" that he wipes it unread. Not where the user
    // says someone read the data or that the holder knows the persons.
    field: "handedOn",
    applies: () => true,
    isOpen: (input) => {
      if (answerOf(input.recipientKnowsPersons) === "ja" || input.accessedByThirdParty === "ja" || input.recipient !== "unbekannt")
        return false;
      const facts = factsOf(input);
      return facts.handedOn && facts.recipient !== "vertrauenswuerdig_geloescht";
    },
    suppose: (input, answer) =>
      answer === "ja"
        ? { ...input, recipientKnowsPersons: "ja" }
        : { ...input, recipient: "vertrauenswuerdig_geloescht", accessedByThirdParty: "nein", copiesExist: "nein" },
    fact: "Was mit dem weitergegebenen Gerät und den Daten darauf geschieht (beim Empfänger gelöscht oder mit den Daten weitergegeben), ist nach Ihren Angaben offen.",
    question:
      "ob der Empfänger des Geräts (Händler, Käufer, Leasinggeber, Werkstatt) die Daten darauf löscht oder ob das Gerät mit den Daten weitergegeben wurde, was seine Antwort klärt",
    yes: "Ging es mit den Daten weiter",
    no: "löscht er sie nachweislich ungelesen",
  },
  {
    // Session 14 (holdout-16 c30): a recipient who says he deleted the data while the description leaves
    // open whether he kept copies or passed them on before (he will not say, "Kopien?"): his word does
    // not settle it. "Ja" supposes copies kept (no deletion then), "nein" that there are none. The form's
    // copies "unbekannt" alone is no such doubt: a careful user answers so whenever he cannot know.
    field: "copiesKept",
    applies: () => true,
    isOpen: (input) => {
      if (input.copiesExist !== "unbekannt") return false;
      const facts = factsOf(input);
      return facts.copiesDoubted && facts.recipient === "vertrauenswuerdig_geloescht";
    },
    suppose: (input, answer) =>
      answer === "ja" ? { ...input, recipient: "vertrauenswuerdig", copiesExist: "ja" } : { ...input, copiesExist: "nein" },
    fact: "Ob der Empfänger vor seiner Löschung Kopien behalten oder die Daten weitergegeben hat, ist nach Ihrer Beschreibung offen.",
    question:
      "ob der Empfänger vor der Löschung Kopien behalten oder die Daten weitergegeben hat (seine Löschbestätigung allein klärt das nicht)",
    yes: "Hat er Kopien behalten oder weitergegeben",
    no: "bestätigt er glaubhaft, dass es keine gibt",
  },
  {
    // Session 16 (holdout-18 c37): a known recipient (a colleague, the caretaker, a business partner)
    // whom the user cannot yet say read the data is someone who can be asked. Whether he read them is
    // the named check of session 15's line (an access that a check will show is open, one no record can
    // show is presumed): "ja" supposes he read them, "nein" that he did not. Not for a finder or a
    // criminal, whose reading is presumed as before, nor where the description says it came back unopened.
    field: "knownRecipientRead",
    applies: () => true,
    isOpen: (input) =>
      input.accessedByThirdParty === "unbekannt" &&
      answerOf(input.recipientKnowsPersons) === "ja" &&
      (input.recipient === "vertrauenswuerdig" || input.recipient === "vertrauenswuerdig_geloescht") &&
      !factsOf(input).returnedUnopened,
    suppose: (input, answer) => ({ ...input, accessedByThirdParty: answer }),
    fact: "Ob der bekannte Empfänger die Daten gelesen hat, ist nach Ihren Angaben offen.",
    question: "ob der bekannte Empfänger die Daten gelesen hat, was er Ihnen auf Nachfrage sagen kann",
    yes: "Hat er sie gelesen",
    no: "hat er sie nicht gelesen",
  },
  {
    field: "recipientKnowsPersons",
    applies: () => true,
    fact: "Ob der Empfänger die betroffenen Personen kennt, ist nach Ihren Angaben unbekannt.",
    question: "ob der Empfänger die betroffenen Personen kennt (z. B. aus dem gleichen Dorf, Betrieb oder Verein)",
    yes: "Kennt er sie",
    no: "kennt er sie nicht",
  },
  {
    // Session 11: "unbekannt" which identification data. "Ja" supposes an identity document or
    // official number (the bare tick's own example), "nein" name, address or a birth date only.
    field: "identificationKinds",
    applies: (input) => input.categories.includes("identifikation"),
    isOpen: (input) => input.identificationKinds?.includes("unbekannt") === true,
    suppose: (input, answer) => ({ ...input, identificationKinds: answer === "ja" ? ["ausweis"] : ["name_adresse"] }),
    fact: "Welche Identifikationsdaten betroffen sind, ist nach Ihren Angaben unbekannt.",
    question:
      "welche Identifikationsdaten betroffen sind (ein Ausweis, eine AHV-, Kunden- oder Versichertennummer oder nur Name, Adresse und Geburtsdatum)",
    yes: "Sind es Ausweise oder Nummern",
    no: "sind es nur Name, Adresse oder Geburtsdatum",
  },
];

/** Whether the form leaves this row's fact open. */
function openIn(row: Row, input: BreachInput): boolean {
  const open = row.isOpen ? row.isOpen(input) : answerOf(input[row.field as DecisiveField]) === "unbekannt";
  return open && row.applies(input);
}

/** The form with this row's answer supposed. */
function supposing(row: Row, input: BreachInput, answer: "ja" | "nein"): BreachInput {
  return row.suppose ? row.suppose(input, answer) : { ...input, [row.field]: answer };
}

const REPORT: Record<Risk, string> = {
  hoch: "ist ein hohes Risiko zu erwarten (Meldung an den EDÖB)",
  mittel: "bleibt die Beurteilung offen",
  gering: "ist kein hohes Risiko zu erwarten (keine Meldung an den EDÖB)",
};
const INFORM = { ja: "informieren Sie die Betroffenen", nein: "ist keine Information nötig", pruefen: "bleibt die Information offen" };

function byWeight(result: RiskResult): RiskResult {
  return { ...result, facts: [...result.facts].sort((a, b) => (a.weight ?? 1) - (b.weight ?? 1)) };
}

const UNKNOWABLE: Fact = {
  text: "Die Daten waren für alle im Internet offen, und keine Protokolle zeigen, wer sie abgerufen hat: Ein Abfluss lässt sich nie ausschliessen und wird deshalb angenommen.",
  effect: "erhoeht",
  source: "beschreibung",
  weight: 1,
};

/** Open to anyone, no access records, nobody known to hold the data: whether they left can never be established. */
function outflowUnknowable(input: BreachInput): boolean {
  const facts = factsOf(input);
  return (
    facts.openToAnyone &&
    answerOf(input.accessRuledOutByLogs) === "nein" &&
    input.recipient === "unbekannt" &&
    input.accessedByThirdParty !== "nein" &&
    !facts.logsPending &&
    !facts.encryptedSafe
  );
}

/** The risk after the decision table: the answers "unbekannt" that decide become "prüfen", naming them. */
export function decideRisk(input: BreachInput): RiskResult {
  return byWeight(decide(input));
}

function decide(input: BreachInput): RiskResult {
  const row = ROWS.find((r) => openIn(r, input));
  if (!row) return riskOf(input);
  const neutral = riskOf(input);
  // An attacker who controlled the whole system: the report is due now whatever the forensics show
  // (round 3); the outflow decides only whether the persons are informed, which riskOf already says.
  if (row.field === "dataOutflow" && neutral.persons === "abfluss") return neutral;
  // Session 20 (holdout-22 c32, holdout-18 c41, holdout-20 c18): data open to anyone on the internet
  // with no record of who fetched them, no recipient known: no check will ever settle the outflow, so
  // it is no open fact to wait for. An access that no record can show is presumed (session 15's line):
  // the case is decided as if data left, which is what "nicht auszuschliessen" means for the report.
  if (row.field === "dataOutflow" && outflowUnknowable(input)) {
    const presumed = decide(supposing(row, input, "ja"));
    return { ...presumed, facts: [UNKNOWABLE, ...presumed.facts.filter((f) => f.answer !== row.field)] };
  }
  const yes = decide(supposing(row, input, "ja"));
  const no = decide(supposing(row, input, "nein"));
  const supposed = (facts: Fact[]) => facts.filter((f) => f.answer !== row.field);
  const sameInform = personsDutyOf(yes.risk, yes.persons) === personsDutyOf(no.risk, no.persons);
  if (yes.risk === no.risk && sameInform) return { ...yes, facts: supposed(yes.facts) };
  const open: Fact = { text: row.fact, effect: neutral.risk === "gering" ? "erhoeht" : "senkt", source: "formular", weight: 0 };
  if (yes.risk === no.risk) {
    // The EDÖB decision stands either way; the answer decides whether the persons are informed.
    const inform = (r: RiskResult) => INFORM[personsDutyOf(r.risk, r.persons)];
    return {
      ...yes,
      facts: [open, ...supposed(yes.facts)],
      open: [`${row.question}: ${row.yes}, ${inform(yes)}; ${row.no}, ${inform(no)}`],
      persons: "offen",
    };
  }
  const tip = `${row.question}: ${row.yes}, ${REPORT[yes.risk]}; ${row.no}, ${REPORT[no.risk]}`;
  const others = [...yes.open, ...no.open].filter((text, i, all) => all.indexOf(text) === i);
  // Session 18 (holdout-20 c17): the open fact decides the EDÖB report, but the persons are to be
  // informed under either answer (a high risk on one side, a reader who knows the person on the other):
  // that decision does not wait for the fact. The branch's own reason for informing is kept.
  const informEither = personsDutyOf(yes.risk, yes.persons) === "ja" && personsDutyOf(no.risk, no.persons) === "ja";
  const persons = informEither ? (yes.persons ?? no.persons) : null;
  return { ...neutral, risk: "mittel", persons, facts: [open, ...neutral.facts], open: [tip, ...others] };
}
