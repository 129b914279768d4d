import { EmptyState } from '@mantine/core';
import { IconArrowLeft, IconFileSearch } from '@tabler/icons-react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../RouterLinks.tsx';

/** A deal that does not exist or that the user may not see (the same answer for both), on its page and its edit pages. */
export function DealNotFound() {
  usePageTitle('Negócio não encontrado');
  return (
    <EmptyState py={64} icon={<IconFileSearch size={40} stroke={1.4} />} withIndicatorBackground>
      <EmptyState.Title order={1}>Negócio não encontrado</EmptyState.Title>
      <EmptyState.Description>Este negócio não existe ou não está entre os que você pode ver. Confira o endereço ou procure o negócio no seu quadro.</EmptyState.Description>
      <EmptyState.Actions>
        <ButtonLink to="/account/dashboard" leftSection={<IconArrowLeft size={18} />}>
          Voltar para o painel
        </ButtonLink>
      </EmptyState.Actions>
    </EmptyState>
  );
}
