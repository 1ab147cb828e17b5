// Duties that depend on who supervises the organisation: FINMA (banks, securities firms, private
// insurers), the BAG (basic health insurers under the KVG) or professional secrecy (health care).
import { cite, type Provision } from "./citations.js";
import { FINMA_SECTORS, type BreachInput } from "./input.js";

export type Duty = "ja" | "nein" | "pruefen";
export interface AssessmentPart {
  id: "edoeb" | "betroffene" | "verantwortlicher" | "branche" | "dokumentation";
  label: string;
  duty: Duty;
  reasons: string[];
  deadline: string | null;
  provisions: Provision[];
}

/** The label of the FINMA part: the evaluation and the page recognise the FINMA decision by it. */
export const FINMA_LABEL = "Meldung an die FINMA";

const ART_29 =
  "Unabhängig davon verlangt Art. 29 Abs. 2 FINMAG, Vorkommnisse, die für die Aufsicht von wesentlicher Bedeutung sind, der FINMA unverzüglich zu melden. Ob der Vorfall so wesentlich ist (z. B. wegen seines Umfangs, der Medienwirkung oder eines Ausfalls wichtiger Prozesse), beurteilen Sie selbst; eine Datenpanne allein macht ihn nicht dazu.";

function hoursAfter(iso: string, hours: number): string | null {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  return new Date(t + hours * 3_600_000).toISOString();
}

function finmaPart(input: BreachInput): AssessmentPart {
  if (input.cyberAttack && input.criticalFunction) {
    const first = hoursAfter(input.discoveredAt, 24);
    const full = hoursAfter(input.discoveredAt, 72);
    return {
      id: "branche",
      label: FINMA_LABEL,
      duty: "ja",
      reasons: [
        "Eine Cyber-Attacke hat eine kritische Funktion Ihres Instituts getroffen: Nach der FINMA-Aufsichtsmitteilung 05/2020 melden Sie sie innert 24 Stunden nach Feststellung vorab der zuständigen Ansprechperson bei der FINMA und reichen innert 72 Stunden die Meldung über die Erhebungs- und Gesuchsplattform (EHP) ein.",
        "Diese Meldung ersetzt die Meldung an den EDÖB nicht; beide sind getrennt zu beurteilen.",
      ],
      deadline:
        first && full ? `Vorinformation bis ${first}, Meldung bis ${full}` : "Vorinformation innert 24 Stunden, Meldung innert 72 Stunden",
      provisions: [cite("FINMA-AM 05/2020"), cite("FINMAG Art. 29", "Abs. 2")],
    };
  }
  return {
    id: "branche",
    label: FINMA_LABEL,
    duty: "nein",
    reasons: [
      input.cyberAttack
        ? "Die Cyber-Attacke hat nach Ihren Angaben keine kritische Funktion getroffen: Die 24/72-Stunden-Meldung nach FINMA-Aufsichtsmitteilung 05/2020 ist nicht verlangt."
        : "Es handelt sich nach Ihren Angaben nicht um eine Cyber-Attacke: Die Meldung nach FINMA-Aufsichtsmitteilung 05/2020 ist nicht verlangt.",
      ART_29,
    ],
    deadline: null,
    provisions: [cite("FINMA-AM 05/2020"), cite("FINMAG Art. 29", "Abs. 2")],
  };
}

/** The sector's own part, or null for sectors without one ("andere"). */
export function sectorPart(input: BreachInput): AssessmentPart | null {
  if (FINMA_SECTORS.has(input.sector)) return finmaPart(input);
  if (input.sector === "krankenversicherer_kvg")
    return {
      id: "branche",
      label: "Krankenversicherer (KVG): Aufsicht durch das BAG",
      duty: "nein",
      reasons: [
        "Die obligatorische Krankenpflegeversicherung untersteht der Aufsicht des Bundesamts für Gesundheit (BAG), nicht der FINMA: Eine Meldung an die FINMA ist dafür nicht vorgeschrieben.",
        "Als Krankenversicherer müssen Sie den Datenschutz mit technischen und organisatorischen Massnahmen sicherstellen (Art. 84b KVG); die Meldung an den EDÖB und die Information der Versicherten richten sich nach dem DSG.",
        "Betrifft der Vorfall auch Zusatzversicherungen (VVG), die ein von der FINMA beaufsichtigter Versicherer führt, gilt für diesen die Meldepraxis der FINMA.",
      ],
      deadline: null,
      provisions: [cite("KVG Art. 84b")],
    };
  if (input.sector === "gesundheit")
    return {
      id: "branche",
      label: "Berufsgeheimnis und kantonale Regeln",
      duty: "pruefen",
      reasons: [
        "Gesundheitsfachpersonen unterstehen dem Berufsgeheimnis (Art. 321 StGB): Ziehen Sie für die Aufarbeitung nur bei, wer dazu befugt ist, und geben Sie in Meldungen nur so viel preis wie nötig.",
        "Entscheidend ist das Gesundheitsgesetz Ihres Kantons: Prüfen Sie, ob es eine Meldung an die kantonale Aufsicht verlangt; das Formular kennt Ihren Kanton nicht, und unsere Wissensbasis deckt diese Regeln nicht ab.",
      ],
      deadline: null,
      provisions: [cite("StGB Art. 321")],
    };
  return null;
}
