// Renders a template's blocks twice, as plain text and as HTML. Paragraphs are plain text, so
// escaping a whole paragraph escapes every value in it: no value reaches the HTML unescaped.

export type Block = { p: string } | { code: string } | { link: string; label: string };

export interface Letter {
  subject: string;
  blocks: Block[];
}

export interface Sender {
  operatorName: string;
  operatorContact: string;
}

export function escapeHtml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

function closing(sender: Sender): Block[] {
  return [
    { p: "Freundliche Grüsse" },
    { p: sender.operatorName },
    { p: `Diese E-Mail wurde automatisch versandt. Bei Fragen erreichen Sie uns unter ${sender.operatorContact}.` },
  ];
}

export function renderText(letter: Letter, sender: Sender): string {
  const parts = [...letter.blocks, ...closing(sender)].map((block) => {
    if ("p" in block) return block.p;
    if ("code" in block) return `    ${block.code}`;
    return `${block.label}:\n${block.link}`;
  });
  return `${parts.join("\n\n")}\n`;
}

export function renderHtml(letter: Letter, sender: Sender): string {
  const parts = [...letter.blocks, ...closing(sender)].map((block) => {
    if ("p" in block) return `<p>${escapeHtml(block.p)}</p>`;
    if ("code" in block) {
      return `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(block.code)}</p>`;
    }
    const href = escapeHtml(block.link);
    return `<p><a href="${href}">${escapeHtml(block.label)}</a></p><p style="font-size:12px;color:#555">${href}</p>`;
  });
  return [
    "<!doctype html>",
    '<html lang="de-CH">',
    `<head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    ...parts,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** "10 Minuten", "60 Minuten", "24 Stunden". */
export function germanDuration(seconds: number): string {
  if (seconds >= 7200 && seconds % 3600 === 0) return `${seconds / 3600} Stunden`;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 Minute" : `${minutes} Minuten`;
}
