/**
 * The page that draws mesh previews inside headless Chromium. It is served from a made-up origin
 * by request interception, together with three.js from the installed package, so nothing is ever
 * fetched from the network. The script runs in the browser: it is kept as plain JavaScript text.
 */

/** Origin the page is served from; every request to it is answered from memory or the three.js package. */
export const PREVIEW_ORIGIN = 'https://preview.facet.invalid';

export const PREVIEW_HTML = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <script type="importmap">
      { "imports": { "three": "/three/build/three.module.js", "three/addons/": "/three/examples/jsm/" } }
    </script>
  </head>
  <body style="margin: 0; background: transparent">
    <input type="file" id="model" />
    <script type="module" src="/preview.js"></script>
  </body>
</html>
`;

/**
 * Defines `window.facetPreview = { ready, render(size, view), renderSplat(size), videoBegin, videoFrame, videoEnd }`. The GLB is handed over as the file of
 * the page's file input: Chromium reads it from disk, which is several times faster than sending
 * megabytes through the DevTools protocol. `ready` resolves to a description of the WebGL
 * renderer or rejects when there is no WebGL; `render` answers `{ ok: true, image, timings }`
 * with a PNG data URL, or `{ ok: false, error, fatal }` where `fatal` means the page is unusable.
 */
export const PREVIEW_SCRIPT = String.raw`
import * as THREE from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { DRACOLoader } from 'three/addons/loaders/DRACOLoader.js';
import { KTX2Loader } from 'three/addons/loaders/KTX2Loader.js';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';

// Seen from the front right and a little above: the usual three-quarter product view.
const AZIMUTH = THREE.MathUtils.degToRad(35);
const ELEVATION = THREE.MathUtils.degToRad(22);
// Or straight on from the front (+Z), level: what a picture lifted into 3D must match.
const VIEWS = { 'three-quarter': { azimuth: AZIMUTH, elevation: ELEVATION }, front: { azimuth: 0, elevation: 0 } };
const FOV = 30;
// Share of the frame left empty around the model.
const MARGIN = 1.15;
// The library's cards show the square preview cropped to 4:3 (an eighth off the top and the
// bottom): up and down the model fits the middle three quarters, so no card cuts it off.
const CARD_CROP = 4 / 3;

let renderer;
let loader;
let scene;
let camera;
let lights;

function setUp() {
  const canvas = document.createElement('canvas');
  renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true, powerPreference: 'high-performance' });
  renderer.setPixelRatio(1);
  renderer.setClearColor(0x000000, 0);
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.toneMapping = THREE.NeutralToneMapping;
  renderer.toneMappingExposure = 1;

  const draco = new DRACOLoader().setDecoderPath('/three/examples/jsm/libs/draco/gltf/');
  const ktx2 = new KTX2Loader().setTranscoderPath('/three/examples/jsm/libs/basis/').detectSupport(renderer);
  loader = new GLTFLoader().setDRACOLoader(draco).setKTX2Loader(ktx2).setMeshoptDecoder(MeshoptDecoder);

  scene = new THREE.Scene();
  scene.environment = studioEnvironment();
  scene.environmentIntensity = 0.5;
  camera = new THREE.PerspectiveCamera(FOV, 1, 0.01, 100);

  // A neutral studio: sky and floor bounce, a warm-white key from the upper left, a cooler fill
  // and a rim from behind that separates the silhouette from dark and light backgrounds alike.
  const hemisphere = new THREE.HemisphereLight(0xffffff, 0x5a5a60, 1.4);
  const key = new THREE.DirectionalLight(0xfff6ee, 2.4);
  const fill = new THREE.DirectionalLight(0xeef3ff, 0.8);
  const rim = new THREE.DirectionalLight(0xffffff, 1.4);
  lights = [
    { light: key, azimuth: -40, elevation: 45 },
    { light: fill, azimuth: 70, elevation: 10 },
    { light: rim, azimuth: 170, elevation: 35 },
  ];
  scene.add(hemisphere);
  for (const { light } of lights) {
    scene.add(light);
    scene.add(light.target);
  }
  warmUp();
  const gl = renderer.getContext();
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
}

