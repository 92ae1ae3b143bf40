import { Global, Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import type { Options } from 'multer';
import { AppConfig } from '../../config/app-config';

/**
 * multer's own defaults are unlimited; every upload route gets these ceilings. Routes narrow
 * them further by kind (an avatar is far below a video).
 */
export function uploadLimits(config: AppConfig): NonNullable<Options['limits']> {
  return {
    fileSize: Math.max(config.UPLOAD_MAX_IMAGE_BYTES, config.UPLOAD_MAX_VIDEO_BYTES),
    files: 1,
    fields: 20,
    fieldSize: 64 * 1024,
    fieldNameSize: 100,
    parts: 25,
    headerPairs: 200,
  };
}

@Global()
@Module({
  imports: [
    MulterModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ limits: uploadLimits(config) }),
    }),
  ],
  exports: [MulterModule],
})
export class UploadsModule {}
