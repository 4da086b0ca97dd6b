// A small textured model for the viewer's stories, built with three.js and exported as GLB in the
// browser, so no binary fixture is needed and every run gets the same bytes.
import { CanvasTexture, CylinderGeometry, Group, Mesh, MeshStandardMaterial, SRGBColorSpace, TorusKnotGeometry } from 'three';
import { GLTFExporter } from 'three/addons/exporters/GLTFExporter.js';

function checkerTexture() {
  const canvas = document.createElement('canvas');
  canvas.width = 128;
  canvas.height = 128;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas for the story texture.');
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      context.fillStyle = (row + column) % 2 === 0 ? '#7b68f6' : '#f3e6c9';
      context.fillRect(column * 16, row * 16, 16, 16);
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

async function exportModel(): Promise<string> {
  const knot = new Mesh(
    new TorusKnotGeometry(0.5, 0.17, 128, 20),
    new MeshStandardMaterial({ map: checkerTexture(), roughness: 0.5, metalness: 0.05 }),
  );
  knot.position.y = 0.92;
  const plinth = new Mesh(new CylinderGeometry(0.72, 0.8, 0.16, 48), new MeshStandardMaterial({ color: 0x3d4150, roughness: 0.75 }));
  plinth.position.y = 0.08;
  const model = new Group();
  model.add(knot, plinth);
  const glb = await new GLTFExporter().parseAsync(model, { binary: true });
  if (!(glb instanceof ArrayBuffer)) throw new Error('The exporter did not return a GLB.');
  return URL.createObjectURL(new Blob([glb], { type: 'model/gltf-binary' }));
}

let modelUrl: Promise<string> | undefined;

/** A Blob URL of the story model, made once per page. */
export function storyModelUrl(): Promise<string> {
  modelUrl ??= exportModel();
  return modelUrl;
}

let brokenUrl: string | undefined;

/** A Blob URL of bytes that are not a model, for the error state; the same one every time. */
export function brokenModelUrl(): string {
  brokenUrl ??= URL.createObjectURL(new Blob(['this is not a GLB'], { type: 'model/gltf-binary' }));
  return brokenUrl;
}
