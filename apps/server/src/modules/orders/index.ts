/** What other modules may use of orders (deliveries still reaches further in: see eslint.config.js). */
export { studentOrderLink } from './notify';
export { findOrderWithPeople } from './repository';
export { findVisibleOrder } from './service';
