/** The hosted payment page of the SSLCommerz stand-in, and what a browser does with its answers. */

export const GATEWAY_METHODS = {
  bkash: { label: 'bKash', cardType: 'BKASH-BKash', brand: 'MOBILEBANKING', issuer: 'bKash Limited' },
  nagad: { label: 'Nagad', cardType: 'NAGAD-Nagad', brand: 'MOBILEBANKING', issuer: 'Nagad' },
  rocket: {
    label: 'Rocket',
    cardType: 'DBBLMOBILEB-Dbbl Mobile Banking',
    brand: 'MOBILEBANKING',
    issuer: 'DBBL',
  },
  card: { label: 'Visa card', cardType: 'VISA-Dutch Bangla', brand: 'VISA', issuer: 'Dutch-Bangla Bank' },
} as const;
export type GatewayPaymentMethod = keyof typeof GATEWAY_METHODS;

export const OUTCOMES = ['pay', 'fail', 'cancel'] as const;
export type GatewayOutcome = (typeof OUTCOMES)[number];

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

/** Where the customer chooses how to pay, and pays, fails or cancels. */
export function paymentPage(session: {
  storeName: string;
  amount: string;
  currency: string;
  action: string;
}) {
  const methods = Object.entries(GATEWAY_METHODS)
    .map(
      ([value, method], index) =>
        `<label><input type="radio" name="method" value="${value}"${index === 0 ? ' checked' : ''}> ${method.label}</label>`,
    )
    .join('<br>');
  return page(
    'SSLCommerz payment',
    `<h1>Pay ${escapeHtml(session.storeName)}</h1>
<p>Amount: ${escapeHtml(session.amount)} ${escapeHtml(session.currency)}</p>
<form method="post" action="${escapeHtml(session.action)}">
<fieldset><legend>Payment method</legend>${methods}</fieldset>
<button type="submit" name="outcome" value="pay">Pay</button>
<button type="submit" name="outcome" value="fail">Fail</button>
<button type="submit" name="outcome" value="cancel">Cancel</button>
</form>`,
  );
}

export function messagePage(message: string): string {
  return page('SSLCommerz', `<p>${escapeHtml(message)}</p>`);
}

/**
 * Sends the browser on to the shop the way the gateway does: a form POST of the transaction's
 * fields that submits itself (a button stays for a browser without scripts).
 */
export function returnPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    'Returning to the shop',
    `<form method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">Return to the shop</button></form>
<script>document.forms[0].submit()</script>`,
  );
}

const unescapeHtml = (value: string) =>
  value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** What a return page asks the browser to POST: the address and the fields. */
export function readReturnPage(html: string): { action: string; fields: Record<string, string> } {
  const action = html.match(/<form method="post" action="([^"]*)">/)?.[1];
  if (action === undefined) throw new Error('Not a return page');
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(name!)] = unescapeHtml(value!);
  }
  return { action: unescapeHtml(action), fields };
}
