import sharp from 'sharp';
import {
  DEMO_CONTAINERS,
  DEMO_PASSWORD,
  DEMO_POSITIONS,
  DEMO_USERS,
} from '../../apps/server/src/demo/seed.ts';
import { applicantScenarios } from './applicant-scenarios.ts';
import { interviewScenarios } from './interview-scenarios.ts';
import { jobAlertScenarios } from './job-alert-scenarios.ts';
import { reportScenarios } from './report-scenarios.ts';
import type { Scenario } from './scenario.ts';
import { MULTIPART_BOUNDARY, applyBody, multipartApplyBody } from './apply-body.ts';
import { slotsOf } from './stamped-load.ts';

const json = { 'content-type': 'application/json' };

/** Shapes over the banner, so the JPEG has detail to encode, like a photo rather than one flat colour. */
const NOISE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="800">${Array.from(
  { length: 300 },
  (_, i) =>
    `<circle cx="${(i * 797) % 2400}" cy="${(i * 331) % 800}" r="${20 + (i % 60)}" fill="hsl(${(i * 37) % 360},70%,55%)" opacity="0.6"/>`,
).join('')}</svg>`;

const multipart = { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` };

/**
 * An application per request to the demo warehouse position, a new applicant each time (the same one twice
 * would only measure job_already_applied), compared with the raw upload of the same bytes. Measured with
 * the suite's connections, not a few: its goal is a rate, and with four connections a fifth of the machine
 * stood idle while each application waited for its commit's flush and its file's writes. Applications
 * come from many browsers at once.
 */
function applyScenario(
  id: string,
  label: string,
  headers: Record<string, string>,
  body: (positionId: number, email: string) => string | Buffer,
): Scenario {
  return {
    id,
    label,
    comparedWith: 'upload-baseline',
    prepare: (ctx) => {
      const marker = `${id}-${'N'.repeat(9)}@example.se`;
      const bytes = Buffer.from(body(DEMO_POSITIONS.warehouse.id, marker));
      // The address's Ns become each request's number: a new applicant every time.
      const slots = slotsOf(bytes, marker).map((at) => at + id.length + 1);
      return {
        url: `${ctx.serverUrl}/api/public/positions/apply`,
        method: 'POST',
        headers: { ...headers },
        stamped: { body: bytes, slots, width: 9 },
      };
    },
  };
}

/**
 * Every scenario `npm run bench` measures, in table order. A new endpoint adds one object here; data it needs
 * beyond the demo seed is created in its `prepare`.
 */
