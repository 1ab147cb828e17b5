// Where the messages scroll while an answer arrives. As in the assistants people know, the new
// question moves up to the top of the view and the answer is read from its first sentence; the
// view follows the answer only until the question reaches the top, never past it, so a long
// answer does not carry the reader down to its sources and follow-up questions.

/** Distance from the bottom (px) within which the reader counts as at the newest message. */
export const BOTTOM_SLACK_PX = 48;
/** Room kept above the question at the top of the view. */
export const QUESTION_MARGIN_PX = 12;

export interface Geometry {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export const maxScroll = (g: Geometry) => Math.max(0, g.scrollHeight - g.clientHeight);

export const isAtBottom = (g: Geometry) => g.scrollHeight - g.scrollTop - g.clientHeight < BOTTOM_SLACK_PX;

/**
 * The scroll position that shows the new question at the top, as far as the content allows.
 * It never scrolls back up (the reader keeps what is already in view) and never beyond the
 * question, whatever the answer's length.
 * @param questionTop the question's top edge, measured from the top of the scrolled content
 */
export function followTarget(g: Geometry, questionTop: number): number {
  const wanted = Math.max(0, questionTop - QUESTION_MARGIN_PX);
  return Math.max(g.scrollTop, Math.min(wanted, maxScroll(g)));
}