/**
 * Compiles the shaders most models need (textured and plain, one- and two-sided) while the page
 * starts, so the first preview does not wait for them.
 */
function warmUp() {
  const texture = new THREE.DataTexture(new Uint8Array([200, 200, 200, 255]), 1, 1);
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.needsUpdate = true;
  const geometry = new THREE.BoxGeometry();
  const variants = [
    new THREE.MeshStandardMaterial({ map: texture }),
    new THREE.MeshStandardMaterial({ map: texture, side: THREE.DoubleSide }),
    new THREE.MeshStandardMaterial(),
    new THREE.MeshStandardMaterial({ side: THREE.DoubleSide, vertexColors: true }),
    new THREE.MeshStandardMaterial({ side: THREE.DoubleSide }),
  ];
  geometry.setAttribute('color', new THREE.Float32BufferAttribute(new Float32Array(geometry.attributes.position.count * 3).fill(1), 3));
  const meshes = variants.map((material) => new THREE.Mesh(geometry, material));
  scene.add(...meshes);
  camera.position.set(0, 0, 5);
  camera.lookAt(0, 0, 0);
  renderer.setSize(16, 16, false);
  renderer.render(scene, camera);
  renderer.domElement.toDataURL();
  // The materials are not disposed, so their shader programs stay compiled (see dispose()).
  scene.remove(...meshes);
  geometry.dispose();
  texture.dispose();
}

/**
 * A soft grey gradient to reflect, so metals are not black. Built from a tiny texture: a room
 * rendered into a cube map costs seconds on a CPU, this costs milliseconds.
 */
