import { NumberInput, type NumberInputProps } from '@mantine/core';

type FieldProps = Omit<NumberInputProps, 'prefix' | 'thousandSeparator' | 'decimalSeparator'>;

/**
 * Brazilian number formatting shared by every numeric field: 1.234,56. A "." typed as one key is the decimal comma: a
 * phone's numeric keypad often has only "." (typing "8500.00" meant R$ 8.500,00, and read as R$ 850.000,00 before).
 * Pasted or filled text is read as written, thousands dots included ("8.500,00"): react-number-format turns an
 * allowed separator into the decimal one only when it is the single character inserted.
 */
const BR: Pick<NumberInputProps, 'thousandSeparator' | 'decimalSeparator' | 'allowedDecimalSeparators'> = {
  thousandSeparator: '.',
  decimalSeparator: ',',
  allowedDecimalSeparators: [',', '.'],
};

/** Money in reais (docs/design/product-spec.md §5 "money R$ 2 decimals"): R$ 1.234,56. */
export function MoneyInput(props: FieldProps) {
  return <NumberInput prefix="R$ " {...BR} decimalScale={2} fixedDecimalScale allowNegative={false} hideControls inputMode="decimal" {...props} />;
}

/** A percentage typed as a percent number (1,19 → 1.19): "1,19 %". The suffix can name the period ("% a.m."). */
export function PercentInput({ suffix = ' %', decimalScale = 2, ...props }: FieldProps & { suffix?: string }) {
  return <NumberInput suffix={suffix} {...BR} decimalScale={decimalScale} allowNegative={false} hideControls inputMode="decimal" {...props} />;
}

/** A whole number (days, months, a score); `grouped` separates thousands for big counts: 50.000 habitantes. */
export function IntegerInput({ grouped = false, ...props }: FieldProps & { grouped?: boolean }) {
  return <NumberInput {...BR} thousandSeparator={grouped ? '.' : false} allowDecimal={false} allowNegative={false} hideControls inputMode="numeric" {...props} />;
}
