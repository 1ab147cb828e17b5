// Session 13 (holdout-15, decision 023): a consignment lost in the custody of the post or a carrier.
// A letter or parcel that was handed to the post or a courier and never arrived is no thing left behind
// in public: most likely it lies in the carrier's operation (sorting centre, depot), whose staff are
// bound by the postal secrecy (Art. 321ter StGB), or it reached a stranger's letter box. Which of the
// two is what the carrier's search settles, and it decides the risk of sensitive data. A thing our own
// people left behind or lost on the way (a tram, a taxi, "auf dem Weg zur Post"), and a theft, stay the
// finder's or thief's (signs.ts). Linear patterns only: literal words with bounded gaps.
import { clausesOf, uncertain } from "./clauses.js";
import { sentencesOf } from "./principles.js";

// Carriage by the post or a carrier: "per A-Post", "eingeschrieben", "Postweg", "Kurier", "Paketdienst",
// "Sendung", Swiss German "Poscht", "Päckli", French and Italian.
const CARRIED =
  /\bpost\b|\bposcht\b|postweg|a-post|b-post|einschreiben|eingeschrieben|kurier|paketdienst|paketpost|sendung|versand|verschickt|spediteur|\bpäckli|la\sposte|\bcolis\b|\bcourrier\b|\benvoyé|per\sposta|corriere|spedit[oa]|raccomandata/;
// Lost or never arrived: "verloren", "verschollen", "verschwunden", "nie angekommen", "kam nie an",
// "nicht zugestellt", "nie eingetroffen", "abhandengekommen", Swiss German, French, Italian.
const LOST =
  /verloren|\bverlore\b|verschollen|verschwunden|verschwunde\b|abhanden\s?gekommen|unauffindbar|(?:nie|nicht|niemals)\s(?:\S+\s){0,3}(?:angekommen|eingetroffen|zugestellt)\b|\b(?:kam|kamen|ist|sind)\s(?:\S+\s){0,4}nie\s(?:\S+\s)?an\b|jamais\s(?:\S+\s)?arrivé|\bperdu|\bégaré|smarrit[oa]|(?:non\s(?:è|sono)\s)?mai\s(?:\S+\s)?arrivat[oa]|\bpers[oa]\b/;
// The loss denied: "nicht verloren", "nie verschwunden".
const NOT_LOST = /(?:nicht|nie|kein\S*)\s(?:\S+\s){0,2}(?:verloren|verschollen|verschwunden|abhanden)/;
// Found or back again: "wieder aufgetaucht", "gefunden", "zurückgekommen", "kam an", "retrouvé", "ritrovato".
const FOUND =
  /aufgetaucht|wiedergefunden|(?<!nicht\s)(?<!nie\s)(?<!noch\snicht\s)gefunden|zurückgekommen|zurückerhalten|\bretour|\bzurück\b|\bkam\s(?:\S+\s){0,4}(?<!nie\s)an\b|verspätet|retrouvé|ritrovat[oa]/;
// A theft, or a thing our own people lost or left on the way: the finder's or thief's (signs.ts).
const TAKEN_OR_OURS =
  /gestohlen|entwendet|geklaut|diebstahl|einbruch|\bvolé|rubat[oa]|liegen\s?(?:ge)?lassen|vergessen|(?:weg|unterwegs)\s(?:\S+\s)?(?:zur|zum|auf\sdie)\s(?:post|poscht|briefkasten)|zur\spost\sunterwegs/;

// What is sent: a letter, an envelope, a parcel, a box, a consignment.
const CONSIGNMENT =
  /brief|umschlag|couvert|kuvert|paket|päckli|sendung|kiste|schachtel|karton|einschreiben|\bcolis\b|\blettre|\benveloppe|\bbusta|\bpacco|\blettera/;

/** A sentence says a consignment was lost in the post's or a carrier's custody and was not found again. */
export function lostInTransit(text: string): boolean {
  if (TAKEN_OR_OURS.test(text)) return false;
  const sentences = sentencesOf(text);
  const found = sentences.some((s) => clausesOf(s).some((c) => FOUND.test(c) && !uncertain(c)));
  // The carrier named in the sentence of the loss, or the lost thing a consignment and the carrier named
  // in the text ("das Paket kam nie an; der Kurierdienst forscht nach").
  const lostIn = (s: string) =>
    clausesOf(s).some((c) => LOST.test(c) && !NOT_LOST.test(c) && !uncertain(c)) &&
    (CARRIED.test(s) || (CONSIGNMENT.test(s) && CARRIED.test(text)));
  return !found && sentences.some(lostIn);
}
