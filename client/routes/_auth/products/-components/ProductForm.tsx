import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { can } from '../../../../../shared/permissions.ts';
import { ZProductInput } from '../../../../../shared/schemas/catalogue.ts';
import type { Product } from '../../../../components/catalogue/catalogue-types.ts';
import { dataFieldMap } from '../../../../components/catalogue/form-values.ts';
import { LeaveWithoutSavingModal, useLeaveGuard } from '../../../../components/LeaveWithoutSaving.tsx';
import { ButtonLink } from '../../../../components/RouterLinks.tsx';
import { applyFieldErrors, showSuccessToast } from '../../../../lib/errors.ts';
import { zodResolver } from '../../../../lib/form.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { useExclusiveMutation } from '../../../../lib/use-exclusive.ts';
import { ProductConditionFields, ProductCostFields, ProductIdentityFields, ProductRateFields } from './ProductFields.tsx';
import { emptyProduct, PRODUCT_FIELDS, type ProductValues, productInput, productToValues } from './product-form.ts';

interface ProductFormProps {
  /** The product being edited; absent for a new one. */
  product?: Product;
  /** A new product's bank, when the form was opened from a bank's page. */
  bankId?: string;
}

/** Every field of ZProductInput, checked by that same schema before it is sent; back to /products once saved. */
export function ProductForm({ product, bankId }: ProductFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const permissions = useProfile().role.permissions;
  const banks = useQuery(trpc.bankPartners.list.queryOptions({}));
  const form = useForm<ProductValues>({
    initialValues: product ? productToValues(product) : emptyProduct(bankId),
    validate: zodResolver(ZProductInput, productInput),
  });

  // Saved: the page moves on to the list without asking.
  const saved = useRef(false);
  const guard = useLeaveGuard(() => !saved.current && form.isDirty());
  const onSuccess = async ({ message }: { message: string }) => {
    saved.current = true;
    showSuccessToast(message);
    await queryClient.invalidateQueries(trpc.products.pathFilter());
    await navigate({ to: '/products' });
  };
  const create = useExclusiveMutation(trpc.products.create.mutationOptions({ onSuccess, onError: (error) => applyFieldErrors(form, error) }));
  const update = useMutation(trpc.products.update.mutationOptions({ onSuccess, onError: (error) => applyFieldErrors(form, error, dataFieldMap(PRODUCT_FIELDS)) }));
  const submit = form.onSubmit(
    (values) => {
      const data = ZProductInput.parse(productInput(values));
      if (product) update.mutate({ id: product.id, data });
      else create.mutate(data);
    },
    // A long page: bring the first field in error into view.
    () => window.requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  );

  return (
    <form noValidate onSubmit={submit}>
      <LeaveWithoutSavingModal guard={guard} what="neste produto" />
      <Stack gap="lg">
        <Text fz="sm" c="dimmed">
          Os campos marcados com * são obrigatórios. Taxas em percentual: 1,19 significa 1,19 % ao período escolhido.
        </Text>
        <ProductIdentityFields form={form} banks={banks.data?.map((b) => ({ value: b.id, label: `${b.name} (${b.number})` }))} canManageGlobal={can(permissions, 'product', 'manageGlobal')} />
        <ProductRateFields form={form} />
        <ProductCostFields form={form} />
        <ProductConditionFields form={form} />
        <Group justify="flex-end">
          <ButtonLink to="/products" variant="default">
            Cancelar
          </ButtonLink>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {product ? 'Salvar alterações' : 'Cadastrar produto'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
