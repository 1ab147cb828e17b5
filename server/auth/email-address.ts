// E-mail addresses as GoTrue accepts them, for sign-up and sign-in.
import { ApiError } from "../http/errors.js";

// Same check as GoTrue's checkmail format test: local@domain with a dot-free-or-dotted host.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateEmail(email: string): string {
  if (email === "") throw new ApiError(400, "validation_failed", "An email address is required");
  if (email.length > 255) throw new ApiError(400, "validation_failed", "An email address is too long");
  if (!EMAIL.test(email)) throw new ApiError(400, "validation_failed", "Unable to validate email address: invalid format");
  return email.toLowerCase();
}

/**
 * The e-mail of a sign-in, lower-cased, or null when no account can have it (sign-up checks the
 * same). GoTrue does not check it on /token: a malformed address is simply not found.
 */
export function signInEmail(raw: string): string | null {
  const email = raw.trim();
  return email.length <= 255 && EMAIL.test(email) ? email.toLowerCase() : null;
}
