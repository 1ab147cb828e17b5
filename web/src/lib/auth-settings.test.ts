import { describe, expect, it } from "vitest";
import { parseAuthSettings } from "./auth-settings";

describe("parseAuthSettings", () => {
  it("takes the server's minimum and confirmation setting", () => {
    expect(parseAuthSettings({ password_min_length: 12, mailer_autoconfirm: false })).toEqual({
      passwordMinLength: 12,
      mailerAutoconfirm: false,
    });
  });
  it("falls back to GoTrue's defaults for missing or unusable fields", () => {
    expect(parseAuthSettings(null)).toEqual({ passwordMinLength: 6, mailerAutoconfirm: true });
    expect(parseAuthSettings({ password_min_length: "12", mailer_autoconfirm: "no" })).toEqual({
      passwordMinLength: 6,
      mailerAutoconfirm: true,
    });
    expect(parseAuthSettings({ password_min_length: 0 }).passwordMinLength).toBe(6);
    expect(parseAuthSettings({ password_min_length: 8.5 }).passwordMinLength).toBe(6);
  });
});
