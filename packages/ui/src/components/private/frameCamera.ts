/**
 * How both viewers frame what they show: the bounding sphere fits the narrower of the camera's two
 * fields of view, seen from the front right and a little above, with a margin of `margin` (1.2: 20%).
 * `bottomInset` pixels at the foot of the view are kept clear (the viewer's toolbar floats there):
 * the sphere fits the space above them and is centred in it, so the whole model shows over it.
 * `topInset` does the same at the top (the model viewer's clip bar, when the model has clips).
 */
import { PerspectiveCamera, Vector3, type Sphere } from 'three';

/** Front right, a little above: the three-quarter view product shots use. */
const VIEW_DIRECTION = new Vector3(1, 0.62, 1.35).normalize();

/** Places the camera; returns the point to orbit round (where it looks), for the orbit controls. */
export function frameCamera(
  camera: PerspectiveCamera,
  sphere: Sphere,
  size: { width: number; height: number },
  margin: number,
  bottomInset = 0,
  topInset = 0,
): Vector3 {
  const radius = Math.max(sphere.radius, 1e-3);
  const height = Math.max(size.height, 1);
  // No more than a third of the view is kept clear, so a short view still shows the model large.
  const inset = Math.min(Math.max(bottomInset, 0), height / 3);
  const top = Math.min(Math.max(topInset, 0), height / 4);
  const tanHalf = Math.tan((camera.fov * Math.PI) / 360);
  // Half the angles the clear part spans up and down, and the view across.
  const vertical = Math.atan((tanHalf * (height - inset - top)) / height);
  const horizontal = Math.atan((tanHalf * size.width) / height);
  const distance = (radius / Math.sin(Math.min(vertical, horizontal))) * margin;
  // The camera looks `inset / 2` pixels' worth below the centre, so the centre is drawn that much
  // above the middle of the view: in the middle of the clear part.
  const forward = VIEW_DIRECTION.clone().negate();
  const right = new Vector3().crossVectors(forward, camera.up).normalize();
  const up = new Vector3().crossVectors(right, forward).normalize();
  const shift = ((inset - top) / 2) * ((2 * distance * tanHalf) / height);
  const target = sphere.center.clone().addScaledVector(up, -shift);
  camera.position.copy(target).addScaledVector(VIEW_DIRECTION, distance);
  camera.lookAt(target);
  camera.near = distance / 100;
  camera.far = distance * 100;
  camera.updateProjectionMatrix();
  return target;
}
