import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconAlertTriangle, IconClockPause, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { MSG, toTheVisitor } from '../../../../shared/messages.ts';
import type { SimulationResult, TSimulationParsed } from '../../../../shared/schemas/simulation.ts';
import { PUBLIC_PAGE } from '../../../../shared/server-rendering.ts';
import { isRenderingServerHtml } from '../../../app/hydration.ts';
import { BrokerGate } from '../../../components/simulation/BrokerGate.tsx';
import { BrokerHeader, BrokerHeaderSkeleton, PublicFrame } from '../../../components/simulation/PublicFrame.tsx';
import { emptySimulationValues, type SimulationFormValues, sameSimulation, serverFieldMap } from '../../../components/simulation/simulation-form.ts';
import type { PublicBroker, SimulationKind } from '../../../components/simulation/simulation-types.ts';
import { useBrokerPageTitle } from '../../../components/simulation/use-broker-page-title.ts';
import { applyFieldErrors, failureMessage, handleError, toFailure } from '../../../lib/errors.ts';
import { submitWithDeferredValidation } from '../../../lib/form.ts';
import { lazyModule } from '../../../lib/lazy-module.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useExclusiveMutation } from '../../../lib/use-exclusive.ts';
import type { PickedVehicle } from '../../cadastro-cliente/-components/simulation-prefill.ts';
import { PublicSimulationForm } from './PublicSimulationForm.tsx';
import { loadDraft, saveDraft, tabLeadKey } from './simulation-draft.ts';

// Not needed to paint the page (a phone on a slow network gets the form first): the shared zod schema that
// validates the form starts loading when the visitor first focuses a field, and submitting waits for it; the results
// load with the answer.
const validation = lazyModule(() => import('../../../components/simulation/simulation-validation.ts'));
const PublicResults = lazy(() => import('./PublicResults.tsx').then((m) => ({ default: m.PublicResults })));

/** A plausible address; the server checks it for real (this only spares a round trip for a typo). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors as the visitor reads them: the rules about the customer are said to them ("Você deve ter…"). */
const inVisitorWords = (errors: FormErrors): FormErrors => Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? toTheVisitor(message) : message]));

/** The visitor's last answer: the result, whether it reached the broker's board, and the contact typed. */
interface Answer {
  request: TSimulationParsed;
  result: SimulationResult;
  lead: 'created' | 'updated' | null;
  contact: { cellphone: string; email: string };
  vehicle?: PickedVehicle;
  /** The tab's lead key, carried into the proposal ("Quero seguir") so it completes this tab's lead. */
  leadKey: string;
  /** The form as it was simulated: once it differs, the answer no longer describes it (isOutOfDate). */
  simulatedValues: SimulationFormValues;
}

/**
 * Whether the form changed after the answer on screen was simulated (the figures, the customer, the contact the lead
 * went with): that answer must not be carried into a proposal or sent to the broker until simulated again.
 */
function isOutOfDate(answer: Answer | null, values: SimulationFormValues): boolean {
  return answer !== null && (!sameSimulation(values, answer.simulatedValues) || values.customerEmail.trim() !== answer.simulatedValues.customerEmail.trim());
}

const INTRO: Record<SimulationKind, string> = {
  realty: 'Compare financiamento imobiliário e crédito com garantia de imóvel em vários bancos de uma vez. Leva um minuto.',
  vehicle: 'Compare financiamento de veículo e crédito com garantia de veículo em vários bancos de uma vez. Leva um minuto.',
};

