import { BoxIcon, Focus, ImageIcon, Pause, Play } from 'lucide-react';
import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentRef, type RefObject } from 'react';
import { Button as AriaButton, Slider, SliderThumb, SliderTrack, ToggleButton } from 'react-aria-components';
import {
  type AnimationAction,
  type AnimationClip,
  AnimationMixer,
  Box3,
  GridHelper,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  SkinnedMesh,
  Sphere,
  type Material,
  type Object3D,
  type Texture,
} from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { frameCamera } from '../private/frameCamera';
import { Icon } from '../private/Icon';
import { SegmentedChoice } from '../private/SegmentedChoice';
import * as sliderStyles from '../private/ToolOptions.css';
import { ViewerCanvas } from '../private/ViewerCanvas';
import { ViewerStatePanel, type ViewerLoad } from '../private/ViewerPanels';
import { THEME_ATTRIBUTE } from '../../theme/themeAttribute';
import * as styles from './ModelViewer.css';

export interface ModelViewerProps {
  /** The GLB or glTF file; `null` while the asset has no file yet (it is still converting). */
  url: string | null;
  /** What the model is, for assistive tech: usually the asset's name. */
  label: string;
  defaultWireframe?: boolean;
  defaultShowTextures?: boolean;
  /** Called once the model is on screen, with its size. */
  onReady?(info: { triangles: number; vertices: number }): void;
}

export const viewerStates = ['loading', 'ready', 'error'] as const;
export type ViewerState = (typeof viewerStates)[number];

/** The loaded scene, or why there is none, for one URL and attempt. */
type Load = ViewerLoad<{ model: Object3D; clips: AnimationClip[] }>;

/** The toolbar's height, its distance from the foot of the viewer and a little air: kept clear of the model. */
const TOOLBAR_BAND = 60;
/** Below this width the clip bar wraps onto two rows. */
const CLIP_BAR_WRAPS = 560;

// Neutral clay for "textures off": the shape without its materials, as modelling tools show it.
const clay = new MeshStandardMaterial({ color: 0xa7abb6, roughness: 0.82, metalness: 0 });

/** The model's own meshes, not the wireframe's overlays on them. */
function meshesOf(model: Object3D): Mesh[] {
  const meshes: Mesh[] = [];
  model.traverse((object) => {
    if (object instanceof Mesh && !object.userData.wireOverlay) meshes.push(object);
  });
  return meshes;
}

const materialsOf = <M extends Material>(material: M | M[]) => (Array.isArray(material) ? material : [material]);

function countGeometry(model: Object3D) {
  let triangles = 0;
  let vertices = 0;
  for (const mesh of meshesOf(model)) {
    const position = mesh.geometry.getAttribute('position');
    vertices += position?.count ?? 0;
    triangles += (mesh.geometry.index?.count ?? position?.count ?? 0) / 3;
  }
  return { triangles: Math.round(triangles), vertices };
}

/** How the wireframe's lines are drawn: a colour three.js can read and an opacity. */
interface WireStyle {
  color: string;
  opacity: number;
}

const cssVarName = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * The wireframe's line style from the design tokens, as the viewer's root resolves them for the
 * theme on screen, read again when the theme changes.
 */
function useWireStyle(root: RefObject<HTMLElement | null>): WireStyle {
  const [wire, setWire] = useState<WireStyle>({ color: '#3a2bb8', opacity: 0.6 });
  useLayoutEffect(() => {
    const read = () => {
      if (!root.current) return;
      const computed = getComputedStyle(root.current);
      const color = computed.getPropertyValue(cssVarName(styles.wireColor)).trim();
      const opacity = Number.parseFloat(computed.getPropertyValue(cssVarName(styles.wireOpacity)));
      if (color) setWire((last) => (last.color === color && last.opacity === opacity ? last : { color, opacity: Number.isFinite(opacity) ? opacity : 0.7 }));
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [THEME_ATTRIBUTE] });
    return () => observer.disconnect();
  }, [root]);
  return wire;
}

/** Frees the GPU memory of a scene that is no longer shown. */
function dispose(model: Object3D) {
  for (const mesh of meshesOf(model)) {
    mesh.geometry.dispose();
    for (const material of materialsOf(mesh.material)) {
      for (const value of Object.values(material)) {
        if (value && typeof value === 'object' && 'isTexture' in value) (value as Texture).dispose();
      }
      material.dispose();
    }
  }
}

const describeError = (error: unknown) =>
  error instanceof Error && /fetch|network|404|403/i.test(error.message)
    ? 'The file could not be downloaded. Its link may have expired.'
    : 'The file is not a model this viewer can read.';

