import { fileTypeFromBuffer } from 'file-type';
import { MSG } from '../../shared/messages.ts';
import type { Deps } from '../deps.ts';
import { AppError } from './errors.ts';

/** Upload limit of docs/design/product-spec.md §5/§8: 2,000,000 bytes. */
export const MAX_UPLOAD_BYTES = 2_000_000;

export type ImageExtension = 'png' | 'jpg' | 'gif' | 'svg';
export type DocumentExtension = 'pdf' | 'png' | 'jpg';
export const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml', pdf: 'application/pdf' };
const BY_MIME: Record<string, ImageExtension> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };
const DOCUMENT_BY_MIME: Record<string, DocumentExtension> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The extension of a stored document's detected type ('application/pdf' → 'pdf'), or null for anything else. */
export const documentExtension = (mime: string): DocumentExtension | null => DOCUMENT_BY_MIME[mime] ?? null;

/**
 * The name a document is kept and downloaded under: what the sender called it, in safe characters, always ending in
 * the extension of its detected type, never the one it was sent with ("foto.exe.pdf" → "foto_exe.pdf"; a PDF sent as
 * "x.jpg" → "x.pdf"), so a download never opens as something else.
 */
export function documentFileName(original: string, extension: DocumentExtension): string {
  const base = original
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\.[^.]*$/, '')
    .replace(/\./g, '_')
    .replace(/^[\s_]+|\s+$/g, '')
    .slice(0, 110);
  return `${base || 'documento'}.${extension}`;
}

const uploadError = (message: string) => new AppError('UPLOAD_ERROR', message, { errors: [{ field: 'file', message }] });

/** Extensions a name may end in for each stored type ('.jpeg' is a JPG too). */
const NAME_EXTENSIONS: Record<string, string[]> = { png: ['png'], jpg: ['jpg', 'jpeg'], gif: ['gif'], svg: ['svg'], pdf: ['pdf'] };

/**
 * Why a file whose content is not an allowed type is refused, in words that say what is wrong: a name ending in a
 * disallowed extension is 'extensão não permitida'; a name that claims an allowed type over other (or broken)
 * content is 'arquivo corrompido ou de tipo diferente do nome'. Without a name, only the extension message fits.
 */
export function refusedTypeMessage(fileName: string | undefined, allowed: readonly string[]): string {
  if (fileName === undefined) return MSG.fileType;
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const claimsAllowed = allowed.some((type) => (NAME_EXTENSIONS[type] ?? [type]).includes(extension));
  return claimsAllowed ? MSG.fileContentMismatch : MSG.fileType;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** The real type of an image by its content (magic bytes; SVG by its markup), or null. */
export async function detectImage(bytes: Uint8Array): Promise<ImageExtension | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return BY_MIME[detected.mime] ?? null;
  return looksLikeSvg(bytes) ? 'svg' : null;
}

/**
 * Validates and stores an image: not empty, at most 2 MB, of an allowed type decided by content (never by the
 * name), under a generated name. Returns the storage key.
 */
export async function storeImage(deps: Deps, prefix: 'avatars' | 'logos', bytes: Uint8Array, allowed: ImageExtension[], fileName?: string): Promise<string> {
  // No file at all is a missing field; a file with nothing in it is said as such.
  if (bytes.byteLength === 0) throw uploadError(fileName ? MSG.fileEmpty : MSG.required);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw uploadError(MSG.fileTooLarge(bytes.byteLength));
  const extension = await detectImage(bytes);
  if (!extension || !allowed.includes(extension)) throw uploadError(refusedTypeMessage(fileName, allowed));
  return deps.storage.put(prefix, extension, bytes);
}

/** A deal document: PDF, PNG or JPG by content, at most 2 MB, under a generated name. Returns key and type. */
export async function storeDocument(deps: Deps, bytes: Uint8Array, fileName?: string): Promise<{ key: string; extension: DocumentExtension }> {
  // No file at all is a missing field; a file with nothing in it is said as such.
  if (bytes.byteLength === 0) throw uploadError(fileName ? MSG.fileEmpty : MSG.required);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw uploadError(MSG.fileTooLarge(bytes.byteLength));
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected && DOCUMENT_BY_MIME[detected.mime];
  if (!extension) throw uploadError(refusedTypeMessage(fileName, ['pdf', 'png', 'jpg']));
  return { key: await deps.storage.put('documents', extension, bytes), extension };
}
