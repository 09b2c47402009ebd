/** What other modules may use of the dormitory catalogue: resolving an address against it. */
export { findBuilding } from './repository';
export { resolveCatalogueAddress } from './service';
