import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { adminRoutes } from './admin-routes.tsx';
import { createAdminQueryClient, Providers } from './providers.tsx';

const router = createBrowserRouter(adminRoutes);

/** The admin variant: staff screens and the login-free account screens. */
export function App() {
  const [client] = useState(createAdminQueryClient);
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
