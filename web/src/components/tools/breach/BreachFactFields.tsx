// The fields that decide who must act and how high the risk is: the role (controller or processor,
// asked first) and who got the data, whether copies exist, whether logs rule out access.
import { Label } from "@/components/ui/label";
import { RECIPIENTS, type BreachForm } from "./types";

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
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={form.accessRuledOutByLogs} onChange={(e) => set("accessRuledOutByLogs", e.target.checked)} />{" "}
        Protokolle (Logs) schliessen einen unbefugten Zugriff aus
      </label>
    </>
  );
}
