import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints code as if it stood in a given package, through the real workspace config.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('dependency direction', () => {
  it.each([
    ['packages/ui/src/X.tsx', "import { request } from '@facet/data';"],
    ['packages/ui/src/X.tsx', "import useSWR from 'swr';"],
    ['packages/ui/src/X.tsx', "import { proxy } from 'valtio';"],
    ['packages/ui/src/X.tsx', "import { useNavigate } from 'react-router-dom';"],
    ['packages/ui/src/components/X/X.tsx', "import { request } from '../../../../data/src/request';"],
    ['packages/data/src/x.ts', "import { Button } from '@facet/ui';"],
    ['packages/data/src/x.ts', "import { buildServer } from '@facet/server';"],
    ['packages/app/src/x.ts', "import { buildServer } from '@facet/server';"],
    ['packages/app/src/x.ts', "import { loadConfig } from '@facet/server/src/config';"],
    ['packages/app/src/x.ts', "import type { PipelineFile } from '@facet/engine';"],
    ['packages/contract/src/x.ts', "import { Button } from '@facet/ui';"],
    ['packages/engine/src/x.ts', "import { buildServer } from '@facet/server';"],
    ['packages/engine/src/x.ts', "import { Button } from '@facet/ui';"],
    ['packages/server/src/x.ts', "import { App } from '@facet/app';"],
    ['packages/server/src/x.ts', "import { request } from '@facet/data';"],
    ['packages/server/src/x.ts', "import { TOOLS } from '../../contract/src/tools';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  it.each([
    ['packages/ui/src/X.tsx', "import type { ToolInfo } from '@facet/contract';"],
    ['packages/ui/src/X.tsx', "import { Button } from 'react-aria-components';"],
    ['packages/data/src/x.ts', "import { THEME_STORAGE_KEY } from '@facet/contract';"],
    ['packages/app/src/x.tsx', "import { Button } from '@facet/ui';\nimport { useTheme } from '@facet/data';"],
    ['packages/server/src/x.ts', "import type { PipelineFile } from '@facet/engine';\nimport { TOOLS } from '@facet/contract';"],
    ['packages/server/src/x.ts', "import { loadConfig } from '../config';"],
    ['packages/engine/src/x.ts', "import { RETOPOLOGY_TARGET } from '@facet/contract';"],
  ])('%s may: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
