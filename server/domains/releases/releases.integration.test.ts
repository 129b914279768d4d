/** Release notes: everyone reads them newest first, only masters publish, and the per-user "Novidades" dot. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, MSG } from '../../../shared/messages.ts';
import type { TReleaseInput } from '../../../shared/schemas/releases.ts';
import { brasiliaDay } from '../../../shared/subsidiary-billing.ts';
import { insertTestUser } from '../../test/fixtures.ts';
import { createTestEnv, errorFields, expectAppError, type Session, signIn, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let master: Session;
let admin: Session;
let operator: Session;
let otherOperator: Session;

// A note is never dated after today (Brasília): the newest one is today's.
const today = brasiliaDay(new Date());
const tomorrow = brasiliaDay(new Date(Date.now() + 86_400_000));

const release = (over: Partial<TReleaseInput> = {}): TReleaseInput => ({
  version: '2.0.0',
  releasedOn: today,
  title: 'Relatórios',
  highlights: '- Relatório de produção por corretor\n- Exportação em planilha',
  type: 'feature',
  ...over,
});

beforeAll(async () => {
  env = await createTestEnv();
  [master, admin, operator, otherOperator] = await Promise.all([
    signIn(env.deps, env.demo.users.master.email, env.demo.password),
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.other.users.operator.email, env.other.password),
  ]);
});
afterAll(() => env?.close());

describe('software releases', () => {
  it('ships the notes of what the platform has, newest first, the latest highlighted', async () => {
    const { items } = await operator.caller.releases.list();
    expect(items.map((r) => r.version)).toEqual(['1.5.0', '1.4.0', '1.3.0', '1.2.1', '1.2.0', '1.1.0', '1.0.0']);
    expect(items.map((r) => r.latest)).toEqual([true, false, false, false, false, false, false]);
    // 1.5.0 was seeded dated 2026-11-27: it is never shown with a date after today.
    expect(items[0]).toMatchObject({ title: 'Cursos e novidades', releasedOn: today < '2026-11-27' ? today : '2026-11-27', type: 'feature', typeLabel: 'Novidade' });
    expect(items.every((r) => r.releasedOn <= today)).toBe(true);
    expect(items.find((r) => r.version === '1.2.1')?.typeLabel).toBe('Melhoria');
  });

  it('only masters publish, edit and delete; bad input names the field', async () => {
    await expectAppError(operator.caller.releases.create(release()), 'FORBIDDEN_ERROR');
    await expectAppError(admin.caller.releases.create(release()), 'FORBIDDEN_ERROR');

    const { message, release: created } = await master.caller.releases.create(release());
    expect(message).toBe(COURSE_MESSAGES.releaseCreated);
    expect(created).toMatchObject({ version: '2.0.0', latest: true });
    const list = await otherOperator.caller.releases.list();
    expect(list.items[0]).toMatchObject({ id: created.id, latest: true });
    expect(list.items[1]).toMatchObject({ version: '1.5.0', latest: false });

    const dup = await expectAppError(master.caller.releases.create(release({ title: 'Outra' })), 'VALIDATION_ERROR', COURSE_MESSAGES.releaseVersionInUse('2.0.0'));
    expect(errorFields(dup)).toEqual(['version']);
    const bad = await expectAppError(master.caller.releases.create(release({ version: 'versão nova' })), 'VALIDATION_ERROR', COURSE_MESSAGES.invalidVersion);
    expect(errorFields(bad)).toEqual(['version']);
    const empty = await expectAppError(master.caller.releases.create(release({ version: '2.0.1', highlights: ' ' })), 'VALIDATION_ERROR', MSG.required);
    expect(errorFields(empty)).toEqual(['highlights']);
    const date = await expectAppError(master.caller.releases.create(release({ version: '2.0.1', releasedOn: '2026-02-30' })), 'VALIDATION_ERROR', MSG.invalidDate);
    expect(errorFields(date)).toEqual(['releasedOn']);
    const future = await expectAppError(master.caller.releases.create(release({ version: '2.0.1', releasedOn: tomorrow })), 'VALIDATION_ERROR', MSG.futureDate);
    expect(errorFields(future)).toEqual(['releasedOn']);
    const type = await expectAppError(master.caller.releases.create(release({ version: '2.0.1', type: 'hotfix' as never })), 'VALIDATION_ERROR', MSG.selectOption);
    expect(errorFields(type)).toEqual(['type']);

    await expectAppError(admin.caller.releases.update({ id: created.id, data: release() }), 'FORBIDDEN_ERROR');
    const edited = await master.caller.releases.update({ id: created.id, data: release({ version: '2.0.0', title: 'Relatórios gerenciais', type: 'improvement' }) });
    expect(edited.release).toMatchObject({ title: 'Relatórios gerenciais', typeLabel: 'Melhoria' });
    const clash = await expectAppError(master.caller.releases.update({ id: created.id, data: release({ version: '1.5.0' }) }), 'VALIDATION_ERROR');
    expect(errorFields(clash)).toEqual(['version']);

    await expectAppError(admin.caller.releases.delete({ id: created.id }), 'FORBIDDEN_ERROR');
    expect((await master.caller.releases.delete({ id: created.id })).message).toBe(COURSE_MESSAGES.releaseDeleted);
    await expectAppError(master.caller.releases.delete({ id: created.id }), 'ENTITY_NOT_FOUND_ERROR', COURSE_MESSAGES.releaseNotFound);
    expect((await operator.caller.releases.list()).items[0].version).toBe('1.5.0');
  });

  it('the unseen indicator: on for whoever never opened the notes, off once seen, on again after a new release', async () => {
    const u = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    const me = await signIn(env.deps, u.email, u.password);
    expect(await me.caller.releases.unseen()).toMatchObject({ unseen: true, latest: { version: '1.5.0' } });
    expect(await me.caller.releases.markSeen()).toEqual({ unseen: false });
    expect((await me.caller.releases.unseen()).unseen).toBe(false);
    // Another person's dot is their own.
    expect((await otherOperator.caller.releases.unseen()).unseen).toBe(true);

    const { release: fresh } = await master.caller.releases.create(release({ version: '2.1.0', title: 'Agenda de retornos' }));
    expect(await me.caller.releases.unseen()).toMatchObject({ unseen: true, latest: { id: fresh.id, title: 'Agenda de retornos' } });
    await me.caller.releases.markSeen();
    expect((await me.caller.releases.unseen()).unseen).toBe(false);
    const seen = await env.deps.db.selectFrom('release_views').select('last_seen_release_id').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(seen.last_seen_release_id).toBe(fresh.id);

    // Editing an old note is not news.
    await master.caller.releases.update({ id: fresh.id, data: release({ version: '2.1.0', title: 'Agenda de retornos ao cliente' }) });
    expect((await me.caller.releases.unseen()).unseen).toBe(false);
  });
});
