/**
 * Segmentation speed on a ~360k-triangle bumpy sphere at each granularity: the whole pipeline and
 * its stage of closing the cuts (the caps over each part's rims), with the caps' triangle count and
 * how many parts came out closed.
 * One run per granularity after a warm-up. Run with `pnpm bench segmentation`.
 */
import { NodeIO } from '@gltf-transform/core';
import { segmentationGranularities } from '@facet/contract';
import { segmentation } from '../src/index';
import { texturedSphereDocument } from '../test/meshes';

const glb = await new NodeIO().writeBinary(await texturedSphereDocument(300, 600));
await segmentation(glb, { granularity: 'simple' });

for (const granularity of segmentationGranularities) {
  const stages: [string, number][] = [];
  const started = performance.now();
  const { report } = await segmentation(glb, { granularity }, (_, stage) => stages.push([stage, performance.now() - started]));
  const total = performance.now() - started;
  const closing = stages.find(([stage]) => stage === 'Closing cuts')![1];
  const written = stages.find(([stage]) => stage.startsWith('Writing part'))![1];
  const caps = report.parts.reduce((sum, part) => sum + (part.cap_triangles ?? 0), 0);
  const closed = report.parts.filter((part) => part.closed).length;
  console.log(`${granularity}: ${report.parts.length} parts (${closed} closed) in ${total.toFixed(0)} ms; closing cuts ${(written - closing).toFixed(0)} ms, ${caps.toLocaleString('en-US')} cap triangles`);
}
