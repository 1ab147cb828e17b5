// The product API client of both web entry points (web/src and web/webchat), bound to the one
// Supabase Auth session they share (web/src/lib/supabase.ts). Each app registers its reaction to
// an expired session with api.onSessionExpired() in its main.tsx.
import { supabase } from "@/lib/supabase";
import { createApiClient } from "./client";

export { createApiClient, DEFAULT_TIMEOUT_MS, type ApiClient, type RequestOptions } from "./client";
export { API_MESSAGES, ApiError, errorMessage, type ApiErrorCode, type ApiMessages, type FieldError } from "./errors";
// The chat stream's wire types, declared once by the server (docs/decisions/016-...); type-only.
export type { Citation, StreamEvent, StreamStatus } from "@server/wire/chat-stream";

export const api = createApiClient({
  token: async () => (await supabase.auth.getSession()).data.session?.access_token ?? null,
  refresh: async () => !(await supabase.auth.refreshSession()).error,
});
