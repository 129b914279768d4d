import { CheckIcon, ColorSwatch, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useRef } from 'react';
import { BRAND_COLORS, type BrandColor } from '../../../../../../shared/options.ts';

const colors = Object.keys(BRAND_COLORS) as BrandColor[];

interface BrandColorPickerProps {
  value: BrandColor;
  /** Read only (who may not change the company's colour): the colours can be browsed, not chosen. */
  readOnly: boolean;
  onChange: (color: BrandColor) => void;
  /** The id of the heading that names the group. */
  labelledBy: string;
}

/** Where an arrow key, Home or End moves from `index` among `count` radios (wrapping, as native radios do). */
function target(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * The company's primary colour as one radio group (WAI-ARIA radio group pattern): a single Tab stop on the chosen
 * colour (roving tabindex), the arrow keys (and Home, End) move and choose, each swatch named by its colour in pt-BR.
 */
export function BrandColorPicker({ value, readOnly, onChange, labelledBy }: BrandColorPickerProps) {
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  const checked = Math.max(0, colors.indexOf(value));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = target(event.key, index, colors.length);
    if (next === undefined) return;
    event.preventDefault();
    radios.current[next]?.focus();
    if (!readOnly) onChange(colors[next]);
  };
  return (
    <Group gap="xs" role="radiogroup" aria-labelledby={labelledBy} aria-readonly={readOnly || undefined}>
      {colors.map((c, i) => {
        const selected = value === c;
        return (
          <Tooltip key={c} label={BRAND_COLORS[c].label}>
            <UnstyledButton
              ref={(el) => {
                radios.current[i] = el;
              }}
              role="radio"
              aria-checked={selected}
              aria-label={BRAND_COLORS[c].label}
              aria-disabled={readOnly || undefined}
              tabIndex={i === checked ? 0 : -1}
              onClick={() => !readOnly && !selected && onChange(c)}
              onKeyDown={(event) => onKeyDown(event, i)}
              style={{ borderRadius: '50%', cursor: readOnly ? 'default' : 'pointer' }}
            >
              <ColorSwatch color={BRAND_COLORS[c].hex} size={36}>
                {selected ? <CheckIcon size={14} color="white" /> : null}
              </ColorSwatch>
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </Group>
  );
}
