// The fields that decide who must act and how high the risk is: the role (controller or processor,
// asked first) and who got the data, whether copies exist, and the decisive facts answered "Ja",
// "Nein" or "Unbekannt" (the key, the outflow, the logs, whether the recipient knows the persons).
// "Keine Angabe" leaves a fact unanswered, so that the server may read it from the description.
import { Label } from "@/components/ui/label";
import { ANSWERS, RECIPIENTS, type BreachForm, type FactAnswer } from "./types";

// w-full: a native select is as wide as its longest option, which would overflow a 375 px screen.
export const select = "h-9 w-full min-w-0 rounded-md border bg-transparent px-3 text-sm";

export function RoleFieldset({ role, onChange }: { role: BreachForm["role"]; onChange: (role: BreachForm["role"]) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-semibold">Ihre Rolle</legend>
      <p className="text-sm text-muted-foreground">
        Bearbeiten Sie die betroffenen Daten für eigene Zwecke oder im Auftrag eines Kunden? Davon hängen Ihre Pflichten ab.
      </p>
      <label className="flex items-start gap-2 text-sm">
        <input type="radio" name="b-role" className="mt-1" checked={role === "controller"} onChange={() => onChange("controller")} />{" "}
        Verantwortlicher: Wir bearbeiten die Daten für eigene Zwecke
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input type="radio" name="b-role" className="mt-1" checked={role === "processor"} onChange={() => onChange("processor")} />{" "}
        Auftragsbearbeiter: Wir bearbeiten die Daten im Auftrag eines Kunden (z. B. Lohnbüro, Hosting, IT-Betreuung)
      </label>
    </fieldset>
  );
}

export function ExposureFields({
  form,
  set,
}: {
  form: BreachForm;
  set: <K extends keyof BreachForm>(key: K, value: BreachForm[K]) => void;
}) {
  return (
    <>
      <Label htmlFor="b-recipient">Wer hat die Daten erhalten?</Label>
      <select
        id="b-recipient"
        className={select}
        value={form.recipient}
        onChange={(e) => set("recipient", e.target.value as BreachForm["recipient"])}
      >
        {RECIPIENTS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <Label htmlFor="b-copies">Gibt es Kopien der Daten ausserhalb Ihrer Kontrolle?</Label>
      <select
        id="b-copies"
        className={select}
        value={form.copiesExist}
        onChange={(e) => set("copiesExist", e.target.value as BreachForm["copiesExist"])}
      >
        <option value="unbekannt">Unbekannt</option>
        <option value="ja">Ja</option>
        <option value="nein">Nein</option>
      </select>
      <AnswerSelect
        id="b-outflow"
        label="Sind Daten nachweislich abgeflossen (kopiert, heruntergeladen, weitergegeben)?"
        value={form.dataOutflow}
        names={{ ja: "Ja, nachgewiesen", nein: "Nein, ausgeschlossen", unbekannt: "Unbekannt, die Untersuchung läuft" }}
        onChange={(answer) => set("dataOutflow", answer ?? undefined)}
      />
      <AnswerSelect
        id="b-logs"
        label="Schliessen Protokolle (Logs) einen unbefugten Zugriff aus?"
        value={form.accessRuledOutByLogs}
        names={{ nein: "Nein, es gibt keine oder sie zeigen Zugriffe", unbekannt: "Unbekannt, die Auswertung läuft" }}
        onChange={(answer) => set("accessRuledOutByLogs", answer ?? false)}
      />
      {KNOWN_RECIPIENTS.has(form.recipient) && (
        <AnswerSelect
          id="b-knows"
          label="Kennt der Empfänger die betroffenen Personen (z. B. Nachbarin, Arbeitskollege, gleiches Dorf)?"
          value={form.recipientKnowsPersons}
          onChange={(answer) => set("recipientKnowsPersons", answer ?? undefined)}
        />
      )}
    </>
  );
}

/** Recipients who may be a person in the persons' own surroundings (not criminals, the public or nobody). */
const KNOWN_RECIPIENTS: ReadonlySet<BreachForm["recipient"]> = new Set(["unbekannt", "vertrauenswuerdig", "vertrauenswuerdig_geloescht"]);

/** The key of encrypted data: asked only when the data were encrypted. */
export function KeyField({ form, set }: { form: BreachForm; set: <K extends keyof BreachForm>(key: K, value: BreachForm[K]) => void }) {
  if (!form.encrypted) return null;
  return (
    <AnswerSelect
      id="b-key"
      label="Ist der Schlüssel sicher (nicht mit den Daten abhandengekommen oder kopiert)?"
      value={form.keySafe}
      onChange={(answer) => set("keySafe", answer ?? false)}
    />
  );
}

/** The select's value for a stored answer: an old ticked checkbox is "ja", an unticked one no answer. */
export function selectValue(value: FactAnswer | undefined): "" | "ja" | "nein" | "unbekannt" {
  if (value === true) return "ja";
  if (value === false || value === undefined) return "";
  return value;
}

function AnswerSelect({
  id,
  label,
  value,
  names = {},
  onChange,
}: {
  id: string;
  label: string;
  value: FactAnswer | undefined;
  names?: Partial<Record<"ja" | "nein" | "unbekannt", string>>;
  onChange: (answer: "ja" | "nein" | "unbekannt" | null) => void;
}) {
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={select}
        value={selectValue(value)}
        onChange={(e) => onChange(e.target.value === "" ? null : (e.target.value as "ja" | "nein" | "unbekannt"))}
      >
        {ANSWERS.map(([answer, name]) => (
          <option key={answer} value={answer}>
            {answer === "" ? name : (names[answer] ?? name)}
          </option>
        ))}
      </select>
    </>
  );
}
