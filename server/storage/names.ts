// Bucket names and object keys as clients send them. A key only ever names a database row: the
// bytes are stored under generated names, so a key cannot reach the file system. Keys that look
// like paths out of a folder are refused all the same ([storage] isValidKey is stricter still):
// `..` and `.` segments, also percent-encoded once more, absolute keys, backslashes, control
// characters and empty segments.
import { errors } from "./errors.js";

const BUCKET_NAME = /^[\w!*'() &$@=;:+,?.-]{1,100}$/;

export function checkBucketName(name: string): string {
  if (!BUCKET_NAME.test(name) || name === "." || name === "..") throw errors.invalidBucketName();
  return name;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

function decodedOnce(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function checkKey(key: string): string {
  const refuse = () => errors.invalidKey(key);
  if (key === "" || Buffer.byteLength(key) > 1024 || key.startsWith("/") || key.includes("\\") || CONTROL.test(key)) throw refuse();
  for (const segment of key.split("/")) {
    if (segment === "") throw refuse();
    const decoded = decodedOnce(segment);
    if (decoded === "." || decoded === ".." || decoded.includes("/") || decoded.includes("\\")) throw refuse();
  }
  return key;
}

/** A prefix for listing: "" or a key, with one trailing slash allowed. */
export function checkPrefix(prefix: string): string {
  let start = 0;
  let end = prefix.length;
  while (start < end && prefix[start] === "/") start++;
  while (end > start && prefix[end - 1] === "/") end--;
  const trimmed = prefix.slice(start, end);
  return trimmed === "" ? "" : checkKey(trimmed);
}

/** Storage's size strings: a number of bytes, or "20mb", "1kb", "50MiB" (decimal kb/mb/gb, binary kib/mib/gib). */
export function parseSize(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") {
    if (!Number.isInteger(value) || value < 0) throw errors.invalid("file_size_limit must be a whole number of bytes");
    return value === 0 ? null : value;
  }
  const match = /^(\d+(?:\.\d+)?)(b|kb|mb|gb|kib|mib|gib)?$/i.exec(value.replace(/\s/g, ""));
  if (!match) throw errors.invalid(`Invalid file_size_limit: ${value}`);
  const units: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };
  const bytes = Math.floor(Number(match[1]) * units[(match[2] ?? "b").toLowerCase()]);
  return bytes === 0 ? null : bytes;
}
