export * from './storage.module';
export * from './storage.service';
export * from './object-key';
export * from './media-url';
export * from './media-access';
export * from './embedded-s3';
export * from './media-outbox.service';