function studioEnvironment() {
  const width = 64;
  const height = 32;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const up = 1 - (y + 0.5) / height * 2;
    const sky = THREE.MathUtils.smoothstep(up, -0.15, 0.35);
    let value = 70 + sky * 150;
    for (let x = 0; x < width; x++) {
      // Two soft boxes on the horizon give highlights something to be.
      const around = (x + 0.5) / width;
      const box = Math.exp(-(((around - 0.3) / 0.05) ** 2) - ((up - 0.3) / 0.15) ** 2) +
        Math.exp(-(((around - 0.75) / 0.06) ** 2) - ((up - 0.2) / 0.2) ** 2) * 0.6;
      const v = Math.min(255, value + box * 120);
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  const texture = new THREE.DataTexture(data, width, height);
  texture.mapping = THREE.EquirectangularReflectionMapping;
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.needsUpdate = true;
  const pmrem = new THREE.PMREMGenerator(renderer);
  const environment = pmrem.fromEquirectangular(texture).texture;
  texture.dispose();
  pmrem.dispose();
  return environment;
}

function direction(azimuthDegrees, elevationDegrees, base) {
  const azimuth = base + THREE.MathUtils.degToRad(azimuthDegrees);
  const elevation = THREE.MathUtils.degToRad(elevationDegrees);
  return new THREE.Vector3(Math.sin(azimuth) * Math.cos(elevation), Math.sin(elevation), Math.cos(azimuth) * Math.cos(elevation));
}

/** Up to this many vertices are looked at to fit the camera; more are sampled evenly. */
const FIT_SAMPLES = 400000;

/**
 * Places the camera so the model fills the square frame: every vertex (or corner of the box, for
 * instanced meshes) must satisfy |offset across the view| <= tan(fov / 2) * depth, and up and down
 * within the middle three quarters a card shows (CARD_CROP).
 */
function frame(model, box, view = VIEWS['three-quarter']) {
  const center = box.getCenter(new THREE.Vector3());
  const radius = Math.max(box.getSize(new THREE.Vector3()).length() / 2, 1e-6);
  const forward = direction(0, THREE.MathUtils.radToDeg(view.elevation), view.azimuth);
  const right = new THREE.Vector3().crossVectors(new THREE.Vector3(0, 1, 0), forward).normalize();
  const up = new THREE.Vector3().crossVectors(forward, right).normalize();
  const tan = Math.tan(THREE.MathUtils.degToRad(FOV / 2));
  let distance = 0;
  const point = new THREE.Vector3();
  const fit = () => {
    point.sub(center);
    const depth = point.dot(forward);
    distance = Math.max(distance, Math.abs(point.dot(right)) * MARGIN / tan + depth, Math.abs(point.dot(up)) * MARGIN * CARD_CROP / tan + depth);
  };
  const meshes = [];
  let vertices = 0;
  let instanced = false;
  model.traverse((object) => {
    const position = object.geometry?.attributes?.position;
    if (!position || !object.visible) return;
    if (object.isInstancedMesh) instanced = true;
    meshes.push(object);
    vertices += position.count;
  });
  if (instanced || vertices === 0) {
    for (let i = 0; i < 8; i++) {
      point.set(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z);
      fit();
    }
  } else {
    const step = Math.max(1, Math.floor(vertices / FIT_SAMPLES));
    for (const mesh of meshes) {
      const position = mesh.geometry.attributes.position;
      for (let i = 0; i < position.count; i += step) {
        point.fromBufferAttribute(position, i).applyMatrix4(mesh.matrixWorld);
        fit();
      }
    }
  }
  camera.position.copy(center).addScaledVector(forward, distance);
  camera.up.set(0, 1, 0);
  camera.lookAt(center);
  camera.near = Math.max(distance - radius * 1.5, distance * 0.001);
  camera.far = distance + radius * 2;
  camera.updateProjectionMatrix();
  for (const { light, azimuth, elevation } of lights) {
    light.position.copy(center).addScaledVector(direction(azimuth, elevation, view.azimuth), radius * 4);
    light.target.position.copy(center);
  }
}

/**
 * Frees the model's GPU memory. Materials are left to the garbage collector instead of disposed:
 * disposing the last user of a shader program deletes it, and recompiling the same shaders for
 * the next model costs more on a CPU than the whole draw.
 */
function dispose(root) {
  root.traverse((object) => {
    object.geometry?.dispose();
    const materials = Array.isArray(object.material) ? object.material : object.material ? [object.material] : [];
    for (const material of materials) {
      for (const value of Object.values(material)) {
        if (value && value.isTexture) {
          value.source?.data?.close?.();
          value.dispose();
        }
      }
    }
  });
}

async function render(size, timings, view) {
  let started = performance.now();
  const input = document.getElementById('model');
  const file = input.files[0];
  if (!file) throw new Error('no model was handed to the page');
  const bytes = await file.arrayBuffer();
  input.value = '';
  const gltf = await loader.parseAsync(bytes, '');
  timings.load = performance.now() - started;
  const model = gltf.scene ?? gltf.scenes?.[0];
  if (!model) throw new Error('the file has no scene');
  scene.add(model);
  try {
    model.updateMatrixWorld(true);
    const box = new THREE.Box3().setFromObject(model, true);
    if (box.isEmpty() || ![box.min.x, box.min.y, box.min.z, box.max.x, box.max.y, box.max.z].every(Number.isFinite)) {
      throw new Error('the scene has nothing to draw');
    }
    frame(model, box, VIEWS[view] ?? VIEWS['three-quarter']);
    renderer.setSize(size, size, false);
    started = performance.now();
    renderer.render(scene, camera);
    // Read back in the same task as the draw: the drawing buffer is still there.
    const image = renderer.domElement.toDataURL('image/png');
    timings.draw = performance.now() - started;
    return image;
  } finally {
    scene.remove(model);
    dispose(model);
  }
}

/** Gaussians drawn as round points out to three standard deviations, where they have all but faded. */
const SPLAT_VERTEX = [
  'attribute float splatSize;',
  'attribute vec4 splatColor;',
  'uniform float focal;',
  'uniform float maxPointSize;',
  'varying vec4 vColor;',
  'void main() {',
  '  vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);',
  '  gl_Position = projectionMatrix * viewPosition;',
  '  gl_PointSize = clamp(6.0 * splatSize * focal / max(-viewPosition.z, 1e-6), 1.0, maxPointSize);',
  '  vColor = splatColor;',
  '}',
].join('\n');
const SPLAT_FRAGMENT = [
  'varying vec4 vColor;',
  'void main() {',
  '  vec2 offset = gl_PointCoord * 2.0 - 1.0;',
  '  float r2 = dot(offset, offset);',
  '  if (r2 > 1.0) discard;',
  '  float alpha = vColor.a * exp(-4.5 * r2);',
  '  if (alpha < 1.0 / 255.0) discard;',
  '  gl_FragColor = vec4(vColor.rgb, alpha);',
  '}',
].join('\n');

/** Made once and kept, as mesh materials are (see dispose()): its shaders compile on the first splat only. */
let splatMaterial;

/** Share of the points left out at each end of each axis when framing, so stray floaters do not shrink the splat to a dot. */
const FRAME_TRIM = 0.005;

/** The box of the points without the farthest few along each axis. */
function trimmedBox(positions, count) {
  const box = new THREE.Box3();
  const step = Math.max(1, Math.floor(count / 50000));
  const values = [[], [], []];
  for (let i = 0; i < count; i += step) {
    for (let k = 0; k < 3; k++) values[k].push(positions[i * 3 + k]);
  }
  for (let k = 0; k < 3; k++) {
    const sorted = Float64Array.from(values[k]).sort();
    const low = sorted[Math.floor((sorted.length - 1) * FRAME_TRIM)];
    const high = sorted[Math.ceil((sorted.length - 1) * (1 - FRAME_TRIM))];
    box.min.setComponent(k, low);
    box.max.setComponent(k, high);
  }
  return box;
}

/**
 * A splat read by the server into points (see read-splat-points.ts): framed as a mesh is, sorted
 * back to front, and blended as soft round sprites sized by each Gaussian's scale. The colours are
 * the splat's own, drawn without lights or tone mapping.
 */
async function renderSplat(size, timings) {
  let started = performance.now();
  const input = document.getElementById('model');
  const file = input.files[0];
  if (!file) throw new Error('no splat was handed to the page');
  const bytes = await file.arrayBuffer();
  input.value = '';
  const count = new DataView(bytes).getUint32(0, true);
  if (count === 0 || bytes.byteLength !== 4 + count * 20) throw new Error('the splat has no points to draw');
  const positions = new Float32Array(bytes, 4, count * 3);
  const sizes = new Float32Array(bytes, 4 + count * 12, count);
  const colours = new Uint8Array(bytes, 4 + count * 16, count * 4);
  timings.load = performance.now() - started;

  const box = trimmedBox(positions, count);
  if (box.isEmpty() || ![box.min.x, box.min.y, box.min.z, box.max.x, box.max.y, box.max.z].every(Number.isFinite)) {
    throw new Error('the splat has nothing to draw');
  }
  // Framed on the points inside the trimmed box only.
  const inside = [];
  const point = new THREE.Vector3();
  for (let i = 0; i < count; i++) {
    point.fromArray(positions, i * 3);
    if (box.containsPoint(point)) inside.push(point.x, point.y, point.z);
  }
  const framing = new THREE.Points(new THREE.BufferGeometry().setAttribute('position', new THREE.Float32BufferAttribute(inside, 3)));
  framing.updateMatrixWorld(true);
  frame(framing, box);
  framing.geometry.dispose();

  // Back to front along the view, so each sprite blends over those behind it.
  const forward = camera.getWorldDirection(new THREE.Vector3());
  const depths = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    depths[i] = (positions[i * 3] - camera.position.x) * forward.x + (positions[i * 3 + 1] - camera.position.y) * forward.y + (positions[i * 3 + 2] - camera.position.z) * forward.z;
  }
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((a, b) => depths[b] - depths[a]);
  const sortedPositions = new Float32Array(count * 3);
  const sortedSizes = new Float32Array(count);
  const sortedColours = new Uint8Array(count * 4);
  for (let i = 0; i < count; i++) {
    const j = order[i];
    sortedPositions.set(positions.subarray(j * 3, j * 3 + 3), i * 3);
    sortedSizes[i] = sizes[j];
    sortedColours.set(colours.subarray(j * 4, j * 4 + 4), i * 4);
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.BufferAttribute(sortedPositions, 3));
  geometry.setAttribute('splatSize', new THREE.BufferAttribute(sortedSizes, 1));
  geometry.setAttribute('splatColor', new THREE.BufferAttribute(sortedColours, 4, true));
  if (!splatMaterial) {
    const gl = renderer.getContext();
    const range = gl.getParameter(gl.ALIASED_POINT_SIZE_RANGE);
    splatMaterial = new THREE.ShaderMaterial({
      vertexShader: SPLAT_VERTEX,
      fragmentShader: SPLAT_FRAGMENT,
      uniforms: { focal: { value: 1 }, maxPointSize: { value: Math.min(range?.[1] ?? 64, 256) } },
      transparent: true,
      // Sorted already: each sprite is blended over everything drawn before it.
      depthTest: false,
      depthWrite: false,
      blending: THREE.NormalBlending,
    });
  }
  // Pixels per model unit at unit depth.
  splatMaterial.uniforms.focal.value = (camera.projectionMatrix.elements[5] * size) / 2;
  const points = new THREE.Points(geometry, splatMaterial);
  points.frustumCulled = false;
  const splatScene = new THREE.Scene();
  splatScene.add(points);
  timings.sort = performance.now() - started - timings.load;
  try {
    renderer.setSize(size, size, false);
    started = performance.now();
    renderer.render(splatScene, camera);
    const image = renderer.domElement.toDataURL('image/png');
    timings.draw = performance.now() - started;
    return image;
  } finally {
    geometry.dispose();
  }
}

