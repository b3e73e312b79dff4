import userEvent from '@testing-library/user-event';

/**
 * Types a word as one burst, with no pause between its keys however busy the machine is: a debounced
 * search then sees the whole word, which is what a pause in typing means to it.
 */
export function typeAtOnce(element: HTMLElement, text: string) {
  return userEvent.setup({ delay: null }).type(element, text);
}
