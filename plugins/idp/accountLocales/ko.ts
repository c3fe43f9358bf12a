// register: formal (합니다/하세요)
export default {
  'idp.account.title': '연결된 앱',
  'idp.account.empty': '계정에 액세스할 수 있는 앱이 없습니다.',
  'idp.account.access': '{app}이(가) 할 수 있는 작업',
  'idp.account.revoke': '액세스 취소',
  'idp.account.revokeLabel': '{app}의 액세스 취소',
  'idp.account.confirmTitle': '{app}의 액세스를 취소하시겠습니까?',
  'idp.account.confirmText':
    '{app}은(는) 더 이상 계정에 액세스할 수 없습니다. 다음에 사용할 때 다시 권한을 요청합니다.',
  'idp.account.revoked': '{app}의 액세스가 취소되었습니다.',
};
