/** Who made a request: see the access rule in `access/access.ts`. */
export type { Caller } from '../access/access';
