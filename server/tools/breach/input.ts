// The breach form's fields: one TypeBox value is the JSON schema and, through Static<>, the type.
import { Type, type Static } from "@sinclair/typebox";
import { Nullable, StringEnum } from "../../http/contracts.js";

export const DATA_CATEGORIES = [
  "kontakt",
  "identifikation",
  "finanz",
  "zugangsdaten",
  "gesundheit",
  "genetisch_biometrisch",
  "religion_weltanschauung",
  "politik_gewerkschaft",
  "intimsphaere_herkunft",
  "strafrecht_sozialhilfe",
  "sonstige",
] as const;
export type DataCategory = (typeof DATA_CATEGORIES)[number];

/** Categories that are "besonders schützenswert" under Art. 5 lit. c DSG. */
export const SENSITIVE: ReadonlySet<DataCategory> = new Set([
  "gesundheit",
  "genetisch_biometrisch",
  "religion_weltanschauung",
  "politik_gewerkschaft",
  "intimsphaere_herkunft",
  "strafrecht_sozialhilfe",
]);

export const CATEGORY_LABELS: Record<DataCategory, string> = {
  kontakt: "Kontaktdaten (Name, Adresse, E-Mail, Telefon)",
  identifikation: "Identifikationsdaten (z. B. AHV-Nummer, Ausweisnummer)",
  finanz: "Finanzdaten (Konto, Kreditkarte, Einkommen)",
  zugangsdaten: "Zugangsdaten (Passwörter, Tokens)",
  gesundheit: "Gesundheitsdaten",
  genetisch_biometrisch: "Genetische oder biometrische Daten",
  religion_weltanschauung: "Religiöse oder weltanschauliche Ansichten",
  politik_gewerkschaft: "Politische oder gewerkschaftliche Ansichten",
  intimsphaere_herkunft: "Intimsphäre oder Herkunft",
  strafrecht_sozialhilfe: "Strafverfolgung, Sanktionen oder Sozialhilfe",
  sonstige: "Sonstige Personendaten",
};

/**
 * Which identification data (session 11): what a lawyer needs to weigh them. An identity document, an
 * AHV number, a customer or insured person's number or a signature let someone pose as the person;
 * name and address, a birth date or an organisation's internal number alone do not. "unbekannt" is
 * an answer (the decision table decides both ways), to be given alone.
 */
export const IDENTIFICATION_KINDS = [
  "name_adresse",
  "geburtsdatum",
  "interne_nummer",
  "kundennummer",
  "ahv",
  "ausweis",
  "unterschrift",
  "unbekannt",
] as const;
export type IdentificationKind = (typeof IDENTIFICATION_KINDS)[number];
/** The kinds that let someone pose as the person (the form's own example of the bare tick). */
export const IDENTITY_KEYS: ReadonlySet<IdentificationKind> = new Set(["kundennummer", "ahv", "ausweis", "unterschrift"]);
export const IDENTIFICATION_LABELS: Record<IdentificationKind, string> = {
  name_adresse: "Nur Name und Adresse",
  geburtsdatum: "Geburtsdatum oder Jahrgang",
  interne_nummer: "Interne Nummer (z. B. Personal- oder Mitgliedernummer)",
  kundennummer: "Kunden-, Versicherten- oder Vertragsnummer",
  ahv: "AHV-Nummer",
  ausweis: "Ausweis oder Pass (Kopie oder Nummer)",
  unterschrift: "Unterschrift",
  unbekannt: "Unbekannt, welche",
};

/** The kinds as words inside a sentence (the draft's list of categories, the facts on the page). */
const IDENTIFICATION_PHRASES: Record<IdentificationKind, string> = {
  name_adresse: "Name und Adresse",
  geburtsdatum: "Geburtsdatum oder Jahrgang",
  interne_nummer: "interne Nummer (z. B. Personal- oder Mitgliedernummer)",
  kundennummer: "Kunden-, Versicherten- oder Vertragsnummer",
  ahv: "AHV-Nummer",
  ausweis: "Ausweis oder Pass (Kopie oder Nummer)",
  unterschrift: "Unterschrift",
  unbekannt: "welche, ist unbekannt",
};
export function identificationList(kinds: readonly IdentificationKind[]): string {
  return kinds.map((k) => IDENTIFICATION_PHRASES[k]).join(", ");
}

export const KINDS = ["vertraulichkeit", "integritaet", "verfuegbarkeit"] as const;
/**
 * Sectors by their supervision: banks, securities firms and private insurers (FINMA), basic health
 * insurers (KVG, BAG), health-care providers (professional secrecy), others. "versicherung" is the
 * older form's value for a private insurer: still accepted, stored as "versicherung_privat".
 */
export const SECTORS = ["bank", "effekten", "versicherung_privat", "krankenversicherer_kvg", "gesundheit", "andere"] as const;
export type Sector = (typeof SECTORS)[number];
const ACCEPTED_SECTORS = [...SECTORS, "versicherung"] as const;
export const FINMA_SECTORS: ReadonlySet<Sector> = new Set(["bank", "effekten", "versicherung_privat"]);
export const ACCESS = ["ja", "nein", "unbekannt"] as const;
/** A decisive fact as the user answers it: "unbekannt" is an answer, not a missing one. */
export type Answer = (typeof ACCESS)[number];
export const ROLES = ["controller", "processor"] as const;
export const PERSONS_RANGES = ["1", "2-10", "11-100", "101-1000", "1001-10000", ">10000"] as const;
export type PersonsRange = (typeof PERSONS_RANGES)[number];
/**
 * Who got the data: nobody known, a known trustworthy recipient who confirmed deletion or returned
 * them, a known trustworthy recipient, a criminal, the public, or nobody at all.
 */
