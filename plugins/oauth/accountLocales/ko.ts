// register: formal (합니다/하세요)
export default {
  'oauth.account.title': '연결된 계정',
  'oauth.account.empty': '연결된 소셜 계정이 없습니다.',
  'oauth.account.connect': '{provider} 연결',
  'oauth.account.disconnect': '연결 해제',
  'oauth.account.disconnectLabel': '{provider} 연결 해제',
  'oauth.account.confirmTitle': '{provider} 연결을 해제하시겠습니까?',
  'oauth.account.confirmText': '더 이상 {provider}(으)로 로그인할 수 없습니다. 나중에 다시 연결할 수 있습니다.',
  'oauth.account.linked': '{provider}이(가) 연결되었습니다.',
  'oauth.account.unlinked': '{provider} 연결이 해제되었습니다.',
  'oauth.account.cancelled': '{provider} 연결이 취소되었습니다.',
  'oauth.account.errorType.oauth_user_registration_conflict': '이 소셜 계정은 이미 다른 사용자에게 연결되어 있습니다.',
};
