/**
 * A tool, declared once: what its input holds (every option with its limits and default), what a
 * start costs and which flags it needs, what its report says and how its outputs are named. The
 * server validates, gates and charges from it, the engine takes its defaults and limits from it, and
 * the browser's options panel gets its ranges from it, so the layers cannot disagree.
 */
import type { z } from 'zod';
import type { AssetType } from '../assets';
import type { MonetizationFlag } from '../tiers';
import type { ToolId } from '../tools';

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
}

export interface ToolDefinition<
  Type extends string = string,
  InputSchema extends z.ZodType<Record<string, unknown>> = z.ZodType<Record<string, unknown>>,
  ReportSchema extends z.ZodType = z.ZodType,
> {
  /** The tool's id, also its route under /dashboard/asset/tool. */
  id: ToolId;
  /** The session type a start creates. */
  sessionType: Type;
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
  /** What `input` must hold; every option has a default, so only the input asset is needed. */
  input: InputSchema;
  /** Credits one start with this input costs (PRODUCT.md, Tool costs). */
  cost(input: z.output<InputSchema>): number;
  /** The flags of which the caller needs one for this input; empty when open to every plan. */
  flags(input: z.output<InputSchema>): readonly MonetizationFlag[];
  /** The flags of which one opens the tool's page (any of its modes); empty when open to all. */
  pageFlags: readonly MonetizationFlag[];
  /** What the engine reports when a run succeeds. */
  report: ReportSchema;
  /** The name of the `index`-th output asset, made from the input asset's name. */
  outputName(sourceName: string, index: number, report: z.output<ReportSchema>): string;
}

/** Keeps the literal types of a definition while checking it against ToolDefinition. */
export const defineTool = <
  Type extends string,
  InputSchema extends z.ZodType<Record<string, unknown>>,
  ReportSchema extends z.ZodType,
>(
  definition: ToolDefinition<Type, InputSchema, ReportSchema>,
) => definition;

/** The input a definition's schema gives, defaults filled in. */
export type ToolInput<Definition extends ToolDefinition> = z.output<Definition['input']>;
/** The report a definition's engine writes. */
export type ToolReport<Definition extends ToolDefinition> = z.output<Definition['report']>;

/** The reference assets an input names, as key and id (those it leaves out are skipped). */
export function referenceAssetIds(definition: Pick<ToolDefinition, 'references'>, input: Record<string, unknown>): { reference: ToolReference; id: string }[] {
  return (definition.references ?? []).flatMap((reference) => {
    const id = input[reference.key];
    return typeof id === 'string' ? [{ reference, id }] : [];
  });
}

/** The id of the asset a tool runs on, as its input names it. */
export function inputAssetId(definition: Pick<ToolDefinition, 'inputAsset'>, input: Record<string, unknown>): string {
  return String(input[definition.inputAsset]);
}