/** Loads a glTF/GLB into a scene; the state is keyed by URL and attempt, so a new URL starts over. */
function useModel(url: string | null, attempt: number): Load {
  const key = `${url ?? ''}#${attempt}`;
  const [load, setLoad] = useState<Load>({ key, status: 'loading' });
  useEffect(() => {
    if (!url) return;
    let active = true;
    let loaded: Object3D | undefined;
    new GLTFLoader().load(
      url,
      (gltf) => {
        loaded = gltf.scene;
        if (active) setLoad({ key, status: 'loaded', model: gltf.scene, clips: gltf.animations });
        else dispose(gltf.scene);
      },
      (event) => {
        if (active && event.lengthComputable && event.total > 0) {
          setLoad({ key, status: 'loading', percent: Math.round((event.loaded / event.total) * 100) });
        }
      },
      (error) => {
        if (active) setLoad({ key, status: 'error', message: describeError(error) });
      },
    );
    return () => {
      active = false;
      if (loaded) dispose(loaded);
    };
  }, [url, key]);
  return load.key === key ? load : { key, status: 'loading' };
}

/** Puts the model on the stage, frames it, and reports when its first frame is drawn. */
function Stage({
  model,
  wireframe,
  wire,
  showTextures,
  framing,
  player,
  onDrawn,
}: {
  model: Object3D;
  wireframe: boolean;
  wire: WireStyle;
  showTextures: boolean;
  framing: number;
  /** The clip playing, when the model has clips. */
  player?: ClipPlayer;
  onDrawn(): void;
}) {
  // The renderer's objects are read inside the effects (three.js is mutated there, not in render);
  // the size is subscribed to so the framing follows the canvas.
  const getRenderer = useThree((state) => state.get);
  const size = useThree((state) => state.size);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  const hasClips = player !== undefined;
  const originals = useRef(new WeakMap<Mesh, Material | Material[]>());
  const drawn = useRef(false);
  const floor = useMemo(() => {
    const box = new Box3().setFromObject(model);
    const radius = Math.max(box.getBoundingSphere(new Sphere()).radius, 1e-3);
    const grid = new GridHelper(radius * 4, 16, 0x6d7180, 0x6d7180);
    grid.position.y = box.min.y;
    for (const material of materialsOf(grid.material)) {
      material.transparent = true;
      material.opacity = 0.28;
    }
    return grid;
  }, [model]);
  useEffect(() => () => floor.geometry.dispose(), [floor]);
  const floorRef = useRef<GridHelper>(null);

  // Frame the model: its bounding sphere fits the narrower of the two fields of view.
  useLayoutEffect(() => {
    const { camera } = getRenderer();
    if (!(camera instanceof PerspectiveCamera)) return;
    const sphere = new Box3().setFromObject(model).getBoundingSphere(new Sphere());
    // A margin all round, and the toolbar's band at the foot kept clear, so no part of the model is under it.
    // With clips, the clip bar's band at the top is kept clear too (it wraps to two rows when narrow).
    const clipBand = hasClips ? (size.width < CLIP_BAR_WRAPS ? 96 : TOOLBAR_BAND) : 0;
    const target = frameCamera(camera, sphere, { width: size.width, height: size.height }, 1.2, TOOLBAR_BAND, clipBand);
    controls.current?.target.copy(target);
    controls.current?.update();
    invalidate();
  }, [model, getRenderer, size.width, size.height, framing, hasClips, invalidate]);

  useLayoutEffect(() => {
    for (const mesh of meshesOf(model)) {
      if (!originals.current.has(mesh)) originals.current.set(mesh, mesh.material);
      const material = showTextures ? (originals.current.get(mesh) ?? mesh.material) : clay;
      mesh.material = material;
      for (const each of materialsOf(material)) {
        // Under the wireframe the surface steps back a little in depth, so its lines are not
        // half hidden in it.
        each.polygonOffset = wireframe;
        each.polygonOffsetFactor = wireframe ? 1 : 0;
        each.polygonOffsetUnits = wireframe ? 1 : 0;
      }
    }
    invalidate();
  }, [model, wireframe, showTextures, invalidate]);

  // The wireframe is drawn over the shaded surface in one unlit colour from the theme: lines lit
  // like the surface went black on its dark sides, and a dense mesh became a black blob. The lines
  // share each mesh's geometry.
  const wireMaterial = useMemo(
    () => new MeshBasicMaterial({ wireframe: true, transparent: true, depthWrite: false, color: wire.color, opacity: wire.opacity }),
    [wire],
  );
  useEffect(() => () => wireMaterial.dispose(), [wireMaterial]);
  useLayoutEffect(() => {
    if (!wireframe) return;
    const overlays = meshesOf(model).map((mesh) => {
      // A skinned mesh's lines are skinned with it, so they follow its clips.
      const overlay = mesh instanceof SkinnedMesh ? new SkinnedMesh(mesh.geometry, wireMaterial) : new Mesh(mesh.geometry, wireMaterial);
      if (overlay instanceof SkinnedMesh && mesh instanceof SkinnedMesh) overlay.bind(mesh.skeleton, mesh.bindMatrix);
      overlay.userData.wireOverlay = true;
      overlay.raycast = () => {};
      mesh.add(overlay);
      return overlay;
    });
    invalidate();
    return () => {
      for (const overlay of overlays) overlay.removeFromParent();
      invalidate();
    };
  }, [model, wireframe, wireMaterial, invalidate]);

  // While a clip plays, each frame moves it on and asks for the next; paused, a scrub draws one frame.
  useFrame((_, delta) => {
    if (!player) return;
    // `stillPlaying`, not the render's `playing`: a frame that comes between a pause (or a scrub)
    // and the render that follows it would otherwise move the clip on and undo the scrub's time.
    if (player.stillPlaying()) {
      player.mixer.update(Math.min(delta, 0.1));
      player.onTime(player.action.time);
      invalidate();
    }
  });
  useLayoutEffect(() => {
    if (!player || player.playing) return;
    // The clip alone is on the mixer: its time is the mixer's.
    player.mixer.setTime(player.time);
    invalidate();
  }, [player, invalidate]);
  useEffect(() => {
    if (player?.playing) invalidate();
  }, [player?.playing, invalidate]);

  // useFrame runs just before a frame renders; the frame after it proves the model was drawn.
  useFrame(({ camera }) => {
    // Seen from below the floor, the grid would be drawn across the model's underside.
    const grid = floorRef.current;
    if (grid) grid.visible = camera.position.y >= grid.position.y;
    if (drawn.current) return;
    drawn.current = true;
    requestAnimationFrame(() => onDrawn());
  });

  return (
    <>
      <hemisphereLight args={[0xffffff, 0x4a4d57, 1.6]} />
      <directionalLight position={[4, 6, 5]} intensity={2.4} />
      <directionalLight position={[-5, 3, -4]} intensity={0.8} />
      <primitive object={model} />
      <primitive ref={floorRef} object={floor} />
      <OrbitControls ref={controls} makeDefault enableDamping={false} />
    </>
  );
}

