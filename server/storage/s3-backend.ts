// Bytes in S3-compatible object storage (STORAGE_S3_*), for deployments with several instances:
// every instance reads what another wrote. Uploads are streamed: up to PART_BYTES are held at a
// time; a small object is one PutObject, a larger one a multipart upload, aborted on any failure
// (the size limit included), so that no partial object remains.
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { Metering, newBlobName, type StorageBackend, type StoredBlob } from "./backend.js";

/** S3's smallest part (except the last) is 5 MiB; 8 MiB keeps the number of requests low. */
const PART_BYTES = 8 * 1024 * 1024;

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Folder inside the bucket, so that one bucket can serve several purposes. */
  prefix: string;
}

export class S3Backend implements StorageBackend {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  private key(blob: string): string {
    if (!/^[0-9a-f-]{36}$/.test(blob)) throw new Error("storage: invalid blob name");
    return `${this.settings.prefix}${blob}`;
  }

  async write(source: Readable, limit: number): Promise<StoredBlob> {
    const blob = newBlobName();
    const Key = this.key(blob);
    const Bucket = this.settings.bucket;
    const meter = new Metering(limit);
    let uploadId: string | undefined;
    const parts: { ETag: string; PartNumber: number }[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flushPart = async () => {
      uploadId ??= (await this.client.send(new CreateMultipartUploadCommand({ Bucket, Key }))).UploadId;
      const PartNumber = parts.length + 1;
      const body = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      const { ETag } = await this.client.send(new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: body }));
      parts.push({ ETag: ETag ?? "", PartNumber });
    };
    try {
      await pipeline(source, meter, async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= PART_BYTES) await flushPart();
        }
      });
      if (uploadId === undefined) {
        await this.client.send(new PutObjectCommand({ Bucket, Key, Body: Buffer.concat(pending), ContentLength: pendingBytes }));
      } else {
        if (pendingBytes > 0) await flushPart();
        await this.client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
      }
    } catch (error) {
      if (uploadId !== undefined) {
        await this.client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => undefined);
      }
      source.resume();
      throw error;
    }
    return { blob, size: meter.size, etag: meter.etag(), head: meter.head() };
  }

  async read(blob: string): Promise<Readable> {
    const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(blob) }));
    if (!(Body instanceof Readable)) throw new Error("storage: S3 returned no stream");
    return Body;
  }

  async copy(blob: string): Promise<string> {
    const target = newBlobName();
    const Bucket = this.settings.bucket;
    await this.client.send(
      new CopyObjectCommand({
        Bucket,
        Key: this.key(target),
        CopySource: `${Bucket}/${encodeURIComponent(this.key(blob)).replace(/%2F/g, "/")}`,
      }),
    );
    return target;
  }

  async *list(): AsyncIterable<{ blob: string; modifiedMs: number }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.settings.prefix, ContinuationToken }),
      );
      for (const entry of page.Contents ?? []) {
        const blob = (entry.Key ?? "").slice(this.settings.prefix.length);
        if (/^[0-9a-f-]{36}$/.test(blob)) yield { blob, modifiedMs: entry.LastModified?.getTime() ?? 0 };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async remove(blob: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(blob) }));
  }
}
