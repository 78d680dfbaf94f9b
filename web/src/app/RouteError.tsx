import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { reportClientError } from '../lib/reportClientError';
import { SomethingWentWrong } from './pages/SomethingWentWrong';

/** The router's error element: a screen that threw while rendering. Reported once, then the banner. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportClientError(error, { source: 'route' });
  }, [error]);
  return <SomethingWentWrong />;
}
