import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, maskCpfInText } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { log: createLogger('info', stream), text: () => lines.join('\n'), json: () => lines.map((l) => JSON.parse(l)) };
}

describe('logger', () => {
  it('writes structured JSON lines with a text level', () => {
    const c = capture();
    c.log.info({ requestId: 'r1', path: '/api/v1/user' }, 'request');
    expect(c.json()).toEqual([expect.objectContaining({ level: 'info', requestId: 'r1', path: '/api/v1/user', msg: 'request' })]);
  });

  it('redacts passwords and tokens at the top level and one level down', () => {
    const c = capture();
    c.log.info(
      {
        password: 'Segredo#2025',
        passwordConfirmation: 'Segredo#2025',
        token: 'tok-reset-abc',
        accessToken: 'eyJhbGciOi.acesso.assinatura',
        refreshToken: 'refresh-xyz-123',
        authorization: 'Bearer eyJhbGciOi.acesso.assinatura',
        input: { password: 'Outra#Senha1', token: 'tok-2', refreshToken: 'refresh-2', securityCode: '123', cardNumber: '4111111111111111' },
        req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'sid=1' } },
      },
      'login attempt',
    );
    const text = c.text();
    for (const secret of ['Segredo#2025', 'tok-reset-abc', 'eyJhbGciOi', 'refresh-xyz-123', 'Outra#Senha1', 'tok-2', 'refresh-2', '4111111111111111', 'abc.def.ghi', 'sid=1']) {
      expect(text).not.toContain(secret);
    }
    expect(c.json()[0]).toMatchObject({ password: '[redacted]', token: '[redacted]', input: { password: '[redacted]', cardNumber: '[redacted]' } });
  });

  it('never writes a CPF: redacted in fields, masked in messages and errors', () => {
    const c = capture();
    c.log.info({ document: '52998224725', user: { cpf: '529.982.247-25' } }, 'user created');
    c.log.warn('duplicate CPF 529.982.247-25 (52998224725) on import');
    c.log.error({ err: new Error('CPF 52998224725 já existe') }, 'create failed');
    const text = c.text();
    expect(text).not.toContain('52998224725');
    expect(text).not.toContain('529.982.247-25');
    expect(text).toContain('***.982.247-**');
    expect(c.json()[1].msg).toBe('duplicate CPF ***.982.247-** (***.982.247-**) on import');
    expect(c.json()[2].err.message).toBe('CPF ***.982.247-** já existe');
  });

  it('maskCpfInText leaves other numbers alone', () => {
    expect(maskCpfInText('pedido 123 de R$ 1.234,56 em 2025')).toBe('pedido 123 de R$ 1.234,56 em 2025');
    expect(maskCpfInText('cpf 390.533.447-05 ok')).toBe('cpf ***.533.447-** ok');
  });

  it('honours the level', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk, _e, done) => {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger('warn', sink);
    log.info('hidden');
    log.warn('shown');
    expect(lines.join('')).not.toContain('hidden');
    expect(lines.join('')).toContain('shown');
  });
});
