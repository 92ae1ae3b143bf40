import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { purgeInvalidSession } from '@/shared/lib';
import { LanguageSync } from './i18n/LanguageSync';
import { AppToaster } from './toaster/AppToaster';
import { ThemeSync } from './theme/ThemeSync';
import { createRoutes } from './router/router';
import { setupStore } from './model/store';
import './styles/global.css';

// Runs before the store reads storage, so an expired or corrupt token never counts as a session.
purgeInvalidSession();

const store = setupStore({
  navigate: (to) => {
    void router.navigate(to, { replace: true });
  },
});
// Its loaders dispatch to the store (a page's first read starts before the page renders).
const router = createBrowserRouter(createRoutes(store));

export function App() {
  return (
    <Provider store={store}>
      <ThemeSync />
      <LanguageSync />
      <RouterProvider router={router} />
      <AppToaster />
    </Provider>
  );
}
