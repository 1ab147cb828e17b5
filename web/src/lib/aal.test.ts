import type { Session } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { needsSecondFactor, tokenAal, verifiedTotpFactorId } from "./aal";

function token(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256" })}.${part(claims)}.signature`;
}

function session(aal: string, factors: { id: string; status: string; factor_type?: string }[] | undefined): Session {
  return {
    access_token: token({ sub: "u1", aal }),
    user: { id: "u1", factors: factors?.map((f) => ({ factor_type: "totp", ...f })) },
  } as unknown as Session;
}

describe("tokenAal", () => {
  it("reads the aal claim of a base64url payload", () => {
    expect(tokenAal(token({ aal: "aal2", name: "Zoë ÿ?>" }))).toBe("aal2");
  });
  it("is null for a token that is not a JWT", () => {
    expect(tokenAal("not-a-token")).toBeNull();
    expect(tokenAal("a.%%%.c")).toBeNull();
  });
});

describe("needsSecondFactor", () => {
  it("is true for an aal1 session of a user with a verified factor", () => {
    expect(needsSecondFactor(session("aal1", [{ id: "f1", status: "verified" }]))).toBe(true);
  });
  it("is false once the session reached aal2", () => {
    expect(needsSecondFactor(session("aal2", [{ id: "f1", status: "verified" }]))).toBe(false);
  });
  it("ignores factors whose enrolment was never verified", () => {
    expect(needsSecondFactor(session("aal1", [{ id: "f1", status: "unverified" }]))).toBe(false);
    expect(needsSecondFactor(session("aal1", undefined))).toBe(false);
  });
  it("is false without a session", () => {
    expect(needsSecondFactor(null)).toBe(false);
  });
});

describe("verifiedTotpFactorId", () => {
  it("picks the verified TOTP factor", () => {
    expect(
      verifiedTotpFactorId(
        session("aal1", [
          { id: "f0", status: "unverified" },
          { id: "f1", status: "verified" },
        ]),
      ),
    ).toBe("f1");
    expect(verifiedTotpFactorId(session("aal1", [{ id: "p", status: "verified", factor_type: "phone" }]))).toBeNull();
  });
});
