import { type ToolId, toolInfoOf } from '@facet/contract';
import { ToolGate } from '@facet/ui';
import { paths } from '../../auth/paths';

/** A tool whose engine is not built yet: it says so plainly, with no price and nothing to run or buy. */
export function ComingSoonToolRoute({ tool }: { tool: ToolId }) {
  const info = toolInfoOf(tool);
  return <ToolGate state="coming" tool={info} toolsHref={paths.home} />;
}
