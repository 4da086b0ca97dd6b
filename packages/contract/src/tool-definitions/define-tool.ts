/**
 * A tool, declared once: its page slug and session type, the name and summary a person reads, its
 * prices and the flags that open it, what its input holds (every option with its limits and default),
 * and, once it runs, what its report says and how its outputs are named. The server validates, gates
 * and charges from it, the engine takes its defaults and limits from it, and the browser's pages,
 * lists and options panels read it, so the layers cannot disagree. A tool still `coming` declares
 * only what its page, the price list and a start need; it becomes `runnable` with its pipeline.
 */
import type { z } from 'zod';
import type { AssetType } from '../assets';
import type { MonetizationFlag } from '../tiers';

/** A whole-number option: what a slider or field may offer, and what the server accepts. */
export interface IntegerOption {
  min: number;
  max: number;
  step: number;
}

/** An asset a tool reads beside its input asset. */
export interface ToolReference {
  key: string;
  types: readonly AssetType[];
  label: string;
  /**
   * Where the input holds it when not at `key`: a place in a list (multiview's side and back
   * pictures, after the front in `images`). The engine gets it by `key` all the same.
   */
  at?: { list: string; index: number };
}

/** Whether a tool runs: `coming` tools have a page that says so, a price and flags, and their starts answer 501. */
export type ToolStatus = 'runnable' | 'coming';
/** How a tool's price reads: `from` when modes cost more, `per-message` for chat tools. */
export type ToolPricing = 'per-run' | 'from' | 'per-message';

type InputSchemaBase = z.ZodType<Record<string, unknown>>;

/** What every tool declares, whether it runs yet or not. */
export interface ToolBasics<
  Id extends string = string,
  Type extends string = string,
  InputSchema extends InputSchemaBase = InputSchemaBase,
  Costs extends Readonly<Record<string, number>> = Readonly<Record<string, number>>,
> {
  /**
   * The tool's page slug: its route under /dashboard/asset/tool, and (as `upgradeSource`) what its
   * pages send to /pricing as `upgrade_source`.
   */
  id: Id;
  status: ToolStatus;
  /** The session type a start creates (SPEC.md section 3). */
  sessionType: Type;
  /** The name a person sees. */
  name: string;
  /** One sentence on what the tool does to an asset. */
  summary: string;
  /** Its prices in credits (PRODUCT.md, Tool costs), by mode or by what is charged. */
  costs: Costs;
  pricing: ToolPricing;
  /** What `input` must hold; every option has a default, so only the input asset is needed. */
  input: InputSchema;
  /** Credits one start with this input costs. */
  cost(input: z.output<InputSchema>): number;
  /** The flags of which the caller needs one for this input; empty when open to every plan. */
  flags(input: z.output<InputSchema>): readonly MonetizationFlag[];
  /** The flags of which one opens the tool's page (any of its modes); empty when open to all. */
  pageFlags: readonly MonetizationFlag[];
  /** Blocked on narrow screens (SPEC.md section 5). */
  desktopOnly?: boolean;
  /** The `upgrade_source` the tool's gate and its locked options send to /pricing: the page slug. */
  upgradeSource: Id;
}

/** A tool that runs: a pipeline in the engine and an entry in the server's tool pipelines. */
export interface ToolDefinitionOf<
  Id extends string = string,
  Type extends string = string,
  InputSchema extends InputSchemaBase = InputSchemaBase,
  ReportSchema extends z.ZodType = z.ZodType,
  Costs extends Readonly<Record<string, number>> = Readonly<Record<string, number>>,
> extends ToolBasics<Id, Type, InputSchema, Costs> {
  status: 'runnable';
  /** The key of `input` that holds the asset the tool runs on, and the asset types it takes. */
  inputAsset: string;
  inputTypes: readonly AssetType[];
  /**
   * Other assets the input may name (a reference image): the key of `input`, the types it takes and
   * what a person calls it. Each is checked to be the caller's and of its types before a start.
   */
  references?: readonly ToolReference[];
  /** The key of the session's `output` that lists the assets a run made (SPEC.md section 3). */
  sessionOutput: string;
  /**
   * What the input asset itself rules out before anything is charged (a target above the mesh's own
   * triangles): the field and the message, or undefined when the input fits.
   */
  checkAgainstAsset?(input: z.output<InputSchema>, asset: { name: string; data: Record<string, unknown> }): { field: string; message: string } | undefined;
  /** What the engine reports when a run succeeds. */
  report: ReportSchema;
  /** The name of the `index`-th output asset, made from the input asset's name. */
  outputName(sourceName: string, index: number, report: z.output<ReportSchema>): string;
}

