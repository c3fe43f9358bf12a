// register: formal (합니다/하세요)
export default {
  'passkeys.account.title': '패스키',
  'passkeys.account.text': '비밀번호 대신 지문, 얼굴 또는 화면 잠금으로 로그인하세요.',
  'passkeys.account.addFirst': '패스키 설정',
  'passkeys.account.added': '패스키가 추가되었습니다',
  'passkeys.account.deleteTitle': '“{name}”을(를) 삭제할까요?',
};
