// Session 13 (decision 023): phrasings of our own for the two readers holdout-15's misses turned on,
// written before either reader was changed and measured before and after (readers-measure.ts
// --session13). Different verbs, negation and its scope, subordinate clauses, indirect statements,
// Swiss German, typos, French and Italian; near misses that must not be read as the fact. None taken
// from a scenario set. Test data only: readers.test.ts asserts them through readers.phrasings.ts.
export const SESSION13_FRESH: Record<string, { positives: string[]; negatives: string[] }> = {
  // The recipient of the data does not answer our request to delete or return them.
  recipientSilent: {
    positives: [
      "Der Empfänger hat auf unsere Löschaufforderung nicht reagiert.",
      "Auf zwei Mails mit der Bitte um Löschung kam von ihr keine Rückmeldung.",
      "Die Frau, die den Brief bekam, meldet sich trotz mehrerer Anrufe nicht.",
      "Unsere Bitte, die Unterlagen zurückzugeben, blieb unbeantwortet.",
      "Er antwortet seit einer Woche nicht auf unsere Nachrichten.",
      "Vom Inhaber der Adresse kam keine Antwort, obwohl wir ihn zweimal angeschrieben haben.",
      "De Empfänger git kei Antwort uf üsi Löschbitt.",
      "Le destinataire n'a pas répondu à notre demande de suppression.",
      "Il destinatario non ha risposto alla nostra richiesta di cancellazione.",
      "Keine Reaktoin auf die Löschbitte.",
      "Trotz Erinnerung hat sich die Empfängerin nicht gemeldet.",
      "Wir haben ihn gebeten, die Datei zu löschen, eine Antwort erhielten wir nicht.",
    ],
    negatives: [
      "Der Registrar der Domain antwortet nicht auf unsere Anfrage.",
      "Die Post hat auf unsere Nachforschung noch keine Antwort gegeben.",
      "Der Hoster reagiert nicht auf unsere Frage, wem der Server gehört.",
      "Wir warten noch auf eine Antwort des Empfängers.",
      "Der Empfänger hat sofort geantwortet und gelöscht.",
      "Der Empfänger hat sich noch am selben Tag gemeldet.",
      "Das Fundbüro hat sich bisher nicht gemeldet, der Empfänger hat die Datei gelöscht.",
      "Die Polizei gibt keine Auskunft, wem der Anschluss gehört.",
      "Die Antwort des Empfängers steht noch aus.",
      "Le registraire du domaine ne répond pas.",
      "Der Domainregistrar in Übersee meldet sich nicht.",
      "Die Kantonspolizei hat auf unsere Anzeige keine Rückmeldung gegeben.",
    ],
  },
  // A consignment lost in the custody of the post or a carrier: sent, never arrived, not found again.
  lostInTransit: {
    positives: [
      "Der eingeschriebene Brief mit den Akten ist bei der Post verloren gegangen.",
      "Das Paket mit den Patientendossiers kam beim Labor nie an; der Kurierdienst forscht nach.",
      "Die Sendung ist seit dem Versand verschollen, die Sendungsverfolgung zeigt nichts mehr.",
      "Der Umschlag mit den Lohnausweisen wurde per B-Post verschickt und ist nie zugestellt worden.",
      "Unterwegs beim Paketdienst ging die Schachtel mit den Bewerbungsdossiers verloren.",
      "Wir wissen nur, dass die Kiste, die der Kurier am Montag abholte, beim Empfänger nie eingetroffen ist.",
      "Dr Brief mit de Zügnis isch bi dr Poscht verlore gange.",
      "Le colis contenant les dossiers, envoyé par la poste, n'est jamais arrivé.",
      "La busta con i referti spedita per posta non è mai arrivata.",
      "S Päckli isch bim Kurier verschwunde.",
      "Die Unterlagen wurden vom Kurier nicht zugestellt und sind unauffindbar.",
      "Beim Transport durch die Post ist ein Couvert mit Offerten abhandengekommen.",
    ],
    negatives: [
      "Der Brief ist bei der Post nicht verloren gegangen, er kam verspätet an.",
      "Der Kurier hat das Paket zugestellt, aber an die falsche Adresse.",
      "Die Mitarbeiterin hat die Mappe im Tram liegen gelassen.",
      "Auf dem Weg zur Post verlor der Lehrling den Umschlag.",
      "Das verschollene Paket ist wieder aufgetaucht und wurde zugestellt.",
      "Ob der Brief bei der Post verloren ging, wissen wir nicht.",
      "Aus dem Lieferwagen des Kuriers wurde das Paket gestohlen.",
      "Die Post hat den Brief der Nachbarin zugestellt.",
      "Die Sendung wurde per Post verschickt und kam am nächsten Tag an.",
      "Le colis a été livré au mauvais destinataire.",
      "Il corriere ha consegnato il pacco al vicino.",
      "Das Notebook wurde im Zug gestohlen, als der Mitarbeiter zur Post unterwegs war.",
    ],
  },
};

// Written after both readers were changed and never tuned on (`readers-measure.ts --session13-untuned`):
// how far the change carries to wordings it was not fitted to. No test asserts it.
export const SESSION13_UNTUNED: Record<string, { positives: string[]; negatives: string[] }> = {
  recipientSilent: {
    positives: [
      "Die Adressatin ignoriert unsere Löschbitte.",
      "Seit unserer Mail vom Montag schweigt der Empfänger.",
      "Auf unser Schreiben, die Kopien zu vernichten, hat er nie geantwortet.",
      "Der falsche Empfänger ist für uns nicht erreichbar und antwortet nicht.",
      "Es kam bis heute keinerlei Reaktion vom Empfänger.",
      "Il destinatario non ha mai risposto.",
    ],
    negatives: [
      "Die Swisscom gibt uns nicht bekannt, wem die Nummer gehört.",
      "Der Registrar hat die Anfrage nicht beantwortet, der Empfänger hat gelöscht.",
      "Der Empfänger hat nach zwei Tagen geantwortet.",
      "Wir haben den Empfänger noch nicht kontaktiert.",
      "Die Plattform meldet sich nicht zurück, wem das Konto gehört.",
      "La poste n'a pas encore répondu à notre réclamation.",
    ],
  },
  lostInTransit: {
    positives: [
      "Die Briefsendung an die Kasse ist im Postnetz verschwunden.",
      "Der Spediteur kann die Palette mit den Akten nicht mehr finden.",
      "Laut Sendungsverfolgung ist das Paket seit Tagen im Verteilzentrum verschollen.",
      "Die Lohnausweise, per Post verschickt, haben die Mitarbeitenden nie erhalten.",
      "Das Einschreiben isch nie acho.",
      "Le pli recommandé s'est perdu à la poste.",
    ],
    negatives: [
      "Das Paket wurde vom Kurier korrekt zugestellt.",
      "Der Brief wurde versehentlich an die alte Adresse geschickt.",
      "Die Kiste fiel beim Ausladen vom Lieferwagen, wir haben sie sofort aufgehoben.",
      "Die Post hat das verlorene Couvert gefunden und uns zurückgegeben.",
      "Unser Velokurier hat die Tasche im Park liegen gelassen.",
      "Die Akten gingen bei der Digitalisierung verloren.",
    ],
  },
};
