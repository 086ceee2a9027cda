import type { z } from 'zod';
import { positiveId } from '../ids.ts';
import type { Role } from '../permissions.ts';

/**
 * Access scopes:
 * - `self`: acts only on the caller's own account; any signed-in user.
 * - `container`: input carries `containerId`; the caller needs at least `role` in that company
 *   (a superuser passes every company). Handlers scope every query by that id.
 * - `position`: input carries `containerId` and `positionId`; the caller must be a member of the company
 *   (reader at least), the position must belong to it (else 404), and `role` is the right needed on the
 *   position itself (hasPositionRight: container admins always; otherwise the position permission).
 *   `reader` on a position means any member of its company (docs/decisions.md: who sees positions).
 * - `application`: as `position`, and the input's `applicantId` (or `applicationId`) must be an
 *   application to that position (else 404 'Ansökan finns inte'). The dispatcher resolves both once and
 *   hands them to the handler.
 * - `conversation`: input carries `containerId` and `applicationId` (no position: a conversation is
 *   reached by its application alone, /admin/chat/{id}). The caller must be a member of the company, the
 *   application must be the company's (else 404 'Ansökan finns inte'), and `role` is the right needed on
 *   the application's position, as for `position`. The context gets the position and the application.
 * - `platform`: the whole platform; superuser only.
 *
 * Room for the next ownership scope (`person`): it names the thing the input points at, the dispatcher
 * resolves it once (404 when it is not the company's) and puts it in the context.
 */
export type Scope = 'self' | 'container' | 'position' | 'application' | 'conversation' | 'platform';
export interface Access {
  role: Role;
  scope: Scope;
  /**
   * Only for a candidate: staff (a superuser or a member of any company) get 403. Used where
   * the candidate's pages act on the account itself (deleting it belongs to the company's administrator).
   * `staff`: the reverse (a superuser or a member of some company; a candidate's account gets 403), for
   * platform-wide reading such as news.
   */
  shell?: 'candidate' | 'staff';
}

export interface ActionDefinition<I extends z.ZodType = z.ZodType, O = unknown, S extends Scope = Scope> {
  input: I;
  /** The scope is kept literal so the server types each handler's context by it. */
  access: { role: Role; scope: S; shell?: 'candidate' | 'staff' };
  /** Mutations run in one transaction. */
  mutation: boolean;
  /**
   * The answer is a file (FileDownload), streamed as the response's body instead of JSON; the web client
   * saves it with `downloadAction`.
   */
  download?: true;
  /** Caches the action makes stale: 'public' = the career site's cached pages (cleared after commit). */
  invalidates?: 'public';
  /**
   * Input fields that may come as URL query parameters (SPEC §7: POST /api/dispatcher?filter={text}): the
   * dispatcher puts them into the input before validating it, and the web client sends them there.
   */
  urlParams?: readonly string[];
  description: string;
  /** Phantom: carries the output type for the typed client. */
  output?: O;
}

/** Declares one catalogue entry; `O` is the handler's output type. */
export function action<O>() {
  return <I extends z.ZodType, S extends Scope>(
    def: Omit<ActionDefinition<I, O, S>, 'output'>,
  ): ActionDefinition<I, O, S> => def;
}

/** The actions of one area (one file under actions/), merged in catalogue.ts. */
export type ActionArea = Record<string, ActionDefinition>;

/** The input field that names the application of an `application`-scope action. */
export const APPLICATION_INPUT = 'applicantId';
/** The input field that names the application of a `conversation`-scope action. */
export const CONVERSATION_INPUT = 'applicationId';

export const containerId = positiveId('Ogiltigt företags-id');
export const positionId = positiveId('Ogiltigt tjänste-id');
export const userId = positiveId('Ogiltigt användar-id');
