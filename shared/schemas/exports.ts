import { z } from 'zod';
import { bytesSchema } from './common.ts';

/** A list exported as a spreadsheet, for the REST path that sends it (the bytes never travel over tRPC). */
export const ZExportFileResponse = z.object({ fileName: z.string(), mime: z.string(), bytes: bytesSchema });
export type TExportFileResponse = z.infer<typeof ZExportFileResponse>;
