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

export interface BreachForm {
  title: string;
  description: string;
  kinds: string[];
  categories: string[];
  personsApprox: number;
  encrypted: boolean;
  keySafe: boolean;
  accessedByThirdParty: "ja" | "nein" | "unbekannt";
  cyberAttack: boolean;
  discoveredAt: string;
  containedAt: string | null;
  sector: "bank" | "versicherung" | "gesundheit" | "andere";
  consequences: string;
  measuresTaken: string;
  contactName: string;
  contactEmail: string;
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
