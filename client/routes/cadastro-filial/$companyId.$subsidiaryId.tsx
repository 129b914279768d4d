import { createFileRoute } from '@tanstack/react-router';
import { AffiliateRegistrationPage } from '../../components/registration/AffiliateRegistrationPage.tsx';

/**
 * Public: an affiliate's registration through the link its company's administrator
 * shared (docs/design/product-spec.md §2).
 */
export const Route = createFileRoute('/cadastro-filial/$companyId/$subsidiaryId')({
  component: CadastroFilialRoute,
});

function CadastroFilialRoute() {
  const { companyId, subsidiaryId } = Route.useParams();
  return <AffiliateRegistrationPage companyId={companyId} subsidiaryId={subsidiaryId} />;
}
