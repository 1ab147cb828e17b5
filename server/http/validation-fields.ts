// Turns the schema validator's findings into the product API's `fields` list: which field was
// refused and why, in German, so a form can mark it. Ajv's own messages are English and name
// JSON pointers; neither reaches a user of /api.
import type { FastifySchemaValidationError } from "fastify";

export interface FieldProblem {
  field: string;
  message: string;
}

type Params = Record<string, unknown>;

function german(keyword: string, params: Params): string {
  switch (keyword) {
    case "required":
      return "Dieses Feld fehlt.";
    case "type": {
      const type = String(params.type ?? "")
        .split(",")
        .filter((t) => t !== "null")[0];
      const what: Record<string, string> = {
        string: "ein Text",
        integer: "eine ganze Zahl",
        number: "eine Zahl",
        boolean: "ja oder nein (true/false)",
        array: "eine Liste",
        object: "ein Objekt",
      };
      return `Hier wird ${what[type ?? ""] ?? "ein anderer Wert"} erwartet.`;
    }
    case "minLength":
      return Number(params.limit) === 1 ? "Dieses Feld darf nicht leer sein." : `Mindestens ${String(params.limit)} Zeichen.`;
    case "maxLength":
      return `Höchstens ${String(params.limit)} Zeichen.`;
    case "minimum":
      return `Der Wert muss mindestens ${String(params.limit)} sein.`;
    case "maximum":
      return `Der Wert darf höchstens ${String(params.limit)} sein.`;
    case "minItems":
      return Number(params.limit) === 1 ? "Bitte mindestens einen Eintrag wählen." : `Mindestens ${String(params.limit)} Einträge.`;
    case "maxItems":
      return `Höchstens ${String(params.limit)} Einträge.`;
    case "uniqueItems":
      return "Jeder Eintrag darf nur einmal vorkommen.";
    case "enum":
    case "const":
      return "Dieser Wert ist nicht zulässig.";
    case "pattern":
    case "format":
      return "Das Format ist ungültig.";
    case "additionalProperties":
      return "Dieses Feld ist unbekannt.";
    default:
      return "Dieser Wert ist ungültig.";
  }
}

/** `/kinds/0` → `kinds.0`; a missing or unknown property is named by itself (Ajv reports it at its parent). */
function fieldName(problem: FastifySchemaValidationError, context: string): string {
  const path = problem.instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));
  const params = problem.params as Params;
  if (problem.keyword === "required" && typeof params.missingProperty === "string") path.push(params.missingProperty);
  if (problem.keyword === "additionalProperties" && typeof params.additionalProperty === "string") path.push(params.additionalProperty);
  return path.length ? path.join(".") : context;
}

export function validationFields(problems: readonly FastifySchemaValidationError[], context: string): FieldProblem[] {
  return problems.map((problem) => ({
    field: fieldName(problem, context),
    message: german(problem.keyword, problem.params as Params),
  }));
}
