import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live: local disk outside the web root by default (S3-compatible later). */
export interface Storage {
  /** Stores bytes under a generated name and returns its key; the user's file name is never used as a path. */
  put(prefix: string, extension: string, bytes: Uint8Array): Promise<string>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
  /** Every stored file under a prefix with when it was written (the orphan-file clean-up job walks these). */
  list(prefix: string): Promise<StoredFile[]>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(prefix, extension, bytes) {
      const key = `${prefix}/${randomUUID()}.${extension}`;
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
  };
}
