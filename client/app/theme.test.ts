import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, type BrandColor } from '../../shared/options.ts';
import { theme } from './theme.ts';

/** WCAG contrast of two relative luminances. */
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe('brand colours', () => {
  it('every brand colour a company picks gets filled buttons whose text reaches 4.5:1 (autoContrast)', () => {
    const shade = typeof theme.primaryShade === 'object' ? theme.primaryShade.light : theme.primaryShade;
    const threshold = theme.luminanceThreshold ?? DEFAULT_THEME.luminanceThreshold;
    for (const color of Object.keys(BRAND_COLORS) as BrandColor[]) {
      const background = luminance(DEFAULT_THEME.colors[color][shade ?? 8]);
      // Mantine's autoContrast: dark text above the threshold, white at or below it.
      const text = background > threshold ? luminance('#000000') : luminance('#ffffff');
      expect({ color, ratio: contrast(background, text) >= 4.5 }).toEqual({ color, ratio: true });
    }
  });
});
