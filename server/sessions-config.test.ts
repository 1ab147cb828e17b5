// SESSIONS_TIMEBOX and SESSIONS_INACTIVITY_TIMEOUT: GoTrue's duration syntax, our defaults, and a
// clear refusal of what cannot work.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const sessions = (env: Record<string, string>) => loadConfig(env).auth.sessions;

describe("session lifetime settings", () => {
  it("default to a week from sign-in and a day without use", () => {
    expect(sessions({})).toEqual({ timeboxSeconds: 7 * 86400, inactivityTimeoutSeconds: 86400 });
  });

  it("read GoTrue's durations, days and plain seconds; 0 turns a limit off", () => {
    expect(sessions({ SESSIONS_TIMEBOX: "168h", SESSIONS_INACTIVITY_TIMEOUT: "1h30m" })).toEqual({
      timeboxSeconds: 604800,
      inactivityTimeoutSeconds: 5400,
    });
    expect(sessions({ SESSIONS_TIMEBOX: "30d", SESSIONS_INACTIVITY_TIMEOUT: "7200" })).toEqual({
      timeboxSeconds: 30 * 86400,
      inactivityTimeoutSeconds: 7200,
    });
    expect(sessions({ SESSIONS_TIMEBOX: "0", SESSIONS_INACTIVITY_TIMEOUT: "0" })).toEqual({
      timeboxSeconds: 0,
      inactivityTimeoutSeconds: 0,
    });
  });

  it("refuse what is not a duration, what is out of range, and an idle limit within JWT_EXP", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ SESSIONS_TIMEBOX: "a week" }, /SESSIONS_TIMEBOX must be a duration like "24h"/],
      [{ SESSIONS_TIMEBOX: "-1h" }, /SESSIONS_TIMEBOX must be a duration/],
      [{ SESSIONS_TIMEBOX: "1.5h" }, /SESSIONS_TIMEBOX must be a duration/],
      [{ SESSIONS_TIMEBOX: "10s" }, /SESSIONS_TIMEBOX must be 0 \(off\) or between 60 and/],
      [{ SESSIONS_TIMEBOX: "400d" }, /SESSIONS_TIMEBOX must be 0 \(off\) or between/],
      [{ SESSIONS_INACTIVITY_TIMEOUT: "1h" }, /SESSIONS_INACTIVITY_TIMEOUT must be longer than JWT_EXP \(3600 seconds\)/],
      [{ SESSIONS_INACTIVITY_TIMEOUT: "2h", JWT_EXP: "7200" }, /must be longer than JWT_EXP \(7200 seconds\)/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    }
  });

  it("lets PASSWORD_MIN_LENGTH go beyond bcrypt's 72 up to the maximum length", () => {
    expect(loadConfig({ PASSWORD_MIN_LENGTH: "100" }).auth.passwordMinLength).toBe(100);
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: "1025" })).toThrow(/PASSWORD_MIN_LENGTH must be between 6 and 1024/);
  });
});
