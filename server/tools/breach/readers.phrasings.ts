// Phrasings of our own for each reader of the description (session 12, decision 023): how a user may
// say the fact (synonyms, passive voice, negation and its scope, Swiss German, French or Italian, a
// typo) and near misses that must not be read as it (the opposite, a request or promise, a different
// subject). Written for this table, none taken from a scenario set. Test data only: readers.test.ts
// asserts them, tooling/breach/readers-measure.ts reports the fraction each reader gets right.
import { noSignOfOutflow } from "./signs.js";
import { logsPending } from "./cues.js";
import { ordinaryAmountsOnly, readerDisposed } from "./kept.js";
import { deletionConfirmed, encryptedWithSafeKey, logsShowNoAccess, outflowNamed, withUmlauts } from "./readers.js";
import { FIRST_FRESH } from "./readers.fresh.js";
import { withKeyWordsSpelled } from "./spelling.js";
import { SESSION13_FRESH } from "./readers.fresh13.js";
import { SESSION14_FRESH, SESSION14_THIRD, SESSION14_UNTUNED } from "./readers.fresh14.js";
import { copiesDoubted, deviceHandedOn } from "./handed.js";
import { lostInTransit } from "./transit.js";
import { partlyReturned, recipientSilent } from "./weighing.js";
import { formerStaffRecipient, recipientIsMedia } from "./recipients.js";
import { billsCorrected } from "./corrected.js";
import { SESSION15_FRESH } from "./readers.fresh15.js";
import { SESSION16_FRESH } from "./readers.fresh16.js";
import { pseudonymKeyApart } from "./pseudonymised.js";

/** The text as facts.ts hands it to the readers: lower case, umlauts typed as "ae", "oe", "ue" restored, misspelt key words spelt. */
export const asRead = (text: string): string => withKeyWordsSpelled(withUmlauts(text.toLowerCase()));

export interface ReaderTable {
  /** The fact as the reader should recognise it. */
  fact: string;
  read: (text: string) => boolean;
  positives: string[];
  negatives: string[];
}

