// register: formal (합니다/하세요)
export default {
  'totp.account.title': '인증 앱',
  'totp.account.off': '로그인에 두 번째 단계를 추가하세요. 휴대전화 앱에 표시되는 코드입니다.',
  'totp.account.on': '사용 중: 로그인할 때 인증 앱의 코드도 입력합니다.',
  'totp.account.added': '인증 앱이 추가되었습니다',
  'totp.account.remove': '인증 앱 삭제',
  'totp.account.removeTitle': '인증 앱을 삭제할까요?',
  'totp.account.removeText': '더 이상 이 앱의 코드를 묻지 않으며, 복구 코드도 더 이상 작동하지 않습니다.',
  'totp.account.removed': '인증 앱이 삭제되었습니다',
  'totp.account.codesLeft': '{count, plural, other {남은 복구 코드: #개}}',
  'totp.account.showCodes': '복구 코드 보기',
  'totp.account.newCodes': '새 복구 코드 받기',
  'totp.account.newCodesText':
    '새 코드는 인증 앱을 다시 설정하면 발급됩니다. 현재 앱과 그 코드는 더 이상 작동하지 않습니다.',
  'totp.account.newCodesConfirm': '다시 설정',
  'totp.account.cancel': '취소',
};
