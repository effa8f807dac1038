import { describe, expect, it } from 'vitest';
import { splitEditorAddress } from './editor-address';

describe('splitEditorAddress', () => {
  it('takes the origin as the base URL and the segment after "apps" as the configurator ID', () => {
    expect(splitEditorAddress('https://Staging.Example.com/editor/apps/4711/editor?tab=prices')).toEqual({ baseUrl: 'https://staging.example.com', appId: 4711 });
    expect(splitEditorAddress(' http://127.0.0.1:8787/editor/apps/4711/editor \n')).toEqual({ baseUrl: 'http://127.0.0.1:8787', appId: 4711 });
    expect(splitEditorAddress('https://cfg.example/#/apps/31/editor')).toEqual({ baseUrl: 'https://cfg.example', appId: 31 });
  });

  it('reads an address copied without its scheme as https', () => {
    expect(splitEditorAddress('cfg.example.com/tenant/apps/815/editor')).toEqual({ baseUrl: 'https://cfg.example.com', appId: 815 });
  });

  it('is nothing for a plain ID, a base URL, or an editor address whose origin cannot be a base URL', () => {
    expect(splitEditorAddress('4711')).toBeUndefined();
    expect(splitEditorAddress('https://cfg.example')).toBeUndefined();
    expect(splitEditorAddress('https://cfg.example/apps/')).toBeUndefined();
    // Plain http is for this computer only.
    expect(splitEditorAddress('http://cfg.example/apps/4711')).toBeUndefined();
  });
});
