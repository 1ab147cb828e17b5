// Table types for Kysely. Both engines store the same representation: ids and timestamps as
// text (ISO 8601, UTC, millisecond precision, so they sort as strings), booleans as 0/1 and
// JSON as text. That keeps one query codebase and identical results on SQLite and PostgreSQL.
export interface UsersTable {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: string;
  raw_user_meta_data: string;
  banned_until: string | null;
  is_anonymous: number;
  created_at: string;
  updated_at: string;
  /** The address a pending e-mail change goes to (GoTrue's email_change, JSON new_email). */
  email_change: string | null;
  email_change_sent_at: string | null;
  reauthentication_sent_at: string | null;
  /** When an administrator invited the person (GoTrue's invited_at). */
  invited_at: string | null;
  /**
   * 1 while the account, signed up with a password, has not had its address proven by a mailed
   * link or code (2 after a second sign-up before confirming); the first proof ends what the
   * sign-up holds (decision 020, address-proof.ts).
   */
  email_unproven: number;
}

export interface IdentitiesTable {
  id: string;
  provider_id: string;
  user_id: string;
  provider: string;
  identity_data: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  aal: string;
  amr: string;
  user_agent: string;
  ip: string;
  created_at: string;
  updated_at: string;
  refreshed_at: string | null;
}

export interface RefreshTokensTable {
  /** SHA-256 (hex) of the token; the token itself is never stored (migration 005). */
  token_hash: string;
  session_id: string;
  user_id: string;
  parent_hash: string | null;
  /** This token encrypted under its parent token, for a replay within the reuse interval. */
  sealed: string | null;
  revoked: number;
  created_at: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: string;
  created_at: string;
  action: string;
  actor_id: string | null;
  actor_username: string;
  ip: string;
  user_agent: string;
  payload: string;
}

export interface RateLimitsTable {
  key: string;
  /** Thousandths of a token, so the bucket is an integer on both engines. */
  milli_tokens: number;
  updated_ms: number;
}

/** An account's hourly budget of failed sign-ins (decision 008); keys are keyed hashes. */
export interface LoginBudgetsTable {
  account_key: string;
  /** Thousandths of a guess, as in rate_limits. */
  milli_tokens: number;
  updated_ms: number;
}

/** Failed sign-ins at one account from one client address (IPv4, IPv6 /64). */
export interface LoginPairsTable {
  pair_key: string;
  account_key: string;
  failures: number;
  last_failed_ms: number;
  locked_until_ms: number;
}

/** Client addresses an account has signed in from, by the same pair key. */
export interface LoginKnownAddressesTable {
  pair_key: string;
  account_key: string;
  last_success_ms: number;
}

export interface ConversationsTable {
  id: string;
  user_id: string;
  title: string;
  created_at: string;
  updated_at: string;
  /** 1 when the conversation existed before the account's address was proven (decision 020). */
  before_proof: number;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  user_id: string;
  /** Position in the conversation, set by the repository. */
  seq: number;
  role: "user" | "assistant";
  content: string;
  citations: string;
  status: "complete" | "stopped" | "error" | "streaming";
  created_at: string;
  /** What an answer was produced from (server/chat/basis.ts); null for questions and older answers. */
  basis: string | null;
}

/** One rating per answer, by the user it was written for; goes with its message. */
export interface MessageFeedbackTable {
  message_id: string;
  user_id: string;
  rating: "helpful" | "not_helpful";
  comment: string | null;
  created_at: string;
  updated_at: string;
}

/** Where a one-time token is used; recovery, confirmation and magic_link are for later flows. */
export type OneTimeTokenKind =
  "reauthentication" | "email_change_new" | "email_change_current" | "recovery" | "confirmation" | "magic_link";

/** A code and a link sent by e-mail: single use, expiring, one per user and kind. */
export interface OneTimeTokensTable {
  id: string;
  user_id: string;
  kind: OneTimeTokenKind;
  /** SHA-256 of the link token (the token_hash of GoTrue's wire format). */
  link_hash: string;
  /** SHA-256 of the row id and the 6-digit code. */
  code_hash: string;
  /** The address the token was sent to, lower-cased. */
  relates_to: string;
  /** Wrong codes tried against this token; it is void after a few. */
  attempts: number;
  created_at: string;
}

/** A PKCE flow waiting for its e-mailed link, then for the exchange of its auth code (GoTrue's flow_state). */
export interface FlowStateTable {
  id: string;
  user_id: string;
  code_challenge: string;
  /** "s256" or "plain", lower-cased. */
  code_challenge_method: string;
  /** GoTrue's authentication method: "recovery", "email/signup", "magiclink". */
  authentication_method: string;
  /** SHA-256 of the auth code, set when the link is opened. */
  auth_code_hash: string | null;
  auth_code_issued_at: string | null;
  created_at: string;
}

/** A second factor (GoTrue's mfa_factors); only "totp" is offered (decision 012). */
export interface MfaFactorsTable {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: string;
  status: "unverified" | "verified";
  /** Encrypted with a key derived from the server secret (server/auth/factors-store.ts). */
  secret: string;
  /** The last accepted TOTP time step: a code of this step or an earlier one is refused. */
  last_used_step: number | null;
  last_challenged_at: string | null;
  /** Wrong codes since the last success or lock (server/auth/factor-lockout.ts). */
  failed_attempts: number;
  /** While in the future, every code is refused, a right one too. */
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface MfaChallengesTable {
  id: string;
  factor_id: string;
  ip: string;
  created_at: string;
  verified_at: string | null;
}

/** Which factor raised which session to aal2. */
export interface MfaAmrClaimsTable {
  id: string;
  session_id: string;
  factor_id: string;
  method: string;
  created_at: string;
}

/** Saved work of the compliance tools (breach assistant, record of processing activities). */
export interface ToolRowsTable {
  id: string;
  user_id: string;
  title: string;
  /** JSON of the tool's form. */
  data: string;
  created_at: string;
  updated_at: string;
}

/** A Storage API bucket (server/storage). */
export interface StorageBucketsTable {
  id: string;
  name: string;
  owner: string | null;
  public: number;
  file_size_limit: number | null;
  /** JSON array of MIME types, null for any. */
  allowed_mime_types: string | null;
  created_at: string;
  updated_at: string;
}

/** A stored object's metadata; its bytes are in the backend under `blob`. */
export interface StorageObjectsTable {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  blob: string;
  size: number;
  mimetype: string;
  cache_control: string;
  etag: string;
  version: string;
  user_metadata: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export interface Database {
  users: UsersTable;
  one_time_tokens: OneTimeTokensTable;
  flow_state: FlowStateTable;
  identities: IdentitiesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  login_budgets: LoginBudgetsTable;
  login_pairs: LoginPairsTable;
  login_known_addresses: LoginKnownAddressesTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  message_feedback: MessageFeedbackTable;
  mfa_factors: MfaFactorsTable;
  mfa_challenges: MfaChallengesTable;
  mfa_amr_claims: MfaAmrClaimsTable;
  tool_breaches: ToolRowsTable;
  tool_records: ToolRowsTable;
  storage_buckets: StorageBucketsTable;
  storage_objects: StorageObjectsTable;
}
