// /location-services (spec 2, section 2.8): the title comes with the page; the tools under it (her place, and what is
// near it, read from the device) come once the page is live (web/shell/later.tsx). A tap on "Get My Location" before
// then is kept and carried out (web/early/keep-taps.ts); a place she types stays in its box.
import { metaFor } from '../../../shared/routes.ts';
import { useT } from '../../i18n/use-t.ts';
import { laterPart } from '../../shell/later.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';

const LocationTools = laterPart(() => import('./location-tools.tsx').then((m) => m.LocationTools), { device: true });

export function LocationPage() {
  usePageMeta(metaFor('/location-services'));
  const t = useT();
  return (
    <TopicLayout title={t('location.title')} intro={<p className="m-0">{t('location.intro')}</p>}>
      <LocationTools />
    </TopicLayout>
  );
}
