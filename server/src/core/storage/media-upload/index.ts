export * from './media-type';
export * from './media-upload.storage';
export * from './media-upload.interceptor';
