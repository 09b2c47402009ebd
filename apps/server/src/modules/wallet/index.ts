export { changeWallet, ensureWallet, lockWallet, TOP_UP_PREFIX, type WalletChange } from './ledger';
export { walletNotification } from './notify';
export { creditTopUp, findWalletByTopUpContent, topUpCodesIn } from './top-up';
