/**
 * How both viewers frame what they show: the bounding sphere fits the narrower of the camera's two
 * fields of view, seen from the front right and a little above, with a margin of `margin` (1.08: 8%).
 */
import { PerspectiveCamera, Vector3, type Sphere } from 'three';

/** Front right, a little above: the three-quarter view product shots use. */
const VIEW_DIRECTION = new Vector3(1, 0.62, 1.35).normalize();

export function frameCamera(
  camera: PerspectiveCamera,
  sphere: Sphere,
  size: { width: number; height: number },
  margin: number,
): void {
  const radius = Math.max(sphere.radius, 1e-3);
  const vertical = (camera.fov * Math.PI) / 180;
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * (size.width / Math.max(size.height, 1)));
  const distance = (radius / Math.sin(Math.min(vertical, horizontal) / 2)) * margin;
  camera.position.copy(sphere.center).addScaledVector(VIEW_DIRECTION, distance);
  camera.near = distance / 100;
  camera.far = distance * 100;
  camera.updateProjectionMatrix();
}
