// Bytes on the local file system under DATA_DIR/storage: files 0600 in a 0700 directory, named by
// a random UUID (never by the client's key). A write goes to a temporary name first and is renamed
// when complete, so that a cut-off upload never shows up as an object.
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import { ensurePrivateDir } from "../private-files.js";
import { Metering, newBlobName, type StorageBackend, type StoredBlob } from "./backend.js";

const BLOB_NAME = /^[0-9a-f-]{36}$/;

export class LocalBackend implements StorageBackend {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, "storage");
    ensurePrivateDir(this.dir);
  }

  private file(blob: string): string {
    // Only names we generated: a corrupted row can never point elsewhere.
    if (!BLOB_NAME.test(blob.replace(/\.part$/, ""))) throw new Error("storage: invalid blob name");
    return path.join(this.dir, blob);
  }

  async write(source: Readable, limit: number): Promise<StoredBlob> {
    const blob = newBlobName();
    const partial = path.join(this.dir, `${blob}.part`);
    const meter = new Metering(limit);
    const out = fs.createWriteStream(partial, { flags: "wx", mode: 0o600 });
    // Its 'close' comes once the file was opened and closed again (`closed` is set earlier, on
    // destroy): a write that fails while the file is still opening would otherwise leave it behind.
    const outClosed = once(out, "close").catch(() => undefined);
    try {
      await pipeline(source, meter, out);
      await fs.promises.rename(partial, this.file(blob));
    } catch (error) {
      // Drain what the client still sends, so that the error answer reaches it.
      source.resume();
      await outClosed;
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
    return { blob, size: meter.size, etag: meter.etag(), head: meter.head() };
  }

  async read(blob: string): Promise<Readable> {
    const file = this.file(blob);
    const handle = await fs.promises.open(file, "r");
    return handle.createReadStream();
  }

  async copy(blob: string): Promise<string> {
    const target = newBlobName();
    await fs.promises.copyFile(this.file(blob), this.file(target), fs.constants.COPYFILE_EXCL);
    await fs.promises.chmod(this.file(target), 0o600);
    return target;
  }

  async *list(): AsyncIterable<{ blob: string; modifiedMs: number }> {
    for (const name of await fs.promises.readdir(this.dir)) {
      // .part files are uploads in progress (or cut off: removed once old, as blobs without a row are).
      const blob = name.endsWith(".part") ? name.slice(0, -5) : name;
      if (!BLOB_NAME.test(blob)) continue;
      const stat = await fs.promises.stat(path.join(this.dir, name)).catch(() => null);
      if (stat) yield { blob: name, modifiedMs: stat.mtimeMs };
    }
  }

  async remove(blob: string): Promise<void> {
    await fs.promises.rm(this.file(blob), { force: true });
  }
}
