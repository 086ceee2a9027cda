import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';

const eslint = new ESLint({ cwd: repoRoot });

/** The floors rule's messages for `code` as if it were the file at `file` (relative to the repository). */
async function floorErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'rekry-server/floors')
    .map((message) => message.message);
}

const sample = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;
const area = 'apps/server/src/areas/positions/floor-sample.ts';

describe("the server's floors (rekry-server/floors)", () => {
  it('forbids a deep import of another area, also as a re-export or a dynamic import', async () => {
    const errors = await floorErrors(sample('../gdpr/personal-data.ts'), area);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("reaches into area 'gdpr'");
    expect(await floorErrors("export { x } from '../gdpr/retention.ts';\n", area)).toHaveLength(1);
    expect(await floorErrors("export const p = import('../chat/conversations.ts');\n", area)).toHaveLength(1);
  });

  it('forbids climbing: the platform into an area, an area into the composition, the ground into the platform', async () => {
    const platform = await floorErrors(
      sample('../areas/careers/public-site.ts'),
      'apps/server/src/platform/s.ts',
    );
    expect(platform).toHaveLength(1);
    expect(platform[0]).toContain('climbs from the platform floor to the areas floor');
    expect(await floorErrors(sample('../../composition/services.ts'), area)).toHaveLength(1);
    expect(await floorErrors(sample('../areas/files/routes.ts'), 'apps/server/src/http/s.ts')).toHaveLength(
      1,
    );
    expect(await floorErrors(sample('../platform/storage.ts'), 'apps/server/src/db/s.ts')).toHaveLength(1);
  });

  it("allows another area's index.ts, the own area, the floors below, and the composition's reach into areas", async () => {
    expect(await floorErrors(sample('../gdpr/index.ts'), area)).toEqual([]);
    expect(await floorErrors(sample('./queries.ts'), area)).toEqual([]);
    expect(await floorErrors(sample('../../platform/storage.ts'), area)).toEqual([]);
    expect(await floorErrors(sample('../../http/rate-limit.ts'), area)).toEqual([]);
    expect(await floorErrors(sample('../../db/schema.ts'), area)).toEqual([]);
    expect(
      await floorErrors(sample('../areas/gdpr/retention.ts'), 'apps/server/src/composition/s.ts'),
    ).toEqual([]);
    expect(await floorErrors(sample('../areas/careers/public-site.ts'), 'apps/server/src/demo/s.ts')).toEqual(
      [],
    );
  });
});
