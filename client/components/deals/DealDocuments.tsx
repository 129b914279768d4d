import '@mantine/dropzone/styles.css';
import { ActionIcon, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Textarea, Title, Tooltip } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import { IconCheck, IconDownload, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { documentUploadClosed } from '../../../shared/documents.ts';
import { errorTitle } from '../../../shared/errors.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { DOCUMENT_CLOSED_MESSAGES, MSG } from '../../../shared/messages.ts';
import { can } from '../../../shared/permissions.ts';
import { requiredString } from '../../../shared/schemas/common.ts';
import { downloadFile } from '../../lib/download.ts';
import { applyFieldErrors, failureMessage, showErrorToast, showSuccessToast, toFailure } from '../../lib/errors.ts';
import { zodResolver } from '../../lib/form.ts';
import { refocusIfLost } from '../../lib/refocus.ts';
import { useProfile } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { uploadFile } from '../../lib/upload.ts';
import { LoadError } from '../LoadError.tsx';
import {
  checklistProgress,
  type DealDocumentItem,
  DOCUMENT_ACCEPT,
  documentFilePath,
  documentUploadPath,
  formatFileSize,
  groupChecklist,
  prepareDocumentFile,
  STATUS_COLOR,
  statusLabel,
} from './document-upload.ts';

interface DealDocumentsProps {
  dealId: string;
  /** Only shows the checklist and downloads (no upload, no review). */
  readOnly?: boolean;
  /** Approve / reject buttons (for users with deal/update); off where only sending makes sense. */
  allowReview?: boolean;
}

/**
 * A deal's document checklist, grouped by asset and by associate: status of each item, upload (PDF/PNG/JPG up to
 * 2 MB, checked here first and by content on the server), download, and approval or refusal with a reason.
 * Reads the deal through deals.get (the same cache entry as the deal page) and refreshes it after each change.
 */
export function DealDocuments({ dealId, readOnly = false, allowReview = true }: DealDocumentsProps) {
  const trpc = useTRPC();
  const permissions = useProfile().role.permissions;
  const deal = useQuery(trpc.deals.get.queryOptions({ id: dealId }, { meta: { silent: true } }));
  const canUpload = !readOnly && can(permissions, 'deal', 'update');

  if (deal.isError && !deal.data) return <LoadError what="os documentos" onRetry={() => void deal.refetch()} />;
  if (!deal.data) {
    return (
      <Stack gap="sm" aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  const { data } = deal;
  const groups = groupChecklist(data.documents, data.associates, data.asset.kind);
  if (groups.length === 0) return <Text c="dimmed">Nenhum documento exigido para este negócio.</Text>;
  // What takes no new file, and why (the server refuses it too): a denied deal, an anonymised person.
  const closedOf = (document: DealDocumentItem) => documentUploadClosed(data, document, data.associates);
  const denied = data.documents.some((d) => closedOf(d) === 'denied');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fz="sm" fw={500}>
            {checklistProgress(data.documents)}
          </Text>
          {canUpload && !denied ? (
            <Text fz="xs" c="dimmed">
              PDF, PNG ou JPG, até 2 MB por arquivo (fotos maiores são reduzidas ao enviar)
            </Text>
          ) : null}
        </Group>
        {canUpload && denied ? <Text fz="sm">{DOCUMENT_CLOSED_MESSAGES.denied}</Text> : null}
      </Stack>
      {groups.map((group) => (
        <Stack key={group.key} gap="xs">
          <Group gap="xs">
            <Title order={3} fz="md">
              {group.title}
            </Title>
            {group.role ? (
              <Badge variant="light" color="gray" size="sm">
                {group.role}
              </Badge>
            ) : null}
          </Group>
          {canUpload && !denied && group.items.some(({ document }) => closedOf(document) === 'anonymised') ? (
            <Text fz="sm" c="dimmed">
              {DOCUMENT_CLOSED_MESSAGES.anonymised}.
            </Text>
          ) : null}
          {group.items.map(({ document, label, name }) => (
            <DocumentRow key={document.id} dealId={dealId} document={document} label={label} name={name} canUpload={canUpload && closedOf(document) === null} canReview={canUpload && allowReview} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

interface DocumentRowProps {
  dealId: string;
  document: DealDocumentItem;
  label: string;
  /** The label with the person's name, for what a screen reader says of the row and its controls (unique on the page). */
  name: string;
  canUpload: boolean;
  canReview: boolean;
}

function DocumentRow({ dealId, document, label, name, canUpload, canReview }: DocumentRowProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Why the last file was refused stays on the row; the toast goes away.
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const refresh = () => queryClient.invalidateQueries(trpc.deals.get.queryFilter({ id: dealId }));
  const row = useRef<HTMLDivElement>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  // Approved or refused, the button used goes away with the answer: the keyboard user's focus would fall to the page's
  // top. It stays on the row: on "Recusar" while it is there (the dialog cancelled), else the row's first action.
  const focusTarget = () => (rejectButton.current?.isConnected ? rejectButton.current : row.current?.querySelector<HTMLElement>('button:not([disabled]), [role="button"], input'));
  const reviewed = async () => {
    await refresh();
    refocusIfLost(focusTarget);
  };

  const upload = useMutation({
    mutationFn: (file: File) => uploadFile<{ message: string }>(documentUploadPath(dealId, document.id), file),
    meta: { fallback: MSG.fileUnknown },
    onMutate: () => setError(null),
    onSuccess: async ({ message }) => {
      showSuccessToast(message);
      await refresh();
    },
    onError: (failure) => setError(failureMessage(toFailure(failure), MSG.fileUnknown)),
  });
  const approve = useMutation(
    trpc.deals.reviewDocument.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await reviewed();
      },
    }),
  );
  const download = useMutation({
    mutationFn: () => downloadFile(documentFilePath(dealId, document.id), document.fileName ?? 'documento'),
    meta: { fallback: 'Erro ao baixar o documento' },
  });

  const onFiles = async (files: File[]) => {
    if (files.length === 0) return;
    // A phone's photo over the limit is shrunk before it goes (document-upload.ts).
    const prepared = await prepareDocumentFile(files);
    if ('problem' in prepared) {
      setError(prepared.problem);
      showErrorToast(errorTitle('UPLOAD_ERROR'), prepared.problem);
    } else upload.mutate(prepared.file);
  };
  const sent = document.status !== 'pending';

  return (
    <Paper ref={row} withBorder radius="md" p="sm" role="group" aria-label={name} data-document-id={document.id}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} miw={0} flex="1 1 240px">
          <Group gap="xs" wrap="wrap">
            <Text fz="sm" fw={600}>
              {label}
            </Text>
            <Badge color={STATUS_COLOR[document.status]} variant="light" size="sm">
              {statusLabel(document.status)}
            </Badge>
          </Group>
          {document.fileName ? (
            <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {document.fileName}
              {document.size ? ` · ${formatFileSize(document.size)}` : ''}
              {/* No staff member behind an upload: the customer sent it through the tracking link. */}
              {document.uploadedAt ? ` · enviado ${document.uploadedBy ? `por ${document.uploadedBy}` : 'pelo cliente'} em ${formatDateTime(document.uploadedAt)}` : ''}
            </Text>
          ) : null}
          {document.status === 'rejected' && document.rejectionReason ? (
            <Text fz="xs" c="red">
              Motivo da recusa: {document.rejectionReason}
            </Text>
          ) : null}
          {error ? (
            <Text fz="xs" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
        <Group gap={6} wrap="nowrap">
          {document.fileName ? (
            <Tooltip label="Baixar">
              <ActionIcon variant="light" size="lg" aria-label={`Baixar ${name}`} loading={download.isPending} onClick={() => download.mutate()}>
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {canReview && sent && document.status !== 'approved' ? (
            <Tooltip label="Aprovar">
              <ActionIcon
                variant="light"
                color="green"
                size="lg"
                aria-label={`Aprovar ${name}`}
                loading={approve.isPending}
                onClick={() => approve.mutate({ dealId, documentId: document.id, status: 'approved' })}
              >
                <IconCheck size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {canReview && sent && document.status !== 'rejected' ? (
            <Tooltip label="Recusar">
              <ActionIcon ref={rejectButton} variant="light" color="red" size="lg" aria-label={`Recusar ${name}`} onClick={() => setRejecting(true)}>
                <IconX size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {canUpload ? (
            <Dropzone
              multiple={false}
              onDrop={onFiles}
              onReject={(rejections) => onFiles(rejections.map((r) => r.file))}
              loading={upload.isPending}
              radius="md"
              p={6}
              miw={128}
              aria-label={`Enviar arquivo: ${name}`}
              inputProps={{ accept: DOCUMENT_ACCEPT, 'aria-label': `Arquivo para ${name}` }}
            >
              <Group gap={6} justify="center" wrap="nowrap" style={{ pointerEvents: 'none' }}>
                <IconUpload size={16} stroke={1.8} />
                <Text fz="sm" fw={500}>
                  {sent ? 'Substituir' : 'Enviar'}
                </Text>
              </Group>
            </Dropzone>
          ) : null}
        </Group>
      </Group>
      {canReview ? (
        <RejectModal opened={rejecting} onClose={() => setRejecting(false)} onClosed={() => focusTarget()?.focus()} dealId={dealId} document={document} label={name} onDone={refresh} />
      ) : null}
    </Paper>
  );
}

const reasonSchema = z.object({ reason: requiredString(500) });

interface RejectModalProps {
  opened: boolean;
  onClose: () => void;
  dealId: string;
  document: DealDocumentItem;
  label: string;
  onDone: () => Promise<unknown>;
  /**
   * Once the dialog has gone: where focus goes back. The dialog's own return of focus would go to "Recusar", which a
   * refusal removes, leaving focus on the page's top.
   */
  onClosed: () => void;
}

/** Refusing a document says why, so the customer knows what to send again. */
function RejectModal({ opened, onClose, onClosed, dealId, document, label, onDone }: RejectModalProps) {
  const trpc = useTRPC();
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: zodResolver(reasonSchema) });
  const reject = useMutation(
    trpc.deals.reviewDocument.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        // The row shows the refusal before the dialog goes, so focus comes back to a row without "Recusar".
        await onDone();
        form.reset();
        onClose();
      },
      onError: (error) => applyFieldErrors(form, error),
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={`Recusar: ${label}`} centered returnFocus={false} onExitTransitionEnd={onClosed}>
      <form onSubmit={form.onSubmit((v) => reject.mutate({ dealId, documentId: document.id, status: 'rejected', reason: v.reason }))} noValidate>
        <Stack gap="md">
          <Textarea
            label="Motivo da recusa"
            description="O motivo fica registrado no documento e na linha do tempo e vai por e-mail ao cliente que acompanha pelo link, para que ele envie de novo corretamente."
            autosize
            minRows={3}
            withAsterisk
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              Recusar documento
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
