import type { Provision } from "./client";

export const CATEGORIES: [string, string][] = [
  ["kontakt", "Kontaktdaten (Name, Adresse, E-Mail, Telefon)"],
  ["identifikation", "Identifikationsdaten (z. B. AHV-Nummer, Ausweisnummer)"],
  ["finanz", "Finanzdaten (Konto, Kreditkarte, Einkommen)"],
  ["zugangsdaten", "Zugangsdaten (Passwörter, Tokens)"],
  ["gesundheit", "Gesundheitsdaten (besonders schützenswert)"],
  ["genetisch_biometrisch", "Genetische oder biometrische Daten (besonders schützenswert)"],
  ["religion_weltanschauung", "Religiöse oder weltanschauliche Ansichten (besonders schützenswert)"],
  ["politik_gewerkschaft", "Politische oder gewerkschaftliche Ansichten (besonders schützenswert)"],
  ["intimsphaere_herkunft", "Intimsphäre oder Herkunft (besonders schützenswert)"],
  ["strafrecht_sozialhilfe", "Strafverfolgung, Sanktionen oder Sozialhilfe (besonders schützenswert)"],
  ["sonstige", "Sonstige Personendaten"],
];

export const KINDS: [string, string][] = [
  ["vertraulichkeit", "Daten wurden Unbefugten bekannt oder zugänglich (Vertraulichkeit)"],
  ["integritaet", "Daten wurden verändert oder verfälscht (Integrität)"],
  ["verfuegbarkeit", "Daten gingen verloren oder waren nicht verfügbar (Verfügbarkeit)"],
];

export const SECTORS: [BreachForm["sector"], string][] = [
  ["andere", "Andere"],
  ["bank", "Bank (FINMA-beaufsichtigt)"],
  ["effekten", "Wertpapierhaus / Effektenhändler (FINMA-beaufsichtigt)"],
  ["versicherung_privat", "Privatversicherer, inkl. Zusatzversicherung (FINMA-beaufsichtigt)"],
  ["krankenversicherer_kvg", "Krankenversicherer der Grundversicherung (KVG, Aufsicht BAG)"],
  ["gesundheit", "Gesundheitswesen (Praxis, Spital, Spitex, Therapie)"],
];

export const RECIPIENTS: [BreachForm["recipient"], string][] = [
  ["unbekannt", "Unbekannt"],
  ["keiner", "Niemand Unbefugtes (z. B. nur Ausfall oder Verlust bei uns)"],
  ["vertrauenswuerdig_geloescht", "Bekannter, vertrauenswürdiger Empfänger – hat zurückgegeben oder Löschung bestätigt"],
  ["vertrauenswuerdig", "Bekannter, vertrauenswürdiger Empfänger – Löschung nicht bestätigt"],
  ["krimineller", "Kriminelle (Angreifer, Dieb)"],
  ["oeffentlich", "Öffentlich zugänglich (Internet, Aushang)"],
];

export const PERSONS_RANGES: [string, string][] = [
  ["", "Auch die Grössenordnung ist unbekannt"],
  ["1", "1 Person"],
  ["2-10", "2 bis 10"],
  ["11-100", "11 bis 100"],
  ["101-1000", "101 bis 1000"],
  ["1001-10000", "1001 bis 10 000"],
  [">10000", "mehr als 10 000"],
];

export interface BreachForm {
  role: "controller" | "processor";
  title: string;
  description: string;
  kinds: string[];
  categories: string[];
  /** null: "unbekannt" (then personsRange may give the order of magnitude). */
  personsApprox: number | null;
  personsRange?: string;
  recipient: "unbekannt" | "vertrauenswuerdig_geloescht" | "vertrauenswuerdig" | "krimineller" | "oeffentlich" | "keiner";
  copiesExist: "ja" | "nein" | "unbekannt";
  accessRuledOutByLogs: boolean;
  criticalFunction: boolean;
  recordsApprox?: number | null;
  encrypted: boolean;
  keySafe: boolean;
  accessedByThirdParty: "ja" | "nein" | "unbekannt";
  cyberAttack: boolean;
  occurredAt?: string | null;
  discoveredAt: string;
  containedAt: string | null;
  sector: "bank" | "effekten" | "versicherung_privat" | "krankenversicherer_kvg" | "gesundheit" | "andere";
  consequences: string;
  measuresTaken: string;
  measuresPlanned?: string;
  contactName: string;
  contactEmail: string;
  contactPhone?: string;
  controllerName?: string;
}

export interface AssessmentPart {
  id: string;
  label: string;
  duty: "ja" | "nein" | "pruefen";
  reasons: string[];
  deadline: string | null;
  provisions: Provision[];
}

export interface BreachFact {
  text: string;
  effect: "erhoeht" | "senkt";
  source: "formular" | "beschreibung";
}

export interface BreachResult {
  id?: string;
  assessment: { risk: string; role: BreachForm["role"]; sector: string; facts: BreachFact[]; parts: AssessmentPart[] };
  draft: string;
  documentation: { facts: string; effects: string; measures: string; reportedToEdoeb: boolean; keepUntilNote: string };
}
