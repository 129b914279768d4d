import type { DraggableAttributes } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowRight, IconBuildingBank, IconDots, IconGripVertical, IconUser } from '@tabler/icons-react';
import { type CSSProperties, memo, type Ref, useEffect, useRef, useState } from 'react';
import { cardBankLine } from '../../../../../shared/bank-submissions.ts';
import { formatMoney } from '../../../../../shared/format.ts';
import { SEMAPHORE } from '../../../../../shared/options.ts';
import { FINAL_STAGES } from '../../../../../shared/pipelines.ts';
import { BankSubmissionBadges } from '../../../../components/deals/BankSubmissionBadges.tsx';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import classes from './board.module.css';
import { useBoardActions } from './board-actions.ts';
import type { BoardCardData } from './board-types.ts';
import { TaskBadge } from './TaskBadge.tsx';

const SEMAPHORE_COLOR = { GREEN: 'var(--mantine-color-green-6)', YELLOW: 'var(--mantine-color-yellow-5)', RED: 'var(--mantine-color-red-6)' } as const;

/** The card's buttons: WCAG 2.2's 24 px minimum target (32 px on a touch screen, board.module.css `.tapTarget`). */
const TAP_TARGET = 24;

export const daysLabel = (days: number) => (days === 0 ? 'Entrou hoje' : days === 1 ? '1 dia na etapa' : `${days} dias na etapa`);

interface DealCardBodyProps {
  card: BoardCardData;
  /** The card's column; its move menu offers the others. */
  stage?: string;
  handleRef?: Ref<HTMLButtonElement>;
  handleProps?: DraggableAttributes;
  overlay?: boolean;
}

/**
 * The SLA signal with its explanation on hover. The Mantine tooltip (a floating-ui instance) mounts only while the
 * pointer is on the dot: a board shows hundreds of cards (the 2,000-deal board of docs/performance.md).
 */
function SemaphoreDot({ card, label }: { card: BoardCardData; label: string }) {
  const [hovered, setHovered] = useState(false);
  const dot = (
    <span
      className={classes.semaphore}
      style={{ background: SEMAPHORE_COLOR[card.semaphore] }}
      role="img"
      aria-label={label}
      data-semaphore={card.semaphore}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    />
  );
  return hovered ? (
    <Tooltip label={`${label} · ${daysLabel(card.daysInStage)}`} withArrow opened>
      {dot}
    </Tooltip>
  ) : (
    dot
  );
}

/**
 * What a card shows: customer, value, bank, owner, days in stage and the SLA signal (docs/design/product-spec.md §3
 * "Stage semaphore"). Memoised: dnd-kit re-renders every sortable card when a drag starts, moves or ends, and this part
 * need not follow.
 */
export const DealCardBody = memo(function DealCardBody({ card, stage, handleRef, handleProps, overlay }: DealCardBodyProps) {
  const sla = SEMAPHORE[card.semaphore].label;
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={handleRef}
          variant="subtle"
          color="gray"
          size={TAP_TARGET}
          aria-label={`Mover o negócio nº ${card.number} de ${card.customerName ?? 'cliente sem nome'}`}
          className={`${classes.handle} ${classes.tapTarget}`}
          {...handleProps}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          {overlay ? (
            <Text fw={600} fz="sm" truncate>
              {card.customerName ?? 'Cliente sem nome'}
            </Text>
          ) : (
            <AnchorLink to="/deal/$dealId" params={{ dealId: card.id }} fw={600} fz="sm" c="var(--mantine-color-text)" truncate className={classes.cardLink}>
              {card.customerName ?? 'Cliente sem nome'}
            </AnchorLink>
          )}
          <Text fz="xs" c="dimmed">
            Nº {card.number}
            {/* A lead of the public simulator is told apart at a glance: the broker calls it back first. */}
            {card.origin === 'simulator' ? ' · Simulador' : ''}
          </Text>
        </Stack>
        {overlay || !stage ? null : <MoveMenu card={card} stage={stage} />}
        {/* A released or denied deal has no stage deadline to keep: no signal (as on the deal's page). */}
        {stage && FINAL_STAGES.has(stage) ? null : <SemaphoreDot card={card} label={sla} />}
      </Group>
      <Text fw={700} fz="md">
        {formatMoney(card.operationValue)}
      </Text>
      <Group gap={4} wrap="nowrap" c="dimmed">
        <IconBuildingBank size={14} aria-hidden />
        <Text fz="xs" truncate>
          {cardBankLine(card.bankName, card.banks.length)}
        </Text>
      </Group>
      <BankSubmissionBadges banks={card.banks} />
      <TaskBadge overdue={card.hasOverdueTask} />
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap" c="dimmed" miw={0}>
          <IconUser size={14} aria-hidden />
          <Text fz="xs" truncate>
            {card.owner.name}
          </Text>
        </Group>
        <Text fz="xs" c={card.semaphore === 'RED' ? 'red' : 'dimmed'} fw={card.semaphore === 'RED' ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
          {daysLabel(card.daysInStage)}
        </Text>
      </Group>
    </Stack>
  );
});

