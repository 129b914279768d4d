import { Anchor, Divider, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { isPurchaseOperation } from '../../../../shared/deal-options.ts';
import { formatMoney } from '../../../../shared/format.ts';
import { CREDIT_OBJECTIVE, PRODUCT_TYPE, REALTY_TYPE } from '../../../../shared/options.ts';
import { isRealtyOperation } from '../../../../shared/schemas/deals.ts';
import { PUBLIC_NOTES_MAX, TERMS_MESSAGE } from '../../../../shared/schemas/public-deals.ts';
import { deadlineOf, num } from '../../../components/deals/form/deal-form.ts';
import { Checkbox } from '../../../components/FormControls.tsx';
import { formatTerm } from '../../../components/simulation/simulation-format.ts';
import { handleError, toFailure } from '../../../lib/errors.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { newTabKey } from '../../../lib/tab-key.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import type { StepProps } from './PublicDealFlow.tsx';
import { type Submitted, stepOfServerField, toPublicRequest } from './public-deal-state.ts';
import { StepActions } from './StepActions.tsx';

const label = <T extends Record<string, string>>(labels: T, key: string): string | undefined => (Object.hasOwn(labels, key) ? labels[key] : undefined);

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Step "resumo-do-negocio": everything typed, a note for the broker, the terms, and sending. */
export function DealReview({ form, state, update, go, broker, username, operationType, onSent }: StepProps & { onSent: (s: Submitted) => void }) {
  const trpc = useTRPC();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const submit = useMutation(trpc.publicDeals.submit.mutationOptions({ meta: { silent: true } }));
  const v = form.values;
  const realty = isRealtyOperation(operationType);
  const deadline = deadlineOf(v);

  // Set at once on the first tap: two taps in the same instant both run before the button shows it is sending.
  const sending = useRef(false);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (!accepted) {
      setTermsError(TERMS_MESSAGE);
      focusFirstError();
      return;
    }
    sending.current = true;
    // The same key on every try from this tab: if an answer is lost on the way, trying again gets the proposal back.
    const submissionKey = state.submissionKey ?? newTabKey();
    if (!state.submissionKey) update({ submissionKey });
    submit.mutate(toPublicRequest({ ...state, submissionKey }, username, true), {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: (result) => onSent({ number: result.number, trackingToken: result.trackingToken, trackingUrl: result.trackingUrl }),
      onError: (error) => {
        handleError(error);
        // A field the server refused opens the step that has it, with the message on the field.
        const first = toFailure(error).errors.find((e) => e.field);
        if (!first?.field) return;
        const target = stepOfServerField(first.field, form.getValues());
        if (target.step === 'resumo-do-negocio') return setTermsError(first.message);
        go(target.step, target.index);
        form.setFieldError(target.formField, first.message);
      },
    });
  };

  return (
    <form noValidate onSubmit={send}>
      <Stack gap="lg">
        <Stack gap="xs" component="section" aria-labelledby="resumo-proponentes-titulo">
          <Title order={3} fz="h4" id="resumo-proponentes-titulo">
            Proponentes
          </Title>
          <Stack component="dl" gap="xs" m={0}>
            {v.associates.map((a, i) => (
              <Fact key={a.key} term={i === 0 ? 'Proponente principal' : `Proponente ${i + 1}`}>
                {a.name} · {a.personType === 'company' ? 'CNPJ' : 'CPF'} {a.document}
              </Fact>
            ))}
          </Stack>
        </Stack>
        <Divider />
        <Stack gap="xs" component="section" aria-labelledby="resumo-operacao-titulo">
          <Title order={3} fz="h4" id="resumo-operacao-titulo">
            {PRODUCT_TYPE[operationType]}
          </Title>
          <Stack component="dl" gap="xs" m={0}>
            <Fact term={realty ? 'Imóvel' : 'Veículo'}>
              {realty ? (label(REALTY_TYPE, v.realtyType) ?? '—') : [v.brandName, v.modelName, v.year].filter(Boolean).join(' ')} · {formatMoney(num(v.assetValue) ?? 0)}
            </Fact>
            <Fact term="Valor do crédito">{formatMoney(num(v.operationValue) ?? 0)}</Fact>
            <Fact term="Prazo">{deadline ? formatTerm(deadline) : '—'}</Fact>
            {v.objective ? <Fact term="Objetivo">{label(CREDIT_OBJECTIVE, v.objective) ?? v.objective}</Fact> : null}
            {isPurchaseOperation(operationType) && num(v.downPayment) !== undefined ? <Fact term="Entrada">{formatMoney(num(v.downPayment) ?? 0)}</Fact> : null}
          </Stack>
        </Stack>
        <Textarea
          label={`Algo mais que ${broker.firstName} deva saber?`}
          description="Opcional: melhor horário para contato, urgência, dúvidas"
          autosize
          minRows={3}
          maxLength={PUBLIC_NOTES_MAX}
          value={state.notes}
          onChange={(e) => update({ notes: e.currentTarget.value })}
        />
        <Checkbox
          checked={accepted}
          onChange={(e) => {
            setAccepted(e.currentTarget.checked);
            setTermsError(null);
          }}
          error={termsError}
          // Mantine marks a checkbox's error only visually: marked here, the focus goes to it on "Enviar proposta".
          aria-invalid={termsError ? true : undefined}
          label={
            <>
              Li e aceito os{' '}
              <Anchor href="/termo-de-uso" target="_blank" inherit>
                termos de uso
              </Anchor>{' '}
              e a{' '}
              <Anchor href="/politica-privacidade" target="_blank" inherit>
                política de privacidade
              </Anchor>
              , e autorizo o envio dos meus dados ao corretor para análise de crédito.
            </>
          }
        />
        <StepActions onBack={() => go('dados-da-operacao')} next="Enviar proposta" nextIcon={<IconSend size={18} />} loading={submit.isPending} />
      </Stack>
    </form>
  );
}
