// Reads a ZIP's central directory without unzipping anything, so that a bomb is refused on its
// declared sizes first; then inflates each entry with a hard output cap, because a declared size
// can lie (mammoth's unzipper would trust it).
import zlib from "node:zlib";
import { NOTICE_LIMITS } from "./limits.js";

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

export type ZipProblem = "corrupt" | "bomb";

export class ZipError extends Error {
  constructor(readonly problem: ZipProblem) {
    super(problem);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function readCentralDirectory(buffer: Buffer): ZipEntry[] {
  // The end record sits in the last 22 bytes plus at most a 64 KiB comment.
  const from = Math.max(0, buffer.length - 22 - 0xffff);
  let end = -1;
  for (let i = buffer.length - 22; i >= from; i--) {
    if (buffer.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipError("corrupt");
  const count = buffer.readUInt16LE(end + 10);
  const size = buffer.readUInt32LE(end + 12);
  const offset = buffer.readUInt32LE(end + 16);
  // ZIP64 markers: no office document of our size needs them; a bomb would.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw new ZipError("bomb");
  if (count > NOTICE_LIMITS.zipEntries) throw new ZipError("bomb");
  if (offset + size > end) throw new ZipError("corrupt");
  const entries: ZipEntry[] = [];
  let at = offset;
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || buffer.readUInt32LE(at) !== CENTRAL) throw new ZipError("corrupt");
    const entry: ZipEntry = {
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      compressedSize: buffer.readUInt32LE(at + 20),
      uncompressedSize: buffer.readUInt32LE(at + 24),
      localOffset: buffer.readUInt32LE(at + 42),
      name: "",
    };
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    entry.name = buffer.toString("utf8", at + 46, at + 46 + nameLength);
    if (entry.uncompressedSize === 0xffffffff || entry.compressedSize === 0xffffffff) throw new ZipError("bomb");
    total += entry.uncompressedSize;
    if (total > NOTICE_LIMITS.zipUncompressedBytes) throw new ZipError("bomb");
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > 1024 * 1024 && ratio > NOTICE_LIMITS.zipRatio) throw new ZipError("bomb");
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates every entry, never producing more than it declared: proves the sizes before mammoth reads them. */
export function verifyEntries(buffer: Buffer, entries: ZipEntry[]): void {
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== LOCAL) throw new ZipError("corrupt");
    const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
    const data = buffer.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw new ZipError("corrupt");
    if (entry.flags & 1) throw new ZipError("corrupt"); // encrypted entry: not a readable DOCX
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw new ZipError("corrupt");
      continue;
    }
    if (entry.method !== 8) throw new ZipError("corrupt");
    let out: Buffer;
    try {
      out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      throw new ZipError((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" ? "bomb" : "corrupt");
    }
    if (out.length !== entry.uncompressedSize) throw new ZipError("corrupt");
  }
}
