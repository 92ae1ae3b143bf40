import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoginPage } from '@/pages/login';
import { NotFoundPage } from '@/pages/not-found';
import { RouteErrorPage } from '@/pages/route-error';
import { SignupPage } from '@/pages/signup';
import { ROUTES } from '@/shared/config';
import { PlaceholderPage } from '@/shared/ui';
import { MainLayout } from '../layout/MainLayout';
import { CreatePostRoute } from './CreatePostRoute';
import { GuestOnly, RequireAuth } from './guards';

// Capabilities that later issues build; each shows the placeholder until then.
const PLACEHOLDER_PATHS = [
  ROUTES.feed,
  ROUTES.user,
  ROUTES.editProfile,
  ROUTES.search,
  ROUTES.message,
  ROUTES.messages,
  ROUTES.reels,
  ROUTES.profile,
  ROUTES.community,
  ROUTES.communityDetail,
  ROUTES.settings,
  ROUTES.networking,
  ROUTES.connections,
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
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
