import type { FormErrors, UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { parseBrDate } from '../../shared/format.ts';
import { handleError } from './errors.ts';
import { focusFirstError } from './focus-first-error.ts';
import type { LazyModule } from './lazy-module.ts';

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

/**
 * The submit handler of a form whose validation lives in a module loaded after the page paints (zod and the shared
 * schemas stay out of the page's first load; bundle budget, docs/performance.md). The page starts `validation.load()`
 * when it mounts; by the time someone submits it is there, otherwise this waits for it. Then Mantine validates as usual
 * (the form's `validate` reads `validation.current`) and calls `handler` with the values and the module; when the values
 * do not pass, the first field in error gets the focus.
 */
export function submitWithDeferredValidation<Values, M>(
  form: UseFormReturnType<Values>,
  validation: LazyModule<M>,
  handler: (values: Values, validation: M) => void,
): (event?: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event?.preventDefault();
    validation.load().then((loaded) => form.onSubmit((values) => handler(values, loaded), focusFirstError)(), handleError);
  };
}
