// Areas (docs/decisions/048): a super admin groups stores into areas, a store in at most one, and
// an area manager runs the stores of theirs. Bodies and answers shared by the server's routes and
// the web app's screens.
import { z } from 'zod/mini';
import { AREA_MAX_STORES, AREA_MESSAGES, AREA_NAME_MAX_LENGTH } from './messages';

const ID_MAX_LENGTH = 100;

export const areaNameSchema = z
  .string({ error: AREA_MESSAGES.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, AREA_MESSAGES.nameRequired),
    z.maxLength(AREA_NAME_MAX_LENGTH, AREA_MESSAGES.nameTooLong),
  );

/** POST /api/areas and PUT /api/areas/:areaId: the name, and exactly the stores it holds. */
export const areaBodySchema = z.object({
  name: areaNameSchema,
  /** Stores in another area move to this one; stores it held and not listed leave it. */
  storeIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH)))
    .check(z.maxLength(AREA_MAX_STORES, AREA_MESSAGES.tooManyStores)),
});
export type AreaBody = z.output<typeof areaBodySchema>;
export type AreaForm = z.input<typeof areaBodySchema>;

export const areaParamsSchema = z.object({
  areaId: z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH)),
});

/** An area manager, as the areas list names them. */
export const areaManagerSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.nullable(z.string()),
});

export const areaSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its stores, in store-number order. */
  storeIds: z.array(z.string()),
  managers: z.array(areaManagerSchema),
  createdAt: z.string(),
});
export type Area = z.infer<typeof areaSchema>;

/** A store as the areas screens list it: which area it is in, if any. */
export const areaStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  storeNumber: z.string(),
  areaId: z.nullable(z.string()),
});
export type AreaStore = z.infer<typeof areaStoreSchema>;

/** GET /api/areas: every area by name, and every store with the area it is in. */
export const areaListSchema = z.object({
  areas: z.array(areaSchema),
  stores: z.array(areaStoreSchema),
});
export type AreaList = z.infer<typeof areaListSchema>;
