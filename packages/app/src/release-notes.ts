/** What the what's-new notice says about this release; updated with each release's version. */
export const RELEASE_SUMMARY =
  'Your library is here: upload meshes and images, sort them into folders and open them in 3D. Seven tools run on them while you watch the progress: retopology, 3D printing, segmentation (with parts upres), splat generation, texture, retexturing and 3D video.';
