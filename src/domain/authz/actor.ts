import type { Role } from '../roles';

/** Who is asking: the session user, or any object with the same three fields. */
export interface Actor {
  id: string;
  role: Role;
  storeId: string | null;
}
