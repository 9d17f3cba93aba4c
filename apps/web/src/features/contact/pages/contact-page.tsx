import { type ContactBody, ContactBodySchema, SHOP } from '@chaka/contract';
import contactCatalog from '@chaka/contract/catalogs/en/contact.json';
import { EmailField, TextAreaField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { StatusButton } from '@/components/ui/status-button';
import { useConfig } from '@/lib/config';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendContactMessage } from '../api/send-contact-message';

const { lat, lon } = SHOP.geo;
const MAP_EMBED = `https://www.openstreetmap.org/export/embed.html?bbox=${lon - 0.01}%2C${lat - 0.006}%2C${lon + 0.01}%2C${lat + 0.006}&layer=mapnik&marker=${lat}%2C${lon}`;
const MAP_LINK = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

/** /contact (SPEC §2): where the shop is, and a message form that really reaches it. */
export function ContactPage() {
  const t = useT(contactCatalog);
  const waiting = useMinimumDelay('contact');
  return (
    <Page title={t('contact.title')} heading={t('contact.heading')} intro={t('contact.intro')}>
      {waiting ? (
        <Spinner label={t('contact.loading')} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-5">
          <section aria-labelledby="visit-us" className="space-y-4 lg:col-span-3">
            <h2 id="visit-us" className="sr-only">
              {t('contact.visitUs')}
            </h2>
            <div className="overflow-hidden rounded-box border border-base-300 bg-base-200">
              <iframe
                title={t('contact.map')}
                src={MAP_EMBED}
                className="aspect-[4/3] w-full sm:aspect-video"
                loading="lazy"
                referrerPolicy="no-referrer"
              />
            </div>
            <ShopAddress />
          </section>
          <section aria-labelledby="write-to-us" className="lg:col-span-2">
            <ContactForm />
          </section>
        </div>
      )}
    </Page>
  );
}

function ShopAddress() {
  const t = useT(contactCatalog);
  const { siteName } = useConfig();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <address className="not-italic leading-relaxed">
        <p className="font-semibold">{siteName}</p>
        <p>{t('contact.street')}</p>
        <p>{t('contact.area', { postalCode: SHOP.address.postalCode })}</p>
        <p>{t('contact.country')}</p>
        <a href={`tel:${SHOP.phone.replace(/[^+\d]/g, '')}`} className="link link-hover mt-1 block tabular">
          {SHOP.phone}
        </a>
        <a href={MAP_LINK} className="link link-primary mt-1 inline-block" target="_blank" rel="noreferrer">
          {t('contact.openMap')}
        </a>
      </address>
      <div className="leading-relaxed">
        <p className="font-semibold">{t('contact.hours')}</p>
        <p>{t('contact.hoursDays')}</p>
        <p>{t('contact.hoursClosed')}</p>
      </div>
    </div>
  );
}

function ContactForm() {
  const t = useT(contactCatalog);
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(ContactBodySchema, { defaultValues: { email: '', message: '' } });

  const onSubmit = async (body: ContactBody) => {
    try {
      await send.mutateAsync(body);
    } catch (error) {
      notify.error(errorMessage(error, t('contact.sendFailed')));
      return;
    }
    notify.success(t('contact.sent'));
    reset();
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-2">
        <h2 id="write-to-us" className="card-title text-xl">
          {t('contact.write')}
        </h2>
        <p className="text-sm text-muted">{t('contact.answerTime')}</p>
        <EmailField error={errors.email?.message} {...register('email')} />
        <TextAreaField
          label={t('contact.message')}
          rows={6}
          hint={t('contact.messageHint')}
          error={errors.message?.message}
          {...register('message')}
        />
        <StatusButton
          busy={isSubmitting}
          busyLabel={t('contact.sending')}
          className="btn-primary mt-4 w-full"
        >
          {t('contact.send')}
        </StatusButton>
      </div>
    </form>
  );
}
