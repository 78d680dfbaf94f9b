/** The options feature: the reference lists (getOptions) every other feature's forms pick from. */
export { OPTIONS_KEY, useOptions } from './useOptions';