/**
 * Videos: the model is loaded once (videoBegin), then each frame is drawn and read back as raw RGBA
 * (videoFrame, bottom row first, as WebGL reads it), then it is let go (videoEnd). A turntable turns
 * the model about the vertical axis through its middle in front of a still camera; an orbit moves
 * the camera once around it, rising and falling, with the lights going along. The camera stands far
 * enough for the model's bounding sphere to fit at every angle.
 */
const VIDEO_ELEVATION = 18;
const ORBIT_SWING = 16;
const VIDEO_LIGHTS = {
  studio: { hemisphere: 1.4, environment: 0.5, lights: [[2.4, -40, 45], [0.8, 70, 10], [1.4, 170, 35]] },
  soft: { hemisphere: 2.3, environment: 0.9, lights: [[0.9, -30, 60], [0.8, 60, 20], [0.4, 180, 30]] },
  dramatic: { hemisphere: 0.2, environment: 0.12, lights: [[4.2, -85, 28], [0.08, 80, 5], [3, 160, 25]] },
};
let video;

function gradientTexture(top, bottom) {
  const canvas = document.createElement('canvas');
  canvas.width = 4;
  canvas.height = 256;
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, 0, 256);
  gradient.addColorStop(0, top);
  gradient.addColorStop(1, bottom);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 4, 256);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  return texture;
}

