import { describe, expect, it } from 'vitest';
import { parseInstagramLink, proofImagePath, SetProofLinkBody } from './story-proof';

describe('parseInstagramLink', () => {
  it('takes a story link from Instagram’s share sheet, with or without the scheme, as https', () => {
    expect(parseInstagramLink('https://www.instagram.com/stories/marca/3481234?igsh=MTIz')).toBe(
      'https://www.instagram.com/stories/marca/3481234?igsh=MTIz',
    );
    expect(parseInstagramLink('  instagram.com/stories/marca/1  ')).toBe(
      'https://instagram.com/stories/marca/1',
    );
    expect(parseInstagramLink('http://m.instagram.com/stories/marca/1')).toBe(
      'https://m.instagram.com/stories/marca/1',
    );
    expect(parseInstagramLink('https://INSTAGR.AM/s/abc')).toBe('https://instagr.am/s/abc');
  });

  it('refuses other sites, look-alike hosts, credentials, other schemes and overlong text', () => {
    for (const text of [
      '',
      'hola',
      'https://evil.example/stories/marca/1',
      'https://instagram.com.evil.example/x',
      'https://user:pw@instagram.com/x',
      'javascript:alert(1)',
      'ftp://instagram.com/x',
      `https://instagram.com/${'a'.repeat(500)}`,
    ]) {
      expect(parseInstagramLink(text), text).toBeNull();
    }
  });
});

describe('SetProofLinkBody and proofImagePath', () => {
  it('refuses a non-Instagram link with the Spanish message', () => {
    expect(SetProofLinkBody.safeParse({ link: 'https://evil.example' }).error?.issues[0]?.message).toMatch(
      /^Pega el enlace de la historia en Instagram/,
    );
  });

  it('names the screenshot by story and proof', () => {
    expect(proofImagePath('s 1', 'p')).toBe('/api/stories/s%201/proof/screenshot?v=p');
  });
});
