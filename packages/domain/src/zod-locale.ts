import { z } from 'zod';

// Zod's own messages (wrong type, unknown key …) in Swedish, for browser and server alike; our schemas
// give their own wording where the spec has one.
z.config(z.locales.sv());
