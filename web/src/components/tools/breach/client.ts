// Calls of the breach and records tools (kept here so that the shared lib/api.ts stays small).
import { supabase } from "@/lib/supabase";
import { API_MESSAGES, ApiError } from "@/lib/api";

export interface Provision {
  ref: string;
  detail: string | null;
  title: string;
  url: string;
  stand: string;
}

export async function toolCall(path: string, init: RequestInit = {}): Promise<Response> {
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new ApiError(401, "unauthorized", API_MESSAGES.signedOut);
  const headers = new Headers(init.headers);
  headers.set("Authorization", `Bearer ${data.session.access_token}`);
  if (init.body) headers.set("Content-Type", "application/json");
  let response: Response;
  try {
    response = await fetch(`/api/tools${path}`, { ...init, headers, cache: "no-store" });
  } catch {
    throw new ApiError(0, "network", API_MESSAGES.network);
  }
  if (response.ok) return response;
  let message: string = API_MESSAGES.unknown;
  let code = "error";
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    if (body.error?.message) message = body.error.message;
    if (body.error?.code) code = body.error.code;
  } catch {
    // keep the generic message
  }
  throw new ApiError(response.status, code, message);
}

export async function toolJson<T>(path: string, init?: RequestInit): Promise<T> {
  return (await (await toolCall(path, init)).json()) as T;
}
