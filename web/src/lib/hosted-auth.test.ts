import { describe, expect, it } from "vitest";
import { ApiError, API_MESSAGES } from "@shared/api/errors";
import { atProvider, deleteFailure, HOSTED_MESSAGES, isHostedAuth, providerHost, RECENT_SIGN_IN_MINUTES } from "./hosted-auth";

describe("isHostedAuth", () => {
  it("is true only with a project URL, like hostedAuth in server/config.ts", () => {
    expect(isHostedAuth({ VITE_SUPABASE_URL: "https://abc.supabase.co" })).toBe(true);
    expect(isHostedAuth({ VITE_SUPABASE_URL: "" })).toBe(false);
    expect(isHostedAuth({ VITE_SUPABASE_URL: "   " })).toBe(false);
    expect(isHostedAuth({})).toBe(false);
  });
});

describe("providerHost", () => {
  it("names the project's host, and nothing for an unusable URL", () => {
    expect(providerHost("https://abc.supabase.co")).toBe("abc.supabase.co");
    expect(providerHost(" https://auth.example.ch:8443/base ")).toBe("auth.example.ch");
    expect(providerHost("")).toBeNull();
    expect(providerHost(undefined)).toBeNull();
    expect(providerHost("kein url")).toBeNull();
  });
  it("reads as a German phrase with and without a host", () => {
    expect(atProvider("abc.supabase.co")).toBe("beim Anmeldedienst (abc.supabase.co)");
    expect(atProvider(null)).toBe("beim Anmeldedienst");
  });
});

describe("deleteFailure", () => {
  it("offers a new sign-in when the server asks for a recent one", () => {
    const refused = new ApiError(403, "reauthentication_needed", "Bitte melden Sie sich erneut an …");
    expect(deleteFailure(refused)).toEqual({ kind: "reauthenticate", message: HOSTED_MESSAGES.reauthenticate });
  });
  it("shows any other failure as it is: signing in again would not cure it", () => {
    expect(deleteFailure(new ApiError(409, "hosted_account", "Sitzungen werden … verwaltet."))).toEqual({
      kind: "error",
      message: "Sitzungen werden … verwaltet.",
    });
    expect(deleteFailure(new ApiError(0, "network", API_MESSAGES.network))).toEqual({ kind: "error", message: API_MESSAGES.network });
    expect(deleteFailure(new Error("intern"))).toEqual({ kind: "error", message: API_MESSAGES.unknown });
  });
});

describe("HOSTED_MESSAGES", () => {
  const texts = [
    HOSTED_MESSAGES.sessions("abc.supabase.co"),
    HOSTED_MESSAGES.mfaRecovery("abc.supabase.co"),
    HOSTED_MESSAGES.deleteKeepsAccount("abc.supabase.co"),
    HOSTED_MESSAGES.deleteRule,
    HOSTED_MESSAGES.reauthenticate,
    HOSTED_MESSAGES.deleted,
  ];
  it("are in Swiss German spelling (no ß)", () => {
    for (const text of texts) expect(text).not.toMatch(/ß/);
  });
  it("name the sign-in service and the server's 15-minute window", () => {
    expect(RECENT_SIGN_IN_MINUTES).toBe(15);
    expect(HOSTED_MESSAGES.sessions("abc.supabase.co")).toContain("beim Anmeldedienst (abc.supabase.co)");
    expect(HOSTED_MESSAGES.mfaRecovery(null)).toContain("beim Anmeldedienst verwaltet");
    expect(HOSTED_MESSAGES.deleteRule).toContain("innert 15 Minuten");
    expect(HOSTED_MESSAGES.reauthenticate).toContain("Es wurde nichts gelöscht");
  });
});