export const RECIPIENTS = [
  "unbekannt",
  "vertrauenswuerdig_geloescht",
  "vertrauenswuerdig",
  "krimineller",
  "oeffentlich",
  "keiner",
] as const;
export type Recipient = (typeof RECIPIENTS)[number];

/**
 * A fact the older form asked as a checkbox (keySafe, accessRuledOutByLogs): its boolean forced a
 * guess, so an unticked box says nothing and description cues may fill it; "ja"/"nein"/"unbekannt"
 * is the user's own answer and decides (decision 023, session 9).
 */
const answerOrLegacy = Type.Optional(Type.Union([Type.Boolean(), StringEnum(ACCESS)]));
const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const DATE_TIME = "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})?)?$";
const dateTime = Type.Optional(Nullable(Type.String({ maxLength: 40, pattern: DATE_TIME })));

/** The body of POST/PUT /api/tools/breaches: validated by Fastify, typed through Static<>. */
export const breachInputSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: text(5000),
    /** Confidentiality (disclosed), integrity (altered) or availability (lost). */
    kinds: Type.Array(StringEnum(KINDS), { maxItems: 3, uniqueItems: true }),
    categories: Type.Array(StringEnum(DATA_CATEGORIES), { minItems: 1, maxItems: DATA_CATEGORIES.length, uniqueItems: true }),
    /** Which identification data, when "identifikation" is ticked. Absent: not answered (the description may speak). */
    identificationKinds: Type.Optional(
      Type.Array(StringEnum(IDENTIFICATION_KINDS), { minItems: 1, maxItems: IDENTIFICATION_KINDS.length, uniqueItems: true }),
    ),
    /** Controller (default) or processor (Art. 24 Abs. 3 DSG: informs the controller). */
    role: Type.Optional(StringEnum(ROLES)),
    /** null: "unbekannt"; personsRange may then narrow it down. */
    personsApprox: Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
    personsRange: Type.Optional(StringEnum(PERSONS_RANGES)),
    recordsApprox: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }))),
    encrypted: Type.Boolean(),
    /** The key of encrypted data stayed safe (not lost or copied with them). */
    keySafe: answerOrLegacy,
    /** Did an unauthorised person actually get the data? */
    accessedByThirdParty: StringEnum(ACCESS),
    cyberAttack: Type.Optional(Type.Boolean()),
    /** FINMA-AM 05/2020: the attack hit a critical function (or its critical assets). */
    criticalFunction: Type.Optional(Type.Boolean()),
    recipient: Type.Optional(StringEnum(RECIPIENTS)),
    /** Whether copies of the data exist outside the controller's hands. */
    copiesExist: Type.Optional(StringEnum(ACCESS)),
    /** Logs prove that nobody unauthorised accessed the data. */
    accessRuledOutByLogs: answerOrLegacy,
    /** Did data demonstrably leave (copied, downloaded, passed on)? "unbekannt": the investigation runs. Absent: not answered. */
    dataOutflow: Type.Optional(StringEnum(ACCESS)),
    /** Does the (unintended) recipient know the persons concerned (a neighbour, a colleague, the same village)? */
    recipientKnowsPersons: Type.Optional(StringEnum(ACCESS)),
    occurredAt: dateTime,
    discoveredAt: Type.String({ minLength: 10, maxLength: 40, pattern: DATE_TIME }),
    containedAt: dateTime,
    sector: StringEnum(ACCEPTED_SECTORS),
    consequences: text(5000),
    measuresTaken: text(5000),
    measuresPlanned: text(5000),
    contactName: text(200),
    contactEmail: text(200),
    contactPhone: text(60),
    controllerName: text(200),
  },
  { additionalProperties: false },
);
export type BreachBody = Static<typeof breachInputSchema>;
/** Fields that stay absent when the form does not answer them: absence lets the description speak. */
type Unanswered = "personsRange" | "dataOutflow" | "recipientKnowsPersons" | "identificationKinds";
/** The form as logic and storage see it: every other field present (normalise() fills the optional ones). */
export type BreachInput = Required<Omit<BreachBody, "sector" | Unanswered>> &
  Pick<BreachBody, "dataOutflow" | "recipientKnowsPersons" | "identificationKinds"> & { sector: Sector; personsRange?: PersonsRange };

/** What the schema cannot say about the identification kinds: a field's name and the German reason, or null. */
export function identificationProblem(body: BreachBody): { field: string; message: string } | null {
  const kinds = body.identificationKinds;
  if (!kinds) return null;
  if (!body.categories.includes("identifikation"))
    return { field: "identificationKinds", message: "Nur anzugeben, wenn Identifikationsdaten betroffen sind." };
  if (kinds.includes("unbekannt") && kinds.length > 1)
    return { field: "identificationKinds", message: "«Unbekannt, welche» lässt sich nicht mit anderen Angaben verbinden." };
  return null;
}

/**
 * Fills optional fields so that logic and storage always see the full shape. Also applied to rows
 * stored by older versions (no role, no recipient, sector "versicherung"), so they still load.
 */
export function normalise(body: BreachBody): BreachInput {
  return {
    role: "controller",
    criticalFunction: false,
    recipient: "unbekannt",
    copiesExist: "unbekannt",
    accessRuledOutByLogs: false,
    description: "",
    recordsApprox: null,
    keySafe: false,
    cyberAttack: false,
    occurredAt: null,
    containedAt: null,
    consequences: "",
    measuresTaken: "",
    measuresPlanned: "",
    contactName: "",
    contactEmail: "",
    contactPhone: "",
    controllerName: "",
    ...body,
    sector: body.sector === "versicherung" ? "versicherung_privat" : body.sector,
  };
}
