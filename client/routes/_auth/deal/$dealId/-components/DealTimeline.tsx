import { Button, Group, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowsExchange, IconCalendarCheck, IconCalendarPlus, IconCheck, IconFileUpload, IconFlag, IconMessage, IconPlus, IconUserCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { formatDateTime } from '../../../../../../shared/format.ts';
import { can } from '../../../../../../shared/permissions.ts';
import type { StageDefinition } from '../../../../../../shared/pipelines.ts';
import { DEFENSE_MAX, ZDealCommentRequest } from '../../../../../../shared/schemas/deals.ts';
import { applyFieldErrors, showSuccessToast } from '../../../../../lib/errors.ts';
import { zodResolver } from '../../../../../lib/form.ts';
import { refocusIfLost } from '../../../../../lib/refocus.ts';
import { useProfile } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { actorOf, describeEvent, relativeTime } from './deal-events.ts';
import type { DealDetail } from './deal-types.ts';
import { Section } from './Section.tsx';

const ICONS: Record<string, typeof IconMessage> = {
  created: IconPlus,
  comment: IconMessage,
  stage_changed: IconFlag,
  denied: IconX,
  responsible_changed: IconArrowsExchange,
  customer_linked: IconUserCheck,
  document_uploaded: IconFileUpload,
  document_approved: IconCheck,
  document_rejected: IconX,
  task_created: IconCalendarPlus,
  task_completed: IconCalendarCheck,
};

/** Everything that happened to the deal, newest first, and the comment box of whoever works it. */
export function DealTimeline({ deal, stages }: { deal: DealDetail; stages: readonly StageDefinition[] }) {
  const canComment = can(useProfile().role.permissions, 'deal', 'update');
  return (
    <Section title="Linha do tempo" id="linha-do-tempo">
      {canComment ? <CommentForm dealId={deal.id} /> : null}
      <Timeline bulletSize={26} lineWidth={2} role="list" aria-label="Eventos do negócio">
        {deal.events.map((e) => {
          const sentence = describeEvent(e, stages);
          const Icon = ICONS[e.kind] ?? IconFlag;
          return (
            <Timeline.Item
              key={e.id}
              bullet={<Icon size={14} />}
              color={e.kind === 'denied' || e.kind === 'document_rejected' ? 'red' : e.kind === 'comment' ? 'blue' : 'gray'}
              title={
                <Text fz="sm">
                  <strong>{actorOf(e)}</strong> {sentence.action}
                </Text>
              }
              data-event-kind={e.kind}
              role="listitem"
            >
              {sentence.detail ? (
                <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={e.kind === 'comment' ? undefined : 'dimmed'}>
                  {sentence.detail}
                </Text>
              ) : null}
              <Text fz="xs" c="dimmed" mt={4}>
                <time dateTime={new Date(e.createdAt).toISOString()} title={formatDateTime(e.createdAt)}>
                  {relativeTime(e.createdAt)} · {formatDateTime(e.createdAt)}
                </time>
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Section>
  );
}

const commentSchema = ZDealCommentRequest.pick({ comment: true });

/** A comment (required, up to 2,000 characters) goes to the timeline. */
function CommentForm({ dealId }: { dealId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const box = useRef<HTMLTextAreaElement>(null);
  const form = useForm({ mode: 'controlled', initialValues: { comment: '' }, validate: zodResolver(commentSchema), validateInputOnChange: false });
  const add = useMutation(
    trpc.deals.comment.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        form.reset();
        await queryClient.invalidateQueries(trpc.deals.get.queryFilter({ id: dealId }));
        // "Comentar" spins while it saves and the keyboard focus falls to the page's top: it goes back to the emptied
        // box, where the next comment is written (the new one is announced by the toast and shows in the timeline).
        refocusIfLost(() => box.current);
      },
      onError: (error) => applyFieldErrors(form, error),
    }),
  );
  const length = form.values.comment.length;
  return (
    <form noValidate onSubmit={form.onSubmit((v) => add.mutate({ id: dealId, comment: v.comment }))}>
      <Stack gap={6}>
        <Textarea
          ref={box}
          label="Novo comentário"
          placeholder="Escreva o que aconteceu, o próximo passo, um combinado com o cliente…"
          autosize
          minRows={2}
          maxRows={8}
          withAsterisk
          {...form.getInputProps('comment')}
        />
        <Group justify="space-between" gap="xs">
          <Text fz="xs" c={length > DEFENSE_MAX ? 'red' : 'dimmed'} aria-live="polite">
            {length.toLocaleString('pt-BR')}/{DEFENSE_MAX.toLocaleString('pt-BR')} caracteres
          </Text>
          <Button type="submit" size="xs" loading={add.isPending} leftSection={<IconMessage size={14} />}>
            Comentar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
