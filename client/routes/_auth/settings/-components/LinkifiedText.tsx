import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Shown in place of a secret by the server (server/lib/secret-paths.ts REDACTED): such an address leads nowhere. */
const HIDDEN = '[oculto]';

/** Plain text with its http(s) addresses as links, except addresses whose secret part the outbox hides. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 && !part.includes(HIDDEN) ? (
          <Anchor key={i} href={part} style={{ overflowWrap: 'anywhere' }}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
