export { getTokenStatus, isTokenUsable, type TokenStatus } from './jwt';
export {
  readToken,
  readStoredUser,
  saveSession,
  updateStoredUser,
  clearSession,
  purgeInvalidSession,
  readDarkMode,
  saveDarkMode,
} from './storage';
export { formatDate, formatDateTime, formatTime, formatNumber, formatRelativeTime } from './intl';
export { useCountdown } from './useCountdown';
export {
  validateImageFile,
  imageFileProblem,
  imageProblemMessage,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  type ImageProblem,
} from './image';
export { useLoadMore, LOAD_MORE_THRESHOLD_PX, type LoadMoreOptions } from './useLoadMore';
export { toastFlow } from './toastFlow';
export { isAbortedRequest } from './abortedRequest';
export { useKeepInViewport } from './useKeepInViewport';
export { badgeText } from './badgeText';
export { isUuid } from './uuid';
export { textLength, clipText, limitText } from './textLength';
export { trimInvisible } from './visibleText';
