import { inflateSync } from 'node:zlib';

/**
 * The text pdfkit wrote into a PDF, one line per text-showing operator, for tests that check what a reader sees.
 * pdfkit deflates each content stream and shows text as `[<hex> kerning <hex> …] TJ` in the standard fonts' WinAnsi
 * encoding (Latin-1 for the letters of Portuguese; 0x97 is the em dash).
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1], 'latin1')).toString('latin1');
    } catch {
      continue; // an image or font program, not page content
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...shown[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1').replace(/\x97/g, '—'));
    }
  }
  return lines.join('\n');
}
