// Whether the first bytes of an upload fit the MIME type it declares. Only checked where a bucket
// restricts types (the operator's reason to restrict is what arrives, not what is claimed). Types
// without a signature we know pass on the declared type alone.
const startsWith = (head: Buffer, bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

const ZIP = [0x50, 0x4b, 0x03, 0x04];

const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  "application/pdf": (head) => head.subarray(0, 1024).includes("%PDF-"),
  "image/png": (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  "image/jpeg": (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  "image/gif": (head) => head.subarray(0, 6).toString("latin1") === "GIF87a" || head.subarray(0, 6).toString("latin1") === "GIF89a",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": (head) => startsWith(head, ZIP),
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": (head) => startsWith(head, ZIP),
  "application/zip": (head) => startsWith(head, ZIP),
  "text/plain": (head) => isText(head),
  "text/csv": (head) => isText(head),
};

/** UTF-8 (a multi-byte sequence may be cut at the end of the head) without NUL bytes. */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head);
  const bad = (text.match(/\uFFFD/g) ?? []).length;
  return bad <= 1 && (bad === 0 || text.endsWith("\uFFFD"));
}

/** "text/plain;charset=UTF-8" → "text/plain". */
export function baseType(contentType: string): string {
  return contentType.split(";", 1)[0].trim().toLowerCase();
}

export function isAllowedType(contentType: string, allowed: string[]): boolean {
  const type = baseType(contentType);
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    return rule === type || (rule.endsWith("/*") && type.startsWith(rule.slice(0, -1)));
  });
}

export function contentMatches(contentType: string, head: Buffer): boolean {
  const check = SIGNATURES[baseType(contentType)];
  return check ? check(head) : true;
}