/** A tool that does not run yet: a start is priced and gated as it will be, and answers 501. */
export interface ComingToolOf<
  Id extends string = string,
  Type extends string = string,
  InputSchema extends InputSchemaBase = InputSchemaBase,
  Costs extends Readonly<Record<string, number>> = Readonly<Record<string, number>>,
> extends ToolBasics<Id, Type, InputSchema, Costs> {
  status: 'coming';
}

/** The cheapest of a tool's prices: what its list shows, and what a start costs unless `cost` says otherwise. */
export const cheapestCost = (costs: Readonly<Record<string, number>>): number => Math.min(...Object.values(costs));

/** Keeps the literal types of a runnable tool's definition while checking it; without `cost`, a start costs the cheapest price. */
export const defineTool = <
  Id extends string,
  Type extends string,
  InputSchema extends InputSchemaBase,
  ReportSchema extends z.ZodType,
  Costs extends Readonly<Record<string, number>>,
>(
  definition: Omit<ToolDefinitionOf<Id, Type, InputSchema, ReportSchema, Costs>, 'status' | 'upgradeSource' | 'cost'> &
    Partial<Pick<ToolDefinitionOf<Id, Type, InputSchema, ReportSchema, Costs>, 'cost'>>,
): ToolDefinitionOf<Id, Type, InputSchema, ReportSchema, Costs> => ({
  cost: () => cheapestCost(definition.costs),
  ...definition,
  status: 'runnable',
  upgradeSource: definition.id,
});

/** Keeps the literal types of a coming tool's definition: a start costs the cheapest price and needs a flag that opens the page. */
export const defineComingTool = <Id extends string, Type extends string, InputSchema extends InputSchemaBase, Costs extends Readonly<Record<string, number>>>(
  definition: Omit<ComingToolOf<Id, Type, InputSchema, Costs>, 'status' | 'upgradeSource' | 'cost' | 'flags'>,
): ComingToolOf<Id, Type, InputSchema, Costs> => ({
  ...definition,
  status: 'coming',
  upgradeSource: definition.id,
  cost: () => cheapestCost(definition.costs),
  flags: () => definition.pageFlags,
});

/** The input a definition's schema gives, defaults filled in. */
export type ToolInput<Definition extends ToolDefinitionOf> = z.output<Definition['input']>;
/** The report a definition's engine writes. */
export type ToolReport<Definition extends ToolDefinitionOf> = z.output<Definition['report']>;

/** The reference assets an input names, as key and id (those it leaves out are skipped). */
export function referenceAssetIds(definition: Pick<ToolDefinitionOf, 'references'>, input: Record<string, unknown>): { reference: ToolReference; id: string }[] {
  return (definition.references ?? []).flatMap((reference) => {
    const list = reference.at ? input[reference.at.list] : undefined;
    const id = reference.at ? (Array.isArray(list) ? list[reference.at.index] : undefined) : input[reference.key];
    return typeof id === 'string' ? [{ reference, id }] : [];
  });
}

/** The id of the asset a tool runs on, as its input names it: the first of a list (multiview's front picture). */
export function inputAssetId(definition: Pick<ToolDefinitionOf, 'inputAsset'>, input: Record<string, unknown>): string {
  const value = input[definition.inputAsset];
  return String(Array.isArray(value) ? value[0] : value);
}

/**
 * The input a start sends, from the input asset and the page's options: the asset under its key, or,
 * when its key holds a list (multiview's `images`), first in the list, with the references placed
 * `at` the list taken from the options' keys of the same names.
 */
export function assembleInput(definition: Pick<ToolDefinitionOf, 'inputAsset' | 'references'>, assetId: string, options: Record<string, unknown>): Record<string, unknown> {
  const listed = (definition.references ?? []).filter((reference) => reference.at?.list === definition.inputAsset);
  if (listed.length === 0) return { ...options, [definition.inputAsset]: assetId };
  const rest = { ...options };
  const list: unknown[] = [assetId];
  for (const reference of listed) {
    list[reference.at!.index] = rest[reference.key];
    delete rest[reference.key];
  }
  return { ...rest, [definition.inputAsset]: list };
}

/** The options of an input as a page holds them: without the input asset, and the references of a list under their own keys. */
export function optionsOfInput(definition: Pick<ToolDefinitionOf, 'inputAsset' | 'references'>, input: Record<string, unknown>): Record<string, unknown> {
  const { [definition.inputAsset]: _asset, ...options } = input;
  for (const reference of definition.references ?? []) {
    const list = reference.at ? input[reference.at.list] : undefined;
    if (reference.at && Array.isArray(list)) options[reference.key] = list[reference.at.index];
  }
  return options;
}
