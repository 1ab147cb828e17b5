import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatRef, formatStand } from "./citations";
import { parseConfig } from "./config";
import { Markdown, plainText, safeUrl } from "./markdown";

/** The rendered HTML without classes and without the newlines between block elements. */
const render = (text: string) => renderToStaticMarkup(<Markdown text={text} />);
const html = (text: string) =>
  render(text)
    .replace(/ class="[^"]*"/g, "")
    .replace(/ data-markdown=""/, "")
    .replace(/>\n+</g, "><")
    .replace(/<br\/>\n/g, "<br/>")
    .replace(/\n(?=<[uo]l>)/g, "");

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
      "<div><ul><li>a<ul><li>b</li></ul></li><li>c</li></ul><ol><li>x</li><li>y</li></ol></div>",
    );
    expect(html("3. drei\n4. vier")).toBe('<div><ol start="3"><li>drei</li><li>vier</li></ol></div>');
  });

  it("makes a bold line of its own, and Markdown headings, into headings below the page's own", () => {
    expect(html("Zuerst dies.\n\n**Was jetzt zu tun ist**\n1. Melden\n2. Informieren")).toBe(
      "<div><p>Zuerst dies.</p><h3>Was jetzt zu tun ist</h3><ol><li>Melden</li><li>Informieren</li></ol></div>",
    );
    expect(html("# Titel\n\n## Teil\n\n### Abschnitt")).toBe("<div><h3>Titel</h3><h3>Teil</h3><h4>Abschnitt</h4></div>");
    // A bold sentence, or bold words within a paragraph, stay bold text.
    expect(html("**Melden Sie den Vorfall sofort.**")).toBe("<div><p><strong>Melden Sie den Vorfall sofort.</strong></p></div>");
    expect(html("- **Frist** 30 Tage")).toBe("<div><ul><li><strong>Frist</strong> 30 Tage</li></ul></div>");
  });

  it("renders tables in a scrolling container, with alignment as classes, never as style attributes", () => {
    const markdown = "| Frist | Dauer |\n|:--|--:|\n| Auskunft | 30 Tage |\n| Meldung | **so rasch wie möglich** |";
    expect(html(markdown)).toBe(
      '<div><div tabindex="0"><table><thead><tr><th>Frist</th><th>Dauer</th></tr></thead><tbody><tr><td>Auskunft</td><td>30 Tage</td></tr><tr><td>Meldung</td><td><strong>so rasch wie möglich</strong></td></tr></tbody></table></div></div>',
    );
    const raw = render(markdown);
    expect(raw).not.toContain("style=");
    expect(raw).toMatch(/<div tabindex="0" class="[^"]*overflow-x-auto/);
    expect(raw).toMatch(/<th class="[^"]*text-right[^"]*">Dauer/);
  });

  it("renders code blocks as preformatted, scrolling text", () => {
    expect(html('```json\n{ "rating": "helpful" }\n```')).toBe(
      '<div><pre tabindex="0"><code>{ &quot;rating&quot;: &quot;helpful&quot; }\n</code></pre></div>',
    );
    expect(render("```\nx\n```")).toMatch(/<pre tabindex="0" class="[^"]*overflow-x-auto[^"]*font-mono/);
  });

  it("links only http(s) URLs, in a new tab without opener or referrer", () => {
    expect(html("[Art. 24 DSG](https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_24)")).toBe(
      '<div><p><a href="https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_24" target="_blank" rel="noopener noreferrer">Art. 24 DSG</a></p></div>',
    );
    expect(html("[x](javascript:alert(1)) [y](data:text/html,hi) [z](/relativ) <javascript:alert(2)> [w](JaVaScRiPt:alert(3))")).toBe(
      "<div><p>x y z javascript:alert(2) w</p></div>",
    );
    expect(html("Siehe https://www.edoeb.admin.ch")).toBe(
      '<div><p>Siehe <a href="https://www.edoeb.admin.ch/" target="_blank" rel="noopener noreferrer">https://www.edoeb.admin.ch</a></p></div>',
    );
  });

  it("shows images as their description and never loads them", () => {
    expect(html("![Logo der Firma](https://tracker.example/pixel.png)")).toBe("<div><p>Logo der Firma</p></div>");
  });

  it("shows HTML as text: a script or an event handler never becomes an element", () => {
    const out = render(
      '<script>alert("x")</script>\n\nText <img src=x onerror=alert(1)> und <b onclick="alert(2)">fett</b>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/<(script|img|b|iframe)[\s>]/);
    expect(out).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(out).toContain("&lt;img src=x onerror=alert(1)&gt;");
    // Placeholders in angle brackets stay readable.
    expect(html("Schreiben Sie an <Name der Behörde>.")).toBe("<div><p>Schreiben Sie an &lt;Name der Behörde&gt;.</p></div>");
  });

  it("gives the plain text for copying and announcing", () => {
    expect(plainText("**Titel**: siehe [Art. 24 DSG](https://x.ch) und _dies_")).toBe("Titel: siehe Art. 24 DSG und dies");
    expect(plainText("## Fristen\n| A | B |\n|---|:-:|\n| 1 | 2 |\n```\ncode\n```")).toBe("Fristen\n| A | B |\n| 1 | 2 |\ncode\n");
  });

  it("keeps safeUrl strict", () => {
    expect(safeUrl("https://www.fedlex.admin.ch/x")).toBe("https://www.fedlex.admin.ch/x");
    expect(safeUrl("http://example.ch")).toBe("http://example.ch/");
    for (const url of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,x",
      "/relativ",
      "//evil.example",
      "mailto:a@b.ch",
      "",
    ]) {
      expect(safeUrl(url), url).toBeNull();
    }
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