/**
 * "Mover para…": every other stage, for whoever prefers a menu to dragging (and on a phone). The Mantine menu (a
 * floating-ui popover) mounts at the first click: a board mounts many cards, and few of their menus are ever opened.
 */
function MoveMenu({ card, stage }: { card: BoardCardData; stage: string }) {
  const actions = useBoardActions();
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  const menuTarget = useRef<HTMLButtonElement>(null);
  // The first click swaps the plain button for the menu's own: the new one takes the focus, and only then does the menu
  // open (mounted closed first), so Mantine records it as the element to give the focus back to on Esc or a choice.
  useEffect(() => {
    if (!used) return;
    menuTarget.current?.focus({ preventScroll: true });
    setOpened(true);
  }, [used]);
  if (!actions || actions.readOnly) return null;
  const target = (closed?: { onClick: () => void }) => (
    <ActionIcon
      ref={closed ? undefined : menuTarget}
      variant="subtle"
      color="gray"
      size={TAP_TARGET}
      className={classes.tapTarget}
      aria-label={`Ações do negócio nº ${card.number}`}
      data-card-actions
      onPointerDown={(e) => e.stopPropagation()}
      {...(closed ? { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: closed.onClick } : {})}
    >
      <IconDots size={16} />
    </ActionIcon>
  );
  if (!used)
    return target({
      onClick: () => setUsed(true),
    });
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={230} opened={opened} onChange={setOpened}>
      <Menu.Target>{target()}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Mover para</Menu.Label>
        {actions.stages
          .filter((s) => s.key !== stage)
          .map((s) => (
            <Menu.Item
              key={s.key}
              leftSection={<IconArrowRight size={14} color={`var(--mantine-color-${s.color}-6)`} />}
              onClick={() => actions.moveTo(card.id, s.key, menuTarget.current)}
              color={s.key === 'denied' ? 'red' : undefined}
            >
              {s.label}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A card on the board: dragged by pointer anywhere on it, or from its grip with the keyboard (Space, arrows, Space). */
export const DealCard = memo(function DealCard({ card, stage, disabled }: { card: BoardCardData; stage: string; disabled?: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { stage },
    disabled,
    // Read out by screen readers with the handle's name; dnd-kit's default is the English "sortable".
    attributes: { roleDescription: 'cartão arrastável' },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : undefined };
  // A plain element with Paper's look (board.module.css): a Mantine box per card costs at each drag start and drop.
  return (
    <article ref={setNodeRef} style={style} className={classes.card} data-deal-id={card.id} {...listeners} tabIndex={-1} aria-label={`Negócio nº ${card.number}`}>
      <DealCardBody card={card} stage={stage} handleRef={setActivatorNodeRef} handleProps={attributes} />
    </article>
  );
});
