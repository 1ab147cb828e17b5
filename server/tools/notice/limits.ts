// The limits of the notice check, shown in the web page as well (keep both in step).
export const NOTICE_LIMITS = {
  /** Bytes of one uploaded file. */
  fileBytes: 10 * 1024 * 1024,
  /** Pages of a PDF that are read. */
  pdfPages: 100,
  /** Characters of text that are analysed (pasted or extracted). */
  textChars: 200_000,
  /**
   * Characters of pasted or plain text looked at before anything else runs on it. Normalising line
   * ends (CRLF) at most halves a text, so a longer one can never come within textChars.
   */
  rawTextChars: 400_000,
  /** Sum of the declared uncompressed sizes of a DOCX's entries. */
  zipUncompressedBytes: 50 * 1024 * 1024,
  /** Entries in a DOCX's central directory. */
  zipEntries: 2_000,
  /** Compression ratio above which a large entry counts as a bomb. */
  zipRatio: 200,
  /**
   * Bytes a PDF's compressed streams (page content, fonts, object streams; not images, which the
   * text layer never decodes) inflate to, summed. A text PDF of 100 pages needs a few MB; the 131 KB
   * PDF of issue 23 inflated to 54 MB.
   */
  pdfInflatedBytes: 32 * 1024 * 1024,
  /** Compressed (FlateDecode) streams in a PDF that are not images. */
  pdfStreams: 20_000,
  /** Text items pdf.js may hand over (a page of empty strings drawn a million times has no characters). */
  pdfItems: 500_000,
} as const;

/** How documents are parsed off the main thread (parse-pool.ts). */
export const PARSE_LIMITS = {
  /** Wall-clock time one document may take in a worker; then the worker is terminated and replaced. */
  jobMs: 8_000,
  /** Documents waiting for a worker; beyond that the check answers 503 at once instead of queueing. */
  queue: 8,
  /** V8 heap of one worker; buffers (inflated streams) are capped by pdfInflatedBytes and the ZIP limits instead. */
  heapMb: 256,
} as const;