async function videoBegin(settings) {
  const input = document.getElementById('model');
  const file = input.files[0];
  if (!file) throw new Error('no model was handed to the page');
  const bytes = await file.arrayBuffer();
  input.value = '';
  const gltf = await loader.parseAsync(bytes, '');
  const model = gltf.scene ?? gltf.scenes?.[0];
  if (!model) throw new Error('the file has no scene');
  model.updateMatrixWorld(true);
  const box = new THREE.Box3().setFromObject(model, true);
  if (box.isEmpty() || ![box.min.x, box.min.y, box.min.z, box.max.x, box.max.y, box.max.z].every(Number.isFinite)) {
    throw new Error('the scene has nothing to draw');
  }
  const center = box.getCenter(new THREE.Vector3());
  // The bounding sphere about the box's middle, from the vertices (sampled past FIT_SAMPLES).
  let radius = 0;
  let triangles = 0;
  const point = new THREE.Vector3();
  const meshes = [];
  let vertices = 0;
  model.traverse((object) => {
    const position = object.geometry?.attributes?.position;
    if (!position || !object.visible) return;
    meshes.push(object);
    vertices += position.count;
    if (object.isMesh) triangles += (object.geometry.index ? object.geometry.index.count : position.count) / 3 * (object.isInstancedMesh ? object.count : 1);
  });
  if (meshes.some((mesh) => mesh.isInstancedMesh) || vertices === 0) {
    radius = box.getSize(new THREE.Vector3()).length() / 2;
  } else {
    const step = Math.max(1, Math.floor(vertices / FIT_SAMPLES));
    for (const mesh of meshes) {
      const position = mesh.geometry.attributes.position;
      for (let i = 0; i < position.count; i += step) radius = Math.max(radius, point.fromBufferAttribute(position, i).applyMatrix4(mesh.matrixWorld).distanceTo(center));
    }
  }
  radius = Math.max(radius, 1e-6);
  // A pivot at the middle, so a turntable turns the model in place.
  const pivot = new THREE.Group();
  pivot.position.copy(center);
  model.position.sub(center);
  pivot.add(model);
  scene.add(pivot);

  const aspect = settings.width / settings.height;
  const vertical = THREE.MathUtils.degToRad(FOV / 2);
  const horizontal = Math.atan(Math.tan(vertical) * aspect);
  const distance = (radius * 1.08) / Math.sin(Math.min(vertical, horizontal));
  camera.aspect = aspect;
  camera.near = Math.max(distance - radius * 1.5, distance * 0.001);
  camera.far = distance + radius * 2;
  camera.updateProjectionMatrix();

  const look = VIDEO_LIGHTS[settings.lighting] ?? VIDEO_LIGHTS.studio;
  const saved = { environment: scene.environmentIntensity, background: scene.background, intensities: lights.map(({ light }) => light.intensity) };
  const hemisphere = scene.children.find((child) => child.isHemisphereLight);
  saved.hemisphere = hemisphere?.intensity;
  if (hemisphere) hemisphere.intensity = look.hemisphere;
  scene.environmentIntensity = look.environment;
  look.lights.forEach(([intensity], index) => (lights[index].light.intensity = intensity));
  const background = gradientTexture(settings.background.top, settings.background.bottom);
  scene.background = background;
  renderer.setSize(settings.width, settings.height, false);
  const pixels = new Uint8Array(settings.width * settings.height * 4);
  const yuv = new Uint8Array((settings.width * settings.height * 3) / 2);
  video = { settings, pivot, model, center, radius, distance, look, saved, hemisphere, background, pixels, yuv };
  return { triangles: Math.round(triangles) };
}

