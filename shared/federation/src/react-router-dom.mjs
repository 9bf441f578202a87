// What every app gets for `import { ... } from 'react-router-dom'` (the share key keeps that name).
//
// A shared module cannot be tree-shaken: whoever consumes it may use any export, so sharing
// react-router-dom itself put all of React Router 7 in the first load (its data APIs, server
// rendering, cookies and sessions: 59.6 KiB gzip). This module is shared in its place and names
// only what the apps use, so each build keeps only the parts of React Router those names need.
// React Router itself is not shared: it is only ever reached through this one shared module, so
// there is still one router context on the page.
//
// webpack cannot see through a shared module to check the names imported from it, so lint does:
// importing a name that is not listed here is an error (eslint.config.mjs reads this list). Add
// the name below when an app needs one more.
export {
  Link,
  Outlet,
  createBrowserRouter,
  useBlocker,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationType,
  useRoutes,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