/** A clip on the model's mixer, whether it plays, and where it is. */
interface ClipPlayer {
  mixer: AnimationMixer;
  action: AnimationAction;
  playing: boolean;
  /** Whether it plays as of the last press or scrub, before its render: what a frame goes by. */
  stillPlaying(): boolean;
  /** Seconds into the clip (what a scrub sets while paused). */
  time: number;
  onTime(time: number): void;
}

/** The model's mixer and the picked clip's action, started at its first frame and looping. */
function useClipPlayer(model: Object3D | undefined, clips: AnimationClip[]) {
  const [clipIndex, setClipIndex] = useState(0);
  const [playing, setPlayingState] = useState(true);
  const playingNow = useRef(true);
  const setPlaying = (value: boolean) => {
    playingNow.current = value;
    setPlayingState(value);
  };
  const [time, setTime] = useState(0);
  const mixer = useMemo(() => (model && clips.length > 0 ? new AnimationMixer(model) : undefined), [model, clips]);
  const clip = clips[Math.min(clipIndex, clips.length - 1)];
  const action = useMemo(() => {
    if (!mixer || !clip) return undefined;
    mixer.stopAllAction();
    const next = mixer.clipAction(clip);
    next.reset().play();
    return next;
  }, [mixer, clip]);
  useEffect(
    () => () => {
      mixer?.stopAllAction();
      if (model) mixer?.uncacheRoot(model);
    },
    [mixer, model],
  );
  // A model with clips is drawn with its skin free of culling: a walk may carry it past its resting bounds.
  useEffect(() => {
    if (!mixer || !model) return;
    model.traverse((object) => {
      if (object instanceof SkinnedMesh) object.frustumCulled = false;
    });
  }, [mixer, model]);
  const player: ClipPlayer | undefined = mixer && action ? { mixer, action, playing, stillPlaying: () => playingNow.current, time, onTime: setTime } : undefined;
  return {
    player,
    clip,
    clipIndex,
    chooseClip: (index: number) => {
      setClipIndex(index);
      setTime(0);
    },
    setPlaying,
    scrub: (seconds: number) => {
      setPlaying(false);
      setTime(seconds);
    },
  };
}

