import type { Response } from 'express';
import type { Logger } from '../lib/logger.ts';
import { sendStored } from '../lib/send-stored.ts';
import type { StoredObject } from '../lib/storage.ts';

/** A file a REST path sends: rendered bytes or text, or a stored object streamed from the store. */
export interface SentFile {
  mime: string;
  fileName: string;
  /**
   * How the name is written: `quoted` (`filename="…"`) for names this app makes, `utf8` (`filename*=UTF-8''…`) for
   * names a person gave (accents, spaces, anything).
   */
  name: 'quoted' | 'utf8';
  body: Uint8Array | string | StoredObject;
}

const isStored = (body: SentFile['body']): body is StoredObject => typeof body === 'object' && !(body instanceof Uint8Array);

/** Every download the same way: its type, an attachment under its name, never cached (personal data). */
export async function sendFile(res: Response, file: SentFile, log: Logger): Promise<void> {
  res.setHeader('Content-Type', file.mime);
  res.setHeader('Content-Disposition', file.name === 'utf8' ? `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}` : `attachment; filename="${file.fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  if (isStored(file.body)) await sendStored(res, file.body, log);
  else res.end(file.body);
}
