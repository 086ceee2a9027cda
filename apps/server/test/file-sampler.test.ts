/** The streamed upload's look at its bytes: size, first bytes, and whether it is UTF-8 text. */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { FileSampler, incompleteUtf8Tail } from '../src/platform/file-sampler.ts';

/** Streams `chunks` through a sampler, as busboy hands a part over: in pieces cut anywhere. */
async function sampled(chunks: Buffer[]) {
  const sampler = new FileSampler();
  const passed: Buffer[] = [];
  await pipeline(
    Readable.from(chunks),
    sampler,
    new Writable({
      write(chunk: Buffer, _enc, done) {
        passed.push(chunk);
        done();
      },
    }),
  );
  return { sampler, passed: Buffer.concat(passed) };
}

/** Every way of cutting `bytes` in two. */
const cuts = (bytes: Buffer) =>
  Array.from({ length: bytes.length + 1 }, (_, i) => [bytes.subarray(0, i), bytes.subarray(i)]);

describe('FileSampler', () => {
  it('takes Swedish text as text wherever a character is cut between chunks, passing every byte on', async () => {
    const text = Buffer.from('Kära rekryterare, här är mitt CV 😀 – Åsa Öberg\n');
    for (const chunks of cuts(text)) {
      const { sampler, passed } = await sampled(chunks);
      expect(sampler.plainText, chunks[0]!.length.toString()).toBe(true);
      expect(passed.equals(text)).toBe(true);
      expect(sampler.size).toBe(text.length);
    }
  });

  it('is not text with a NUL, a byte that is no UTF-8, or a character the file ends in the middle of', async () => {
    const cases = [
      Buffer.from('abc\0def'),
      Buffer.from([0x61, 0xff, 0x62]),
      Buffer.from([0x61, 0xc3]), // the first byte of 'ä', and then the end
      Buffer.from([0xed, 0xa0, 0x80]), // a UTF-16 surrogate written as UTF-8
      Buffer.concat([Buffer.from('%PDF-1.7\n%'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3])]),
    ];
    for (const bytes of cases) {
      for (const chunks of cuts(bytes)) {
        expect((await sampled(chunks)).sampler.plainText, bytes.toString('hex')).toBe(false);
      }
    }
  });

  it('knows how much of a chunk is a character still to be completed', () => {
    expect(incompleteUtf8Tail(Buffer.from('abc'))).toBe(0);
    expect(incompleteUtf8Tail(Buffer.from('aä'))).toBe(0);
    expect(incompleteUtf8Tail(Buffer.from('aä').subarray(0, 2))).toBe(1);
    expect(incompleteUtf8Tail(Buffer.from('a😀').subarray(0, 4))).toBe(3);
    expect(incompleteUtf8Tail(Buffer.from('😀'))).toBe(0);
  });
});
