// Signing keys (docs/decisions/003-signing-keys.md). JWT_KEYS supplies private JWKs (the first
// signs, the others only verify, for rotation); otherwise one key is generated on first start
// and kept in DATA_DIR with mode 0600. Key material is never logged.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey, type KeyObject } from "jose";
import { ensurePrivateDir } from "../private-files.js";
import { ConfigError } from "../config.js";

type Key = CryptoKey | KeyObject | Uint8Array;

export interface VerifyKey {
  kid: string;
  alg: "ES256" | "RS256";
  key: Key;
}

export interface KeySet {
  signing: VerifyKey & { privateKey: Key };
  byKid: Map<string, VerifyKey>;
  algorithms: ("ES256" | "RS256")[];
  /** Public halves for /.well-known/jwks.json. */
  jwks: JWK[];
  /**
   * A secret derived from the signing key (HKDF), for keyed hashes of what the lock-out keeps
   * (e-mail, client address): a plain hash of an IPv4 address is undone by trying all 2^32.
   * Shared by every instance that shares JWT_KEYS; a new signing key starts the lock-out afresh.
   */
  hashKey: Buffer;
}

const PUBLIC_FIELDS: Record<string, string[]> = { EC: ["kty", "crv", "x", "y"], RSA: ["kty", "n", "e"] };
const PRIVATE_FIELDS: Record<string, string[]> = { EC: [], RSA: ["p", "q", "dp", "dq", "qi"] };

function algFor(jwk: JWK, fallback: "ES256" | "RS256"): "ES256" | "RS256" {
  if (jwk.alg === "ES256" || jwk.alg === "RS256") return jwk.alg as "ES256" | "RS256";
  if (jwk.alg) throw new ConfigError(`JWT_KEYS key "${jwk.kid ?? "?"}": unsupported alg "${jwk.alg}" (use ES256 or RS256)`);
  if (jwk.kty === "EC") return "ES256";
  if (jwk.kty === "RSA") return "RS256";
  return fallback;
}

async function toKeySet(privateJwks: JWK[], fallbackAlg: "ES256" | "RS256"): Promise<KeySet> {
  const keys: VerifyKey[] = [];
  const jwks: JWK[] = [];
  let privateKey: Key | null = null;
  for (const raw of privateJwks) {
    const name = raw.kid ? `key "${raw.kid}"` : `key #${privateJwks.indexOf(raw) + 1}`;
    if (raw.kty !== "EC" && raw.kty !== "RSA") {
      throw new ConfigError(`JWT_KEYS ${name}: kty "${String(raw.kty)}" is not supported (only EC/ES256 and RSA/RS256 keys)`);
    }
    // A public-only key cannot sign, and a verify-only entry would silently never be used to sign.
    if (typeof raw.d !== "string" || raw.d === "")
      throw new ConfigError(`JWT_KEYS ${name} has no private part ("d"); every key must be a private JWK`);
    // GoTrue's JWKs carry key_ops ["sign","verify"], use "sig" and extras; WebCrypto refuses a
    // private key whose usages include "verify", so import only the key material fields.
    const jwk: JWK = { d: raw.d };
    for (const field of [...PUBLIC_FIELDS[raw.kty], ...PRIVATE_FIELDS[raw.kty]]) {
      if (raw[field as keyof JWK] !== undefined) (jwk as Record<string, unknown>)[field] = (raw as Record<string, unknown>)[field];
    }
    const alg = algFor(raw, fallbackAlg);
    if ((alg === "ES256") !== (raw.kty === "EC")) throw new ConfigError(`JWT_KEYS ${name}: alg ${alg} does not fit kty ${raw.kty}`);
    const kid = raw.kid ?? (await calculateJwkThumbprint(jwk));
    try {
      privateKey ??= (await importJWK({ ...jwk, alg }, alg)) as Key;
    } catch (error) {
      throw new ConfigError(`JWT_KEYS ${name} cannot be loaded: ${(error as Error).message}`);
    }
    const pub: JWK = {};
    for (const field of PUBLIC_FIELDS[raw.kty]) (pub as Record<string, unknown>)[field] = (raw as Record<string, unknown>)[field];
    keys.push({ kid, alg, key: await importJWK({ ...pub, alg }, alg) });
    jwks.push({ ...pub, alg, kid, use: "sig", key_ops: ["verify"] });
  }
  const secret = Buffer.from(String(privateJwks[0].d), "base64url");
  return {
    hashKey: Buffer.from(crypto.hkdfSync("sha256", secret, Buffer.alloc(0), "datenschutz-assistent/lockout", 32)),
    signing: { ...keys[0], privateKey: privateKey! },
    byKid: new Map(keys.map((k) => [k.kid, k])),
    algorithms: [...new Set(keys.map((k) => k.alg))],
    jwks,
  };
}

export async function generatePrivateJwk(alg: "ES256" | "RS256"): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg, kid: crypto.randomUUID() };
}

export async function loadKeys(options: {
  jwtKeys: Record<string, unknown>[] | null;
  dataDir: string;
  alg: "ES256" | "RS256";
}): Promise<KeySet> {
  if (options.jwtKeys) return toKeySet(options.jwtKeys, options.alg);
  const file = path.join(options.dataDir, "jwt-keys.json");
  ensurePrivateDir(options.dataDir);
  if (!fs.existsSync(file)) {
    const jwk = await generatePrivateJwk(options.alg);
    // wx: never overwrite a key another instance wrote a moment ago.
    try {
      fs.writeFileSync(file, JSON.stringify([jwk], null, 2), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  fs.chmodSync(file, 0o600);
  return toKeySet(JSON.parse(fs.readFileSync(file, "utf8")) as JWK[], options.alg);
}
