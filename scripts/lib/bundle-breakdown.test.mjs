import { breakdown, familyOf, libraryOf, librariesOfFile } from './bundle-breakdown.mjs';

describe('libraryOf', () => {
  it('names the package of a pnpm path, a workspace package and an app', () => {
    expect(
      libraryOf(
        'webpack://shell/../node_modules/.pnpm/@rc-component+util@1.14.1_react@19/node_modules/@rc-component/util/es/omit.js',
      ),
    ).toBe('@rc-component/util');
    expect(
      libraryOf(
        'webpack://shell/../node_modules/.pnpm/antd@6.6.8/node_modules/antd/es/button/index.js',
      ),
    ).toBe('antd');
    expect(libraryOf('webpack://shell/../shared/ui/src/index.ts')).toBe('@creator/ui');
    expect(libraryOf('webpack://works/./src/app/routes.tsx')).toBe('app (own code)');
    expect(libraryOf('webpack://shell/webpack/runtime/jsonp chunk loading')).toBe(
      'webpack runtime',
    );
    expect(familyOf('@rc-component/menu')).toBe('antd (@rc-component/*)');
  });
});

describe('librariesOfFile', () => {
  // Two sources: 'aaaa' maps to source 0 (antd), 'bb' to source 1 (react).
  // Segment [0,0,0,0] then [4,1,0,0] in VLQ: 'AAAA' and 'ICAA'.
  const map = {
    sources: [
      'webpack://x/../node_modules/.pnpm/antd@6/node_modules/antd/es/a.js',
      'webpack://x/../node_modules/.pnpm/react@19/node_modules/react/index.js',
    ],
    mappings: 'AAAA,ICAA',
  };

  it('shares a file out between the sources its mappings name', () => {
    const sizes = librariesOfFile('aaaabb', map);
    expect(sizes.get('antd')).toBe(4);
    expect(sizes.get('react')).toBe(2);
  });

  it('splits a file gzip size in proportion, per library family', () => {
    const result = breakdown([{ code: 'aaaabb', map, gzipBytes: 70 }]);
    // 7 characters with the trailing line end (unmapped, counted as webpack runtime).
    expect(result.antd.gzipBytes).toBe(40);
    expect(result.react.gzipBytes).toBe(20);
    expect(result['webpack runtime'].gzipBytes).toBe(10);
  });
});
