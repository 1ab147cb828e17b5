// The guided breach form: accessible fieldsets with labels; errors next to the field.
import { Fragment, useEffect, useState, type FormEvent } from "react";
import type { FieldError } from "@shared/api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ExposureFields, KeyField, RoleFieldset, select } from "./BreachFactFields";
import { IdentificationFields } from "./IdentificationFields";
import type { BreachBody } from "@server/tools/breach/contracts";
import { CATEGORIES, KINDS, PERSONS_RANGES, SECTORS, type BreachForm } from "./types";

export const EMPTY_BREACH: BreachForm = {
  role: "controller",
  recipient: "unbekannt",
  copiesExist: "unbekannt",
  accessRuledOutByLogs: false,
  criticalFunction: false,
  title: "",
  description: "",
  kinds: ["vertraulichkeit"],
  categories: [],
  personsApprox: 0,
  recordsApprox: null,
  encrypted: false,
  keySafe: false,
  accessedByThirdParty: "unbekannt",
  cyberAttack: false,
  occurredAt: null,
  discoveredAt: "",
  containedAt: null,
  sector: "andere",
  consequences: "",
  measuresTaken: "",
  measuresPlanned: "",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  controllerName: "",
};

/** A saved breach's form; fields added after it was saved take their empty value. */
export function breachFormOf(data: Partial<BreachBody>): BreachForm {
  const form = { ...EMPTY_BREACH, ...data };
  // The server sends old rows normalised; an old row's sector is the private insurer's.
  return { ...form, sector: form.sector === "versicherung" ? "versicherung_privat" : form.sector };
}

const area = "min-h-24 w-full rounded-md border bg-transparent px-3 py-2 text-sm";

