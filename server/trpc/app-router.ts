import { authRouter } from '../domains/auth/auth.router.ts';
import { bankPartnersRouter } from '../domains/bank-partners/bank-partners.router.ts';
import { customersRouter } from '../domains/customers/customers.router.ts';
import { dealsRouter, pipelinesRouter } from '../domains/deals/deals.router.ts';
import { outboxRouter } from '../domains/mail/outbox.router.ts';
import { notificationsRouter } from '../domains/notifications/notifications.router.ts';
import { productsRouter } from '../domains/products/products.router.ts';
import { publicDealsRouter } from '../domains/public-deals/public-deals.router.ts';
import { publicSimulationRouter } from '../domains/simulation/public-simulation.router.ts';
import { simulationRouter } from '../domains/simulation/simulation.router.ts';
import { vehiclesRouter } from '../domains/simulation/vehicles.router.ts';
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
  vehicles: vehiclesRouter,
  pipelines: pipelinesRouter,
  deals: dealsRouter,
  customers: customersRouter,
  publicDeals: publicDealsRouter,
  notifications: notificationsRouter,
});

export type AppRouter = typeof appRouter;
