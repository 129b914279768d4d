import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { CALL_MESSAGES, MSG } from '../../../shared/messages.ts';
import { TEST_PERIOD_DAYS, ZCompanyRegistrationRequest } from '../../../shared/schemas/registration.ts';
import { handleError, toFailure } from '../../lib/errors.ts';
import { focusFirstError } from '../../lib/focus-first-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AddressFields } from '../account/AddressFields.tsx';
import { CompanyFields } from '../account/CompanyFields.tsx';
import { ContactsFields } from '../account/ContactsFields.tsx';
import { fieldErrorsOf } from '../account/company-form.ts';
import { WizardHeader } from '../wizard/WizardHeader.tsx';
import { AccessFields } from './AccessFields.tsx';
import { marketingOf, type RegistrationSearch } from './marketing-search.ts';
import { PoliciesFields } from './PoliciesFields.tsx';
import { RegistrationDone } from './RegistrationDone.tsx';
import { RegistrationFrame } from './RegistrationFrame.tsx';
import { RegistrationReview } from './RegistrationReview.tsx';
import { emptyRegistration, type RegistrationValues, toRegistrationInput, withPrefill } from './registration-form.ts';
import { REGISTRATION_STEPS, stepOfField, validateRegistrationStep } from './registration-steps.ts';

const LAST = REGISTRATION_STEPS.length - 1;

/** Where the visitor came from, when the link did not say (kept with the company's marketing data). */
function landingReferrer(): string | undefined {
  const ref = typeof document === 'undefined' ? '' : document.referrer;
  return ref && !ref.startsWith(window.location.origin) ? ref.slice(0, 500) : undefined;
}

/**
 * /cadastro (alias /subscribe): a company registers itself in four steps, each checked with its part of the
 * shared schema before the next opens. A /cadastro?preCadastro=<token> link pre-fills what the pre-registration
 * gave; the UTM fields of the link are stored with the company.
 */
export function RegistrationPage({ search }: { search: RegistrationSearch }) {
  usePageTitle('Cadastro');
  const trpc = useTRPC();
  const form = useForm<RegistrationValues>({ initialValues: emptyRegistration() });
  const [step, setStep] = useState(0);
  const [doneEmail, setDoneEmail] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const marketing = useMemo(() => {
    const m = marketingOf(search);
    return m.refLanding ? m : { ...m, refLanding: landingReferrer() };
  }, [search]);

  const token = search.preCadastro;
  const prefill = useQuery({
    ...trpc.accounts.registration.preRegistration.queryOptions({ token: token ?? '' }, { meta: { silent: true } }),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });
  const prefilled = useRef(false);
  const { setValues, getValues } = form;
  useEffect(() => {
    if (!prefill.data || prefilled.current) return;
    prefilled.current = true;
    setValues(withPrefill(getValues(), prefill.data));
  }, [prefill.data, setValues, getValues]);

  const show = (index: number) => {
    setStep(index);
    window.scrollTo({ top: 0 });
    window.requestAnimationFrame(() => headingRef.current?.focus());
  };

  /** Checks the steps up to `last`; the first with errors opens with them on its fields. */
  const check = (last: number): boolean => {
    for (let i = 0; i <= last; i++) {
      const errors = validateRegistrationStep(REGISTRATION_STEPS[i].key, form.getValues());
      if (Object.keys(errors).length === 0) continue;
      if (i !== step) setStep(i);
      form.setErrors(errors);
      focusFirstError();
      return false;
    }
    return true;
  };

  const register = useMutation(trpc.accounts.registration.register.mutationOptions({ meta: { silent: true } }));
  const submit = () => {
    if (!check(LAST)) return;
    const input = ZCompanyRegistrationRequest.parse(toRegistrationInput(form.getValues(), { marketing, preRegistrationToken: prefill.data ? token : undefined }));
    register.mutate(input, {
      onSuccess: ({ email }) => {
        setDoneEmail(email);
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        // Server field errors (a CNPJ already registered, an e-mail in use) go on their fields, in their step.
        const errors = fieldErrorsOf(toFailure(error).errors);
        const first = Object.keys(errors)[0];
        if (first) {
          setStep(REGISTRATION_STEPS.findIndex((s) => s.key === stepOfField(first)));
          form.setErrors(errors);
          focusFirstError();
        }
        handleError(error);
      },
    });
  };

  // A password the registration would refuse as easy to guess is said on the step where it is typed, not after the
  // review. If the check cannot be made (network, limit), the step opens anyway: the registration checks it again.
  const passwordCheck = useMutation(trpc.accounts.registration.checkPassword.mutationOptions({ meta: { silent: true } }));
  // The step on screen now: an answer that arrives after the visitor went back to another step changes nothing.
  const current = useRef(step);
  current.current = step;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === LAST) return submit();
    if (passwordCheck.isPending || !check(step)) return;
    const from = step;
    const next = () => {
      if (current.current !== from) return;
      form.clearErrors();
      show(from + 1);
    };
    if (REGISTRATION_STEPS[from].key !== 'acesso') return next();
    passwordCheck.mutate(
      { password: form.getValues().user.password },
      {
        onSuccess: ({ guessable }) => {
          if (!guessable) return next();
          if (current.current !== from) return;
          form.setFieldError('user.password', MSG.passwordTooCommon);
          focusFirstError();
        },
        onError: next,
      },
    );
  };

  return (
    <RegistrationFrame title="Cadastre sua empresa" description={`Correspondentes bancários e parceiros: cadastre a empresa e comece com ${TEST_PERIOD_DAYS} dias de teste.`}>
      {doneEmail ? (
        <RegistrationDone title="Cadastro concluído!" email={doneEmail}>
          <Text>Sua empresa já pode usar a plataforma: o período de teste é de {TEST_PERIOD_DAYS} dias.</Text>
        </RegistrationDone>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="lg">
            {token && prefill.isError ? (
              <Alert color="yellow" variant="light">
                {CALL_MESSAGES.preRegistrationNotFound}. Você pode se cadastrar normalmente abaixo.
              </Alert>
            ) : null}
            <WizardHeader steps={REGISTRATION_STEPS} active={step} canSelect={(i) => i < step} onSelect={(i) => i < step && show(i)} />
            <form noValidate onSubmit={onSubmit}>
              <Stack gap="lg">
                <Title order={2} fz="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
                  {REGISTRATION_STEPS[step].label}
                </Title>
                {step === 0 ? <CompanyFields form={form} documentEditable /> : null}
                {step === 1 ? (
                  <>
                    <AddressFields form={form} />
                    <Title order={3} fz="md">
                      Outros contatos
                    </Title>
                    <ContactsFields form={form} />
                  </>
                ) : null}
                {step === 2 ? <AccessFields form={form} /> : null}
                {step === 3 ? (
                  <>
                    <RegistrationReview values={form.getValues()} />
                    <PoliciesFields form={form} />
                  </>
                ) : null}
                <Group justify="space-between" gap="sm">
                  {step > 0 ? (
                    <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={() => show(step - 1)}>
                      Voltar
                    </Button>
                  ) : (
                    <span />
                  )}
                  {step < LAST ? (
                    <Button type="submit" rightSection={<IconArrowRight size={18} />} loading={passwordCheck.isPending}>
                      Próximo
                    </Button>
                  ) : (
                    <Button type="submit" rightSection={<IconCheck size={18} />} loading={register.isPending}>
                      Concluir cadastro
                    </Button>
                  )}
                </Group>
              </Stack>
            </form>
          </Stack>
        </Paper>
      )}
    </RegistrationFrame>
  );
}
