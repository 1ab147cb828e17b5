// Wire types of the conversation routes that the webchat reads too (imported there as types only,
// so the two cannot drift; decision 016).

/** One result of the history search. */
export interface SearchHit {
  conversationId: string;
  title: string;
  updatedAt: string;
  /** The first message that contains every term; null when only the title does. */
  messageId: string | null;
  snippet: string;
}
