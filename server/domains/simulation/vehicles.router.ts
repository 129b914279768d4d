import { z } from 'zod';
import { ZVehicleBrandsResponse, ZVehicleModelsResponse, ZVehicleYearsResponse } from '../../../shared/schemas/simulation.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { brandsOf, modelsOf, yearsOf } from './vehicle-catalogue.ts';

const typeVehicle = z.union([z.literal(1), z.literal(3)]).optional();

/** FIPE-style selection (brand → model → year); public, the public vehicle page uses it too. */
export const vehiclesRouter = router({
  brands: publicProcedure
    .input(z.object({ typeVehicle }).default({}))
    .output(ZVehicleBrandsResponse)
    .query(({ input }) => brandsOf(input.typeVehicle)),
  models: publicProcedure
    .input(z.object({ brandCode: z.string().max(10), typeVehicle }))
    .output(ZVehicleModelsResponse)
    .query(({ input }) => modelsOf(input.brandCode, input.typeVehicle)),
  years: publicProcedure
    .input(z.object({ brandCode: z.string().max(10), modelCode: z.string().max(10) }))
    .output(ZVehicleYearsResponse)
    .query(({ input }) => yearsOf(input.brandCode, input.modelCode, new Date().getUTCFullYear())),
});
