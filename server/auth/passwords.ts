// Password policy and hashing. The wire format of refusals is GoTrue's ([auth] internal/api/password.go);
// the rules are stricter: known and trivially guessable passwords are refused offline.
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { PASSWORD_MAX_LENGTH } from "../config.js";
import { ApiError } from "../http/errors.js";
import { isGuessable } from "./guessable.js";

// Algorithm is an ambient const enum; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export interface PasswordPolicy {
  minLength: number;
  argon2: { memoryCost: number; timeCost: number };
}

/**
 * The same text typed on another device can arrive in another Unicode form (a precomposed "ü" or
 * "u" with a combining diaeresis, full-width letters from an IME); NFKC makes them one password.
 */
function normalise(password: string): string {
  return password.normalize("NFKC");
}

export class Passwords {
  // Verified against when the e-mail is unknown, so that a miss costs as much as a wrong password.
  private dummyHash: Promise<string>;

  constructor(private readonly policy: PasswordPolicy) {
    this.dummyHash = this.hash("not-a-real-password-used-for-timing");
  }

  hash(password: string): Promise<string> {
    return hash(normalise(password), { algorithm: ARGON2ID, ...this.policy.argon2, parallelism: 1 });
  }

  async verify(encoded: string | null, password: string): Promise<boolean> {
    const target = encoded || (await this.dummyHash);
    const normalised = normalise(password);
    // Hashes written before normalisation hold the raw text; an ASCII password is its own NFKC form.
    const candidates = normalised === password ? [password] : [normalised, password];
    for (const candidate of candidates) {
      try {
        if (await verify(target, candidate)) return Boolean(encoded);
      } catch {
        // A malformed hash verifies nothing.
      }
    }
    return false;
  }

  /** GoTrue's order: too long is a validation error, too short or too common a weak password. */
  check(password: string): void {
    if ([...password].length > PASSWORD_MAX_LENGTH) {
      throw new ApiError(400, "validation_failed", `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
    }
    const normalised = normalise(password);
    if (this.tooShort(normalised)) {
      throw new ApiError(422, "weak_password", `Password should be at least ${this.policy.minLength} characters.`, {
        weak_password: { reasons: ["length"] },
      });
    }
    // GoTrue's reason for a password found in Have I Been Pwned; here the list is offline.
    if (isGuessable(normalised)) {
      throw new ApiError(422, "weak_password", "Password is known to be weak and easy to guess, please choose a different one.", {
        weak_password: { reasons: ["pwned"] },
      });
    }
  }

  isWeak(password: string): boolean {
    return this.tooShort(normalise(password));
  }

  private tooShort(normalised: string): boolean {
    return [...normalised].length < this.policy.minLength;
  }
}
