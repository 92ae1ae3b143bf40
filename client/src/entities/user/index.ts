export { userApi, useCurrentUserQuery, type User } from './api/userApi';
