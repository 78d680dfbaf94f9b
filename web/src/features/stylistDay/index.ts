// What the app shell may use of the stylist's day before its pages load (the day's reads go out with the code).
export { prefetchStylistDay } from './prefetchDay';
