/** The tools of the workspace as lists and people read them, made from their definitions (tool-definitions). */
import { cheapestCost, toolCatalogue, type ToolId, type ToolPricing } from './tool-definitions';

export interface ToolInfo {
  id: ToolId;
  /** The name a person sees. */
  name: string;
  /** One sentence on what the tool does to an asset. */
  summary: string;
  /** Credits per run; where a tool has modes, the cheapest. */
  credits: number;
  /** How `credits` is counted: `from` when modes cost more, `per-message` for chat tools. */
  pricing: ToolPricing;
}

/** What the tool lists, pricing and gates show of each tool. */
export const TOOLS: readonly ToolInfo[] = toolCatalogue.map(({ id, name, summary, costs, pricing }) => ({ id, name, summary, credits: cheapestCost(costs), pricing }));

/** What the lists show of one tool. */
export function toolInfoOf(tool: ToolId): ToolInfo {
  return TOOLS.find((info) => info.id === tool)!;
}

/** The run button's words for a tool, its name inside a sentence: `Run retopology`, `Run 3D printing`. */
export function runLabelOf(tool: Pick<ToolInfo, 'name'>): string {
  // An acronym or a number at the start keeps its capitals; a plain word is lowered.
  const inSentence = /^[A-Z][a-z]/.test(tool.name) ? tool.name[0]!.toLowerCase() + tool.name.slice(1) : tool.name;
  return `Run ${inSentence}`;
}