export function BreachFormView({
  initial,
  busy,
  onSubmit,
  serverErrors,
}: {
  initial: BreachForm;
  busy: boolean;
  onSubmit: (form: BreachForm) => void;
  /** The fields the server refused (`validation_failed` with `fields`), shown next to each field. */
  serverErrors?: FieldError[];
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!serverErrors?.length) return;
    // "kinds.0" is the list "kinds": the message belongs next to the whole group.
    setErrors(Object.fromEntries(serverErrors.map((problem) => [problem.field.split(".")[0], problem.message])));
  }, [serverErrors]);
  const set = <K extends keyof BreachForm>(key: K, value: BreachForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const toggle = <K extends "kinds" | "categories">(key: K, value: BreachForm[K][number]) =>
    setForm((f) => {
      const list = f[key] as BreachForm[K][number][];
      const next = { ...f, [key]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value] };
      // Which identification data belong to the category: without it the server would refuse them.
      return next.categories.includes("identifikation") ? next : { ...next, identificationKinds: undefined };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!form.title.trim()) next.title = "Bitte geben Sie einen kurzen Titel ein.";
    if (form.categories.length === 0) next.categories = "Bitte wählen Sie mindestens eine Datenkategorie.";
    if (!form.discoveredAt) next.discoveredAt = "Bitte geben Sie an, wann die Verletzung entdeckt wurde.";
    if (form.kinds.length === 0) next.kinds = "Bitte wählen Sie mindestens eine Art der Verletzung.";
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit(form);
  };
  const invalid = (key: string) => ({
    "aria-invalid": !!errors[key],
    "aria-describedby": errors[key] ? `${key}-error` : undefined,
  });
  const err = (key: string) =>
    errors[key] ? (
      <p id={`${key}-error`} className="text-sm text-destructive">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <RoleFieldset role={form.role} onChange={(role) => set("role", role)} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Was ist passiert?</legend>
        <Label htmlFor="b-title">Titel</Label>
        <Input
          id="b-title"
          value={form.title}
          maxLength={200}
          aria-invalid={!!errors.title}
          aria-describedby={errors.title ? "title-error" : undefined}
          onChange={(e) => set("title", e.target.value)}
        />
        {err("title")}
        <Label htmlFor="b-description">Beschreibung</Label>
        <textarea
          id="b-description"
          className={area}
          maxLength={5000}
          value={form.description}
          onChange={(e) => set("description", e.target.value)}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={form.cyberAttack} onChange={(e) => set("cyberAttack", e.target.checked)} /> Cyber-Angriff (z. B.
          Hacking, Ransomware)
        </label>
        {form.cyberAttack && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={form.criticalFunction} onChange={(e) => set("criticalFunction", e.target.checked)} /> Der
            Angriff traf eine kritische Funktion (für FINMA-Beaufsichtigte massgebend)
          </label>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.kinds ? "kinds-error" : undefined}>
        <legend className="mb-2 text-lg font-semibold">Art der Verletzung</legend>
        {KINDS.map(([value, label]) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" checked={form.kinds.includes(value)} onChange={() => toggle("kinds", value)} /> {label}
          </label>
        ))}
        {err("kinds")}
      </fieldset>
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.categories ? "categories-error" : undefined}>
        <legend className="mb-2 text-lg font-semibold">Welche Daten sind betroffen?</legend>
        {CATEGORIES.map(([value, label]) => (
          <Fragment key={value}>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={form.categories.includes(value)}
                onChange={() => toggle("categories", value)}
              />{" "}
              {label}
            </label>
            {value === "identifikation" && form.categories.includes(value) && (
              <IdentificationFields
                kinds={form.identificationKinds}
                error={errors.identificationKinds}
                onChange={(kinds) => set("identificationKinds", kinds)}
              />
            )}
          </Fragment>
        ))}
        {err("categories")}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Umfang und Schutz</legend>
        <Label htmlFor="b-persons">Ungefähre Anzahl betroffener Personen</Label>
        <Input
          id="b-persons"
          type="number"
          min={0}
          value={form.personsApprox ?? ""}
          disabled={form.personsApprox === null}
          {...invalid("personsApprox")}
          onChange={(e) => set("personsApprox", Math.max(0, Number(e.target.value) || 0))}
        />
        {err("personsApprox")}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.personsApprox === null}
            onChange={(e) => setForm((f) => ({ ...f, personsApprox: e.target.checked ? null : 0, personsRange: undefined }))}
          />{" "}
          Anzahl unbekannt
        </label>
        {form.personsApprox === null && (
          <>
            <Label htmlFor="b-persons-range">Grössenordnung der betroffenen Personen</Label>
            <select
              id="b-persons-range"
              className={select}
              value={form.personsRange ?? ""}
              onChange={(e) => set("personsRange", (e.target.value || undefined) as BreachForm["personsRange"])}
            >
              {PERSONS_RANGES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </>
        )}
        <Label htmlFor="b-records">Ungefähre Anzahl betroffener Datensätze (leer lassen, falls unbekannt)</Label>
        <Input
          id="b-records"
          type="number"
          min={0}
          value={form.recordsApprox ?? ""}
          {...invalid("recordsApprox")}
          onChange={(e) => set("recordsApprox", e.target.value === "" ? null : Math.max(0, Number(e.target.value) || 0))}
        />
        {err("recordsApprox")}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={form.encrypted} onChange={(e) => set("encrypted", e.target.checked)} /> Die Daten waren
          verschlüsselt
        </label>
        <KeyField form={form} set={set} />
        <Label htmlFor="b-access">Hatten Unbefugte Zugriff auf die Daten?</Label>
        <select
          id="b-access"
          className={select}
          value={form.accessedByThirdParty}
          onChange={(e) => set("accessedByThirdParty", e.target.value as BreachForm["accessedByThirdParty"])}
        >
          <option value="unbekannt">Unbekannt</option>
          <option value="ja">Ja</option>
          <option value="nein">Nein</option>
        </select>
        <ExposureFields form={form} set={set} />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Zeitpunkte und Branche</legend>
        <Label htmlFor="b-occurred">Geschehen am (leer lassen, falls unbekannt)</Label>
        <Input
          id="b-occurred"
          type="date"
          value={form.occurredAt?.slice(0, 10) ?? ""}
          {...invalid("occurredAt")}
          onChange={(e) => set("occurredAt", e.target.value || null)}
        />
        {err("occurredAt")}
        <Label htmlFor="b-discovered">Entdeckt am</Label>
        <Input
          id="b-discovered"
          type="date"
          value={form.discoveredAt.slice(0, 10)}
          aria-invalid={!!errors.discoveredAt}
          aria-describedby={errors.discoveredAt ? "discoveredAt-error" : undefined}
          onChange={(e) => set("discoveredAt", e.target.value)}
        />
        {err("discoveredAt")}
        <Label htmlFor="b-contained">Eingedämmt am (leer lassen, falls noch nicht)</Label>
        <Input
          id="b-contained"
          type="date"
          value={form.containedAt?.slice(0, 10) ?? ""}
          {...invalid("containedAt")}
          onChange={(e) => set("containedAt", e.target.value || null)}
        />
        {err("containedAt")}
        <Label htmlFor="b-sector">Branche</Label>
        <select
          id="b-sector"
          className={select}
          value={form.sector}
          onChange={(e) => set("sector", e.target.value as BreachForm["sector"])}
        >
          {SECTORS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Folgen, Massnahmen und Ansprechperson</legend>
        <Label htmlFor="b-consequences">Folgen und Risiken für die Betroffenen</Label>
        <textarea
          id="b-consequences"
          className={area}
          maxLength={5000}
          value={form.consequences}
          onChange={(e) => set("consequences", e.target.value)}
        />
        <Label htmlFor="b-measures">Ergriffene Massnahmen</Label>
        <textarea
          id="b-measures"
          className={area}
          maxLength={5000}
          value={form.measuresTaken}
          onChange={(e) => set("measuresTaken", e.target.value)}
        />
        <Label htmlFor="b-measures-planned">Geplante Massnahmen</Label>
        <textarea
          id="b-measures-planned"
          className={area}
          maxLength={5000}
          value={form.measuresPlanned ?? ""}
          onChange={(e) => set("measuresPlanned", e.target.value)}
        />
        <Label htmlFor="b-controller">Verantwortliches Unternehmen oder Organisation</Label>
        {form.role === "processor" && (
          <p className="text-sm text-muted-foreground">Ihr Kunde, für den Sie die Daten bearbeiten und dem Sie die Verletzung melden.</p>
        )}
        <Input
          id="b-controller"
          value={form.controllerName ?? ""}
          maxLength={200}
          {...invalid("controllerName")}
          onChange={(e) => set("controllerName", e.target.value)}
        />
        {err("controllerName")}
        <Label htmlFor="b-contact">Ansprechperson</Label>
        <Input
          id="b-contact"
          value={form.contactName}
          maxLength={200}
          {...invalid("contactName")}
          onChange={(e) => set("contactName", e.target.value)}
        />
        {err("contactName")}
        <Label htmlFor="b-contact-email">E-Mail der Ansprechperson</Label>
        <Input
          id="b-contact-email"
          type="email"
          value={form.contactEmail}
          maxLength={200}
          {...invalid("contactEmail")}
          onChange={(e) => set("contactEmail", e.target.value)}
        />
        {err("contactEmail")}
        <Label htmlFor="b-contact-phone">Telefon der Ansprechperson</Label>
        <Input
          id="b-contact-phone"
          type="tel"
          value={form.contactPhone ?? ""}
          maxLength={60}
          {...invalid("contactPhone")}
          onChange={(e) => set("contactPhone", e.target.value)}
        />
        {err("contactPhone")}
      </fieldset>
      <Button type="submit" disabled={busy} className="self-start">
        Beurteilen und speichern
      </Button>
    </form>
  );
}
