/**
 * The app's history, asking before the user leaves a page with unsaved changes (unsavedChanges.ts): a
 * push to another page waits for the answer; the browser's back and forward buttons, which have
 * already moved when the app hears of them, are undone first and done again if the user leaves.
 * Replacements (redirects, a list's filters in the address) and moves within a page are not asked.
 */

import { askToLeave, hasUnsaved } from '../../ui/unsavedChanges';
import type { AppHistory } from './AppRouter';

type To = Parameters<AppHistory['push']>[0];

function pathOf(to: To, current: string): string {
  if (typeof to === 'string') return to.split(/[?#]/)[0] || current;
  return to.pathname ?? current;
}

export function guardHistory(history: AppHistory): AppHistory {
  // The pops the guard makes itself, which the app must not hear of.
  let ownPops = 0;
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push(to, state) {
      if (pathOf(to, history.location.pathname) === history.location.pathname || !hasUnsaved()) {
        history.push(to, state);
        return;
      }
      void askToLeave().then((leave) => {
        if (leave) history.push(to, state);
      });
    },
    replace: (to, state) => history.replace(to, state),
    go: (delta) => history.go(delta),
    listen(listener) {
      let shown = history.location.pathname;
      return history.listen((update) => {
        if (ownPops > 0 && update.action === 'POP') {
          ownPops -= 1;
          return;
        }
        const { delta } = update;
        if (update.action === 'POP' && delta && update.location.pathname !== shown && hasUnsaved()) {
          ownPops += 1;
          history.go(-delta);
          void askToLeave().then((leave) => {
            if (leave) history.go(delta);
          });
          return;
        }
        shown = update.location.pathname;
        listener(update);
      });
    },
  };
}
