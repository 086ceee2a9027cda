import { appRoot } from './boot.ts';
import { startPublic } from './start-public.tsx';
import './index.css';

/**
 * Entry of the career site's own build (public.html, `vite build --mode public`), served on public hosts.
 * Built apart from the admin so that nothing the admin uses (its data router, forms, query mutations) is
 * kept in a chunk the career site loads: tree-shaking is per build, not per entry.
 */
const root = appRoot();
if (root) void startPublic(root);
