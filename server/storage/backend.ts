// Where object bytes live. The database holds what a client sees (name, size, type, etag); a
// backend holds bytes under a name it generates. Writes are streamed: the size limit is enforced
// while the bytes pass, and nothing is held in memory beyond the first bytes kept for the type check.
import crypto from "node:crypto";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { errors } from "./errors.js";

export interface StoredBlob {
  blob: string;
  size: number;
  /** Quoted MD5 of the bytes, as Storage (and S3 for single-part uploads) sends it. */
  etag: string;
  /** The first bytes, for the MIME signature check. */
  head: Buffer;
}

export interface StorageBackend {
  /** Streams `source` into a new blob; refuses with EntityTooLarge past `limit` bytes (the blob is then gone). */
  write(source: Readable, limit: number): Promise<StoredBlob>;
  read(blob: string): Promise<Readable>;
  copy(blob: string): Promise<string>;
  remove(blob: string): Promise<void>;
  /** Every complete blob with its last modification, for the sweep of blobs no row names. */
  list(): AsyncIterable<{ blob: string; modifiedMs: number }>;
}

export const HEAD_BYTES = 4096;

/** Counts, hashes and keeps the head of what passes; errors once more than `limit` bytes went by. */
export class Metering extends Transform {
  size = 0;
  readonly hash = crypto.createHash("md5");
  private readonly chunks: Buffer[] = [];
  private kept = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) return done(errors.tooLarge());
    this.hash.update(chunk);
    if (this.kept < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.kept);
      this.chunks.push(Buffer.from(part));
      this.kept += part.length;
    }
    done(null, chunk);
  }

  head(): Buffer {
    return Buffer.concat(this.chunks);
  }

  etag(): string {
    return `"${this.hash.digest("hex")}"`;
  }
}

export const newBlobName = () => crypto.randomUUID();
