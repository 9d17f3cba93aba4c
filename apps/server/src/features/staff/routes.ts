import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import { shopDay } from '../../lib/shop-days.js';
import { auditCsv, readAudit } from './audit-service.js';
import { addOrderNote, listOrderNotes } from './notes-service.js';
import { listStaff, myPermissions, setStaffRole } from './staff-service.js';

/** Staff roles, order notes and the audit log (issue 38, docs/decisions/044). */
export const staffRoutes: FastifyPluginAsync<{ timeZone: string }> = async (app, { timeZone }) => {
  const route = endpointRouter(app);

  route(endpoints.myPermissions, (request) => myPermissions(currentUser(request)));

  route(endpoints.listStaff, () => listStaff(app.db));

  route(
    endpoints.setStaffRole,
    (request) => setStaffRole(app.db, currentUser(request), request.params.email, request.body.role),
    // A role changed: the sessions cached before are read afresh.
    { invalidates: ['sessions'] },
  );

  route(endpoints.auditLog, (request) => readAudit(app.db, request.query, timeZone));

  route(endpoints.exportAudit, (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${shopDay(new Date(), timeZone)}.csv"`)
      .header('cache-control', 'no-store')
      .send(auditCsv(app.db, request.query, timeZone)),
  );

  route(endpoints.orderNotes, (request) => listOrderNotes(app.db, currentUser(request), request.params.id));

  route(endpoints.addOrderNote, (request) =>
    addOrderNote(app.db, currentUser(request), request.params.id, request.body.text),
  );
};
