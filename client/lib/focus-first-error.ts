// No imports: the app's entry installs the listener below, and every page pays for what the entry loads.

/**
 * How long to keep trying: React may commit the render that shows the errors some frames later when they were set
 * outside an event handler (a validation that waited for its module, an answer from the server), and a field in error
 * may still be disabled while its options load (a select of people): it takes the focus once it can.
 */
const WAIT_MS = 2_000;

/**
 * Calls `attempt` on each of the next frames until it says it is done, for at most WAIT_MS; stops as soon as the focus
 * moves away from where it was (the person clicked or typed elsewhere: never pull it back).
 */
function onNextFrames(attempt: () => boolean): void {
  const until = performance.now() + WAIT_MS;
  const from = document.activeElement;
  const step = () => {
    const moved = document.activeElement !== from && document.activeElement !== document.body;
    if (!moved && !attempt() && performance.now() < until) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

/** Focuses `target` if any; done once it holds the focus. */
function focusOn(target: HTMLElement | null): boolean {
  target?.focus();
  return target !== null && document.activeElement === target;
}

/**
 * Focuses what to fix once the render shows it: the first field with an error, or else the first alert (an error with
 * no field of its own). A keyboard or screen-reader user then lands on it instead of staying on the button.
 */
export function focusFirstError(): void {
  onNextFrames(() => focusOn(document.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.querySelector<HTMLElement>('[role="alert"]')));
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
      onNextFrames(() => document.activeElement?.getAttribute('aria-invalid') === 'true' || focusOn(form.querySelector<HTMLElement>('[aria-invalid="true"]')));
    },
    true,
  );
}
