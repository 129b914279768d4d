import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '../../components/registration/marketing-search.ts';
import { PreRegistrationPage } from '../../components/registration/PreRegistrationPage.tsx';

/**
 * Public: /pre-cadastro/{name}, a link shared with a prospect; the name fills
 * the form (docs/design/product-spec.md §2).
 */
export const Route = createFileRoute('/pre-cadastro/$name')({
  validateSearch: validateRegistrationSearch,
  component: PreCadastroNameRoute,
});

function PreCadastroNameRoute() {
  const { name } = Route.useParams();
  return <PreRegistrationPage linkName={name} search={Route.useSearch()} />;
}
