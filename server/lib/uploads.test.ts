import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.ts';
import { refusedTypeMessage } from './uploads.ts';

describe('refusedTypeMessage (content that is not an allowed type)', () => {
  const documents = ['pdf', 'png', 'jpg'];

  it('says the file is corrupt or of another type when its name claims an allowed one', () => {
    expect(MSG.fileContentMismatch).toBe('Arquivo corrompido ou de tipo diferente do nome');
    for (const name of ['iptu.pdf', 'FOTO.JPEG', 'foto.jpg', 'print.PNG', 'a.b.pdf']) expect(refusedTypeMessage(name, documents)).toBe(MSG.fileContentMismatch);
  });

  it('says the extension is not allowed when the name ends in another one, or in none', () => {
    for (const name of ['setup.exe', 'planilha.xlsx', 'sem-extensao', 'pdf', 'imagem.gif']) expect(refusedTypeMessage(name, documents)).toBe(MSG.fileType);
    expect(refusedTypeMessage('logo.gif', ['png', 'jpg', 'gif', 'svg'])).toBe(MSG.fileContentMismatch);
  });

  it('keeps the extension message when no name came with the bytes', () => {
    expect(refusedTypeMessage(undefined, documents)).toBe(MSG.fileType);
  });
});
