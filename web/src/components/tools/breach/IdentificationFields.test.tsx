// Which identification data: asked only with "Identifikationsdaten" ticked, in German with Swiss
// usage; "Unbekannt, welche" stands alone, and an empty choice is no answer (the field is left out).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BreachFormView, EMPTY_BREACH } from "./BreachFormView";
import { IdentificationFields, toggleIdentification } from "./IdentificationFields";

const noop = () => undefined;
const page = (categories: typeof EMPTY_BREACH.categories) =>
  renderToStaticMarkup(<BreachFormView initial={{ ...EMPTY_BREACH, categories }} busy={false} onSubmit={noop} />);

describe("toggleIdentification", () => {
  it("adds and removes kinds; nothing left is no answer", () => {
    expect(toggleIdentification(undefined, "geburtsdatum")).toEqual(["geburtsdatum"]);
    expect(toggleIdentification(["geburtsdatum"], "ahv")).toEqual(["geburtsdatum", "ahv"]);
    expect(toggleIdentification(["geburtsdatum", "ahv"], "geburtsdatum")).toEqual(["ahv"]);
    expect(toggleIdentification(["ahv"], "ahv")).toBeUndefined();
  });
  it("lets 'unbekannt' stand alone", () => {
    expect(toggleIdentification(["geburtsdatum", "ahv"], "unbekannt")).toEqual(["unbekannt"]);
    expect(toggleIdentification(["unbekannt"], "ausweis")).toEqual(["ausweis"]);
  });
});

describe("IdentificationFields", () => {
  it("offers the kinds a lawyer weighs, with the chosen ones ticked and the server's reason", () => {
    const html = renderToStaticMarkup(<IdentificationFields kinds={["ahv"]} error="Nur anzugeben, wenn …" onChange={noop} />);
    for (const label of [
      "Nur Name und Adresse",
      "Geburtsdatum oder Jahrgang",
      "AHV-Nummer",
      "Ausweis oder Pass (Kopie oder Nummer)",
      "Unbekannt, welche",
    ])
      expect(html).toContain(label);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain('id="identificationKinds-error"');
    expect(html).not.toContain("ß");
  });
  it("is asked only when identification data are ticked", () => {
    expect(page(["kontakt"])).not.toContain("Welche Identifikationsdaten?");
    expect(page(["kontakt", "identifikation"])).toContain("Welche Identifikationsdaten?");
  });
});
