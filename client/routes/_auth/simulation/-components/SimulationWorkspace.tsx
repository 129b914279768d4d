import { Alert, Button, Card, Collapse, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CreateDealButton } from '../../../../components/simulation/CreateDealButton.tsx';
import { isOutOfDate, readCase, updateCase, useSimulationCase } from '../../../../components/simulation/case-store.ts';
import { SimulationForm } from '../../../../components/simulation/SimulationForm.tsx';
import { emptySimulationValues, fromSimulationRequest, kindOf, type SimulationFormValues, serverFieldMap } from '../../../../components/simulation/simulation-form.ts';
import { describeCase, eligibleSummary } from '../../../../components/simulation/simulation-format.ts';
import type { SimulationKind } from '../../../../components/simulation/simulation-types.ts';
import { parseSimulationForm, validateSimulationForm } from '../../../../components/simulation/simulation-validation.ts';
import { runQueryOptions, useSimulationResult } from '../../../../components/simulation/use-simulation.ts';
import { applyFieldErrors } from '../../../../lib/errors.ts';
import { useTRPC, useTRPCClient } from '../../../../lib/trpc.ts';

interface SimulationWorkspaceProps {
  kind: SimulationKind;
  /** A saved simulation to reopen (from /simulations). */
  reopenId?: string;
  /** Called once the saved case is in the form (the page drops `id` from its address). */
  onReopened: () => void;
  children: ReactNode;
}

/**
 * The form of a workspace and, under it, the result view. The form starts from the stored case and writes every
 * change back, so the views, the other workspace and a reload all keep what was typed.
 */
export function SimulationWorkspace({ kind, reopenId, onReopened, children }: SimulationWorkspaceProps) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { query, request } = useSimulationResult(kind);
  const outOfDate = isOutOfDate(useSimulationCase(kind));
  // Simular folds the form away with its button, and focus would fall to the page: the answer is said in a polite live
  // region ("3 bancos atendem a este caso"), whichever view is open, and the focus goes to the result (below).
  const announcement = query.data && !query.isFetching && !outOfDate ? eligibleSummary(query.data.eligible.length, 'a este caso') : '';
  // Once there is a result the form folds into a one-line summary, so the result is what the user sees first.
  const [editing, setEditing] = useState(() => readCase(kind).request === null);
  // The top of the workspace: after Simular the page goes back to it (the summary, then the result's heading and the
  // best option), wherever the button below the form had left the scroll.
  const top = useRef<HTMLDivElement>(null);
  const resultSection = useRef<HTMLElement>(null);
  // Set by a successful Simular; the focus moves once the open view shows that result (the query's data arrives at
  // the view a moment after the fetch resolves).
  const [focusResult, setFocusResult] = useState(false);
  const form = useForm<SimulationFormValues>({
    initialValues: readCase(kind).values,
    validate: (values) => validateSimulationForm(values),
    onValuesChange: (values) => updateCase(kind, { values }),
  });

  const submit = async (values: SimulationFormValues) => {
    const request = parseSimulationForm(values);
    const previous = readCase(kind);
    const same = previous.request !== null && JSON.stringify(previous.request) === JSON.stringify(request);
    updateCase(kind, { request, savedId: same ? previous.savedId : null, simulatedValues: values });
    setEditing(false);
    requestAnimationFrame(() => top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    try {
      await queryClient.fetchQuery(runQueryOptions(client, request));
      setFocusResult(true);
    } catch (error) {
      if (applyFieldErrors(form, error, serverFieldMap(values))) setEditing(true);
    }
  };
  const clear = () => {
    form.setValues(emptySimulationValues(kind));
    form.clearErrors();
    updateCase(kind, { request: null, savedId: null, simulatedValues: null });
    setEditing(true);
  };

  // As on the public simulator: the result's heading takes the focus, so the keyboard goes on from the answer and a
  // screen reader reads it; a view without a heading of its own (banks side by side, deadlines, detailed) gives the
  // focus to the result's region. The page has already scrolled to the top of the workspace: no scroll here.
  useEffect(() => {
    if (!focusResult || !query.data || query.isFetching) return;
    const section = resultSection.current;
    (section?.querySelector<HTMLElement>('[data-result-heading]') ?? section)?.focus({ preventScroll: true });
    setFocusResult(false);
  }, [focusResult, query.data, query.isFetching]);

  // Reopening: the saved input fills the form and its saved result (the snapshot of that day) is the workspace's result.
  const saved = useQuery({ ...trpc.simulation.get.queryOptions({ id: reopenId ?? '' }), enabled: !!reopenId });
  const { setValues } = form;
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const data = saved.data;
    if (!data || !reopenId || applied.current === reopenId || kindOf(data.input.type) !== kind) return;
    applied.current = reopenId;
    const values = fromSimulationRequest(data.input, kind);
    setValues(values);
    queryClient.setQueryData(runQueryOptions(client, data.input).queryKey, data.result);
    updateCase(kind, { values, request: data.input, savedId: data.id, simulatedValues: values });
    setEditing(false);
    onReopened();
  }, [saved.data, reopenId, kind, setValues, queryClient, client, onReopened]);

  return (
    <Stack gap="lg" ref={top} style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}>
      {reopenId && saved.isPending ? (
        <Alert variant="light" icon={<Loader size={16} />}>
          Abrindo a simulação salva…
        </Alert>
      ) : null}
      <Card withBorder radius="lg" padding="lg">
        {!editing && request ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={0} miw={0}>
              <Text fw={700}>{request.customer.name}</Text>
              <Text fz="sm" c="dimmed">
                {describeCase(request)}
              </Text>
            </Stack>
            <Group gap="sm">
              {/* Every result view (simple, detailed, banks, best match, deadlines) gets the deal from its best offer. */}
              <CreateDealButton kind={kind} productId={query.data?.eligible[0]?.productId} />
              <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)} aria-expanded={false}>
                Editar dados
              </Button>
            </Group>
          </Group>
        ) : null}
        <Collapse expanded={editing || !request}>
          <SimulationForm form={form} kind={kind} onSubmit={(v) => void submit(v)} onClear={clear} running={query.isFetching} />
        </Collapse>
      </Card>
      <VisuallyHidden role="status" aria-live="polite" data-testid="simulation-announcement">
        {announcement}
      </VisuallyHidden>
      {outOfDate ? (
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle />} title="Resultado desatualizado" role="status">
          Os dados mudaram depois desta simulação. Clique em “Simular” para ver o resultado dos dados novos; até lá, ele não pode ser salvo nem enviado.
        </Alert>
      ) : null}
      {/* Out of date, the result stays in sight for comparison but cannot be used (inert: no save, PDF or deal from it). */}
      <section ref={resultSection} tabIndex={-1} aria-label="Resultado da simulação" inert={outOfDate} style={{ outline: 'none', ...(outOfDate ? { opacity: 0.45 } : {}) }}>
        {children}
      </section>
    </Stack>
  );
}
