import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live: local disk outside the web root (default) or an S3-compatible bucket (storage-s3.ts). */
export interface Storage {
  /** Stores bytes under a generated name and returns its key; the user's file name is never used as a path. */
  put(prefix: string, extension: string, bytes: Uint8Array): Promise<string>;
  /** The whole file (small things only: a logo drawn into a PDF); downloads use `open`. Null when missing. */
  get(key: string): Promise<Uint8Array | null>;
  /** The file as a stream with its length, for downloads (nothing is buffered whole); null when it is missing. */
  open(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  /** Every stored file under a prefix with when it was written (the orphan-file clean-up job walks these). */
  list(prefix: string): Promise<StoredFile[]>;
  /** Whether files can be stored and read now (/readyz): the folder is writable, or the bucket answers. */
  reachable(): Promise<boolean>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export interface StoredObject {
  body: Readable;
  size: number;
}

/** Keys this app generates (`prefix/uuid.ext`); anything else is refused or, when listing, skipped. */
export const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** A new key for a file under `prefix`. */
export function newStorageKey(prefix: string, extension: string): string {
  const key = `${prefix}/${randomUUID()}.${extension}`;
  if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
  return key;
}

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
}

export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    async put(prefix, extension, bytes) {
      const key = newStorageKey(prefix, extension);
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async open(key) {
      if (!KEY_PATTERN.test(key)) return null;
      // The size comes from the open handle, so a file removed between the check and the read cannot mislead.
      const handle = await open(resolve(key), 'r').catch(() => null);
      if (!handle) return null;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: info.size };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async list(prefix) {
      let names: string[];
      try {
        names = await readdir(path.join(root, prefix));
      } catch {
        return [];
      }
      const files: StoredFile[] = [];
      for (const name of names) {
        const key = `${prefix}/${name}`;
        // Only names this storage generates: anything else in the folder was not put here by the app.
        if (!KEY_PATTERN.test(key)) continue;
        const info = await stat(resolve(key)).catch(() => null);
        if (info?.isFile()) files.push({ key, modifiedAt: info.mtime });
      }
      return files;
    },
    async reachable() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}
