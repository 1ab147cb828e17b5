// The limits of the notice check, shown in the web page as well (keep both in step).
export const NOTICE_LIMITS = {
  /** Bytes of one uploaded file. */
  fileBytes: 10 * 1024 * 1024,
  /** Pages of a PDF that are read. */
  pdfPages: 100,
  /** Characters of text that are analysed (pasted or extracted). */
  textChars: 200_000,
  /** Sum of the declared uncompressed sizes of a DOCX's entries. */
  zipUncompressedBytes: 50 * 1024 * 1024,
  /** Entries in a DOCX's central directory. */
  zipEntries: 2_000,
  /** Compression ratio above which a large entry counts as a bomb. */
  zipRatio: 200,
} as const;