const TABLES: Record<string, ReaderTable> = {
  deletionConfirmed: {
    fact: "the recipient confirmed the deletion or returned the data",
    read: (text) => deletionConfirmed(asRead(text)),
    positives: [
      "Der Empfänger hat uns schriftlich bestätigt, dass er die Datei gelöscht hat.",
      "Die Löschung wurde vom Empfänger per Mail bestätigt.",
      "Die Kanzlei hat die Unterlagen zurückgeschickt.",
      "Der Nachbar brachte den Brief am nächsten Tag zurück.",
      "Der Ordner wurde uns vom Finder retourniert.",
      "Empfängerin bestätigt Vernichtung der Papiere.",
      "Die Firma hat die Dokumente per Kurier zurückgesandt.",
      "Er het bestätigt, dass er s Mail glöscht het.",
      "Le destinataire a confirmé la suppression du fichier.",
      "Il destinatario ha confermato la cancellazione dei dati.",
      "Wir haben eine Löschbestätigung des Empfängers erhalten.",
      "Der Empfänger hat die Datei nachweislich gelöscht und dies bestätigt.",
    ],
    negatives: [
      // Session 14: "niemand" before the confirmation negates it too.
      "Eine Löschung hat bis heute niemand bestätigt.",
      "Wir haben den Empfänger gebeten, die Datei zu löschen.",
      "Die Löschung ist noch nicht bestätigt.",
      "Der Empfänger will die Unterlagen zurückschicken.",
      "Er hat die Löschung verweigert.",
      "Eine Bestätigung der Löschung steht aus.",
      "Der Empfänger hat nicht bestätigt, dass er gelöscht hat.",
      "Der Brief wurde nie zurückgegeben.",
      "Die Löschung wird er gemäss Telefonat später bestätigen.",
      "Il destinatario non ha ancora confermato la cancellazione.",
      "Le destinataire n'a pas répondu à notre demande de suppression.",
    ],
  },
  readerDisposed: {
    fact: "the reader deleted or destroyed what he received",
    read: (text) => readerDisposed(asRead(text)),
    positives: [
      "Die Nachbarin hat den Brief gelesen und danach vernichtet.",
      "Er hat die Mail sofort gelöscht.",
      "Die Unterlagen wurden vom Empfänger geschreddert.",
      "Der Empfänger hat das Schreiben zerrissen und entsorgt.",
      "Die Datei hat er aus dem Papierkorb endgültig entfernt.",
      "D Frau het de Brief furtgrüehrt.",
      "Sie het s Mail glöscht.",
      "Le destinataire a détruit la lettre.",
      "Il destinatario ha cancellato l'e-mail.",
      "Er hat die Kopie in den Reisswolf gegeben.",
      "Die Dokumente wurden vernichtet, sagt der Empfänger.",
    ],
    negatives: [
      "Wir haben ihn gebeten, die Mail zu löschen.",
      "Er will die Unterlagen vernichten.",
      "Die Löschung wurde verlangt, eine Antwort fehlt.",
      "Er hat die Datei nicht gelöscht.",
      "Der Empfänger weigert sich, die Kopie zu vernichten.",
      "Sie hat die Mail noch nicht gelöscht.",
      "Der Brief soll vernichtet werden.",
      "Der Empfänger hat die Datei weitergeleitet.",
      "Il destinatario non ha cancellato l'e-mail.",
      "Le destinataire n'a pas détruit la lettre.",
    ],
  },
  logsShowNoAccess: {
    fact: "logs show that nobody got at the data",
    read: (text) => logsShowNoAccess(asRead(text)),
    positives: [
      "Die Zugriffsprotokolle zeigen keinen Abruf durch Dritte.",
      "Laut Logs hat niemand die Datei geöffnet.",
      "Gemäss Serverprotokoll wurde nicht auf die Daten zugegriffen.",
      "Die Logfiles belegen: keine Downloads von aussen.",
      "Ein Zugriff ist anhand der Protokolle ausgeschlossen.",
      "In den Logs sind keine fremden Zugriffe ersichtlich.",
      "Die Auswertung der Protokolle ergab keinerlei Zugriffe.",
      "D Logs zeiged kei Zuegriff.",
      "Les logs ne montrent aucun accès.",
      "I log non mostrano alcun accesso.",
      "Das Protokoll zeigt, dass die Freigabe nie aufgerufen wurde.",
    ],
    negatives: [
      "Es gibt keine Zugriffsprotokolle.",
      "Ein Zugriff ist nicht ausgeschlossen, die Logs fehlen.",
      "Die Logs zeigen Zugriffe aus dem Ausland.",
      "Die Protokolle werden noch ausgewertet.",
      "Logs zeigen drei Downloads durch Unbekannte.",
      "Ob jemand zugegriffen hat, lässt sich mangels Protokoll nicht sagen.",
      "Keine Zugriffe auf andere Systeme; der Ordner selbst ist nicht protokolliert.",
      "Die Logs schliessen einen Zugriff nicht aus.",
      "Les logs montrent des accès inconnus.",
      "Die Protokolle wurden gelöscht, ein Zugriff kann nicht ausgeschlossen werden.",
    ],
  },
  logsPending: {
    fact: "records that will show whether anyone got in are still being evaluated",
    read: (text) => logsPending(asRead(text)),
    positives: [
      "Die Auswertung der Serverlogs läuft noch.",
      "Der Provider prüft die Verbindungsdaten.",
      "Firewall-Protokolle in Auswertung.",
      "Die Logs werden derzeit analysiert.",
      "Das Auditlog wird vom Forensiker ausgewertet.",
      "Die Zugriffsprotokolle sind noch nicht ausgewertet.",
      "Die Prüfung der Proxy-Logs ist noch im Gang.",
      "Wir warten auf die Auswertung der Protokolle.",
      "D Logs wärded no aagluegt.",
      "Les journaux sont en cours d'analyse.",
      "I log sono in fase di analisi.",
    ],
    negatives: [
      // Session 15: a link that expired is no evaluation that runs ("abgelaufen" held "laufen").
      "Der Zugriffsverlauf zeigt: nie geöffnet, der Link ist inzwischen abgelaufen.",
      "Die Logs zeigen keinen Zugriff.",
      "Es gibt keine Protokolle.",
      "Die Auswertung der Logs ist abgeschlossen: drei Downloads.",
      "Die Protokolle wurden ausgewertet, kein Zugriff.",
      "Protokolle fehlen für diesen Zeitraum.",
      "Die Forensik läuft.",
      "Der Server wurde aus dem Backup wiederhergestellt.",
      "Les journaux montrent aucun accès.",
      "Die Logs sind gelöscht worden.",
      "Die Untersuchung läuft, Protokolle gibt es keine.",
    ],
  },
  encryptedWithSafeKey: {
    fact: "the data were encrypted and the key is safe",
    read: (text) => encryptedWithSafeKey(asRead(text)),
    positives: [
      "Der Laptop war mit Bitlocker verschlüsselt, der Schlüssel liegt getrennt im Tresor.",
      "Die Festplatte ist verschlüsselt; den Schlüssel hat nur die IT.",
      "Das Archiv war mit AES-256 verschlüsselt, das Passwort war nicht dabei.",
      "Der Stick ist hardwareverschlüsselt, der Code ist nur dem Kassier bekannt.",
      "Verschlüsselt, und der Schlüssel ist nicht betroffen.",
      "FileVault war aktiv, der Wiederherstellungsschlüssel liegt separat bei der IT.",
      "Die Datei war passwortgeschützt verschlüsselt, das Passwort wurde separat übermittelt.",
      "Das Gerät isch verschlüsslet gsi und de Schlüssel isch sicher.",
      "Le disque était chiffré et la clé est en sécurité.",
      "Il disco era cifrato e la chiave è al sicuro.",
      "Die Daten sind verschlüsselt abgelegt; der Schlüssel wird getrennt verwahrt.",
    ],
    negatives: [
      "Der Laptop war nicht verschlüsselt.",
      "Die Festplatte war verschlüsselt, der Schlüssel klebte aber am Gerät.",
      "Verschlüsselt, aber der Schlüssel war nicht sicher verwahrt.",
      "Das Archiv war verschlüsselt, das Passwort stand auf einem Zettel in der Tasche.",
      "Unverschlüsselte Festplatte mit Kundendaten.",
      "Ob der Schlüssel sicher ist, wissen wir nicht.",
      "Die Ransomware hat den Server verschlüsselt.",
      "Die Mail ging unverschlüsselt raus, der Schlüssel des Tresors ist sicher.",
      "Le disque n'était pas chiffré.",
      "Der Stick war verschlüsselt, der Code wurde mitgestohlen.",
    ],
  },
  outflowNamed: {
    fact: "the data reached an attacker or the public (exfiltration, a leak, a publication)",
    read: (text) => outflowNamed(asRead(text)),
    positives: [
      "Die Angreifer haben rund 3 GB Daten exfiltriert.",
      "Kundendaten sind im Darknet aufgetaucht.",
      "Die Erpresser haben Auszüge auf ihrer Leak-Seite veröffentlicht.",
      "Die Täter drohen mit der Veröffentlichung der Daten.",
      "Daten wurden vor der Verschlüsselung abgezogen.",
      "Es sind Patientendaten abgeflossen.",
      "Die Täter haben die Datenbank heruntergeladen.",
      "Die Liste wurde im Internet publiziert.",
      "D Date sind abgsaugt worde.",
      "Les données ont été exfiltrées.",
      "I dati sono stati pubblicati sul darknet.",
    ],
    negatives: [
      "Kein Abfluss von Daten feststellbar.",
      "Die Logs schliessen eine Exfiltration aus.",
      "Ob Daten abgeflossen sind, ist noch offen.",
      "Keine Hinweise darauf, dass Daten abgezogen wurden.",
      "Die Täter haben nicht mit einer Veröffentlichung gedroht.",
      "Es gibt keine Anzeichen für eine Veröffentlichung.",
      "Ein Abfluss wurde nicht nachgewiesen.",
      "Die Daten wurden vom Backup zurückgeholt.",
      "Aucune donnée n'a été exfiltrée.",
      "Wir haben die Daten aus dem Archiv heruntergeladen, um sie zu prüfen.",
    ],
  },
  noSignOfOutflow: {
    fact: "the review has found no sign of an outflow so far",
    read: (text) => noSignOfOutflow(asRead(text)),
    positives: [
      "Bisher keine Hinweise auf einen Datenabfluss.",
      "Ein Abfluss konnte nicht festgestellt werden.",
      "Es gibt keine Anzeichen, dass Daten kopiert wurden.",
      "Nichts spricht bisher für eine Exfiltration.",
      "Dass Daten abgeflossen sind, liess sich bislang nicht nachweisen.",
      "Die Täter behaupten, Daten zu haben; Belege dafür fehlen bis jetzt.",
      "Für einen Datendiebstahl gibt es derzeit keine Indizien.",
      "Bis jetzt kei Aazeiche, dass Date abgflosse sind.",
      "Aucun indice d'exfiltration à ce stade.",
      "Finora nessun indizio di esfiltrazione dei dati.",
      "Keine Spuren eines Abflusses gefunden.",
    ],
    negatives: [
      "Es gibt Hinweise auf einen Abfluss.",
      "Der Abfluss ist bestätigt.",
      "Keine Hinweise auf weitere betroffene Systeme.",
      "Keine Hinweise auf weitere Opfer; die Daten liegen aber im Darknet.",
      "Die Forensik läuft.",
      "Erste Anzeichen deuten auf einen Abfluss hin.",
      "Daten wurden kopiert, keine Hinweise auf Missbrauch.",
      "Ein Abfluss ist nicht auszuschliessen.",
      "Des indices d'exfiltration ont été trouvés.",
      "Keine Anzeichen, dass der Server länger ausfällt.",
    ],
  },
  // Session 13: written before either reader was changed (readers.fresh13.ts), measured before and after.
  recipientSilent: {
    fact: "the recipient does not answer our request to delete or return the data",
    read: (text) => recipientSilent(asRead(text)),
    ...SESSION13_FRESH.recipientSilent,
  },
  lostInTransit: {
    fact: "a consignment was lost in the custody of the post or a carrier",
    read: (text) => lostInTransit(asRead(text)),
    ...SESSION13_FRESH.lostInTransit,
  },
  // Session 14: written before either reader existed (readers.fresh14.ts), measured before and after.
  deviceHandedOn: {
    fact: "a device was handed on (sold, returned, repaired, recycled) with the data still on it",
    read: (text) => deviceHandedOn(asRead(text)),
    // Rounds 2 and 3 widened the reader on the batches written after rounds 1 and 2: asserted now.
    positives: [
      ...SESSION14_FRESH.deviceHandedOn.positives,
      ...SESSION14_UNTUNED.deviceHandedOn.positives,
      ...SESSION14_THIRD.deviceHandedOn.positives,
    ],
    negatives: [
      ...SESSION14_FRESH.deviceHandedOn.negatives,
      ...SESSION14_UNTUNED.deviceHandedOn.negatives,
      ...SESSION14_THIRD.deviceHandedOn.negatives,
    ],
  },
  copiesDoubted: {
    fact: "the recipient says he deleted the data, but whether he kept copies or passed them on is open",
    read: (text) => copiesDoubted(asRead(text)),
    positives: [
      ...SESSION14_FRESH.copiesDoubted.positives,
      ...SESSION14_UNTUNED.copiesDoubted.positives,
      ...SESSION14_THIRD.copiesDoubted.positives,
    ],
    negatives: [
      ...SESSION14_FRESH.copiesDoubted.negatives,
      ...SESSION14_UNTUNED.copiesDoubted.negatives,
      ...SESSION14_THIRD.copiesDoubted.negatives,
    ],
  },
  // Session 15: written before any change (readers.fresh15.ts), measured before and after.
  partlyReturned: {
    fact: "only some recipients returned the data or confirmed their deletion",
    read: (text) => partlyReturned(asRead(text)),
    ...SESSION15_FRESH.partlyReturned,
  },
  ordinaryAmountsOnly: {
    fact: "the financial data are amounts of ordinary bills only",
    read: (text) => ordinaryAmountsOnly(asRead(text)),
    ...SESSION15_FRESH.ordinaryAmountsOnly,
  },
  formerStaffRecipient: {
    fact: "the data went by mistake to a former member of staff",
    read: (text) => formerStaffRecipient(asRead(text)),
    ...SESSION15_FRESH.formerStaffRecipient,
  },
  billsCorrected: {
    fact: "wrong bills are being corrected (corrected bills issued or announced, a refund)",
    read: (text) => billsCorrected(asRead(text)),
    ...SESSION15_FRESH.billsCorrected,
  },
  recipientIsMedia: {
    fact: "the data went to someone whose trade is publishing",
    read: (text) => recipientIsMedia(asRead(text)),
    ...SESSION15_FRESH.recipientIsMedia,
  },
  // Session 16: written before the reader (readers.fresh16.ts), measured before and after.
  pseudonymKeyApart: {
    fact: "the data carry only codes and the list linking them to persons was kept apart",
    read: (text) => pseudonymKeyApart(asRead(text)),
    ...SESSION16_FRESH.pseudonymKeyApart,
  },
};

// Session 15: an older reader widened on phrasings written before the change (readers.fresh15.ts).
const WIDENED_15: Record<string, { positives: string[]; negatives: string[] }> = { logsPending: SESSION15_FRESH.logsPending };

// The first untuned batch (readers.fresh.ts) was measured, then tuned on in round 2: it is asserted here now.
export const READER_TABLES: Record<string, ReaderTable> = Object.fromEntries(
  Object.entries(TABLES).map(([name, table]) => [
    name,
    {
      ...table,
      positives: [...table.positives, ...(FIRST_FRESH[name]?.positives ?? []), ...(WIDENED_15[name]?.positives ?? [])],
      negatives: [...table.negatives, ...(FIRST_FRESH[name]?.negatives ?? []), ...(WIDENED_15[name]?.negatives ?? [])],
    },
  ]),
);
