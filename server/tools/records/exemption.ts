// Whether the DSV's exemption from keeping a record applies (Art. 24 DSV): all three conditions.
import { cite, type Provision } from "../breach/citations.js";
import type { RecordInput } from "./input.js";

export interface Exemption {
  exempt: boolean;
  reasons: string[];
  provisions: Provision[];
}

export function checkExemption(input: Pick<RecordInput, "employeesOnJan1" | "largeScaleSensitive" | "highRiskProfiling">): Exemption {
  const reasons: string[] = [];
  const small = input.employeesOnJan1 < 250;
  reasons.push(
    small
      ? `Am 1. Januar waren weniger als 250 Mitarbeitende beschäftigt (${input.employeesOnJan1}).`
      : `Am 1. Januar waren 250 oder mehr Mitarbeitende beschäftigt (${input.employeesOnJan1}): Die Ausnahme entfällt.`,
  );
  reasons.push(
    input.largeScaleSensitive
      ? "Es werden besonders schützenswerte Personendaten in grossem Umfang bearbeitet: Die Ausnahme entfällt."
      : "Besonders schützenswerte Personendaten werden nicht in grossem Umfang bearbeitet.",
  );
  reasons.push(
    input.highRiskProfiling
      ? "Es wird ein Profiling mit hohem Risiko durchgeführt: Die Ausnahme entfällt."
      : "Es wird kein Profiling mit hohem Risiko durchgeführt.",
  );
  const exempt = small && !input.largeScaleSensitive && !input.highRiskProfiling;
  reasons.push(
    exempt
      ? "Alle Voraussetzungen sind erfüllt: Sie sind von der Pflicht befreit, ein Verzeichnis zu führen. Ein Verzeichnis bleibt trotzdem ein gutes Mittel, die Informations- und Dokumentationspflichten zu erfüllen."
      : "Die Ausnahme gilt nicht: Sie müssen ein Verzeichnis der Bearbeitungstätigkeiten führen.",
  );
  return { exempt, reasons, provisions: [cite("DSV Art. 24"), cite("DSG Art. 12", "Abs. 5")] };
}
