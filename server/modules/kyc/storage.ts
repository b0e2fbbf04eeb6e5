import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

/**
 * Where document bytes live: files under DATA_DIR/documents by default, or an S3-compatible
 * bucket when S3_BUCKET is set. Keys are ours (player id / random id), never a player's text.
 */
export interface DocumentStorage {
  readonly kind: "filesystem" | "s3";
  put(key: string, bytes: Uint8Array, mimeType: string): Promise<void>;
  get(key: string): Promise<Uint8Array>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

function assertKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`not a document key: ${key}`);
}

export function filesystemStorage(root: string): DocumentStorage {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    kind: "filesystem",
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, bytes, { mode: 0o600 });
    },
    async get(key) {
      return new Uint8Array(await readFile(file(key)));
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing, which MinIO and most S3-compatible stores want. */
  forcePathStyle: boolean;
}

export function s3Storage(settings: S3Settings): DocumentStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const objectKey = (key: string) => {
    assertKey(key);
    return `documents/${key}`;
  };
  return {
    kind: "s3",
    async put(key, bytes, mimeType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: mimeType,
          ServerSideEncryption: "AES256",
        }),
      );
    },
    async get(key) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
      );
      if (!answer.Body) throw new Error(`document ${key} has no body`);
      return answer.Body.transformToByteArray();
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}
