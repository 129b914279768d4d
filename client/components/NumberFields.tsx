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

/**
 * The most a money field lets be typed: a thousand times the forms' ceiling (R$ 1 bilhão), so a value above it is still
 * shown and refused with the ceiling's message, while a run of digits never reaches amounts a double cannot hold to
 * the cent (20 nines came back as R$ 100.000.000.000.000.000,00).
 */
const MONEY_TYPING_LIMIT = 999_999_999_999.99;

/** Money in reais (docs/design/product-spec.md §5 "money R$ 2 decimals"): R$ 1.234,56. */
export function MoneyInput(props: FieldProps) {
  return (
    <NumberInput
      prefix="R$ "
      {...BR}
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      hideControls
      inputMode="decimal"
      isAllowed={({ floatValue }) => floatValue === undefined || floatValue <= MONEY_TYPING_LIMIT}
      {...props}
    />
  );
}

/** A percentage typed as a percent number (1,19 → 1.19): "1,19 %". The suffix can name the period ("% a.m."). */
export function PercentInput({ suffix = ' %', decimalScale = 2, ...props }: FieldProps & { suffix?: string }) {
  return <NumberInput suffix={suffix} {...BR} decimalScale={decimalScale} allowNegative={false} hideControls inputMode="decimal" {...props} />;
}

/** A whole number (days, months, a score); `grouped` separates thousands for big counts: 50.000 habitantes. */
export function IntegerInput({ grouped = false, ...props }: FieldProps & { grouped?: boolean }) {
  return <NumberInput {...BR} thousandSeparator={grouped ? '.' : false} allowDecimal={false} allowNegative={false} hideControls inputMode="numeric" {...props} />;
}
