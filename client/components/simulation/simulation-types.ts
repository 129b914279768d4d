import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router.ts';

type Outputs = inferRouterOutputs<AppRouter>;

/** The two simulation workspaces: realty (Financing, HomeEquity) and vehicle (SimpleBest, BestCar). */
export type SimulationKind = 'realty' | 'vehicle';

/** One product over several terms (simulation.deadlines). */
export type DeadlineRow = Outputs['simulation']['deadlines'][number];
/** PRICE and SAC schedules of one product (simulation.detailed). */
export type DetailedResult = Outputs['simulation']['detailed'];
export type DetailedSchedule = NonNullable<DetailedResult['price']>;
/** A saved simulation as the list shows it. */
export type SavedSimulation = Outputs['simulation']['list']['items'][number];
/** A saved simulation as it was saved, with its versions and public link (simulation.get). */
export type SavedSimulationDetail = Outputs['simulation']['get'];
/** A saved proposal behind its public link. */
export type PublicProposal = Outputs['publicProposal']['view'];
/** The broker behind a public link. */
export type PublicBroker = Outputs['publicSimulation']['broker'];
