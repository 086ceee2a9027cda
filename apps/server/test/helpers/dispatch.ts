import type { FastifyInstance } from 'fastify';
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

export interface Acting {
  dispatch<N extends ActionName>(action: N, data: ActionInput<N>): Promise<Dispatched<N>>;
}

/** `t.as(caller).dispatch(name, data)`: one action as one caller, its output typed (no `any` bodies). */
export function actingAs(app: FastifyInstance, db: Db, tokens: TokenService, caller: Caller): Acting {
  let token: Promise<string | undefined> | undefined;
  const tokenOf = () =>
    (token ??= typeof caller === 'object' ? tokenFor(db, tokens, caller.id) : Promise.resolve(caller));
  return {
    async dispatch(action, data) {
      const bearer = await tokenOf();
      const raw = await app.inject({
        method: 'POST',
        url: '/api/dispatcher',
        payload: { action, data },
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
      const body = raw.json<{ data?: never; error?: Dispatched<typeof action>['error'] }>();
      return { status: raw.statusCode, data: body.data as never, error: body.error };
    },
  };
}
