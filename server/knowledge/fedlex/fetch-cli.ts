// npm run knowledge:fetch [ACT...]            imports the current versions from Fedlex
// npm run knowledge:fetch --from FILE --act DSG  imports a downloaded XML file
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../../config.js";
import type { Clock } from "../../clock.js";
import { FEDLEX_ACTS, findAct, type FedlexAct } from "./acts.js";
import { importAct, importLocalFile, type ImportResult } from "./fetch.js";

export interface CliDeps {
  env?: Record<string, string | undefined>;
  out?: (line: string) => void;
  err?: (line: string) => void;
  acts?: readonly FedlexAct[];
  fetchImpl?: typeof fetch;
  endpoint?: string;
  timeoutMs?: number;
  clock?: Clock;
}

const USAGE = "Usage: knowledge:fetch [ACT...] | knowledge:fetch --from FILE.xml --act ACT";

interface Args {
  names: string[];
  from?: string;
  act?: string;
}

function parseArgs(argv: string[]): Args | string {
  const args: Args = { names: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--from" || arg === "--act") {
      const value = argv[++i];
      if (!value || value.startsWith("--")) return `${arg} needs a value`;
      args[arg === "--from" ? "from" : "act"] = value;
    } else if (arg.startsWith("--")) {
      return `unknown option ${arg}`;
    } else {
      args.names.push(arg);
    }
  }
  if (args.from && (!args.act || args.names.length > 0)) return "--from needs exactly one --act and no other act names";
  if (args.act && !args.from) return "--act is only used with --from";
  return args;
}

function summary(result: ImportResult): string {
  return `${result.act}: ${result.passages} passages, Stand ${result.stand}`;
}

function failure(act: FedlexAct, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith(`${act.key}:`) ? message : `${act.key}: ${message}`;
}

/** Returns the process exit code: 0 when every act was imported, 1 otherwise. */
export async function runFetchCli(argv: string[], deps: CliDeps = {}): Promise<number> {
  const out = deps.out ?? ((line: string) => console.log(line));
  const err = deps.err ?? ((line: string) => console.error(line));
  const acts = deps.acts ?? FEDLEX_ACTS;

  if (argv.includes("--help") || argv.includes("-h")) {
    out(USAGE);
    out(`Acts: ${acts.map((a) => a.key).join(", ")}`);
    return 0;
  }
  const args = parseArgs(argv);
  if (typeof args === "string") {
    err(`${args}\n${USAGE}`);
    return 1;
  }

  let dataDir: string;
  try {
    dataDir = loadConfig(deps.env).dataDir;
  } catch (error) {
    err((error as Error).message);
    return 1;
  }

  const wanted = args.from ? [args.act!] : args.names;
  const selected: FedlexAct[] = [];
  for (const name of wanted) {
    const act = findAct(name, acts);
    if (!act) {
      err(`Unknown act "${name}". Known acts: ${acts.map((a) => a.key).join(", ")}`);
      return 1;
    }
    selected.push(act);
  }

  if (args.from) {
    try {
      out(summary(await importLocalFile(selected[0], args.from, dataDir, deps)));
      return 0;
    } catch (error) {
      err(failure(selected[0], error));
      return 1;
    }
  }

  let failed = false;
  // One act after the other, to keep the load on Fedlex low.
  for (const act of selected.length > 0 ? selected : acts) {
    try {
      out(summary(await importAct(act, dataDir, deps)));
    } catch (error) {
      err(failure(act, error));
      failed = true;
    }
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runFetchCli(process.argv.slice(2));
}
