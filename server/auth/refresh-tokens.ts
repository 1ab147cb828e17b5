// Refresh tokens as values: what is handed out, what is stored. The database holds a SHA-256 of
// each token, never the token, so a copy of it (a backup, a read replica) signs nobody in.
import crypto from "node:crypto";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * GoTrue's legacy alphabet (crypto.SecureAlphanumeric), but 32 characters (165 bits) instead of
 * 12 (62 bits): an unsalted hash of 62 bits is searched on a GPU in days. Clients treat the token
 * as opaque; 12-character tokens issued before still work until they are rotated.
 */
const LENGTH = 32;

export function newRefreshToken(): string {
  let out = "";
  while (out.length < LENGTH) {
    for (const byte of crypto.randomBytes(LENGTH * 2)) {
      if (byte >= 252) continue; // rejection sampling keeps the alphabet uniform
      out += ALPHABET[byte % 36];
      if (out.length === LENGTH) break;
    }
  }
  return out;
}

export function isWellFormedRefreshToken(token: string): boolean {
  return /^(?:[a-z0-9]{12}|[a-z0-9]{32})$/.test(token);
}

export function hashRefreshToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

// A replay of the parent within the reuse interval hands out the current token again, which the
// hash alone cannot give back. So each token is also stored encrypted under a key derived from
// its parent token, which only the parent's holder can present.
function sealKey(parent: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", parent, Buffer.alloc(0), "refresh-token-seal", 32));
}

export function sealRefreshToken(token: string, parent: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", sealKey(parent), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The token sealed under `parent`, or null when `parent` is not the key or the value was altered. */
export function openRefreshToken(sealed: string, parent: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = crypto.createDecipheriv("aes-256-gcm", sealKey(parent), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
