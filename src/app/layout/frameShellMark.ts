/**
 * The attribute that marks the frame prerendered into dashboard.html (FrameShell), in its own module so
 * that the app's entry can look for it without loading the shell's components.
 */
export const FRAME_SHELL_ATTRIBUTE = 'data-frame-shell';
export const FRAME_SHELL_SELECTOR = `[${FRAME_SHELL_ATTRIBUTE}]`;
