// The layer rules of the engineering guide are lint rules; this checks the rules themselves,
// so a config change that silently allowed a wrong import would fail here.
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../test-support/reference-files';

// The probes are text, not files of the project: the type-aware rule (no-deprecated) is off,
// so the parser does not look for them in a TypeScript project.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } }, rules: { '@typescript-eslint/no-deprecated': 'off' } },
});

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  // A probe that could not be parsed would pass every "no error" check: fail it instead.
  expect(result!.messages.filter((m) => m.fatal === true).map((m) => m.message), file).toEqual([]);
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

  it('layers shared/: the words and collections below the check, the check below what a send would change, the IPC contract on top', async () => {
    // What each folder imports today, and the layers below it.
    expect(await importErrors('shared/validation/probe.ts', probe('../collections/key-table', '../payload/payload-schema', '../messages/text', '../report/report'))).toEqual([]);
    expect(await importErrors('shared/changes/probe.ts', probe('../collections/columns', '../validation/validate-bytes', '../report/report'))).toEqual([]);
    expect(await importErrors('shared/report/probe.ts', probe('../messages/format'))).toEqual([]);
    // A ruleset is below the check that applies it, above the codes it names.
    expect(await importErrors('shared/rules/probe.ts', probe('../report/finding-codes', '../payload/currencies', '../json/json-pointer', 're2js'))).toEqual([]);
    expect(await importErrors('shared/validation/probe.ts', probe('../rules/effective-rules'))).toEqual([]);
    expect(await importErrors('shared/rules/probe.ts', probe('../validation/strict-json'))).not.toEqual([]);
    expect(await importErrors('shared/report/probe.ts', probe('../rules/ruleset-format'))).not.toEqual([]);
    expect(await importErrors('shared/targets/probe.ts', probe('../messages/catalogue'))).toEqual([]);
    expect(await importErrors('shared/sending/probe.ts', probe('../changes/changes', '../messages/text'))).toEqual([]);
    expect(await importErrors('shared/ipc/probe.ts', probe('../messages/locale', '../report/report', '../changes/digest', '../validation/validate-bytes', '../targets/endpoint', '../sending/outcomes'))).toEqual([]);
    // The vocabulary of outcomes sits below the contract and above what a send would change.
    expect(await importErrors('shared/sending/probe.ts', probe('../ipc/contract'))).not.toEqual([]);
    expect(await importErrors('shared/changes/probe.ts', probe('../sending/outcomes'))).not.toEqual([]);
    // The fix plan stands on the check, and knows nothing of what a send would change; the contract may show it.
    expect(await importErrors('shared/fixes/probe.ts', probe('../validation/record-checks', '../payload/currencies', '../report/finding-codes', '../messages/text'))).toEqual([]);
    for (const bad of ['../changes/digest', '../ipc/contract']) {
      expect(await importErrors('shared/fixes/probe.ts', probe(bad)), `fixes → ${bad}`).not.toEqual([]);
    }
    expect(await importErrors('shared/ipc/probe.ts', probe('../fixes/fix-plan'))).toEqual([]);
    // The check never reaches up to the fix plan, to what a send would change (the digest collector is passed in), nor to the contract.
    for (const bad of ['../fixes/fix-kinds', '../changes/collect-digest', '../changes/digest', '../ipc/contract']) {
      expect(await importErrors('shared/validation/probe.ts', probe(bad)), `validation → ${bad}`).not.toEqual([]);
    }
    // The leaves know no other folder, and nothing below them.
    for (const leaf of ['messages', 'json', 'collections', 'payload', 'progress']) {
      for (const bad of ['../report/report', '../validation/validate-bytes', '../changes/digest', '../ipc/contract']) {
        expect(await importErrors(`shared/${leaf}/probe.ts`, probe(bad)), `${leaf} → ${bad}`).not.toEqual([]);
      }
    }
    expect(await importErrors('shared/collections/probe.ts', probe('../json/format-json'))).not.toEqual([]);
    expect(await importErrors('shared/messages/probe.ts', probe('../payload/payload-schema'))).not.toEqual([]);
    // A row's folders never import each other; deeper files and paths through shared/ are caught the same way.
    expect(await importErrors('shared/report/probe.ts', probe('../targets/endpoint'))).not.toEqual([]);
    expect(await importErrors('shared/targets/probe.ts', probe('../report/report'))).not.toEqual([]);
    expect(await importErrors('shared/messages/en/probe.ts', probe('../../report/report'))).not.toEqual([]);
    expect(await importErrors('shared/changes/probe.ts', probe('../../shared/ipc/contract'))).not.toEqual([]);
    // The layer rule keeps shared/'s purity: a folder still may not reach outside shared/.
    expect(await importErrors('shared/ipc/probe.ts', probe('node:fs'))).not.toEqual([]);
    expect(await importErrors('shared/changes/probe.ts', probe('../../electron/digest/digest-file'))).not.toEqual([]);
  });

  it('has a layer rule for every folder in shared/ (a new folder must be placed in the table)', async () => {
    const folders = readdirSync(path.join(repoRoot, 'shared'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    // The IPC contract is the top layer: no other folder may import it.
    for (const folder of folders.filter((f) => f !== 'ipc')) {
      expect(await importErrors(`shared/${folder}/probe.ts`, probe('../ipc/contract')), folder).not.toEqual([]);
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

  it('keeps the HTTP client, the keychain and the other low layers unaware of the CLI and the app', async () => {
    for (const low of ['net', 'keychain', 'history', 'settings', 'data-dir', 'files', 'validation-worker', 'digest', 'fixes']) {
      for (const bad of ['../cli/exit-codes', '../app/create-app', '../main/desktop', '../preload/preload', '../send/send-file']) {
        expect(await importErrors(`electron/${low}/probe.ts`, probe(bad)), `${low} → ${bad}`).not.toEqual([]);
      }
    }
    expect(await importErrors('electron/net/probe.ts', probe('../keychain/token-store', '../history/append-history'))).toEqual([]);
    // Deeper files and paths through electron/ are caught the same way.
    expect(await importErrors('electron/net/deep/probe.ts', probe('../../cli/exit-codes'))).not.toEqual([]);
    expect(await importErrors('electron/keychain/probe.ts', probe('../../electron/cli/cli-io'))).not.toEqual([]);
  });

  it('puts the one send path below the CLI and the app, and above the low layers', async () => {
    expect(await importErrors('electron/send/probe.ts', probe('../net/import-client', '../history/append-history', '../digest/changes-at'))).toEqual([]);
    for (const bad of ['../cli/exit-codes', '../app/send-handler', '../main/desktop']) {
      expect(await importErrors('electron/send/probe.ts', probe(bad)), bad).not.toEqual([]);
    }
    expect(await importErrors('electron/cli/commands/probe.ts', probe('../../send/send-file'))).toEqual([]);
    expect(await importErrors('electron/app/probe.ts', probe('../send/send-file'))).toEqual([]);
  });

  it('keeps the CLI and the app apart, and lets the glue in main use both', async () => {
    expect(await importErrors('electron/cli/probe.ts', probe('../app/create-app'))).not.toEqual([]);
    expect(await importErrors('electron/cli/commands/probe.ts', probe('../../main/desktop'))).not.toEqual([]);
    expect(await importErrors('electron/app/probe.ts', probe('../cli/exit-codes'))).not.toEqual([]);
    expect(await importErrors('electron/cli/probe.ts', probe('../net/import-client', '../keychain/token-store'))).toEqual([]);
    expect(await importErrors('electron/app/probe.ts', probe('../net/import-client', '../validation-worker/start-worker'))).toEqual([]);
    expect(await importErrors('electron/main/probe.ts', probe('../app/create-app', '../cli/run-cli-process', 'electron'))).toEqual([]);
    expect(await importErrors('electron/preload/probe.ts', probe('../app/create-app'))).not.toEqual([]);
    expect(await importErrors('electron/preload/probe.ts', probe('electron', '../../shared/ipc/names'))).toEqual([]);
  });

  it('keeps test code out of the product: nothing outside tests imports e2e/', async () => {
    expect(await importErrors('electron/app/probe.ts', probe('../../test-support/paths'))).not.toEqual([]);
    expect(await importErrors('electron/main/probe.ts', probe('../../test-support/electron-double/electron-double'))).not.toEqual([]);
    expect(await importErrors('shared/validation/probe.ts', probe('../../test-support/validation-helpers'))).not.toEqual([]);
    expect(await importErrors('renderer/probe.ts', probe('../test-support/paths'))).not.toEqual([]);
    expect(await importErrors('electron/main/probe.test.ts', probe('../../test-support/electron-double/desktop-run'))).toEqual([]);
  });

  it('has a layer rule for every folder in electron/ (a new folder must be placed in the table)', async () => {
    const folders = readdirSync(path.join(repoRoot, 'electron'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    for (const folder of folders) {
      // Only main may import the glue; main itself may not import the preload.
      const bad = folder === 'main' ? '../preload/preload' : '../main/desktop';
      expect(await importErrors(`electron/${folder}/probe.ts`, probe(bad)), folder).not.toEqual([]);
    }
  });
});
