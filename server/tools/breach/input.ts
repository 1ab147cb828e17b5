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

export const KINDS = ["vertraulichkeit", "integritaet", "verfuegbarkeit"] as const;
export const SECTORS = ["bank", "versicherung", "gesundheit", "andere"] as const;
export const ACCESS = ["ja", "nein", "unbekannt"] as const;

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
    personsApprox: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
    recordsApprox: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }))),
    encrypted: Type.Boolean(),
    keySafe: Type.Optional(Type.Boolean()),
    /** Did an unauthorised person actually get the data? */
    accessedByThirdParty: StringEnum(ACCESS),
    cyberAttack: Type.Optional(Type.Boolean()),
    occurredAt: dateTime,
    discoveredAt: Type.String({ minLength: 10, maxLength: 40, pattern: DATE_TIME }),
    containedAt: dateTime,
    sector: StringEnum(SECTORS),
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
/** The form as logic and storage see it: every field present (normalise() fills the optional ones). */
export type BreachInput = Required<BreachBody>;

/** Fills optional fields so that logic and storage always see the full shape. */
export function normalise(body: BreachBody): BreachInput {
  return {
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
  };
}
