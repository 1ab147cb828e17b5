import { describe, expect, it } from "vitest";
import { withoutTokens } from "./url-tokens";

const TOKENS = "access_token=eyJ.a.b&refresh_token=abcdefghijkl&expires_in=3600&token_type=bearer&type=signup";

describe("withoutTokens", () => {
  it("drops a fragment that carries tokens, keeping path and query", () => {
    expect(withoutTokens(`https://app.example/meine-daten#${TOKENS}`)).toBe("https://app.example/meine-daten");
    expect(withoutTokens(`https://app.example/webchat/?configUrl=%2Fc.json#${TOKENS}`)).toBe(
      "https://app.example/webchat/?configUrl=%2Fc.json",
    );
    expect(withoutTokens("https://app.example/#refresh_token=abcdefghijkl")).toBe("https://app.example/");
  });

  it("drops token parameters from the query and keeps the others", () => {
    expect(withoutTokens(`https://app.example/?${TOKENS}&configUrl=x`)).toBe("https://app.example/?type=signup&configUrl=x");
  });

  it("leaves addresses without tokens alone", () => {
    expect(withoutTokens("https://app.example/")).toBeNull();
    expect(withoutTokens("https://app.example/datenschutz#auskunft")).toBeNull();
    expect(withoutTokens("https://app.example/?code=4f2a")).toBeNull();
    expect(withoutTokens("https://app.example/#error=access_denied&error_description=abgelaufen")).toBeNull();
  });
});
