// The articles that must each have an entry. The DSG list is checked against the official
// XML (tests/fixtures/fedlex) by knowledge.test.ts.
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

export const REQUIRED: Record<string, string[]> = {
  DSG: [...range(1, 74), "44a", "47a", "72a"].map((n) => `DSG Art. ${n}`),
  DSV: [...range(1, 46).map((n) => `DSV Art. ${n}`), "DSV Anhang 1"],
  KVG: ["42", "42a", "57", "59a", "84", "84a", "84b"].map((n) => `KVG Art. ${n}`),
  FINMAG: ["FINMAG Art. 29"],
  BankG: ["BankG Art. 47"],
  EpG: ["EpG Art. 12"],
  "ArGV 3": ["ArGV 3 Art. 26"],
  FINMA: ["FINMA-RS 2018/3", "FINMA-RS 2023/1", "FINMA-AM 05/2020", "FINMA-AM 08/2024"],
};
