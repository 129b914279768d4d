import { Button } from '@mantine/core';
import { useState } from 'react';

/** First stop of the keyboard: jumps past the header and sidebar to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <Button
      component="a"
      href={`#${targetId}`}
      size="xs"
      onFocus={() => setVisible(true)}
      onBlur={() => setVisible(false)}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      style={{ position: 'fixed', top: 12, left: visible ? 12 : -9999, zIndex: 1000 }}
    >
      Pular para o conteúdo
    </Button>
  );
}