export const scenarios: Scenario[] = [
  {
    id: 'baseline',
    label: 'node:http static JSON (baseline)',
    baseline: true,
    prepare: (ctx) => ({ url: `${ctx.baselineUrl}/` }),
  },
  {
    id: 'health',
    label: 'GET /api/health',
    prepare: (ctx) => ({ url: `${ctx.serverUrl}/api/health` }),
  },
  {
    id: 'login',
    label: 'POST /api/account/login (argon2id)',
    // argon2 verification is deliberately slow and CPU-bound: a few connections saturate the cores.
    maxConnections: 4,
    prepare: (ctx) => ({
      url: `${ctx.serverUrl}/api/account/login`,
      method: 'POST',
      headers: { ...json },
      body: JSON.stringify({ email: DEMO_USERS.admin, password: DEMO_PASSWORD }),
    }),
  },
  {
    id: 'public-list-company',
    pairedBaseline: true,
    label: 'GET /api/public/positions?containerId (Demo AB)',
    prepare: (ctx) => ({
      url: `${ctx.serverUrl}/api/public/positions?containerId=${DEMO_CONTAINERS.demo.id}`,
    }),
  },
  {
    id: 'public-list-all',
    pairedBaseline: true,
    label: 'GET /api/public/positions (portal-wide)',
    prepare: (ctx) => ({ url: `${ctx.serverUrl}/api/public/positions` }),
  },
  {
    id: 'public-search',
    pairedBaseline: true,
    label: 'GET /api/public/positions?q=lagret&ort=vasteras (career-site search)',
    prepare: (ctx) => ({ url: `${ctx.serverUrl}/api/public/positions?q=lagret&ort=vasteras` }),
  },
  {
    id: 'public-detail',
    pairedBaseline: true,
    label: 'GET /api/public/positions/:id',
    prepare: (ctx) => ({ url: `${ctx.serverUrl}/api/public/positions/${DEMO_POSITIONS.warehouse.id}` }),
  },
  {
    id: 'page-list',
    pairedBaseline: true,
    label: 'GET / rendered on the server (career site, brotli)',
    prepare: (ctx) => ({
      url: `${ctx.serverUrl}/`,
      headers: { host: 'jobb.localhost', 'accept-encoding': 'br' },
    }),
  },
  {
    id: 'page-search',
    pairedBaseline: true,
    label: 'GET /?q=lager&ort=Västerås rendered on the server (a search, brotli)',
    prepare: (ctx) => ({
      url: `${ctx.serverUrl}/?q=lager&ort=V%C3%A4ster%C3%A5s`,
      headers: { host: 'jobb.localhost', 'accept-encoding': 'br' },
    }),
  },
  {
    id: 'page-detail',
    pairedBaseline: true,
    label: 'GET /{id} rendered on the server (a position, brotli)',
    prepare: (ctx) => ({
      url: `${ctx.serverUrl}/${DEMO_POSITIONS.warehouse.id}`,
      headers: { host: 'jobb.localhost', 'accept-encoding': 'br' },
    }),
  },
  applyScenario(
    'apply-1mb',
    'POST /api/public/positions/apply (1 MB PDF)',
    // Each request parses 1.3 MB of JSON, decodes and checks the file and writes it: CPU-bound.
    json,
    applyBody,
  ),
  {
    id: 'upload-baseline',
    label: 'node:http receiving the same 1 MB form, written to a file (upload baseline)',
    // Sent as the applications are (stamped-load.ts), on as many connections, so both pay the same for
    // their load generator.
    prepare: (ctx) => ({
      url: `${ctx.baselineUrl}/upload`,
      method: 'POST',
      headers: { ...multipart },
      stamped: {
        body: multipartApplyBody(DEMO_POSITIONS.warehouse.id, 'bench-upload@example.se'),
        slots: [],
        width: 9,
      },
    }),
  },
  applyScenario(
    'apply-1mb-multipart',
    'POST /api/public/positions/apply (1 MB PDF as a multipart part, as the career site sends it)',
    multipart,
    multipartApplyBody,
  ),
  ...applicantScenarios,
  // After the applicant scenarios: the invitations go to their applicants, whose lists would show them.
  ...interviewScenarios,
  ...jobAlertScenarios,
  ...reportScenarios,
  {
    id: 'banner-upload',
    label: 'create_Banner, a 2400x800 JPEG (checked, re-encoded, thumbnail)',
    maxConnections: 2,
    prepare: async (ctx) => {
      const token = await ctx.login(DEMO_USERS.writer);
      const picture = await sharp({
        create: { width: 2400, height: 800, channels: 3, background: '#2563eb' },
      })
        .composite([{ input: Buffer.from(NOISE_SVG), top: 0, left: 0 }])
        .jpeg({ quality: 90 })
        .toBuffer();
      const data = picture.toString('base64');
      // Distinct names, each numbered again (-2, -3 …) as it repeats: never two uploads of one name at once.
      return {
        url: ctx.serverUrl,
        requests: Array.from({ length: 40 }, (_, i) => ({
          method: 'POST' as const,
          path: '/api/dispatcher',
          headers: { ...json, authorization: `Bearer ${token}` },
          body: JSON.stringify({
            action: 'create_Banner',
            data: {
              containerId: DEMO_CONTAINERS.demo.id,
              name: `bench-${i}.jpg`,
              contentType: 'image/jpeg',
              data,
            },
          }),
        })),
      };
    },
  },
];

export { DEMO_PASSWORD, DEMO_USERS };
export type { BenchContext, LoadSpec, Scenario } from './scenario.ts';
