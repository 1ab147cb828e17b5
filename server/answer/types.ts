export interface Citation {
  ref: string;
  title: string;
  url: string;
  stand: string;
}

export type AnswerEvent =
  | { type: "delta"; text: string }
  | { type: "citations"; citations: Citation[]; unverified: string[] }
  | { type: "suggestions"; items: string[] }
  | { type: "error"; message: string };
