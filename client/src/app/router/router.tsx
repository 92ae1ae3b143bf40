import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ConnectionsPage } from '@/pages/connections';
import { EditProfilePage } from '@/pages/edit-profile';
import { FeedPage } from '@/pages/feed';
import { LoginPage } from '@/pages/login';
import { NetworkingPage } from '@/pages/networking';
import { NotFoundPage } from '@/pages/not-found';
import { ProfilePage } from '@/pages/profile';
import { ReelsPage } from '@/pages/reels';
import { RouteErrorPage } from '@/pages/route-error';
import { FollowManagementPage } from '@/pages/search';
import { SignupPage } from '@/pages/signup';
import { UserProfilePage } from '@/pages/user-profile';
import { ROUTES } from '@/shared/config';
import { PlaceholderPage } from '@/shared/ui';
import { MainLayout } from '../layout/MainLayout';
import { CreatePostRoute } from './CreatePostRoute';
import { GuestOnly, RequireAuth } from './guards';

// Capabilities that later issues build; each shows the placeholder until then.
const PLACEHOLDER_PATHS = [
  ROUTES.message,
  ROUTES.messages,
  ROUTES.community,
  ROUTES.communityDetail,
  ROUTES.settings,
  ROUTES.notifications,
];

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { index: true, element: <LoginPage /> },
          { path: ROUTES.login, element: <LoginPage /> },
          { path: ROUTES.signup, element: <SignupPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <MainLayout />,
            children: [
              ...PLACEHOLDER_PATHS.map((path) => ({ path, element: <PlaceholderPage /> })),
              { path: ROUTES.create, element: <CreatePostRoute /> },
              // Posts (issue 3)
              { path: ROUTES.feed, element: <FeedPage /> },
              { path: ROUTES.reels, element: <ReelsPage /> },
              // People (issue 4)
              { path: ROUTES.user, element: <UserProfilePage /> },
              { path: ROUTES.editProfile, element: <EditProfilePage /> },
              { path: ROUTES.profile, element: <ProfilePage /> },
              { path: ROUTES.search, element: <FollowManagementPage /> },
              { path: ROUTES.networking, element: <NetworkingPage /> },
              { path: ROUTES.connections, element: <ConnectionsPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
