// Replacing the last exchange on screen when the last question is corrected or asked again; the
// server replaces it in the stored conversation (POST /api/chat with `replaces`).

/** The messages before the one with this id (all of them when it is not there). */
export function upTo<T extends { id?: string }>(list: T[], id: string): T[] {
  const at = list.findIndex((message) => message.id === id);
  return at < 0 ? list : list.slice(0, at);
}
