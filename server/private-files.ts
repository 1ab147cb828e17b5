// DATA_DIR holds password hashes, sessions, conversations and the signing key: only the server's
// own user may read it (issue 14, W9), also where an earlier version left it readable by all.
import fs from "node:fs";

/** Creates the directory and any missing parents 0700; tightens it when it already exists. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir, 0o700);
}

/**
 * Takes away what `mode` does not grant, if the path exists and belongs to this user. Someone
 * else's directory (DATA_DIR=/srv/shared) is left as it is: changing it is not ours to do, and the
 * files we create in it are private anyway.
 */
export function tighten(file: string, mode: number): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return;
  }
  if ((stat.mode & 0o777 & ~mode) === 0) return;
  if (process.getuid && stat.uid !== process.getuid()) return;
  fs.chmodSync(file, stat.mode & 0o777 & mode);
}

/** Creates an empty file 0600 unless it exists, so that what fills it later is never readable by all. */
export function ensurePrivateFile(file: string): void {
  tighten(file, 0o600);
  fs.closeSync(fs.openSync(file, "a", 0o600));
}
