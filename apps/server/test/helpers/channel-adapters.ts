import { expect } from 'vitest';
import type { JobAdDocument, PublishedAd } from '../../src/platform/channel-adapters/adapter.ts';
import type { BoardPeer } from '../../src/platform/channel-adapters/peers/peer.ts';

/** The ad a board's peer holds under the id the board gave it. */
export const heldAd = (peer: BoardPeer, externalId: string) =>
  peer.ads().find((a) => a.externalId === externalId);

/** The ad a publish left at the board: published, under its reference, by the document's transaction. */
export function expectPublishedAd(
  peer: BoardPeer,
  published: PublishedAd,
  ad: JobAdDocument,
  reference: string,
) {
  const held = heldAd(peer, published.externalId);
  expect(held).toMatchObject({ reference, state: 'published', transactionId: ad.transactionId });
  return held!;
}

/** The error an adapter's call failed with, checked to be of the kind the test expects (refused, unavailable). */
export async function failureOf<E extends Error>(
  promise: Promise<unknown>,
  kind: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}
