import { formatDate } from '../../../shared/format.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const firstName = (name: string) => name.trim().split(/\s+/)[0];

interface Welcome {
  to: string;
  name: string;
  companyId: string;
  companyName: string;
  username: string;
  /** Only for a company in its test period. */
  testEndAt?: Date | null;
  /** "a filial X" for an affiliate's first user. */
  subsidiaryName?: string;
}

/** The welcome e-mail of a new company's administrator or of an affiliate's first user: how to sign in, and their public link. */
export async function sendWelcome(deps: Deps, w: Welcome): Promise<void> {
  const login = `${deps.config.publicUrl}/login`;
  const links = `${deps.config.publicUrl}/links/${w.username}`;
  const where = w.subsidiaryName ? `a filial ${w.subsidiaryName} de ${w.companyName}` : w.companyName;
  const trial = w.testEndAt ? `O período de teste vai até ${formatDate(w.testEndAt)}.` : '';
  await deps.mailer.send({
    to: w.to,
    companyId: w.companyId,
    subject: 'Bem-vindo(a) à Crédito',
    text: [
      `Olá, ${firstName(w.name)}!`,
      '',
      `O cadastro de ${where} na plataforma Crédito está pronto.`,
      `Entre com este e-mail e a senha que você definiu: ${login}`,
      trial,
      '',
      `Seu link público para clientes simularem e falarem com você: ${links}`,
    ]
      .filter((l, i, all) => l !== '' || all[i - 1] !== '')
      .join('\n'),
    html: `<p>Olá, ${escapeHtml(firstName(w.name))}!</p><p>O cadastro de ${escapeHtml(where)} na plataforma Crédito está pronto.</p><p><a href="${login}">Entrar na plataforma</a> com este e-mail e a senha que você definiu.${trial ? ` ${trial}` : ''}</p><p>Seu link público para clientes: <a href="${links}">${links}</a></p>`,
  });
}

/**
 * The pre-registration e-mail: the link that opens the full registration with what was given. Queued in `db` (the
 * caller's transaction), so the link goes out exactly when the pre-registration is committed.
 */
export async function sendPreRegistration(deps: Deps, p: { to: string; name: string; companyName: string; token: string; validDays: number }, db?: Database): Promise<void> {
  const link = `${deps.config.publicUrl}/cadastro?preCadastro=${encodeURIComponent(p.token)}`;
  await deps.mailer.send(
    {
      to: p.to,
      subject: 'Crédito — conclua o cadastro da sua empresa',
      text: [
        `Olá, ${firstName(p.name)}!`,
        '',
        `Recebemos o pré-cadastro de ${p.companyName}. Para concluir o cadastro e começar o período de teste, acesse:`,
        link,
        '',
        `O link vale por ${p.validDays} dias. Os dados que você já informou aparecem preenchidos.`,
      ].join('\n'),
      html: `<p>Olá, ${escapeHtml(firstName(p.name))}!</p><p>Recebemos o pré-cadastro de ${escapeHtml(p.companyName)}.</p><p><a href="${link}">Concluir o cadastro</a></p><p>O link vale por ${p.validDays} dias. Os dados que você já informou aparecem preenchidos.</p>`,
      secrets: [p.token],
    },
    db,
  );
}

/**
 * Tells a user their password was changed from inside their account (the other sessions ended): a change they did not
 * make does not go unnoticed. Queued in `db` (the change's transaction), so it goes out exactly when the change is made.
 */
export async function sendPasswordChanged(deps: Deps, p: { to: string; name: string; companyId: string }, db?: Database): Promise<void> {
  const recover = `${deps.config.publicUrl}/recover-password`;
  await deps.mailer.send(
    {
      to: p.to,
      companyId: p.companyId,
      subject: 'Crédito — sua senha foi alterada',
      text: [
        `Olá, ${firstName(p.name)}!`,
        '',
        'A senha da sua conta na plataforma Crédito acabou de ser alterada, e as outras sessões abertas foram encerradas.',
        `Se não foi você, crie uma nova senha agora em ${recover} e avise o administrador da sua empresa.`,
      ].join('\n'),
      html: `<p>Olá, ${escapeHtml(firstName(p.name))}!</p><p>A senha da sua conta na plataforma Crédito acabou de ser alterada, e as outras sessões abertas foram encerradas.</p><p>Se não foi você, <a href="${recover}">crie uma nova senha agora</a> e avise o administrador da sua empresa.</p>`,
    },
    db,
  );
}
