// Session 11 (holdout-11, decision 023): what a reader keeps, and what an amount weighs. Readers of the
// description on the shared clause splitter of principles.ts; linear patterns only.
import { clausesOf, uncertain } from "./clauses.js";

// The reader got rid of what he received: "gelesen und vernichtet", "hat die Mail gelöscht", "in den
// Schredder". Not a deletion asked for, promised or refused.
// Session 12: by meaning, "endgültig entfernt", "in den Reisswolf", Swiss German "glöscht",
// "furtgrüehrt", French and Italian.
const DISPOSED =
  /gelöscht|vernichtet|entsorgt|geschreddert|schredder|reisswolf|zerrissen|weggeworfen|weggeschmissen|ins\saltpapier|in\sden\s(?:müll|abfall|kehricht)|(?:endgültig|dauerhaft|unwiderruflich)\s(?:\S+\s)?entfernt|aus\sdem\spapierkorb|glöscht|furtgrüehrt|furtgschmisse|supprimé|détruit|effacé|cancellat[oa]|distrutt[oa]|eliminat[oa]/;
// The negation must stand before the verb ("nicht gelöscht"): "kennt sie nicht, hat gelöscht" disposed.
const NOT_DISPOSED =
  /(?:\bnicht|\bnie|\bkein(?:e|en)?)\s(?:\S+\s){0,3}(?:gelöscht|vernichtet|entsorgt|geschreddert|zerrissen|weggeworfen)|\bsoll(?:en|te)?\b|\bwird\b|\bwerden\b|\bwill\b|\bwollen\b|\bbitte|gebeten|aufgefordert|verlangt|ausstehend|\bnoch\snicht|\bnon\b|\bpas\b|\bnöd\b|\bnid\b|weiger/;

/** The description says the reader deleted or destroyed the data (not that he was asked to, or will). */
// Round 2: per clause ("hat die Mail gelöscht, aber vorher hineingeschaut"), never one left open ("ob er ...").
export function readerDisposed(text: string): boolean {
  return clausesOf(text).some((s) => DISPOSED.test(s) && !NOT_DISPOSED.test(s) && !uncertain(s));
}

// Amounts of an ordinary bill: an invoice, its amount, a utility or service charge, a fee. They show
// what someone owes for one service, not what he has or earns, and open no account.
// Session 12 round 3 (holdout-14 c19): an insurance premium and a deductible are such amounts too.
// Session 15 (holdout-17 c37): advance payments on the charges ("Akonto"), heating costs, a membership
// fee or a price, Swiss German, French and Italian; "Akonto" is no account.
const AMOUNTS =
  /rechnung|nebenkosten|nebechost|abrächnig|heizkosten|akonto|nachzahlung|\bbetrag|beträge|beitrag|preis|gebühr|abrechnung|\bforderung|prämie|franchise|selbstbehalt|décomptes?\sde\scharges|charges\slocatives|factur|conteggi|spese\saccessorie|fattur/;
// Anything that says more about a person's finances: accounts and cards, income and wealth, debt
// collection and defaults, taxes, credit. "Lohnabrechnung" is income, not a bill.
const MORE_FINANCE =
  /\biban\b|(?<!a)konto|bankverbindung|bankangaben|bankdaten|karte|kredit|lohn|löhne|gehalt|einkommen|vermögen|depot|saldo|saldi|steuer|schulden|betreibung|inkasso|säumig|mahnung|ausstand|pfändung|bonität|sozialhilfe|rente|budget|\bpin\b|cvv|e-banking|passw|salaire|stipendi|estratto\sconto|conto\sbancario|compte\sbancaire/;
// Bank details the text says are not there ("keine Kontoverbindungen", "ohne Bankangaben", "Kontodaten
// waren keine dabei"), and the balance of a bill ("Saldo der Heizkosten"): neither says more.
const DENIED_OR_BILL =
  /(?:kein(?:e|en)?|ohne)\s(?:\S+\s)?(?:kontoverbindung|kontodaten|kontonummer|bankverbindung|bankangaben|bankdaten|iban)\S*|(?:kontoverbindung|kontodaten|kontonummer|bankverbindung|bankangaben|bankdaten|iban)\S*\s(?:\S+\s){0,2}keine\b|saldo\s(?:der|des)\s\S*(?:kosten|rechnung|abrechnung)\S*/g;

/**
 * The financial data named are amounts of ordinary bills only (an invoice, utility charges, a fee):
 * nobody can take money with them and they give no picture of anyone's finances, so disclosed they
 * count like contact data (as bank details alone do since round 3).
 */
export function ordinaryAmountsOnly(text: string): boolean {
  const lower = text.toLowerCase().replace(DENIED_OR_BILL, " ");
  return AMOUNTS.test(lower) && !MORE_FINANCE.test(lower);
}
