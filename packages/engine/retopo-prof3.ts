import { NodeIO } from '@gltf-transform/core';
import { MeshoptSimplifier } from 'meshoptimizer';
import { unpartition } from '@gltf-transform/functions';
import { readGlb } from './src/ingest/read-gltf';
import { readPrimitiveSource } from './src/retopology/primitive-source';
import { texturedSphereDocument } from './test/meshes';
const doc0 = await texturedSphereDocument(500, 1000);
const glb = await new NodeIO().writeBinary(doc0);
await MeshoptSimplifier.ready;
for (let r = 0; r < 12; r++) {
  const { doc } = await readGlb(glb);
  await doc.transform(unpartition());
  readPrimitiveSource(doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!, 1, false);
}
