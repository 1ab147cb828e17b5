// The acts whose official text is imported from Fedlex. `key` is the short name used in every
// ref ("DSG Art. 19"), `eli` the Fedlex ELI of the consolidated act (without the version date).
export interface FedlexAct {
  key: string;
  eli: string;
  /** SR number, used to check that a locally supplied file is the act it claims to be. */
  sr: string;
}

export const FEDLEX_ACTS: readonly FedlexAct[] = [
  { key: "DSG", eli: "eli/cc/2022/491", sr: "235.1" },
  { key: "DSV", eli: "eli/cc/2022/568", sr: "235.11" },
  { key: "VDSZ", eli: "eli/cc/2022/569", sr: "235.13" },
  { key: "KVG", eli: "eli/cc/1995/1328_1328_1328", sr: "832.10" },
  { key: "KVV", eli: "eli/cc/1995/3867_3867_3867", sr: "832.102" },
  { key: "FINMAG", eli: "eli/cc/2008/736", sr: "956.1" },
  { key: "BankG", eli: "eli/cc/51/117_121_129", sr: "952.0" },
  { key: "EpG", eli: "eli/cc/2015/297", sr: "818.101" },
  { key: "EPDG", eli: "eli/cc/2017/203", sr: "816.1" },
  { key: "ArGV 3", eli: "eli/cc/1993/2564_2564_2564", sr: "822.113" },
];

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Finds an act by its short name, ignoring case, spaces and dashes ("argv3" → "ArGV 3"). */
export function findAct(name: string, acts: readonly FedlexAct[] = FEDLEX_ACTS): FedlexAct | undefined {
  return acts.find((act) => normalise(act.key) === normalise(name));
}

/** File name stem under DATA_DIR/fedlex ("ArGV 3" → "ArGV-3"). */
export function actFileStem(key: string): string {
  return key.replace(/[^A-Za-z0-9]+/g, "-");
}

/** The Fedlex web page of the act's current version, whose anchors are the eIds. */
export function fedlexPageUrl(act: FedlexAct, language: string): string {
  return `https://www.fedlex.admin.ch/${act.eli}/${language || "de"}`;
}
