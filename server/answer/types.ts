// Declared with the chat stream's wire types, which the webchat shares.
import type { Citation } from "../wire/chat-stream.js";
export type { Citation };

export type AnswerEvent =
  | { type: "delta"; text: string }
  | { type: "citations"; citations: Citation[]; unverified: string[] }
  | { type: "suggestions"; items: string[] }
  | { type: "error"; message: string };