function PublicSimulation({ kind, username, broker }: { kind: SimulationKind; username: string; broker: PublicBroker }) {
  const trpc = useTRPC();
  const form = useForm<SimulationFormValues>({
    initialValues: emptySimulationValues(kind),
    onValuesChange: (values) => saveDraft(window.sessionStorage, username, kind, values),
    validate: (values) => {
      const errors = validation.current?.validateSimulationForm(values) ?? {};
      const email = values.customerEmail.trim();
      return inVisitorWords(email && !EMAIL.test(email) ? { ...errors, customerEmail: MSG.invalidEmail } : errors);
    },
  });
  // The server rendered the form empty; what this tab kept (a reload, the phone dropping the page) comes back now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; later values are the visitor's own
  useEffect(() => {
    const saved = loadDraft(window.sessionStorage, username, kind);
    if (saved) form.setValues(saved);
  }, []);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [limited, setLimited] = useState<string | null>(null);
  const results = useRef<HTMLDivElement>(null);
  // This page words its own failures: the rate limit in place, field errors on the fields.
  // A double tap (two within one screen refresh, before the button shows it is busy) simulates once: a second run would
  // tell the broker of the same simulation twice.
  const run = useExclusiveMutation(trpc.publicSimulation.run.mutationOptions({ meta: { silent: true } }));
  // This tab's lead key: simulating again from here updates the lead this tab made (and only it).
  const leadKey = useRef<string | null>(null);

  const submit = (values: SimulationFormValues, simulation: TSimulationParsed) => {
    setLimited(null);
    // The vehicle picked from the catalogue goes with the lead (and on to the proposal): brand, model and year.
    const vehicle = kind === 'vehicle' && values.brandCode && values.modelCode && values.year ? { brandCode: values.brandCode, modelCode: values.modelCode, year: Number(values.year) } : undefined;
    leadKey.current ??= tabLeadKey(window.sessionStorage, username);
    const key = leadKey.current;
    run.mutate(
      { username, cellphone: values.customerCellphone.trim(), email: values.customerEmail.trim(), simulation, vehicle, leadKey: key },
      {
        onSuccess: ({ result, lead }) => {
          setAnswer({ request: simulation, result, lead, contact: { cellphone: values.customerCellphone, email: values.customerEmail }, vehicle, leadKey: key, simulatedValues: values });
          requestAnimationFrame(() => results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
        },
        onError: (error) => {
          const failure = toFailure(error);
          if (failure.type === 'TOO_MANY_ATTEMPTS_ERROR') return setLimited(failureMessage(failure));
          const visitorSink = { getValues: form.getValues, setErrors: (errors: FormErrors) => form.setErrors(inVisitorWords(errors)) };
          if (!applyFieldErrors(visitorSink, error, { ...serverFieldMap(values, 'simulation.'), cellphone: 'customerCellphone', email: 'customerEmail' })) handleError(error);
        },
      },
    );
  };

  const outOfDate = isOutOfDate(answer, form.values);
  const loadValidation = () => void validation.load().catch(() => undefined);
  const onSubmit = submitWithDeferredValidation(form, validation, (values, { parseSimulationForm }) => submit(values, parseSimulationForm(values)));

  return (
    <>
      <BrokerHeader broker={broker} />
      <Text c="dimmed" fz="sm">
        {INTRO[kind]}
      </Text>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <PublicSimulationForm form={form} kind={kind} brokerFirstName={broker.firstName} running={run.isPending} onSubmit={onSubmit} onFocus={loadValidation} />
      </Paper>
      {limited ? (
        <Alert color="orange" variant="light" icon={<IconClockPause />} title="Muitas simulações seguidas" role="alert">
          {limited}
        </Alert>
      ) : null}
      <Stack ref={results} style={{ scrollMarginTop: 16 }}>
        {outOfDate ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title="Resultado desatualizado" role="status">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">Os dados mudaram depois desta simulação. Simule de novo para ver as condições dos dados novos; até lá, não é possível seguir com a proposta nem enviá-la.</Text>
              <Button variant="light" color="yellow" leftSection={<IconRefresh size={16} />} loading={run.isPending} onClick={() => onSubmit()}>
                Simular de novo
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {/* Out of date, the answer stays in sight for comparison but cannot be used (inert: no proposal, no WhatsApp). */}
        <div inert={outOfDate} style={outOfDate ? { opacity: 0.45 } : undefined}>
          <Suspense fallback={null}>{answer ? <PublicResults broker={broker} username={username} {...answer} /> : null}</Suspense>
        </div>
      </Stack>
    </>
  );
}

/** /simulacao/imobiliaria/$username and /simulacao/veicular/$username: a broker's public simulator. */
export function PublicSimulationPage({ kind, username }: { kind: SimulationKind; username: string }) {
  // The server's title, the broker's name with it, also after hydration.
  useBrokerPageTitle(kind === 'realty' ? PUBLIC_PAGE.realtySimulation : PUBLIC_PAGE.vehicleSimulation, username);
  // The router renders a page it has just loaded synchronously, in one long task: here that render is only the frame
  // and the skeleton, and the rest follows as a deferred render that React slices and interrupts for the browser
  // (Lighthouse's total blocking time on a phone, docs/performance.md). The server renders the whole page, and hydration finds it whole.
  const ready = useDeferredValue(true, isRenderingServerHtml());
  return (
    <PublicFrame withFooter={ready}>
      {ready ? <BrokerGate username={username}>{(broker) => <PublicSimulation kind={kind} username={username} broker={broker} />}</BrokerGate> : <BrokerHeaderSkeleton />}
    </PublicFrame>
  );
}