function placeVideoCamera(index) {
  const { settings, pivot, center, radius, distance, look } = video;
  const turn = (index / settings.frames) * Math.PI * 2;
  let azimuth = AZIMUTH;
  let elevation = VIDEO_ELEVATION;
  if (settings.motion === 'turntable') {
    pivot.rotation.set(0, turn, 0);
  } else {
    pivot.rotation.set(0, 0, 0);
    azimuth += turn;
    elevation += ORBIT_SWING * Math.sin(turn);
  }
  const forward = direction(0, elevation, azimuth);
  camera.position.copy(center).addScaledVector(forward, distance);
  camera.up.set(0, 1, 0);
  camera.lookAt(center);
  look.lights.forEach(([, lightAzimuth, lightElevation], index) => {
    const { light } = lights[index];
    light.position.copy(center).addScaledVector(direction(lightAzimuth, lightElevation, azimuth), radius * 4);
    light.target.position.copy(center);
    light.target.updateMatrixWorld();
  });
}

/**
 * RGBA (sRGB) to planar YUV 4:2:0, BT.709 limited range, each chroma sample the mean of its 2 x 2
 * pixels: what the encoders take, at three eighths of the bytes to hand over. Rows stay in order.
 */
function toYuv420(rgba, width, height, out) {
  const chromaWidth = width >> 1;
  const uOffset = width * height;
  const vOffset = uOffset + chromaWidth * (height >> 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const p = (row + x) * 4;
      out[row + x] = 16 + ((0.2126 * rgba[p] + 0.7152 * rgba[p + 1] + 0.0722 * rgba[p + 2]) * 219) / 255 + 0.5;
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const p of [(y * width + x) * 4, (y * width + x + 1) * 4, ((y + 1) * width + x) * 4, ((y + 1) * width + x + 1) * 4]) {
        r += rgba[p];
        g += rgba[p + 1];
        b += rgba[p + 2];
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const luma = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      const c = (y >> 1) * chromaWidth + (x >> 1);
      out[uOffset + c] = 128 + ((b - luma) * 224) / (1.8556 * 255) + 0.5;
      out[vOffset + c] = 128 + ((r - luma) * 224) / (1.5748 * 255) + 0.5;
    }
  }
}

