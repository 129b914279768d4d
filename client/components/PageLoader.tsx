import { Center, Loader } from '@mantine/core';

/** Shown while a route's code or data loads. */
export function PageLoader() {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-label="Carregando" />
    </Center>
  );
}
