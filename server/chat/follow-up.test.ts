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

// Session 15: a message that names a thing of the earlier question with a determiner, asks a new
// aspect of it and sets out no situation of its own. Our own words.
describe("follow-ups that name a thing of the earlier question", () => {
  const photos = "Unser Turnverein hat Fotos vom Sommerlager auf Instagram gestellt, auch von Kindern. Ist das erlaubt?";
  it("reads the thing named again as a follow-up, only after the question that named it", () => {
    const message = "Müssen wir die Fotos entfernen, wenn ein Elternteil es verlangt?";
    expect(readsAsFollowUp(message, photos)).toBe(true);
    expect(readsAsFollowUp(message, "Darf mein Arbeitgeber meine privaten E-Mails lesen?")).toBe(false);
    expect(readsAsFollowUp(message)).toBe(false);
  });

  it("reads the head of a compound, an act named by its noun and a person by title and name", () => {
    expect(
      readsAsFollowUp(
        "Können wir die Datenbank von einer Firma in Irland betreuen lassen?",
        "Wir bauen eine Kundendatenbank für unsere Treuhandkunden auf. Was müssen wir beachten?",
      ),
    ).toBe(true);
    expect(
      readsAsFollowUp("Wer muss die Meldung unterschreiben?", "Ein Laptop mit Lohnlisten wurde gestohlen. Müssen wir das dem EDÖB melden?"),
    ).toBe(true);
    expect(
      readsAsFollowUp(
        "Müssen wir Herrn Brunner informieren, bevor wir den Bericht weitergeben?",
        "Gegen Herrn Brunner läuft eine interne Untersuchung wegen Spesen. Darf er den Bericht einsehen?",
      ),
    ).toBe(true);
  });

  it("reads a message with a situation of its own as a new question, even when it names the same thing", () => {
    expect(
      readsAsFollowUp(
        "Wir sind eine Gemeinde und veröffentlichen die Fotos vom Dorffest im Mitteilungsblatt. Brauchen wir eine Einwilligung?",
        photos,
      ),
    ).toBe(false);
    expect(readsAsFollowUp("Ein Vater verlangt, dass wir die Fotos seiner Tochter löschen. Müssen wir das sofort tun?", photos)).toBe(
      false,
    );
  });

  it("does not take the law's own words, customers or a shared beginning for the same thing", () => {
    expect(
      readsAsFollowUp(
        "Dürfen wir die Daten unserer Kunden in eine US-Cloud verschieben?",
        "Wie lange müssen wir die Daten unserer Kunden aufbewahren?",
      ),
    ).toBe(false);
    expect(
      readsAsFollowUp(
        "Gilt das Datenschutzgesetz auch für kleine Vereine?",
        "Wann braucht es eine Datenschutz-Folgenabschätzung für eine Videoüberwachung?",
      ),
    ).toBe(false);
  });
});
