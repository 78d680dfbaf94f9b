import { describe, expect, it } from 'vitest';
import { isHarmlessFileName } from './uploadRoute';

describe("an upload's file name (the stored name is ours; the sender's is at most a label)", () => {
  it.each(['IMG_0001.jpg', 'before-photo.jpg', 'signature-12.png', 'blob', 'Biscuit après.HEIC', '.hidden.png'])('takes %s', (name) => {
    expect(isHarmlessFileName(name)).toBe(true);
  });

  it.each(['../../etc/passwd.jpg', '..\\..\\boot.ini.jpg', 'a/b.png', 'C:\\photos\\x.jpg', '..', '.', 'rex\u0000.png', 'rex\u0007.png', `${'x'.repeat(300)}.png`])(
    'refuses %j',
    (name) => {
      expect(isHarmlessFileName(name)).toBe(false);
    },
  );
});
