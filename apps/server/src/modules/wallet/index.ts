export { changeWallet, ensureWallet, lockWallet } from './ledger';
export { walletNotification } from './notify';
export { creditTopUp, findWalletByTopUpContent } from './top-up';
