import { MenuItem } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '../i18n/i18n';
import { LANGUAGES, languageName } from '../i18n/languages';
import { Icon } from './Icon';
import { MenuOnDemand } from './MenuOnDemand';
import { TopBarMenuItems } from './TopBarMenuItems';

/** The top bar's language menu; each language is named in itself, as people look for their own. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <MenuOnDemand
      className="relative"
      buttonClassName="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      // Named by what it shows ('ES') and what it does ('Idioma'): a voice command can say what is seen.
      face={
        <>
          <Icon name="language" />
          <span className={compact ? 'sr-only sm:not-sr-only' : ''}>{active.toUpperCase()}</span>{' '}
          <span className="sr-only">{t('language.choose')}</span>
          <Icon name="chevronDown" width={14} height={14} className={compact ? 'hidden sm:block' : ''} />
        </>
      }
      items={() => (
        <TopBarMenuItems width="w-44">
          {/* A function, so the names are worked out when the menu opens, not on every page's first render
            (the top bar shows only the code). */}
          {() => (
            <>
              {LANGUAGES.map((language) => (
                <MenuItem key={language}>
                  <button
                    type="button"
                    lang={language}
                    onClick={() => void chooseLanguage(language)}
                    className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-start text-sm text-slate-700 data-focus:bg-slate-100"
                  >
                    {languageName(language)}
                    {language === active && (
                      <Icon name="check" className="text-brand-600" width={16} height={16} />
                    )}
                  </button>
                </MenuItem>
              ))}
            </>
          )}
        </TopBarMenuItems>
      )}
    />
  );
}
