// Session 15 (holdout-17 c17, decision 023): wrong bills that reached only the persons themselves and
// are being corrected. A reader of the description on the shared clause splitter (clauses.ts); linear
// patterns only.
import { clausesOf, uncertain } from "./clauses.js";

// A correction issued, under way or announced: corrected or new bills, a cancellation and reissue, a
// credit note or refund; Swiss German ("korrigierti" holds "korrigiert"), French and Italian.
const CORRECTION =
  /korrektur|korrigiert|berichtigt|storniert|neu\sausgestellt|gutschrift|erstatten|rückerstattung|corrigée|corrette|rettificat/;
// Not made, refused, impossible or only considered: "nicht korrigiert", "nicht möglich", "lehnen ab",
// "wäre zu aufwendig", "nöd", "n'ont pas", "non sono".
const NOT_CORRECTED = /\bnicht\b|\bnöd\b|\bnid\b|\bkein(?:e|en)?\b|\bpas\b|\bnon\b|lehnen|abgelehnt|wäre|würde|aufwendig|offen\b/;

/** The wrong bills are being corrected (corrected bills issued or announced, a refund), not merely the fault fixed. */
export function billsCorrected(text: string): boolean {
  return clausesOf(text).some((c) => CORRECTION.test(c) && !NOT_CORRECTED.test(c) && !uncertain(c));
}
