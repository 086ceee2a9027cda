import { describe, expect, it } from 'vitest';
import {
  BANNER_MESSAGES,
  actions,
  bannerBytesProblem,
  bannerFileName,
  bannerInUseMessage,
  bannerSizeProblem,
  imageReference,
  numberedName,
} from '../src/index.ts';

describe('banner limits', () => {
  it('words SPEC §5 with the banner limits', () => {
    expect(BANNER_MESSAGES.tooBig).toBe('Filen är för stor. Max 5MB');
    expect(BANNER_MESSAGES.tooSmall).toBe('Bilden är för liten. Minsta storlek är 800x200');
    expect(BANNER_MESSAGES.tooLarge).toBe('Bilden är för stor. Max storlek är 6000x6000');
  });

  it('allows 5,000,000 bytes and no more', () => {
    expect(bannerBytesProblem(5_000_000)).toBeNull();
    expect(bannerBytesProblem(5_000_001)).toBe(BANNER_MESSAGES.tooBig);
  });

  it('checks both sides against the minimum and the maximum', () => {
    expect(bannerSizeProblem({ width: 800, height: 200 })).toBeNull();
    expect(bannerSizeProblem({ width: 6000, height: 6000 })).toBeNull();
    expect(bannerSizeProblem({ width: 799, height: 400 })).toBe(BANNER_MESSAGES.tooSmall);
    expect(bannerSizeProblem({ width: 2000, height: 199 })).toBe(BANNER_MESSAGES.tooSmall);
    expect(bannerSizeProblem({ width: 6001, height: 300 })).toBe(BANNER_MESSAGES.tooLarge);
    expect(bannerSizeProblem({ width: 1000, height: 6001 })).toBe(BANNER_MESSAGES.tooLarge);
  });
});

describe('bannerFileName', () => {
  it('keeps letters and digits, drops the folder, and takes the extension of the real type', () => {
    expect(bannerFileName('Sommar bild.JPEG', 'image/jpeg')).toBe('Sommar-bild.jpg');
    expect(bannerFileName('C:\\bilder\\Kväll över Mälaren!.png', 'image/png')).toBe('Kväll-över-Mälaren.png');
    expect(bannerFileName('../../etc/passwd', 'image/webp')).toBe('passwd.webp');
    expect(bannerFileName('<script>.gif', 'image/gif')).toBe('script.gif');
    expect(bannerFileName('!!!.png', 'image/png')).toBe('bild.png');
    expect(bannerFileName(`${'a'.repeat(300)}.png`, 'image/png')).toHaveLength(104);
  });

  it('numbers a taken name before its extension', () => {
    expect(numberedName('bild.jpg', 2)).toBe('bild-2.jpg');
    expect(numberedName('bild', 3)).toBe('bild-3');
  });
});

describe('bannerInUseMessage', () => {
  it('names every place the banner is chosen', () => {
    expect(bannerInUseMessage([{ kind: 'company' }])).toBe(
      'Bilden används på företagssidan. Välj en annan bild där först.',
    );
    expect(
      bannerInUseMessage([
        { kind: 'company' },
        { kind: 'position', id: 1, name: 'Säljare' },
        { kind: 'position', id: 2, name: 'Lager' },
      ]),
    ).toBe(
      'Bilden används på företagssidan, i annonsen "Säljare" och i annonsen "Lager". Välj en annan bild där först.',
    );
  });
});

describe('choosing a banner', () => {
  it('takes a name or an https address, never a script address', () => {
    expect(imageReference.parse(' kontor.png ')).toBe('kontor.png');
    expect(imageReference.parse('https://bilder.example.se/a.jpg')).toBe('https://bilder.example.se/a.jpg');
    expect(imageReference.parse(undefined)).toBe('');
    expect(imageReference.safeParse('javascript:alert(1)').success).toBe(false);
    expect(imageReference.safeParse('"><img>').success).toBe(false);
  });

  it('refuses an SVG or a file with no type before anything is read', () => {
    const input = { containerId: 1, name: 'a.svg', contentType: 'image/svg+xml', data: 'AAAA' };
    const result = actions.create_Banner.input.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(BANNER_MESSAGES.type);
  });
});
