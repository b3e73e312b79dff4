import { useTranslation } from 'react-i18next';
import { EARLY_STORE_ATTRIBUTE, earlyStore } from '../../earlyCalls';

/**
 * Where an early text goes (the head's script fills it from the store-info answer, src/earlyCalls.ts);
 * while empty, a grey bar of about its size.
 */
const EMPTY_BAR = 'empty:animate-pulse empty:rounded empty:bg-slate-200';
/** The store card's three detail places, and the three figures' cards. */
const THREE = ['first', 'second', 'third'];

/**
 * The home's first shape (its HTML, and the frame while the user's information and the home's code
 * arrive): the store card's place with the store's name and description as soon as the head's early
 * store-info call has answered, before any of the app's code has run, laid out exactly as the real card
 * (StoreCard: the same boxes and classes), so the largest text the home shows, its description, paints
 * with the answer instead of once React has rendered the home. Then the quick actions' and the figures'
 * places. React draws the same from what the script kept (`earlyStore`), so nothing read goes away.
 */
export function HomeFirstShape() {
  const { t } = useTranslation();
  const store = earlyStore();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <div className="h-full min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <div className="flex items-start gap-4">
              <div className="size-16 shrink-0 animate-pulse rounded-xl bg-slate-200" />
              {/* Room for the name and three lines of description, so the texts filled in move nothing. */}
              <div className="min-h-[5.75rem] min-w-0">
                <p
                  {...{ [EARLY_STORE_ATTRIBUTE]: 'name' }}
                  className={`break-words text-xl font-semibold text-slate-900 empty:h-7 empty:w-48 empty:max-w-full ${EMPTY_BAR}`}
                >
                  {store?.name}
                </p>
                <p
                  {...{ [EARLY_STORE_ATTRIBUTE]: 'description' }}
                  className={`mt-1 line-clamp-3 text-sm text-slate-600 empty:h-4 empty:w-64 empty:max-w-full ${EMPTY_BAR}`}
                >
                  {store?.description}
                </p>
              </div>
            </div>
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              {THREE.map((place) => (
                <div key={place} className="h-10 animate-pulse rounded bg-slate-100" />
              ))}
            </div>
          </div>
        </div>
        <div className="h-56 animate-pulse rounded-2xl bg-slate-100" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {THREE.map((place) => (
          <div key={place} className="h-24 animate-pulse rounded-2xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
