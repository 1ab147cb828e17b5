// The breach form's decisive facts: each a question with "Keine Angabe", "Ja", "Nein", "Unbekannt";
// an old checkbox value shows as an answer ("ja") or as none; questions that do not arise are not asked.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExposureFields, KeyField, selectValue } from "./BreachFactFields";
import { EMPTY_BREACH } from "./BreachFormView";
import type { BreachForm } from "./types";

const set = () => undefined;
const exposure = (over: Partial<BreachForm>) => renderToStaticMarkup(<ExposureFields form={{ ...EMPTY_BREACH, ...over }} set={set} />);
const key = (over: Partial<BreachForm>) => renderToStaticMarkup(<KeyField form={{ ...EMPTY_BREACH, ...over }} set={set} />);
/** The text of the option the select with this id shows as chosen. */
const chosen = (html: string, id: string) => {
  const select = html.slice(html.indexOf(`id="${id}"`));
  return /<option[^>]*selected=""[^>]*>([^<]*)</.exec(select.slice(0, select.indexOf("</select>")))?.[1];
};

describe("selectValue", () => {
  it("reads old checkboxes and new answers alike", () => {
    expect(selectValue(true)).toBe("ja");
    expect(selectValue(false)).toBe("");
    expect(selectValue(undefined)).toBe("");
    expect(selectValue("nein")).toBe("nein");
    expect(selectValue("unbekannt")).toBe("unbekannt");
  });
});

describe("ExposureFields", () => {
  it("asks the outflow, the logs and whether the recipient knows the persons, none answered at first", () => {
    const html = exposure({});
    expect(html).toContain("Sind Daten nachweislich abgeflossen (kopiert, heruntergeladen, weitergegeben)?");
    expect(html).toContain("Schliessen Protokolle (Logs) einen unbefugten Zugriff aus?");
    expect(html).toContain("Kennt der Empfänger die betroffenen Personen");
    for (const id of ["b-outflow", "b-logs", "b-knows"]) expect(chosen(html, id)).toBe("Keine Angabe");
    expect(html).not.toContain("ß");
  });

  it("shows the answers given, in the question's own words", () => {
    const html = exposure({ dataOutflow: "unbekannt", accessRuledOutByLogs: "nein", recipientKnowsPersons: "ja" });
    expect(chosen(html, "b-outflow")).toBe("Unbekannt, die Untersuchung läuft");
    expect(chosen(html, "b-logs")).toBe("Nein, es gibt keine oder sie zeigen Zugriffe");
    expect(chosen(html, "b-knows")).toBe("Ja");
  });

  it("shows an old ticked logs checkbox as 'Ja'", () => {
    expect(chosen(exposure({ accessRuledOutByLogs: true }), "b-logs")).toBe("Ja");
  });

  it("does not ask whether criminals or the public know the persons", () => {
    expect(exposure({ recipient: "krimineller" })).not.toContain("Kennt der Empfänger");
    expect(exposure({ recipient: "oeffentlich" })).not.toContain("Kennt der Empfänger");
  });
});

describe("KeyField", () => {
  it("asks for the key only when the data were encrypted", () => {
    expect(key({ encrypted: false })).toBe("");
    const html = key({ encrypted: true, keySafe: "unbekannt" });
    expect(html).toContain("Ist der Schlüssel sicher (nicht mit den Daten abhandengekommen oder kopiert)?");
    expect(chosen(html, "b-key")).toBe("Unbekannt");
  });
});
