// Which identification data (session 11, decision 023): asked only when "Identifikationsdaten" is
// ticked. A lawyer weighs an ID copy or an AHV number differently from a birth year, so the form asks;
// "Unbekannt, welche" is an answer of its own and stands alone. Nothing chosen leaves the field out.
import { IDENTIFICATION_KINDS, type BreachForm } from "./types";

type Kinds = BreachForm["identificationKinds"];
type Kind = NonNullable<Kinds>[number];

/** The choice after clicking `kind`: "unbekannt" replaces the others and they replace it; an empty choice is no answer. */
export function toggleIdentification(kinds: Kinds, kind: Kind): Kinds {
  const current = kinds ?? [];
  if (current.includes(kind)) {
    const rest = current.filter((k) => k !== kind);
    return rest.length ? rest : undefined;
  }
  return kind === "unbekannt" ? ["unbekannt"] : [...current.filter((k) => k !== "unbekannt"), kind];
}

export function IdentificationFields({
  kinds,
  error,
  onChange,
}: {
  kinds: Kinds;
  /** The server's reason when it refused the choice. */
  error?: string;
  onChange: (kinds: Kinds) => void;
}) {
  return (
    <fieldset className="ml-6 flex flex-col gap-2 border-l pl-4" aria-describedby={error ? "identificationKinds-error" : undefined}>
      <legend className="text-sm font-medium">Welche Identifikationsdaten? (Mehrfachauswahl)</legend>
      {IDENTIFICATION_KINDS.map(([value, label]) => (
        <label key={value} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={kinds?.includes(value) ?? false}
            onChange={() => onChange(toggleIdentification(kinds, value))}
          />{" "}
          {label}
        </label>
      ))}
      {error && (
        <p id="identificationKinds-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
