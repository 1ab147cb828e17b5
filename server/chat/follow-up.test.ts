// Which questions the chat reads with the previous exchange as context (streams.ts).
import { describe, expect, it } from "vitest";
import { readsAsFollowUp } from "./streams.js";

describe("follow-up reading", () => {
  it("reads short questions and those that start as a continuation as follow-ups", () => {
    expect(readsAsFollowUp("Und bis wann?")).toBe(true);
    expect(
      readsAsFollowUp("Und wenn der Dienstleister in Indien sitzt und die Daten dort auf eigenen Servern speichert, was gilt dann?"),
    ).toBe(true);
  });

  it("reads a longer question that sets out a detail and points back as a follow-up", () => {
    expect(
      readsAsFollowUp("Die Forensikfirma braucht noch drei Wochen für ihren Bericht. Dürfen wir mit der Meldung trotzdem so lange warten?"),
    ).toBe(true);
    expect(
      readsAsFollowUp("Was ist, wenn wir viele ehemalige Patientinnen und Patienten gar nicht mehr erreichen können, um sie zu fragen?"),
    ).toBe(true);
    expect(
      readsAsFollowUp("Da steht eine alte Betreibung drin, die längst bezahlt ist. Dürfen die das noch für Bonitätsauskünfte verwenden?"),
    ).toBe(true);
  });

  it("reads a supposition on what was asked before as a follow-up", () => {
    expect(
      readsAsFollowUp(
        "Angenommen, unser Praktikant hätte die Liste doch weitergegeben: Wie lange hätte die Kundin dann für eine Anzeige Zeit?",
      ),
    ).toBe(true);
    // "angenommen" inside a sentence is the verb of a new account, not a pointer back.
    expect(
      readsAsFollowUp(
        "Unsere Gemeinde hat letzte Woche den Antrag eines Vereins angenommen, auf dem Dorfplatz eine Webcam mit Livebild aufzustellen, und fragt sich nun, was sie dabei beachten muss?",
      ),
    ).toBe(false);
  });

  it("reads a longer self-contained question on its own", () => {
    expect(
      readsAsFollowUp(
        "Unser Treuhandbüro möchte die Lohnabrechnungen der Mitarbeitenden künftig bei einem Cloudanbieter in Deutschland speichern lassen. Was gilt?",
      ),
    ).toBe(false);
    // A pointing word does not make a long account of a new situation a follow-up.
    expect(
      readsAsFollowUp(
        "Wir betreiben seit Jahren eine kleine Physiotherapiepraxis mit vier Angestellten und wollen jetzt die Terminerinnerungen an unsere Patientinnen und Patienten per SMS verschicken lassen. Dürfen wir das?",
      ),
    ).toBe(false);
  });
});
