import { apiErrorSchema } from '../../domain/api-error';

/** The error answers a route documents, each an ApiError: `errorAnswers(400, 401, 403)`. */
export function errorAnswers<const Status extends readonly number[]>(
  ...statuses: Status
): Record<Status[number], typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status[number],
    typeof apiErrorSchema
  >;
}
