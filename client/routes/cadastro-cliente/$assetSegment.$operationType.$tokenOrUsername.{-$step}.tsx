import { createFileRoute } from '@tanstack/react-router';
import { searchInt } from '../../lib/search-params.ts';
import { PublicDealPage } from './-components/PublicDealPage.tsx';

/**
 * Public deal registration (docs/design/product-spec.md §2):
 * /cadastro-cliente/{assetSegment}/{operationType}/{username}/{step}, steps inicio, pessoa-fisica, pessoa-juridica,
 * resumo-proponentes, dados-da-operacao, resumo-do-negocio, arquivos, sucesso. `?proponente=N` says which proponent a
 * person step shows.
 */
export const Route = createFileRoute('/cadastro-cliente/$assetSegment/$operationType/$tokenOrUsername/{-$step}')({
  validateSearch: (raw: Record<string, unknown>): { proponente?: number } => ({ proponente: searchInt(raw.proponente, 0, 9) }),
  component: PublicDealRoute,
});

function PublicDealRoute() {
  const params = Route.useParams();
  const { proponente } = Route.useSearch();
  return <PublicDealPage segment={params.assetSegment} operationType={params.operationType} username={params.tokenOrUsername} step={params.step} proponent={proponente} />;
}
