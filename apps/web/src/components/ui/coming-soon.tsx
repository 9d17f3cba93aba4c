import { Page } from './page';

/** A screen that is planned but not open yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page title={title}>
      <div className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
        <p className="text-lg font-semibold">This screen is coming soon.</p>
      </div>
    </Page>
  );
}
