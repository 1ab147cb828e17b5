import { describe, expect, it } from "vitest";
import { keptContentType, keptFilePath, toKeptFiles } from "./kept-files";

const USER = "6f1c1e0e-0000-4000-8000-000000000001";

describe("kept tool outputs", () => {
  it("keeps each kind in its own folder under the user's", () => {
    expect(keptFilePath(USER, "draft", "a1", "meldung-edoeb-entwurf.docx")).toBe(`${USER}/meldungsentwuerfe/a1/meldung-edoeb-entwurf.docx`);
    expect(keptFilePath(USER, "records", "b2", "verzeichnis-2026-11-27.csv")).toBe(`${USER}/verzeichnisse/b2/verzeichnis-2026-11-27.csv`);
  });

  it("stores each file with the type of its extension", () => {
    expect(keptContentType("meldung-edoeb-entwurf.docx")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(keptContentType("verzeichnis.XLSX")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(keptContentType("verzeichnis.csv")).toBe("text/csv");
    expect(keptContentType("unbekannt")).toBe("application/octet-stream");
  });

  it("lists the files of one kind newest first, with name, date and size, and ignores keys of another form", () => {
    const objects = [
      { key: `${USER}/meldungsentwuerfe/a/alt.docx`, name: "x", created_at: "2026-11-01T08:00:00.000Z", metadata: { size: 10 } },
      { key: `${USER}/meldungsentwuerfe/b/neu.docx`, name: "x", created_at: "2026-11-20T08:00:00.000Z", metadata: { size: 20 } },
      { key: `${USER}/meldungsentwuerfe/lose.docx`, name: "x", created_at: "2026-11-21T08:00:00.000Z", metadata: { size: 1 } },
      { key: `${USER}/meldungsentwuerfe/c/d/tief.docx`, name: "x", created_at: "2026-11-21T08:00:00.000Z", metadata: { size: 1 } },
      { key: `${USER}/verzeichnisse/e/verzeichnis.csv`, name: "x", created_at: "2026-11-22T08:00:00.000Z", metadata: { size: 1 } },
      { key: `anderer/meldungsentwuerfe/f/fremd.docx`, name: "x", created_at: "2026-11-22T08:00:00.000Z", metadata: { size: 1 } },
    ];
    expect(toKeptFiles("draft", USER, objects)).toEqual([
      { kind: "draft", path: `${USER}/meldungsentwuerfe/b/neu.docx`, name: "neu.docx", keptAt: "2026-11-20T08:00:00.000Z", size: 20 },
      { kind: "draft", path: `${USER}/meldungsentwuerfe/a/alt.docx`, name: "alt.docx", keptAt: "2026-11-01T08:00:00.000Z", size: 10 },
    ]);
    expect(toKeptFiles("records", USER, objects).map((file) => file.name)).toEqual(["verzeichnis.csv"]);
  });
});
