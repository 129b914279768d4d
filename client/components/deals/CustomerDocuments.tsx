import '@mantine/dropzone/styles.css';
import { Badge, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCheck, IconFileUpload, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { customerUploadClosed, type DocumentStatus } from '../../../shared/documents.ts';
import { MSG } from '../../../shared/messages.ts';
import { failureMessage, toFailure } from '../../lib/errors.ts';
import { uploadFile } from '../../lib/upload.ts';
import { checklistProgress, DOCUMENT_ACCEPT, prepareDocumentFile, STATUS_COLOR, statusLabel, type UploadZone, zoneText } from './document-upload.ts';

/** A checklist item as the customer sees it (tracking link): no reviewer, no download. */
export interface CustomerDocument {
  id: string;
  label: string;
  status: DocumentStatus;
  fileName: string | null;
  rejectionReason: string | null;
  /** A file the staff attached: received by the broker, not the customer's to replace. */
  sentByBroker?: boolean;
}

export const customerUploadPath = (token: string, documentId: string) => `/api/v1/public/tracking/${encodeURIComponent(token)}/documents/${documentId}`;

/**
 * The customer's documents with an upload zone for each one still open. Each file moves through the upload zone's
 * states (docs/design/product-spec.md §4): added (sending), done, or error with the reason — and an errored file can be
 * removed to try another. Approved documents, and files the broker attached, cannot be replaced.
 */
export function CustomerDocuments({
  token,
  documents,
  onChanged,
  uploadClosed = null,
}: {
  token: string;
  documents: CustomerDocument[];
  onChanged: () => Promise<unknown>;
  /** Why nothing can be sent now (a denied deal): said where the file types are, and no upload zone is offered. */
  uploadClosed?: string | null;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600}>
          {checklistProgress(documents)}
        </Text>
        {uploadClosed ? null : (
          <Text fz="xs" c="dimmed">
            PDF, PNG ou JPG, até 2 MB por arquivo (fotos maiores são reduzidas ao enviar)
          </Text>
        )}
      </Group>
      {uploadClosed ? <Text fz="sm">{uploadClosed}.</Text> : null}
      {documents.map((d) => (
        <CustomerDocumentRow key={d.id} token={token} document={d} onChanged={onChanged} closed={!!uploadClosed} />
      ))}
    </Stack>
  );
}

type ZoneState = { kind: 'idle' } | UploadZone;

function CustomerDocumentRow({ token, document, onChanged, closed }: { token: string; document: CustomerDocument; onChanged: () => Promise<unknown>; closed: boolean }) {
  const [zone, setZone] = useState<ZoneState>({ kind: 'idle' });
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile<{ message: string }>(customerUploadPath(token, document.id), file),
    meta: { silent: true },
    onSuccess: async (_result, file) => {
      setZone({ kind: 'done', name: file.name, size: file.size });
      await onChanged();
    },
    onError: (failure, file) => setZone({ kind: 'error', name: file.name, size: file.size, message: failureMessage(toFailure(failure), MSG.fileUnknown) }),
  });
  const onFiles = async (files: File[]) => {
    const picked = files[0];
    if (!picked) return;
    setZone({ kind: 'added', name: picked.name, size: picked.size });
    // A phone's photo over the limit is shrunk before it goes (document-upload.ts).
    const prepared = await prepareDocumentFile(files);
    if ('problem' in prepared)
      return setZone({ kind: 'error', name: files.length > 1 ? `${files.length} arquivos` : picked.name, size: files.length > 1 ? 0 : picked.size, message: prepared.problem, count: files.length });
    setZone({ kind: 'added', name: prepared.file.name, size: prepared.file.size });
    upload.mutate(prepared.file);
  };
  // Approved, or a file the broker attached: nothing to send (the server refuses it too).
  const locked = customerUploadClosed({ status: document.status, sentByBroker: document.sentByBroker ?? false });
  const sent = document.status !== 'pending';
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={document.label}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Text fz="sm" fw={600}>
            {document.label}
          </Text>
          <Badge color={STATUS_COLOR[document.status]} variant="light" size="sm" style={{ flexShrink: 0 }}>
            {statusLabel(document.status)}
          </Badge>
        </Group>
        {document.status === 'rejected' && document.rejectionReason ? (
          <Text fz="xs" c="red">
            Recusado: {withFullStop(document.rejectionReason)} Envie de novo.
          </Text>
        ) : null}
        {locked === 'sentByBroker' && zone.kind === 'idle' ? (
          <Text fz="xs" c="dimmed">
            Recebido pelo corretor
          </Text>
        ) : null}
        {document.fileName && zone.kind === 'idle' ? (
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {document.fileName}
          </Text>
        ) : null}
        {zone.kind !== 'idle' ? (
          <Group gap="xs" wrap="nowrap" aria-live="polite">
            {zone.kind === 'done' ? <IconCheck size={16} color="var(--mantine-color-green-6)" aria-hidden /> : null}
            {zone.kind === 'error' ? <IconX size={16} color="var(--mantine-color-red-6)" aria-hidden /> : null}
            <Stack gap={0} miw={0} flex={1}>
              <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
                {zoneText(zone)}
              </Text>
              {zone.kind === 'error' ? (
                <Text fz="xs" c="red" role="alert">
                  {zone.message}
                </Text>
              ) : null}
            </Stack>
            {zone.kind === 'error' ? <CloseButton size="sm" aria-label={`Remover ${zone.name}`} onClick={() => setZone({ kind: 'idle' })} /> : null}
          </Group>
        ) : null}
        {locked || closed ? null : (
          <Dropzone
            multiple={false}
            onDrop={onFiles}
            onReject={(rejections) => onFiles(rejections.map((r) => r.file))}
            loading={upload.isPending}
            radius="md"
            p="sm"
            aria-label={`Enviar arquivo: ${document.label}`}
            inputProps={{ accept: DOCUMENT_ACCEPT, 'aria-label': `Arquivo para ${document.label}` }}
          >
            <Group gap={8} justify="center" wrap="nowrap" style={{ pointerEvents: 'none' }}>
              <IconFileUpload size={20} stroke={1.6} />
              <Text fz="sm" fw={500}>
                {sent ? 'Enviar outro arquivo' : 'Escolher arquivo'}
              </Text>
            </Group>
          </Dropzone>
        )}
      </Stack>
    </Paper>
  );
}

/** The broker's reason as a sentence: its own final mark kept ("?", "!", "."), a full stop added when it has none. */
function withFullStop(reason: string): string {
  const text = reason.trim();
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}
