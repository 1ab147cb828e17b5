import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatRef, formatStand } from "./citations";
import { parseConfig } from "./config";
import { Markdown, plainText } from "./markdown";

const html = (text: string) => renderToStaticMarkup(<Markdown text={text} />).replace(/ class="[^"]*"/g, "").replace(/ data-markdown=""/, "");

describe("Markdown", () => {
  it("renders paragraphs, line breaks, bold, italic and code", () => {
    expect(html("**fett** und _kursiv_ und *auch*\nzweite `code`\n\nneu")).toBe(
      "<div><p><strong>fett</strong> und <em>kursiv</em> und <em>auch</em><br/>zweite <code>code</code></p><p>neu</p></div>",
    );
  });

  it("leaves underscores inside words and unclosed markers alone", () => {
    expect(html("snake_case_name und **offen")).toBe("<div><p>snake_case_name und **offen</p></div>");
  });

  it("renders nested and ordered lists", () => {
    expect(html("- a\n  - b\n- c\n\n1. x\n2. y")).toBe(
      "<div><ul><li>a<div><ul><li>b</li></ul></div></li><li>c</li></ul><ol><li>x</li><li>y</li></ol></div>",
    );
  });

  it("links only http(s) URLs, in a new tab without opener or referrer", () => {
    expect(html("[Art. 24 DSG](https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_24)")).toBe(
      '<div><p><a href="https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_24" target="_blank" rel="noopener noreferrer">Art. 24 DSG</a></p></div>',
    );
    expect(html("[x](javascript:alert(1)) [y](data:text/html,hi) [z](/relativ)")).toBe("<div><p>x y z</p></div>");
  });

  it("escapes HTML", () => {
    expect(html('<img src=x onerror=alert(1)> <script>alert("x")</script>')).toBe(
      "<div><p>&lt;img src=x onerror=alert(1)&gt; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p></div>",
    );
  });

  it("gives the plain text for copying and announcing", () => {
    expect(plainText("**Titel**: siehe [Art. 24 DSG](https://x.ch) und _dies_")).toBe("Titel: siehe Art. 24 DSG und dies");
  });
});

describe("citations", () => {
  it("writes references the Swiss way and dates as d.m.yyyy", () => {
    expect(formatRef("DSG Art. 24")).toBe("Art. 24 DSG");
    expect(formatRef("FINMA-RS 2023/1 Rz. 5")).toBe("FINMA-RS 2023/1 Rz. 5");
    expect(formatStand("2025-07-07")).toBe("7.7.2025");
  });
});

describe("configuration", () => {
  const valid = { botName: "Bot", welcomeMessage: "Hallo" };
  it("fills in defaults", () => {
    expect(parseConfig(valid)).toMatchObject({ placeholder: "Ihre Frage zum Datenschutz …", features: { history: true, copy: true } });
  });
  it.each([
    null,
    [],
    { botName: "Bot" },
    { ...valid, colors: { primary: "red;}" } },
    { ...valid, links: { privacy: "javascript:alert(1)" } },
    { ...valid, links: { privacy: "//evil.example" } },
    { ...valid, features: { history: "ja" } },
  ])("rejects %j", (raw) => {
    expect(() => parseConfig(raw)).toThrow();
  });
});
