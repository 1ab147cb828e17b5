// Form for one processing activity with the contents of Art. 12 para. 2 DSG.
import { useEffect, useState, type FormEvent } from "react";
import type { FieldError } from "@shared/api";
import type { RecordBody } from "@server/tools/records/contracts";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The form's state: the request body of /api/tools/records with every field present. */
export type RecordForm = Required<RecordBody>;

/** A saved record's form; fields added after it was saved take their empty value. */
export const recordFormOf = (data: Partial<RecordBody>): RecordForm => ({ ...EMPTY_RECORD, ...data });

export const EMPTY_RECORD: RecordForm = {
  title: "",
  controller: "",
  purpose: "",
  dataSubjects: "",
  dataCategories: "",
  recipients: "",
  retention: "",
  security: "",
  abroad: "",
  guarantees: "",
  employeesOnJan1: 0,
  largeScaleSensitive: false,
  highRiskProfiling: false,
};

const FIELDS: { key: keyof RecordForm; label: string; required?: boolean; max: number }[] = [
  { key: "title", label: "Bezeichnung der Bearbeitungstätigkeit", required: true, max: 200 },
  { key: "controller", label: "Identität des Verantwortlichen", required: true, max: 500 },
  { key: "purpose", label: "Bearbeitungszweck", required: true, max: 2000 },
  { key: "dataSubjects", label: "Kategorien betroffener Personen", required: true, max: 2000 },
  { key: "dataCategories", label: "Kategorien bearbeiteter Personendaten", required: true, max: 2000 },
  { key: "recipients", label: "Kategorien der Empfängerinnen und Empfänger", max: 2000 },
  { key: "retention", label: "Aufbewahrungsdauer oder Kriterien dafür", max: 2000 },
  { key: "security", label: "Massnahmen zur Datensicherheit (Art. 8 DSG)", max: 4000 },
  { key: "abroad", label: "Staaten im Ausland, in die Daten bekanntgegeben werden", max: 2000 },
  { key: "guarantees", label: "Garantien nach Art. 16 DSG", max: 2000 },
];

export function RecordFormView({
  initial,
  busy,
  onSubmit,
  serverErrors,
}: {
  initial: RecordForm;
  busy: boolean;
  onSubmit: (form: RecordForm) => void;
  /** The fields the server refused (`validation_failed` with `fields`), shown next to each field. */
  serverErrors?: FieldError[];
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (serverErrors?.length) setErrors(Object.fromEntries(serverErrors.map((problem) => [problem.field.split(".")[0], problem.message])));
  }, [serverErrors]);
  const set = <K extends keyof RecordForm>(key: K, value: RecordForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const f of FIELDS) if (f.required && !String(form[f.key]).trim()) next[f.key] = "Dieses Feld ist erforderlich.";
    if (form.abroad.trim() && !form.guarantees.trim()) next.guarantees = "Bei Bekanntgabe ins Ausland geben Sie bitte die Garantien an.";
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit(form);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Inhalt nach Art. 12 Abs. 2 DSG</legend>
        {FIELDS.map((f) => (
          <div key={f.key} className="flex flex-col gap-1">
            <Label htmlFor={`r-${f.key}`}>
              {f.label}
              {f.required ? " (erforderlich)" : ""}
            </Label>
            <Input
              id={`r-${f.key}`}
              value={String(form[f.key])}
              maxLength={f.max}
              aria-invalid={!!errors[f.key]}
              aria-describedby={errors[f.key] ? `r-${f.key}-error` : undefined}
              onChange={(e) => set(f.key, e.target.value as never)}
            />
            {errors[f.key] && (
              <p id={`r-${f.key}-error`} className="text-sm text-destructive">
                {errors[f.key]}
              </p>
            )}
          </div>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Ausnahme nach Art. 24 DSV</legend>
        <Label htmlFor="r-employees">Mitarbeitende am 1. Januar</Label>
        <Input
          id="r-employees"
          type="number"
          min={0}
          value={form.employeesOnJan1}
          aria-invalid={!!errors.employeesOnJan1}
          aria-describedby={errors.employeesOnJan1 ? "r-employeesOnJan1-error" : undefined}
          onChange={(e) => set("employeesOnJan1", Math.max(0, Number(e.target.value) || 0))}
        />
        {errors.employeesOnJan1 && (
          <p id="r-employeesOnJan1-error" className="text-sm text-destructive">
            {errors.employeesOnJan1}
          </p>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={form.largeScaleSensitive} onChange={(e) => set("largeScaleSensitive", e.target.checked)} />{" "}
          Besonders schützenswerte Personendaten werden in grossem Umfang bearbeitet
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={form.highRiskProfiling} onChange={(e) => set("highRiskProfiling", e.target.checked)} /> Profiling
          mit hohem Risiko
        </label>
      </fieldset>
      <Button type="submit" disabled={busy} className="self-start">
        Speichern
      </Button>
    </form>
  );
}
