/**
 * What a settings section can do once its save is ok (a descriptor's `after`), before its toast, so the
 * toast already speaks the new language. The AfterSaveName type makes this table complete.
 */
import { queryClient } from '../../api/queryClient';
import { chooseLanguage } from '../../i18n/i18n';
import { isLanguage } from '../../i18n/languages';
import { endSession } from '../../session/sessionStore';
import type { Row } from '../data/values';
import type { AfterSaveName } from '../descriptor';

export interface SavedSection {
  /** What was sent. */
  body: Row;
  /** What the server answered. */
  answer: Row;
}

export const AFTER_SAVE: Record<AfterSaveName, (saved: SavedSection) => Promise<void> | void> = {
  /** The interface follows the language the user saved as theirs (My profile). */
  async applyLanguage({ body, answer }) {
    const language = answer.defaultLanguage ?? body.defaultLanguage;
    if (isLanguage(language)) await chooseLanguage(language);
  },
  /** The account is gone: what was loaded for it goes, and the signed-in frame leads to '/'. */
  signOut() {
    queryClient.clear();
    endSession('signOut');
  },
};
