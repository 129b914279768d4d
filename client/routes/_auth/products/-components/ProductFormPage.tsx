import { Alert, Breadcrumbs, EmptyState, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconPackageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { can } from '../../../../../shared/permissions.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { LoadError } from '../../../../components/LoadError.tsx';
import { AnchorLink, ButtonLink } from '../../../../components/RouterLinks.tsx';
import { toFailure } from '../../../../lib/errors.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { ProductForm } from './ProductForm.tsx';
import { isUuid, productQuery } from './products-search.ts';

function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="lg" maw={1040}>
      <Breadcrumbs>
        <AnchorLink to="/products" fz="sm">
          Produtos
        </AnchorLink>
        <Text fz="sm" c="dimmed">
          {title}
        </Text>
      </Breadcrumbs>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

/** /products/new */
export function NewProductPage({ bankId }: { bankId?: string }) {
  const permissions = useProfile().role.permissions;
  if (!can(permissions, 'product', 'create') && !can(permissions, 'product', 'manageGlobal')) return <Forbidden />;
  return (
    <PageFrame title="Novo produto">
      <ProductForm bankId={bankId} />
    </PageFrame>
  );
}

function ProductNotFound() {
  usePageTitle('Produto não encontrado');
  return (
    <EmptyState
      py={64}
      icon={<IconPackageOff size={40} stroke={1.4} />}
      withIndicatorBackground
      title="Produto não encontrado"
      description="Este produto não existe, foi excluído ou pertence a outra empresa."
    >
      <EmptyState.Actions>
        <ButtonLink to="/products" leftSection={<IconArrowLeft size={18} />}>
          Ver produtos
        </ButtonLink>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** /products/edit/$id: the product's form when the user may change it; otherwise why not. */
export function EditProductPage({ id }: { id: string }) {
  const trpc = useTRPC();
  const permissions = useProfile().role.permissions;
  const product = useQuery({ ...productQuery(trpc, id), enabled: isUuid(id) });
  if (!can(permissions, 'product', 'view')) return <Forbidden />;

  const notFound = !isUuid(id) || (product.isError && toFailure(product.error).type === 'ENTITY_NOT_FOUND_ERROR');
  if (notFound) return <ProductNotFound />;

  return (
    // Who may only read it gets the product's name as the title: there is nothing for them to edit.
    <PageFrame title={product.data ? (product.data.editable ? `Editar: ${product.data.name}` : product.data.name) : 'Produto'}>
      {product.isError ? <LoadError what="o produto" onRetry={() => void product.refetch()} /> : null}
      {product.isPending ? (
        <Stack gap="lg" aria-busy>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={180} radius="lg" />
          ))}
        </Stack>
      ) : null}
      {product.data && !product.data.editable ? (
        <Alert color="yellow" variant="light" icon={<IconLock />} title="Produto somente leitura">
          {product.data.global ? 'Este é um produto global: somente o master da plataforma pode alterá-lo.' : 'Sua função consulta os produtos da empresa, mas não os altera.'}{' '}
          <AnchorLink to="/instituicao-financeira/$id" params={{ id: product.data.bank.id }}>
            Ver {product.data.bank.name}
          </AnchorLink>
        </Alert>
      ) : null}
      {product.data?.editable ? <ProductForm key={product.data.id} product={product.data} /> : null}
    </PageFrame>
  );
}
