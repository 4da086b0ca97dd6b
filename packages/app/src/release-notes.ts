/** What the what's-new notice says about this release; updated with each release's version. */
export const RELEASE_SUMMARY =
  'Your library is here: upload meshes and images, sort them into folders and open them in 3D. Nine tools run on them while you watch the progress: retopology, 3D printing, segmentation (with parts upres), splat generation, texture, retexturing, Image to 3D (one picture, three views or a kit of parts), animate (rig, skin and clips, played on the asset page) and 3D video (a turntable or orbit as MP4 and WebM).';
