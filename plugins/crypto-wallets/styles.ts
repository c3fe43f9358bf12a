/** CSS of the crypto-wallets plugin: every selector under `.ew-root`, classes `ew-crypto-wallets-*`. */
export const cryptoStyles = `
.ew-root .ew-crypto-wallets-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px;}
.ew-root .ew-crypto-wallets-list a.ew-btn{text-decoration:none;}
.ew-root .ew-crypto-wallets-list a.ew-btn:hover{filter:brightness(0.92);}
.ew-root .ew-crypto-wallets-item .ew-btn-label{white-space:normal;line-height:1.15;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;line-clamp:3;overflow:hidden;overflow-wrap:anywhere;}
.ew-root .ew-crypto-wallets-icon{display:block;width:20px;height:20px;object-fit:contain;}
.ew-root .ew-crypto-wallets-waiting{display:flex;align-items:center;gap:8px;}
.ew-root .ew-crypto-wallets-confirmation{padding:16px 0;}
`;
