// Access tokens with GoTrue's claims ([auth] internal/tokens/service.go GenerateAccessToken).
import { SignJWT, decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTPayload } from "jose";
import { ApiError } from "../http/errors.js";
import type { KeySet } from "./keys.js";

export interface AccessClaims extends JWTPayload {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  role: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

export interface TokenUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  is_anonymous: number;
  raw_app_meta_data: string;
  raw_user_meta_data: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The audience of every user this server creates (GoTrue's GOTRUE_JWT_AUD default). */
export const AUDIENCE = "authenticated";

export class TokenService {
  // Signature checks dominate GET /user; a token's signature never changes, so a verified
  // token's claims are remembered (expiry and session are still checked on every request).
  private verified = new Map<string, AccessClaims>();

  constructor(
    private readonly keys: KeySet,
    private readonly options: { expSeconds: number; issuer: string },
  ) {}

  async issue(user: TokenUser, session: { id: string; aal: string; amr: string }, nowSeconds: number) {
    const exp = nowSeconds + this.options.expSeconds;
    const claims = {
      iss: this.options.issuer,
      sub: user.id,
      aud: user.aud,
      exp,
      iat: nowSeconds,
      email: user.email,
      phone: "",
      app_metadata: JSON.parse(user.raw_app_meta_data),
      user_metadata: JSON.parse(user.raw_user_meta_data),
      role: user.role,
      aal: session.aal,
      amr: JSON.parse(session.amr),
      session_id: session.id,
      is_anonymous: user.is_anonymous === 1,
    };
    const { signing } = this.keys;
    const token = await new SignJWT(claims).setProtectedHeader({ alg: signing.alg, kid: signing.kid, typ: "JWT" }).sign(signing.privateKey);
    return { token, exp };
  }

  /**
   * Verifies signature, expiry, issuer and audience; throws GoTrue's errors ([auth] internal/api/auth.go).
   * GoTrue checks neither iss nor aud here (only GET /user compares aud); we refuse a token made
   * for another issuer or audience everywhere, in golang-jwt's words.
   */
  async verify(token: string, nowSeconds: number): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      // Only the expiry changes with time; the claims were checked when the token was remembered.
      if (known.exp <= nowSeconds) throw badJwt("token has invalid claims: token is expired");
      return known;
    }
    const claims = await this.verifySignature(token, nowSeconds);
    checkClaims(claims, nowSeconds);
    if (this.verified.size >= 20_000) this.verified.clear();
    this.verified.set(token, claims);
    return claims;
  }

  private async verifySignature(token: string, nowSeconds: number): Promise<AccessClaims> {
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      throw badJwt("token is malformed: could not base64 decode header");
    }
    const key = kid ? this.keys.byKid.get(kid) : undefined;
    if (!key) throw badJwt("token is unverifiable: no key matches the token's kid");
    try {
      const { payload } = await jwtVerify(token, key.key, {
        algorithms: [key.alg],
        currentDate: new Date(nowSeconds * 1000),
        clockTolerance: 0,
        issuer: this.options.issuer,
        audience: AUDIENCE,
      });
      return payload as AccessClaims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw badJwt("token has invalid claims: token is expired");
      if (error instanceof joseErrors.JWTClaimValidationFailed && (error.claim === "iss" || error.claim === "aud")) {
        throw badJwt(`token has invalid claims: token has invalid ${error.claim === "iss" ? "issuer" : "audience"}`);
      }
      if (error instanceof joseErrors.JWSSignatureVerificationFailed) throw badJwt("token signature is invalid");
      if (error instanceof joseErrors.JOSEAlgNotAllowed) throw badJwt("token signature is invalid: signing method is not allowed");
      throw badJwt("token is malformed");
    }
  }
}

/**
 * The claims a request relies on, in GoTrue's words and order. A token that fails them is not
 * remembered (session 20: a remembered token skips them), so it fails here again on every request.
 */
function checkClaims(claims: AccessClaims, nowSeconds: number): void {
  if (typeof claims.exp !== "number" || claims.exp <= nowSeconds) {
    throw badJwt("token has invalid claims: token is expired");
  }
  if (typeof claims.sub !== "string" || claims.sub === "") throw new ApiError(403, "bad_jwt", "invalid claim: missing sub claim");
  if (!UUID.test(claims.sub)) throw new ApiError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
  if (typeof claims.session_id !== "string" || !UUID.test(claims.session_id)) {
    throw new ApiError(403, "bad_jwt", "invalid claim: session_id claim must be a UUID");
  }
}

function badJwt(detail: string): ApiError {
  return new ApiError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${detail}`);
}
