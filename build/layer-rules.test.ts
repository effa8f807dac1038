// The layer rules of the engineering guide are lint rules; this checks the rules themselves,
// so a config change that silently allowed a wrong import would fail here.
import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../e2e/support/reference-files';

const eslint = new ESLint({ cwd: repoRoot });

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const probe = (...specifiers: string[]) => specifiers.map((s, i) => `import x${i} from '${s}';\nexport const y${i} = x${i};\n`).join('');

describe('layer rules', () => {
  it('keeps shared/ pure: zod and itself only', async () => {
    expect(await importErrors('shared/validation/probe.ts', probe('zod', './decode-bytes', '../report/report'))).toEqual([]);
    for (const bad of ['node:fs', 'fs', 'react', 'electron', '../../electron/cli/exit-codes', '../../renderer/app']) {
      expect(await importErrors('shared/validation/probe.ts', probe(bad)), bad).not.toEqual([]);
    }
  });

  it('keeps electron and Node out of the renderer', async () => {
    expect(await importErrors('renderer/probe.ts', probe('react', '../shared/report/report'))).toEqual([]);
    for (const bad of ['electron', 'node:path', 'fs', '../electron/cli/exit-codes']) {
      expect(await importErrors('renderer/probe.ts', probe(bad)), bad).not.toEqual([]);
    }
  });

  it('lets only the glue in electron/main and electron/preload import electron', async () => {
    expect(await importErrors('electron/main/probe.ts', probe('electron'))).toEqual([]);
    expect(await importErrors('electron/preload/probe.ts', probe('electron'))).toEqual([]);
    expect(await importErrors('electron/net/probe.ts', probe('electron'))).not.toEqual([]);
    expect(await importErrors('electron/net/probe.ts', probe('react'))).not.toEqual([]);
    expect(await importErrors('electron/net/probe.ts', probe('node:https', '../../shared/targets/endpoint'))).toEqual([]);
  });
});
