// No imports: the app's entry installs the listener below, and every page pays for what the entry loads.

/** Frames to wait for the render that shows the errors: React may commit it after the next frame when the errors were
 * set outside an event handler (a validation that waited for its module, an answer from the server). */
const FRAMES = 12;

/** Calls `attempt` on each of the next frames until it says it is done, at most FRAMES times. */
function onNextFrames(attempt: () => boolean): void {
  let left = FRAMES;
  const step = () => {
    if (!attempt() && --left > 0) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

/**
 * Focuses what to fix once the render shows it: the first field with an error, or else the first alert (an error with
 * no field of its own). A keyboard or screen-reader user then lands on it instead of staying on the button.
 */
export function focusFirstError(): void {
  onNextFrames(() => {
    const target = document.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
    return target !== null;
  });
}

/**
 * For every form of the app: when a submit leaves fields in error, the focus goes to the first of them once they show,
 * unless it is already on one. The forms validate in their submit handler (Mantine's useForm), so one listener covers
 * them all; a form whose validation loads later also focuses on its own (submitWithDeferredValidation).
 */
export function focusFirstErrorAfterSubmit(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      onNextFrames(() => {
        if (document.activeElement?.getAttribute('aria-invalid') === 'true') return true;
        const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
        invalid?.focus();
        return invalid !== null;
      });
    },
    true,
  );
}
