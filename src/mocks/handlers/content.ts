import { HttpResponse } from 'msw';
import { route } from './route';

/** The content service (spec 7.3). */
export const contentHandlers = [
  route('get', '/content/maintenance', 'content.maintenance', ({ world }) =>
    HttpResponse.json({ maintenance: world.maintenance, serviceDisruption: world.serviceDisruption }),
  ),
];
