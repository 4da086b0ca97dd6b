import { Button as AriaButton } from 'react-aria-components';
import { Notice } from '../../components/private/Notice';
import { glyph } from './glyphs';
import * as styles from './RefusedFiles.css';

/** The formats an upload can be, as a sentence for the person. */
export const uploadFormatsText =
  'Meshes (GLB, glTF, OBJ, STL, PLY), images (PNG, JPEG, WebP), Gaussian splats (PLY, SPZ) and videos (MP4, WebM).';

/** What the upload picker offers; the server sniffs the real type of every file anyway. */
export const UPLOAD_ACCEPT = ['.glb', '.gltf', '.obj', '.stl', '.ply', '.spz', '.png', '.jpg', '.jpeg', '.webp', '.mp4', '.webm'];

const acceptedMediaTypes: ReadonlySet<string> = new Set(['model/gltf-binary', 'model/gltf+json', 'model/obj', 'model/stl', 'image/png', 'image/jpeg', 'image/webp', 'video/mp4', 'video/webm']);

/**
 * A dropped or pasted file the library can take: by its extension, or by its media type when its
 * name has none. The server still sniffs the bytes; this only spares sending what it would refuse.
 */
export function isUploadable(file: File): boolean {
  const name = file.name.toLowerCase();
  return UPLOAD_ACCEPT.some((extension) => name.endsWith(extension)) || acceptedMediaTypes.has(file.type);
}

function refusal(names: readonly string[]): string {
  const [first] = names;
  if (first === undefined) return 'Only files can be uploaded here.';
  if (names.length === 1) return `“${first}” was not uploaded: it is not a format Facet can open.`;
  const others = names.length - 1;
  return `“${first}” and ${others} other ${others === 1 ? 'file were' : 'files were'} not uploaded: they are not formats Facet can open.`;
}

/**
 * Files that were dropped or pasted but are not a kind the library keeps (a .txt, a .zip): said
 * plainly, with the formats it takes, until dismissed. An empty list of names means something that
 * was not a file at all (dragged text or a link).
 */
export function RefusedFiles({ names, onDismiss }: { names: readonly string[]; onDismiss(): void }) {
  return (
    <div className={styles.panel}>
      <Notice tone="danger" role="alert">
        {refusal(names)} You can upload {uploadFormatsText.charAt(0).toLowerCase()}
        {uploadFormatsText.slice(1)}
      </Notice>
      <AriaButton className={styles.dismiss} onPress={onDismiss} aria-label="Dismiss">
        {glyph('close', 14)}
      </AriaButton>
    </div>
  );
}
