import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { ApiError } from "../http/errors.js";

// Algorithm is an ambient const enum; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export interface PasswordPolicy {
  minLength: number;
  argon2: { memoryCost: number; timeCost: number };
}

export class Passwords {
  // Verified against when the e-mail is unknown, so that a miss costs as much as a wrong password.
  private dummyHash: Promise<string>;

  constructor(private readonly policy: PasswordPolicy) {
    this.dummyHash = this.hash("not-a-real-password-used-for-timing");
  }

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.policy.argon2, parallelism: 1 });
  }

  async verify(encoded: string | null, password: string): Promise<boolean> {
    const target = encoded || (await this.dummyHash);
    try {
      const ok = await verify(target, password);
      return ok && Boolean(encoded);
    } catch {
      return false;
    }
  }

  /** GoTrue's order: too long is a validation error, too short a weak password ([auth] internal/api/password.go). */
  check(password: string): void {
    if (Buffer.byteLength(password, "utf8") > 72) {
      throw new ApiError(400, "validation_failed", "Password cannot be longer than 72 characters");
    }
    if ([...password].length < this.policy.minLength) {
      throw new ApiError(422, "weak_password", `Password should be at least ${this.policy.minLength} characters.`, {
        weak_password: { reasons: ["length"] },
      });
    }
  }

  isWeak(password: string): boolean {
    return [...password].length < this.policy.minLength;
  }
}
