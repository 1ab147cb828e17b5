import type { BreachBody, Evaluation } from "@server/tools/breach/contracts";

export const CATEGORIES: [BreachBody["categories"][number], string][] = [
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

/** Which identification data (shown when "identifikation" is ticked); "unbekannt" stands alone. */
export const IDENTIFICATION_KINDS: [NonNullable<BreachBody["identificationKinds"]>[number], string][] = [
  ["name_adresse", "Nur Name und Adresse"],
  ["geburtsdatum", "Geburtsdatum oder Jahrgang"],
  ["interne_nummer", "Interne Nummer (z. B. Personal- oder Mitgliedernummer)"],
  ["kundennummer", "Kunden-, Versicherten- oder Vertragsnummer"],
  ["ahv", "AHV-Nummer"],
  ["ausweis", "Ausweis oder Pass (Kopie oder Nummer)"],
  ["unterschrift", "Unterschrift"],
  ["unbekannt", "Unbekannt, welche"],
];

export const KINDS: [BreachBody["kinds"][number], string][] = [
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

/** The answers to a decisive fact; "" is "keine Angabe" (the field is left out). */
export const ANSWERS: ["" | "ja" | "nein" | "unbekannt", string][] = [
  ["", "Keine Angabe"],
  ["ja", "Ja"],
  ["nein", "Nein"],
  ["unbekannt", "Unbekannt"],
];

export const PERSONS_RANGES: ["" | NonNullable<BreachBody["personsRange"]>, string][] = [
  ["", "Auch die Grössenordnung ist unbekannt"],
  ["1", "1 Person"],
  ["2-10", "2 bis 10"],
  ["11-100", "11 bis 100"],
  ["101-1000", "101 bis 1000"],
  ["1001-10000", "1001 bis 10 000"],
  [">10000", "mehr als 10 000"],
];

/** The request body as the server's TypeBox schema types it (server/tools/breach/input.ts, through contracts.ts): one source for both. */
type Body = BreachBody;
/** Answered only when the user picks an answer: absent, the server may read the description instead. */
type Unanswered = "personsRange" | "dataOutflow" | "recipientKnowsPersons" | "identificationKinds";
/** The form as the page holds it: every other field filled; the older sector value "versicherung" is never offered. */
export type BreachForm = Required<Omit<Body, Unanswered | "sector">> &
  Pick<Body, Unanswered> & { sector: Exclude<Body["sector"], "versicherung"> };
/** A decisive fact's answer ("ja", "nein", "unbekannt"); false is an old unticked checkbox: no answer. */
export type FactAnswer = NonNullable<Body["keySafe"]>;

/** An assessment as the server sends it; `id` when it belongs to a saved breach. */
export type BreachResult = Evaluation & { id?: string };
