/**
 * Leaflet takes a string in popups, tooltips and the attribution as HTML (innerHTML). Text from people
 * (a customer's name, an address) goes in as a DOM node whose textContent is that text, so markup in
 * it stays characters on the screen (`X<img src="/api/v4/account/logout">` as a name).
 */
export function textNode(text: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
}

/** For the few Leaflet inputs that take only a string (the attribution): the text, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
