import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ActionInput, ActionName, ActionOutput } from '@rekry/domain';
import type { Db } from '../../src/db/client.ts';
import type { TokenService } from '../../src/core/access/tokens.ts';
import { tokenFor } from './factories.ts';

/** The dispatcher's answer, typed from the catalogue: `data` on 200, `error` otherwise. */
export interface Dispatched<N extends ActionName> {
  status: number;
  data: ActionOutput<N>;
  error: { message: string; fields?: Record<string, string> } | undefined;
}

/** A caller: a token, a user (a token is made for them) or nobody. */
export type Caller = string | { id: number } | undefined;

/**
 * An in-process answer: also the reply itself (`raw`), for its headers and for a download (an action
 * declared `download`, as export_Applicants), which answers the file instead of JSON (`data` undefined).
 */
export interface Injected<N extends ActionName> extends Dispatched<N> {
  raw: LightMyRequestResponse;
}

export interface Acting {
  /** One action with input the catalogue's types allow. */
  dispatch<N extends ActionName>(action: N, data: ActionInput<N>): Promise<Injected<N>>;
  /**
   * One action with input its types forbid (a missing field, an unknown one, a wrong type): only for a
   * test of how the server refuses malformed input. Any other call goes through `dispatch`.
   */
  dispatchUnchecked<N extends ActionName>(action: N, data: unknown): Promise<Injected<N>>;
}

/** `t.as(caller).dispatch(name, data)`: one action as one caller, its output typed (no `any` bodies). */
export function actingAs(app: FastifyInstance, db: Db, tokens: TokenService, caller: Caller): Acting {
  let token: Promise<string | undefined> | undefined;
  const tokenOf = () =>
    (token ??= typeof caller === 'object' ? tokenFor(db, tokens, caller.id) : Promise.resolve(caller));
  async function send<N extends ActionName>(action: N, data: unknown): Promise<Injected<N>> {
    const bearer = await tokenOf();
    const raw = await app.inject({
      method: 'POST',
      url: '/api/dispatcher',
      payload: { action, data },
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    // A download answers the file itself: no JSON to read.
    const json = String(raw.headers['content-type'] ?? '').startsWith('application/json');
    const body = json ? raw.json<{ data?: ActionOutput<N>; error?: Dispatched<N>['error'] }>() : {};
    return { status: raw.statusCode, data: body.data as ActionOutput<N>, error: body.error, raw };
  }
  return { dispatch: send, dispatchUnchecked: send };
}
