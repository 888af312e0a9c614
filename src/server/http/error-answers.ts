import { apiErrorSchema } from '#domain/api-error';

/**
 * The error answers (each an ApiError) of a route that reads and changes records behind a
 * session: bad input, no session, not allowed, not found, and a conflict with the stored state.
 * A route with more spreads this and adds its own.
 */
export const RECORD_ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
