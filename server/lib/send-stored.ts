import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { z } from 'zod';
import type { Logger } from './logger.ts';
import type { StoredObject } from './storage.ts';

/**
 * Pipes a stored file to the response (headers already set): Content-Length from the store, back-pressure from the
 * client, and a store that fails half-way cuts the response instead of ending it as if complete.
 */
export async function sendStored(res: Response, file: StoredObject, log: Logger): Promise<void> {
  res.setHeader('Content-Length', String(file.size));
  try {
    await pipeline(file.body, res);
  } catch (err) {
    // A client that went away is routine; anything else is the store failing mid-download.
    if (!res.writableFinished && !res.destroyed) log.warn({ err }, 'stored file download cut short');
    res.destroy();
  }
}

/**
 * A download's opener in a procedure's output (`open()` streams the stored file and records the access): checked to be
 * a function; it never travels over tRPC, only the REST path that sends the file calls it.
 */
export const ZStoredFileOpener = z.custom<() => Promise<StoredObject>>((v) => typeof v === 'function');
