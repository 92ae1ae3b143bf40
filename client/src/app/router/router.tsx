import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { selectIsAuthenticated } from '@/entities/session';
import { RouteErrorPage } from '@/pages/status/route-error';
import { ROUTES } from '@/shared/config';
import type { AppStore } from '../model/store';
import { FirstPageLoading } from './FirstPageLoading';
import { GuestOnly, RequireAuth } from './guards';

type Lazy = () => Promise<{ Component: ComponentType }>;

/**
 * Each page is its own chunk, fetched when its route is first matched: the login page loads the
 * shell and the login form only, not the feed, profiles and their features.
 */
const lazy =
  (load: () => Promise<ComponentType>): Lazy =>
  async () => ({ Component: await load() });

const loginPage = lazy(() => import('@/pages/login').then((m) => m.LoginPage));

const messagesPage = lazy(() => import('@/pages/messages').then((m) => m.MessagesPage));

/** The signed-in pages, all inside the main layout. */
const mainPages = (store: AppStore): RouteObject[] => [
  {
    path: ROUTES.create,
    lazy: lazy(() => import('./CreatePostRoute').then((m) => m.CreatePostRoute)),
  },
  // Posts
  {
    path: ROUTES.feed,
    lazy: async () => {
      const { FeedPage, prefetchFeedFirstPage } = await import('@/pages/feed');
      // Runs before the page renders; a guest is sent to the login page by RequireAuth instead.
      const loader = () => {
        if (selectIsAuthenticated(store.getState())) void store.dispatch(prefetchFeedFirstPage());
        return null;
      };
      return { Component: FeedPage, loader };
    },
  },
  { path: ROUTES.reels, lazy: lazy(() => import('@/pages/reels').then((m) => m.ReelsPage)) },
  // People
  {
    path: ROUTES.user,
    lazy: lazy(() => import('@/pages/user-profile').then((m) => m.UserProfilePage)),
  },
  {
    path: ROUTES.editProfile,
    lazy: lazy(() => import('@/pages/edit-profile').then((m) => m.EditProfilePage)),
  },
  { path: ROUTES.profile, lazy: lazy(() => import('@/pages/profile').then((m) => m.ProfilePage)) },
  {
    path: ROUTES.search,
    lazy: lazy(() => import('@/pages/search').then((m) => m.FollowManagementPage)),
  },
  {
    path: ROUTES.networking,
    lazy: lazy(() => import('@/pages/networking').then((m) => m.NetworkingPage)),
  },
  {
    path: ROUTES.connections,
    lazy: lazy(() => import('@/pages/connections').then((m) => m.ConnectionsPage)),
  },
  // Notifications
  {
    path: ROUTES.recruiting,
    lazy: lazy(() => import('@/pages/recruiting').then((m) => m.RecruitingPage)),
  },
  {
    path: ROUTES.notifications,
    lazy: lazy(() => import('@/pages/notifications').then((m) => m.NotificationsPage)),
  },
  // Chat: SPEC's sidebar says /message, its bottom bar /messages; both open it.
  { path: ROUTES.message, lazy: messagesPage },
  { path: ROUTES.messages, lazy: messagesPage },
  // Settings (issues 8 and 10)
  {
    path: ROUTES.settings,
    lazy: lazy(() => import('@/pages/settings').then((m) => m.SettingsPage)),
  },
  {
    path: ROUTES.deleteAccount,
    lazy: lazy(() => import('@/pages/delete-account').then((m) => m.DeleteAccountPage)),
  },
  // Safety: staff only (the page answers not-found to anyone else).
  { path: ROUTES.admin, lazy: lazy(() => import('@/pages/admin').then((m) => m.AdminPage)) },
  {
    path: ROUTES.comingSoon,
    lazy: lazy(() => import('@/pages/status/coming-soon').then((m) => m.ComingSoonPage)),
  },
  // Communities
  {
    path: ROUTES.community,
    lazy: lazy(() => import('@/pages/communities').then((m) => m.CommunitiesPage)),
  },
  {
    path: ROUTES.communityDetail,
    lazy: lazy(() => import('@/pages/community').then((m) => m.CommunityPage)),
  },
];

/** The route table; `store` serves the loaders that start a page's first read. */
export const createRoutes = (store: AppStore): RouteObject[] => [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    HydrateFallback: FirstPageLoading,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { index: true, lazy: loginPage },
          { path: ROUTES.login, lazy: loginPage },
          {
            path: ROUTES.signup,
            lazy: lazy(() => import('@/pages/signup').then((m) => m.SignupPage)),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazy(() => import('../layout/MainLayout').then((m) => m.MainLayout)),
            children: mainPages(store),
          },
        ],
      },
      // Signed in (an author appealing a removal) or not (a suspended account, with its token).
      { path: ROUTES.appeal, lazy: lazy(() => import('@/pages/login').then((m) => m.AppealPage)) },
      {
        path: '*',
        lazy: lazy(() => import('@/pages/status/not-found').then((m) => m.NotFoundPage)),
      },
    ],
  },
];
