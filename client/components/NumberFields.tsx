import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { onlyDigits } from '../../shared/format.ts';
import { pastedMoney, typedDotValue } from './number-typing.ts';

type FieldProps = Omit<NumberInputProps, 'prefix' | 'thousandSeparator' | 'decimalSeparator'>;

/**
 * Brazilian number formatting shared by every numeric field: 1.234,56. A "." typed as one key is the decimal comma: a
 * phone's numeric keypad often has only "." (typing "8500.00" meant R$ 8.500,00, and read as R$ 850.000,00 before).
 * Pasted or filled text is read as written, thousands dots included ("8.500,00"): react-number-format turns an
 * allowed separator into the decimal one only when it is the single character inserted. Money fields read a typed "."
 * by what follows it (MoneyInput).
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

/**
 * Keeps the caret where the last key left it when keys come faster than the browser runs timeouts (it runs input
 * first), as from a fast keyboard, an autofill helper or browser automation. After each key react-number-format
 * places the caret, then places it again in a timeout (mobile Chrome moves it back), and never cancels the timeout of
 * the key before. A late timeout of an earlier key that runs after a key which moved the caret and left the text as it
 * was (the "," stepping over the field's own comma, a "0" typed over the "0" of ",00") puts the caret back where that
 * earlier key left it, and the next digits land in the reais: "8.500,00" came out R$ 850.000,00.
 *
 * So where each key left the caret is noted once the field has handled it, and the next key, pressed before the
 * timeouts of the noted one have run, finds the caret there again (same text, caret elsewhere). Once they have run, the
 * caret is where the last of them, or the person, put it. A click, a tap or a key that moves the caret (arrows, Home,
 * shortcuts) forgets the note: that caret is the person's. Returns what removes the listeners.
 */
function keepCaretOfLastKey(el: HTMLInputElement): () => void {
  const view = el.ownerDocument.defaultView;
  if (!view) return () => {};
  let left: { text: string; caret: number; settled: boolean } | null = null;
  const typesText = (e: Event) => !(e instanceof KeyboardEvent) || (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey);
  // On the window, so after the field's own handlers (React listens on the app's root, inside the window).
  const note = (e: Event) => {
    if (e.target !== el || !typesText(e)) return;
    const caret = el.selectionStart;
    if (caret === null || caret !== el.selectionEnd) return void (left = null);
    const mark = { text: el.value, caret, settled: false };
    left = mark;
    // Timeouts run in the order they were set: this one runs after those the field set for the same key.
    view.setTimeout(() => (mark.settled = true), 0);
  };
  const restore = () => {
    const caret = el.selectionStart;
    if (left && !left.settled && el.value === left.text && caret === el.selectionEnd && caret !== left.caret) el.setSelectionRange(left.caret, left.caret);
  };
  el.addEventListener('keydown', (e) => (typesText(e) ? restore() : (left = null)));
  el.addEventListener('beforeinput', restore);
  el.addEventListener('pointerdown', () => (left = null));
  view.addEventListener('keydown', note);
  view.addEventListener('input', note);
  return () => {
    view.removeEventListener('keydown', note);
    view.removeEventListener('input', note);
  };
}

/**
 * Money in reais (docs/design/product-spec.md §5 "money R$ 2 decimals"): R$ 1.234,56.
 *
 * A "." typed in money is a thousands dot while typing: "5.000,00" is R$ 5.000,00, as Brazilians write it (read as the
 * decimal comma, it made R$ 5,00 and dropped the rest). When the field is left (or Enter pressed), a last "." followed
 * by one or two digits and no comma was a decimal point after all, as on a keypad with only ".": "8500.00" is
 * R$ 8.500,00 (typedDotValue).
 */
export function MoneyInput({ onKeyDown, onBlur, ...props }: FieldProps) {
  const dot = useRef<number | null>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  // A whole amount pasted or filled (a WhatsApp message, autofill) is read by what it means (pastedMoney): "8500.00" is
  // R$ 8.500,00, not R$ 850.000,00, and an amount above what may be typed is kept, to be refused with the ceiling's
  // message instead of leaving the field empty. Text inserted into part of the field is left to the field.
  const input = useCallback((el: HTMLInputElement | null) => {
    if (!el) return;
    el.addEventListener('beforeinput', (e) => {
      const text = e.data ?? e.dataTransfer?.getData('text/plain') ?? '';
      if (!e.inputType.startsWith('insert') || text.length < 2) return;
      const replacesAll = onlyDigits(el.value) === '' || (el.selectionStart === 0 && el.selectionEnd === el.value.length);
      const value = replacesAll ? pastedMoney(text) : null;
      if (value === null || !onChange.current) return;
      e.preventDefault();
      dot.current = null;
      onChange.current(value);
    });
    // Keys typed faster than the browser runs timeouts keep their caret; the cleanup drops the window listeners.
    return keepCaretOfLastKey(el);
  }, []);
  const settle = (input: HTMLInputElement) => {
    const digitsBefore = dot.current;
    dot.current = null;
    if (digitsBefore === null || !props.onChange) return;
    const value = typedDotValue(input.value, digitsBefore);
    if (value !== null) props.onChange(value);
  };
  return (
    <NumberInput
      ref={input}
      prefix="R$ "
      {...BR}
      allowedDecimalSeparators={[',']}
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      hideControls
      inputMode="decimal"
      isAllowed={({ floatValue }) => floatValue === undefined || floatValue <= MONEY_TYPING_LIMIT}
      onKeyDown={(e) => {
        const input = e.currentTarget;
        // Where the "." went: the whole reais typed before it (the field's own ",00" does not count).
        if (e.key === '.') dot.current = onlyDigits(input.value.slice(0, input.selectionStart ?? input.value.length).split(',')[0]).length;
        else if (e.key === ',') dot.current = null;
        else if (e.key === 'Enter') settle(input);
        onKeyDown?.(e);
      }}
      onBlur={(e) => {
        settle(e.currentTarget);
        onBlur?.(e);
      }}
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
