import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBankPartnerInput } from '../../../../../shared/schemas/catalogue.ts';
import type { BankPartner } from '../../../../components/catalogue/catalogue-types.ts';
import { dataFieldMap } from '../../../../components/catalogue/form-values.ts';
import { applyFieldErrors, showSuccessToast } from '../../../../lib/errors.ts';
import { zodResolver } from '../../../../lib/form.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { useExclusiveMutation } from '../../../../lib/use-exclusive.ts';
import { BankLogoUpload } from './BankLogoUpload.tsx';
import { BankPartnerFields } from './BankPartnerFields.tsx';
import { BANK_PARTNER_FIELDS, type BankPartnerValues, bankPartnerInput, bankPartnerToValues, EMPTY_BANK_PARTNER, NEW_BANK_LEAD } from './bank-partner-form.ts';

/** What the modal is doing: nothing, registering a bank, or editing one. */
export type BankPartnerEditing = { mode: 'create' } | { mode: 'edit'; bank: BankPartner } | null;

/** "Novo banco" / "Editar banco" (masters): every field of ZBankPartnerInput, and the logo once the bank exists. */
export function BankPartnerFormModal({ editing, onClose }: { editing: BankPartnerEditing; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const bank = editing?.mode === 'edit' ? editing.bank : null;
  return (
    <Modal opened={!!editing} onClose={onClose} title={bank ? `Editar banco: ${bank.name}` : 'Novo banco'} size="xl" fullScreen={fullScreen}>
      {/* Remounted on every opening, so the form starts from the bank being edited (or empty). */}
      {editing ? <BankPartnerForm key={bank?.id ?? 'new'} bank={bank} onDone={onClose} /> : null}
    </Modal>
  );
}

function BankPartnerForm({ bank, onDone }: { bank: BankPartner | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<BankPartnerValues>({
    initialValues: bank ? bankPartnerToValues(bank) : EMPTY_BANK_PARTNER,
    validate: zodResolver(ZBankPartnerInput, bankPartnerInput),
  });
  const onSuccess = async ({ message }: { message: string }) => {
    showSuccessToast(message);
    onDone();
    await queryClient.invalidateQueries(trpc.bankPartners.pathFilter());
    // Product lists show the bank's name and logo.
    await queryClient.invalidateQueries(trpc.products.pathFilter());
  };
  const create = useExclusiveMutation(trpc.bankPartners.create.mutationOptions({ onSuccess, onError: (error) => applyFieldErrors(form, error) }));
  const update = useMutation(trpc.bankPartners.update.mutationOptions({ onSuccess, onError: (error) => applyFieldErrors(form, error, dataFieldMap(BANK_PARTNER_FIELDS)) }));

  const submit = form.onSubmit((values) => {
    const data = ZBankPartnerInput.parse(bankPartnerInput(values));
    if (bank) update.mutate({ id: bank.id, data });
    else create.mutate(data);
  });

  return (
    <Stack gap="md">
      {bank ? (
        <>
          <BankLogoUpload bank={bank} />
          <Divider />
        </>
      ) : (
        <Text fz="sm" c="dimmed">
          {NEW_BANK_LEAD}
        </Text>
      )}
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <BankPartnerFields form={form} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onDone}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {bank ? 'Salvar alterações' : 'Cadastrar banco'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
