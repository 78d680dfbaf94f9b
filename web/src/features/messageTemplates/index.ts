export { MessageTemplatesTab } from './components/MessageTemplatesTab';
export { PreferredChannelSetting } from './components/PreferredChannelSetting';
export { AskForCardButton } from './components/AskForCardButton';
