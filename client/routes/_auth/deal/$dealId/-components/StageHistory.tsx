import { Text, Timeline } from '@mantine/core';
import type { StageDefinition } from '../../../../../../shared/pipelines.ts';
import { byActorOf, formatDays, stageHistory, stageLabel, whenText } from './deal-events.ts';
import type { DealDetail } from './deal-types.ts';
import { Section } from './Section.tsx';

/** Where the deal has been: its first stage, each move (who, when, days in the stage left) and where it is now. */
export function StageHistory({ deal, stages }: { deal: DealDetail; stages: readonly StageDefinition[] }) {
  const steps = stageHistory(deal.events, stages);
  const created = deal.events.find((e) => e.kind === 'created');
  const current = stages.find((s) => s.key === deal.stage);
  return (
    <Section title="Histórico de etapas" id="etapas">
      <Timeline active={steps.length + 1} bulletSize={14} lineWidth={2} color={current?.color ?? 'blue'}>
        <Timeline.Item title={`Cadastrado em ${stageLabel(stages, created?.data.stage ?? stages[0]?.key)}`}>
          <Text fz="xs" c="dimmed">
            {created ? `${byActorOf(created)} · ${whenText(created.createdAt)}` : whenText(deal.createdAt)}
          </Text>
        </Timeline.Item>
        {steps.map((s) => (
          <Timeline.Item key={s.id} title={`${s.fromLabel} → ${s.toLabel}`} color={s.denied ? 'red' : undefined}>
            <Text fz="xs" c="dimmed">
              {s.by} · {whenText(s.at)}
            </Text>
            {s.daysInPrevious !== null ? (
              <Text fz="xs">
                {formatDays(s.daysInPrevious)} em {s.fromLabel}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
        <Timeline.Item title={`Agora: ${deal.stageLabel}`}>
          <Text fz="xs" c="dimmed">
            {current?.final ? 'Etapa final' : `${deal.daysInStage === 0 ? 'desde hoje' : `há ${deal.daysInStage} ${deal.daysInStage === 1 ? 'dia' : 'dias'}`}`}
          </Text>
        </Timeline.Item>
      </Timeline>
    </Section>
  );
}
