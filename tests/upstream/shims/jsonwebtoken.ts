// Stand-in for the `jsonwebtoken` package, which the upstream auth-js tests import but we do not
// install: only `sign` (HS256 with a secret, RS256/ES256 with a PEM private key) and `decode`.
import crypto from "node:crypto";

export interface SignOptions {
  algorithm?: "HS256" | "RS256" | "ES256";
  keyid?: string;
  expiresIn?: number;
}

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString("base64url");
}

export function sign(payload: Record<string, unknown>, key: string | Buffer, options: SignOptions = {}): string {
  const algorithm = options.algorithm ?? "HS256";
  const header: Record<string, unknown> = { alg: algorithm, typ: "JWT" };
  if (options.keyid) header.kid = options.keyid;
  // Like jsonwebtoken: iat is added unless given; expiresIn counts from it.
  const iat = typeof payload.iat === "number" ? payload.iat : Math.floor(Date.now() / 1000);
  const body: Record<string, unknown> = { ...payload, iat };
  if (options.expiresIn !== undefined) body.exp = iat + options.expiresIn;
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(body))}`;
  let signature: Buffer;
  if (algorithm === "HS256") {
    signature = crypto.createHmac("sha256", key).update(input).digest();
  } else {
    // ES256 in JWTs is the raw r||s form, not DER.
    const dsaEncoding = algorithm === "ES256" ? "ieee-p1363" : undefined;
    signature = crypto.sign("sha256", Buffer.from(input), { key: crypto.createPrivateKey(key), dsaEncoding });
  }
  return `${input}.${base64url(signature)}`;
}

export function decode(token: string): Record<string, unknown> | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export default { sign, decode };
