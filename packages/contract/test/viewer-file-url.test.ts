import { describe, expect, it } from 'vitest';
import { viewerFileUrl } from '../src';

describe('viewerFileUrl', () => {
  it('opens the viewing GLB when there is one, else the file itself, else nothing', () => {
    expect(viewerFileUrl({ file_url: '/f/chair.obj', view_file_url: '/f/chair.glb' })).toBe('/f/chair.glb');
    expect(viewerFileUrl({ file_url: '/f/chair.glb', view_file_url: null })).toBe('/f/chair.glb');
    expect(viewerFileUrl({ file_url: '/f/chair.glb' })).toBe('/f/chair.glb');
    expect(viewerFileUrl({ file_url: null })).toBeNull();
    expect(viewerFileUrl({})).toBeNull();
  });
});
