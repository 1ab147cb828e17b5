// The mail module's contracts: what a flow asks for (Mailer), what a transport delivers (Mail).
// Flows name a kind and give its data; rendering, queueing, retrying and delivery happen here.

/** Every e-mail the product sends. Later flows (recovery, magic link, sign-up confirmation) add kinds. */
export interface TemplateData {
  /** The 6-digit nonce for GET /reauthenticate. */
  reauthentication: { code: string; expiresInSeconds: number };
  /** To the address the user wants: confirms that it is theirs. */
  email_change_new: CodeAndLink & { currentEmail: string; newEmail: string; currentMustConfirm: boolean };
  /** To the current address under secure e-mail change: a notice that also has to be confirmed. */
  email_change_current: CodeAndLink & { currentEmail: string; newEmail: string };
  /** To the current address when secure e-mail change is off: a notice only. */
  email_change_notice: { currentEmail: string; newEmail: string };
  /** To the old address once the change has happened. */
  email_changed: { oldEmail: string; newEmail: string };
  /** To the account's address after its password was changed. */
  password_changed: { email: string };
  /** To the account's address after a verified second factor was removed, and how. */
  factor_removed: { email: string; how: "self" | "recovery" | "admin" };
  /** To the account's address when too many wrong codes locked its second factor: once per lock. */
  factor_locked: { email: string; attempts: number; lockedForSeconds: number };
  /** POST /recover: a link (and code) that signs in so that a new password can be set. */
  recovery: CodeAndLink;
  /** Sign-up without autoconfirm, or /otp for a new address: confirms that the address is theirs. */
  signup_confirmation: CodeAndLink;
  /** POST /otp for an existing account: a sign-in link and code. */
  magic_link: CodeAndLink;
  /** POST /invite (admin): an account was opened for the address; the link confirms it and signs in. */
  invite: CodeAndLink;
  /**
   * The first proof of an address whose account was signed up without one (decision 020): what
   * was ended, removed and marked so that whoever signed up cannot stay in.
   */
  address_claimed: { email: string; sessionsEnded: number; factorsRemoved: number; conversationsMarked: number };
}

export interface CodeAndLink {
  code: string;
  /** The confirmation URL; it carries the token, so it is a secret. */
  link: string;
  expiresInSeconds: number;
}

export type MailKind = keyof TemplateData;

/** A rendered e-mail, ready for a transport. */
export interface Mail {
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the flows see. send() returns at once and never throws because of delivery. */
export interface Mailer {
  send<K extends MailKind>(kind: K, to: string, data: TemplateData[K]): void;
  /** Resolves when nothing is queued, being sent or waiting for a retry. */
  idle(): Promise<void>;
  /** Stops retrying and waits briefly for deliveries in progress. */
  close(): Promise<void>;
}

/** Delivers one e-mail; resolves to where it went (a file path) or nothing; rejects on failure. */
export interface MailTransport {
  deliver(mail: Mail): Promise<string | undefined>;
  close(): void;
}

/** The subset of Fastify's (pino's) logger the mail module uses. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
