import { describe, expect, it } from 'vitest';
import { isWebAddress } from './validate-article';

const parses = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

describe('isWebAddress', () => {
  it('agrees with the URL parser, fast path or not', () => {
    const samples = [
      'https://cdn.example.com/ch-1001.jpg', 'http://cdn.example.com', 'HTTPS://CDN.EXAMPLE.COM/A%20B.png?x=1#y',
      'https://cdn.example.com:8443/a.jpg', 'https://cdn.example.com:99999/a.jpg', 'https://[::1]/a.jpg', 'https://[::1/a.jpg',
      'https://exa mple.com/a.jpg', 'https://-bad-.example/a', 'https://xn--bcher-kva.example/b.jpg', 'https://bücher.example/b.jpg',
      'https://user:pw@host.example/a', 'https:///a.jpg', 'https://', 'ftp://host/a.jpg', 'cdn/lp-0301.jpg', '//cdn.example.com/a.jpg',
      'https://host.example/a b.jpg', 'https://host.example/\\a.jpg', 'http://192.168.0.1/x.png', 'https://a.b.c.d.e.example/x',
    ];
    for (const sample of samples) expect(isWebAddress(sample), sample).toBe(parses(sample));
  });
});
