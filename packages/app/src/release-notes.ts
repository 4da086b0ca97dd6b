/** What the what's-new notice says about this release; updated with each release's version. */
export const RELEASE_SUMMARY =
  'Your library is here: upload meshes and images, sort them into folders, open them in 3D, and retopologize meshes into clean LODs while you watch the progress.';
