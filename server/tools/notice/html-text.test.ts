// HTML to text through htmlparser2's tokenizer: what is dropped, what becomes a line break, and
// that hostile shapes (issue 23: thousands of "<", unclosed tags, deep nesting) come out as text
// in one pass, with the output cut off once it passes the limit.
import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text.js";

describe("htmlToText", () => {
  it("drops scripts, styles, comments, templates, frames and the head", () => {
    const html = `<!DOCTYPE html><html><head><title>Titel</title><meta charset="utf-8"><style>p{color:red}</style></head>
      <body><!-- interner Kommentar --><script>alert("x")</script><noscript>Bitte JavaScript</noscript>
      <template><p>Vorlage</p></template><iframe src="x">Rahmen</iframe><svg><text>Grafik</text><path/></svg>
      <p>Verantwortlich ist die Muster AG.</p></body></html>`;
    expect(htmlToText(html)).toBe("Verantwortlich ist die Muster AG.");
  });

  it("ends a head that is never closed where the body's content begins, as a browser does", () => {
    expect(htmlToText("<html><head><title>T</title><p>Erster Absatz</p>")).toBe("Erster Absatz");
    expect(htmlToText("<head><title>T</title><body>Inhalt")).toBe("Inhalt");
  });

  it("turns block elements into blank lines and inline elements into spaces", () => {
    expect(htmlToText("<h1>Datenschutz</h1><p>Wir bearbeiten<br>Ihre Daten.</p><ul><li>Name</li><li>E-Mail</li></ul>")).toBe(
      "Datenschutz\n\nWir bearbeiten\n\nIhre Daten.\n\nName\n\nE-Mail",
    );
    expect(htmlToText("<p>Muster <b>AG</b>,\t<i>Zürich</i></p>")).toBe("Muster AG , Zürich");
  });

  it("decodes named and numeric entities, including ones the old table lacked", () => {
    expect(htmlToText("<p>A&amp;B &#252; &#xE9; &auml;&nbsp;x &Eacute;cole &laquo;Zitat&raquo; &unknown;</p>")).toBe(
      "A&B ü é ä x École «Zitat» &unknown;",
    );
  });

  it("keeps text after stray or unclosed tags and drops an unclosed script to the end", () => {
    expect(htmlToText("a < b und c > d")).toBe("a < b und c > d");
    expect(htmlToText("<p>Text<div><span>tief")).toBe("Text\n\ntief");
    expect(htmlToText("<p>vorher</p><script>var x = '<p>nachher</p>'")).toBe("vorher");
    expect(htmlToText("<p>vorher</p><!-- offen <p>nachher</p>")).toBe("vorher");
  });

  it("reads thousands of '<', long attributes and deep nesting as text in one pass", () => {
    expect(htmlToText("<".repeat(60_000))).toBe("<".repeat(60_000));
    expect(htmlToText(`<p title="${"x".repeat(500_000)}">kurz</p>`)).toBe("kurz");
    // htmlparser2's Parser keeps a stack it unshifts (quadratic in depth): this would take minutes there.
    expect(htmlToText("<div>".repeat(200_000) + "innen" + "</div>".repeat(200_000))).toBe("innen");
    expect(htmlToText("<span>".repeat(200_000) + "offen")).toBe("offen");
    expect(htmlToText("<a href='" + "<".repeat(100_000))).toBe("");
  });

  it("stops once the output passes maxChars, whatever follows", () => {
    const html = "<p>" + "Wort ".repeat(1_000_000) + "</p><p>Ende</p>";
    const text = htmlToText(html, { maxChars: 1_000 });
    expect(text.length).toBeGreaterThan(1_000);
    expect(text.length).toBeLessThan(1_010); // at most one word past the limit
    expect(text).not.toContain("Ende");
    expect(htmlToText(html)).toContain("Ende");
  });
});
