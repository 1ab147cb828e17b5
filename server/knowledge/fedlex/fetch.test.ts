import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../clock.js";
import { ROOT } from "../../paths.js";
import type { FedlexAct } from "./acts.js";
import { runFetchCli } from "./fetch-cli.js";
import { importAct, resolveCurrentVersion } from "./fetch.js";
import { loadImportedPassages, type StoredAct } from "./store.js";

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "mini-act.xml");
const FIXTURE_XML = fs.readFileSync(FIXTURE, "utf8");
const TEST_ACT: FedlexAct = { key: "TEST", eli: "eli/cc/2099/1", sr: "999.1" };
const CONSOLIDATION = "https://fedlex.data.admin.ch/eli/cc/2099/1/20240301";
// Like the real file names, this one has a suffix that cannot be derived from the ELI.
const FILE_PATH = "/filestore/fedlex.data.admin.ch/eli/cc/2099/1/20240301/de/xml/fedlex-data-admin-ch-eli-cc-2099-1-20240301-de-xml-3.xml";
const NOW = Date.parse("2025-08-01T10:00:00Z");

type Mode = "ok" | "sparql-500" | "file-500" | "not-xml" | "no-xml-manifestation" | "no-version" | "hang";

let mode: Mode = "ok";
let requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let server: http.Server;
let origin: string;

function sparqlAnswer(): unknown {
  const row: Record<string, { type: string; value: string; datatype?: string }> = {
    consolidation: { type: "uri", value: CONSOLIDATION },
    dateApplicability: { type: "literal", value: "2024-03-01", datatype: "http://www.w3.org/2001/XMLSchema#date" },
    file: { type: "uri", value: `${origin}${FILE_PATH}` },
  };
  if (mode === "no-xml-manifestation") delete row.file;
  return {
    head: { vars: ["consolidation", "dateApplicability", "file"] },
    results: { bindings: mode === "no-version" ? [] : [row] },
  };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      if (mode === "hang") return;
      if (req.url === "/sparqlendpoint" && req.method === "POST") {
        if (mode === "sparql-500") return void res.writeHead(500).end("Virtuoso error");
        res.writeHead(200, { "Content-Type": "application/sparql-results+json" }).end(JSON.stringify(sparqlAnswer()));
      } else if (req.url === FILE_PATH && req.method === "GET") {
        if (mode === "file-500") return void res.writeHead(500).end();
        if (mode === "not-xml") return void res.writeHead(200, { "Content-Type": "text/html" }).end("<html><body>Wartung</body></html>");
        res.writeHead(200, { "Content-Type": "application/xml" }).end(FIXTURE_XML);
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Tests may only reach the fake server; anything else would be a bug in the importer.
const loopbackOnly: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname !== "127.0.0.1") throw new Error(`test tried to reach ${url.href}`);
  return fetch(input, init);
};

let dataDir: string;
const options = () => ({ fetchImpl: loopbackOnly, endpoint: `${origin}/sparqlendpoint`, clock: fixedClock(NOW), timeoutMs: 2000 });
const fedlexFiles = () => fs.readdirSync(path.join(dataDir, "fedlex")).sort();
const snapshot = () => fedlexFiles().map((name) => [name, fs.readFileSync(path.join(dataDir, "fedlex", name), "utf8")]);

