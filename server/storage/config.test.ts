// The Storage API's settings: defaults, the user buckets, and S3 only with credentials.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";

describe("storage configuration", () => {
  it("has the documents bucket for users, a 50 MiB limit and two years' retention by default, and the local file system for bytes", () => {
    const { storage } = loadConfig({});
    expect(storage).toEqual({ userBuckets: ["dokumente"], fileSizeLimit: 52428800, retentionDays: 730, s3: null });
    expect(loadConfig({ STORAGE_RETENTION_DAYS: "90" }).storage.retentionDays).toBe(90);
    expect(() => loadConfig({ STORAGE_RETENTION_DAYS: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_RETENTION_DAYS: "zwei Jahre" })).toThrow(ConfigError);
    expect(loadConfig({ STORAGE_USER_BUCKETS: " " }).storage.userBuckets).toEqual([]);
  });

  it("reads the user buckets and refuses a name Storage would refuse", () => {
    expect(loadConfig({ STORAGE_USER_BUCKETS: "dokumente, berichte" }).storage.userBuckets).toEqual(["dokumente", "berichte"]);
    expect(() => loadConfig({ STORAGE_USER_BUCKETS: "dokumente,../x" })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_USER_BUCKETS: "doku/mente" })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_USER_BUCKETS: ".." })).toThrow(ConfigError);
  });

  it("uses S3 only with credentials, never naming the secret in a message", () => {
    expect(() => loadConfig({ STORAGE_S3_BUCKET: "b", STORAGE_S3_ACCESS_KEY_ID: "id" })).toThrow(/STORAGE_S3_SECRET_ACCESS_KEY/);
    const { s3 } = loadConfig({
      STORAGE_S3_BUCKET: "b",
      STORAGE_S3_ACCESS_KEY_ID: "id",
      STORAGE_S3_SECRET_ACCESS_KEY: "geheimnis",
      STORAGE_S3_ENDPOINT: "http://127.0.0.1:9000",
    }).storage;
    expect(s3).toMatchObject({ bucket: "b", region: "us-east-1", endpoint: "http://127.0.0.1:9000", forcePathStyle: true, prefix: "" });
    expect(() =>
      loadConfig({
        STORAGE_S3_BUCKET: "b",
        STORAGE_S3_ACCESS_KEY_ID: "id",
        STORAGE_S3_SECRET_ACCESS_KEY: "s",
        STORAGE_S3_PREFIX: "kein-ordner",
      }),
    ).toThrow(ConfigError);
  });
});
