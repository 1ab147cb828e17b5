import { describe, expect, it } from "vitest";
import { RESET_PATH, SECOND_FACTOR_PATH, returnPath } from "./auth-paths";

describe("returnPath", () => {
  it("returns to the app page that sent the visitor to sign in", () => {
    expect(returnPath({ from: "/meine-daten" })).toBe("/meine-daten");
    expect(returnPath({ from: "/werkzeuge/datenpanne?id=3" })).toBe("/werkzeuge/datenpanne?id=3");
  });

  it("goes home for anything that is not a path of this app", () => {
    for (const from of ["https://evil.example/", "//evil.example", "/\\evil.example", "meine-daten", 42, null, undefined])
      expect(returnPath({ from })).toBe("/");
    expect(returnPath(null)).toBe("/");
    expect(returnPath("/meine-daten")).toBe("/");
  });

  it("never returns to the auth pages themselves", () => {
    for (const from of ["/auth", "/auth?x=1", SECOND_FACTOR_PATH, RESET_PATH]) expect(returnPath({ from })).toBe("/");
  });
});
