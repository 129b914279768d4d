import { ZPdfFileResponse } from '../../../shared/schemas/common.ts';
import { ZCertificateCheckRequest, ZCertificateCheckResponse, ZCourseInput, ZCourseListRequest, ZCourseProgressRequest, ZCourseTeamRequest, ZCourseUpdate } from '../../../shared/schemas/courses.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { publicProcedure, rateLimited, requirePermission, router } from '../../trpc/init.ts';
import * as courses from './courses.service.ts';
import * as progress from './progress.service.ts';
import { team } from './team.service.ts';

const viewer = requirePermission('course/view');
// course/manage for the company's courses, course/manageGlobal for the global ones; the service tells them apart.
const manager = requirePermission('course/manage', 'course/manageGlobal');

/**
 * Trainings (docs/design/product-spec.md §2 /courses): the catalogue with one's own progress and
 * certificates, management and the team view.
 */
export const coursesRouter = router({
  list: viewer.input(ZCourseListRequest).query(({ ctx, input }) => courses.list(ctx.deps, ctx.user, input)),
  get: viewer.input(ZIdRequest).query(({ ctx, input }) => courses.get(ctx.deps, ctx.user, input.id)),
  create: manager.input(ZCourseInput).mutation(({ ctx, input }) => courses.create(ctx.deps, ctx.user, input, ctx.meta)),
  update: manager.input(ZCourseUpdate).mutation(({ ctx, input }) => courses.update(ctx.deps, ctx.user, input.id, input.data, ctx.meta)),
  delete: manager.input(ZIdRequest).mutation(({ ctx, input }) => courses.remove(ctx.deps, ctx.user, input.id, ctx.meta)),
  start: viewer.input(ZIdRequest).mutation(({ ctx, input }) => progress.start(ctx.deps, ctx.user, input.id, ctx.meta)),
  setProgress: viewer.input(ZCourseProgressRequest).mutation(({ ctx, input }) => progress.setProgress(ctx.deps, ctx.user, input.id, input.percent, ctx.meta)),
  complete: viewer.input(ZIdRequest).mutation(({ ctx, input }) => progress.complete(ctx.deps, ctx.user, input.id, ctx.meta)),
  certificate: viewer.input(ZIdRequest).query(({ ctx, input }) => progress.certificate(ctx.deps, ctx.user, input.id)),
  /** Anyone holding a certificate checks it (no login): its code and its holder's name. */
  checkCertificate: publicProcedure
    .input(ZCertificateCheckRequest)
    .output(ZCertificateCheckResponse)
    .use(rateLimited('certificate-check'))
    .query(({ ctx, input }) => progress.checkCertificate(ctx.deps, input)),
  /** Bytes leave through the REST path GET /api/v1/courses/{id}/certificate.pdf. */
  certificatePdf: viewer
    .input(ZIdRequest)
    .output(ZPdfFileResponse)
    .query(({ ctx, input }) => progress.certificatePdf(ctx.deps, ctx.user, input.id)),
  team: requirePermission('course/viewTeam')
    .input(ZCourseTeamRequest)
    .query(({ ctx, input }) => team(ctx.deps, ctx.user, input)),
});
