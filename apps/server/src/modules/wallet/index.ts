export { changeWallet, ensureWallet, lockWallet, TOP_UP_PREFIX, type WalletChange } from './ledger';
