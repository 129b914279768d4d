import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '../components/registration/marketing-search.ts';
import { RegistrationPage } from '../components/registration/RegistrationPage.tsx';

/** Public (no login): a company's self-registration (docs/design/product-spec.md §2 /cadastro). */
export const Route = createFileRoute('/cadastro')({
  validateSearch: validateRegistrationSearch,
  component: CadastroRoute,
});

function CadastroRoute() {
  return <RegistrationPage search={Route.useSearch()} />;
}
