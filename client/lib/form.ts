import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { parseBrDate } from '../../shared/format.ts';

/**
 * Validates a Mantine form with a shared zod schema (the same one the procedure uses). `toInput` turns the
 * form's values into the schema's input (e.g. a DD/MM/YYYY date into ISO); issue paths become field names,
 * first message per field.
 */
export function zodResolver<Values, Schema extends z.ZodType>(schema: Schema, toInput: (values: Values) => unknown = (v) => v): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path && !(path in errors)) errors[path] = issue.message;
    }
    return errors;
  };
}

/** DD/MM/YYYY as typed → ISO for the schema; what cannot be a date goes through as typed and fails there. */
export function brDateToIso(value: string): string {
  return parseBrDate(value) ?? value.trim();
}
