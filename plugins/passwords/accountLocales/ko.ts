// register: formal (합니다/하세요)
export default {
  'passwords.account.title': '비밀번호',
  'passwords.account.none': '아직 비밀번호가 없습니다. 비밀번호를 설정하면 이메일과 비밀번호로 로그인할 수 있습니다.',
  'passwords.account.has': '이메일과 비밀번호로 로그인할 수 있습니다.',
  'passwords.account.set': '비밀번호 설정',
  'passwords.account.change': '비밀번호 변경',
  'passwords.account.current': '현재 비밀번호',
  'passwords.account.save': '비밀번호 저장',
  'passwords.account.cancel': '취소',
  'passwords.account.forgotCurrent': '현재 비밀번호를 잊으셨나요?',
  'passwords.account.saved': '비밀번호가 저장되었습니다',
  'passwords.account.wrongCurrent': '현재 비밀번호가 올바르지 않습니다.',
  'passwords.account.weak': '이 비밀번호는 충분히 안전하지 않습니다. 더 안전한 비밀번호를 선택하세요.',
  'passwords.account.verifyAgain': '비밀번호를 설정하려면 본인 확인을 해 주세요.',
};
