import { endpoints, phoneMessages } from '@chaka/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { requestLocale, translateMessage } from '../../lib/i18n.js';
import { currentUser } from '../../lib/ownership.js';
import { forgetOldPhoneCodes, usePhoneCode } from '../../lib/phone-codes.js';
import { type CodeSending, markPhoneVerified, sendPhoneCode } from './phone-service.js';

export interface PhoneRoutesOptions {
  /** The auth secret: codes are kept as an HMAC keyed with it. */
  secret: string;
  siteName: string;
}

/**
 * One-time codes by SMS (issue 34): a signed-in customer verifies a phone with one; anyone asks for
 * a sign-in code, which better-auth's POST /api/auth/phone-number/verify takes (lib/auth.ts).
 */
export const phoneRoutes: FastifyPluginAsync<PhoneRoutesOptions> = async (app, { secret, siteName }) => {
  const route = endpointRouter(app);
  // The SMS goes in the language the customer reads the shop in.
  const sending = (request: FastifyRequest): CodeSending => ({
    db: app.db,
    secret,
    sms: app.sms,
    smsText: (code) => translateMessage(requestLocale(request), phoneMessages.smsText(code, siteName)),
  });
  const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

  // Spent and expired codes are kept a day (the limits count the last hour), then removed.
  const forgetting = setInterval(
    () => {
      forgetOldPhoneCodes(app.db).catch((error) =>
        app.log.error({ err: error }, 'old phone codes could not be removed'),
      );
    },
    60 * 60 * 1000,
  );
  forgetting.unref();
  app.addHook('onClose', async () => clearInterval(forgetting));

  route(endpoints.sendPhoneCode, (request) =>
    sendPhoneCode(sending(request), {
      phone: request.body.phone,
      purpose: 'verify',
      userId: currentUser(request).id,
      clientAddress: clientAddress(request),
    }),
  );

  route(endpoints.verifyPhone, async (request) => {
    const { id } = currentUser(request);
    const { phone, code } = request.body;
    await usePhoneCode(app.db, secret, { phone, purpose: 'verify', userId: id, code });
    return markPhoneVerified(app.db, id, phone);
  });

  route(endpoints.sendSignInCode, (request) =>
    sendPhoneCode(sending(request), {
      phone: request.body.phone,
      purpose: 'sign-in',
      userId: null,
      clientAddress: clientAddress(request),
    }),
  );
};
