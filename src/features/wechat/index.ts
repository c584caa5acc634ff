/**
 * WeChat share cards (docs/wechat.md): pages opened in WeChat's browser configure its JS-SDK with
 * a signature from the site's official account and share as a card. The composition (the page
 * layout, the endpoint table) wires in its parts; no other feature needs it.
 */
export { wechatAccount } from './server/account';
