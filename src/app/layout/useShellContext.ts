import { useEffect, useMemo, useState } from 'react';
import type { Session } from '../../api';
import { chooseLanguage, currentLanguage } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import { updateSession } from '../../session/sessionStore';
import { useStoreInfo, useUserInfo } from '../../session/shellQueries';
import { languageAdopted, languageAdoptionPending } from '../../session/signInLanguage';
import type { ShellContext } from '../../session/useShellAccess';
import { deployment } from '../deployment';
import { accessContext } from '../menu/accessContext';

export type { ShellContext };

/**
 * What the layout needs beyond the session: the user's permissions (user-info, which also refreshes the
 * session's names and permissions) and, for store users, the store's plan and the platform flags.
 */
export function useShellContext(session: Session): ShellContext {
  const isStoreUser = session.userType === 'client';
  const userInfo = useUserInfo(true);
  const storeInfo = useStoreInfo(isStoreUser);
  const user = userInfo.data?.user;
  const permissions = userInfo.data?.permissions;

  useEffect(() => {
    if (!user || !permissions) return;
    updateSession({
      firstName: user.first_name,
      LastName: user.last_name,
      permRedeem: permissions.permRedeem,
      permGivePoints: permissions.permGivePoints,
      permCreateCustomer: permissions.permCreateCustomer,
      locationId: permissions.locationId,
      locationName: permissions.locationName,
    });
  }, [user, permissions]);

  // Just signed in: the page waits until the interface speaks the user's saved language. A profile's
  // language is 'es' until its user saves another (spec: default 'es'), so only another one is a choice
  // that outranks this browser's (the sign-in page's or the top bar's, remembered in localStorage).
  const [adopting, setAdopting] = useState(languageAdoptionPending);
  const savedLanguage = userInfo.data?.defaultLanguage;
  const userInfoFailed = userInfo.isError;
  useEffect(() => {
    if (!adopting || (savedLanguage === undefined && !userInfoFailed)) return;
    languageAdopted();
    const switching =
      isLanguage(savedLanguage) && savedLanguage !== DEFAULT_LANGUAGE && savedLanguage !== currentLanguage()
        ? chooseLanguage(savedLanguage)
        : Promise.resolve();
    void switching.finally(() => setAdopting(false));
  }, [adopting, savedLanguage, userInfoFailed]);

  const ready = !userInfo.isPending && (!isStoreUser || !storeInfo.isPending) && !adopting;
  const storeData = storeInfo.data;
  // The same object while what it is made of stays: the frame renders again on every address change (a
  // list's search, page or sort), and a new context would be new permissions to every page under it — a
  // list redrew all its rows (700 cells) each time its search was applied, before the answer came.
  const access = useMemo(
    () => accessContext(session, permissions, storeData, deployment),
    [session, permissions, storeData],
  );
  const generalConfiguration = storeData?.generalConfiguration ?? null;
  return useMemo(() => ({ ready, generalConfiguration, access }), [ready, generalConfiguration, access]);
}
