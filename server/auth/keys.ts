// Signing keys (docs/decisions/003-signing-keys.md). JWT_KEYS supplies private JWKs (the first
// signs, the others only verify, for rotation); otherwise one key is generated on first start
// and kept in DATA_DIR with mode 0600. Key material is never logged.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey, type KeyObject } from "jose";
import { ensurePrivateDir } from "../private-files.js";

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

function algFor(jwk: JWK, fallback: "ES256" | "RS256"): "ES256" | "RS256" {
  if (jwk.alg === "ES256" || jwk.alg === "RS256") return jwk.alg as "ES256" | "RS256";
  if (jwk.alg) throw new Error(`JWT_KEYS: unsupported alg "${jwk.alg}" (use ES256 or RS256)`);
  if (jwk.kty === "EC") return "ES256";
  if (jwk.kty === "RSA") return "RS256";
  return fallback;
}

async function toKeySet(privateJwks: JWK[], fallbackAlg: "ES256" | "RS256"): Promise<KeySet> {
  const keys: VerifyKey[] = [];
  const jwks: JWK[] = [];
  let privateKey: Key | null = null;
  for (const jwk of privateJwks) {
    if (jwk.kty !== "EC" && jwk.kty !== "RSA") throw new Error("JWT_KEYS: only EC (ES256) and RSA (RS256) keys are supported");
    const alg = algFor(jwk, fallbackAlg);
    const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk));
    privateKey ??= (await importJWK({ ...jwk, alg }, alg)) as Key;
    const pub: JWK = {};
    for (const field of PUBLIC_FIELDS[jwk.kty]) (pub as Record<string, unknown>)[field] = (jwk as Record<string, unknown>)[field];
    keys.push({ kid, alg, key: (await importJWK({ ...pub, alg }, alg)) });
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