const playGlyph = <Icon icon={Play} size={16} />;
const pauseGlyph = <Icon icon={Pause} size={16} />;
const clipName = (name: string) => (name ? name[0]!.toUpperCase() + name.slice(1) : 'Clip');
const seconds = (value: number) => `${value.toFixed(1)} s`;

const noClips: AnimationClip[] = [];

const wireframeGlyph = <Icon icon={BoxIcon} size={16} />;

const texturesGlyph = <Icon icon={ImageIcon} size={16} />;

const fitGlyph = <Icon icon={Focus} size={16} />;

/**
 * A glTF/GLB viewer: orbit with the pointer (drag to turn, scroll or pinch to zoom, right-drag to
 * pan), framed to the model's bounds, with wireframe and texture switches. Its root carries
 * `data-state` (`loading`, `ready`, `error`); `ready` means the model has been drawn.
 */
export function ModelViewer({ url, label, defaultWireframe = false, defaultShowTextures = true, onReady }: ModelViewerProps) {
  const [attempt, setAttempt] = useState(0);
  const [wireframe, setWireframe] = useState(defaultWireframe);
  const [showTextures, setShowTextures] = useState(defaultShowTextures);
  const [framing, setFraming] = useState(0);
  const load = useModel(url, attempt);
  const [drawnKey, setDrawnKey] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const wire = useWireStyle(root);

  const model = load.status === 'loaded' ? load.model : undefined;
  const clips = load.status === 'loaded' ? load.clips : noClips;
  const { player, clip, clipIndex, chooseClip, setPlaying, scrub } = useClipPlayer(model, clips);
  const state: ViewerState = load.status === 'error' ? 'error' : model && drawnKey === load.key ? 'ready' : 'loading';
  const onDrawn = () => {
    setDrawnKey(load.key);
    if (model) onReady?.(countGeometry(model));
  };

  return (
    <div
      ref={root}
      className={styles.viewer}
      data-state={state}
      data-wireframe={wireframe || undefined}
      data-textures={showTextures ? 'on' : 'off'}
      data-playing={player ? String(player.playing) : undefined}
    >
      {model ? (
        <ViewerCanvas key={load.key} label={label} antialias>
          <Stage model={model} wireframe={wireframe} wire={wire} showTextures={showTextures} framing={framing} player={player} onDrawn={onDrawn} />
        </ViewerCanvas>
      ) : null}

      <ViewerStatePanel load={load} isReady={state === 'ready'} url={url} noun="model" onRetry={() => setAttempt((value) => value + 1)} />

      {state === 'ready' && player && clip ? (
        <div className={styles.clipBar} role="group" aria-label="Animation">
          <AriaButton className={styles.tool} onPress={() => setPlaying(!player.playing)} aria-label={player.playing ? 'Pause' : 'Play'}>
            {player.playing ? pauseGlyph : playGlyph}
          </AriaButton>
          {clips.length > 1 ? (
            <SegmentedChoice
              aria-label="Clip"
              layout="fit"
              choices={clips.map((_, index) => index)}
              selected={clipIndex}
              name={(index) => clipName(clips[index]!.name)}
              onChange={chooseClip}
            />
          ) : (
            <span className={styles.clipLabel}>{clipName(clip.name)}</span>
          )}
          <div className={styles.timeline}>
            <Slider aria-label="Timeline" className={sliderStyles.slider} minValue={0} maxValue={clip.duration} step={0.01} value={Math.min(player.time, clip.duration)} onChange={scrub}>
              {({ state }) => (
                <SliderTrack className={sliderStyles.sliderTrack}>
                  <span className={sliderStyles.sliderFill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
                  <SliderThumb className={styles.timelineThumb} />
                </SliderTrack>
              )}
            </Slider>
          </div>
          <span className={styles.clipTime} aria-hidden="true">
            {seconds(Math.min(player.time, clip.duration))} / {seconds(clip.duration)}
          </span>
        </div>
      ) : null}

      {state === 'ready' ? (
        <div className={styles.toolbar} role="toolbar" aria-label="View">
          <ToggleButton className={styles.tool} isSelected={wireframe} onChange={setWireframe}>
            {wireframeGlyph}
            <span className={styles.toolLabel}>Wireframe</span>
          </ToggleButton>
          <ToggleButton className={styles.tool} isSelected={showTextures} onChange={setShowTextures}>
            {texturesGlyph}
            <span className={styles.toolLabel}>Textures</span>
          </ToggleButton>
          <span className={styles.toolDivider} aria-hidden="true" />
          <AriaButton className={styles.tool} onPress={() => setFraming((value) => value + 1)} aria-label="Fit to view">
            {fitGlyph}
          </AriaButton>
        </div>
      ) : null}
    </div>
  );
}
