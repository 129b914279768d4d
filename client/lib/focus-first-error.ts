// No imports: the app's entry installs the listener below, and every page pays for what the entry loads.

/**
 * Focuses what to fix after the render that shows it: the first field with an error, or else the first alert (an error
 * with no field of its own). A keyboard or screen-reader user then lands on it instead of staying on the button.
 */
export function focusFirstError(): void {
  window.requestAnimationFrame(() => (document.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.querySelector<HTMLElement>('[role="alert"]'))?.focus());
}

/**
 * For every form of the app: when a submit leaves fields in error, the focus goes to the first of them (after the render
 * that shows them), unless it is already on one. The forms validate in their submit handler (Mantine's useForm), so one
 * listener covers them all; a form whose validation loads later focuses on its own (submitWithDeferredValidation).
 */
export function focusFirstErrorAfterSubmit(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      window.requestAnimationFrame(() => {
        if (document.activeElement?.getAttribute('aria-invalid') === 'true') return;
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
    },
    true,
  );
}
