import { describeUserSearch } from './support/user-search-cases';

describeUserSearch('User search, matched on every search (e2e)', { USER_SEARCH_CACHE_TTL_MS: '0' });
