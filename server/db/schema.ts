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
  token: string;
  session_id: string;
  user_id: string;
  parent: string | null;
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

export interface LoginFailuresTable {
  email: string;
  failures: number;
  last_failed_ms: number;
  locked_until_ms: number;
}

export interface ConversationsTable {
  id: string;
  user_id: string;
  title: string;
  created_at: string;
  updated_at: string;
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

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  login_failures: LoginFailuresTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  message_feedback: MessageFeedbackTable;
}
