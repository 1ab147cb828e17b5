// The breach form's fields: one definition for the JSON schema and the TypeScript type.
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

export interface BreachInput {
  title: string;
  description: string;
  /** Confidentiality (disclosed), integrity (altered) or availability (lost). */
  kinds: (typeof KINDS)[number][];
  categories: DataCategory[];
  personsApprox: number;
  recordsApprox: number | null;
  encrypted: boolean;
  keySafe: boolean;
  /** Did an unauthorised person actually get the data? */
  accessedByThirdParty: (typeof ACCESS)[number];
  cyberAttack: boolean;
  occurredAt: string | null;
  discoveredAt: string;
  containedAt: string | null;
  sector: (typeof SECTORS)[number];
  consequences: string;
  measuresTaken: string;
  measuresPlanned: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  controllerName: string;
}

const text = (max: number) => ({ type: "string", maxLength: max }) as const;
const dateTime = {
  type: ["string", "null"],
  maxLength: 40,
  pattern: "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})?)?$",
} as const;

export const breachInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "kinds", "categories", "personsApprox", "encrypted", "accessedByThirdParty", "discoveredAt", "sector"],
  properties: {
    title: { type: "string", minLength: 1, maxLength: 200 },
    description: text(5000),
    kinds: { type: "array", maxItems: 3, uniqueItems: true, items: { type: "string", enum: KINDS } },
    categories: {
      type: "array",
      minItems: 1,
      maxItems: DATA_CATEGORIES.length,
      uniqueItems: true,
      items: { type: "string", enum: DATA_CATEGORIES },
    },
    personsApprox: { type: "integer", minimum: 0, maximum: 1_000_000_000 },
    recordsApprox: { type: ["integer", "null"], minimum: 0, maximum: 1_000_000_000_000 },
    encrypted: { type: "boolean" },
    keySafe: { type: "boolean" },
    accessedByThirdParty: { type: "string", enum: ACCESS },
    cyberAttack: { type: "boolean" },
    occurredAt: dateTime,
    discoveredAt: { ...dateTime, type: "string", minLength: 10 },
    containedAt: dateTime,
    sector: { type: "string", enum: SECTORS },
    consequences: text(5000),
    measuresTaken: text(5000),
    measuresPlanned: text(5000),
    contactName: text(200),
    contactEmail: text(200),
    contactPhone: text(60),
    controllerName: text(200),
  },
} as const;

/** Fills optional fields so that logic and storage always see the full shape. */
export function normalise(
  body: Partial<BreachInput> &
    Pick<
      BreachInput,
      "title" | "categories" | "personsApprox" | "encrypted" | "accessedByThirdParty" | "discoveredAt" | "sector" | "kinds"
    >,
): BreachInput {
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
