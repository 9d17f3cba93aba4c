import { type ContactBody, ContactBodySchema, SHOP } from '@chaka/contract';
import { EmailField, TextAreaField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { StatusButton } from '@/components/ui/status-button';
import { useConfig } from '@/lib/config';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendContactMessage } from '../api/send-contact-message';

const { lat, lon } = SHOP.geo;
const MAP_EMBED = `https://www.openstreetmap.org/export/embed.html?bbox=${lon - 0.01}%2C${lat - 0.006}%2C${lon + 0.01}%2C${lat + 0.006}&layer=mapnik&marker=${lat}%2C${lon}`;
const MAP_LINK = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
const SENT = 'Thank you! Your message has been sent. We will answer you by e-mail.';

/** /contact (SPEC §2): where the shop is, and a message form that really reaches it. */
export function ContactPage() {
  const waiting = useMinimumDelay('contact');
  return (
    <Page
      title="Contact"
      heading="Contact us"
      intro="Looking for a part, or not sure which one fits your car? Write to us or drop by the shop."
    >
      {waiting ? (
        <Spinner label="Loading the contact page" />
      ) : (
        <div className="grid gap-8 lg:grid-cols-5">
          <section aria-labelledby="visit-us" className="space-y-4 lg:col-span-3">
            <h2 id="visit-us" className="sr-only">
              Visit us
            </h2>
            <div className="overflow-hidden rounded-box border border-base-300 bg-base-200">
              <iframe
                title="Map of Chaka Parts in Dhanmondi, Dhaka"
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
  const { siteName } = useConfig();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <address className="not-italic leading-relaxed">
        <p className="font-semibold">{siteName}</p>
        <p>{SHOP.address.street}</p>
        <p>
          {SHOP.address.area}, {SHOP.address.city} {SHOP.address.postalCode}
        </p>
        <p>{SHOP.address.country}</p>
        <a href={`tel:${SHOP.phone.replace(/[^+\d]/g, '')}`} className="link link-hover mt-1 block tabular">
          {SHOP.phone}
        </a>
        <a href={MAP_LINK} className="link link-primary mt-1 inline-block" target="_blank" rel="noreferrer">
          Open the map in a new tab
        </a>
      </address>
      <div className="leading-relaxed">
        <p className="font-semibold">Opening hours</p>
        {SHOP.hours.text.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}

function ContactForm() {
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
      notify.error(errorMessage(error, 'Your message could not be sent. Please try again.'));
      return;
    }
    notify.success(SENT);
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
          Write to us
        </h2>
        <p className="text-sm text-muted">We answer within one working day.</p>
        <EmailField error={errors.email?.message} {...register('email')} />
        <TextAreaField
          label="Message"
          rows={6}
          hint="Tell us your car's make, model and year if you ask about a part."
          error={errors.message?.message}
          {...register('message')}
        />
        <StatusButton busy={isSubmitting} busyLabel="Sending..." className="btn-primary mt-4 w-full">
          Send
        </StatusButton>
      </div>
    </form>
  );
}
