import type { Role } from '@tsa/shared';

/** Who is asking: as much of the signed-in user as an authorization rule needs. */
export interface Viewer {
  id: string;
  role: Role;
}
