/** What a policy answers: allowed, or refused with the status and message the caller sees. */
export type Decision = typeof ALLOW | Refusal;

export interface Refusal {
  /** 404: the resource is outside what the actor may see, and answers as if missing. */
  status: 403 | 404;
  message: string;
}

export const ALLOW = 'allow' as const;

export const forbidden = (message: string): Refusal => ({ status: 403, message });
export const hidden = (message: string): Refusal => ({ status: 404, message });
