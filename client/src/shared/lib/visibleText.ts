/**
 * Whitespace and the characters that show nothing trimmed from either end: the server's rule for
 * every text a user writes, from the shared contract, so a caption of only U+200B is blank on
 * both sides.
 */
export { trimInvisible } from '@contracts';
