import { useDocumentTitle } from '@mantine/hooks';

/** The browser tab's title (also what screen readers announce after navigating): "Usuários · Crédito". */
export function usePageTitle(title: string): void {
  useDocumentTitle(`${title} · Crédito`);
}
