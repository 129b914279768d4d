/**
 * The team view of courses: who sees whose progress (the company with user/viewCompany, else the own affiliate),
 * its filters, and the share of mandatory courses completed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import { insertTestUser } from '../../test/fixtures.ts';
import { createTestEnv, expectAppError, type Session, signIn, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let admin: Session;
let manager: Session;
let affiliateAdmin: Session;
let operator: Session;
let otherAdmin: Session;
let mandatoryIds: string[];

async function newPerson(subsidiary: 0 | 1, name: string): Promise<Session & { id: string }> {
  const u = await insertTestUser(env.deps.db, env.demo, { role: 'operator', subsidiary, name });
  return { ...(await signIn(env.deps, u.email, u.password)), id: u.id };
}

async function completeCourse(s: Session, id: string) {
  await s.caller.courses.start({ id });
  await s.caller.courses.complete({ id });
}

beforeAll(async () => {
  env = await createTestEnv();
  [admin, manager, affiliateAdmin, operator, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.personalManager.email, env.demo.password),
    signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
  mandatoryIds = (await operator.caller.courses.list({})).items.filter((c) => c.mandatory).map((c) => c.id);
});
afterAll(() => env?.close());

describe('team view of courses', () => {
  it('shows the whole company to administrators and managers, with each cell and the mandatory totals', async () => {
    const campinas = await newPerson(1, 'Camila Campinas');
    await completeCourse(campinas, mandatoryIds[0]);
    await operator.caller.courses.start({ id: mandatoryIds[1] });
    await operator.caller.courses.setProgress({ id: mandatoryIds[1], percent: 30 });

    for (const s of [admin, manager]) {
      const view = await s.caller.courses.team({ size: 100 });
      expect(view.scope).toBe('company');
      const names = view.people.map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['Ana Administradora', 'Otávio Operador', 'Fábio Filial', 'Camila Campinas']));
      expect(names).not.toContain('Osvaldo Administrador');
      expect(view.members.map((m) => m.name)).toEqual(expect.arrayContaining(names));

      const camila = view.people.find((p) => p.name === 'Camila Campinas')!;
      expect(camila.subsidiaryName).toBe('Demo Crédito Campinas');
      expect(camila.cells.find((c) => c.courseId === mandatoryIds[0])).toMatchObject({ status: 'completed', percent: 100 });
      expect(camila.cells.find((c) => c.courseId === mandatoryIds[0])!.certificateCode).toMatch(/^\w{4}-\w{4}-\w{4}$/);
      expect(camila).toMatchObject({ mandatoryCompleted: 1, mandatoryTotal: 3, mandatoryPercent: 33 });
      const otavio = view.people.find((p) => p.name === 'Otávio Operador')!;
      expect(otavio.cells.find((c) => c.courseId === mandatoryIds[1])).toMatchObject({ status: 'in_progress', percent: 30 });
      expect(otavio.mandatoryCompleted).toBe(0);

      expect(view.totals).toMatchObject({ people: view.total, mandatoryCourses: 3, mandatoryExpected: view.total * 3 });
      expect(view.totals.mandatoryCompleted).toBe(view.people.reduce((n, p) => n + p.mandatoryCompleted, 0));
      expect(view.totals.mandatoryPercent).toBe(Math.round((view.totals.mandatoryCompleted / view.totals.mandatoryExpected) * 100));
      expect(view.courses.find((c) => c.id === mandatoryIds[0])).toMatchObject({ mandatory: true, completed: 1, inProgress: 0 });
      expect(view.courses.find((c) => c.id === mandatoryIds[1])).toMatchObject({ completed: 0, inProgress: 1 });
    }
  });

  it('filters by course and by person; totals follow the filters, pages split people', async () => {
    const person = await newPerson(0, 'Renata Filtro');
    await completeCourse(person, mandatoryIds[2]);
    const byPerson = await admin.caller.courses.team({ userId: person.id });
    expect(byPerson.people.map((p) => p.name)).toEqual(['Renata Filtro']);
    expect(byPerson.totals).toMatchObject({ people: 1, mandatoryCompleted: 1, mandatoryExpected: 3, mandatoryPercent: 33 });

    const byCourse = await admin.caller.courses.team({ courseId: mandatoryIds[2], search: 'Renata' });
    expect(byCourse.courses.map((c) => c.id)).toEqual([mandatoryIds[2]]);
    expect(byCourse.people[0].cells).toHaveLength(1);
    expect(byCourse.totals).toMatchObject({ people: 1, mandatoryCourses: 1, mandatoryPercent: 100 });

    const page = await admin.caller.courses.team({ size: 2, page: 2 });
    expect(page.people).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
  });

  it("an affiliate's administrator sees only their affiliate; operators see no team; other companies get 404", async () => {
    const view = await affiliateAdmin.caller.courses.team({ size: 100 });
    expect(view.scope).toBe('subsidiary');
    expect(view.people.length).toBeGreaterThan(0);
    expect(view.people.every((p) => p.subsidiaryName === 'Demo Crédito Campinas')).toBe(true);
    expect(view.members.map((m) => m.name)).not.toContain('Otávio Operador');
    await expectAppError(affiliateAdmin.caller.courses.team({ userId: env.demo.users.operator.id }), 'ENTITY_NOT_FOUND_ERROR', CALL_MESSAGES.userNotFound);

    await expectAppError(operator.caller.courses.team({}), 'FORBIDDEN_ERROR');

    const foreign = await otherAdmin.caller.courses.team({ size: 100 });
    expect(foreign.people.map((p) => p.name)).not.toContain('Otávio Operador');
    await expectAppError(otherAdmin.caller.courses.team({ userId: env.demo.users.operator.id }), 'ENTITY_NOT_FOUND_ERROR');
    const { course: own } = await admin.caller.courses.create({ title: 'Só da Demo', description: 'Curso interno.', durationMinutes: 30, category: 'atendimento' });
    await expectAppError(otherAdmin.caller.courses.team({ courseId: own.id }), 'ENTITY_NOT_FOUND_ERROR');
  });
});
