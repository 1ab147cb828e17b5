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

  // Session 14: by what the message is, not by its length. Our own sentences, near misses side by side.
  it("reads a message that leaves out the act or points at what it does not name", () => {
    expect(readsAsFollowUp("Ein Patient will, dass wir seine Röntgenbilder sofort vernichten. Muss ich?")).toBe(true);
    expect(
      readsAsFollowUp("Gilt da auch die Frist von dreissig Tagen, wenn der Kunde im Ausland wohnt und wir ihm per Post schreiben?"),
    ).toBe(true);
    expect(readsAsFollowUp("Kann ich verlangen, dass sie die Blutprobe und alle Laborwerte nach der Untersuchung vernichten?")).toBe(true);
    expect(readsAsFollowUp("Wir sind ja nur eine Stiftung mit zwei Teilzeitangestellten – gilt das wirklich auch für uns?")).toBe(true);
    expect(readsAsFollowUp("Kann ich verlangen, dass jemand meinen Fall nochmals von Hand prüft?")).toBe(true);
    expect(readsAsFollowUp("Wie lange hat der Kunde Zeit, um den Strafantrag zu stellen?")).toBe(true);
  });

  it("reads a new full question in the same chat on its own, short or long, pointer or not", () => {
    // Its own situation: who asks or acts, then a pointer that finds its object in the message.
    expect(readsAsFollowUp("Ich bin Zahnärztin und hatte einen Fall von Tuberkulose. Wem muss ich das melden?")).toBe(false);
    expect(readsAsFollowUp("Mein Nachbar filmt mit einer Drohne in unseren Garten. Ist das überhaupt erlaubt?")).toBe(false);
    expect(
      readsAsFollowUp("Dürfen wir die Lohnliste eines ehemaligen Mitarbeiters an seinen neuen Arbeitgeber schicken, wenn dieser fragt?"),
    ).toBe(false);
    // Short and self-contained: its own act and the law it asks about.
    expect(readsAsFollowUp("Was gilt nach dem DSG als besonders schützenswerte Personendaten?")).toBe(false);
    expect(readsAsFollowUp("Darf mein Arbeitgeber meine privaten E-Mails lesen?")).toBe(false);
    expect(readsAsFollowUp("Seit wann ist das neue Datenschutzgesetz in Kraft?")).toBe(false);
  });
});