/** Draws frame number index and answers it as YUV 4:2:0 (see toYuv420), base64, bottom row first. */
async function videoFrame(index) {
  if (!video) throw new Error('no video was begun');
  placeVideoCamera(index);
  const started = performance.now();
  renderer.render(scene, camera);
  const gl = renderer.getContext();
  const { width, height } = video.settings;
  // Read in the same task as the draw, while the drawing buffer is there.
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, video.pixels);
  toYuv420(video.pixels, width, height, video.yuv);
  const draw = performance.now() - started;
  const url = await new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(new Blob([video.yuv]));
  });
  return { data: url.slice(url.indexOf(',') + 1), draw };
}

function videoEnd() {
  if (!video) return;
  const { pivot, model, saved, hemisphere, background } = video;
  scene.remove(pivot);
  dispose(model);
  background.dispose();
  scene.background = saved.background;
  scene.environmentIntensity = saved.environment;
  if (hemisphere) hemisphere.intensity = saved.hemisphere;
  saved.intensities.forEach((intensity, index) => (lights[index].light.intensity = intensity));
  camera.aspect = 1;
  camera.updateProjectionMatrix();
  video = undefined;
}

const ready = (async () => setUp())();
window.facetPreview = {
  ready,
  async render(size, view) {
    try {
      await ready;
      if (renderer.getContext().isContextLost()) return { ok: false, fatal: true, error: 'the WebGL context was lost' };
      const timings = {};
      return { ok: true, image: await render(size, timings, view), timings };
    } catch (error) {
      const lost = renderer?.getContext().isContextLost() ?? true;
      return { ok: false, fatal: lost, error: String(error?.message ?? error) };
    }
  },
  async videoBegin(settings) {
    try {
      await ready;
      if (renderer.getContext().isContextLost()) return { ok: false, fatal: true, error: 'the WebGL context was lost' };
      videoEnd();
      return { ok: true, ...(await videoBegin(settings)) };
    } catch (error) {
      try { videoEnd(); } catch {}
      const lost = renderer?.getContext().isContextLost() ?? true;
      return { ok: false, fatal: lost, error: String(error?.message ?? error) };
    }
  },
  async videoFrame(index) {
    try {
      if (renderer.getContext().isContextLost()) return { ok: false, fatal: true, error: 'the WebGL context was lost' };
      return { ok: true, ...(await videoFrame(index)) };
    } catch (error) {
      const lost = renderer?.getContext().isContextLost() ?? true;
      return { ok: false, fatal: lost, error: String(error?.message ?? error) };
    }
  },
  videoEnd() {
    try {
      videoEnd();
    } catch {}
    return { ok: true };
  },
  async renderSplat(size) {
    try {
      await ready;
      if (renderer.getContext().isContextLost()) return { ok: false, fatal: true, error: 'the WebGL context was lost' };
      const timings = {};
      return { ok: true, image: await renderSplat(size, timings), timings };
    } catch (error) {
      const lost = renderer?.getContext().isContextLost() ?? true;
      return { ok: false, fatal: lost, error: String(error?.message ?? error) };
    }
  },
};
`;
