/**
 * Courses: who may create and change which courses, what each company sees, the progress rules of one person
 * (start → progress → completion with date and verification code, once) and the certificate.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, MSG } from '../../../shared/messages.ts';
import type { TCourseInput } from '../../../shared/schemas/courses.ts';
import { insertTestUser } from '../../test/fixtures.ts';
import { callerFor, createTestEnv, errorFields, expectAppError, randomIp, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let master: Session;
let admin: Session;
let operator: Session;
let otherAdmin: Session;
let otherOperator: Session;

const course = (over: Partial<TCourseInput> = {}): TCourseInput => ({
  title: 'Crédito consignado para servidores',
  description: 'Regras do consignado, margem e portabilidade.',
  linkUrl: '',
  durationMinutes: 50,
  category: 'produtos',
  mandatory: false,
  validityMonths: null,
  ...over,
});

/** A fresh operator of the demo company (no progress yet), signed in. */
async function newOperator(subsidiary: 0 | 1 = 0, name?: string): Promise<Session & { id: string }> {
  const u = await insertTestUser(env.deps.db, env.demo, { role: 'operator', subsidiary, name });
  return { ...(await signIn(env.deps, u.email, u.password)), id: u.id };
}

beforeAll(async () => {
  env = await createTestEnv();
  [master, admin, operator, otherAdmin, otherOperator] = await Promise.all([
    signIn(env.deps, env.demo.users.master.email, env.demo.password),
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
    signIn(env.deps, env.other.users.operator.email, env.other.password),
  ]);
});
afterAll(() => env?.close());

