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

export interface BreachForm {
  title: string;
  description: string;
  kinds: string[];
  categories: string[];
  personsApprox: number;
  recordsApprox?: number | null;
  encrypted: boolean;
  keySafe: boolean;
  accessedByThirdParty: "ja" | "nein" | "unbekannt";
  cyberAttack: boolean;
  occurredAt?: string | null;
  discoveredAt: string;
  containedAt: string | null;
  sector: "bank" | "versicherung" | "gesundheit" | "andere";
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

export interface BreachResult {
  id?: string;
  assessment: { risk: string; parts: AssessmentPart[] };
  draft: string;
  documentation: { facts: string; effects: string; measures: string; reportedToEdoeb: boolean; keepUntilNote: string };
}
