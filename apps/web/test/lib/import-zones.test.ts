import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });

/** The zone rule's messages for `code` as if it were the file at `file` (relative to the repository). */
async function zoneErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'rekry-web/feature-zones')
    .map((message) => message.message);
}

const sample = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;

describe('import zones between feature folders', () => {
  it('forbids a deep import of another feature', async () => {
    const errors = await zoneErrors(
      sample('../applicants/applicants-section.tsx'),
      'apps/web/src/features/positions/zone-sample.ts',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("reaches into feature 'applicants'");
  });

  it('forbids it from a sub-folder and for dynamic imports and re-exports too', async () => {
    const file = 'apps/web/src/features/applicants/files/zone-sample.ts';
    expect(await zoneErrors(sample('../../positions/api.ts'), file)).toHaveLength(1);
    expect(await zoneErrors("export const p = import('../../users/api.ts');\n", file)).toHaveLength(1);
    expect(await zoneErrors("export { x } from '../../users/api.ts';\n", file)).toHaveLength(1);
  });

  it("allows another feature's index.ts, the own feature, shared folders and the app", async () => {
    const file = 'apps/web/src/features/positions/zone-sample.ts';
    expect(await zoneErrors(sample('../applicants/index.ts'), file)).toEqual([]);
    expect(await zoneErrors(sample('./api.ts'), file)).toEqual([]);
    expect(await zoneErrors(sample('../../components/ui/button.tsx'), file)).toEqual([]);
    expect(await zoneErrors(sample('../../lib/paths.ts'), file)).toEqual([]);
    expect(
      await zoneErrors(sample('../features/users/users-page.tsx'), 'apps/web/src/app/zone-sample.ts'),
    ).toEqual([]);
    expect(
      await zoneErrors(sample('../pdf-viewer/pdf-loader.ts'), 'apps/web/src/features/applicants/files/s.ts'),
    ).toEqual([]);
  });
});
