import { Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PRODUCT_TYPE } from '../../../../shared/options.ts';
import type { DealOperationType } from '../../../../shared/schemas/deals.ts';
import type { PublicSegment } from '../../../../shared/schemas/public-deals.ts';
import { isRenderingServerHtml } from '../../../app/hydration.ts';
import type { DealFormValues } from '../../../components/deals/form/deal-form.ts';
import { BrokerHeader } from '../../../components/simulation/PublicFrame.tsx';
import type { PublicBroker } from '../../../components/simulation/simulation-types.ts';
import { StepProgress } from '../../../components/wizard/WizardHeader.tsx';
import { AssociatesSummary } from './AssociatesSummary.tsx';
import { DealReview } from './DealReview.tsx';
import { FilesStep } from './FilesStep.tsx';
import { OperationData } from './OperationData.tsx';
import { PersonStep } from './PersonStep.tsx';
import { progressText } from './progress-text.ts';
import { clearState, emptyState, isPublicStep, loadState, type PublicDealState, type PublicStep, redirectFor, type Submitted, saveState, withoutUnfinishedAddition } from './public-deal-state.ts';
import { StartStep } from './StartStep.tsx';
import { SuccessStep } from './SuccessStep.tsx';

interface Props {
  broker: PublicBroker;
  username: string;
  link: { segment: PublicSegment; operationType: DealOperationType };
  step: string | undefined;
  proponent: number | undefined;
}

/** What every step gets: the shared form, the flow's state and how to move on. */
export interface StepProps {
  form: ReturnType<typeof useForm<DealFormValues>>;
  state: PublicDealState;
  update: (patch: Partial<PublicDealState>) => void;
  go: (step: PublicStep, index?: number) => void;
  broker: PublicBroker;
  username: string;
  operationType: DealOperationType;
}

const storage = () => window.sessionStorage;

/**
 * The visitor's way through the steps. One form holds every proponent and the operation (the same model and rules as
 * a broker's wizard), saved in the tab's session on every change; the address says the step, so the phone's back
 * button walks back through them. Steps opened too early (or after sending) lead to where the visitor should be.
 */
export function PublicDealFlow({ broker, username, link, step: rawStep, proponent }: Props) {
  const { operationType } = link;
  const navigate = useNavigate();
  // The server renders the first step as a new visitor sees it; what this tab saved is read once hydrated.
  const [fromServerHtml] = useState(isRenderingServerHtml);
  const [state, setState] = useState(() => (fromServerHtml ? emptyState(operationType) : loadState(storage(), username, operationType)));
  const stateRef = useRef(state);
  stateRef.current = state;
  const form = useForm<DealFormValues>({
    initialValues: state.values,
    onValuesChange: (values) => saveState(storage(), username, { ...stateRef.current, values }),
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step: PublicStep = isPublicStep(rawStep) ? rawStep : 'inicio';

  const update = (patch: Partial<PublicDealState>) => {
    const next = { ...stateRef.current, values: form.getValues(), ...patch };
    stateRef.current = next;
    setState(next);
    saveState(storage(), username, next);
  };

  const params = { assetSegment: link.segment, operationType, tokenOrUsername: username };
  const go = (target: PublicStep, index?: number) => {
    form.clearErrors();
    void navigate({ to: '/cadastro-cliente/$assetSegment/$operationType/$tokenOrUsername/{-$step}', params: { ...params, step: target }, search: index === undefined ? {} : { proponente: index } });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after hydration; later changes are the visitor's own
  useEffect(() => {
    if (!fromServerHtml) return;
    const saved = loadState(storage(), username, operationType);
    stateRef.current = saved;
    setState(saved);
    form.setValues(saved.values);
    form.resetDirty(saved.values);
    // Once, after hydration: later changes are the visitor's own.
  }, []);

  // A new step is announced: its heading takes the focus and the page starts from the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step and the proponent are the triggers
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step, proponent]);

  // Back on the summary (Voltar, the browser's back, a typed address), a proponent added and never completed is dropped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger
  useEffect(() => {
    if (step !== 'resumo-proponentes' || stateRef.current.addedIndex === undefined) return;
    const next = withoutUnfinishedAddition({ ...stateRef.current, values: form.getValues() });
    form.setValues(next.values);
    update({ ...next, addedIndex: undefined });
  }, [step]);

  const current = { ...state, values: form.getValues() };
  const redirect = redirectFor(current, step, proponent);
  if (redirect) {
    return (
      <Navigate
        to="/cadastro-cliente/$assetSegment/$operationType/$tokenOrUsername/{-$step}"
        params={{ ...params, step: redirect.step }}
        search={redirect.index === undefined ? {} : { proponente: redirect.index }}
        replace
      />
    );
  }

  const props: StepProps = { form, state: current, update, go, broker, username, operationType };
  const restart = () => {
    clearState(storage(), username, operationType);
    const fresh = emptyState(operationType);
    form.setValues(fresh.values);
    form.resetDirty(fresh.values);
    update(fresh);
    go('inicio');
  };
  const onSent = (submitted: Submitted) => {
    update({ submitted });
    go('arquivos');
  };

  const index = proponent ?? 0;
  const screens: Record<PublicStep, { title: string; body: ReactNode }> = {
    inicio: { title: 'Vamos começar', body: <StartStep {...props} /> },
    'pessoa-fisica': { title: index === 0 ? 'Seus dados' : `Proponente ${index + 1}`, body: <PersonStep {...props} index={index} /> },
    'pessoa-juridica': { title: index === 0 ? 'Dados da empresa' : `Proponente ${index + 1}`, body: <PersonStep {...props} index={index} /> },
    'resumo-proponentes': { title: 'Proponentes', body: <AssociatesSummary {...props} /> },
    'dados-da-operacao': { title: 'Dados da operação', body: <OperationData {...props} /> },
    'resumo-do-negocio': { title: 'Confira e envie', body: <DealReview {...props} onSent={onSent} /> },
    arquivos: { title: 'Documentos', body: <FilesStep {...props} /> },
    sucesso: { title: 'Proposta enviada!', body: <SuccessStep {...props} onRestart={restart} /> },
  };
  return (
    <>
      <BrokerHeader broker={broker} title={PRODUCT_TYPE[operationType]} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="passo-atual">
        <Stack gap="lg">
          <Stack gap={6}>
            <StepProgress {...progressText(step)} />
            <Title order={2} fz="h3" id="passo-atual" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {screens[step].title}
            </Title>
          </Stack>
          {screens[step].body}
        </Stack>
      </Paper>
    </>
  );
}
