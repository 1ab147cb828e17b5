// Session 15 (holdout-17, decision 023): who got the data by mistake, where that decides without the
// form's answer whether he knows the persons. Readers of the description on the shared clause splitter
// (clauses.ts); linear patterns only.
import { clausesOf, uncertain } from "./clauses.js";

// Where the data went: "an", "bei", Swiss German "a", "bimene", French "à", Italian "a".
// "\\b" does not stand before "à" (no ASCII word character): a space or the start of the clause does.
const TO = String.raw`(?<!\S)(?:an|bei|bim\S*|à|a)\s(?:\S+\s){0,3}`;

// A former member of our staff: left, retired, ended an apprenticeship ("ehemalige Mitarbeiterin",
// "Ex-Kollege", "pensionierte Pflegefachfrau", "ancienne collaboratrice", "un'ex collaboratrice").
const FORMER = String.raw`(?:ex-|ehemalige?[nmrs]?\s|frühere[nmrs]?\s|ausgetretene[nmrs]?\s|pensionierte[nmrs]?\s|ancienne?\s|un'ex\s|l'ex\s|\bex\s)`;
const STAFF = String.raw`\S*(?:mitarbeiter|kolleg|angestellt|pflegefach|lernend|praktikant|collaborat|employé|dipendent|collega)`;
const TO_FORMER_STAFF = new RegExp(`${TO}${FORMER}(?:\\S+\\s)?${STAFF}`);
// One who took the data himself (copied, downloaded, logged in with an old password) is no recipient
// of a mistake: what he does with them is the question (session 14's copies).
const TOOK = /mitgenommen|heruntergeladen|kopiert|angemeldet|eingeloggt|entwendet|copié|téléchargé|scaricat|copiat/;

/**
 * The data went by mistake to a former member of staff (a distribution list not cleaned, an old
 * address): one who owes discretion beyond the end of the job (contract; Art. 62 Abs. 3 DSG for what
 * she learnt in it) and who, in a care or advice service, often knows the very persons from her work.
 */
export function formerStaffRecipient(text: string): boolean {
  return clausesOf(text).some((c) => TO_FORMER_STAFF.test(c) && !TOOK.test(c) && !uncertain(c));
}

// Someone whose trade is publishing: a journalist, an editor, a newsroom, a reporter, a blogger.
const MEDIA = String.raw`\S*(?:journalist|redaktor|redaktion|reporter|rédact|redazion|giornalist|blogger|newsroom|medienschaffend)`;
const TO_MEDIA = new RegExp(
  `${TO}${MEDIA}|empfänger\\S*\\s(?:\\S+\\s){0,4}${MEDIA}|(?:landete|gelandet|glandet|finito|finie?)\\s(?:\\S+\\s){0,4}${MEDIA}`,
);
// The newsroom was the intended addressee ("sollte an die Redaktion gehen", "statt an die Redaktion").
// What follows "statt" names the addressee, not the recipient, and is dropped.
const INTENDED = /\b(?:sollte|wollte)n?\b|bestimmt\sfür/;
const INSTEAD_OF =
  /\b(?:an)?statt\s(?:an\s|zu\s|zur\s|zum\s)?(?:(?:die|den|der|dem|das|ein|eine[nmr]?|seine[nmr]?|ihre[nmr]?|unsere[nmr]?)\s)?\S+|\banstelle\s(?:von\s|der\s|des\s)?\S+|\bau\slieu\sd\S*\s(?:(?:la|le|les|sa|son|ses)\s)?\S+|\binvece\sche\s(?:a\s)?(?:(?:il|la|lo|al|alla)\s)?\S+/g;

/**
 * The data went to someone whose trade is publishing: what he holds can reach everyone, whether or
 * not he knows the persons, so their knowing no longer decides (holdout-17 c38: a psychiatric report
 * at an editor who does not answer).
 */
export function recipientIsMedia(text: string): boolean {
  return clausesOf(text)
    .map((c) => c.replace(INSTEAD_OF, ""))
    .some((c) => TO_MEDIA.test(c) && !INTENDED.test(c) && !uncertain(c));
}
