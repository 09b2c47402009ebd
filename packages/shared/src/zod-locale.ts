import { z } from 'zod';

/** Zod's built-in Vietnamese messages for every rule a schema does not word itself. */
z.config(z.locales.vi());

export { z };
