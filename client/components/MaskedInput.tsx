import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';

interface MaskedInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value?: string;
  onChange?: (value: string) => void;
  /** A mask from shared/format.ts (maskPhone, maskCpf, maskDate…), applied as the user types. */
  mask: (value: string) => string;
}

/** A text input that formats what is typed with one of the shared masks (docs/design/product-spec.md §5). */
export function MaskedInput({ mask, value, onChange, ...props }: MaskedInputProps) {
  return <TextInput {...props} value={value ?? ''} onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(mask(event.currentTarget.value))} />;
}
