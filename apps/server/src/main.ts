// A too-old Node says so in one line before anything else loads. A static import of the server would be
// loaded (and compiled by tsx) whole before this check ran, so the server comes in only after it.
import '../../../scripts/require-node.mjs';

await import('./serve.ts');
