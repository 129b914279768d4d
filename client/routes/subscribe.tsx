import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '../components/registration/marketing-search.ts';
import { RegistrationPage } from '../components/registration/RegistrationPage.tsx';

/**
 * Public: /subscribe is the same page as /cadastro (docs/design/product-spec.md §2 alias), with the same search params.
 */
export const Route = createFileRoute('/subscribe')({
  validateSearch: validateRegistrationSearch,
  component: SubscribeRoute,
});

function SubscribeRoute() {
  return <RegistrationPage search={Route.useSearch()} />;
}