beforeEach(() => {
  mode = "ok";
  requests = [];
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fedlex-test-"));
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("resolveCurrentVersion", () => {
  it("asks the SPARQL endpoint for the newest consolidation applicable today and its German XML file", async () => {
    const version = await resolveCurrentVersion(TEST_ACT, options());
    expect(version).toEqual({
      consolidation: CONSOLIDATION,
      stand: "2024-03-01",
      fileUrl: `${origin}${FILE_PATH}`,
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe("POST");
    expect(request.headers.accept).toBe("application/sparql-results+json");
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const query = new URLSearchParams(request.body).get("query") ?? "";
    expect(query).toContain("jolux:isMemberOf <https://fedlex.data.admin.ch/eli/cc/2099/1>");
    expect(query).toContain("a jolux:Consolidation");
    expect(query).toContain('"2025-08-01"^^xsd:date');
    expect(query).toContain("<http://publications.europa.eu/resource/authority/language/DEU>");
    expect(query).toContain("<https://fedlex.data.admin.ch/vocabulary/user-format/xml>");
    expect(query).toContain("jolux:isExemplifiedBy ?file");
    expect(query).toContain("ORDER BY DESC(?dateApplicability)");
  });

  it("reports a newest consolidation without XML instead of falling back to an older one", async () => {
    mode = "no-xml-manifestation";
    await expect(resolveCurrentVersion(TEST_ACT, options())).rejects.toThrow(
      /^TEST: the current consolidation .*20240301 \(Stand 2024-03-01\) has no German XML file/,
    );
  });

  it("reports an act without any applicable consolidation", async () => {
    mode = "no-version";
    await expect(resolveCurrentVersion(TEST_ACT, options())).rejects.toThrow(
      "TEST: Fedlex lists no consolidated version of eli/cc/2099/1 applicable on 2025-08-01",
    );
  });
});

describe("importAct", () => {
  it("downloads, parses and stores the act", async () => {
    const result = await importAct(TEST_ACT, dataDir, options());
    expect(result).toMatchObject({ act: "TEST", sr: "999.1", stand: "2024-03-01", passages: 9 });
    expect(fedlexFiles()).toEqual(["TEST.json", "TEST.xml"]);
    expect(fs.readFileSync(path.join(dataDir, "fedlex", "TEST.xml"), "utf8")).toBe(FIXTURE_XML);

    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, "fedlex", "TEST.json"), "utf8")) as StoredAct;
    expect(stored).toMatchObject({
      act: "TEST",
      sr: "999.1",
      stand: "2024-03-01",
      source: `${origin}${FILE_PATH}`,
      importedAt: new Date(NOW).toISOString(),
      articles: ["art_1", "art_2", "art_2_a"],
    });
    expect(stored.passages.map((p) => p.ref)).toContain("TEST Art. 2 Abs. 2 lit. b");
    expect(stored.passages.find((p) => p.ref === "TEST Art. 2a")?.url).toBe("https://www.fedlex.admin.ch/eli/cc/2099/1/de#art_2_a");
    expect(requests.map((r) => r.method)).toEqual(["POST", "GET"]);

    expect(loadImportedPassages(dataDir)).toEqual(stored.passages);
  });

  const failures: [Mode | "refused", RegExp][] = [
    ["sparql-500", /^TEST: could not query the Fedlex SPARQL endpoint \(.*\): the server answered HTTP 500/],
    ["file-500", /^TEST: could not download the XML file \(.*\): the server answered HTTP 500/],
    ["not-xml", /^TEST: .*not <akomaNtoso>/],
    ["hang", /^TEST: could not query the Fedlex SPARQL endpoint \(.*\): no answer within 0\.3 s$/],
    ["refused", /^TEST: could not query the Fedlex SPARQL endpoint \(.*\): connection refused/],
  ];

  it.each(failures)("keeps the previous import when the next run fails (%s)", async (failure, message) => {
    await importAct(TEST_ACT, dataDir, options());
    const before = snapshot();

    let runOptions = { ...options(), timeoutMs: 300 };
    if (failure === "refused") {
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      runOptions = { ...runOptions, endpoint: `http://127.0.0.1:${port}/sparqlendpoint` };
    } else {
      mode = failure;
    }
    const error = await importAct(TEST_ACT, dataDir, runOptions).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(message);
    expect(snapshot()).toEqual(before);
  });
});

describe("knowledge:fetch", () => {
  const run = async (argv: string[], extra: { acts?: readonly FedlexAct[] } = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runFetchCli(argv, {
      ...options(),
      env: { DATA_DIR: dataDir },
      acts: [TEST_ACT],
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      ...extra,
    });
    return { code, out, err };
  };

  it("imports the named acts and prints one line per act", async () => {
    expect(await run(["test"])).toEqual({ code: 0, out: ["TEST: 9 passages, Stand 2024-03-01"], err: [] });
    expect(fedlexFiles()).toEqual(["TEST.json", "TEST.xml"]);
  });

  it("prints a one-line error without a stack and exits with 1 when an act fails", async () => {
    mode = "sparql-500";
    const result = await run([]);
    expect(result.code).toBe(1);
    expect(result.out).toEqual([]);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(/^TEST: could not query the Fedlex SPARQL endpoint .*HTTP 500/);
    expect(result.err[0]).not.toContain("\n");
  });

  it("rejects unknown acts and bad arguments before doing anything", async () => {
    expect(await run(["NOPE"])).toMatchObject({ code: 1, err: [expect.stringMatching(/^Unknown act "NOPE"\. Known acts: TEST$/)] });
    expect((await run(["--from", FIXTURE])).code).toBe(1);
    expect((await run(["--bogus"])).code).toBe(1);
    expect(requests).toEqual([]);
  });

  it("imports a local file with --from", async () => {
    expect(await run(["--from", FIXTURE, "--act", "TEST"])).toEqual({ code: 0, out: ["TEST: 9 passages, Stand 2024-03-01"], err: [] });
    expect(requests).toEqual([]);
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, "fedlex", "TEST.json"), "utf8")) as StoredAct;
    expect(stored.source).toMatch(/^file:\/\/.*\/mini-act\.xml$/);
    expect(loadImportedPassages(dataDir)).toHaveLength(9);
  });

  it("refuses a local file that is another act, and a missing file", async () => {
    const other: FedlexAct = { key: "DSG", eli: "eli/cc/2022/491", sr: "235.1" };
    const wrong = await run(["--from", FIXTURE, "--act", "DSG"], { acts: [other] });
    expect(wrong.code).toBe(1);
    expect(wrong.err[0]).toMatch(/^DSG: .*mini-act\.xml is SR 999\.1, but DSG is SR 235\.1$/);
    const missing = await run(["--from", path.join(dataDir, "nope.xml"), "--act", "TEST"]);
    expect(missing).toMatchObject({ code: 1, err: [expect.stringMatching(/^TEST: could not read .*nope\.xml: ENOENT$/)] });
    expect(fs.existsSync(path.join(dataDir, "fedlex", "DSG.json"))).toBe(false);
  });

  const realDsg = path.join(ROOT, "tests/fixtures/fedlex/dsg-sr235.1-20250707-de.xml");
  it("imports the official DSG file with --from", async () => {
    const result = await run(["--from", realDsg, "--act", "DSG"], { acts: undefined });
    expect(result.err).toEqual([]);
    expect(result.out).toEqual([expect.stringMatching(/^DSG: \d+ passages, Stand 2025-07-07$/)]);
    const passages = loadImportedPassages(dataDir);
    expect(passages.find((p) => p.ref === "DSG Art. 19 Abs. 2 lit. a")?.url).toBe("https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_19");
  });
});

describe("loadImportedPassages", () => {
  it("returns an empty list when nothing was imported", () => {
    expect(loadImportedPassages(dataDir)).toEqual([]);
    expect(loadImportedPassages(path.join(dataDir, "missing"))).toEqual([]);
  });

  it("ignores temporary files of an interrupted run", async () => {
    await importAct(TEST_ACT, dataDir, options());
    fs.writeFileSync(path.join(dataDir, "fedlex", "TEST.json.123-456.tmp"), "{");
    expect(loadImportedPassages(dataDir)).toHaveLength(9);
  });
});
