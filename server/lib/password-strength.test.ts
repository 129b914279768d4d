import { describe, expect, it } from 'vitest';
import { isGuessablePassword } from './password-strength.ts';

describe('isGuessablePassword', () => {
  it('refuses leaked passwords and one word or name with only digits and symbols around it', async () => {
    for (const p of ['qwertyui', '12345678', 'password123', 'Senha@123', 'Brasil@123', 'Mudar@123', 'Crédito2025', 'Palmeiras2024', 'flamengo1', 'Maria1985!', '@@Senha#123'])
      expect([p, await isGuessablePassword(p)]).toEqual([p, true]);
  });

  it('accepts passwords of more than one word, or with letters among the digits, and random ones', async () => {
    for (const p of ['Teste#Senha2025', 'Nova#Entrada2025', 'Cadastro#2025x', 'correct horse battery', 'Xk9#pQ2m', 'Horizonte#Litoral26'])
      expect([p, await isGuessablePassword(p)]).toEqual([p, false]);
  });
});
