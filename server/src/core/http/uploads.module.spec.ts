import { loadConfig } from '../../config/app-config';
import { uploadLimits } from './uploads.module';

describe('uploadLimits', () => {
  it('bounds every multer limit (its defaults are unlimited)', () => {
    const limits = uploadLimits(loadConfig({}));
    for (const key of [
      'fileSize',
      'files',
      'fields',
      'fieldSize',
      'parts',
      'headerPairs',
    ] as const) {
      expect(Number.isFinite(limits[key])).toBe(true);
    }
    expect(limits.fileSize).toBe(200 * 1024 * 1024);
    expect(limits.files).toBe(1);
  });

  it('follows the configured sizes', () => {
    expect(
      uploadLimits(loadConfig({ UPLOAD_MAX_VIDEO_BYTES: '1000', UPLOAD_MAX_IMAGE_BYTES: '500' }))
        .fileSize,
    ).toBe(1000);
  });
});
