// register: formal (합니다/하세요)
export default {
  'crypto-wallets.account.title': '암호화폐 지갑',
  'crypto-wallets.account.empty': '연결된 암호화폐 지갑이 없습니다.',
  'crypto-wallets.account.remove': '삭제',
  'crypto-wallets.account.confirmTitle': '이 지갑을 삭제하시겠습니까?',
  'crypto-wallets.account.confirmText': '더 이상 {chain} 지갑 {address}(으)로 로그인할 수 없습니다.',
  'crypto-wallets.account.removed': '{chain} 지갑 {address}이(가) 삭제되었습니다.',
};
