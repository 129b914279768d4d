import { Badge } from '@mantine/core';
import { SIMULATION_TEXTS } from '../../../shared/simulation-texts.ts';

/** The visible mark of an indexed offer: its instalments follow the index, its CET is a projection. */
export function PostFixedBadge({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return (
    <Badge color="indigo" variant="light" radius="sm" size={size} data-testid="post-fixed">
      {SIMULATION_TEXTS.postFixedLabel}
    </Badge>
  );
}
