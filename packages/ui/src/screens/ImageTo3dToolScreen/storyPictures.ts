/** The pictures the Image to 3D stories show: a toy robot drawn flat, and the rounded mesh made of it. */
import { makeAsset } from '../../components/private/assetStoryFixtures';

const svgUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** The toy robot on a pale ground, as an artist's flat picture. */
export const robotPicture = svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
  <rect width="400" height="300" fill="hsl(40 30% 94%)"/>
  <rect x="160" y="42" width="80" height="64" rx="14" fill="hsl(8 62% 50%)"/>
  <circle cx="185" cy="72" r="9" fill="hsl(45 90% 92%)"/><circle cx="215" cy="72" r="9" fill="hsl(45 90% 92%)"/>
  <rect x="140" y="112" width="120" height="120" rx="20" fill="hsl(205 62% 46%)"/>
  <rect x="172" y="140" width="56" height="36" rx="6" fill="hsl(45 90% 60%)"/>
  <rect x="104" y="122" width="30" height="84" rx="14" fill="hsl(145 50% 40%)"/>
  <rect x="266" y="122" width="30" height="84" rx="14" fill="hsl(145 50% 40%)"/>
  <rect x="156" y="236" width="34" height="40" rx="10" fill="hsl(205 40% 30%)"/><rect x="210" y="236" width="34" height="40" rx="10" fill="hsl(205 40% 30%)"/>
</svg>`);

/** The same robot as a rounded, shaded mesh seen from three quarters. */
export const robotMesh = svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
  <defs>
    <radialGradient id="shade" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient>
  </defs>
  <rect width="400" height="300" fill="hsl(210 12% 90%)"/>
  <ellipse cx="205" cy="282" rx="90" ry="10" fill="hsl(210 20% 30%)" opacity="0.25"/>
  <g transform="translate(8 0) skewY(-4)">
    <rect x="160" y="50" width="80" height="64" rx="26" fill="hsl(8 62% 50%)"/><rect x="160" y="50" width="80" height="64" rx="26" fill="url(#shade)"/>
    <circle cx="186" cy="80" r="9" fill="hsl(45 90% 92%)"/><circle cx="214" cy="80" r="9" fill="hsl(45 90% 92%)"/>
    <rect x="140" y="118" width="120" height="120" rx="40" fill="hsl(205 62% 46%)"/><rect x="140" y="118" width="120" height="120" rx="40" fill="url(#shade)"/>
    <rect x="174" y="148" width="52" height="34" rx="12" fill="hsl(45 90% 60%)"/>
    <rect x="106" y="128" width="30" height="84" rx="15" fill="hsl(145 50% 40%)"/><rect x="106" y="128" width="30" height="84" rx="15" fill="url(#shade)"/>
    <rect x="264" y="128" width="30" height="84" rx="15" fill="hsl(145 50% 36%)"/><rect x="264" y="128" width="30" height="84" rx="15" fill="url(#shade)"/>
    <rect x="158" y="240" width="34" height="38" rx="14" fill="hsl(205 40% 30%)"/><rect x="210" y="240" width="34" height="38" rx="14" fill="hsl(205 40% 30%)"/>
  </g>
</svg>`);

export const robotSketch = makeAsset({
  id: 'asset-robot-sketch',
  name: 'Toy robot',
  type: 'image',
  data: { format: 'png', size_bytes: 412_880, width: 1024, height: 768, image_url: robotPicture, file_url: 'https://files.example.com/toy-robot.png' },
  age: 1,
});
export const robotSide = makeAsset({
  id: 'asset-robot-side',
  name: 'Toy robot, side',
  type: 'image',
  data: { format: 'png', size_bytes: 288_120, width: 1024, height: 768, image_url: robotPicture, file_url: 'https://files.example.com/toy-robot-side.png' },
  age: 1,
});
export const robotBack = makeAsset({
  id: 'asset-robot-back',
  name: 'Toy robot, back',
  type: 'image',
  data: { format: 'png', size_bytes: 301_554, width: 1024, height: 768, image_url: robotPicture, file_url: 'https://files.example.com/toy-robot-back.png' },
  age: 1,
});
