import { SANDBOX_OPAQUE_DESCRIPTOR } from './sandboxOpaque';

/** Where our server serves the stand-in (the sandbox gateway's screens load it instead of Authorize.net's). */
export const ACCEPT_JS_STAND_IN_URL = '/payments/accept-standin.js';

/**
 * A stand-in for Authorize.net's Accept.js, for the sandbox gateway (no internet needed): the same
 * `Accept.dispatchData({ authData, cardData }, callback)` and the same answer shape
 * ({ opaqueData: { dataDescriptor, dataValue }, messages: { resultCode, message: [{ code, text }] } },
 * error codes E_WC_05..E_WC_15 as Accept.js's). It turns the card into opaque data IN THE BROWSER:
 * brand, last four and whether it is the sandbox's declined test number, never the number or the
 * code, so our server receives exactly what it would with the real Accept.js: no card data.
 */
export const ACCEPT_JS_STAND_IN = `/* Pawroute's stand-in for Accept.js (sandbox gateway: no card is charged). */
(function () {
  function luhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = Number(n.charAt(n.length - 1 - i));
      if (i % 2 === 1) { d = d * 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function brand(n) {
    if (/^4/.test(n)) return 'Visa';
    if (/^5[1-5]/.test(n)) return 'MasterCard';
    if (/^3[47]/.test(n)) return 'Amex';
    if (/^(?:6011|65)/.test(n)) return 'Discover';
    return 'Card';
  }
  function fail(callback, code, text) {
    setTimeout(function () { callback({ messages: { resultCode: 'Error', message: [{ code: code, text: text }] } }); }, 0);
  }
  window.Accept = {
    standIn: true,
    dispatchData: function (secureData, callback) {
      var card = (secureData && secureData.cardData) || {};
      var number = String(card.cardNumber || '').replace(/\\D/g, '');
      var month = Number(card.month), year = Number(String(card.year || '').length === 2 ? '20' + card.year : card.year);
      if (number.length < 13 || number.length > 19 || !luhn(number)) return fail(callback, 'E_WC_05', 'Please provide valid credit card number.');
      if (!(month >= 1 && month <= 12)) return fail(callback, 'E_WC_06', 'Please provide valid expiration month.');
      if (!(year >= 2000)) return fail(callback, 'E_WC_07', 'Please provide valid expiration year.');
      var now = new Date();
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return fail(callback, 'E_WC_08', 'Expiration date must be in the future.');
      if (card.cardCode !== undefined && !/^\\d{3,4}$/.test(String(card.cardCode))) return fail(callback, 'E_WC_15', 'Please provide valid CVV.');
      var value = btoa(JSON.stringify({ brand: brand(number), last4: number.slice(-4), declined: number === '4000000000000002', nonce: Math.random().toString(36).slice(2) }));
      setTimeout(function () {
        callback({ opaqueData: { dataDescriptor: '${SANDBOX_OPAQUE_DESCRIPTOR}', dataValue: value }, messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] } });
      }, 0);
    }
  };
})();
`;
