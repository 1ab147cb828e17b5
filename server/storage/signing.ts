// Tokens of signed URLs: what they allow (read or upload), which object, until when, HMAC-SHA256
// with a key derived from the instance's signing key (the same on every instance sharing JWT_KEYS).
import crypto from "node:crypto";
import { errors } from "./errors.js";

export interface SignedGrant {
  /** "r": download; "u": upload (with upsert or not). */
  use: "r" | "u";
  bucket: string;
  key: string;
  exp: number;
  upsert?: boolean;
  owner?: string | null;
}

export class UrlSigner {
  private readonly key: Buffer;

  constructor(secret: Buffer) {
    this.key = Buffer.from(crypto.hkdfSync("sha256", secret, Buffer.alloc(0), "datenschutz-assistent/storage-urls", 32));
  }

  sign(grant: SignedGrant): string {
    const body = Buffer.from(JSON.stringify(grant)).toString("base64url");
    return `${body}.${this.mac(body)}`;
  }

  private mac(body: string): string {
    return crypto.createHmac("sha256", this.key).update(body).digest("base64url");
  }

  /** The grant, if the token is ours, unexpired, and for this use and object. */
  verify(token: string | undefined, use: SignedGrant["use"], bucket: string, key: string, nowSeconds: number): SignedGrant {
    const [body, mac, extra] = (token ?? "").split(".");
    if (!body || !mac || extra !== undefined) throw errors.invalidJwt("invalid signature");
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw errors.invalidJwt("invalid signature");
    const grant = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as SignedGrant;
    if (grant.exp <= nowSeconds) throw errors.invalidJwt("jwt expired");
    if (grant.use !== use || grant.bucket !== bucket || grant.key !== key) throw errors.invalidSignature();
    return grant;
  }
}
