/** The version shown in the footer (spec §1); kept equal to package.json's by a test. */
export const APP_VERSION = '17.3.5';
