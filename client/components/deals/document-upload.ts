import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router.ts';
import { DOCUMENT_STATUS, type DocumentStatus } from '../../../shared/documents.ts';
import { formatFileSize } from '../../../shared/file-size.ts';
import { MSG } from '../../../shared/messages.ts';
import { ASSET_SEGMENT, ASSOCIATE_TYPE } from '../../../shared/options.ts';
import { canShrink, shrinkPhoto } from '../../lib/shrink-photo.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/upload.ts';

type DealDetail = inferRouterOutputs<AppRouter>['deals']['get'];
export type DealDocumentItem = DealDetail['documents'][number];
type DealAssociateItem = Pick<DealDetail['associates'][number], 'id' | 'name' | 'main' | 'type'>;

/**
 * Deal files are PDF, PNG or JPG (docs/design/product-spec.md §5); the server
 * decides by content, the browser by name first.
 */
const EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'];
const MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
/** The file picker's filter (the checks below still run: a drop or a picker "all files" skips it). */
export const DOCUMENT_ACCEPT = [...EXTENSIONS.map((e) => `.${e}`), ...MIME_TYPES].join(',');

export const documentUploadPath = (dealId: string, documentId: string) => `/api/v1/deals/${dealId}/documents/${documentId}`;
export const documentFilePath = (dealId: string, documentId: string) => `/api/v1/deals/${dealId}/documents/${documentId}/file`;

/**
 * Checks what the user picked or dropped before sending it, in the words of docs/design/product-spec.md §8: one file
 * only, an allowed extension, at most 2 MB (with the actual size). Null when the file may go to the server, which
 * checks again (and the real content).
 */
export function checkDocumentFiles(files: readonly Pick<File, 'name' | 'size' | 'type'>[]): string | null {
  if (files.length === 0) return null;
  if (files.length > 1) return MSG.fileLimit;
  const [file] = files;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(extension)) return MSG.fileType;
  if (file.size === 0) return MSG.fileEmpty;
  // The name is fine but the system knows the file as something else: say that, not "extensão não permitida".
  if (file.type !== '' && !MIME_TYPES.includes(file.type)) return MSG.fileContentMismatch;
  if (file.size > MAX_UPLOAD_BYTES) return MSG.fileTooLarge(file.size);
  return null;
}

/**
 * The one file to send, or what is wrong with the pick: the checks above, except that a JPEG or PNG over the limit is
 * first shrunk in the browser (shrink-photo.ts), so a phone's photo of a document goes through. The size refused is the
 * one the person picked.
 */
export async function prepareDocumentFile(files: File[]): Promise<{ file: File } | { problem: string }> {
  const [picked] = files;
  // Its name and type checked alone: a size of 1 byte passes both the size limit and the empty-file check.
  const shrinkable = files.length === 1 && picked !== undefined && canShrink(picked) && checkDocumentFiles([{ name: picked.name, type: picked.type, size: 1 }]) === null;
  const file = shrinkable ? await shrinkPhoto(picked) : picked;
  const problem = file ? checkDocumentFiles(files.length === 1 ? [file] : files) : null;
  if (problem) return { problem: file && file.size > MAX_UPLOAD_BYTES ? MSG.fileTooLarge(picked.size) : problem };
  return file ? { file } : { problem: MSG.fileLimit };
}

/** The one size formatter of uploads (shared/file-size.ts), the same the "Arquivo muito grande" message uses. */
export { formatFileSize };

/** A file picked for a checklist item: being sent, sent, or refused with why (several files picked at once count). */
export type UploadZone = { kind: 'added' | 'done'; name: string; size: number } | { kind: 'error'; name: string; size: number; message: string; count?: number };

/** "iptu.pdf · 1 KB · enviado", "2 arquivos · não enviados": what happened to the file (or files) picked. */
export function zoneText(zone: UploadZone): string {
  if (zone.kind !== 'error') return [zone.name, zone.size ? formatFileSize(zone.size) : null, zone.kind === 'added' ? 'enviando…' : 'enviado'].filter(Boolean).join(' · ');
  const outcome = (zone.count ?? 1) > 1 ? 'não enviados' : 'não enviado';
  return [zone.name, zone.size ? formatFileSize(zone.size) : null, outcome].filter(Boolean).join(' · ');
}

export const STATUS_COLOR: Record<DocumentStatus, string> = { pending: 'gray', received: 'blue', approved: 'green', rejected: 'red' };
export const statusLabel = (status: DocumentStatus): string => DOCUMENT_STATUS[status];

export interface ChecklistGroup {
  key: string;
  title: string;
  /** "Proponente principal", "Cliente", "Vendedor" for people; nothing for the asset. */
  role?: string;
  /**
   * `label` is what the row shows (the group names the person); `name` is what its buttons and upload zone say to a
   * screen reader, with the person ("Aprovar Documento de identidade (RG ou CNH) — Bruna Castro"): unique on the page.
   */
  items: { document: DealDocumentItem; label: string; name: string }[];
}

/**
 * The checklist as the page shows it: the asset's documents first, then each associate's in the deal's order.
 * Labels lose the " — Name" the server appends, since the group already names the person.
 */
export function groupChecklist(documents: readonly DealDocumentItem[], associates: readonly DealAssociateItem[], assetKind: 'realty' | 'vehicle'): ChecklistGroup[] {
  const asset: ChecklistGroup = { key: 'asset', title: assetKind === 'realty' ? ASSET_SEGMENT.Realty : ASSET_SEGMENT.Vehicle, items: [] };
  const people = new Map<string, ChecklistGroup & { suffix: string }>(
    associates.map((a) => [a.id, { key: a.id, title: a.name, role: a.main ? 'Proponente principal' : ASSOCIATE_TYPE[a.type], suffix: ` — ${a.name}`, items: [] }]),
  );
  const others: ChecklistGroup = { key: 'others', title: 'Outros documentos', items: [] };
  for (const document of documents) {
    const person = document.associateId ? people.get(document.associateId) : undefined;
    if (person) {
      const label = document.label.endsWith(person.suffix) ? document.label.slice(0, -person.suffix.length) : document.label;
      person.items.push({ document, label, name: `${label}${person.suffix}` });
    } else (document.associateId ? others : asset).items.push({ document, label: document.label, name: document.label });
  }
  return [asset, ...[...people.values()].map(({ suffix: _suffix, ...g }) => g), others].filter((g) => g.items.length > 0);
}

/** "4 de 9 enviados · 2 aprovados · 1 recusado": how far the folder is (a refused file was sent, and must be again). */
export function checklistProgress(documents: readonly Pick<DealDocumentItem, 'status'>[]): string {
  const sent = documents.filter((d) => d.status !== 'pending').length;
  const approved = documents.filter((d) => d.status === 'approved').length;
  const refused = documents.filter((d) => d.status === 'rejected').length;
  return [
    `${sent} de ${documents.length} ${documents.length === 1 ? 'enviado' : 'enviados'}`,
    approved ? `${approved} ${approved === 1 ? 'aprovado' : 'aprovados'}` : null,
    refused ? `${refused} ${refused === 1 ? 'recusado' : 'recusados'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
