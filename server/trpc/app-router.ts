import { addressesRouter } from '../domains/addresses/addresses.router.ts';
import { authRouter } from '../domains/auth/auth.router.ts';
import { bankPartnersRouter } from '../domains/bank-partners/bank-partners.router.ts';
import { commissionsRouter } from '../domains/commissions/commissions.router.ts';
import { accountsRouter } from '../domains/companies/accounts.router.ts';
import { coursesRouter } from '../domains/courses/courses.router.ts';
import { customersRouter } from '../domains/customers/customers.router.ts';
import { dealBanksRouter } from '../domains/deal-submissions/deal-submissions.router.ts';
import { dealsRouter } from '../domains/deals/deals.router.ts';
import { exportsRouter } from '../domains/exports/exports.router.ts';
import { flagsRouter } from '../domains/flags/flags.router.ts';
import { outboxRouter } from '../domains/mail/outbox.router.ts';
import { notificationsRouter } from '../domains/notifications/notifications.router.ts';
import { pipelinesRouter } from '../domains/pipelines/pipelines.router.ts';
import { dataSubjectRouter } from '../domains/privacy/data-subject.router.ts';
import { privacyRouter } from '../domains/privacy/privacy.router.ts';
import { productsRouter } from '../domains/products/products.router.ts';
import { publicDealsRouter } from '../domains/public-deals/public-deals.router.ts';
import { releasesRouter } from '../domains/releases/releases.router.ts';
import { publicProposalRouter } from '../domains/simulation/public-proposal.router.ts';
import { publicSimulationRouter } from '../domains/simulation/public-simulation.router.ts';
import { simulationRouter } from '../domains/simulation/simulation.router.ts';
import { vehiclesRouter } from '../domains/simulation/vehicles.router.ts';
import { subscriptionsRouter } from '../domains/subscriptions/subscriptions.router.ts';
import { tasksRouter } from '../domains/tasks/tasks.router.ts';
import { usersRouter } from '../domains/users/users.router.ts';
import { router } from './init.ts';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  outbox: outboxRouter,
  bankPartners: bankPartnersRouter,
  products: productsRouter,
  simulation: simulationRouter,
  publicSimulation: publicSimulationRouter,
  publicProposal: publicProposalRouter,
  vehicles: vehiclesRouter,
  pipelines: pipelinesRouter,
  deals: dealsRouter,
  dealBanks: dealBanksRouter,
  customers: customersRouter,
  subscriptions: subscriptionsRouter,
  publicDeals: publicDealsRouter,
  notifications: notificationsRouter,
  commissions: commissionsRouter,
  exports: exportsRouter,
  dataSubject: dataSubjectRouter,
  accounts: accountsRouter,
  privacy: privacyRouter,
  flags: flagsRouter,
  addresses: addressesRouter,
  courses: coursesRouter,
  releases: releasesRouter,
  tasks: tasksRouter,
});

export type AppRouter = typeof appRouter;
