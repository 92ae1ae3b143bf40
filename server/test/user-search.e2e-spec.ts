import { describeUserSearch } from './support/user-search-cases';

describeUserSearch('User search, each term’s matches kept (e2e)', {});
