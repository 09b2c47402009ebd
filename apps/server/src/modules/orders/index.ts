/** What other modules may use of orders (deliveries still reaches further in: see eslint.config.js). */
export { findOrderWithPeople } from './repository';
