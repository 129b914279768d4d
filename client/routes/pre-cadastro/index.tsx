import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '../../components/registration/marketing-search.ts';
import { PreRegistrationPage } from '../../components/registration/PreRegistrationPage.tsx';

/** Public: a prospect's short pre-registration (docs/design/product-spec.md §2 /pre-cadastro). */
export const Route = createFileRoute('/pre-cadastro/')({
  validateSearch: validateRegistrationSearch,
  component: PreCadastroRoute,
});

function PreCadastroRoute() {
  return <PreRegistrationPage search={Route.useSearch()} />;
}