describe('catalogue and tenancy', () => {
  it('everyone sees the global demo courses, mandatory first, none editable by an operator', async () => {
    for (const s of [operator, otherOperator]) {
      const { items, mandatoryTotal } = await s.caller.courses.list({});
      const titles = items.map((c) => c.title);
      expect(titles).toEqual(
        expect.arrayContaining([
          'Certificação de correspondente bancário (preparatório)',
          'Financiamento imobiliário: SFH e SFI',
          'CET, IOF e tabela PRICE x SAC',
          'LGPD no atendimento ao cliente',
          'Prevenção à lavagem de dinheiro (PLD)',
        ]),
      );
      expect(items.every((c) => c.global && c.isDemo && !c.editable && c.linkUrl === null)).toBe(true);
      expect(mandatoryTotal).toBe(3);
      expect(items.findIndex((c) => !c.mandatory)).toBe(mandatoryTotal);
    }
    const filtered = await operator.caller.courses.list({ category: 'compliance' });
    expect(filtered.items.map((c) => c.categoryLabel)).toEqual(['Compliance/LGPD', 'Compliance/LGPD']);
  });

  it("a company's course is visible to its people only; another company's id answers 404", async () => {
    const { message, course: created } = await admin.caller.courses.create(course({ title: 'Rotina da Demo Crédito', linkUrl: 'https://treinamento.demo.com.br/rotina' }));
    expect(message).toBe(COURSE_MESSAGES.courseCreated);
    expect(created).toMatchObject({ global: false, editable: true, linkUrl: 'https://treinamento.demo.com.br/rotina', progress: { status: 'not_started', percent: 0 } });

    expect((await operator.caller.courses.list({ search: 'Rotina da Demo' })).items.map((c) => c.id)).toEqual([created.id]);
    expect((await otherOperator.caller.courses.list({ search: 'Rotina da Demo' })).items).toEqual([]);
    await expectAppError(otherOperator.caller.courses.get({ id: created.id }), 'ENTITY_NOT_FOUND_ERROR', COURSE_MESSAGES.courseNotFound);
    await expectAppError(otherAdmin.caller.courses.update({ id: created.id, data: course() }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(otherAdmin.caller.courses.delete({ id: created.id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(otherOperator.caller.courses.start({ id: created.id }), 'ENTITY_NOT_FOUND_ERROR');
  });

  it('operators cannot manage; only the master creates or changes global courses', async () => {
    await expectAppError(operator.caller.courses.create(course()), 'FORBIDDEN_ERROR');
    await expectAppError(admin.caller.courses.create(course({ global: true })), 'FORBIDDEN_ERROR', COURSE_MESSAGES.globalCourseMasterOnly);
    const demo = (await admin.caller.courses.list({})).items.find((c) => c.global)!;
    await expectAppError(admin.caller.courses.update({ id: demo.id, data: course() }), 'FORBIDDEN_ERROR', COURSE_MESSAGES.globalCourseMasterOnly);
    await expectAppError(admin.caller.courses.delete({ id: demo.id }), 'FORBIDDEN_ERROR');

    const { course: global } = await master.caller.courses.create(course({ title: 'Novidades do crédito imobiliário 2027', global: true }));
    expect(global.global).toBe(true);
    expect((await otherOperator.caller.courses.get({ id: global.id })).title).toBe('Novidades do crédito imobiliário 2027');
    const { course: edited } = await master.caller.courses.update({ id: global.id, data: course({ title: 'Crédito imobiliário em 2027', global: true, mandatory: true }) });
    expect(edited).toMatchObject({ title: 'Crédito imobiliário em 2027', mandatory: true });
    expect((await master.caller.courses.delete({ id: global.id })).message).toBe(COURSE_MESSAGES.courseDeleted);
    await expectAppError(otherOperator.caller.courses.get({ id: global.id }), 'ENTITY_NOT_FOUND_ERROR');
  });

  it('bad input names the field: https-only link, duration, category, title', async () => {
    const http = await expectAppError(admin.caller.courses.create(course({ linkUrl: 'http://video.exemplo.com.br/aula' })), 'VALIDATION_ERROR', COURSE_MESSAGES.httpsLink);
    expect(errorFields(http)).toEqual(['linkUrl']);
    const script = await expectAppError(admin.caller.courses.create(course({ linkUrl: 'javascript:alert(1)' })), 'VALIDATION_ERROR');
    expect(errorFields(script)).toEqual(['linkUrl']);
    const zero = await expectAppError(admin.caller.courses.create(course({ durationMinutes: 0 })), 'VALIDATION_ERROR', MSG.numberMin(1));
    expect(errorFields(zero)).toEqual(['durationMinutes']);
    const category = await expectAppError(admin.caller.courses.create(course({ category: 'culinaria' as never })), 'VALIDATION_ERROR', MSG.selectOption);
    expect(errorFields(category)).toEqual(['category']);
    const title = await expectAppError(admin.caller.courses.create(course({ title: '  ' })), 'VALIDATION_ERROR', MSG.required);
    expect(errorFields(title)).toEqual(['title']);
    const validity = await expectAppError(admin.caller.courses.create(course({ validityMonths: 500 })), 'VALIDATION_ERROR');
    expect(errorFields(validity)).toEqual(['validityMonths']);
  });
});

describe('progress of one person', () => {
  it('start → progress → completion with date and code, never twice', async () => {
    const me = await newOperator();
    const { course: c } = await admin.caller.courses.create(course({ title: 'Simulação na prática' }));
    await expectAppError(me.caller.courses.setProgress({ id: c.id, percent: 10 }), 'VALIDATION_ERROR', COURSE_MESSAGES.courseNotStarted);
    await expectAppError(me.caller.courses.complete({ id: c.id }), 'VALIDATION_ERROR', COURSE_MESSAGES.courseNotStarted);

    const started = await me.caller.courses.start({ id: c.id });
    expect(started.course.progress).toMatchObject({ status: 'in_progress', percent: 0, completedAt: null, certificateCode: null });
    expect(started.course.progress.startedAt).toBeInstanceOf(Date);
    // Starting again changes nothing.
    expect((await me.caller.courses.start({ id: c.id })).course.progress.startedAt).toEqual(started.course.progress.startedAt);

    expect((await me.caller.courses.setProgress({ id: c.id, percent: 45 })).course.progress).toMatchObject({ status: 'in_progress', percent: 45 });
    for (const percent of [101, -1, 12.5]) {
      const err = await expectAppError(me.caller.courses.setProgress({ id: c.id, percent }), 'VALIDATION_ERROR');
      expect(errorFields(err)).toEqual(['percent']);
    }
    // Someone else's progress is their own.
    expect((await operator.caller.courses.get({ id: c.id })).progress.status).toBe('not_started');

    const { message, course: done } = await me.caller.courses.complete({ id: c.id });
    expect(message).toBe(COURSE_MESSAGES.courseCompleted);
    expect(done.progress).toMatchObject({ status: 'completed', percent: 100, expiresAt: null });
    expect(done.progress.certificateCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(Math.abs(done.progress.completedAt!.getTime() - Date.now())).toBeLessThan(60_000);

    await expectAppError(me.caller.courses.complete({ id: c.id }), 'VALIDATION_ERROR', COURSE_MESSAGES.courseAlreadyCompleted);
    await expectAppError(me.caller.courses.setProgress({ id: c.id, percent: 50 }), 'VALIDATION_ERROR', COURSE_MESSAGES.courseAlreadyCompleted);
    await expectAppError(me.caller.courses.start({ id: c.id }), 'VALIDATION_ERROR', COURSE_MESSAGES.courseAlreadyCompleted);
    expect((await me.caller.courses.get({ id: c.id })).progress.certificateCode).toBe(done.progress.certificateCode);
  });

  it('two completions at once: exactly one wins; 100 % completes too', async () => {
    const me = await newOperator();
    const { course: c } = await admin.caller.courses.create(course({ title: 'Duas abas abertas' }));
    await me.caller.courses.start({ id: c.id });
    const results = await Promise.allSettled([me.caller.courses.complete({ id: c.id }), me.caller.courses.complete({ id: c.id }), me.caller.courses.setProgress({ id: c.id, percent: 100 })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await env.deps.db.selectFrom('course_progress').select(['status', 'certificate_code']).where('course_id', '=', c.id).where('user_id', '=', me.id).execute();
    expect(rows).toHaveLength(1);

    const { course: other } = await admin.caller.courses.create(course({ title: 'Concluir pelo progresso' }));
    await me.caller.courses.start({ id: other.id });
    expect((await me.caller.courses.setProgress({ id: other.id, percent: 100 })).course.progress.status).toBe('completed');
  });

  it('a certification with validity expires and can be retaken for a new code', async () => {
    const me = await newOperator();
    const { course: c } = await admin.caller.courses.create(course({ title: 'Reciclagem anual', category: 'certificacao', mandatory: true, validityMonths: 12 }));
    await me.caller.courses.start({ id: c.id });
    const { course: done } = await me.caller.courses.complete({ id: c.id });
    const months = (done.progress.expiresAt!.getTime() - done.progress.completedAt!.getTime()) / (30.44 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(11.8);
    expect(months).toBeLessThan(12.2);

    await env.deps.db.updateTable('course_progress').set({ expires_at: sql`now() - interval '1 day'` }).where('course_id', '=', c.id).where('user_id', '=', me.id).execute();
    expect((await me.caller.courses.get({ id: c.id })).progress.status).toBe('expired');
    const again = await me.caller.courses.start({ id: c.id });
    expect(again.course.progress).toMatchObject({ status: 'in_progress', percent: 0, certificateCode: null, completedAt: null });
    const redone = await me.caller.courses.complete({ id: c.id });
    expect(redone.course.progress.certificateCode).not.toBe(done.progress.certificateCode);
  });
});

describe('certificate', () => {
  /** The text pdfkit draws (hex strings of its TJ arrays, WinAnsi bytes), without a PDF library. */
  function pdfText(pdf: Buffer): string {
    return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)].map((m) => [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join('')).join('\n');
  }

  it('exists only after completion; the PDF states name, course, workload and code; nobody else downloads it', async () => {
    const me = await newOperator(0, 'Joana Certificada');
    const { course: c } = await admin.caller.courses.create(course({ title: 'Atendimento e ética', durationMinutes: 90 }));
    await expectAppError(me.caller.courses.certificate({ id: c.id }), 'ENTITY_NOT_FOUND_ERROR', COURSE_MESSAGES.certificateNotFound);
    await me.caller.courses.start({ id: c.id });
    const { course: done } = await me.caller.courses.complete({ id: c.id });

    const cert = await me.caller.courses.certificate({ id: c.id });
    expect(cert).toMatchObject({
      userName: 'Joana Certificada',
      courseTitle: 'Atendimento e ética',
      durationLabel: '1 h 30 min',
      companyName: 'Demo Crédito',
      code: done.progress.certificateCode,
      expired: false,
    });

    const http = await startHttp(env.deps);
    try {
      const url = `${http.baseUrl}/api/v1/courses/${c.id}/certificate.pdf`;
      const res = await fetch(url, { headers: { authorization: `Bearer ${me.accessData.accessToken}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="certificado-atendimento-e-etica.pdf"');
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
      const text = pdfText(pdf);
      for (const expected of [
        'Certificado de conclusão',
        'Joana Certificada',
        'Atendimento e ética',
        'com carga horária de 1 h 30 min',
        `Código de verificação: ${done.progress.certificateCode}`,
        'Confira a autenticidade em http://localhost:3000/certificados',
      ]) {
        expect(text).toContain(expected);
      }

      // Someone else of the same company has no certificate of their own; another company does not see the course.
      expect((await fetch(url, { headers: { authorization: `Bearer ${operator.accessData.accessToken}` } })).status).toBe(404);
      expect((await fetch(url, { headers: { authorization: `Bearer ${otherAdmin.accessData.accessToken}` } })).status).toBe(404);
      expect((await fetch(url)).status).toBe(401);
    } finally {
      await http.close();
    }

    // Anyone holding it checks it, without login: the code as typed from paper and the name as printed.
    const visitor = callerFor(env.deps, null, { ip: randomIp() });
    const typed = done.progress.certificateCode!.toLowerCase().replace(/-/g, ' ');
    expect(await visitor.courses.checkCertificate({ code: typed, name: 'joana certificada' })).toEqual({
      valid: true,
      courseTitle: 'Atendimento e ética',
      durationLabel: '1 h 30 min',
      completedAt: cert.completedAt,
      expiresAt: null,
      expired: false,
    });
    // A wrong name and an unknown code get the same answer: a code alone never says whose it is.
    expect(await visitor.courses.checkCertificate({ code: done.progress.certificateCode!, name: 'Outra Pessoa' })).toEqual({ valid: false });
    expect(await visitor.courses.checkCertificate({ code: '0000-0000-0000', name: 'Joana Certificada' })).toEqual({ valid: false });
    const bad = await expectAppError(visitor.courses.checkCertificate({ code: 'abc', name: 'Joana Certificada' }), 'VALIDATION_ERROR');
    expect(bad.errors).toContainEqual({ field: 'code', message: 'Código inválido: são 12 letras e números, como K7Q2-9XMD-4RTA' });

    // Deleting the course keeps the completion's certificate.
    await admin.caller.courses.delete({ id: c.id });
    expect((await me.caller.courses.list({})).items.some((i) => i.id === c.id)).toBe(false);
    expect((await me.caller.courses.certificate({ id: c.id })).code).toBe(done.progress.certificateCode);
  });
});
